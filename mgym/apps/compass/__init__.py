"""Compass: a dial with heading and direction (true or magnetic north), a spirit level, and the
location's coordinates and altitude, all read from OS state (``os.sensors``, ``os.location``)."""

from mgym.app import App
from mgym.apps.compass.manifest import MANIFEST
from mgym.apps.compass.navigation import NAV
from mgym.apps.compass.state import CompassState
from mgym.apps.compass.views import VIEWS

#: for the crawler: a compass that wants calibrating and no location permission yet (so the
#: calibration prompt and the permission request show)
SAMPLE = {"os": {"sensors": {"heading": 253.4, "pitch": 3.2, "roll": -1.5, "accuracy": "low"}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=CompassState, sample_state=SAMPLE)
