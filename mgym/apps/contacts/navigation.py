"""Contacts navigation: screens and transitions, then the small effects and guards they name.

Ids are ``<area>.<verb>``. Contacts live in the OS contacts provider; this app's overlay holds
only display settings and recent searches.
"""

from __future__ import annotations

from typing import Any

from mgym.apps.contacts import model
from mgym.apps.contacts.state import MAX_RECENT
from mgym.nav import Navigation, Screen, finish, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext
from mgym.os.intents import SENDTO, VIEW, Intent

# ---- guards ----------------------------------------------------------------------------------


def contact_exists(ctx: AppContext) -> bool:
    return model.current_contact(ctx) is not None


def form_ok(ctx: AppContext) -> bool:
    """Save needs a name or a phone number (and a well-formed birthday); otherwise say why."""
    problem = model.form_problem(model.form_values(ctx))
    if problem is not None:
        ctx.toast(problem)
        return False
    return True


def editing_exists(ctx: AppContext) -> bool:
    return contact_exists(ctx) and form_ok(ctx)


def has_selection(ctx: AppContext) -> bool:
    return bool(ctx.param("selected"))


# ---- effects: list and search ----------------------------------------------------------------


def jump_to_letter(ctx: AppContext) -> None:
    _, _, offsets = model.list_layout(ctx.contacts.rows, ctx.state["sort_by"])
    if ctx.entry is not None:
        ctx.entry["scroll"]["main"] = model.jump_offset(offsets, str(ctx.params.get("letter", "A")))


def start_selection(ctx: AppContext) -> dict[str, Any]:
    cid = model.contact_id(ctx)
    at = ctx.entry["scroll"].get("main", 0) if ctx.entry is not None else 0
    return {"selected": [cid] if cid is not None else [], "at": at}


def _remember(ctx: AppContext, text: str) -> None:
    text = text.strip()
    if not text:
        return
    recent = [r for r in ctx.state["recent_searches"] if r.lower() != text.lower()]
    ctx.state["recent_searches"] = [text, *recent][:MAX_RECENT]


def open_contact(ctx: AppContext) -> None:
    if ctx.entry is not None and ctx.entry["screen"] == "search":
        _remember(ctx, ctx.field("q"))


def focus_query(ctx: AppContext) -> None:
    """Opening search focuses its field and raises the keyboard."""
    ctx.sys.focus("q")


def submit_search(ctx: AppContext) -> None:
    _remember(ctx, ctx.field("q"))


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


def use_recent(ctx: AppContext) -> None:
    text = str(ctx.params.get("text", ""))
    ctx.set_field("q", text)
    _remember(ctx, text)


def clear_history(ctx: AppContext) -> None:
    ctx.state["recent_searches"] = []


# ---- effects: a contact ----------------------------------------------------------------------


def _contact(ctx: AppContext) -> dict[str, Any]:
    c = model.current_contact(ctx)
    assert c is not None, "guarded by contact_exists"
    return c


def toggle_star(ctx: AppContext) -> None:
    c = _contact(ctx)
    ctx.contacts.update(c["id"], {"starred": not c["starred"]})


def call(ctx: AppContext) -> None:
    c = _contact(ctx)
    if c["phone"]:
        ctx.toast("Calling {name}…", name=model.display_name(c))
    else:
        ctx.toast("No phone number")


def message(ctx: AppContext) -> None:
    c = _contact(ctx)
    if c["phone"]:
        ctx.start(Intent(action=SENDTO, data=f"sms:{c['phone']}"))
    else:
        ctx.toast("No phone number")


def email(ctx: AppContext) -> None:
    c = _contact(ctx)
    if c["email"]:
        ctx.start(Intent(action=SENDTO, data=f"mailto:{c['email']}"))
    else:
        ctx.toast("No email address")


def directions(ctx: AppContext) -> None:
    c = _contact(ctx)
    ctx.start(Intent(action=VIEW, data=f"geo:0,0?q={c['address']}"))


