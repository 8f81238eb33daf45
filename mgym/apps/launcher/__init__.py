"""The Launcher: the phone's home app."""

from mgym.app import App
from mgym.apps.launcher.manifest import MANIFEST
from mgym.apps.launcher.navigation import NAV
from mgym.apps.launcher.state import LauncherState
from mgym.apps.launcher.views import VIEWS

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=LauncherState)
