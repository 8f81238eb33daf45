"""Calendar: month, day and schedule views, events with repeat rules and reminders, holidays."""

from mgym.app import App
from mgym.apps.calendar.handlers import HANDLERS
from mgym.apps.calendar.manifest import MANIFEST
from mgym.apps.calendar.navigation import NAV
from mgym.apps.calendar.state import REGION_STATE, CalendarState
from mgym.apps.calendar.views import VIEWS

#: for the crawler: the first event of the schedule repeats weekly a number of times, so the
#: editor shows its repeat days and the count stepper
SAMPLE = {"apps": {"calendar": {"events": [
    {"id": 1, "title": "Standup", "start_date": "2026-03-14", "start_time": "10:00", "end_date": "2026-03-14",
     "end_time": "10:15", "repeat": {"freq": "weekly", "days": ["mon", "sat"], "count": 5}, "reminder": 5},
    {"id": 2, "title": "Holiday trip", "all_day": True, "start_date": "2026-04-04", "end_date": "2026-04-06"}]}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=CalendarState, handlers=HANDLERS,
          sample_state=SAMPLE, region_state=REGION_STATE)
