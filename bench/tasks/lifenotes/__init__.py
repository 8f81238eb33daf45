"""Lifenotes tasks."""
