"""Files' runtime overlay: only the user's choices (layout, each folder's sort, hidden files) and recent
searches.

The files themselves are OS state (``os.files``, :mod:`mgym.os.files`); Files owns none of them.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

SortKey = Literal["name", "date", "size", "type"]
#: recent searches kept
MAX_RECENT = 8


class FolderSort(BaseModel):
    """How one folder (or category) view is sorted; a view nobody sorted uses the default (name A-Z)."""

    model_config = ConfigDict(extra="forbid")
    key: SortKey = "name"
    #: descending order (name Z-A, newest first, largest first)
    desc: bool = False


class FilesState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches", "sorts")
    #: how a folder's children are drawn
    layout: Literal["list", "grid"] = "list"
    #: the sort chosen last in the Sort by sheet, wherever it was (a judge reads it); what a view shows
    #: is its own entry in ``sorts``, so a sort chosen in one folder does not leak to the others
    sort: SortKey = "name"
    #: descending order (name Z-A, newest first, largest first) of the last choice
    sort_desc: bool = False
    #: each view's own sort, by folder path (``/sdcard/Download``) or ``category:<id>``: kept when the
    #: view is left and reopened; a view preference, so reported but never a side effect
    sorts: dict[str, FolderSort] = Field(default_factory=dict)
    #: show dot-files
    show_hidden: bool = False
    #: newest first
    recent_searches: list[str] = Field(default_factory=list)
