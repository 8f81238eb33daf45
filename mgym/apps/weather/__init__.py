"""Weather: current conditions, hourly and 15-day forecasts, air quality, life indices, saved and
located cities; forecasts are a pure function of the world seed, the city and the virtual date."""

from mgym.app import App
from mgym.apps.weather.manifest import MANIFEST
from mgym.apps.weather.navigation import NAV
from mgym.apps.weather.state import REGION_STATE, WeatherState
from mgym.apps.weather.views import VIEWS

#: for the crawler: the located city on (so its row and page show)
SAMPLE = {"apps": {"weather": {"use_location": True}}, "os": {"permissions": {"weather": {"location": "granted"}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=WeatherState, sample_state=SAMPLE,
          region_state=REGION_STATE)
