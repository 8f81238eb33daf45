"""Files' effects and guards: selection, folders, rename, move / copy, delete, share, open with,
search and saving what another app shared. Writes go through ``ctx.files``; a refused write (a name
clash, a bad name) becomes a toast, never a crash."""

from __future__ import annotations

from typing import Any

from mgym.apps.files import model
from mgym.apps.files.state import MAX_RECENT
from mgym.errors import StateError
from mgym.os.context import AppContext
from mgym.os.files import ROOT, valid_name
from mgym.os.intents import VIEW, Intent

Row = dict[str, Any]


def _ids(value: Any) -> list[int]:
    if isinstance(value, (list, tuple)):
        return [int(v) for v in value if isinstance(v, (int, str)) and str(v).isdigit()]
    return [int(value)] if isinstance(value, (int, str)) and str(value).isdigit() else []


def rows_of(ctx: AppContext, ids: Any) -> list[Row]:
    fs = ctx.files
    return [r for r in (fs.by_id(i) for i in _ids(ids)) if r is not None and not r["trashed"]]


def _folder_ok(ctx: AppContext, path: Any) -> bool:
    if path == ROOT:
        return True
    row = ctx.files.get(str(path)) if isinstance(path, str) else None
    return row is not None and bool(row["dir"]) and not row["trashed"]


# ---- guards ------------------------------------------------------------------------------------
def folder_exists(ctx: AppContext) -> bool:
    return _folder_ok(ctx, ctx.params.get("path"))


def file_exists(ctx: AppContext) -> bool:
    rows = rows_of(ctx, ctx.params.get("id"))
    return bool(rows) and not rows[0]["dir"]


def items_exist(ctx: AppContext) -> bool:
    return bool(rows_of(ctx, ctx.params.get("ids")))


def one_item(ctx: AppContext) -> bool:
    return len(rows_of(ctx, ctx.params.get("id"))) == 1


def category_known(ctx: AppContext) -> bool:
    return ctx.params.get("cat") in model.HOME_CATEGORIES


# ---- browsing and selection ----------------------------------------------------------------------
def crumb(ctx: AppContext) -> None:
    """A breadcrumb: back to that folder. If it is open below in this task, the folders above it
    close (so Back keeps going up); otherwise this screen shows it."""
    path = ctx.params.get("path")
    if not _folder_ok(ctx, path):
        return
    entries, idx = ctx.stack_position()
    if idx is not None:
        for j in range(idx - 1, -1, -1):
            e = entries[j]
            if e["app"] != ctx.app.id or e["screen"] != "browse":
                break
            if e["params"].get("path") == path:
                e["params"]["sel"] = []
                del entries[j + 1:]
                return
    ctx.set_param("path", path)
    ctx.set_param("sel", [])


def _sel(ctx: AppContext) -> list[int]:
    return _ids(ctx.screen_params.get("sel") or [])


def sel_toggle(ctx: AppContext) -> None:
    rows = rows_of(ctx, ctx.params.get("id"))
    if not rows:
        return
    sel = _sel(ctx)
    fid = int(rows[0]["id"])
    ctx.set_param("sel", [i for i in sel if i != fid] if fid in sel else [*sel, fid])


def sel_clear(ctx: AppContext) -> None:
    ctx.set_param("sel", [])


def sel_all(ctx: AppContext) -> None:
    entry = ctx.entry if ctx.entry and ctx.entry["screen"] == "browse" else ctx.entry_below("browse")
    if entry is None:
        return
    path = entry["params"].get("path", ROOT)
    rows = model.visible(ctx.files.ls(path), bool(ctx.state["show_hidden"]))
    entry["params"]["sel"] = [int(r["id"]) for r in rows]


def _clear_below(ctx: AppContext) -> None:
    entry = ctx.entry_below("browse")
    if entry is not None:
        entry["params"]["sel"] = []


def toggle_layout(ctx: AppContext) -> None:
    ctx.state["layout"] = "grid" if ctx.state["layout"] == "list" else "list"


def toggle_hidden(ctx: AppContext) -> None:
    ctx.state["show_hidden"] = not ctx.state["show_hidden"]


def category_view(cat: str) -> str:
    """The key of a category view in ``sorts`` (a folder view's key is its path)."""
    return f"category:{cat}"