def copy_phone(ctx: AppContext) -> None:
    ctx.copy(str(_contact(ctx)["phone"]))


def share(ctx: AppContext) -> None:
    ctx.copy(model.share_text(_contact(ctx)))


def delete_contact(ctx: AppContext) -> None:
    c = _contact(ctx)
    ctx.contacts.delete(c["id"])
    ctx.toast("Deleted {name}", name=model.display_name(c))


# ---- effects: the add / edit form ------------------------------------------------------------


def choose_phone_type(ctx: AppContext) -> None:
    form = model.form_entry(ctx)
    value = str(ctx.params.get("type", "mobile"))
    if form is not None and value in model.PHONE_TYPES:
        form["fields"]["phone_type"] = value


def save_new(ctx: AppContext) -> dict[str, Any]:
    rec = model.form_record(model.form_values(ctx))
    rec["created"] = ctx.now
    cid = ctx.contacts.insert(rec)
    ctx.toast("Contact saved")
    return {"contact_id": cid}


def save_edit(ctx: AppContext) -> dict[str, Any]:
    c = _contact(ctx)
    ctx.contacts.update(c["id"], model.form_record(model.form_values(ctx)))
    ctx.toast("Contact saved")
    return {"contact_id": c["id"]}


# ---- effects: multi-select, picker, settings -------------------------------------------------


def carry_selection(ctx: AppContext) -> dict[str, Any]:
    return {"selected": [i for i in ctx.screen_params.get("selected", []) if ctx.contacts.get(i) is not None]}


def toggle_selected(ctx: AppContext) -> None:
    cid = model.contact_id(ctx)
    selected = [i for i in ctx.screen_params.get("selected", []) if ctx.contacts.get(i) is not None]
    if cid is not None:
        selected = [i for i in selected if i != cid] if cid in selected else [*selected, cid]
    ctx.set_param("selected", selected)


def select_all(ctx: AppContext) -> None:
    every = [c["id"] for c in model.ordered(ctx.contacts.rows, ctx.state["sort_by"])]
    ctx.set_param("selected", [] if len(ctx.screen_params.get("selected", [])) == len(every) else every)


def delete_selected(ctx: AppContext) -> None:
    ids = [i for i in ctx.param("selected", []) if ctx.contacts.get(i) is not None]
    for cid in ids:
        ctx.contacts.delete(cid)
    ctx.ntoast("Deleted {n} contact", "Deleted {n} contacts", len(ids))


def pick_result(ctx: AppContext) -> dict[str, Any]:
    c = _contact(ctx)
    return {"contact_id": c["id"], "name": c["name"], "phone": c["phone"]}


def set_sort(ctx: AppContext) -> None:
    if ctx.params.get("value") in ("first_name", "last_name"):
        ctx.state["sort_by"] = ctx.params["value"]


def set_format(ctx: AppContext) -> None:
    if ctx.params.get("value") in ("first_last", "last_first"):
        ctx.state["name_format"] = ctx.params["value"]


# ---- the declaration -------------------------------------------------------------------------

