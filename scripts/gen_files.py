"""Generate the seeded ``/sdcard`` of a new phone, one per region.

    python scripts/gen_files.py      # rewrites mgym/os/data/files/{en,zh-CN}.json

Each file is a JSON list of :class:`mgym.os.fs_rows.FileRow` rows (validated, and checked with
``check_tree``), ids 1..N in path order. Every photo of the region in
``mgym/os/data/photos/index.json`` (the shared scenes and the region's own) is used exactly once:
scenes in ``DCIM/Camera`` (pets in the Pets album, some trips in Travel), receipts, tickets and
notes split between the camera, ``Download`` and the albums, some charts and signs as
``Pictures/Screenshots`` PNGs. Documents, music, videos and recordings come from
``files_world.py``. Every time is before the phone's boot (``mgym.clock.DEFAULT_EPOCH_MS``), over
the 12 months before it, photos densest in the last two. Deterministic: ``random.Random`` seeded
per region, no clock.

A photo's hour suits its picture: a scene the photo facts tag ``night`` (a city at night, a campfire
under the stars) is taken late in the evening, a ``daytime`` one in broad daylight (any month), breakfast
in the morning, pizza night at dinner time (``SCENE_HOURS``, by the tags of ``scripts/photo_topics.py``);
a video's hour suits its name (``files_world.MOVIE_HOURS``). The hour is the draw of waking hours moved
into that window, so the draws (and every other file) stay as they were.
"""

from __future__ import annotations

import json
import random
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import files_world as W  # noqa: E402
from photo_topics import tags  # noqa: E402

from mgym.clock import DEFAULT_EPOCH_MS  # noqa: E402
from mgym.os.fs_rows import ROOT as SDCARD  # noqa: E402
from mgym.os.fs_rows import STANDARD_DIRS, FileRow, check_tree  # noqa: E402

SEED = 20260314
OUT = ROOT / "mgym" / "os" / "data" / "files"
INDEX = ROOT / "mgym" / "os" / "data" / "photos" / "index.json"
REGIONS = ("en", "zh-CN")
DAY = 86_400_000
BOOT = DEFAULT_EPOCH_MS
SETUP = BOOT - 365 * DAY  # the phone's first day
MIME = {"txt": "text/plain", "md": "text/markdown", "pdf": "application/pdf", "jpg": "image/jpeg", "png": "image/png",
        "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "zip": "application/zip", "apk": "application/vnd.android.package-archive", "mp3": "audio/mpeg",
        "mp4": "video/mp4", "m4a": "audio/mp4"}

HOUR = 3600
#: the first scene tag (photo_topics.tags) of a photo that names a time of day -> the window its time of
#: day is in (seconds after midnight, wall time, both ends included); any other photo: waking hours
SCENE_HOURS: tuple[tuple[str, tuple[int, int]], ...] = (
    ("night", (21 * HOUR + 15 * 60, 23 * HOUR + 45 * 60)),  # dark in every month, in both home cities
    ("daytime", (9 * HOUR, 16 * HOUR + 30 * 60)),  # light in every month (December sunsets are near 16:50)
    ("morning", (7 * HOUR, 10 * HOUR + 30 * 60)),
    ("dinner", (18 * HOUR, 21 * HOUR + 30 * 60)),
)
WAKING = (8 * HOUR, 21 * HOUR)


def _stamp(ms: int, fmt: str) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).strftime(fmt)


def _ms(date: str, hm: str) -> int:
    return int(datetime.strptime(f"{date} {hm}", "%Y-%m-%d %H:%M").replace(tzinfo=UTC).timestamp() * 1000)


def _into(secs: int, drawn: tuple[int, int], window: tuple[int, int] | None) -> int:
    """``secs`` (drawn uniformly from ``drawn``) kept where it lies in ``window``, else moved linearly into it."""
    if window is None or window[0] <= secs <= window[1]:
        return secs
    return window[0] + (secs - drawn[0]) * (window[1] - window[0]) // (drawn[1] - drawn[0])


def scene_hours(entry: dict[str, Any]) -> tuple[int, int] | None:
    """The window of the time of day a photo of ``entry`` is taken in (None: any waking hour)."""
    t = tags(entry) if entry.get("kind") == "scene" else frozenset()
    return next((window for tag, window in SCENE_HOURS if tag in t), None)


def _photo_time(rng: random.Random, window: tuple[int, int] | None = None) -> int:
    """A moment in the last year, densest in the last two months, in waking hours (or ``window``), before boot."""
    days = rng.randint(1, 60) if rng.random() < 0.6 else rng.randint(61, 364)
    day0 = (BOOT - days * DAY) // DAY * DAY
    return day0 + _into(rng.randint(*WAKING), WAKING, window) * 1000 + rng.randint(0, 999)


