"""Weather: current conditions, hourly and 15-day forecasts, air quality and life indices."""

from mgym.app import AppManifest

APP_ID = "weather"

MANIFEST = AppManifest(id=APP_ID, name="Weather", icon="wb_sunny", color="#1e88e5", system=True,
                       permissions=("location",))
