"""The note editor, the to-do editor and the PIN pad: drafts in the screen's params and text in
its fields, written to the overlay on Save."""

from __future__ import annotations

from typing import Any

from mgym.apps.notes import model
from mgym.apps.notes.state import MAX_BODY, MAX_TITLE
from mgym.os.context import AppContext
from mgym.os.intents import SEND

# ---- the note editor ---------------------------------------------------------------------------


def seed(ctx: AppContext) -> None:
    """A new editor starts from its note, or from what an intent brought (``title``, ``text``)."""
    p = ctx.screen_params
    n = model.note(ctx.state, p.get("note_id"))
    if n is not None:
        draft = {"checklist": n["checklist"], "items": [dict(i) for i in n["items"]]}
        title, body = n["title"], n["body"]
    else:
        p.pop("note_id", None)
        draft = {"checklist": False, "items": []}
        title, body = str(p.get("title") or "")[:MAX_TITLE], str(p.get("text") or "")[:MAX_BODY]
    ctx.set_param("draft", draft)
    ctx.set_field("title", title)
    ctx.set_field("body", body)
    ctx.set_field("item", "")


def draft(ctx: AppContext) -> dict[str, Any]:
    d: dict[str, Any] = ctx.screen_params["draft"]
    return d


def _editor(ctx: AppContext) -> dict[str, Any] | None:
    return ctx.entry if ctx.entry is not None and ctx.entry["screen"] == "edit" else ctx.entry_below("edit")


def current(ctx: AppContext) -> dict[str, Any] | None:
    """The (not deleted) note the editor under this screen edits."""
    e = _editor(ctx)
    n = model.note(ctx.state, e["params"].get("note_id")) if e is not None else None
    return n if n is not None and n["deleted_at"] is None else None


def editing_existing(ctx: AppContext) -> bool:
    return current(ctx) is not None


def can_save(ctx: AppContext) -> bool:
    nid = ctx.screen_params.get("note_id")
    if nid is not None:
        return editing_existing(ctx)
    d = draft(ctx)
    return bool(ctx.field("title").strip() or ctx.field("body").strip() or d["items"])


def toggle_checklist(ctx: AppContext) -> None:
    d = draft(ctx)
    d["checklist"] = not d["checklist"]


def toggle_item(ctx: AppContext) -> None:
    items = draft(ctx)["items"]
    i = ctx.param("i")
    if isinstance(i, int) and 0 <= i < len(items):
        items[i]["checked"] = not items[i]["checked"]


def can_add_item(ctx: AppContext) -> bool:
    return draft(ctx)["checklist"] and bool(ctx.field("item").strip())


def add_item(ctx: AppContext) -> None:
    draft(ctx)["items"].append({"text": ctx.field("item").strip()[:200], "checked": False})
    ctx.set_field("item", "")


def remove_item(ctx: AppContext) -> None:
    items = draft(ctx)["items"]
    i = ctx.param("i")
    if isinstance(i, int) and 0 <= i < len(items):
        del items[i]


def save(ctx: AppContext) -> None:
    d = draft(ctx)
    values = {"title": ctx.field("title").strip()[:MAX_TITLE], "body": ctx.field("body").strip()[:MAX_BODY],
              "checklist": d["checklist"], "items": [dict(i) for i in d["items"]] if d["checklist"] else []}
    n = model.note(ctx.state, ctx.screen_params.get("note_id"))
    if n is None:
        p = ctx.screen_params
        folder = p.get("folder") if model.folder(ctx.state, p.get("folder")) is not None else None
        ctx.state["notes"].append({"id": model.new_id(ctx.state["notes"]), **values, "folder": folder,
                                   "pinned": False, "private": bool(p.get("private")), "edited": ctx.now,
                                   "deleted_at": None})
        ctx.toast("Note saved")
    elif any(n[k] != v for k, v in values.items()):
        n.update(values, edited=ctx.now)


# ---- the note's menu ---------------------------------------------------------------------------


def toggle_pin(ctx: AppContext) -> None:
    n = current(ctx)
    assert n is not None
    n["pinned"] = not n["pinned"]


def move(ctx: AppContext) -> None:
    n = current(ctx)
    assert n is not None
    fid = ctx.param("folder")
    n["folder"] = fid if model.folder(ctx.state, fid) is not None else None
    ctx.toast("Moved")


