"""Music tasks."""
