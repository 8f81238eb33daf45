"""Compass: heading, a spirit level and the location's coordinates, from the OS sensors."""

from mgym.app import AppManifest

MANIFEST = AppManifest(
    id="compass", name="Compass", icon="explore", color="#c62828", system=True, permissions=("location",),
)
