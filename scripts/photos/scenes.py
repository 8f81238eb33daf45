"""Scene photos (shared by every region): a painted setting with countable colour-emoji objects.

Every emoji drawn is counted in the facts (``{"counts": {"cat": 3}, "setting": "sofa"}``);
painted shapes (walls, trees of the background, windows, stars) are scenery and never counted.
Objects never overlap, so a person can count them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFilter

from .draw import RGB, fill_gradient, grain, jitter, paste_emoji, star, vignette, wood

#: a zone where objects stand: x range, range of the object's bottom edge, sizes at the far / near edge
Zone = tuple[int, int, int, int, int, int]
Painter = Callable[[Image.Image, random.Random], dict[str, Zone]]


@dataclass(frozen=True)
class Obj:
    name: str
    char: str
    zone: str
    most: int = 6
    shadow: bool = True


@dataclass(frozen=True)
class Setting:
    key: str
    caption: str
    caption_zh: str
    painter: Painter
    objects: tuple[Obj, ...]
    types: tuple[int, int] = (1, 3)
    portrait: bool = False


def _room(img: Image.Image, rng: random.Random, wall: RGB, floor_y: int) -> None:
    w, h = img.size
    fill_gradient(img, (0, 0, w, floor_y), jitter(rng, wall, 10), tuple(v - 25 for v in wall))  # type: ignore[arg-type]
    img.paste(wood((w, h - floor_y), rng, jitter(rng, (165, 120, 80), 15)), (0, floor_y))


def sofa(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    _room(img, rng, rng.choice([(226, 214, 190), (200, 215, 222), (222, 206, 214)]), 430)
    d = ImageDraw.Draw(img)
    c = rng.choice([(70, 95, 140), (120, 70, 60), (90, 120, 90), (110, 110, 120)])
    dark = tuple(v - 30 for v in c)
    d.rounded_rectangle((40, 225, 680, 330), 30, fill=dark)  # back
    d.rounded_rectangle((60, 320, 660, 420), 18, fill=c)  # seat
    d.rounded_rectangle((20, 260, 95, 430), 24, fill=dark)
    d.rounded_rectangle((625, 260, 700, 430), 24, fill=dark)
    d.line((360, 322, 360, 418), fill=dark, width=3)
    fx = rng.randint(230, 420)
    d.rectangle((fx, 60, fx + 120, 160), fill=(240, 235, 220), outline=(90, 70, 50), width=8)
    fill_gradient(img, (fx + 14, 74, fx + 106, 146), (130, 180, 220), (90, 150, 90))
    return {"seat": (110, 610, 372, 392, 72, 84), "floor": (40, 680, 470, 530, 80, 100)}


def beach(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 230), (90, 160, 230), (180, 220, 245))
    fill_gradient(img, (0, 230, w, 330), (40, 120, 180), (80, 180, 200))
    fill_gradient(img, (0, 330, w, h), (235, 215, 165), (220, 190, 140))
    d = ImageDraw.Draw(img)
    d.ellipse((560, 40, 640, 120), fill=(255, 236, 150))
    for x in range(0, w, 40):
        d.arc((x, 318, x + 40, 342), 180, 360, fill=(245, 250, 250), width=3)
    return {"sand": (40, 680, 390, 525, 70, 105), "sea": (60, 660, 268, 300, 50, 62)}


def birthday(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 360), jitter(rng, (250, 220, 230), 10), (235, 200, 215))
    d = ImageDraw.Draw(img)
    for x in range(0, w, 60):  # bunting
        d.polygon([(x, 20), (x + 50, 20), (x + 25, 60)], fill=rng.choice([(230, 80, 90), (80, 160, 220), (250, 200, 60)]))
    d.line((0, 20, w, 20), fill=(120, 90, 90), width=3)
    d.rectangle((0, 360, w, h), fill=(250, 250, 245))
    d.rectangle((0, 360, w, 380), fill=(230, 230, 225))
    return {"air": (50, 670, 150, 260, 78, 92), "table": (60, 660, 430, 500, 80, 100)}


def fruit(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 200), (235, 232, 225), (215, 210, 200))
    img.paste(wood((w, h - 200), rng, jitter(rng, (180, 130, 85), 12)), (0, 200))
    d = ImageDraw.Draw(img)
    d.ellipse((250, 225, 470, 275), fill=(240, 240, 240), outline=(200, 200, 200), width=3)
    return {"table": (50, 670, 320, 520, 78, 100)}


def park(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 220), (120, 180, 235), (200, 230, 245))
    fill_gradient(img, (0, 220, w, h), (110, 170, 80), (80, 140, 60))
    d = ImageDraw.Draw(img)
    for x in range(-20, w, 90):  # distant tree line
        d.ellipse((x, 170 + rng.randint(-10, 10), x + 110, 250), fill=jitter(rng, (60, 110, 60), 10))
    d.ellipse((420, 330, 700, 430), fill=(90, 150, 200), outline=(70, 120, 70), width=4)
    d.polygon([(0, 540), (180, 260), (230, 260), (160, 540)], fill=(215, 200, 160))
    return {"grass": (220, 420, 300, 520, 70, 100), "pond": (460, 660, 380, 415, 58, 64), "path": (90, 200, 420, 530, 60, 80)}


def night(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 360), (10, 15, 40), (40, 40, 80))
    d = ImageDraw.Draw(img)
    d.ellipse((600, 30, 660, 90), fill=(245, 240, 210))
    x = 0
    while x < w:
        bw, bh = rng.randint(70, 130), rng.randint(150, 300)
        d.rectangle((x, 360 - bh, x + bw, 360), fill=jitter(rng, (35, 35, 55), 8))
        for wy in range(360 - bh + 12, 350, 22):
            for wx in range(x + 8, x + bw - 12, 18):
                if rng.random() < 0.45:
                    d.rectangle((wx, wy, wx + 8, wy + 10), fill=(250, 215, 120))
        x += bw + rng.randint(2, 10)
    d.rectangle((0, 360, w, 390), fill=(90, 90, 100))
    fill_gradient(img, (0, 390, w, h), (50, 50, 60), (30, 30, 38))
    for x in range(20, w, 120):
        d.rectangle((x, 462, x + 60, 468), fill=(230, 220, 120))
    for x in (60, 360, 660):
        d.rectangle((x, 230, x + 6, 380), fill=(70, 70, 80))
        d.ellipse((x - 14, 216, x + 20, 240), fill=(255, 235, 160))
    return {"road": (60, 660, 440, 530, 90, 120)}


def mountains(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 320), (100, 160, 225), (210, 230, 245))
    d = ImageDraw.Draw(img)
    for i in range(3):
        px = 120 + i * 240 + rng.randint(-40, 40)
        top = 70 + rng.randint(0, 60)
        col = jitter(rng, (110, 120, 140), 10)
        d.polygon([(px - 260, 330), (px, top), (px + 260, 330)], fill=col)
        d.polygon([(px - 52, top + 45), (px, top), (px + 52, top + 45), (px + 20, top + 35), (px, top + 50)],
                  fill=(250, 250, 252))
    fill_gradient(img, (0, 320, w, h), (120, 170, 90), (80, 130, 60))
    return {"meadow": (40, 680, 360, 525, 62, 105)}


def snow(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 300), (150, 170, 195), (215, 225, 235))
    fill_gradient(img, (0, 300, w, h), (240, 244, 250), (220, 228, 240))
    d = ImageDraw.Draw(img)
    for _ in range(90):
        x, y, r = rng.randint(0, w), rng.randint(0, h), rng.choice([2, 3, 3, 4])
        d.ellipse((x - r, y - r, x + r, y + r), fill=(255, 255, 255))
    return {"snow": (50, 670, 360, 525, 80, 120)}


def bookshelf(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, h), (230, 225, 215), (200, 195, 185))
    d = ImageDraw.Draw(img)
    d.rectangle((40, 40, w - 40, h - 30), fill=(120, 80, 50))
    d.rectangle((60, 60, w - 60, h - 50), fill=(90, 60, 38))
    for y in (250, 450, 650):
        d.rectangle((60, y, w - 60, y + 16), fill=(140, 95, 60))
    return {"shelf0": (90, 450, 250, 250, 60, 60), "shelf1": (90, 450, 450, 450, 60, 60),
            "shelf2": (90, 450, 650, 650, 60, 60)}


def parking(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 140), (150, 190, 230), (210, 225, 240))
    d = ImageDraw.Draw(img)
    d.rectangle((0, 100, w, 140), fill=(120, 150, 110))
    fill_gradient(img, (0, 140, w, h), (110, 110, 115), (80, 80, 85))
    for row_y in (160, 330):
        for x in range(20, w, 100):
            d.line((x, row_y, x, row_y + 130), fill=(240, 240, 240), width=4)
    return {}


def garden(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 200), (140, 195, 240), (215, 235, 245))
    d = ImageDraw.Draw(img)
    d.rectangle((0, 150, w, 215), fill=(235, 235, 230))  # fence
    for x in range(0, w, 30):
        d.polygon([(x + 4, 215), (x + 4, 140), (x + 14, 128), (x + 24, 140), (x + 24, 215)], fill=(245, 245, 240),
                  outline=(200, 200, 195))
    fill_gradient(img, (0, 215, w, h), (105, 160, 70), (75, 120, 50))
    return {"bed": (50, 670, 330, 525, 75, 100), "air": (50, 670, 120, 260, 56, 66)}


def aquarium(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, h), (60, 160, 210), (20, 70, 130))
    d = ImageDraw.Draw(img)
    fill_gradient(img, (0, 470, w, h), (215, 195, 150), (190, 170, 125))
    for x in range(30, w, rng.randint(90, 130)):
        for k in range(3):
            d.line((x + k * 8, 480, x + k * 8 + rng.randint(-20, 20), 330 + rng.randint(0, 80)), fill=(40, 140, 80), width=7)
    for _ in range(25):
        x, y, r = rng.randint(0, w), rng.randint(0, 440), rng.randint(3, 7)
        d.ellipse((x - r, y - r, x + r, y + r), outline=(210, 240, 255), width=2)
    d.rectangle((0, 0, w - 1, h - 1), outline=(30, 30, 30), width=14)
    return {"water": (60, 660, 120, 420, 70, 84), "bottom": (60, 660, 515, 525, 70, 76)}


def farm(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 230), (130, 185, 235), (210, 230, 245))
    fill_gradient(img, (0, 230, w, h), (130, 180, 80), (95, 145, 60))
    d = ImageDraw.Draw(img)
    bx = rng.choice([30, 520])
    d.rectangle((bx, 130, bx + 170, 260), fill=(180, 45, 40))
    d.polygon([(bx - 12, 135), (bx + 85, 70), (bx + 182, 135)], fill=(110, 40, 35))
    d.rectangle((bx + 60, 190, bx + 110, 260), fill=(240, 235, 220))
    for x in range(0, w, 60):
        d.rectangle((x, 265, x + 8, 310), fill=(240, 235, 225))
    d.rectangle((0, 275, w, 283), fill=(240, 235, 225))
    d.rectangle((0, 295, w, 303), fill=(240, 235, 225))
    return {"field": (40, 680, 360, 525, 70, 105)}


def tabletop(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    cloth = rng.choice([(245, 245, 240), (230, 240, 250), (250, 235, 220)])
    img.paste(Image.new("RGB", (w, h), cloth))
    d = ImageDraw.Draw(img)
    if rng.random() < 0.5:
        for x in range(0, w, 60):
            d.rectangle((x, 0, x + 30, h), fill=tuple(v - 12 for v in cloth))
    return {"table": (60, 660, 140, 520, 100, 118)}


def desk(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 190), (225, 230, 235), (200, 205, 212))
    img.paste(wood((w, h - 190), rng, jitter(rng, (200, 165, 120), 10)), (0, 190))
    d = ImageDraw.Draw(img)
    d.rectangle((470, 30, 650, 150), fill=(255, 255, 255), outline=(140, 140, 140), width=3)
    d.line((480, 120, 520, 80, 560, 100, 600, 60, 640, 70), fill=(70, 130, 200), width=4)
    return {"desk": (60, 660, 300, 520, 96, 118)}


def picnic(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, h), (120, 180, 80), (90, 150, 60))
    blanket = Image.new("RGB", (620, 380), (245, 245, 245))
    bd = ImageDraw.Draw(blanket)
    col = rng.choice([(210, 60, 60), (60, 110, 200), (60, 150, 90)])
    for i in range(0, 620, 62):
        bd.rectangle((i, 0, i + 31, 380), fill=tuple(min(255, v + 40) for v in col))
    for j in range(0, 380, 62):
        bd.rectangle((0, j, 620, j + 31), fill=col)
    img.paste(blanket, (50, 110))
    return {"blanket": (110, 610, 210, 470, 88, 104)}


def harbour(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 200), (150, 195, 235), (220, 235, 245))
    d = ImageDraw.Draw(img)
    for x in range(0, w, 120):
        d.polygon([(x, 200), (x + 60, 150 + rng.randint(0, 20)), (x + 130, 200)], fill=(120, 140, 130))
    fill_gradient(img, (0, 200, w, h), (60, 130, 180), (30, 80, 140))
    for _ in range(40):
        x, y = rng.randint(0, w), rng.randint(210, h)
        d.line((x, y, x + 30, y), fill=(140, 190, 225), width=2)
    d.rectangle((0, 470, w, 500), fill=(140, 100, 70))
    for x in range(20, w, 110):
        d.rectangle((x, 470, x + 14, 540), fill=(100, 70, 50))
    return {"water": (60, 660, 250, 455, 60, 110)}


def camp(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 330), (8, 12, 35), (35, 45, 80))
    d = ImageDraw.Draw(img)
    for _ in range(60):
        x, y = rng.randint(0, w), rng.randint(0, 300)
        d.point((x, y), fill=(255, 255, 230))
        if rng.random() < 0.2:
            star(d, x, y, 5, (255, 250, 210))
    d.chord((560, 40, 630, 110), 60, 300, fill=(245, 240, 200))
    for x in range(-30, w, 70):
        d.polygon([(x, 340), (x + 35, 240 + rng.randint(0, 40)), (x + 70, 340)], fill=(15, 35, 30))
    fill_gradient(img, (0, 330, w, h), (40, 55, 40), (25, 35, 25))
    return {"ground": (60, 660, 390, 525, 80, 110)}


def playroom(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    _room(img, rng, rng.choice([(200, 225, 245), (250, 230, 200)]), 250)
    d = ImageDraw.Draw(img)
    d.ellipse((90, 300, 630, 530), fill=jitter(rng, (230, 120, 120), 20))
    d.ellipse((150, 330, 570, 500), fill=jitter(rng, (245, 200, 120), 20))
    return {"rug": (100, 620, 330, 525, 75, 95)}


def street(img: Image.Image, rng: random.Random) -> dict[str, Zone]:
    w, h = img.size
    fill_gradient(img, (0, 0, w, 300), (140, 190, 235), (215, 232, 245))
    d = ImageDraw.Draw(img)
    x = 0
    while x < w:
        bw, bh = rng.randint(90, 150), rng.randint(140, 260)
        col = jitter(rng, rng.choice([(210, 170, 140), (190, 195, 205), (230, 215, 180)]), 10)
        d.rectangle((x, 320 - bh, x + bw, 320), fill=col)
        for wy in range(320 - bh + 15, 300, 36):
            for wx in range(x + 12, x + bw - 22, 30):
                d.rectangle((wx, wy, wx + 16, wy + 20), fill=(120, 160, 200))
        x += bw
    d.rectangle((0, 320, w, 360), fill=(190, 185, 180))
    fill_gradient(img, (0, 360, w, h), (95, 95, 100), (70, 70, 75))
    for x in range(20, w, 110):
        d.rectangle((x, 445, x + 60, 451), fill=(245, 245, 245))
    return {"road": (60, 660, 400, 530, 90, 120), "sidewalk": (40, 680, 352, 356, 64, 66)}


def _shelf_books(img: Image.Image, rng: random.Random, zones: dict[str, Zone], counts: dict[str, int]) -> None:
    """Bookshelf: 2-7 books a shelf, each a coloured spine with gaps (counted as ``book``)."""
    d = ImageDraw.Draw(img)
    total = 0
    for key in ("shelf0", "shelf1", "shelf2"):
        y = zones[key][2]
        n = rng.randint(2, 7)
        x = 80 + rng.randint(0, 40)
        for _ in range(n):
            bw, bh = rng.randint(24, 34), rng.randint(110, 170)
            col = jitter(rng, rng.choice([(180, 50, 50), (50, 90, 160), (40, 130, 80), (220, 170, 50), (120, 60, 140)]), 15)
            d.rectangle((x, y - bh, x + bw, y), fill=col, outline=(30, 20, 15), width=2)
            d.rectangle((x + 4, y - bh + 18, x + bw - 4, y - bh + 26), fill=(240, 220, 160))
            x += bw + rng.randint(8, 14)
            total += 1
        zones[key] = (min(x + 40, 455), 460, y, y, 70, 70)
    counts["book"] = total


def _parking_cars(img: Image.Image, rng: random.Random, objs: tuple[Obj, ...], counts: dict[str, int]) -> None:
    slots = [(x + 50, y) for y in (285, 455) for x in range(20, 700, 100)]
    rng.shuffle(slots)
    n = rng.randint(3, min(11, len(slots)))
    for cx, bottom in sorted(slots[:n], key=lambda s: (s[1], s[0])):
        o = rng.choice(objs)
        paste_emoji(img, o.char, cx, bottom, 84, flip=rng.random() < 0.5)
        counts[o.name] = counts.get(o.name, 0) + 1


SETTINGS: tuple[Setting, ...] = (
    Setting("sofa", "Pets on the sofa", "沙发上的宠物", sofa,
            (Obj("cat", "🐈", "seat", 4), Obj("dog", "🐕", "seat", 3), Obj("dog", "🐕", "floor", 2),
             Obj("teddy bear", "🧸", "seat", 2), Obj("yarn ball", "🧶", "floor", 3))),
    Setting("beach", "A day at the beach", "海滩的一天", beach,
            (Obj("umbrella", "⛱️", "sand", 3), Obj("shell", "🐚", "sand", 6), Obj("crab", "🦀", "sand", 4),
             Obj("sailboat", "⛵", "sea", 4), Obj("palm tree", "🌴", "sand", 3))),
    Setting("birthday", "Birthday party table", "生日派对的餐桌", birthday,
            (Obj("balloon", "🎈", "air", 7, False), Obj("cake", "🎂", "table", 1), Obj("gift", "🎁", "table", 5),
             Obj("cupcake", "🧁", "table", 5)), (2, 3)),
    Setting("fruit", "Fruit on the kitchen table", "厨房桌上的水果", fruit,
            (Obj("apple", "🍎", "table", 6), Obj("banana", "🍌", "table", 4), Obj("orange", "🍊", "table", 6),
             Obj("pear", "🍐", "table", 4), Obj("lemon", "🍋", "table", 5), Obj("grapes", "🍇", "table", 3))),
    Setting("park", "An afternoon in the park", "公园里的午后", park,
            (Obj("duck", "🦆", "pond", 4), Obj("dog", "🐕", "grass", 3), Obj("bicycle", "🚲", "grass", 3),
             Obj("tree", "🌳", "grass", 3), Obj("pigeon", "🕊️", "path", 3))),
    Setting("night", "City street at night", "夜晚的城市街道", night,
            (Obj("car", "🚗", "road", 5), Obj("taxi", "🚕", "road", 4), Obj("bus", "🚌", "road", 2)), (1, 3)),
    Setting("mountains", "Camping in the mountains", "山里露营", mountains,
            (Obj("tent", "⛺", "meadow", 4), Obj("pine tree", "🌲", "meadow", 6), Obj("deer", "🦌", "meadow", 3),
             Obj("cow", "🐄", "meadow", 3))),
    Setting("snow", "Snowy day", "下雪天", snow,
            (Obj("snowman", "⛄", "snow", 4), Obj("pine tree", "🌲", "snow", 5), Obj("sled", "🛷", "snow", 3))),
    Setting("bookshelf", "The bookshelf", "书架", bookshelf,
            (Obj("potted plant", "🪴", "shelf0", 1), Obj("clock", "🕰️", "shelf1", 1), Obj("trophy", "🏆", "shelf2", 1)),
            (1, 3), True),
    Setting("parking", "Parking lot", "停车场", parking,
            (Obj("car", "🚗", "", 10), Obj("taxi", "🚕", "", 10), Obj("SUV", "🚙", "", 10), Obj("truck", "🚚", "", 10))),
    Setting("garden", "Flowers in the garden", "花园里的花", garden,
            (Obj("sunflower", "🌻", "bed", 6), Obj("tulip", "🌷", "bed", 7), Obj("butterfly", "🦋", "air", 4, False),
             Obj("bee", "🐝", "air", 4, False), Obj("snail", "🐌", "bed", 2))),
    Setting("aquarium", "The aquarium", "水族箱", aquarium,
            (Obj("fish", "🐟", "water", 6, False), Obj("tropical fish", "🐠", "water", 6, False),
             Obj("blowfish", "🐡", "water", 2, False), Obj("turtle", "🐢", "bottom", 2), Obj("crab", "🦀", "bottom", 3))),
    Setting("farm", "On the farm", "农场", farm,
            (Obj("cow", "🐄", "field", 4), Obj("sheep", "🐑", "field", 6), Obj("pig", "🐖", "field", 4),
             Obj("chicken", "🐓", "field", 5))),
    Setting("breakfast", "Breakfast", "早餐", tabletop,
            (Obj("coffee", "☕", "table", 4), Obj("croissant", "🥐", "table", 5), Obj("fried egg", "🍳", "table", 3),
             Obj("pancakes", "🥞", "table", 2), Obj("donut", "🍩", "table", 6))),
    Setting("desk", "My desk", "我的书桌", desk,
            (Obj("laptop", "💻", "desk", 2), Obj("coffee", "☕", "desk", 3), Obj("potted plant", "🪴", "desk", 2),
             Obj("pencil", "✏️", "desk", 4), Obj("book", "📘", "desk", 4))),
    Setting("picnic", "Picnic on the grass", "草地野餐", picnic,
            (Obj("sandwich", "🥪", "blanket", 5), Obj("strawberry", "🍓", "blanket", 7),
             Obj("watermelon", "🍉", "blanket", 3), Obj("juice box", "🧃", "blanket", 4))),
    Setting("harbour", "Boats in the harbour", "港口的船", harbour,
            (Obj("sailboat", "⛵", "water", 5), Obj("speedboat", "🚤", "water", 4), Obj("ship", "🚢", "water", 1))),
    Setting("camp", "Campfire under the stars", "星空下的篝火", camp,
            (Obj("tent", "⛺", "ground", 3), Obj("campfire", "🔥", "ground", 1), Obj("pine tree", "🌲", "ground", 4))),
    Setting("playroom", "Toys on the rug", "地毯上的玩具", playroom,
            (Obj("teddy bear", "🧸", "rug", 3), Obj("soccer ball", "⚽", "rug", 4), Obj("basketball", "🏀", "rug", 3),
             Obj("toy train", "🚂", "rug", 2), Obj("kite", "🪁", "rug", 2))),
    Setting("pizza", "Pizza night", "披萨之夜", tabletop,
            (Obj("pizza", "🍕", "table", 7), Obj("soda", "🥤", "table", 5), Obj("burger", "🍔", "table", 4),
             Obj("fries", "🍟", "table", 3))),
    Setting("street", "Downtown street", "市中心街道", street,
            (Obj("car", "🚗", "road", 4), Obj("bus", "🚌", "road", 2), Obj("bicycle", "🚲", "road", 3),
             Obj("person", "🚶", "sidewalk", 5))),
)


def _overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int], gap: int = 10) -> bool:
    return not (a[2] + gap <= b[0] or b[2] + gap <= a[0] or a[3] + gap <= b[1] or b[3] + gap <= a[1])


def _place(rng: random.Random, zones: dict[str, Zone], wanted: list[Obj], size: tuple[int, int]
           ) -> list[tuple[Obj, int, int, int]]:
    """Non-overlapping spots (object, centre x, bottom, size) for ``wanted``; those that do not fit are dropped."""
    boxes: list[tuple[int, int, int, int]] = []
    out = []
    for o in wanted:
        x0, x1, y0, y1, s0, s1 = zones[o.zone]
        for _ in range(300):
            bottom = rng.randint(y0, y1)
            s = s0 if y1 == y0 else round(s0 + (s1 - s0) * (bottom - y0) / (y1 - y0))
            cx = rng.randint(x0, x1)
            box = (cx - s // 2, bottom - s, cx + s // 2, bottom)
            if box[0] < 4 or box[2] > size[0] - 4 or box[1] < 4:
                continue
            if not any(_overlaps(box, b) for b in boxes):
                boxes.append(box)
                out.append((o, cx, bottom, s))
                break
    return out


def scene(rng: random.Random, setting: Setting) -> tuple[Image.Image, dict[str, int]]:
    """One photo of ``setting`` and the count of each object drawn in it."""
    size = (540, 720) if setting.portrait else (720, 540)
    img = Image.new("RGB", size, (255, 255, 255))
    zones = setting.painter(img, rng)
    counts: dict[str, int] = {}
    if setting.key == "parking":
        _parking_cars(img, rng, setting.objects, counts)
        return _finish(img, rng), counts
    if setting.key == "bookshelf":
        _shelf_books(img, rng, zones, counts)
    n_types = rng.randint(*setting.types)
    kinds = rng.sample(list(setting.objects), min(n_types, len(setting.objects)))
    if setting.objects[0] not in kinds and rng.random() < 0.6:
        kinds[0] = setting.objects[0]
    wanted = [o for o in kinds for _ in range(rng.randint(1 if rng.random() < 0.2 else min(2, o.most), o.most))]
    rng.shuffle(wanted)
    placed = _place(rng, zones, wanted, size)
    for o, cx, bottom, s in sorted(placed, key=lambda p: p[2]):
        if o.name == "balloon":  # its string
            ImageDraw.Draw(img).line((cx, bottom - 4, cx + rng.randint(-12, 12), bottom + 70), fill=(110, 110, 110), width=2)
        paste_emoji(img, o.char, cx, bottom, s, flip=rng.random() < 0.4 and o.name not in ("book",), shadow=o.shadow)
        counts[o.name] = counts.get(o.name, 0) + 1
    return _finish(img, rng), counts


def _finish(img: Image.Image, rng: random.Random) -> Image.Image:
    img = img.filter(ImageFilter.GaussianBlur(0.4))
    return grain(vignette(img, 55), rng, 4)
