"""The Launcher: the phone's home app."""

from mgym.app import App
from mgym.apps.launcher.manifest import MANIFEST
from mgym.apps.launcher.navigation import NAV
from mgym.apps.launcher.state import REGION_STATE, LauncherState
from mgym.apps.launcher.views import VIEWS

#: for the crawler: an app taken off the home screen (so the drawer's menu offers "Add to home screen")
SAMPLE = {"apps": {"launcher": {"removed": ["answersheet"]}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=LauncherState,
          region_state=REGION_STATE, sample_state=SAMPLE)
