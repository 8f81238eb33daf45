"""Pictures on the phone for the Messenger and Messages tasks: what the photo index says they show,
and the oracle's way through the system media picker (by album, then the picture)."""

from __future__ import annotations

from typing import Any

from bench import ui
from mgym.os.providers.media import MediaProvider
from mgym.render.photos import index


def media(state: dict[str, Any]) -> list[dict[str, Any]]:
    """The phone's pictures (the media provider's rows, newest first)."""
    return [r for r in MediaProvider(state["os"]).rows if r["mime"].startswith("image/")]


#: pictures further down their album than this are not asked for (the oracle would scroll too long)
MAX_POSITION = 24


def by_kind(state: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    """The phone's pictures of one kind of the photo index (receipt, ticket, sign, chart, ...)."""
    ix = index()
    return [r for r in media(state) if r["asset"] in ix and ix[r["asset"]]["kind"] == kind]


def near_top(state: dict[str, Any], row: dict[str, Any]) -> bool:
    """Is the picture among the first :data:`MAX_POSITION` of its album (newest first)?"""
    album = [r["id"] for r in media(state) if r["album"] == row["album"]]
    return album.index(row["id"]) < MAX_POSITION


def receipt_label(row: dict[str, Any], state: dict[str, Any]) -> tuple[str, str] | None:
    """The receipt's merchant and printed total ("$20.57" / "¥181.00"), if no other receipt on the
    phone has both."""
    ix = index()

    def key(r: dict[str, Any]) -> tuple[str, float]:
        f = ix[r["asset"]]["facts"]
        return str(f["merchant"]), float(f["total"])

    merchant, total = key(row)
    if sum(1 for r in by_kind(state, "receipt") if key(r) == (merchant, total)) != 1:
        return None
    sign = "¥" if ix[row["asset"]]["facts"].get("currency") == "CNY" else "$"
    return merchant, f"{sign}{total:.2f}"


def pick_files(obs: Any, files: list[int], albums: list[str]) -> ui.Steps:
    """With the picker open: each file from its album (Albums tab, the album, the picture), then Add."""
    for fid, album in zip(files, albums, strict=True):
        obs = yield from ui.tap(obs, trigger="mediapicker.tab", tab="albums")
        obs = yield from ui.tap(obs, trigger="mediapicker.album", album=album)
        obs = yield from ui.tap(obs, trigger="mediapicker.item", id=fid)
    return (yield from ui.tap(obs, trigger="mediapicker.done"))
