"""Forum tasks."""
