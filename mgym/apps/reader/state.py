"""Reader's runtime overlay: the shelf (books, groups, progress), bookmarks, highlights and notes,
reading settings, the daily goal, purchases, the audiobook player and the reading records made on
this phone (the 90 days before boot are world data). Small: an idle phone holds a few KB."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

FONT_SIZES: tuple[int, ...] = (14, 16, 18, 20, 22, 24)
THEMES: tuple[str, ...] = ("light", "sepia", "dark")
TURNS: tuple[str, ...] = ("slide", "curl", "none")
SPEEDS: tuple[float, ...] = (0.75, 1.0, 1.25, 1.5, 2.0)
GOALS: tuple[int, ...] = (10, 15, 20, 30, 45, 60, 90, 120)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ShelfItem(_Model):
    #: the book's id
    id: str
    #: the shelf group's name ("" = not in a group)
    group: str = ""
    #: reading position: chapter index, and the paragraph and character the page on screen starts at
    #: (a position in the text, so it survives a change of font size)
    chapter: int = 0
    para: int = 0
    off: int = 0
    finished: bool = False


class Bookmark(_Model):
    id: int
    book: str
    chapter: int
    #: where the bookmarked page starts: paragraph and character
    para: int
    off: int = 0
    created: int = 0


class Highlight(_Model):
    id: int
    book: str
    chapter: int
    para: int
    note: str = ""
    created: int = 0


class Settings(_Model):
    font: int = 18
    theme: Literal["light", "sepia", "dark"] = "light"
    turn: Literal["slide", "curl", "none"] = "slide"


class Record(_Model):
    #: ISO day, book id, minutes read
    d: str
    book: str
    m: int


class Audio(_Model):
    book: str = ""
    chapter: int = 0
    playing: bool = False
    speed: float = 1.0
    #: seconds into the chapter at ``since`` (virtual ms)
    pos: float = 0.0
    since: int = 0


class ReaderState(_Model):
    #: reading records and last-read times are history, the ids a counter, the searches a log
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("records", "last_read", "open_at", "next_id")
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches", "store_searches")
    shelf: list[ShelfItem] = Field(default_factory=list)
    groups: list[str] = Field(default_factory=list)
    view: Literal["grid", "list"] = "grid"
    sort: Literal["recent", "title", "progress"] = "recent"
    bookmarks: list[Bookmark] = Field(default_factory=list)
    highlights: list[Highlight] = Field(default_factory=list)
    settings: Settings = Field(default_factory=Settings)
    #: the daily reading goal in minutes
    goal: int = 30
    purchases: list[str] = Field(default_factory=list)
    audio: Audio = Field(default_factory=Audio)
    #: reading records made on this phone (merged per day and book)
    records: list[Record] = Field(default_factory=list)
    #: book id -> when it was last open (virtual ms)
    last_read: dict[str, int] = Field(default_factory=dict)
    #: when the reader screen last counted reading time (virtual ms; 0 = not reading)
    open_at: int = 0
    next_id: int = 1
    recent_searches: list[str] = Field(default_factory=list)
    store_searches: list[str] = Field(default_factory=list)
