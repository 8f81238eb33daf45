"""Scientific Calculator: functions, DEG / RAD, INV, memory, history; the engine is Calculator's."""

from mgym.app import App
from mgym.apps.scicalc.manifest import MANIFEST
from mgym.apps.scicalc.navigation import NAV
from mgym.apps.scicalc.state import SciCalcState
from mgym.apps.scicalc.views import VIEWS

#: for the crawler: an expression on the display and a value in memory
SAMPLE = {"apps": {"scicalc": {"expr": "2+3", "memory": "12.5"}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=SciCalcState, sample_state=SAMPLE)
