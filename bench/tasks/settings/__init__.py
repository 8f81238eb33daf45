"""Settings tasks."""
