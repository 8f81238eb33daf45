"""The committed photos (``mgym/os/data/photos``) as image URIs for templates.

``photo_src(asset)`` is a Jinja global: ``<img src="{{ photo_src(f.asset) }}">`` shows a 240 px
centre-square thumbnail, ``photo_src(f.asset, "full")`` the committed JPEG. An unknown asset gives a
grey placeholder, never an error (a bad state patch must not crash rendering). ``index()`` is
the photos' index: kind, region, size, captions and the judge's ``facts`` (never shown on screen).
"""

from __future__ import annotations

import base64
import io
import json
import re
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Literal

from PIL import Image

PHOTOS = Path(__file__).resolve().parent.parent / "os" / "data" / "photos"
THUMB = 240
#: the width of a ``"fit"`` picture (the whole photo, not cropped; video thumbnails)
FIT = 320
_ID = re.compile(r"^[a-z]{1,3}(_[a-z]\d{3}|\d{3})$")


def asset_path(asset: str) -> Path:
    """The committed file of ``asset`` (it may not exist: check ``asset in index()``)."""
    return PHOTOS / f"{asset}.jpg"


@cache
def index() -> dict[str, dict[str, Any]]:
    """``{asset: {"kind", "region", "w", "h", "caption", "caption_zh", "facts"}}``."""
    data: dict[str, dict[str, Any]] = json.loads((PHOTOS / "index.json").read_text(encoding="utf-8"))
    return data


def _uri(data: bytes) -> str:
    return "data:image/jpeg;base64," + base64.b64encode(data).decode("ascii")


def _jpeg(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.convert("RGB").save(buf, "JPEG", quality=80, optimize=False, progressive=False)
    return buf.getvalue()


@cache
def _placeholder(size: str) -> str:
    w, h = (THUMB, THUMB) if size == "thumb" else (720, 540)
    return _uri(_jpeg(Image.new("RGB", (w, h), (189, 189, 189))))


def _known(asset: str) -> bool:
    return bool(_ID.match(asset)) and asset in index()


def photo_src(asset: str, size: Literal["thumb", "full", "fit"] = "thumb") -> str:
    """A ``data:image/jpeg;base64,...`` URI of ``asset``: the full image, a 240 px square thumbnail, or
    ``"fit"``: the whole picture scaled to 320 px wide (nothing cropped)."""
    full = size == "full"
    if not isinstance(asset, str) or not _known(asset):
        return _placeholder("full" if full else "thumb")
    return _fit(asset) if size == "fit" else _src(asset, full)


@lru_cache(maxsize=1024)
def _fit(asset: str) -> str:
    with Image.open(asset_path(asset)) as im:
        small = im.convert("RGB").resize((FIT, round(im.height * FIT / im.width)), Image.Resampling.LANCZOS)
    return _uri(_jpeg(small))


@lru_cache(maxsize=512)
def _src(asset: str, full: bool) -> str:
    path = asset_path(asset)
    if full:
        return _uri(path.read_bytes())
    with Image.open(path) as im:
        side = min(im.size)
        left, top = (im.width - side) // 2, (im.height - side) // 2
        thumb = im.convert("RGB").crop((left, top, left + side, top + side)).resize((THUMB, THUMB), Image.Resampling.LANCZOS)
    return _uri(_jpeg(thumb))
