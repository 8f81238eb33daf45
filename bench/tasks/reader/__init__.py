"""Reader tasks."""
