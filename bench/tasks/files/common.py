"""Shared samplers, judges and oracle helpers of the Files tasks.

Tasks read ``os.files`` (the phone's ``/sdcard``); file and folder names are data, shown as stored
in both languages. Oracles act only through the screen: open Files, walk the breadcrumbs and rows,
long-press to select, and use the selection bar."""

from __future__ import annotations

from typing import Any

from bench import ui
from bench.task import Check
from mgym import actions as A
from mgym.os.fs_rows import FileRow

ROOT = "/sdcard"
FILES = "os.files"
DOWNLOAD = f"{ROOT}/Download"
DOCUMENTS = f"{ROOT}/Documents"

Row = dict[str, Any]


def zh(state: dict[str, Any]) -> bool:
    return str(state["os"]["device"]["region"]) == "zh-CN"


def rows(state: dict[str, Any]) -> list[Row]:
    out: list[Row] = state["os"]["files"]
    return out


def by_id(state: dict[str, Any], fid: int) -> Row | None:
    return next((r for r in rows(state) if r["id"] == fid), None)


def by_path(state: dict[str, Any], path: str) -> Row | None:
    return next((r for r in rows(state) if r["path"] == path and not r["trashed"]), None)


def name_of(path: str) -> str:
    return path.rsplit("/", 1)[1]


def parent_of(path: str) -> str:
    return path.rsplit("/", 1)[0]


def children(state: dict[str, Any], folder: str, dirs: bool | None = False) -> list[Row]:
    """The live children of ``folder`` (files only by default), by path."""
    return sorted((r for r in rows(state) if parent_of(r["path"]) == folder and not r["trashed"]
                   and not name_of(r["path"]).startswith(".") and (dirs is None or bool(r["dir"]) == dirs)),
                  key=lambda r: r["path"])


def next_id(state: dict[str, Any], k: int = 0) -> int:
    return max((r["id"] for r in rows(state)), default=0) + 1 + k


def new_row(fid: int, path: str, mime: str, size: int, when: int, **extra: Any) -> Row:
    return FileRow(id=fid, path=path, mime=mime, size=size, created=when, modified=when, **extra).model_dump()


def new_files(init: dict[str, Any], final: dict[str, Any]) -> list[Row]:
    old = {r["id"] for r in rows(init)}
    return [r for r in rows(final) if r["id"] not in old]


def at(final: dict[str, Any], fid: int, path: str, what: str) -> Check:
    r = by_id(final, fid)
    got = r["path"] if r else None
    return Check(what, got == path, path, got)


def norm(text: Any) -> str:
    return " ".join(str(text).split()).casefold()


# ---- oracle helpers ------------------------------------------------------------------------------
def to_files(obs: Any) -> ui.Steps:
    """Files in front on its home screen."""
    obs = yield from ui.open_app("Files")
    while obs.screen != "home" and obs.app == "files":
        obs = yield A.Back()
    if obs.app != "files":
        obs = yield from ui.open_app("Files")
    return obs


def go_to(obs: Any, folder: str) -> ui.Steps:
    """From Files' home: Internal storage, then each folder down to ``folder``."""
    obs = yield from ui.tap(obs, trigger="home.storage")
    cur = ROOT
    for part in folder[len(ROOT):].strip("/").split("/") if folder != ROOT else []:
        cur = f"{cur}/{part}"
        obs = yield from ui.tap(obs, trigger="open.folder", path=cur)
    return obs


def reveal(obs: Any, **kw: Any) -> ui.Steps:
    """Scroll the list down, and failing that up, until an element matching ``kw`` shows."""
    if obs.find(None, **kw):
        return obs
    try:
        return (yield from ui.scroll_to(obs, **kw))
    except ui.OracleError:
        return (yield from ui.scroll_to(obs, up=True, **kw))


def select(obs: Any, ids: list[int]) -> ui.Steps:
    """Long-press the first item to start selecting, then tap the others."""
    first, *rest = ids
    obs = yield from reveal(obs, id=first, role="list_item")
    obs = yield from ui.long_press(obs, id=first, role="list_item")
    for fid in rest:
        obs = yield from reveal(obs, trigger="sel.toggle", id=fid)
        obs = yield from ui.tap(obs, trigger="sel.toggle", id=fid)
    return obs


def choose_folder(obs: Any, folder: str, tid: str = "dest.open") -> ui.Steps:
    """In the move / copy chooser or Save to Files: the root crumb, then down to ``folder``."""
    obs = yield from ui.tap(obs, trigger=tid, path=ROOT)
    cur = ROOT
    for part in folder[len(ROOT):].strip("/").split("/") if folder != ROOT else []:
        cur = f"{cur}/{part}"
        obs = yield from ui.tap(obs, trigger=tid, path=cur)
    return obs


def open_file(obs: Any, path: str, fid: int) -> ui.Steps:
    """From Files' home: the file's folder, then the file (the viewer)."""
    obs = yield from go_to(obs, parent_of(path))
    return (yield from ui.tap(obs, trigger="open.file", id=fid))


def type_and_enter(obs: Any, label: str, text: str) -> ui.Steps:
    obs = yield from ui.type_into(obs, label, text)
    return (yield A.Enter())
