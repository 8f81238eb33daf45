"""Contacts views: each screen's template and context. Templates only lay this out."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.contacts import model
from mgym.os.context import AppContext


def _row(c: dict[str, Any], fmt: str) -> dict[str, Any]:
    return {"id": c["id"], "name": model.display_name(c, fmt), "avatar": c["name"] or c["phone"] or "#",
            "phone": c["phone"], "starred": bool(c["starred"])}


def _settings(ctx: AppContext) -> tuple[str, str]:
    return ctx.state["sort_by"], ctx.state["name_format"]


def contact_list(ctx: AppContext) -> View:
    sort_by, fmt = _settings(ctx)
    rows = ctx.contacts.rows
    favs, secs, offsets = model.list_layout(rows, sort_by)
    return View("apps/contacts/list.html", {
        "count": len(rows),
        "favourites": [_row(c, fmt) for c in favs],
        "sections": [{"letter": letter, "rows": [_row(c, fmt) for c in items]} for letter, items in secs],
        "index": [{"letter": letter, "present": letter in offsets} for letter in model.LETTERS],
    })


def list_menu(ctx: AppContext) -> View:
    return View("apps/contacts/list_menu.html", {})


def search(ctx: AppContext) -> View:
    sort_by, fmt = _settings(ctx)
    query = ctx.field("q")
    results = [_row(c, fmt) for c in model.search(ctx.contacts.rows, query, sort_by)]
    return View("apps/contacts/search.html", {
        "query": query.strip(), "has_text": bool(query), "results": results,
        "recent": list(ctx.state["recent_searches"]),
    })


def _detail_context(c: dict[str, Any], fmt: str, locale: str) -> dict[str, Any]:
    return {
        "id": c["id"], "name": model.display_name(c, fmt), "avatar": c["name"] or c["phone"] or "#",
        "phone": c["phone"], "phone_type": model.phone_type_label(c["phone_type"]), "email": c["email"],
        "company": c["company"], "address": c["address"], "birthday": model.birthday_text(c["birthday"], locale),
        "note": c["note"], "starred": bool(c["starred"]),
    }


def detail(ctx: AppContext) -> View:
    c = model.current_contact(ctx)
    contact = _detail_context(c, ctx.state["name_format"], ctx.locale) if c is not None else None
    about = bool(contact and (contact["birthday"] or contact["note"]))
    return View("apps/contacts/detail.html", {"c": contact, "about": about})


def detail_menu(ctx: AppContext) -> View:
    return View("apps/contacts/detail_menu.html", {"contact_id": model.contact_id(ctx)})


def delete_confirm(ctx: AppContext) -> View:
    c = model.current_contact(ctx)
    return View("apps/contacts/delete_confirm.html", {
        "contact_id": model.contact_id(ctx), "name": model.display_name(c) if c else "",
    })


def _form(ctx: AppContext, editing: bool) -> View:
    model.seed_form(ctx)  # materialise the starting values so a tapped field keeps its text
    values = model.form_values(ctx)
    c = model.current_contact(ctx) if editing else None
    return View("apps/contacts/form.html", {
        "editing": editing, "missing": editing and c is None, "contact_id": c["id"] if c else None,
        "photo": (c["name"] if c else f"{values['first_name']} {values['last_name']}".strip()),
        "phone_type": model.phone_type_label(values["phone_type"]),
    })


def add(ctx: AppContext) -> View:
    return _form(ctx, editing=False)


def edit(ctx: AppContext) -> View:
    return _form(ctx, editing=True)


def phone_type(ctx: AppContext) -> View:
    form = model.form_entry(ctx)
    current = str(form["fields"].get("phone_type", "mobile")) if form is not None else "mobile"
    return View("apps/contacts/phone_type.html", {
        "types": [{"id": k, "label": label, "on": k == current} for k, label in model.PHONE_TYPES.items()],
    })


def select(ctx: AppContext) -> View:
    sort_by, fmt = _settings(ctx)
    rows = ctx.contacts.rows
    model.seed_scroll(ctx)  # open where the list was when the long press started selecting
    chosen = {i for i in ctx.screen_params.get("selected", []) if ctx.contacts.get(i) is not None}
    favs, secs, _ = model.list_layout(rows, sort_by)

    def row(c: dict[str, Any]) -> dict[str, Any]:
        return {**_row(c, fmt), "on": c["id"] in chosen}

    return View("apps/contacts/select.html", {
        "selected": len(chosen), "all": bool(rows) and len(chosen) == len(rows), "count": len(rows),
        "favourites": [row(c) for c in favs],
        "sections": [{"letter": letter, "rows": [row(c) for c in items]} for letter, items in secs],
    })


def bulk_delete(ctx: AppContext) -> View:
    ids = [i for i in ctx.screen_params.get("selected", []) if ctx.contacts.get(i) is not None]
    return View("apps/contacts/bulk_delete.html", {"n": len(ids)})


def pick(ctx: AppContext) -> View:
    sort_by, fmt = _settings(ctx)
    query = ctx.field("q")
    rows = model.search(ctx.contacts.rows, query, sort_by) if query.strip() else ctx.contacts.rows
    return View("apps/contacts/pick.html", {
        "query": query.strip(), "has_text": bool(query),
        "sections": [{"letter": letter, "rows": [_row(c, fmt) for c in items]}
                     for letter, items in model.sections(rows, sort_by)],
    })


def settings(ctx: AppContext) -> View:
    sort_by, fmt = _settings(ctx)
    return View("apps/contacts/settings.html", {
        "sort_by": sort_by, "name_format": fmt, "has_history": bool(ctx.state["recent_searches"]),
    })


VIEWS = {
    "list": contact_list, "list_menu": list_menu, "search": search, "detail": detail,
    "detail_menu": detail_menu, "delete_confirm": delete_confirm, "add": add, "edit": edit,
    "phone_type": phone_type, "select": select, "bulk_delete": bulk_delete, "pick": pick, "settings": settings,
}
