"""Contacts: list, search, detail, add / edit, favourites, multi-select delete, a picker."""

from mgym.app import App
from mgym.apps.contacts.manifest import MANIFEST
from mgym.apps.contacts.navigation import NAV
from mgym.apps.contacts.state import ContactsState
from mgym.apps.contacts.views import VIEWS

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=ContactsState)
