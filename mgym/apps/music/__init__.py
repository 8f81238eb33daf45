"""Music: a streaming music app (catalogue world data, the user's library, a player on the virtual
clock, Premium bought through Wallet)."""

from mgym.app import App
from mgym.apps.music.handlers import HANDLERS
from mgym.apps.music.manifest import MANIFEST
from mgym.apps.music.navigation import NAV
from mgym.apps.music.state import REGION_STATE, MusicState
from mgym.apps.music.views import VIEWS

#: for the crawler: something playing (mini player, full player, queue) with a sleep timer, and one of
#: the user's own playlists first on Home, downloaded (so edit / rename / delete / remove download show)
SAMPLE = {"apps": {"music": {"recent": [{"kind": "playlist", "id": "u1"}],
                             "downloads": ["t12", "t80", "t301", "t455", "t902", "t1500"], "player": {
    "source": ["t1", "t2", "t3", "t4"], "queue": ["t1", "t2", "t3", "t4"], "index": 0, "playing": True,
    "started": 1773478800000, "context": {"kind": "album", "id": "al1"}, "sleep_at": 1773480600000}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=MusicState, handlers=HANDLERS,
          sample_state=SAMPLE, region_state=REGION_STATE)
