"""Calculator: keypad, live result, history, settings; exact decimal arithmetic (:mod:`.engine`)."""

from mgym.app import App
from mgym.apps.calculator.manifest import MANIFEST
from mgym.apps.calculator.navigation import NAV
from mgym.apps.calculator.state import CalculatorState
from mgym.apps.calculator.views import VIEWS

#: for the crawler: an expression on the display, so every key has something to act on
SAMPLE = {"apps": {"calculator": {"expr": "12+3"}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=CalculatorState, sample_state=SAMPLE)
