"""Gallery navigation: two tabs (Photos, Albums), album grids, a selection mode, the viewer with
its sheets and dialogs, the editor and Recently deleted. Effects write ``os.files`` through
``ctx.files``; a refused write (a name clash, a bad name) is a toast, never a crash.
"""

from __future__ import annotations

from typing import Any

from mgym.apps.gallery import model
from mgym.errors import StateError
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext
from mgym.os.files import valid_name

GRIDS = ("photos", "album")
ROTATIONS = (0, 90, 180, 270)
CROPS = ("", "square", "4:3", "16:9")


def _pid(ctx: AppContext, name: str = "id") -> int | None:
    v = ctx.param(name)
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _picture(ctx: AppContext, name: str = "id") -> dict[str, Any] | None:
    fid = _pid(ctx, name)
    row = ctx.media.get(fid) if fid is not None else None
    return row if row is not None and not row["trashed"] else None


def _ids(ctx: AppContext) -> list[int]:
    """The live pictures named by the ``ids`` param (a selection or one picture)."""
    raw = ctx.param("ids") or []
    return [i for i in raw if isinstance(i, int) and ctx.media.get(i) is not None and not ctx.media.require(i)["trashed"]]


# ---- guards ----------------------------------------------------------------------------------------
def picture_exists(ctx: AppContext) -> bool:
    return _picture(ctx) is not None


def source_ok(ctx: AppContext) -> bool:
    return model.valid_source(ctx, ctx.param("src"))


def has_selection(ctx: AppContext) -> bool:
    if not ctx.screen_params.get("selected"):
        ctx.toast("Select pictures first")
        return False
    return True


def has_trash(ctx: AppContext) -> bool:
    if not model.trash(ctx):
        ctx.toast("Nothing to delete")
        return False
    return True


def trashed_exists(ctx: AppContext) -> bool:
    fid = _pid(ctx)
    row = ctx.files.by_id(fid) if fid is not None else None
    return row is not None and bool(row["trashed"])


# ---- opening ---------------------------------------------------------------------------------------
def open_viewer(ctx: AppContext) -> None:
    """An intent's ``data`` ("file:<id>") picks the picture; a bad one falls back to the newest."""
    data = str(ctx.screen_params.get("data", ""))
    if data.startswith("file:") and data[5:].isdigit():
        ctx.set_param("id", int(data[5:]))
    if not model.valid_source(ctx, ctx.screen_params.get("src")):
        ctx.set_param("src", model.ALL)
    fid = ctx.screen_params.get("id")
    row = ctx.media.get(fid) if isinstance(fid, int) else None
    if row is None or row["trashed"]:
        items = model.source_items(ctx, model.ALL)
        ctx.set_param("id", items[0]["id"] if items else 0)


def start_selection(ctx: AppContext) -> dict[str, Any]:
    return {"src": ctx.param("src", model.ALL), "selected": [ctx.param("id")]}


def carry_one(ctx: AppContext) -> dict[str, Any]:
    return {"ids": [ctx.screen_params.get("id")], "src": ctx.screen_params.get("src", model.ALL)}


def carry_selection(ctx: AppContext) -> dict[str, Any]:
    return {"ids": list(ctx.screen_params.get("selected", [])), "src": ctx.screen_params.get("src", model.ALL)}


def carry_copy(ctx: AppContext) -> dict[str, Any]:
    return {**carry_selection(ctx), "mode": "copy"}


def carry_move(ctx: AppContext) -> dict[str, Any]:
    return {**carry_selection(ctx), "mode": "move"}


def carry_one_copy(ctx: AppContext) -> dict[str, Any]:
    return {**carry_one(ctx), "mode": "copy"}


def carry_one_move(ctx: AppContext) -> dict[str, Any]:
    return {**carry_one(ctx), "mode": "move"}


def carry_pick(ctx: AppContext) -> dict[str, Any]:
    return {k: ctx.screen_params.get(k) for k in ("ids", "mode", "src")}


def open_edit(ctx: AppContext) -> None:
    row = _picture(ctx)
    if row is not None:
        ctx.set_param("rot", row["rotation"])
        ctx.set_param("crop", row["crop"])


def _focus_name(ctx: AppContext) -> None:
    """A name dialog opens with its field focused and the keyboard up."""
    if ctx.entry is not None:
        ctx.entry["fields"].setdefault("name", "")
        ctx.entry["focus"] = "name"


