"""Rail Tickets: a 12306-style train ticket app over a generated national network (per region)."""

from mgym.app import App
from mgym.apps.rail import effects
from mgym.apps.rail.manifest import MANIFEST
from mgym.apps.rail.navigation import NAV
from mgym.apps.rail.state import REGION_STATE, RailState
from mgym.apps.rail.views import VIEWS

_SEAT = {"pid": 1, "name": "Alex Morgan", "coach": 5, "seat": "07A"}
#: for the crawler: a search with trains in both regions (stations 19 -> 18), an unpaid order (pay,
#: cancel; listed first), a paid one on the day's last train (refund, change to an earlier train,
#: Calendar, share; the home card) and a deletable passenger listed first
SAMPLE = {"apps": {"rail": {
    "search": {"frm": 19, "to": 18, "date": "2026-03-17", "high_speed": False},
    "recent": [[19, 18]], "recent_stations": [19, 18],
    "passengers": [{"id": 2, "name": "Jamie Morgan", "id_no": "X40217795"},
                   {"id": 1, "name": "Alex Morgan", "id_no": "X31875402", "me": True}],
    "orders": [{"id": 1, "train": "E569", "date": "2026-03-17", "frm": 19, "to": 18, "cls": "second", "price": 40.0,
                "due": 40.0, "tickets": [_SEAT], "created": 1773478800000},
               {"id": 2, "train": "N1768", "date": "2026-03-17", "frm": 19, "to": 18, "cls": "hard_seat",
                "price": 53.0, "due": 53.0, "tickets": [_SEAT], "created": 1773478800000, "status": "paid"}]}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=RailState,
          handlers={"expire": effects.expire}, sample_state=SAMPLE, region_state=REGION_STATE)
