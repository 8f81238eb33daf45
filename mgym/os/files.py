"""The file system service: ``/sdcard`` as rows of ``os.files`` (see :mod:`mgym.os.fs_rows`).

Apps reach it as ``ctx.files``. Every write keeps the tree's rules (unique paths, existing
parents, valid names), stamps the virtual time and notifies listeners like a content provider
(``provider_changed("files", op, id)``), so Gallery sees a photo another app saved.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from mgym.errors import StateError
from mgym.i18n import N_
from mgym.os.fs_rows import BAD_NAME_CHARS, ROOT, STANDARD_DIRS, FileRow
from mgym.state.copy import Shared, clone

DATA = Path(__file__).parent / "data" / "files"

Row = dict[str, Any]
Listener = Callable[[str, str, int], None]

#: extension -> MIME type (what Android's MimeTypeMap would say)
MIME = {"jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "webp": "image/webp",
        "txt": "text/plain", "md": "text/markdown", "csv": "text/csv", "pdf": "application/pdf",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "wav": "audio/wav", "mp4": "video/mp4",
        "zip": "application/zip", "apk": "application/vnd.android.package-archive",
        "doc": "application/msword", "xls": "application/vnd.ms-excel",
        "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "html": "text/html", "json": "application/json", "ics": "text/calendar", "vcf": "text/x-vcard"}

DOCUMENT_MIMES = frozenset({MIME["pdf"], MIME["doc"], MIME["docx"], MIME["xls"], MIME["xlsx"], MIME["pptx"],
                            MIME["json"]})

#: Files' categories: name -> test on a row
CATEGORIES: dict[str, Callable[[Row], bool]] = {
    "images": lambda r: r["mime"].startswith("image/"),
    "videos": lambda r: r["mime"].startswith("video/"),
    "audio": lambda r: r["mime"].startswith("audio/"),
    "documents": lambda r: r["mime"].startswith("text/") or r["mime"] in DOCUMENT_MIMES,
    "apps": lambda r: r["mime"] == MIME["apk"],
    "archives": lambda r: r["mime"] == MIME["zip"],
    "downloads": lambda r: r["path"].startswith(ROOT + "/Download/"),
}

#: Gallery album names of well-known folders (msgids; other folders are named after themselves)
ALBUMS = {f"{ROOT}/DCIM/Camera": N_("Camera"), f"{ROOT}/Pictures/Screenshots": N_("Screenshots"),
          f"{ROOT}/Download": N_("Downloads")}


def mime_of(name: str) -> str:
    ext = name.rsplit(".", 1)[1].lower() if "." in name else ""
    return MIME.get(ext, "application/octet-stream")


def matches_type(mime: str, pattern: str) -> bool:
    """``image/jpeg`` matches ``image/*``, ``*/*`` and itself (an empty pattern: only the empty type)."""
    if pattern in ("*/*", "*"):
        return True
    if pattern.endswith("/*"):
        return mime.startswith(pattern[:-1])
    return mime == pattern


def album_of(path: str) -> str:
    """The Gallery album of a picture at ``path``: its folder's well-known name or the folder's name."""
    folder = path.rsplit("/", 1)[0]
    return ALBUMS.get(folder, folder.rsplit("/", 1)[1])


@cache
def _seed(region: str) -> tuple[Row, ...]:
    path = DATA / f"{region}.json"
    if not path.exists():
        path = DATA / "en.json"
    if path.exists():
        return tuple(json.loads(path.read_text()))
    now = 0
    return tuple({**FileRow(id=i + 1, path=f"{ROOT}/{d}", dir=True, created=now, modified=now).model_dump()}
                 for i, d in enumerate(STANDARD_DIRS))


def default_files(region: str = "en") -> list[Row]:
    """The seeded ``/sdcard`` of a new phone of ``region`` (``scripts/gen_files.py``)."""
    return clone(list(_seed(region)))


@cache
def _shared(region: str) -> dict[int, Shared]:
    return {int(r["id"]): Shared(FileRow.model_validate(r).model_dump(mode="json", by_alias=True))
            for r in _seed(region)}


def share_seeded(os: dict[str, Any]) -> None:
    """Let ``os.files`` hold the process-wide read-only copy of every seeded row it has unchanged,
    so a thousand phones keep one ``/sdcard`` between them (:class:`~mgym.state.copy.Shared`;
    :class:`FileSystem` swaps in a plain copy of a row before it writes to it)."""
    seeds = _shared(str(os.get("device", {}).get("region", "en")))
    rows = os.get("files", [])
    for i, row in enumerate(rows):
        seed = seeds.get(row.get("id")) if type(row) is not Shared else None
        if seed is not None and row == seed:
            rows[i] = seed


def valid_name(name: str) -> bool:
    return bool(name.strip()) and name not in (".", "..") and not any(c in BAD_NAME_CHARS for c in name) \
        and len(name) <= 120


class FileSystem:
    """Reads and writes of ``os.files``. Paths are absolute (``/sdcard/...``)."""

    name = "files"

    def __init__(self, os: dict[str, Any], now: int, notify: Listener | None = None) -> None:
        self.rows: list[Row] = os.setdefault("files", [])
        self.now = now
        self._notify = notify

    # ---- reading ---------------------------------------------------------------------------
    def get(self, path: str) -> Row | None:
        return next((r for r in self.rows if r["path"] == path), None)

    def by_id(self, file_id: int | str) -> Row | None:
        fid = int(file_id)
        return next((r for r in self.rows if r["id"] == fid), None)

    def require(self, file_id: int | str) -> Row:
        row = self.by_id(file_id)
        if row is None:
            raise StateError(f"files: no file with id {file_id}")
        return row

    def exists(self, path: str) -> bool:
        return path == ROOT or self.get(path) is not None

    def ls(self, path: str = ROOT, trashed: bool = False) -> list[Row]:
        """The children of folder ``path`` (folders first, then by name)."""
        prefix = path.rstrip("/") + "/"
        out = [r for r in self.rows if r["path"].startswith(prefix) and "/" not in r["path"][len(prefix):]
               and bool(r["trashed"]) == trashed]
        return sorted(out, key=lambda r: (not r["dir"], r["path"].lower()))

    def walk(self, path: str = ROOT) -> list[Row]:
        """Every row under ``path`` (not trashed), in path order."""
        prefix = path.rstrip("/") + "/"
        return sorted((r for r in self.rows if r["path"].startswith(prefix) and not r["trashed"]),
                      key=lambda r: r["path"])

    def files(self, where: Callable[[Row], bool] | None = None, trashed: bool = False) -> list[Row]:
        """Files (not folders) matching ``where``, newest first."""
        return sorted((r for r in self.rows if not r["dir"] and bool(r["trashed"]) == trashed
                       and (where is None or where(r))), key=lambda r: (-r["modified"], r["id"]))

    def trash(self) -> list[Row]:
        return sorted((r for r in self.rows if r["trashed"]), key=lambda r: (-r["trashed"], r["id"]))

    def folder_size(self, path: str) -> int:
        return sum(r["size"] for r in self.walk(path))

    def unique_path(self, folder: str, name: str) -> str:
        """``folder/name``, or ``folder/name (1).ext`` ... if taken (as Android's file managers do)."""
        stem, dot, ext = name.rpartition(".")
        if not dot:
            stem, ext = name, ""
        candidate, n = f"{folder}/{name}", 1
        while self.exists(candidate):
            candidate = f"{folder}/{stem} ({n}){'.' + ext if ext else ''}"
            n += 1
        return candidate

    # ---- writing ---------------------------------------------------------------------------
    def _new_id(self) -> int:
        return max((r["id"] for r in self.rows), default=0) + 1

    def _own(self, row: Row) -> Row:
        """``row`` itself, or a plain copy put in its place if it is shared (copy-on-write)."""
        if type(row) is not Shared:
            return row
        own = dict(row)
        self.rows[next(i for i, r in enumerate(self.rows) if r is row)] = own
        return own

    def _writable(self, file_id: int | str) -> Row:
        return self._own(self.require(file_id))

    def _check_target(self, folder: str, name: str) -> str:
        if not valid_name(name):
            raise StateError(f"files: {name[:60]!r} is not a valid file name")
        parent = self.get(folder)
        if folder != ROOT and (parent is None or not parent["dir"] or parent["trashed"]):
            raise StateError(f"files: no folder {folder}")
        path = f"{folder}/{name}"
        if self.exists(path):
            raise StateError(f"files: {path} already exists")
        return path

    def mkdir(self, folder: str, name: str, owner: str = "") -> Row:
        path = self._check_target(folder, name)
        row = FileRow(id=self._new_id(), path=path, dir=True, created=self.now, modified=self.now,
                      owner=owner).model_dump()
        self.rows.append(row)
        self._changed("insert", row)
        return row

    def create(self, folder: str, name: str, *, owner: str = "", **fields: Any) -> Row:
        """A new file ``folder/name`` (``fields`` are FileRow fields: text, pages, asset, size,
        width, height, ...). The MIME type comes from the name unless given; a text file's size
        is its UTF-8 length."""
        path = self._check_target(folder, name)
        fields.setdefault("mime", mime_of(name))
        if fields.get("text") is not None:
            fields["size"] = len(str(fields["text"]).encode())
        row = FileRow(id=self._new_id(), path=path, created=self.now, modified=self.now, owner=owner,
                      **fields).model_dump()
        self.rows.append(row)
        self._changed("insert", row)
        return row

    def write_text(self, file_id: int, text: str) -> Row:
        row = self._writable(file_id)
        row["text"] = text
        row["size"] = len(text.encode())
        row["modified"] = self.now
        self._changed("update", row)
        return row

    def update(self, file_id: int, **fields: Any) -> Row:
        """Change a file's marks (favorite, rotation, crop, ...), validated by the row model."""
        row = self._writable(file_id)
        new = FileRow.model_validate({**row, **fields}).model_dump()
        if new["path"] != row["path"]:
            raise StateError("files: use rename or move to change a path")
        row.update(new)
        self._changed("update", row)
        return row

    def rename(self, file_id: int, name: str) -> Row:
        row = self._writable(file_id)
        folder = row["path"].rsplit("/", 1)[0]
        if name == row["path"].rsplit("/", 1)[1]:
            return row
        self._relocate(row, self._check_target(folder, name))
        if not row["dir"]:
            row["mime"] = mime_of(name) if "." in name else row["mime"]
        return row

    def move(self, file_id: int, folder: str) -> Row:
        row = self._writable(file_id)
        if row["dir"] and (folder == row["path"] or folder.startswith(row["path"] + "/")):
            raise StateError("files: a folder cannot move into itself")
        if folder == row["path"].rsplit("/", 1)[0]:
            return row
        self._relocate(row, self._check_target(folder, row["path"].rsplit("/", 1)[1]))
        return row

    def _relocate(self, row: Row, new_path: str) -> None:
        old = row["path"]
        for r in list(self.rows):
            if r["path"].startswith(old + "/"):
                r = self._own(r)
                r["path"] = new_path + r["path"][len(old):]
        row["path"] = new_path
        row["modified"] = self.now
        self._changed("update", row)

    def copy(self, file_id: int, folder: str) -> Row:
        """Copy a file or a folder (recursively) into ``folder``; a name clash gets `` (1)``."""
        row = self.require(file_id)
        if row["dir"] and (folder == row["path"] or folder.startswith(row["path"] + "/")):
            raise StateError("files: a folder cannot be copied into itself")
        target = self.unique_path(folder, row["path"].rsplit("/", 1)[1])
        self._check_target(folder, target.rsplit("/", 1)[1])
        subtree = [r for r in sorted(self.rows, key=lambda r: r["path"]) if r["path"].startswith(row["path"] + "/")
                   and not r["trashed"]]
        first: Row | None = None
        for src in [row, *subtree]:
            new = clone(src)
            new["id"] = self._new_id()
            new["path"] = target + src["path"][len(row["path"]):]
            new["created"] = new["modified"] = self.now
            new["favorite"] = False
            self.rows.append(new)
            self._changed("insert", new)
            first = first or new
        assert first is not None
        return first

    def delete(self, file_id: int) -> None:
        """Delete for good (a folder with everything in it)."""
        row = self.require(file_id)
        gone = [r for r in self.rows if r is row or r["path"].startswith(row["path"] + "/")]
        for r in gone:
            self.rows.remove(r)
            self._changed("delete", r)

    def move_to_trash(self, file_id: int) -> Row:
        row = self._writable(file_id)
        if row["dir"]:
            raise StateError("files: folders are deleted, not trashed")
        row["trashed"] = self.now
        self._changed("update", row)
        return row

    def restore(self, file_id: int) -> Row:
        row = self._writable(file_id)
        row["trashed"] = 0
        self._changed("update", row)
        return row

    def _changed(self, op: str, row: Row) -> None:
        if self._notify is not None:
            self._notify(self.name, op, int(row["id"]))