def open_rename(ctx: AppContext) -> None:
    row = _picture(ctx, "id")
    if row is not None:
        stem = row["name"].rsplit(".", 1)[0] if "." in row["name"] else row["name"]
        ctx.set_field("name", stem)
    _focus_name(ctx)


# ---- selection -------------------------------------------------------------------------------------
def toggle_selected(ctx: AppContext) -> None:
    fid = _pid(ctx)
    sel = list(ctx.screen_params.get("selected", []))
    if fid is not None:
        sel = [i for i in sel if i != fid] if fid in sel else [*sel, fid]
    ctx.set_param("selected", sel)


def select_all(ctx: AppContext) -> None:
    ctx.set_param("selected", [r["id"] for r in model.source_items(ctx, ctx.screen_params.get("src", model.ALL))])


def share_selection(ctx: AppContext) -> None:
    ids = [i for i in ctx.screen_params.get("selected", []) if ctx.media.get(i) is not None]
    mimes = {ctx.media.require(i)["mime"] for i in ids}
    ctx.share(type=mimes.pop() if len(mimes) == 1 else "image/*", files=ids)


def _close_selection(ctx: AppContext) -> None:
    """After acting on a selection from a sheet: close the sheet and the selection under it."""
    if ctx.entry_below("select") is not None:
        ctx.close_screen(also_below="select")


# ---- the viewer ------------------------------------------------------------------------------------
def _step(ctx: AppContext, by: int) -> None:
    fid = _pid(ctx)
    nxt = model.neighbour(ctx, ctx.screen_params.get("src", model.ALL), fid, by) if fid is not None else None
    if nxt is not None:
        ctx.set_param("id", nxt)


def viewer_next(ctx: AppContext) -> None:
    _step(ctx, 1)


def viewer_prev(ctx: AppContext) -> None:
    _step(ctx, -1)


def share_one(ctx: AppContext) -> None:
    row = _picture(ctx)
    if row is not None:
        ctx.share(type=row["mime"], files=[row["id"]])


def toggle_favourite(ctx: AppContext) -> None:
    row = _picture(ctx)
    if row is None:
        return
    ctx.files.update(row["id"], favorite=not row["favorite"])
    if row["favorite"]:
        ctx.toast("Removed from Favourites")
    else:
        ctx.toast("Added to Favourites")


def set_wallpaper(ctx: AppContext) -> None:
    row = _picture(ctx)
    if row is not None:
        ctx.managers.set_wallpaper_photo(ctx.os, row["id"])
        ctx.toast("Wallpaper set")


def confirm_delete(ctx: AppContext) -> None:
    ids = _ids(ctx)
    viewer = ctx.entry_below("viewer")
    after = None
    if viewer is not None and ids:
        src = viewer["params"].get("src", model.ALL)
        after = model.neighbour(ctx, src, ids[0], 1) or model.neighbour(ctx, src, ids[0], -1)
    for i in ids:
        ctx.files.move_to_trash(i)
    if len(ids) == 1:
        ctx.toast("Moved to Recently deleted")
    else:
        ctx.ntoast("{n} item moved to Recently deleted", "{n} items moved to Recently deleted", len(ids))
    if viewer is not None:
        if after is None:
            ctx.close_screen(also_below="viewer")
        else:
            viewer["params"]["id"] = after
    _close_selection(ctx)


def rename_picture(ctx: AppContext) -> None:
    row = _picture(ctx)
    stem = ctx.field("name").strip()
    if row is None:
        return
    ext = "." + row["name"].rsplit(".", 1)[1] if "." in row["name"] else ""
    try:
        ctx.files.rename(row["id"], stem + ext)
    except StateError:
        ctx.toast("A file with this name already exists")


def can_rename(ctx: AppContext) -> bool:
    if not valid_name(ctx.field("name").strip()):
        ctx.toast("Enter a valid name")
        return False
    return True


def _put(ctx: AppContext, ids: list[int], folder: str, mode: str) -> None:
    done = 0
    for i in ids:
        try:
            if mode == "move":
                ctx.files.move(i, folder)
            else:
                ctx.files.copy(i, folder)
            done += 1
        except StateError:
            ctx.toast("A file with this name already exists")
            return
    name = folder.rsplit("/", 1)[1]
    if mode == "move":
        ctx.toast("Moved to {album}", album=name)
    else:
        ctx.toast("Added to {album}", album=name)
    viewer = ctx.entry_below("viewer")
    if viewer is not None and mode == "move" and viewer["params"].get("src") not in (model.ALL, model.FAV, folder):
        viewer["params"]["src"] = folder


