"""Notes views: each screen's template and context. Text built here goes through the catalogue
(``ctx.gettext``); templates only lay it out."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.notes import editor, model
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

PREVIEW = 90


def _when(ctx: AppContext, ms: int) -> str:
    return formats.when(ms, ctx.now, ctx.locale, bool(ctx.os["datetime"]["use_24h"]))


def _card(ctx: AppContext, n: dict[str, Any]) -> dict[str, Any]:
    items = [{"text": i["text"], "on": i["checked"]} for i in n["items"][:5]]
    folder = model.folder(ctx.state, n["folder"])
    return {"id": n["id"], "title": n["title"], "body": n["body"][:PREVIEW], "items": items,
            "more": max(0, len(n["items"]) - 5), "pinned": n["pinned"], "when": _when(ctx, n["edited"]),
            "folder": folder["name"] if folder else ""}


def _tabs(current: str) -> list[dict[str, Any]]:
    return [{"id": "notes", "icon": "sticky_note_2", "label": N_("Notes"), "on": current == "notes"},
            {"id": "todos", "icon": "checklist", "label": N_("To-dos"), "on": current == "todos"}]


def notes_list(ctx: AppContext) -> View:
    fid = ctx.screen_params.get("folder")
    rows = [_card(ctx, n) for n in model.visible(ctx.state, fid)]
    counts = {f["id"]: len(model.visible(ctx.state, f["id"])) for f in ctx.state["folders"]}
    chips = [{"id": f["id"], "name": f["name"], "n": counts[f["id"]], "on": f["id"] == fid} for f in ctx.state["folders"]]
    return View("apps/notes/list.html", {
        "tabs": _tabs("notes"), "folder": fid, "chips": chips, "all_on": fid is None,
        "pinned": [r for r in rows if r["pinned"]], "others": [r for r in rows if not r["pinned"]],
        "grid": ctx.state["layout"] == "grid", "total": len(model.visible(ctx.state)),
    })


def menu(ctx: AppContext) -> View:
    return View("apps/notes/menu.html", {})


def search(ctx: AppContext) -> View:
    q = ctx.field("q")
    rows = [_card(ctx, n) for n in model.search(ctx.state, q)]
    return View("apps/notes/search.html", {"rows": rows, "has_text": bool(q.strip())})


def edit(ctx: AppContext) -> View:
    d = ctx.screen_params.get("draft") or {"checklist": False, "items": []}
    nid = ctx.screen_params.get("note_id")
    n = model.note(ctx.state, nid)
    if nid is not None and (n is None or n["deleted_at"] is not None):
        return View("apps/notes/edit.html", {"missing": True})
    folder = model.folder(ctx.state, n["folder"] if n else ctx.screen_params.get("folder"))
    return View("apps/notes/edit.html", {
        "missing": False, "existing": n is not None, "checklist": d["checklist"],
        "items": [{"i": i, "text": it["text"], "on": it["checked"]} for i, it in enumerate(d["items"])],
        "when": _when(ctx, n["edited"]) if n else "", "folder": folder["name"] if folder else "",
        "pinned": bool(n and n["pinned"]), "private": bool(n and n["private"]),
    })


def note_menu(ctx: AppContext) -> View:
    n = editor.current(ctx)
    return View("apps/notes/note_menu.html", {"pinned": bool(n and n["pinned"]), "private": bool(n and n["private"])})


def move(ctx: AppContext) -> View:
    n = editor.current(ctx)
    cur = n["folder"] if n else None
    opts = [{"id": None, "name": ctx.gettext("No folder"), "on": cur is None}]
    opts += [{"id": f["id"], "name": f["name"], "on": f["id"] == cur} for f in ctx.state["folders"]]
    return View("apps/notes/move.html", {"options": opts})


def delete(ctx: AppContext) -> View:
    n = editor.current(ctx)
    return View("apps/notes/delete.html", {"title": n["title"] if n else ""})


def folders(ctx: AppContext) -> View:
    rows = [{"id": f["id"], "name": f["name"], "n": len(model.visible(ctx.state, f["id"]))} for f in ctx.state["folders"]]
    return View("apps/notes/folders.html", {"rows": rows})


def folder_edit(ctx: AppContext) -> View:
    return View("apps/notes/folder_edit.html", {"existing": ctx.screen_params.get("folder_id") is not None})


def folder_delete(ctx: AppContext) -> View:
    f = model.folder(ctx.state, ctx.screen_params.get("folder_id"))
    return View("apps/notes/folder_delete.html", {"name": f["name"] if f else ""})


def trash(ctx: AppContext) -> View:
    rows = [{**_card(ctx, n), "deleted": formats.fmt(n["deleted_at"], "date", ctx.locale)} for n in model.trash(ctx.state)]
    return View("apps/notes/trash.html", {"rows": rows})


def trash_item(ctx: AppContext) -> View:
    n = model.note(ctx.state, ctx.screen_params.get("note_id"))
    return View("apps/notes/trash_item.html", {"title": n["title"] if n else "", "body": n["body"][:PREVIEW] if n else ""})


def pin(ctx: AppContext) -> View:
    digits = str(ctx.screen_params.get("digits", ""))
    return View("apps/notes/pin.html", {"setting": not ctx.state["pin"], "dots": [i < len(digits) for i in range(4)],
                                        "complete": len(digits) == 4, "has": bool(digits)})


def private(ctx: AppContext) -> View:
    ok = bool(ctx.state["unlocked"])
    rows = [_card(ctx, n) for n in model.visible(ctx.state, private=True)] if ok else []
    return View("apps/notes/private.html", {"ok": ok, "rows": rows})


def todos(ctx: AppContext) -> View:
    def row(t: dict[str, Any]) -> dict[str, Any]:
        due = formats.fmt(model.day_ms(t["due"]), "date", ctx.locale) if t["due"] else ""
        return {"id": t["id"], "text": t["text"], "done": t["done"], "due": due, "remind": t["remind"]}

    rows = sorted(ctx.state["todos"], key=lambda t: (t["due"] is None, t["due"] or "", t["id"]))
    return View("apps/notes/todos.html", {
        "tabs": _tabs("todos"), "open": [row(t) for t in rows if not t["done"]],
        "done": [row(t) for t in rows if t["done"]],
    })


def todo_edit(ctx: AppContext) -> View:
    d = ctx.screen_params.get("draft") or {"due": None, "remind": False}
    due = formats.fmt(model.day_ms(d["due"]), "date", ctx.locale) if d["due"] else ""
    return View("apps/notes/todo_edit.html", {"existing": ctx.screen_params.get("todo_id") is not None, "due": due,
                                              "remind": d["remind"]})


VIEWS = {
    "list": notes_list, "todos": todos, "menu": menu, "search": search, "edit": edit, "note_menu": note_menu,
    "move": move, "delete": delete, "folders": folders, "folder_edit": folder_edit, "folder_delete": folder_delete,
    "trash": trash, "trash_item": trash_item, "pin": pin, "private": private, "todo_edit": todo_edit,
}
