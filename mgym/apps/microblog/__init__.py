"""Chirp: an X-like microblog (For you / Following timelines, posts with replies, quotes and reposts,
likes, bookmarks, lists, search, profiles with follow / mute / block, DMs, notifications, privacy
and notification settings). World data: 2,000 accounts and 10,000 posts per region; replies generated
from a post's id on demand."""

from mgym.app import App
from mgym.apps.microblog.manifest import MANIFEST
from mgym.apps.microblog.navigation import NAV
from mgym.apps.microblog.state import REGION_STATE, MicroblogState
from mgym.apps.microblog.views import VIEWS

#: for the crawler: one own post (a reply), a repost, a bookmark, a muted account, a muted word, a
#: blocked account, a private list
SAMPLE = {"apps": {"microblog": {
    "posts": [{"id": "m1", "text": "Hello #coffee", "time": 1773470000000},
              {"id": "m2", "text": "Agreed!", "time": 1773471000000, "reply_to": "1000000"}],
    "reposts": ["1000007"], "bookmarks": ["1000000"], "muted": ["u25"], "blocked": ["u31"],
    "settings": {"muted_words": ["spoiler"]}, "next_id": 3,
    "lists": [{"id": "l1", "name": "Friends", "members": ["u3", "u7", "u12"]},
              {"id": "l2", "name": "Runners", "private": True, "members": ["u48"]}]}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=MicroblogState, sample_state=SAMPLE,
          region_state=REGION_STATE)
