"""Notes: notes and checklists in folders, pins, search, to-dos with reminders, private notes
behind a PIN, a trash with restore, sharing, and notes created by other apps."""

from mgym.app import App
from mgym.apps.notes.handlers import HANDLERS
from mgym.apps.notes.manifest import MANIFEST
from mgym.apps.notes.navigation import NAV
from mgym.apps.notes.state import REGION_STATE, NotesState
from mgym.apps.notes.views import VIEWS

#: for the crawler: Private open (so its notes and the editor's Remove from Private show)
SAMPLE = {"apps": {"notes": {"unlocked": True, "notes[id=2]": {"private": True}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=NotesState, handlers=HANDLERS,
          sample_state=SAMPLE, region_state=REGION_STATE)