def choose_album(ctx: AppContext) -> None:
    dst = ctx.param("dst")
    mode = str(ctx.screen_params.get("mode", "copy"))
    if isinstance(dst, str) and dst in {a["src"] for a in model.target_albums(ctx)}:
        _put(ctx, _ids(ctx), dst, mode)
    _close_selection(ctx)


def create_album(ctx: AppContext) -> None:
    name = ctx.field("name").strip()
    try:
        folder = ctx.files.mkdir(model.PICTURES, name, owner=ctx.app.id)
    except StateError:
        ctx.toast("An album with this name already exists")
        return
    ids = _ids(ctx)
    if ids:
        _put(ctx, ids, folder["path"], str(ctx.screen_params.get("mode", "copy")))
    else:
        ctx.toast("Album created")
    _close_selection(ctx)


def can_create(ctx: AppContext) -> bool:
    if not valid_name(ctx.field("name").strip()):
        ctx.toast("Enter a valid name")
        return False
    return True


# ---- the editor ------------------------------------------------------------------------------------
def rotate(ctx: AppContext) -> None:
    rot = int(ctx.screen_params.get("rot", 0))
    ctx.set_param("rot", (rot + (270 if ctx.param("dir") == "left" else 90)) % 360)


def set_crop(ctx: AppContext) -> None:
    if ctx.params.get("crop") in CROPS:
        ctx.set_param("crop", ctx.params["crop"])


def save_edit(ctx: AppContext) -> None:
    row = _picture(ctx)
    if row is None:
        return
    rot, crop = ctx.screen_params.get("rot", 0), ctx.screen_params.get("crop", "")
    if rot != row["rotation"] or crop != row["crop"]:
        ctx.files.update(row["id"], rotation=rot, crop=crop)
        ctx.toast("Saved")


# ---- Recently deleted ------------------------------------------------------------------------------
def restore(ctx: AppContext) -> None:
    ctx.files.restore(int(ctx.param("id")))
    ctx.toast("Restored")


def delete_forever(ctx: AppContext) -> None:
    ctx.files.delete(int(ctx.param("id")))
    ctx.toast("Deleted permanently")


def empty_trash(ctx: AppContext) -> None:
    for r in model.trash(ctx):
        ctx.files.delete(r["id"])
    ctx.toast("Recently deleted is empty")


# ---- view options ----------------------------------------------------------------------------------
def set_columns(ctx: AppContext) -> None:
    if ctx.param("n") in (3, 4):
        ctx.state["columns"] = ctx.param("n")


def set_sort(ctx: AppContext) -> None:
    if ctx.param("sort") in ("newest", "oldest"):
        ctx.state["sort"] = ctx.param("sort")


