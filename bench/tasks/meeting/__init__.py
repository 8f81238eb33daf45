"""Meet tasks."""
