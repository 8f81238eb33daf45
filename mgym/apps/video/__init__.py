"""Video: a video-sharing app (world data of 30,000 videos and 3,200 uploaders; the user's likes,
coins, favourite folders, follows, history, downloads and VIP in the overlay)."""

from mgym.app import App
from mgym.apps.video.manifest import MANIFEST
from mgym.apps.video.navigation import NAV
from mgym.apps.video.state import REGION_STATE, VideoState
from mgym.apps.video.views import VIEWS

#: for the crawler: a multi-part video on top of the history, a download, a deletable folder listed
#: first (so rename / delete / move show) and no VIP yet (so the purchase shows)
SAMPLE = {"apps": {"video": {
    "downloads": ["v120", "v3001"],
    "history": [{"video": "v4", "at": 1773475200000, "position": 30}],
    "folders": [{"id": "f2", "name": "Recipes", "videos": ["v640", "v2871"], "created": 1770973200000},
                {"id": "f1", "name": "Default", "default": True, "videos": ["v120", "v3001"], "created": 1770886800000}],
    "player": {"video": "v120", "part": 1, "playing": True, "started": 1773478800000}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=VideoState, sample_state=SAMPLE,
          region_state=REGION_STATE)
