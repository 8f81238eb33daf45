"""Messages: conversations over the OS SMS provider (the look of Android's stock SMS app)."""

from mgym.app import App
from mgym.apps.messages.handlers import HANDLERS
from mgym.apps.messages.manifest import MANIFEST
from mgym.apps.messages.navigation import NAV
from mgym.apps.messages.state import MessagesState
from mgym.apps.messages.views import VIEWS

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=MessagesState, handlers=HANDLERS)