def _doc_time(rng: random.Random, days: int, window: tuple[int, int] | None = None) -> int:
    day0 = (BOOT - days * DAY) // DAY * DAY
    drawn = (9 * HOUR, 22 * HOUR)
    return min(BOOT - 3600_000, day0 + _into(rng.randint(*drawn), drawn, window) * 1000)


class Tree:
    """The rows being built: paths are unique (a clash moves the time on a second)."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, Any]] = {}

    def add(self, path: str, **kw: Any) -> None:
        if path in self.rows:
            raise ValueError(f"two files at {path}")
        ext = path.rsplit(".", 1)[-1].lower()
        kw.setdefault("mime", MIME[ext])
        kw.setdefault("modified", kw.get("created", 0))
        self.rows[path] = {"path": f"{SDCARD}/{path}", **kw}

    def free(self, make: Any, t: int) -> tuple[str, int]:
        """The first free name ``make(t)`` for times t, t+1 s, ..."""
        while make(t) in self.rows:
            t += 1000
        return make(t), t


def _camera_name(t: int) -> str:
    return f"DCIM/Camera/IMG_{_stamp(t, '%Y%m%d_%H%M%S')}.jpg"


def _picture(tree: Tree, rng: random.Random, folder: str, asset: str, e: dict[str, Any], t: int, place: str,
             fav: bool) -> None:
    """A camera photo of ``asset`` taken at ``t`` (named IMG_..., 4000x3000 in the photo's orientation)."""
    path, t = tree.free(lambda s: _camera_name(s).replace("DCIM/Camera", folder), t)
    w, h = (4000, 3000) if e["w"] >= e["h"] else (3000, 4000)
    tree.add(path, size=rng.randint(1_500_000, 5_000_000), created=t, asset=asset, width=w, height=h, taken=t,
             place=place, favorite=fav)


def photos(tree: Tree, rng: random.Random, region: str, index: dict[str, Any]) -> None:
    zh = region == "zh-CN"
    travel, pets, receipts = (f"Pictures/{a}" for a in W.ALBUMS[region])
    places = W.PLACES[region]
    mine = sorted(a for a, e in index.items() if e["region"] in ("", region))
    by_kind: dict[str, list[str]] = {}
    for a in mine:
        by_kind.setdefault(index[a]["kind"], []).append(a)
    for i, a in enumerate(by_kind["scene"]):
        e = index[a]
        setting = e["facts"]["setting"]
        folder = "DCIM/Camera"
        if setting == "sofa" and i % 2 == 0:
            folder = pets
        elif setting in ("beach", "mountains", "harbour") and i % 3 == 0:
            folder = travel
        pool = places.get(setting, places[""])
        place = rng.choice(pool) if rng.random() < 0.85 else ""
        _picture(tree, rng, folder, a, e, _photo_time(rng, scene_hours(e)), place, rng.random() < 0.1)
    for i, a in enumerate(by_kind["receipt"]):
        f = index[a]["facts"]
        t = min(BOOT - 60_000, _ms(f["date"], f["time"]) + rng.randint(30, 600) * 1000)
        if i % 5 == 4:  # received in a chat: Download
            stem = f"Download/{'小票' if zh else 'receipt'}_{f['date']}"
            path = f"{stem}.jpg" if f"{stem}.jpg" not in tree.rows else f"{stem}_{i}.jpg"
            tree.add(path, size=rng.randint(90_000, 700_000), created=t, asset=a, width=index[a]["w"], height=index[a]["h"])
        else:
            _picture(tree, rng, receipts if i % 5 in (1, 3) else "DCIM/Camera", a, index[a], t,
                     places[""][0] if rng.random() < 0.7 else "", False)
    for i, a in enumerate(by_kind["ticket"]):
        f = index[a]["facts"]
        t = max(SETUP + DAY, _ms(f["date"], "08:00") - rng.randint(1, 9) * DAY + rng.randint(0, 12 * 3600) * 1000)
        if f["kind"] == "train":
            _picture(tree, rng, travel if i % 2 == 0 else "DCIM/Camera", a, index[a], t, "", i % 4 == 0)
        else:
            path, t = tree.free(lambda s: f"Download/IMG-{_stamp(s, '%Y%m%d')}-WA{s // 1000 % 10000:04d}.jpg", t)
            tree.add(path, size=rng.randint(80_000, 600_000), created=t, asset=a, width=index[a]["w"], height=index[a]["h"])
    for a in by_kind.get("note", []) + by_kind.get("whiteboard", []):
        _picture(tree, rng, "DCIM/Camera", a, index[a], _photo_time(rng), places[""][0] if rng.random() < 0.5 else "",
                 rng.random() < 0.15)
    shots = by_kind["chart"][:5] + by_kind["sign"][:3]
    for a in shots:
        t = _photo_time(rng)
        path, t = tree.free(lambda s: f"Pictures/Screenshots/Screenshot_{_stamp(s, '%Y%m%d-%H%M%S')}.png", t)
        tree.add(path, size=rng.randint(300_000, 1_600_000), created=t, asset=a, width=index[a]["w"] * 3 // 2,
                 height=index[a]["h"] * 3 // 2)
    for a in by_kind["chart"][5:]:
        t = _photo_time(rng)
        path, t = tree.free(lambda s: f"Download/{'图表' if zh else 'chart'}_{_stamp(s, '%Y%m%d_%H%M%S')}.jpg", t)
        tree.add(path, size=rng.randint(60_000, 400_000), created=t, asset=a, width=index[a]["w"], height=index[a]["h"])
    for a in by_kind["sign"][3:]:
        _picture(tree, rng, "DCIM/Camera", a, index[a], _photo_time(rng), rng.choice(places[""]), rng.random() < 0.1)


def documents(tree: Tree, rng: random.Random, region: str) -> None:
    for path, content, days in W.ZH_DOCS if region == "zh-CN" else W.EN_DOCS:
        t = _doc_time(rng, days)
        if isinstance(content, str):
            tree.add(path, text=content, size=len(content.encode()), created=t, modified=t + rng.randint(0, 3600) * 1000)
        elif isinstance(content, list):
            tree.add(path, pages=content, size=rng.randint(40_000, 900_000), created=t)
        else:
            tree.add(path, size=content * 1024 + rng.randint(0, 1023), created=t)
    for name, secs in W.ZH_MUSIC if region == "zh-CN" else W.EN_MUSIC:
        t = _doc_time(rng, rng.randint(100, 360))
        tree.add(f"Music/{name}.mp3", size=secs * 40_000 + rng.randint(0, 40_000), duration=secs, created=t)
    movies = W.ZH_MOVIES if region == "zh-CN" else W.EN_MOVIES
    for (path, w, h, secs, days), hours in zip(movies, W.MOVIE_HOURS, strict=True):
        tree.add(path, size=secs * 2_100_000 + rng.randint(0, 999_999), width=w, height=h, duration=secs,
                 created=_doc_time(rng, days, (hours[0] * 60, hours[1] * 60)))
    for path, secs in zip(W.REC[region], W.REC_SECONDS, strict=True):
        tree.add(path, size=secs * 16_000 + rng.randint(0, 9_999), duration=secs, created=_doc_time(rng, rng.randint(5, 40)))


def build(region: str, index: dict[str, Any]) -> list[FileRow]:
    """The region's rows, validated, ids in path order."""
    rng = random.Random(f"{SEED}:files:{region}")
    tree = Tree()
    photos(tree, rng, region, index)
    documents(tree, rng, region)
    dirs = set(STANDARD_DIRS) | {f"Pictures/{a}" for a in W.ALBUMS[region]} | set(W.DOC_DIRS[region])
    for p in list(tree.rows):
        parts = p.split("/")[:-1]
        dirs |= {"/".join(parts[: i + 1]) for i in range(len(parts))}
    for d in sorted(dirs):
        inside = [r["modified"] for p, r in tree.rows.items() if p.startswith(d + "/") and not r.get("dir")]
        tree.rows[d] = {"path": f"{SDCARD}/{d}", "dir": True, "created": SETUP, "modified": max(inside, default=SETUP)}
    rows = [FileRow(id=i, **tree.rows[p]) for i, p in enumerate(sorted(tree.rows), start=1)]
    check_tree(rows)
    assert all(r.created < BOOT and r.modified < BOOT and r.taken < BOOT for r in rows), "a time after boot"
    return rows


def dump(rows: list[FileRow]) -> bytes:
    return (json.dumps([r.model_dump() for r in rows], ensure_ascii=False, indent=1) + "\n").encode()


def main() -> None:
    index = json.loads(INDEX.read_text())
    OUT.mkdir(parents=True, exist_ok=True)
    for region in REGIONS:
        rows = build(region, index)
        (OUT / f"{region}.json").write_bytes(dump(rows))
        print(f"{region}: {len(rows)} rows ({sum(1 for r in rows if r.asset)} pictures)")


if __name__ == "__main__":
    main()