NAV = Navigation(
    app="contacts",
    entry="list",
    screens=[
        Screen("list", title="Contacts"),
        Screen("list_menu", kind="menu", title="More options"),
        Screen("search", title="Search contacts", on_open=focus_query, autofocus="q"),
        Screen("detail", params=("contact_id", "data"), title="Contact", entry_point=True),
        Screen("detail_menu", params=("contact_id",), kind="menu", title="More options"),
        Screen("delete_confirm", params=("contact_id",), kind="dialog", title="Delete contact"),
        Screen("add", params=("name", "phone", "email"), title="Create contact", entry_point=True),
        Screen("edit", params=("contact_id", "data"), title="Edit contact", entry_point=True),
        Screen("phone_type", kind="sheet", title="Phone type"),
        Screen("select", params=("selected", "at"), title="Select contacts"),
        Screen("bulk_delete", params=("selected",), kind="dialog", title="Delete contacts"),
        Screen("pick", title="Choose a contact", entry_point=True),
        Screen("settings", title="Contacts settings"),
    ],
    transitions=[
        # the list
        push("search.open", "list", "search", label="Search contacts"),
        stay("list.jump", "list", effect=jump_to_letter, label="Jump to a letter"),
        push("contact.open", ("list", "search"), "detail", effect=open_contact, label="Open a contact"),
        push("contact.add", "list", "add", label="Create contact"),
        push("select.start", "list", "select", effect=start_selection, label="Select contacts"),
        push("list.menu", "list", "list_menu", label="More options"),
        replace("listmenu.select", "list_menu", "select", label="Select"),
        replace("listmenu.settings", "list_menu", "settings", label="Settings"),
        pop("listmenu.dismiss", "list_menu", "list"),
        # search
        stay("search.submit", "search", effect=submit_search, label="Search"),
        stay("search.clear", "search", effect=clear_query, label="Clear search"),
        stay("search.recent", "search", effect=use_recent, label="Search again"),
        stay("search.forget", "search", effect=clear_history, label="Clear recent searches"),
        # a contact's details
        stay("contact.star", "detail", guard=contact_exists, effect=toggle_star, label="Favourite"),
        stay("contact.call", "detail", guard=contact_exists, effect=call, label="Call"),
        stay("contact.message", "detail", guard=contact_exists, effect=message, label="Text"),
        stay("contact.email", "detail", guard=contact_exists, effect=email, label="Email"),
        stay("contact.directions", "detail", guard=contact_exists, effect=directions, label="Directions"),
        stay("contact.copy", "detail", guard=contact_exists, effect=copy_phone, label="Copy number"),
        push("contact.edit", "detail", "edit", guard=contact_exists, label="Edit contact"),
        push("contact.menu", "detail", "detail_menu", guard=contact_exists, label="More options"),
        replace("menu.edit", "detail_menu", "edit", guard=contact_exists, label="Edit"),
        pop("menu.share", "detail_menu", "detail", guard=contact_exists, effect=share, label="Share"),
        replace("menu.delete", "detail_menu", "delete_confirm", guard=contact_exists, label="Delete"),
        pop("menu.dismiss", "detail_menu", "detail"),
        reset("delete.confirm", "delete_confirm", "list", guard=contact_exists, effect=delete_contact,
              label="Delete"),
        pop("delete.cancel", "delete_confirm", "detail", label="Cancel"),
        # add / edit
        push("form.type", ("add", "edit"), "phone_type", label="Phone type"),
        pop("type.choose", "phone_type", ANY, effect=choose_phone_type, label="Choose a phone type"),
        pop("type.dismiss", "phone_type", ANY),
        replace("add.save", "add", "detail", guard=form_ok, effect=save_new, label="Save"),
        pop("edit.save", "edit", "detail", guard=editing_exists, effect=save_edit, label="Save"),
        # multi-select
        stay("select.toggle", "select", effect=toggle_selected, label="Select a contact"),
        stay("select.all", "select", effect=select_all, label="Select all"),
        push("select.delete", "select", "bulk_delete", guard=has_selection, effect=carry_selection,
             label="Delete selected"),
        reset("bulk.confirm", "bulk_delete", "list", guard=has_selection, effect=delete_selected, label="Delete"),
        pop("bulk.cancel", "bulk_delete", "select", label="Cancel"),
        # the picker (PICK intent)
        finish("pick.choose", "pick", guard=contact_exists, effect=pick_result, label="Choose a contact"),
        stay("pick.clear", "pick", effect=clear_query, label="Clear search"),
        # settings
        stay("settings.sort", "settings", effect=set_sort, label="Sort by"),
        stay("settings.format", "settings", effect=set_format, label="Name format"),
        stay("settings.forget", "settings", effect=clear_history, label="Clear search history"),
    ],
)
