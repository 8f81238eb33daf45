"""Settings: the phone's system settings app. Its controls read and write the OS state."""

from mgym.app import App
from mgym.apps.settings.manifest import MANIFEST
from mgym.apps.settings.navigation import NAV
from mgym.apps.settings.state import SettingsState
from mgym.apps.settings.views import VIEWS

#: for the crawler: developer options already unlocked, so the System page shows their row; Wallet
#: disabled, so Disabled apps leads to an app info page with Enable (and then Disable)
SAMPLE = {"os": {"settings": {"global": {"developer_options": True}}, "apps": {"wallet": {"enabled": False}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=SettingsState, sample_state=SAMPLE)
