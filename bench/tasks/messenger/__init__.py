"""Messenger tasks."""
