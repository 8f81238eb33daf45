"""Gallery: the phone's pictures by day and by album, a viewer, edits, favourites and the trash."""

from mgym.app import App
from mgym.apps.gallery.manifest import MANIFEST
from mgym.apps.gallery.navigation import NAV
from mgym.apps.gallery.state import GalleryState
from mgym.apps.gallery.views import VIEWS

#: for the crawler: two pictures in Recently deleted, so the trash's screens have something to show
SAMPLE = {"os": {"files[id=21]": {"trashed": 1773300000000}, "files[id=22]": {"trashed": 1772900000000}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=GalleryState, sample_state=SAMPLE)
