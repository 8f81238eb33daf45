"""Notes: world data, the editor, folders, trash, private notes and reminders, through real frames."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from mgym import Session
from mgym.apps.notes import model, world

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_byte_identical() -> None:
    spec = importlib.util.spec_from_file_location("gen_notes_data", ROOT / "scripts" / "gen_notes_data.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert gen.build() == (ROOT / "mgym" / "apps" / "notes" / "data" / "world.json").read_text("utf-8")
    assert world.start("zh-CN")["folders"][0]["name"] == "个人"


def _fire(s: Session, tid: str, **params: object) -> None:
    assert s.sys.fire(tid, params), tid


def test_create_pin_move_delete_restore() -> None:
    s = Session(seed=0)
    s.sys.launch("notes")
    _fire(s, "note.new")
    s.sys.top()["fields"].update(title="Plan", body="Buy milk")
    _fire(s, "edit.save")
    notes = s.get_state()["apps"]["notes"]["notes"]
    new = notes[-1]
    assert (new["title"], new["body"]) == ("Plan", "Buy milk")
    _fire(s, "note.open", note_id=new["id"])
    _fire(s, "edit.menu")
    _fire(s, "nmenu.pin")
    _fire(s, "edit.menu")
    _fire(s, "nmenu.move")
    _fire(s, "move.choose", folder=2)
    _fire(s, "edit.menu")
    _fire(s, "nmenu.delete")
    _fire(s, "delete.confirm")
    n = model.note(s.get_state()["apps"]["notes"], new["id"])
    assert n is not None and n["folder"] == 2 and n["deleted_at"] is not None and not n["pinned"]
    _fire(s, "list.menu")
    _fire(s, "menu.trash")
    _fire(s, "trash.open", note_id=new["id"])
    _fire(s, "trash.restore")
    n = model.note(s.get_state()["apps"]["notes"], new["id"])
    assert n is not None and n["deleted_at"] is None


def test_checklist_and_private_pin() -> None:
    s = Session(seed=0)
    s.sys.launch("notes")
    _fire(s, "note.open", note_id=3)
    before = model.note(s.get_state()["apps"]["notes"], 3)
    assert before is not None
    _fire(s, "item.toggle", i=1)
    _fire(s, "edit.save")
    after = model.note(s.get_state()["apps"]["notes"], 3)
    assert after is not None and after["items"][1]["checked"] != before["items"][1]["checked"]
    _fire(s, "note.open", note_id=1)
    _fire(s, "edit.menu")
    _fire(s, "nmenu.lock")
    for d in "2468":
        _fire(s, "pin.key", d=d)
    _fire(s, "pin.ok")
    st = s.get_state()["apps"]["notes"]
    assert st["pin"] == "2468" and model.note(st, 1)["private"]  # type: ignore[index]
    assert all(n["id"] != 1 for n in model.visible(st))


def test_todo_reminder_fires_on_the_virtual_clock() -> None:
    s = Session(seed=0)
    s.sys.launch("notes")
    _fire(s, "tab.todos")
    _fire(s, "todo.new")
    s.sys.top()["fields"]["text"] = "Water plants"
    _fire(s, "todo.due", by=1)
    _fire(s, "todo.remind")
    _fire(s, "todo.save")
    t = s.get_state()["apps"]["notes"]["todos"][-1]
    assert t["due"] == "2026-03-15" and t["remind"]
    s.sys.advance(86_400_000)
    assert any(n["text"] == "Water plants" for n in s.get_state()["os"]["notifications"])
