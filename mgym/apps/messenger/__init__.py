"""Messenger: chats, contacts, moments and payments through the Wallet (a WeChat-like app, own look)."""

from mgym.app import App

from .handlers import HANDLERS
from .manifest import MANIFEST
from .navigation import NAV
from .state import MessengerState
from .views import VIEWS

#: content the crawler needs to see every trigger: a blocked contact for the blocked list
SAMPLE_STATE = {"apps": {"messenger": {
    "contacts": {"nadia_rodriguez73": {"blocked": True}},
}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=MessengerState, handlers=HANDLERS,
          sample_state=SAMPLE_STATE)