NAV = Navigation(
    app="gallery",
    entry="photos",
    screens=[
        Screen("photos", title="Photos", entry_point=True),
        Screen("albums", title="Albums"),
        Screen("album", params=("src",), title="Album"),
        Screen("trash", title="Recently deleted"),
        Screen("select", params=("src", "selected"), title="Select"),
        Screen("options", kind="menu", title="View options"),
        Screen("viewer", params=("id", "src", "data"), title="Picture", entry_point=True, on_open=open_viewer),
        Screen("viewer_menu", kind="menu", params=("id", "src"), title="More options"),
        Screen("details", kind="sheet", params=("id",), title="Details"),
        Screen("delete", kind="sheet", params=("ids", "src"), title="Delete"),
        Screen("rename", kind="dialog", params=("id",), title="Rename", on_open=open_rename),
        Screen("pick_album", kind="sheet", params=("ids", "mode", "src"), title="Choose album"),
        Screen("new_album", kind="dialog", params=("ids", "mode", "src"), title="New album", on_open=_focus_name),
        Screen("edit", params=("id", "rot", "crop"), title="Edit", on_open=open_edit),
        Screen("trash_item", kind="sheet", params=("id",), title="Deleted picture"),
        Screen("forever", kind="dialog", params=("id",), title="Delete permanently"),
        Screen("empty_trash", kind="dialog", title="Empty Recently deleted"),
    ],
    transitions=[
        reset("tab.photos", "albums", "photos", label="Photos"),
        reset("tab.albums", "photos", "albums", label="Albums"),
        push("gallery.options", ("photos", "albums", "album"), "options", label="View options"),
        pop("options.columns", "options", ANY, effect=set_columns, label="Grid size"),
        pop("options.sort", "options", ANY, effect=set_sort, label="Sort"),
        pop("options.dismiss", "options", ANY),
        # grids and albums
        push("grid.open", GRIDS, "viewer", guard=picture_exists, label="Open picture"),
        push("grid.select", GRIDS, "select", guard=picture_exists, effect=start_selection, label="Select"),
        push("albums.open", "albums", "album", guard=source_ok, label="Open album"),
        push("albums.trash", "albums", "trash", label="Recently deleted"),
        push("albums.new", ("albums", "album"), "new_album", label="New album"),
        # selection
        stay("select.toggle", "select", guard=picture_exists, effect=toggle_selected, label="Select"),
        stay("select.all", "select", effect=select_all, label="Select all"),
        stay("select.share", "select", guard=has_selection, effect=share_selection, label="Share"),
        push("select.delete", "select", "delete", guard=has_selection, effect=carry_selection, label="Delete"),
        push("select.add", "select", "pick_album", guard=has_selection, effect=carry_copy, label="Add to album"),
        push("select.move", "select", "pick_album", guard=has_selection, effect=carry_move, label="Move to album"),
        # the viewer
        stay("viewer.next", "viewer", guard=picture_exists, effect=viewer_next, label="Next picture"),
        stay("viewer.prev", "viewer", guard=picture_exists, effect=viewer_prev, label="Previous picture"),
        stay("viewer.share", "viewer", guard=picture_exists, effect=share_one, label="Share"),
        stay("viewer.favourite", "viewer", guard=picture_exists, effect=toggle_favourite, label="Favourite"),
        push("viewer.edit", "viewer", "edit", guard=picture_exists, label="Edit"),
        push("viewer.delete", "viewer", "delete", guard=picture_exists, effect=carry_one, label="Delete"),
        push("viewer.menu", "viewer", "viewer_menu", guard=picture_exists, label="More options"),
        replace("menu.details", "viewer_menu", "details", label="Details"),
        pop("menu.wallpaper", "viewer_menu", ANY, guard=picture_exists, effect=set_wallpaper,
            label="Set as wallpaper"),
        replace("menu.rename", "viewer_menu", "rename", guard=picture_exists, label="Rename"),
        replace("menu.add", "viewer_menu", "pick_album", guard=picture_exists, effect=carry_one_copy,
                label="Add to album"),
        replace("menu.move", "viewer_menu", "pick_album", guard=picture_exists, effect=carry_one_move,
                label="Move to album"),
        pop("menu.dismiss", "viewer_menu", ANY),
        pop("details.close", "details", ANY, label="Close"),
        # confirmations and dialogs
        pop("delete.confirm", "delete", ANY, effect=confirm_delete, label="Move to Recently deleted"),
        pop("delete.cancel", "delete", ANY, label="Cancel"),
        pop("rename.save", "rename", ANY, guard=can_rename, effect=rename_picture, label="Rename"),
        pop("rename.cancel", "rename", ANY, label="Cancel"),
        pop("pick.choose", "pick_album", ANY, effect=choose_album, label="Choose album"),
        replace("pick.new", "pick_album", "new_album", effect=carry_pick, label="New album"),
        pop("pick.dismiss", "pick_album", ANY),
        pop("newalbum.create", "new_album", ANY, guard=can_create, effect=create_album, label="Create"),
        pop("newalbum.cancel", "new_album", ANY, label="Cancel"),
        # the editor
        stay("edit.rotate", "edit", effect=rotate, label="Rotate"),
        stay("edit.crop", "edit", effect=set_crop, label="Crop"),
        pop("edit.save", "edit", "viewer", guard=picture_exists, effect=save_edit, label="Save"),
        pop("edit.cancel", "edit", "viewer", label="Cancel"),
        # Recently deleted
        push("trash.open", "trash", "trash_item", guard=trashed_exists, label="Deleted picture"),
        pop("trashitem.restore", "trash_item", ANY, guard=trashed_exists, effect=restore, label="Restore"),
        replace("trashitem.forever", "trash_item", "forever", guard=trashed_exists, label="Delete permanently"),
        pop("trashitem.dismiss", "trash_item", ANY),
        pop("forever.confirm", "forever", ANY, guard=trashed_exists, effect=delete_forever, label="Delete"),
        pop("forever.cancel", "forever", ANY, label="Cancel"),
        push("trash.empty", "trash", "empty_trash", guard=has_trash, label="Empty"),
        pop("empty.confirm", "empty_trash", ANY, effect=empty_trash, label="Empty"),
        pop("empty.cancel", "empty_trash", ANY, label="Cancel"),
    ],
)
