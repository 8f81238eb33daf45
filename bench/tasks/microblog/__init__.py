"""Chirp (microblog) tasks."""
