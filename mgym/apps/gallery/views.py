"""Gallery views: each screen's template and context (no HTML here)."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.gallery import model
from mgym.apps.gallery.navigation import CROPS
from mgym.i18n import N_
from mgym.os.context import AppContext

#: the editor's crop presets: value -> label (msgid)
CROP_LABELS = {"": N_("Original"), "square": N_("Square"), "4:3": "4:3", "16:9": "16:9"}
TABS = ({"id": "photos", "label": N_("Photos"), "icon": "photo"},
        {"id": "albums", "label": N_("Albums"), "icon": "photo_library"})


def _tabs(current: str) -> list[dict[str, Any]]:
    return [{**t, "on": t["id"] == current} for t in TABS]


def _grid(ctx: AppContext, src: str, selected: list[int] | None = None) -> dict[str, Any]:
    """A grid: the Photos tab by day, an album as one flat grid (as phone galleries show albums)."""
    items = model.source_items(ctx, src)
    groups = model.day_groups(ctx, items) if src == model.ALL else [{"kind": "none", "ms": 0, "items": items}]
    return {"groups": groups, "count": len(items), "src": src,
            "columns": ctx.state["columns"], "selecting": selected is not None, "selected": selected or []}


def photos(ctx: AppContext) -> View:
    return View("apps/gallery/photos.html", {**_grid(ctx, model.ALL), "tabs": _tabs("photos")})


def albums(ctx: AppContext) -> View:
    return View("apps/gallery/albums.html", {"albums": model.albums(ctx), "trash": len(model.trash(ctx)),
                                             "tabs": _tabs("albums")})


def album(ctx: AppContext) -> View:
    src = str(ctx.screen_params.get("src", model.ALL))
    return View("apps/gallery/album.html", {**_grid(ctx, src), "name": model.album_name(src),
                                            "std": model.is_standard(src)})


def select(ctx: AppContext) -> View:
    src = str(ctx.screen_params.get("src", model.ALL))
    sel = [i for i in ctx.screen_params.get("selected", []) if isinstance(i, int)]
    return View("apps/gallery/select.html", _grid(ctx, src, sel))


def options(ctx: AppContext) -> View:
    return View("apps/gallery/options.html", {"columns": ctx.state["columns"], "sort": ctx.state["sort"]})


def trash(ctx: AppContext) -> View:
    return View("apps/gallery/trash.html", {"items": model.trash(ctx), "columns": ctx.state["columns"],
                                            "days": model.TRASH_DAYS})


def _current(ctx: AppContext) -> dict[str, Any] | None:
    fid = ctx.screen_params.get("id")
    row = ctx.media.get(fid) if isinstance(fid, int) else None
    return row if row is not None and not row["trashed"] else None


def viewer(ctx: AppContext) -> View:
    row = _current(ctx)
    src = str(ctx.screen_params.get("src", model.ALL))
    pos = total = 0
    if row is not None:
        ids = [r["id"] for r in model.source_items(ctx, src)]
        total = len(ids)
        pos = ids.index(row["id"]) + 1 if row["id"] in ids else 0
    fr = model.frame(row, row["rotation"], row["crop"]) if row is not None else {}
    return View("apps/gallery/viewer.html", {"p": row, "src": src, "pos": pos, "total": total, "frame": fr})


def viewer_menu(ctx: AppContext) -> View:
    return View("apps/gallery/viewer_menu.html", {"id": ctx.screen_params.get("id"),
                                                  "src": ctx.screen_params.get("src", model.ALL)})


def details(ctx: AppContext) -> View:
    row = _current(ctx)
    facts: dict[str, Any] = {}
    if row is not None:
        f = ctx.files.require(row["id"])
        facts = {"name": row["name"], "ms": row["time"], "size": model.megabytes(row["size"]),
                 "res": f"{row['width']} × {row['height']}" if row["width"] else "",
                 "mp": model.megapixels(row["width"], row["height"]) if row["width"] else "",
                 "path": f["path"].rsplit("/", 1)[0], "place": row["place"], "album": model.album_name(
                     model.folder_of(row))}
    return View("apps/gallery/details.html", {"d": facts})


def delete(ctx: AppContext) -> View:
    ids = ctx.screen_params.get("ids") or []
    return View("apps/gallery/delete.html", {"n": len(ids), "days": model.TRASH_DAYS})


def rename(ctx: AppContext) -> View:
    row = _current(ctx)
    ext = "." + row["name"].rsplit(".", 1)[1] if row is not None and "." in row["name"] else ""
    return View("apps/gallery/rename.html", {"ext": ext})


def pick_album(ctx: AppContext) -> View:
    mode = str(ctx.screen_params.get("mode", "copy"))
    ids = ctx.screen_params.get("ids") or []
    here = ""
    if mode == "move" and len(ids) == 1 and isinstance(ids[0], int) and ctx.media.get(ids[0]) is not None:
        here = model.folder_of(ctx.media.require(ids[0]))
    return View("apps/gallery/pick_album.html", {"mode": mode, "albums": model.target_albums(ctx, exclude=here)})


def new_album(ctx: AppContext) -> View:
    return View("apps/gallery/new_album.html", {"with_items": bool(ctx.screen_params.get("ids"))})


def edit(ctx: AppContext) -> View:
    row = _current(ctx)
    crop = str(ctx.screen_params.get("crop", ""))
    rot = int(ctx.screen_params.get("rot", 0))
    return View("apps/gallery/edit.html", {
        "p": row, "rot": rot, "crop": crop, "frame": model.frame(row, rot, crop, (328, 470)) if row else {},
        "crops": [{"value": c, "label": CROP_LABELS[c], "msg": c in ("", "square"), "on": c == crop} for c in CROPS],
        "changed": row is not None and (ctx.screen_params.get("rot", 0) != row["rotation"] or crop != row["crop"])})


def _trashed(ctx: AppContext) -> dict[str, Any] | None:
    fid = ctx.screen_params.get("id")
    return next((r for r in model.trash(ctx) if r["id"] == fid), None)


def trash_item(ctx: AppContext) -> View:
    return View("apps/gallery/trash_item.html", {"p": _trashed(ctx)})


def forever(ctx: AppContext) -> View:
    return View("apps/gallery/forever.html", {"p": _trashed(ctx)})


def empty_trash(ctx: AppContext) -> View:
    return View("apps/gallery/empty_trash.html", {"n": len(model.trash(ctx))})


VIEWS = {"photos": photos, "albums": albums, "album": album, "trash": trash, "select": select, "options": options,
         "viewer": viewer, "viewer_menu": viewer_menu, "details": details, "delete": delete, "rename": rename,
         "pick_album": pick_album, "new_album": new_album, "edit": edit, "trash_item": trash_item,
         "forever": forever, "empty_trash": empty_trash}
