"""The file system's rows: one per folder or file under ``/sdcard`` (``os.files``).

A file carries what a judge needs to read it exactly: its path, type, size and times, and its
content: ``text`` for text files, ``pages`` for PDFs (the text of each page), ``asset`` for
pictures (a committed image of ``mgym/os/data/photos``, shown by ``photo_src``). Pictures also
carry their camera facts (resolution, date taken, place) and Gallery's marks (favourite,
rotation, crop, trash). The media provider is a view of these rows, so a photo in Gallery is a
file in DCIM.
"""

from __future__ import annotations

import posixpath
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

ROOT = "/sdcard"
#: the folders every phone has (Android's standard directories)
STANDARD_DIRS = ("Alarms", "DCIM", "DCIM/Camera", "Documents", "Download", "Movies", "Music", "Notifications",
                 "Pictures", "Pictures/Screenshots", "Podcasts", "Recordings", "Ringtones")
#: file-name characters Android refuses
BAD_NAME_CHARS = frozenset('/\\:*?"<>|')

Crop = Literal["", "square", "4:3", "16:9"]


class FileRow(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int = Field(ge=1)
    #: absolute, normalised, under /sdcard (``/sdcard/DCIM/Camera/IMG_20260301_101500.jpg``)
    path: str
    dir: bool = False
    #: MIME type ("" for folders): image/jpeg, image/png, text/plain, application/pdf, audio/mpeg, ...
    mime: str = ""
    #: bytes (text files: the UTF-8 length of ``text``; folders: 0)
    size: int = Field(default=0, ge=0)
    created: int = 0
    modified: int = 0
    #: the content of a text file (None for every other kind)
    text: str | None = None
    #: a PDF's pages, each page's text
    pages: list[str] = Field(default_factory=list)
    #: a picture's committed image id (``mgym/os/data/photos/<asset>.jpg``); "" for other files
    asset: str = ""
    #: a picture's or video's resolution in pixels (what details show; the asset may be smaller)
    width: int = Field(default=0, ge=0)
    height: int = Field(default=0, ge=0)
    #: when a picture was taken (EXIF), ms; 0: unknown (the file's ``created`` is shown)
    taken: int = 0
    #: where a picture was taken (EXIF place name); "" if not recorded
    place: str = ""
    #: a video's or a song's length in seconds
    duration: int = Field(default=0, ge=0)
    favorite: bool = False
    #: Gallery's edits, applied when the picture is drawn
    rotation: Literal[0, 90, 180, 270] = 0
    crop: Crop = ""
    #: when the file was moved to the trash, ms (0: not in the trash); trashed files keep their path
    trashed: int = 0
    #: the app that created it ("" for the seeded world and the system)
    owner: str = ""

    @field_validator("path")
    @classmethod
    def _path(cls, v: str) -> str:
        if not v.startswith(ROOT + "/") or posixpath.normpath(v) != v:
            raise ValueError(f"a path must be absolute and normalised under {ROOT}/, not {v[:80]!r}")
        name = v.rsplit("/", 1)[1]
        if not name or name in (".", "..") or any(c in BAD_NAME_CHARS for c in name):
            raise ValueError(f"bad file name {name[:60]!r}")
        return v

    @property
    def name(self) -> str:
        return self.path.rsplit("/", 1)[1]

    @property
    def parent(self) -> str:
        return self.path.rsplit("/", 1)[0]


def check_tree(rows: list[FileRow]) -> None:
    """Ids and paths are unique and every row's parent folder exists (raises ValueError)."""
    ids: set[int] = set()
    dirs = {ROOT} | {r.path for r in rows if r.dir}
    paths: set[str] = set()
    for r in rows:
        if r.id in ids:
            raise ValueError(f"two files have the id {r.id}")
        if r.path in paths:
            raise ValueError(f"two files have the path {r.path}")
        if r.parent not in dirs:
            raise ValueError(f"{r.path}: its folder {r.parent} does not exist")
        ids.add(r.id)
        paths.add(r.path)
