"""The media provider: the phone's pictures and videos, a view of the file system.

Android's MediaStore indexes the files on shared storage; here it reads ``os.files`` directly, so
the two always agree: a photo in Gallery is a file in DCIM, a picture a chat saves shows up in
Gallery, and a picture deleted in Files is gone from the albums.
"""

from __future__ import annotations

from typing import Any

from mgym.errors import StateError
from mgym.os.files import album_of

Row = dict[str, Any]


def is_media(row: Row) -> bool:
    return not row["dir"] and row["mime"].startswith(("image/", "video/"))


def media_row(f: Row) -> Row:
    """The media view of a file row: its id, name, album, time (taken, else created) and marks."""
    return {"id": f["id"], "name": f["path"].rsplit("/", 1)[1], "path": f["path"], "album": album_of(f["path"]),
            "time": f["taken"] or f["created"], "width": f["width"], "height": f["height"], "asset": f["asset"],
            "mime": f["mime"], "size": f["size"], "place": f["place"], "favorite": f["favorite"],
            "rotation": f["rotation"], "crop": f["crop"], "duration": f["duration"], "trashed": f["trashed"]}


class MediaProvider:
    """Pictures and videos not in the trash, newest first (``trashed=True``: the trash)."""

    name = "media"

    def __init__(self, os: dict[str, Any], trashed: bool = False) -> None:
        self._files: list[Row] = os.get("files", [])
        self.trashed = trashed

    @property
    def rows(self) -> list[Row]:
        rows = [media_row(f) for f in self._files if is_media(f) and bool(f["trashed"]) == self.trashed]
        return sorted(rows, key=lambda r: (-r["time"], -r["id"]))

    def get(self, row_id: int | str) -> Row | None:
        rid = int(row_id)
        f = next((f for f in self._files if f["id"] == rid), None)
        return media_row(f) if f is not None and is_media(f) else None

    def require(self, row_id: int | str) -> Row:
        row = self.get(row_id)
        if row is None:
            raise StateError(f"media: no picture with id {row_id}")
        return row

    def albums(self) -> list[tuple[str, list[Row]]]:
        """Albums with their pictures (Camera, Screenshots, Downloads first, then by name)."""
        by: dict[str, list[Row]] = {}
        for r in self.rows:
            by.setdefault(r["album"], []).append(r)
        first = ["Camera", "Screenshots", "Downloads"]
        return sorted(by.items(), key=lambda kv: (first.index(kv[0]) if kv[0] in first else 9, kv[0].lower()))
