"""Notes navigation: screens and transitions, then the effects and guards they name.

Two tabs (notes, to-dos) swap with ``tab.*``. The note editor keeps its draft (checklist flag and
items) in the screen's params and the title / body / new item in its fields until Save; the to-do
editor likewise. Private notes open through the PIN pad (``pin``), which sets the PIN the first time.
"""

from __future__ import annotations

from mgym.apps.notes import editor, model
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext

# ---- the list ----------------------------------------------------------------------------------


def choose_folder(ctx: AppContext) -> None:
    fid = ctx.param("folder")
    ctx.set_param("folder", fid if model.folder(ctx.state, fid) is not None else None)


def toggle_layout(ctx: AppContext) -> None:
    ctx.state["layout"] = "list" if ctx.state["layout"] == "grid" else "grid"


def note_exists(ctx: AppContext) -> bool:
    n = model.note(ctx.state, ctx.param("note_id"))
    return n is not None and n["deleted_at"] is None


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


# ---- folders -----------------------------------------------------------------------------------


def folder_exists(ctx: AppContext) -> bool:
    return model.folder(ctx.state, ctx.param("folder_id")) is not None


def folder_seed(ctx: AppContext) -> None:
    f = model.folder(ctx.state, ctx.screen_params.get("folder_id"))
    ctx.set_field("name", f["name"] if f is not None else "")


def folder_can_save(ctx: AppContext) -> bool:
    return bool(ctx.field("name").strip())


def folder_save(ctx: AppContext) -> None:
    name = ctx.field("name").strip()[:40]
    f = model.folder(ctx.state, ctx.screen_params.get("folder_id"))
    if f is not None:
        f["name"] = name
    else:
        ctx.state["folders"].append({"id": model.new_id(ctx.state["folders"]), "name": name})
        ctx.toast("Folder created")


def _folder_below(ctx: AppContext) -> dict[str, object] | None:
    return model.folder(ctx.state, ctx.screen_params.get("folder_id"))


def folder_delete(ctx: AppContext) -> None:
    """Delete the folder; its notes stay, without a folder."""
    fid = ctx.screen_params.get("folder_id")
    for n in ctx.state["notes"]:
        if n["folder"] == fid:
            n["folder"] = None
    ctx.state["folders"] = [f for f in ctx.state["folders"] if f["id"] != fid]
    ctx.toast("Folder deleted")


# ---- trash -------------------------------------------------------------------------------------


def in_trash(ctx: AppContext) -> bool:
    n = model.note(ctx.state, ctx.param("note_id", ctx.screen_params.get("note_id")))
    return n is not None and n["deleted_at"] is not None


def restore(ctx: AppContext) -> None:
    n = model.note(ctx.state, ctx.screen_params.get("note_id"))
    if n is not None:
        n["deleted_at"] = None
        ctx.toast("Note restored")


def delete_forever(ctx: AppContext) -> None:
    nid = ctx.screen_params.get("note_id")
    ctx.state["notes"] = [n for n in ctx.state["notes"] if n["id"] != nid]
    ctx.toast("Note deleted forever")


def empty_trash(ctx: AppContext) -> None:
    ctx.state["notes"] = [n for n in ctx.state["notes"] if n["deleted_at"] is None]


def trash_has_notes(ctx: AppContext) -> bool:
    return bool(model.trash(ctx.state))


# ---- to-dos ------------------------------------------------------------------------------------


def todo_exists(ctx: AppContext) -> bool:
    return model.todo(ctx.state, ctx.param("todo_id")) is not None


def todo_toggle(ctx: AppContext) -> None:
    t = model.todo(ctx.state, ctx.param("todo_id"))
    assert t is not None, "guarded by todo_exists"
    t["done"] = not t["done"]
    model.sync(ctx)


# ---- the declaration ---------------------------------------------------------------------------
LISTS = ("list", "todos")

