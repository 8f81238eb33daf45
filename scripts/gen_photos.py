"""Generate the phone's photos: Gallery's pictures, with content a person (or a judge) can read.

    python scripts/gen_photos.py      # rewrites mgym/os/data/photos/*.jpg and index.json

Deterministic: every asset draws from its own ``random.Random(f"{SEED}:{kind}:{n}")`` and nothing
else (no global RNG, no clock), Pillow only, Debian's Noto fonts; the same Pillow (pinned in the
``dev`` extra) writes the same bytes.

Asset ids and kinds (the letter is the id's):

* ``s001``-``s110``   ``scene``   shared by every region: colour-emoji objects in a setting, counted
* ``<r>_r001``        ``receipt`` a shop's slip on a table: merchant, date, items, total, payment
* ``<r>_t001``        ``ticket``  train / movie / concert ticket
* ``<r>_c001``        ``chart``   a bar or pie chart with a title and labelled values
* ``<r>_g001``        ``sign``    opening hours, Wi-Fi card, parking notice, room sign, menu board
* ``<r>_n001``        ``whiteboard`` or ``note`` (a sticky note): a short list, maybe a phone number

``<r>`` is ``en`` or ``zh`` (region ``zh-CN``); region assets use the region's language and money
($ / ¥) and, for one number, the same seed in both regions. ``index.json`` maps each id to its
kind, region, size, captions and ``facts``: what a task's judge knows about the picture (never
shown on screen).
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent))

from photos import docs, scenes  # noqa: E402
from photos.draw import to_jpeg  # noqa: E402

SEED = 20260314
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "mgym" / "os" / "data" / "photos"
N_SCENES = 110
REGIONS = {"en": "en", "zh": "zh-CN"}
Maker = Callable[[random.Random, str], tuple[Image.Image, dict[str, Any]]]
#: letter -> (kind, maker, count per region)
KINDS: dict[str, tuple[str, Maker, int]] = {
    "r": ("receipt", docs.receipt, 25),
    "t": ("ticket", docs.ticket, 15),
    "c": ("chart", docs.chart, 15),
    "g": ("sign", docs.sign, 20),
    "n": ("note", docs.note, 15),
}
SIGN_CAPTIONS = {"hours": ("Opening hours", "营业时间"), "wifi": ("Wi-Fi password card", "Wi-Fi 密码卡"),
                 "parking": ("Parking sign", "停车标志"), "room": ("Meeting room sign", "会议室门牌"),
                 "menu": ("Menu board", "菜单板")}


def asset_ids() -> list[str]:
    """Every asset id, in generation order."""
    ids = [f"s{i:03d}" for i in range(1, N_SCENES + 1)]
    for prefix in REGIONS:
        for letter, (_, _, n) in KINDS.items():
            ids += [f"{prefix}_{letter}{i:03d}" for i in range(1, n + 1)]
    return ids


def _captions(kind: str, facts: dict[str, Any]) -> tuple[str, str]:
    if kind == "receipt":
        return f"Receipt from {facts['merchant']}", f"{facts['merchant']}的小票"
    if kind == "ticket":
        if facts["kind"] == "train":
            return f"Train ticket to {facts['to']}", f"去{facts['to']}的火车票"
        what = ("Movie ticket", "电影票") if facts["kind"] == "movie" else ("Concert ticket", "演出门票")
        return f"{what[0]}: {facts['title']}", f"{what[1]}：{facts['title']}"
    if kind == "chart":
        return f"Chart: {facts['title']}", f"图表：{facts['title']}"
    if kind == "sign":
        return SIGN_CAPTIONS[facts["sign"]]
    return ("Whiteboard", "白板") if kind == "whiteboard" else ("Sticky note", "便利贴")


def make(asset: str) -> tuple[bytes, dict[str, Any]]:
    """One asset's JPEG bytes and its index entry."""
    if asset.startswith("s"):
        n = int(asset[1:])
        setting = scenes.SETTINGS[(n - 1) % len(scenes.SETTINGS)]
        img, counts = scenes.scene(random.Random(f"{SEED}:scene:{n}"), setting)
        entry: dict[str, Any] = {"kind": "scene", "region": "", "caption": setting.caption,
                                 "caption_zh": setting.caption_zh,
                                 "facts": {"counts": dict(sorted(counts.items())), "setting": setting.key}}
    else:
        prefix, rest = asset.split("_")
        kind, maker, _ = KINDS[rest[0]]
        img, facts = maker(random.Random(f"{SEED}:{kind}:{int(rest[1:])}"), REGIONS[prefix])
        if kind == "note" and facts["style"] == "whiteboard":
            kind = "whiteboard"
        cap, cap_zh = _captions(kind, facts)
        entry = {"kind": kind, "region": REGIONS[prefix], "caption": cap, "caption_zh": cap_zh, "facts": facts}
    entry["w"], entry["h"] = img.size
    return to_jpeg(img), entry


def dump_index(index: dict[str, Any]) -> bytes:
    return (json.dumps(index, ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode()


def build(only: list[str] | None = None) -> tuple[dict[str, bytes], dict[str, Any]]:
    """The JPEG bytes and index entries of ``only`` (default: every asset)."""
    files, index = {}, {}
    for asset in only if only is not None else asset_ids():
        files[asset], index[asset] = make(asset)
    return files, index


def main() -> None:
    t0 = time.perf_counter()
    files, index = build()
    OUT.mkdir(parents=True, exist_ok=True)
    for stale in OUT.glob("*.jpg"):
        if stale.stem not in files:
            stale.unlink()
    for asset, data in files.items():
        (OUT / f"{asset}.jpg").write_bytes(data)
    (OUT / "index.json").write_bytes(dump_index(index))
    mb = sum(map(len, files.values())) / 1e6
    print(f"{len(files)} photos, {mb:.1f} MB, {time.perf_counter() - t0:.1f} s -> {OUT}")


if __name__ == "__main__":
    main()
