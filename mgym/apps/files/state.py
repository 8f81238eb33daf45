"""Files' runtime overlay: only the user's choices (layout, sort, hidden files) and recent searches.

The files themselves are OS state (``os.files``, :mod:`mgym.os.files`); Files owns none of them.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

SortKey = Literal["name", "date", "size", "type"]
#: recent searches kept
MAX_RECENT = 8


class FilesState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches",)
    #: how a folder's children are drawn
    layout: Literal["list", "grid"] = "list"
    sort: SortKey = "name"
    #: descending order (name Z-A, newest first, largest first)
    sort_desc: bool = False
    #: show dot-files
    show_hidden: bool = False
    #: newest first
    recent_searches: list[str] = Field(default_factory=list)
