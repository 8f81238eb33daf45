"""Files: browse, search, preview, organise (folders, rename, move, copy, delete, share) the phone's
``/sdcard`` and save what other apps share into it."""

from mgym.app import App
from mgym.apps.files.manifest import MANIFEST
from mgym.apps.files.navigation import NAV
from mgym.apps.files.state import FilesState
from mgym.apps.files.views import VIEWS

#: for the crawler: a recent search, so the search screen's history has something to show
SAMPLE = {"apps": {"files": {"recent_searches": ["invoice"]}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=FilesState, sample_state=SAMPLE,
          crawl_roots=("save",))