def is_private(ctx: AppContext) -> bool:
    n = current(ctx)
    return n is not None and n["private"]


def can_lock(ctx: AppContext) -> bool:
    n = current(ctx)
    return n is not None and not n["private"]


def unlock(ctx: AppContext) -> None:
    n = current(ctx)
    assert n is not None
    n["private"] = False


def share(ctx: AppContext) -> None:
    n = current(ctx)
    assert n is not None
    ctx.start({"action": SEND, "type": "text/plain", "extras": {"text": model.note_text(n)}})


def delete(ctx: AppContext) -> None:
    n = current(ctx)
    assert n is not None
    n["deleted_at"] = ctx.now
    n["pinned"] = False
    ctx.toast("Moved to Recently deleted")


# ---- the PIN pad -------------------------------------------------------------------------------


def _digits(ctx: AppContext) -> str:
    return str(ctx.screen_params.get("digits", ""))


def pin_key(ctx: AppContext) -> None:
    d = str(ctx.param("d", ""))
    if d.isdigit() and len(d) == 1 and len(_digits(ctx)) < 4:
        ctx.set_param("digits", _digits(ctx) + d)


def pin_backspace(ctx: AppContext) -> None:
    ctx.set_param("digits", _digits(ctx)[:-1])


def pin_complete(ctx: AppContext) -> bool:
    return len(_digits(ctx)) == 4


def pin_done(ctx: AppContext) -> None:
    """Set the PIN the first time, else check it; a note waiting for it goes into Private."""
    d = _digits(ctx)
    if not ctx.state["pin"]:
        ctx.state["pin"] = d
        ctx.toast("PIN set")
    ctx.state["unlocked"] = d == ctx.state["pin"]
    n = current(ctx)  # the note whose editor opened the pad ("Move to Private")
    if ctx.state["unlocked"] and n is not None and not n["private"]:
        n["private"] = True
        n["pinned"] = False
        ctx.toast("Moved to Private")


def relock(ctx: AppContext) -> None:
    ctx.state["unlocked"] = False


# ---- the to-do editor --------------------------------------------------------------------------


def todo_seed(ctx: AppContext) -> None:
    t = model.todo(ctx.state, ctx.screen_params.get("todo_id"))
    if t is None:
        ctx.screen_params.pop("todo_id", None)
    ctx.set_param("draft", {"due": t["due"] if t else None, "remind": t["remind"] if t else False})
    ctx.set_field("text", t["text"] if t else "")


def todo_due(ctx: AppContext) -> None:
    """Due chips: ``by`` days from the current due date (from today when none), or ``clear``."""
    d = draft(ctx)
    if ctx.param("clear"):
        d.update(due=None, remind=False)
        return
    by = ctx.param("by", 0)
    if isinstance(by, int) and -366 < by < 366:
        base = d["due"] or model.day(ctx.now).isoformat()
        d["due"] = model.shift(base, by)


def todo_remind(ctx: AppContext) -> None:
    d = draft(ctx)
    d["remind"] = not d["remind"] and d["due"] is not None


def todo_existing(ctx: AppContext) -> bool:
    return model.todo(ctx.state, ctx.screen_params.get("todo_id")) is not None


def todo_can_save(ctx: AppContext) -> bool:
    tid = ctx.screen_params.get("todo_id")
    return bool(ctx.field("text").strip()) and (tid is None or todo_existing(ctx))


def todo_save(ctx: AppContext) -> None:
    d = draft(ctx)
    values = {"text": ctx.field("text").strip()[:200], "due": d["due"], "remind": d["remind"] and d["due"] is not None}
    t = model.todo(ctx.state, ctx.screen_params.get("todo_id"))
    if t is None:
        ctx.state["todos"].append({"id": model.new_id(ctx.state["todos"]), **values, "done": False, "reminded": False})
    else:
        if (t["due"], t["remind"]) != (values["due"], values["remind"]):
            values["reminded"] = False
        t.update(values)
    model.sync(ctx)


def todo_delete(ctx: AppContext) -> None:
    tid = ctx.screen_params.get("todo_id")
    ctx.state["todos"] = [t for t in ctx.state["todos"] if t["id"] != tid]
    model.sync(ctx)
