"""Files end to end, by taps on the screen (as an agent acts), checking ``os.files``: new folder,
selection → move / copy / delete, rename with a clash, layout and sort choices, open with Gallery,
and a share from Notes saved into a folder."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation

DL = "/sdcard/Download"
DOCS = "/sdcard/Documents"


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def tap(s: Session, text: str | None = None, long: bool = False, **kw: Any) -> Observation:
    hits = obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}"
    x, y = hits[-1 if kw.get("trigger", "").endswith((".done", ".confirm")) else 0].center
    return s.step({"action": "long_press" if long else "click", "x": x, "y": y}, screenshot=False)


def type_enter(s: Session, text: str) -> None:
    e = obs_of(s).find(None, role="input")[0]
    x, y = e.center
    s.step({"action": "type", "text": text, "x": x, "y": y, "clear": True}, screenshot=False)
    s.step({"action": "enter"}, screenshot=False)


def row(s: Session, path: str) -> dict[str, Any] | None:
    return next((r for r in s.get_state()["os"]["files"] if r["path"] == path), None)


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "files"}, screenshot=False)
    return session


def browse(s: Session, *parts: str) -> None:
    tap(s, trigger="home.storage")
    cur = "/sdcard"
    for p in parts:
        cur = f"{cur}/{p}"
        tap(s, trigger="open.folder", path=cur)


def test_new_folder_then_move_and_copy_by_selection(s: Session) -> None:
    browse(s, "Documents")
    tap(s, trigger="browse.newfolder")
    type_enter(s, "Taxes")
    assert row(s, f"{DOCS}/Taxes")["dir"]
    tap(s, trigger="browse.newfolder")
    type_enter(s, "Taxes")  # a clash: a toast, the dialog stays
    assert s.screen == "mkdir" and sum(r["path"] == f"{DOCS}/Taxes" for r in s.get_state()["os"]["files"]) == 1
    if obs_of(s).keyboard:
        s.step({"action": "back"}, screenshot=False)
    tap(s, "Cancel", trigger="mkdir.cancel")
    assert s.screen == "browse"
    todo, addr = row(s, f"{DOCS}/car_maintenance.txt"), row(s, f"{DOCS}/address.txt")
    tap(s, long=True, trigger="open.file", id=todo["id"])
    tap(s, trigger="sel.toggle", id=addr["id"])
    tap(s, trigger="sel.move")
    tap(s, trigger="dest.open", path=f"{DOCS}/Taxes")
    tap(s, trigger="dest.done")
    assert row(s, f"{DOCS}/Taxes/car_maintenance.txt")["id"] == todo["id"] and row(s, f"{DOCS}/address.txt") is None
    assert s.screen == "browse" and obs_of(s).find(trigger="sel.clear") == []
    tap(s, trigger="open.folder", path=f"{DOCS}/Taxes")
    tap(s, long=True, trigger="open.file", id=todo["id"])
    tap(s, trigger="sel.copy")
    tap(s, trigger="dest.open", path="/sdcard")
    tap(s, trigger="dest.open", path=DOCS)
    tap(s, trigger="dest.done")
    copy = row(s, f"{DOCS}/car_maintenance.txt")
    assert copy is not None and copy["id"] != todo["id"] and copy["text"] == todo["text"]


def test_rename_delete_and_view_choices(s: Session) -> None:
    browse(s, "Download")
    apk = next(r for r in s.get_state()["os"]["files"] if r["path"].endswith(".apk"))
    bp = row(s, f"{DL}/boarding_pass_UA1187.pdf")
    tap(s, long=True, trigger="open.file", id=bp["id"])
    tap(s, trigger="sel.rename")
    type_enter(s, "bank_statement_2026-02.pdf")  # taken: refused
    assert s.screen == "rename" and row(s, f"{DL}/boarding_pass_UA1187.pdf") is not None
    type_enter(s, "boarding_pass.pdf")
    assert row(s, f"{DL}/boarding_pass.pdf")["id"] == bp["id"]
    tap(s, trigger="browse.sort")
    tap(s, trigger="sort.key", key="size")
    tap(s, trigger="sort.dir", desc=True)
    tap(s, trigger="sort.done")
    st = s.get_state()["apps"]["files"]
    assert (st["sort"], st["sort_desc"]) == ("size", True)
    first, second = obs_of(s).find(trigger="open.file")[:2]
    assert (first.text, second.text) == ("photos_backup.zip", "PhotoFrame-2.1.apk")
    tap(s, long=True, trigger="open.file", id=apk["id"])
    tap(s, trigger="sel.delete")
    assert obs_of(s).find("Delete PhotoFrame-2.1.apk?")
    tap(s, trigger="delete.confirm")
    assert all(r["id"] != apk["id"] for r in s.get_state()["os"]["files"])
    tap(s, trigger="view.layout")
    assert s.get_state()["apps"]["files"]["layout"] == "grid"


def test_open_with_gallery_and_back(s: Session) -> None:
    browse(s, "Download")
    pic = next(r for r in s.get_state()["os"]["files"] if r["path"].startswith(f"{DL}/chart_"))
    tap(s, trigger="open.file", id=pic["id"])
    assert s.screen == "viewer"
    tap(s, trigger="viewer.open")
    assert (s.app, s.screen) == ("gallery", "viewer")
    s.step({"action": "back"}, screenshot=False)
    assert (s.app, s.screen) == ("files", "viewer")


def test_share_from_notes_saved_as_a_text_file() -> None:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "notes"}, screenshot=False)
    note = next(n for n in s.get_state()["apps"]["notes"]["notes"] if n["body"] and n["deleted_at"] is None
                and not n["private"])
    tap(s, trigger="note.open", note_id=note["id"])
    tap(s, trigger="edit.menu")
    tap(s, trigger="nmenu.share")
    tap(s, trigger="sharesheet.app", app="files")
    assert (s.app, s.screen) == ("files", "save")
    assert obs_of(s).find(trigger="save.open", path=DL)  # Download is where a share goes by default
    tap(s, trigger="save.open", path="/sdcard")
    tap(s, trigger="save.open", path=DOCS)
    tap(s, trigger="save.confirm")
    assert s.app == "notes"
    new = [r for r in s.get_state()["os"]["files"] if r["owner"] == "files"]
    assert len(new) == 1 and new[0]["path"].startswith(DOCS + "/") and new[0]["path"].endswith(".txt")
    assert note["body"] in new[0]["text"]


def _names(s: Session) -> list[str]:
    return [e.text or "" for e in obs_of(s).find(trigger="open.file")]


def test_a_sort_chosen_in_one_folder_stays_in_that_folder(s: Session) -> None:
    """Issue 25: sorting Download by size made Documents (and every other folder) sort by size too."""
    browse(s, "Download")
    tap(s, trigger="browse.sort")
    tap(s, trigger="sort.key", key="size")
    tap(s, trigger="sort.dir", desc=True)
    tap(s, trigger="sort.done")
    by_size = _names(s)
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="open.folder", path=DOCS)
    assert "fm-sortline" in s.html() and _names(s) == sorted(_names(s), key=str.lower)  # still by name
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="open.folder", path=DL)
    assert _names(s) == by_size  # Download keeps its own sort when reopened
    st = s.get_state()["apps"]["files"]
    assert st["sorts"] == {DL: {"key": "size", "desc": True}} and (st["sort"], st["sort_desc"]) == ("size", True)
    tap(s, trigger="browse.sort")
    assert obs_of(s).find(trigger="sort.key", key="size")[0].checked
