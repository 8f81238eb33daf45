"""Contacts tasks."""
