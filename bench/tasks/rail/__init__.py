"""Rail Tickets tasks."""
