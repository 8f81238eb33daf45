"""The Browser's runtime overlay: tabs (each with its back/forward stack), bookmarks and history.

Bookmarks are the user's data. Tabs and history are a record of browsing (like a search history):
declared as bookkeeping, so reading a page is never a side effect; tasks about them still judge them.
URLs are kept without a scheme (``encyclo.org/wiki/mars``, see :func:`mgym.apps.browser.world.normalize`);
titles come from the region's offline web.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from mgym.apps.browser.world import HOME

#: the phone's clock at boot (ms, 2026-03-14 09:00 UTC); the lived-in history is older
BOOT_MS = 1773478800000
_HOUR = 3_600_000
MAX_HISTORY = 200
MAX_STACK = 50


class Tab(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    #: the pages visited in this tab, oldest first; ``pos`` is the one shown (back / forward move it)
    stack: list[str] = Field(default_factory=lambda: [HOME])
    pos: int = 0


class Visit(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    url: str
    time: int = 0  # ms


class Bookmark(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    url: str


def _history() -> list[Visit]:
    rows = (("dailynews.com", 50), ("dailynews.com/heatwave-warning", 49.8), ("recipebox.com", 27),
            ("recipebox.com/recipes/pancakes", 26.9), ("encyclo.org", 3), ("encyclo.org/wiki/mars", 2.9))
    return [Visit(id=i + 1, url=u, time=BOOT_MS - int(h * _HOUR)) for i, (u, h) in enumerate(rows)]


class BrowserState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("tabs", "current", "next_tab", "next_visit", "next_bookmark")
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("history",)
    tabs: list[Tab] = Field(default_factory=lambda: [Tab(id=1)])
    #: the id of the tab on screen
    current: int = 1
    next_tab: int = 2
    bookmarks: list[Bookmark] = Field(default_factory=lambda: [Bookmark(id=1, url="encyclo.org"),
                                                               Bookmark(id=2, url="dailynews.com")])
    next_bookmark: int = 3
    #: oldest first
    history: list[Visit] = Field(default_factory=_history)
    next_visit: int = 7
