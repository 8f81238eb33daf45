"""Messages tasks."""
