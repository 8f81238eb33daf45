"""Lifenotes: a lifestyle notes feed (a two-column Discover feed with channels, Following, search with
notes / users / products and filters, note pages with a picture carousel, likes, boards, comments and
replies, user pages, direct messages, publishing through the media picker with drafts, settings)."""

from mgym.app import App
from mgym.apps.lifenotes.manifest import MANIFEST
from mgym.apps.lifenotes.navigation import NAV
from mgym.apps.lifenotes.state import REGION_STATE, LifenotesState
from mgym.apps.lifenotes.views import VIEWS

#: for the crawler: a published note of mine, a draft, my comment with a reply, a shared note in a DM
SAMPLE = {"apps": {"lifenotes": {
    "notes": [{"id": "p90", "title": "Sample", "text": "Hello", "tags": ["#hi"], "files": [], "location": "",
               "visibility": "public", "time": 1773470000000}],
    "drafts": [{"id": "d91", "title": "Draft", "text": "", "tags": [], "files": [150], "location": "",
                "visibility": "private", "time": 1773471000000}],
    "comments": [{"id": "c92", "note": "n697", "text": "Nice!", "reply_to": "", "time": 1773472000000},
                 {"id": "c93", "note": "n697", "text": "Thanks", "reply_to": "n697c1", "time": 1773473000000}],
    "threads[]": [{"id": "u7", "messages": [{"me": True, "note": "n697", "time": 1773474000000}]}]}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=LifenotesState, sample_state=SAMPLE,
          region_state=REGION_STATE)
