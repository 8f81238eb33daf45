"""Clock: alarms that ring on the virtual clock, world clock, timer and stopwatch."""

from mgym.app import App
from mgym.apps.clock.handlers import HANDLERS
from mgym.apps.clock.manifest import MANIFEST
from mgym.apps.clock.navigation import NAV
from mgym.apps.clock.state import REGION_STATE, ClockState
from mgym.apps.clock.views import VIEWS

#: for the crawler: an alarm ringing (so the full-screen alert shows its buttons), a paused stopwatch
#: (so Reset shows) and a 12-hour phone (so the picker's AM / PM shows)
SAMPLE = {"os": {"datetime": {"use_24h": False}},
          "apps": {"clock": {"ringing": {"alarm_id": 1, "since": 1773478800000, "notification": 0},
                             "stopwatch": {"elapsed_ms": 65_000, "laps": [30_000]}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=ClockState, handlers=HANDLERS,
          sample_state=SAMPLE, region_state=REGION_STATE)
