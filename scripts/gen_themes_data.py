"""Generate the Theme Store's world data: themes, wallpapers and icon packs, per region.

    .venv/bin/python scripts/gen_themes_data.py   # rewrites mgym/apps/themes/data/{en,zh-CN}.json

Deterministic: seeded RNGs (one per region), sorted keys, a fixed layout, so the same script always
writes the same bytes (a test checks it). The looks (colours, gradients, emoji, icon shapes) and the
item ids are the same in every region, so the phone draws an applied item the same way; names,
designers, prices (USD in en, CNY in zh-CN), ratings and downloads are the region's own.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "themes" / "data"
SEEDS = {"en": 20260314, "zh-CN": 20260315}

#: (id, en name, zh name, dark, accent, status bar colour, preview gradient, emoji)
THEMES: list[tuple[str, str, str, bool, str, str, tuple[str, str], str]] = [
    ("midnight", "Midnight", "午夜", True, "#7c9cff", "#0b1026", ("#0b1026", "#2a3470"), "🌙"),
    ("aurora", "Aurora", "极光", True, "#46e0b0", "#062a2f", ("#062a2f", "#2e8b7a"), "🌌"),
    ("sakura", "Sakura", "樱花", False, "#e0567f", "#f9d3df", ("#fde4ec", "#f29bb7"), "🌸"),
    ("ocean_breeze", "Ocean Breeze", "海风", False, "#0277bd", "#b3e5fc", ("#e1f5fe", "#4fc3f7"), "🌊"),
    ("forest", "Forest", "森林", False, "#2e7d32", "#c8e6c9", ("#e8f5e9", "#66bb6a"), "🌲"),
    ("graphite", "Graphite", "石墨", True, "#b0bec5", "#1c1f22", ("#1c1f22", "#4a5259"), "🪨"),
    ("sunset", "Sunset", "落日", False, "#e65100", "#ffe0b2", ("#ffcc80", "#f06292"), "🌇"),
    ("lavender", "Lavender", "薰衣草", False, "#7e57c2", "#e1d5f5", ("#ede7f6", "#b39ddb"), "💜"),
    ("mint", "Mint", "薄荷", False, "#00897b", "#d0f2ea", ("#e0f7f1", "#80cbc4"), "🍃"),
    ("neon_night", "Neon Night", "霓虹之夜", True, "#ff4fd8", "#14001f", ("#14001f", "#5b1a8c"), "🌃"),
]

#: (id, category, en name, zh name, gradient, emoji)
WALLPAPERS: list[tuple[str, str, str, str, tuple[str, ...], str]] = [
    ("alpine_lake", "nature", "Alpine Lake", "高山湖泊", ("#1e3c72", "#2a5298", "#8fd3f4"), "🏔️"),
    ("spring_meadow", "nature", "Spring Meadow", "春日草地", ("#a8e063", "#56ab2f"), "🌼"),
    ("desert_dunes", "nature", "Desert Dunes", "沙漠沙丘", ("#f6d365", "#fda085"), "🏜️"),
    ("autumn_leaves", "nature", "Autumn Leaves", "秋叶", ("#f12711", "#f5af19"), "🍁"),
    ("rainforest", "nature", "Rainforest", "雨林", ("#134e5e", "#71b280"), "🌿"),
    ("coral_reef", "nature", "Coral Reef", "珊瑚礁", ("#00c6ff", "#0072ff"), "🐠"),
    ("snowfall", "nature", "Snowfall", "飘雪", ("#e6dada", "#274046"), "❄️"),
    ("liquid_glass", "abstract", "Liquid Glass", "流光玻璃", ("#8360c3", "#2ebf91"), "🫧"),
    ("paper_waves", "abstract", "Paper Waves", "纸浪", ("#ffecd2", "#fcb69f"), "〰️"),
    ("prism", "abstract", "Prism", "棱镜", ("#ff6a88", "#ff99ac", "#fcb69f"), "🔷"),
    ("mono_lines", "abstract", "Mono Lines", "极简线条", ("#434343", "#000000"), "➖"),
    ("candy_swirl", "abstract", "Candy Swirl", "糖果漩涡", ("#f093fb", "#f5576c"), "🍭"),
    ("gradient_dusk", "abstract", "Gradient Dusk", "渐变黄昏", ("#355c7d", "#6c5b7b", "#c06c84"), "🎨"),
    ("nebula", "space", "Nebula", "星云", ("#200122", "#6f0000"), "🌌"),
    ("moonrise", "space", "Moonrise", "月出", ("#0f2027", "#203a43", "#2c5364"), "🌕"),
    ("saturn", "space", "Saturn Rings", "土星光环", ("#3a1c71", "#d76d77", "#ffaf7b"), "🪐"),
    ("milky_way", "space", "Milky Way", "银河", ("#141e30", "#243b55"), "✨"),
    ("comet", "space", "Comet", "彗星", ("#000428", "#004e92"), "☄️"),
    ("city_lights", "city", "City Lights", "城市灯火", ("#232526", "#414345"), "🌆"),
    ("rainy_street", "city", "Rainy Street", "雨夜街头", ("#3e5151", "#decba4"), "🌧️"),
    ("harbor_dawn", "city", "Harbor Dawn", "港口黎明", ("#ff9a9e", "#fecfef"), "⚓"),
    ("skyline", "city", "Skyline", "天际线", ("#4b6cb7", "#182848"), "🏙️"),
    ("old_town", "city", "Old Town", "老城", ("#c79081", "#dfa579"), "🏘️"),
    ("neon_alley", "city", "Neon Alley", "霓虹小巷", ("#fc466b", "#3f5efb"), "🏮"),
]

#: (id, en name, zh name, shape, style, tint, emoji)
ICON_PACKS: list[tuple[str, str, str, str, str, str, str]] = [
    ("round_classic", "Round Classic", "经典圆形", "circle", "color", "", "⚪"),
    ("squircle", "Squircle", "圆角方形", "squircle", "color", "", "🟦"),
    ("pixel_square", "Pixel Square", "像素方块", "square", "color", "", "🟥"),
    ("teardrop", "Teardrop", "水滴", "teardrop", "color", "", "💧"),
    ("mono_ink", "Mono Ink", "水墨单色", "circle", "mono", "#37474f", "🖋️"),
    ("pastel_pop", "Pastel Pop", "马卡龙", "squircle", "pastel", "", "🍬"),
    ("ocean_mono", "Ocean Mono", "深海单色", "squircle", "mono", "#01579b", "🐋"),
    ("rose_gold", "Rose Gold", "玫瑰金", "teardrop", "mono", "#b76e79", "🌹"),
]

DESIGNERS = {"en": ("Studio North", "Pixel Garden", "Lumen Lab", "Maple Works", "Blue Fox Design", "Kite Studio"),
             "zh-CN": ("北辰工作室", "像素花园", "流明实验室", "枫叶设计", "蓝狐设计", "风筝工作室")}
#: paid prices per region (USD / CNY)
PRICES = {"en": (0.99, 1.49, 1.99, 2.99, 3.99, 4.99), "zh-CN": (1.0, 3.0, 5.0, 6.0, 8.0, 12.0)}


def _common(rng: random.Random, region: str, paid_share: float) -> dict[str, Any]:
    paid = rng.random() < paid_share
    return {"designer": rng.choice(DESIGNERS[region]),
            "price": rng.choice(PRICES[region]) if paid else 0.0,
            "rating": round(rng.uniform(3.6, 4.9), 1),
            "downloads": rng.randrange(2_000, 900_000, 100)}


def build_region(region: str) -> dict[str, Any]:
    rng = random.Random(SEEDS[region])
    zh = region == "zh-CN"
    themes = [{"id": i, "name": z if zh else n, "dark": d, "accent": a, "statusbar": sb, "colors": list(g),
               "emoji": e, **_common(rng, region, 0.5)} for i, n, z, d, a, sb, g, e in THEMES]
    walls = [{"id": i, "category": c, "name": z if zh else n, "colors": list(g), "emoji": e,
              **_common(rng, region, 0.4)} for i, c, n, z, g, e in WALLPAPERS]
    packs = [{"id": i, "name": z if zh else n, "shape": s, "style": st, "tint": t, "emoji": e,
              **_common(rng, region, 0.5)} for i, n, z, s, st, t, e in ICON_PACKS]
    # one free item of each kind at least, so every tab has something to apply without paying
    for rows in (themes, walls, packs):
        if all(r["price"] for r in rows):
            rows[0]["price"] = 0.0
    return {"themes": themes, "wallpapers": walls, "icon_packs": packs}


def build(region: str) -> bytes:
    text = json.dumps(build_region(region), ensure_ascii=False, sort_keys=True, indent=1)
    return (text + "\n").encode("utf-8")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for region in SEEDS:
        (OUT / f"{region}.json").write_bytes(build(region))
        print(f"wrote {OUT / f'{region}.json'}")


if __name__ == "__main__":
    main()
