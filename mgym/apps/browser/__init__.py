"""Browser: an offline web (news, an encyclopedia, recipes, a shop, a phishing look-alike), with an
address bar and search, tabs, bookmarks, history, find in page, sharing a link and downloads to Files."""

from mgym.app import App
from mgym.apps.browser.manifest import MANIFEST
from mgym.apps.browser.navigation import NAV
from mgym.apps.browser.state import BrowserState
from mgym.apps.browser.views import VIEWS

#: for the crawler: two tabs, the current one with a page behind it and one ahead (so back and
#: forward both work), and one finished download
SAMPLE = {"apps": {"browser": {"tabs": [{"id": 1, "stack": ["find.web", "encyclo.org", "encyclo.org/wiki/mars"],
                                         "pos": 1},
                                        {"id": 2, "stack": ["recipebox.com/recipes/pancakes"], "pos": 0}],
                               "current": 1, "next_tab": 3}},
          "os": {"files[]": {"id": 90000, "path": "/sdcard/Download/mars-facts.txt", "mime": "text/plain",
                             "text": "Mars quick facts", "size": 16, "owner": "browser"}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=BrowserState, sample_state=SAMPLE)