NAV = Navigation(
    app="notes",
    entry="list",
    screens=[
        Screen("list", params=("folder",), title="Notes", entry_point=True),
        Screen("todos", title="To-dos", entry_point=True),
        Screen("menu", kind="menu", title="More options"),
        Screen("search", title="Search notes", autofocus="q"),
        Screen("edit", params=("note_id", "folder", "title", "text", "private"), title="Note", entry_point=True,
               on_open=editor.seed),
        Screen("note_menu", kind="sheet", title="Note options"),
        Screen("move", kind="sheet", title="Move to folder"),
        Screen("delete", kind="dialog", title="Delete note"),
        Screen("folders", title="Folders"),
        Screen("folder_edit", kind="dialog", params=("folder_id",), title="Folder name", on_open=folder_seed),
        Screen("folder_delete", kind="dialog", params=("folder_id",), title="Delete folder"),
        Screen("trash", title="Recently deleted"),
        Screen("trash_item", kind="dialog", params=("note_id",), title="Deleted note"),
        Screen("pin", title="Private notes"),
        Screen("private", title="Private notes", entry_point=True),
        Screen("todo_edit", params=("todo_id",), title="To-do", on_open=editor.todo_seed),
    ],
    transitions=[
        reset("tab.notes", "todos", "list", label="Notes"),
        reset("tab.todos", "list", "todos", label="To-dos"),
        stay("list.folder", "list", effect=choose_folder, label="Show a folder"),
        stay("list.layout", "list", effect=toggle_layout, label="Grid or list view"),
        push("note.open", ("list", "search", "private"), "edit", guard=note_exists, label="Open note"),
        push("note.new", ("list", "private"), "edit", label="New note"),
        push("list.search", "list", "search", label="Search"),
        stay("search.clear", "search", effect=clear_query, label="Clear search"),
        push("list.menu", "list", "menu", label="More options"),
        replace("menu.folders", "menu", "folders", label="Folders"),
        replace("menu.trash", "menu", "trash", label="Recently deleted"),
        replace("menu.private", "menu", "pin", label="Private notes"),
        pop("menu.dismiss", "menu", ANY),
        # the editor
        pop("edit.save", "edit", ANY, guard=editor.can_save, effect=editor.save, label="Save"),
        stay("edit.checklist", "edit", effect=editor.toggle_checklist, label="Checklist"),
        stay("item.toggle", "edit", effect=editor.toggle_item, label="Check an item"),
        stay("item.add", "edit", guard=editor.can_add_item, effect=editor.add_item, label="Add item"),
        stay("item.remove", "edit", effect=editor.remove_item, label="Remove item"),
        push("edit.menu", "edit", "note_menu", guard=editor.editing_existing, label="More options"),
        pop("nmenu.pin", "note_menu", ANY, guard=editor.editing_existing, effect=editor.toggle_pin, label="Pin"),
        replace("nmenu.move", "note_menu", "move", label="Move to folder"),
        pop("move.choose", "move", ANY, guard=editor.editing_existing, effect=editor.move, label="Choose a folder"),
        pop("move.dismiss", "move", ANY),
        replace("nmenu.lock", "note_menu", "pin", guard=editor.can_lock, label="Move to Private"),
        pop("nmenu.unlock", "note_menu", ANY, guard=editor.is_private, effect=editor.unlock,
            label="Remove from Private"),
        pop("nmenu.share", "note_menu", ANY, guard=editor.editing_existing, effect=editor.share, label="Share"),
        replace("nmenu.delete", "note_menu", "delete", label="Delete"),
        pop("nmenu.dismiss", "note_menu", ANY),
        reset("delete.confirm", "delete", "list", guard=editor.editing_existing, effect=editor.delete,
              label="Delete"),
        pop("delete.cancel", "delete", ANY, label="Cancel"),
        # folders
        push("folder.new", "folders", "folder_edit", label="New folder"),
        push("folder.rename", "folders", "folder_edit", guard=folder_exists, label="Rename folder"),
        push("folder.delete", "folders", "folder_delete", guard=folder_exists, label="Delete folder"),
        pop("folder.save", "folder_edit", ANY, guard=folder_can_save, effect=folder_save, label="Save"),
        pop("folder.cancel", "folder_edit", ANY, label="Cancel"),
        pop("fdelete.confirm", "folder_delete", ANY, effect=folder_delete, label="Delete"),
        pop("fdelete.cancel", "folder_delete", ANY, label="Cancel"),
        # trash
        push("trash.open", "trash", "trash_item", guard=in_trash, label="Deleted note"),
        pop("trash.restore", "trash_item", ANY, guard=in_trash, effect=restore, label="Restore"),
        pop("trash.forever", "trash_item", ANY, guard=in_trash, effect=delete_forever, label="Delete forever"),
        pop("trash.cancel", "trash_item", ANY, label="Cancel"),
        stay("trash.empty", "trash", guard=trash_has_notes, effect=empty_trash, label="Empty trash"),
        # private
        stay("pin.key", "pin", effect=editor.pin_key, label="Digit"),
        stay("pin.backspace", "pin", effect=editor.pin_backspace, label="Delete a digit"),
        replace("pin.ok", "pin", "private", guard=editor.pin_complete, effect=editor.pin_done, label="OK"),
        pop("private.lock", "private", ANY, effect=editor.relock, label="Lock"),
        # to-dos
        stay("todo.toggle", "todos", guard=todo_exists, effect=todo_toggle, label="Done"),
        push("todo.open", "todos", "todo_edit", guard=todo_exists, label="Edit to-do"),
        push("todo.new", "todos", "todo_edit", label="New to-do"),
        stay("todo.due", "todo_edit", effect=editor.todo_due, label="Due date"),
        stay("todo.remind", "todo_edit", effect=editor.todo_remind, label="Remind me"),
        pop("todo.save", "todo_edit", ANY, guard=editor.todo_can_save, effect=editor.todo_save, label="Save"),
        pop("todo.delete", "todo_edit", ANY, guard=editor.todo_existing, effect=editor.todo_delete,
            label="Delete"),
    ],
)
