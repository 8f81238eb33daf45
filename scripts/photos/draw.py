"""Drawing helpers of the photo generator: fonts, colour emoji, gradients, shadows, JPEG output.

Pillow only, and only the Debian fonts the Makefile installs (``fonts-noto-core``,
``fonts-noto-cjk``, ``fonts-noto-color-emoji``); nothing here reads a clock or the global RNG.
"""

from __future__ import annotations

import io
import math
import random
from functools import cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

EMOJI_FONT = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
NOTO = "/usr/share/fonts/truetype/noto/NotoSans-{}.ttf"
SERIF = "/usr/share/fonts/truetype/noto/NotoSerif-{}.ttf"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"
CJK_SERIF = "/usr/share/fonts/opentype/noto/NotoSerifCJK-{}.ttc"
MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono{}.ttf"
CJK_SC = 2  # Noto Sans CJK SC in the collection
CJK_SERIF_SC = 2  # Noto Serif CJK SC

RGB = tuple[int, int, int]


@cache
def font(size: int, region: str = "en", bold: bool = False, style: str = "sans") -> ImageFont.FreeTypeFont:
    """A text font: Noto Sans (en) or Noto Sans CJK SC (zh-CN); ``style`` "serif", "hand" or "mono"."""
    weight = "Bold" if bold else "Regular"
    if region == "zh-CN":
        if style in ("serif", "hand"):
            return ImageFont.truetype(CJK_SERIF.format(weight), size, index=CJK_SERIF_SC)
        return ImageFont.truetype(CJK.format(weight), size, index=CJK_SC)
    if style == "hand":
        return ImageFont.truetype(SERIF.format("BoldItalic" if bold else "Italic"), size)
    if style == "serif":
        return ImageFont.truetype(SERIF.format(weight), size)
    if style == "mono":
        return ImageFont.truetype(MONO.format("-Bold" if bold else ""), size)
    return ImageFont.truetype(NOTO.format(weight), size)


@cache
def _emoji_font() -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(EMOJI_FONT, 109)


@cache
def _emoji_base(char: str) -> Image.Image:
    im = Image.new("RGBA", (160, 160), (0, 0, 0, 0))
    ImageDraw.Draw(im).text((8, 8), char, font=_emoji_font(), embedded_color=True)
    box = im.getbbox()
    if box is None:
        raise ValueError(f"no glyph for {char!r}")
    return im.crop(box)


@cache
def emoji(char: str, size: int, flip: bool = False) -> Image.Image:
    """The colour emoji ``char`` as RGBA, its larger side scaled to ``size`` px."""
    base = _emoji_base(char)
    scale = size / max(base.size)
    im = base.resize((max(1, round(base.width * scale)), max(1, round(base.height * scale))), Image.Resampling.LANCZOS)
    return im.transpose(Image.Transpose.FLIP_LEFT_RIGHT) if flip else im


def paste_emoji(img: Image.Image, char: str, cx: int, bottom: int, size: int, flip: bool = False,
                shadow: bool = True) -> tuple[int, int, int, int]:
    """Draw ``char`` standing on ``bottom`` centred at ``cx`` (with a soft ground shadow); its box."""
    e = emoji(char, size, flip)
    x, y = cx - e.width // 2, bottom - e.height
    if shadow:
        sh = Image.new("L", (e.width + 20, 24), 0)
        ImageDraw.Draw(sh).ellipse((6, 6, e.width + 14, 18), fill=90)
        sh = sh.filter(ImageFilter.GaussianBlur(4))
        img.paste((0, 0, 0), (x - 10, bottom - 14), sh)
    img.paste(e, (x, y), e)
    return (x, y, x + e.width, bottom)


def gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> Image.Image:
    """A vertical gradient image."""
    w, h = size
    col = Image.new("RGB", (1, h))
    for y in range(h):
        t = y / max(1, h - 1)
        col.putpixel((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)))
    return col.resize((w, h))


