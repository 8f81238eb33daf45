"""photo_src: committed photos as data URIs (thumbnail and full), a placeholder for unknown ids."""

from __future__ import annotations

import base64
import io

from PIL import Image

from mgym.render.env import environment
from mgym.render.photos import asset_path, index, photo_src
from mgym.render.renderer import Geometry, Renderer

#: a bare document (the phone's shell would pull in every app's styles: not this test's business)
SHELL = "<!doctype html><html><head><meta charset='utf-8'><style>body{margin:0;background:#fff}</style></head><body></body></html>"


def decode(uri: str) -> Image.Image:
    head, data = uri.split(",", 1)
    assert head == "data:image/jpeg;base64"
    img = Image.open(io.BytesIO(base64.b64decode(data)))
    assert img.format == "JPEG"
    return img


def test_thumb_and_full() -> None:
    e = index()["s001"]
    assert decode(photo_src("s001")).size == (240, 240)
    assert decode(photo_src("s001", "full")).size == (e["w"], e["h"])
    assert base64.b64decode(photo_src("en_r001", "full").split(",", 1)[1]) == asset_path("en_r001").read_bytes()
    assert photo_src("zh_r001") == photo_src("zh_r001")


def test_unknown_asset_is_a_grey_placeholder() -> None:
    for bad in ("", "nope", "../etc/passwd", "s999", None, 3, ["s001"]):
        img = decode(photo_src(bad))  # type: ignore[arg-type]
        assert img.size == (240, 240)
        r, g, b = img.convert("RGB").getpixel((120, 120))  # type: ignore[misc]
        assert abs(r - g) < 6 and abs(g - b) < 6
    assert decode(photo_src("nope", "full")).size == (720, 540)


def test_template_global_and_chromium_shows_the_photo() -> None:
    html = environment().from_string('<img style="display:block;width:360px" src="{{ photo_src(a, "full") }}">'
                                      ).render(a="s002")
    r = Renderer(pages=1)
    try:
        frame = r.render(SHELL, html, Geometry())
    finally:
        r.close()
    assert frame.image is not None
    img = Image.open(io.BytesIO(frame.image)).convert("RGB")
    top = img.crop((0, 0, 1080, 800))  # the photo is 360x270 css px at the top, at device scale 3
    colours = top.resize((32, 24)).getcolors(4096) or []
    assert len(colours) > 40, "the photo did not show"
