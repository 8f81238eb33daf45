"""Compass tasks: heading, true / magnetic north, the level, coordinates (and sending them)."""
