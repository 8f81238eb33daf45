"""Launcher tasks."""
