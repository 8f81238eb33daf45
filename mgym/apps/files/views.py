"""Files views: each screen's context from ``os.files`` and Files' choices. No HTML here."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.files import model, ops
from mgym.os.context import AppContext
from mgym.os.files import ROOT

Row = dict[str, Any]
#: recent files on home
RECENT = 8
#: search results shown at most
MAX_RESULTS = 60


def item(ctx: AppContext, r: Row, sel: list[int] | None = None) -> dict[str, Any]:
    """One row or tile: name, kind, icon, what its second line says, a picture's thumbnail."""
    kind = model.kind_of(r)
    icon_name, color = model.KIND_ICONS[kind]
    d: dict[str, Any] = {"id": r["id"], "name": model.name_of(r), "path": r["path"], "dir": bool(r["dir"]),
                         "kind": kind, "icon": icon_name, "color": color, "size": model.size_text(r["size"]),
                         "modified": r["modified"], "asset": r["asset"] if kind in ("image", "video") else "",
                         "selected": sel is not None and int(r["id"]) in sel, "hidden": model.hidden(r)}
    if r["dir"]:
        d["count"] = len(model.visible(ctx.files.ls(r["path"]), bool(ctx.state["show_hidden"])))
    return d


def _options(ctx: AppContext, view: str) -> dict[str, Any]:
    """The view options of the folder or category view ``view`` (:func:`ops.sort_of`)."""
    st = ctx.state
    key, desc = ops.sort_of(ctx, view)
    return {"layout": st["layout"], "sort": key, "sort_desc": desc, "show_hidden": st["show_hidden"]}


def home(ctx: AppContext) -> View:
    fs = ctx.files
    files = fs.files()
    recent = [item(ctx, r) for r in files if not model.hidden(r)][:RECENT]
    cats = []
    for cid, (label, icon_name, color) in model.HOME_CATEGORIES.items():
        rows = [r for r in files if model.in_category(r, cid)]
        cats.append({"id": cid, "label": label, "icon": icon_name, "color": color, "count": len(rows),
                     "size": model.size_text(sum(r["size"] for r in rows)), "bytes": sum(r["size"] for r in rows)})
    dev = ctx.os["device"]
    total = float(dev["storage_total_gb"]) * 1e9
    used = float(dev["storage_used_gb"]) * 1e9
    bar = [{"color": c["color"], "pct": round(min(100.0, c["bytes"] / total * 100) + 0.4, 2)}
           for c in cats if c["id"] != "downloads" and c["bytes"]]
    return View("apps/files/home.html", {
        "recent": recent, "categories": cats, "bar": bar,
        "used": model.size_text(int(used)), "total": model.size_text(int(total)),
        "free": model.size_text(int(total - used)), "used_pct": round(used / total * 100), "root": ROOT})


def browse(ctx: AppContext) -> View:
    p = ctx.screen_params
    path = str(p.get("path") or ROOT)
    folder = ctx.files.get(path)
    missing = path != ROOT and (folder is None or not folder["dir"] or folder["trashed"])
    sel = [int(i) for i in (p.get("sel") or [])]
    options = _options(ctx, path)
    rows = [] if missing else model.sort_rows(model.visible(ctx.files.ls(path), bool(ctx.state["show_hidden"])),
                                              options["sort"], options["sort_desc"])
    items = [item(ctx, r, sel) for r in rows]
    chosen = [i for i in items if i["selected"]]
    return View("apps/files/browse.html", {
        **options, "path": path, "name": model.folder_name(path), "crumbs": model.crumbs(path),
        "items": items, "missing": missing, "selecting": bool(sel), "sel": [i["id"] for i in chosen],
        "one": chosen[0] if len(chosen) == 1 else None,
        "can_share": bool(chosen) and not any(i["dir"] for i in chosen)})


def browse_menu(ctx: AppContext) -> View:
    below = ctx.entry_below("browse")
    path = str((below or {}).get("params", {}).get("path") or ROOT)
    return View("apps/files/browse_menu.html", {"path": path, "show_hidden": ctx.state["show_hidden"]})


SORT_KEYS = (("name", "Name"), ("date", "Date modified"), ("size", "Size"), ("type", "Type"))


def sort(ctx: AppContext) -> View:
    return View("apps/files/sort.html", {**_options(ctx, ops.sort_view(ctx)), "keys": SORT_KEYS})


def category(ctx: AppContext) -> View:
    cat = str(ctx.screen_params.get("cat") or "documents")
    cat = cat if cat in model.HOME_CATEGORIES else "documents"
    rows = [r for r in ctx.files.files() if model.in_category(r, cat)
            and (ctx.state["show_hidden"] or not model.hidden(r))]
    options = _options(ctx, ops.category_view(cat))
    rows = model.sort_rows(rows, options["sort"], options["sort_desc"])
    label = model.HOME_CATEGORIES[cat][0]
    return View("apps/files/category.html", {**options, "cat": cat, "label": label,
                                             "items": [item(ctx, r) for r in rows]})


