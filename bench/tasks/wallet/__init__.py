"""Wallet tasks."""
