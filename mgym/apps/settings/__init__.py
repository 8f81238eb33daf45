"""Settings: the phone's system settings app. Its controls read and write the OS state."""

from mgym.app import App
from mgym.apps.settings.manifest import MANIFEST
from mgym.apps.settings.navigation import NAV
from mgym.apps.settings.state import SettingsState
from mgym.apps.settings.views import VIEWS

#: for the crawler: developer options already unlocked, so the System page shows their row
SAMPLE = {"os": {"settings": {"global": {"developer_options": True}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=SettingsState, sample_state=SAMPLE)