def fill_gradient(img: Image.Image, box: tuple[int, int, int, int], top: RGB, bottom: RGB) -> None:
    x0, y0, x1, y1 = box
    img.paste(gradient((x1 - x0, y1 - y0), top, bottom), (x0, y0))


def jitter(rng: random.Random, c: RGB, d: int = 12) -> RGB:
    return tuple(max(0, min(255, v + rng.randint(-d, d))) for v in c)  # type: ignore[return-value]


def vignette(img: Image.Image, strength: int = 70) -> Image.Image:
    """Darken the corners a little, as a phone lens does."""
    w, h = img.size
    mask = Image.new("L", (w // 8, h // 8), 0)
    d = ImageDraw.Draw(mask)
    mw, mh = mask.size
    for i in range(12):
        d.ellipse((-mw * 0.3 + i * mw * 0.02, -mh * 0.3 + i * mh * 0.02, mw * 1.3 - i * mw * 0.02,
                   mh * 1.3 - i * mh * 0.02), fill=round(255 * i / 11))
    mask = mask.filter(ImageFilter.GaussianBlur(3)).resize((w, h), Image.Resampling.BILINEAR)
    dark = Image.new("RGB", (w, h), (0, 0, 0))
    inv = mask.point(lambda v: round((255 - v) * strength / 255))
    return Image.composite(dark, img, inv)


def grain(img: Image.Image, rng: random.Random, amount: int = 6) -> Image.Image:
    """A faint, seeded, low-frequency texture (keeps JPEGs small, unlike per-pixel noise)."""
    w, h = img.size
    small = Image.new("L", (w // 24 + 1, h // 24 + 1))
    small.putdata([128 + rng.randint(-amount, amount) for _ in range(small.width * small.height)])
    tex = small.resize((w, h), Image.Resampling.BICUBIC)
    return ImageChops.add(img.convert("RGB"), Image.merge("RGB", (tex, tex, tex)), scale=1.0, offset=-128)


def rotated_paste(bg: Image.Image, card: Image.Image, angle: float, center: tuple[int, int],
                  shadow: int = 110) -> None:
    """Paste an RGBA ``card`` rotated by ``angle`` degrees onto ``bg`` with a soft drop shadow."""
    rot = card.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    x, y = center[0] - rot.width // 2, center[1] - rot.height // 2
    alpha = rot.getchannel("A")
    sh = alpha.point(lambda v: v * shadow // 255).filter(ImageFilter.GaussianBlur(8))
    bg.paste((0, 0, 0), (x + 7, y + 9), sh)
    bg.paste(rot, (x, y), alpha)


def wood(size: tuple[int, int], rng: random.Random, base: RGB = (150, 105, 70)) -> Image.Image:
    """A wooden table top: horizontal planks with soft grain lines."""
    w, h = size
    img = Image.new("RGB", size, base)
    d = ImageDraw.Draw(img)
    y = 0
    while y < h:
        ph = rng.randint(70, 120)
        d.rectangle((0, y, w, y + ph), fill=jitter(rng, base, 14))
        for _ in range(6):
            gy = y + rng.randint(4, ph - 4)
            d.line((0, gy, w, gy + rng.randint(-6, 6)), fill=jitter(rng, tuple(v - 18 for v in base), 6),  # type: ignore[arg-type]
                   width=1)
        d.line((0, y, w, y), fill=tuple(v - 45 for v in base), width=2)
        y += ph
    return img.filter(ImageFilter.GaussianBlur(0.8))


def text_w(d: ImageDraw.ImageDraw, text: str, f: ImageFont.FreeTypeFont) -> int:
    return round(d.textlength(text, font=f))


def to_jpeg(img: Image.Image, quality: int = 80) -> bytes:
    """Baseline JPEG bytes: fixed quality, no optimisation pass, no EXIF, 4:2:0."""
    buf = io.BytesIO()
    img.convert("RGB").save(buf, "JPEG", quality=quality, optimize=False, progressive=False, subsampling=2)
    return buf.getvalue()


def star(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB) -> None:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d.polygon(pts, fill=fill)
