"""Reader: bookshelf with groups, store with rankings and categories, book pages (paid books through
Wallet), the reader (pages, toolbar, bookmarks, highlights and notes, copy and share), audiobook
mode, reading statistics and a daily goal with reminders in Calendar or Clock."""

from typing import Any

from mgym.app import App
from mgym.apps.reader import world
from mgym.apps.reader.manifest import MANIFEST
from mgym.apps.reader.navigation import NAV
from mgym.apps.reader.state import ReaderState
from mgym.apps.reader.views import VIEWS


def _start(region: str) -> dict[str, Any]:
    """A new phone's shelf, groups, bookmarks and notes, from the region's world data."""
    return dict(world.world(region).start)


def _sample() -> dict[str, Any]:
    """For the crawler: a paid book on the shelf not bought yet (Buy shows), read last, with a
    highlight on its first paragraph, and search histories."""
    start = _start("en")
    paid = start["purchases"][0]
    shelf = [{**it, "chapter": 0, "para": 0} if it["id"] == paid else it for it in start["shelf"]]
    hl = {"id": 99, "book": paid, "chapter": 0, "para": 0, "note": "", "created": 0}
    return {"apps": {"reader": {"purchases": [], "shelf": shelf, "last_read": {paid: 1773565200000},
                                "highlights": [*start["highlights"], hl], "recent_searches": ["a"],
                                "bookmarks": [*start["bookmarks"], {"id": 98, "book": paid, "chapter": 0, "para": 0, "created": 0}],
                                "store_searches": ["a"]}}}


APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=ReaderState, sample_state=_sample(),
          region_state={"en": _start("en"), "zh-CN": _start("zh-CN")})
