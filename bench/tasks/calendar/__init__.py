"""Calendar tasks."""
