"""Maps: explore a city's map, search places, place pages, directions by car / walking / transit on
a road graph, saved lists; 5,000+ generated places in three cities per region."""

from mgym.app import App
from mgym.apps.maps.manifest import MANIFEST
from mgym.apps.maps.navigation import NAV
from mgym.apps.maps.state import REGION_STATE, MapsState
from mgym.apps.maps.views import VIEWS

#: for the crawler: location allowed (the blue dot, "Your location" as a start) and a user list
SAMPLE = {"apps": {"maps": {"lists": [{"id": "l1", "name": "Weekend", "places": ["sf0005"]},
                                      {"id": "favorites", "places": ["sf0002", "sf0004"]},
                                      {"id": "want_to_go", "places": []}], "next_list": 2}},
          "os": {"permissions": {"maps": {"location": "granted"}},
                 "location": {"enabled": True, "lat": 37.7790, "lon": -122.4150}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=MapsState, sample_state=SAMPLE,
          region_state=REGION_STATE)
