"""Forum: a community forum in the style of the big link aggregators, with invented communities and users:
home and popular feeds, communities (join, rules, required flair), posts with nested comments (sort,
collapse, vote, reply, edit, delete), a create-post form whose Post button waits for every required
field, search, inbox and chats, profile and settings."""

from mgym.app import App
from mgym.apps.forum.manifest import MANIFEST
from mgym.apps.forum.navigation import NAV
from mgym.apps.forum.state import REGION_STATE, ForumState
from mgym.apps.forum.views import VIEWS

#: for the crawler: an own link post (the first on Profile) with an own comment (edit / delete show), a saved
#: post, votes and a recent search (the results' tabs)
SAMPLE = {"apps": {"forum": {
    "posts[]": {"id": "m9", "c": "c1", "kind": "link", "title": "A guide to compost", "url": "https://guides.example.net/compost",
                "time": 1773460000000},
    "comments": [{"id": "k9", "post": "m9", "parent": "", "text": "Thanks everyone!", "time": 1773470000000}],
    "saved": ["p2"], "votes": {"p1": 1, "p1_1": -1}, "recent_searches": ["compost"]}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=ForumState, sample_state=SAMPLE,
          region_state=REGION_STATE)