def mkdir(ctx: AppContext) -> View:
    return View("apps/files/mkdir.html", {})


def rename(ctx: AppContext) -> View:
    rows = ops.rows_of(ctx, ctx.screen_params.get("id"))
    return View("apps/files/rename.html", {"dir": bool(rows and rows[0]["dir"])})


def delete(ctx: AppContext) -> View:
    rows = ops.rows_of(ctx, ctx.screen_params.get("ids"))
    return View("apps/files/delete.html", {"n": len(rows), "name": model.name_of(rows[0]) if len(rows) == 1 else ""})


def details(ctx: AppContext) -> View:
    rows = ops.rows_of(ctx, ctx.screen_params.get("id"))
    if not rows:
        return View("apps/files/details.html", {"missing": True})
    r = rows[0]
    kind = model.kind_of(r)
    size = ctx.files.folder_size(r["path"]) if r["dir"] else r["size"]
    d = {"missing": False, "name": model.name_of(r), "path": r["path"], "size": model.size_text(size),
         "bytes": size, "kind": model.KIND_LABELS[kind], "mime": r["mime"], "modified": r["modified"],
         "dir": bool(r["dir"]), "count": len(ctx.files.ls(r["path"])) if r["dir"] else 0,
         "resolution": f"{r['width']} × {r['height']}" if r["width"] else "", "pages": len(r["pages"]),
         "duration": r["duration"]}
    return View("apps/files/details.html", d)


def _tree_view(ctx: AppContext, path: str) -> dict[str, Any]:
    folder = ctx.files.get(path)
    if path != ROOT and (folder is None or not folder["dir"]):
        path = ROOT
    rows = model.sort_rows(model.visible(ctx.files.ls(path), bool(ctx.state["show_hidden"])), "name", False)
    return {"path": path, "name": model.folder_name(path), "crumbs": model.crumbs(path),
            "folders": [item(ctx, r) for r in rows if r["dir"]],
            "files": [item(ctx, r) for r in rows if not r["dir"]]}


def chooser(ctx: AppContext) -> View:
    p = ctx.screen_params
    n = len(ops.rows_of(ctx, p.get("ids")))
    return View("apps/files/chooser.html", {**_tree_view(ctx, str(p.get("path") or ROOT)),
                                            "mode": "copy" if p.get("mode") == "copy" else "move", "n": n})


def search(ctx: AppContext) -> View:
    q = ctx.field("q").strip()
    cat = ctx.screen_params.get("cat")
    results: list[dict[str, Any]] = []
    if q or cat:
        rows = [r for r in ctx.files.walk(ROOT) if (ctx.state["show_hidden"] or not model.hidden(r))
                and (not q or model.name_matches(model.name_of(r), q))
                and (not cat or model.in_category(r, str(cat)))]
        rows.sort(key=lambda r: (not r["dir"], -r["modified"], r["path"]))
        results = [{**item(ctx, r), "where": model.parent_of(r["path"])[len(ROOT):] or "/"}
                   for r in rows[:MAX_RESULTS]]
    chips = [{"id": c, "label": v[0], "on": c == cat} for c, v in model.HOME_CATEGORIES.items()]
    return View("apps/files/search.html", {"q": q, "cat": cat, "chips": chips, "results": results,
                                           "recent": ctx.state["recent_searches"], "searched": bool(q or cat)})


def viewer(ctx: AppContext) -> View:
    rows = ops.rows_of(ctx, ctx.screen_params.get("id"))
    if not rows or rows[0]["dir"]:
        return View("apps/files/viewer.html", {"missing": True})
    r = rows[0]
    d = item(ctx, r)
    n = len(r["pages"])
    pages = [{"text": t, "i": i + 1, "n": n} for i, t in enumerate(r["pages"])]
    return View("apps/files/viewer.html", {
        "missing": False, "f": d, "text": r["text"], "pages": pages, "asset": r["asset"],
        "duration": r["duration"], "mins": r["duration"] // 60, "secs": f"{r['duration'] % 60:02d}",
        "width": r["width"], "height": r["height"], "rotation": r["rotation"]})


def save(ctx: AppContext) -> View:
    p = ctx.screen_params
    files = [item(ctx, r) for r in ops.rows_of(ctx, p.get("files"))]
    text = str(p.get("text") or "")
    return View("apps/files/save.html", {**_tree_view(ctx, str(p.get("path") or ROOT)), "shared": files,
                                         "text": text if not files else "", "is_text": bool(text) and not files})


VIEWS = {"home": home, "browse": browse, "browse_menu": browse_menu, "sort": sort, "category": category,
         "mkdir": mkdir, "rename": rename, "delete": delete, "details": details, "chooser": chooser,
         "search": search, "viewer": viewer, "save": save}
