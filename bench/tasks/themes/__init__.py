"""Theme Store tasks."""