def sort_view(ctx: AppContext) -> str:
    """The view the Sort by sheet sorts: the folder or category page under it (or under its menu)."""
    entries, idx = ctx.stack_position()
    for e in reversed(entries[:idx] if idx is not None else []):
        if e["app"] != ctx.app.id:
            break
        if e["screen"] == "browse":
            return str(e["params"].get("path") or ROOT)
        if e["screen"] == "category":
            return category_view(str(e["params"].get("cat") or "documents"))
    return ROOT


def sort_of(ctx: AppContext, view: str) -> tuple[str, bool]:
    """(key, descending) of a view: its own choice, else the default, name A-Z."""
    got = ctx.state["sorts"].get(view) or {}
    return str(got.get("key", "name")), bool(got.get("desc", False))


def _set_sort(ctx: AppContext, key: str, desc: bool) -> None:
    ctx.state["sorts"][sort_view(ctx)] = {"key": key, "desc": desc}
    ctx.state["sort"], ctx.state["sort_desc"] = key, desc  # the last choice


def sort_key(ctx: AppContext) -> None:
    key = ctx.params.get("key")
    if key in ("name", "date", "size", "type"):
        _set_sort(ctx, str(key), sort_of(ctx, sort_view(ctx))[1])


def sort_dir(ctx: AppContext) -> None:
    _set_sort(ctx, sort_of(ctx, sort_view(ctx))[0], bool(ctx.params.get("desc")))


# ---- folders and rename ---------------------------------------------------------------------------
def _name_ok(ctx: AppContext, folder: str, name: str, same: str = "") -> bool:
    if not valid_name(name):
        ctx.toast("Enter a valid name")
        return False
    if name != same and ctx.files.exists(f"{folder}/{name}"):
        ctx.toast("{name} already exists here", name=name)
        return False
    return True


def _mkdir_folder(ctx: AppContext) -> str:
    path = ctx.screen_params.get("path")
    return str(path) if _folder_ok(ctx, path) else ROOT


def mkdir_ok(ctx: AppContext) -> bool:
    return _name_ok(ctx, _mkdir_folder(ctx), ctx.field("name").strip())


def mkdir(ctx: AppContext) -> None:
    name = ctx.field("name").strip()
    try:
        ctx.files.mkdir(_mkdir_folder(ctx), name, owner=ctx.app.id)
    except StateError:
        ctx.toast("Couldn't create the folder")
        return
    ctx.toast("Folder created")


def rename_seed(ctx: AppContext) -> None:
    rows = rows_of(ctx, ctx.screen_params.get("id"))
    ctx.set_field("name", model.name_of(rows[0]) if rows else "")


def rename_ok(ctx: AppContext) -> bool:
    rows = rows_of(ctx, ctx.screen_params.get("id"))
    if not rows:
        return False
    return _name_ok(ctx, model.parent_of(rows[0]["path"]), ctx.field("name").strip(), model.name_of(rows[0]))


def rename(ctx: AppContext) -> None:
    rows = rows_of(ctx, ctx.screen_params.get("id"))
    try:
        ctx.files.rename(int(rows[0]["id"]), ctx.field("name").strip())
    except StateError:
        ctx.toast("Couldn't rename")
        return
    _clear_below(ctx)
    ctx.toast("Renamed")


# ---- move, copy, delete ------------------------------------------------------------------------
def chooser_open(ctx: AppContext) -> None:
    if _folder_ok(ctx, ctx.params.get("path")):
        ctx.set_param("path", ctx.params["path"])


def chooser_done(ctx: AppContext) -> None:
    """Move or copy the chosen items into the chooser's folder; clashes are skipped with a toast."""
    p = ctx.screen_params
    folder = str(p.get("path") or ROOT)
    moved, clash = 0, ""
    for row in rows_of(ctx, p.get("ids")):
        try:
            if p.get("mode") == "copy":
                ctx.files.copy(int(row["id"]), folder)
            else:
                ctx.files.move(int(row["id"]), folder)
            moved += 1
        except StateError:
            clash = clash or model.name_of(row)
    _clear_below(ctx)
    if clash:
        ctx.toast("Couldn't move {name}: the name is taken there or the folder is inside it", name=clash)
    elif p.get("mode") == "copy":
        ctx.ntoast("Copied {n} item", "Copied {n} items", moved)
    else:
        ctx.ntoast("Moved {n} item", "Moved {n} items", moved)


