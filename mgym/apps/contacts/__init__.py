"""Contacts: list, search, detail, add / edit, favourites, multi-select delete, a picker."""

from mgym.app import App
from mgym.apps.contacts.manifest import MANIFEST
from mgym.apps.contacts.navigation import NAV
from mgym.apps.contacts.state import ContactsState
from mgym.apps.contacts.views import VIEWS

#: a new phone's overlay per world region (its search history is in the region's language)
REGION_STATE = {"zh-CN": {"recent_searches": ["披萨", "王"]}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=ContactsState, region_state=REGION_STATE)
