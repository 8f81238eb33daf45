"""Gallery's model over the media provider: grid sources, albums, day groups, trash, details.

A grid's *source* is a string: ``all`` (the Photos tab), ``fav`` (Favourites) or an album's folder
path (``/sdcard/DCIM/Camera``). Pictures are rows of :class:`mgym.os.providers.media.MediaProvider`.
"""

from __future__ import annotations

from typing import Any

from mgym.i18n import N_, formats
from mgym.os.context import AppContext
from mgym.os.files import ALBUMS, ROOT
from mgym.os.providers.media import MediaProvider

Row = dict[str, Any]
DAY_MS = 86_400_000
#: days a picture stays in Recently deleted
TRASH_DAYS = 30
PICTURES = f"{ROOT}/Pictures"
CAMERA, SCREENSHOTS, DOWNLOADS = f"{ROOT}/DCIM/Camera", f"{ROOT}/Pictures/Screenshots", f"{ROOT}/Download"
#: the albums every phone shows first, in this order
STANDARD = (CAMERA, SCREENSHOTS, DOWNLOADS)
FAV = "fav"
ALL = "all"
TRASH = "trash"
#: album icons of the standard albums
#: the standard albums' names as Gallery shows them (msgids of this app; :data:`mgym.os.files.ALBUMS`)
NAMES = (N_("Camera"), N_("Screenshots"), N_("Downloads"))
ICONS = {CAMERA: "photo_camera", SCREENSHOTS: "screenshot", DOWNLOADS: "download", FAV: "favorite"}


def pictures(ctx: AppContext) -> list[Row]:
    """Every picture (images only, not in the trash), in the user's sort order."""
    rows = [r for r in ctx.media.rows if r["mime"].startswith("image/")]
    return list(reversed(rows)) if ctx.state["sort"] == "oldest" else rows


def folder_of(row: Row) -> str:
    return str(row["path"].rsplit("/", 1)[0])


def source_items(ctx: AppContext, src: str) -> list[Row]:
    """The pictures of a grid source, in the grid's order."""
    rows = pictures(ctx)
    if src == ALL:
        return rows
    if src == FAV:
        return [r for r in rows if r["favorite"]]
    return [r for r in rows if folder_of(r) == src]


def user_albums(ctx: AppContext) -> list[str]:
    """Folders under Pictures (even empty) and every other folder holding pictures, by name."""
    folders = {r["path"] for r in ctx.files.ls(PICTURES) if r["dir"]}
    folders |= {folder_of(r) for r in pictures(ctx)}
    return sorted((f for f in folders if f not in STANDARD), key=lambda f: f.rsplit("/", 1)[1].lower())


def album_name(src: str) -> str:
    """An album's name: a msgid for the standard ones (translate it), else the folder's name."""
    if src == FAV:
        return N_("Favourites")
    if src == TRASH:
        return N_("Recently deleted")
    if src == ALL:
        return N_("Photos")
    return ALBUMS.get(src, src.rsplit("/", 1)[1])


def is_standard(src: str) -> bool:
    return src in (FAV, TRASH, ALL, *STANDARD)


def valid_source(ctx: AppContext, src: Any) -> bool:
    return isinstance(src, str) and (src in (ALL, FAV, *STANDARD) or src in user_albums(ctx))


def albums(ctx: AppContext) -> list[Row]:
    """The Albums tab: standard albums, Favourites, user albums (cover = newest picture, count)."""
    out = []
    for src in (*STANDARD, FAV, *user_albums(ctx)):
        items = source_items(ctx, src)
        newest = max(items, key=lambda r: (r["time"], r["id"])) if items else None
        out.append({"src": src, "name": album_name(src), "std": is_standard(src), "count": len(items),
                    "icon": ICONS.get(src, "photo_album"), "cover": newest})
    return out


def target_albums(ctx: AppContext, exclude: str = "") -> list[Row]:
    """Albums a picture can be added or moved to (folders: not Favourites), but ``exclude``."""
    return [a for a in albums(ctx) if a["src"] != FAV and a["src"] != exclude]


def day_groups(ctx: AppContext, rows: list[Row]) -> list[Row]:
    """Pictures under day headers: ``kind`` today / yesterday / date, with the day's ms."""
    today = formats.to_datetime(ctx.now).date()
    groups: list[Row] = []
    for r in rows:
        day = formats.to_datetime(r["time"]).date()
        if not groups or groups[-1]["day"] != day:
            kind = "today" if day == today else "yesterday" if (today - day).days == 1 else \
                "year" if day.year == today.year else "date"
            groups.append({"day": day, "kind": kind, "ms": r["time"], "items": []})
        groups[-1]["items"].append(r)
    return groups


def trash(ctx: AppContext) -> list[Row]:
    """Recently deleted pictures, last deleted first, with the days left before they go for good."""
    rows = [r for r in MediaProvider(ctx.os, trashed=True).rows if r["mime"].startswith("image/")]
    out = []
    for r in sorted(rows, key=lambda r: (-r["trashed"], r["id"])):
        left = max(0, TRASH_DAYS - (ctx.now - r["trashed"]) // DAY_MS)
        out.append({**r, "days_left": int(left)})
    return out


def neighbour(ctx: AppContext, src: str, file_id: int, step: int) -> int | None:
    """The picture ``step`` places after ``file_id`` in ``src``'s grid (None at either end)."""
    ids = [r["id"] for r in source_items(ctx, src)]
    if file_id not in ids:
        return None
    j = ids.index(file_id) + step
    return ids[j] if 0 <= j < len(ids) else None


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def megapixels(w: int, h: int) -> str:
    return f"{w * h / 1_000_000:.1f}MP"


#: the area the viewer and the editor draw a picture in (CSS px)
STAGE_W, STAGE_H = 360, 540


def frame(row: Row, rotation: int, crop: str, area: tuple[int, int] = (STAGE_W, STAGE_H)) -> dict[str, Any]:
    """The box a picture is drawn in: its size before rotation (``w`` x ``h``, CSS px) so that,
    cropped to ``crop`` and turned by ``rotation``, it fits ``area``."""
    from mgym.render.photos import index

    facts = index().get(row["asset"]) if row["asset"] else None
    w, h = (facts["w"], facts["h"]) if facts else (row["width"] or 1080, row["height"] or 2400)
    ratio = w / h
    wide = ratio >= 1
    cropped = {"square": 1.0, "4:3": 4 / 3 if wide else 3 / 4, "16:9": 16 / 9 if wide else 9 / 16}.get(crop, ratio)
    turned = rotation in (90, 270)
    shown = 1 / cropped if turned else cropped
    sw = min(area[0], area[1] * shown)
    sh = sw / shown
    bw, bh = (sh, sw) if turned else (sw, sh)
    return {"w": round(bw, 1), "h": round(bh, 1), "rot": rotation}