def delete(ctx: AppContext) -> None:
    """Delete for good (Files has no trash; Gallery's trash is for pictures deleted in Gallery)."""
    rows = rows_of(ctx, ctx.screen_params.get("ids"))
    for row in rows:
        if ctx.files.by_id(int(row["id"])) is not None:
            ctx.files.delete(int(row["id"]))
    _clear_below(ctx)
    ctx.close_screen(also_below="viewer")
    ctx.ntoast("Deleted {n} item", "Deleted {n} items", len(rows))


# ---- share and open with ---------------------------------------------------------------------------
def _share_type(rows: list[Row]) -> str:
    mimes = {str(r["mime"]) for r in rows}
    if len(mimes) == 1:
        return mimes.pop()
    tops = {m.split("/", 1)[0] for m in mimes}
    return f"{tops.pop()}/*" if len(tops) == 1 else "*/*"


def share(ctx: AppContext) -> None:
    rows = [r for r in rows_of(ctx, ctx.params.get("ids")) if not r["dir"]]
    if not rows:
        ctx.toast("Folders can't be shared")
        return
    text = str(rows[0]["text"]) if len(rows) == 1 and rows[0]["text"] is not None else ""
    subject = model.name_of(rows[0]) if len(rows) == 1 else ""
    ctx.share(type=_share_type(rows), text=text, subject=subject, files=[int(r["id"]) for r in rows])


def open_with(ctx: AppContext) -> None:
    rows = rows_of(ctx, ctx.params.get("id"))
    if rows:
        ctx.start(Intent(action=VIEW, data=f"file:{rows[0]['id']}", type=str(rows[0]["mime"])))


# ---- search ------------------------------------------------------------------------------------
def search_seed(ctx: AppContext) -> None:
    ctx.set_field("q", "")


def remember(ctx: AppContext) -> None:
    q = ctx.field("q").strip()
    if not q:
        return
    recent = [s for s in ctx.state["recent_searches"] if s.lower() != q.lower()]
    ctx.state["recent_searches"] = [q, *recent][:MAX_RECENT]


def search_recent(ctx: AppContext) -> None:
    q = ctx.params.get("q")
    if isinstance(q, str):
        ctx.set_field("q", q)


def search_chip(ctx: AppContext) -> None:
    cat = ctx.params.get("cat")
    ctx.set_param("cat", None if cat == ctx.screen_params.get("cat") or cat not in model.HOME_CATEGORIES else cat)


def search_clear(ctx: AppContext) -> None:
    ctx.set_field("q", "")


def clear_recent(ctx: AppContext) -> None:
    ctx.state["recent_searches"] = []


# ---- receiving shares ----------------------------------------------------------------------------
def save_seed(ctx: AppContext) -> None:
    p = ctx.screen_params
    if not _folder_ok(ctx, p.get("path")):
        p["path"] = f"{ROOT}/Download"
    text = str(p.get("text") or "")
    files = rows_of(ctx, p.get("files"))
    ctx.set_field("name", model.share_name(str(p.get("subject") or ""), text) if text and not files else "")


def save_ok(ctx: AppContext) -> bool:
    p = ctx.screen_params
    if rows_of(ctx, p.get("files")):
        return True
    if not str(p.get("text") or "").strip():
        ctx.toast("Nothing to save")
        return False
    name = ctx.field("name").strip()
    return _name_ok(ctx, str(p.get("path") or ROOT), name)


def save(ctx: AppContext) -> None:
    """Text becomes a new .txt file; shared files are copied into the chosen folder."""
    p = ctx.screen_params
    folder = str(p.get("path") or ROOT)
    files = rows_of(ctx, p.get("files"))
    try:
        if files:
            for row in files:
                ctx.files.copy(int(row["id"]), folder)
        else:
            ctx.files.create(folder, ctx.field("name").strip(), text=str(p.get("text") or ""), owner=ctx.app.id)
    except StateError:
        ctx.toast("Couldn't save")
        return
    ctx.toast("Saved to {folder}", folder=model.folder_name(folder) or ctx.gettext(model.ROOT_LABEL))


def viewer_from_uri(ctx: AppContext) -> None:
    """A viewer opened by ``VIEW file:<id>`` (a download notification, another app) previews that file."""
    data = str(ctx.screen_params.get("data", ""))
    if data.startswith("file:") and data[5:].isdigit() and "id" not in ctx.screen_params:
        ctx.set_param("id", int(data[5:]))
