"""The resize rule and the image policy.

qwen-vl-utils imports torch at import time, so it is not a test dependency: ``smart_resize`` is checked
against the documented rule written out here and against the copy the UI-TARS authors ship in the
``ui-tars`` package (a dependency)."""

from __future__ import annotations

import base64
import io
import math
from typing import Any

import pytest
from PIL import Image
from ui_tars.action_parser import smart_resize as uitars_smart_resize

from bench.agents.config import ModelConfig
from bench.agents.images import policy_size, prepare_image, qwen_resize, sent_size, smart_resize
from mgym.observation import Observation

SIZES = [(2400, 1080), (915, 412), (1600, 720), (3120, 1440), (1080, 2400), (28, 28), (10, 600), (5000, 4000),
         (33, 57), (2408, 1092), (1920, 1080), (4096, 2160)]
LIMITS = [(4 * 28 * 28, 16384 * 28 * 28), (100 * 28 * 28, 16384 * 28 * 28), (3136, 10035200), (3136, 1003520),
          (256 * 28 * 28, 1280 * 28 * 28)]


def documented(height: int, width: int, factor: int, min_pixels: int, max_pixels: int) -> tuple[int, int]:
    """Qwen-VL's rule as documented: round each side to the nearest multiple of ``factor``; if the area
    is then above ``max_pixels`` scale both sides down by sqrt(area / max_pixels) and floor to the factor;
    if below ``min_pixels`` scale up by sqrt(min_pixels / area) and ceil to the factor."""
    h, w = max(factor, factor * round(height / factor)), max(factor, factor * round(width / factor))
    if h * w > max_pixels:
        s = math.sqrt(height * width / max_pixels)
        return factor * math.floor(height / s / factor), factor * math.floor(width / s / factor)
    if h * w < min_pixels:
        s = math.sqrt(min_pixels / (height * width))
        return factor * math.ceil(height * s / factor), factor * math.ceil(width * s / factor)
    return h, w


@pytest.mark.parametrize(("height", "width"), SIZES)
@pytest.mark.parametrize(("lo", "hi"), LIMITS)
@pytest.mark.parametrize("factor", [28, 32, 16])
def test_smart_resize_matches_the_documented_rule(height: int, width: int, lo: int, hi: int, factor: int) -> None:
    got = smart_resize(height, width, factor, lo, hi)
    assert got == documented(height, width, factor, lo, hi)
    assert got == uitars_smart_resize(height, width, factor, lo, hi)
    h, w = got
    assert h % factor == 0 and w % factor == 0 and h * w <= max(hi, factor * factor)


def test_known_phone_sizes() -> None:
    assert smart_resize(2400, 1080) == (2408, 1092)
    assert smart_resize(2400, 1080, 28, 3136, 1003520) == (1484, 672)
    with pytest.raises(ValueError, match="aspect ratio"):
        smart_resize(10, 3000)


def obs(width: int = 1080, height: int = 2400, fmt: str = "png") -> Observation:
    img = Image.new("RGB", (width, height), (30, 120, 200))
    buf = io.BytesIO()
    img.save(buf, format="JPEG" if fmt == "jpeg" else "PNG")
    return Observation(buf.getvalue(), width, height, [], "launcher", "home", "2026-03-14T09:00:00", False, format=fmt)


def test_policy_scales_then_caps_the_long_side() -> None:
    assert policy_size(1080, 2400, ModelConfig()) == (1080, 2400)
    assert policy_size(1080, 2400, ModelConfig(screenshot_scale=0.5)) == (540, 1200)
    assert policy_size(1080, 2400, ModelConfig(image_size=1200)) == (540, 1200)
    assert policy_size(1080, 2400, ModelConfig(screenshot_scale=0.5, image_size=1600)) == (540, 1200)
    assert sent_size(1080, 2400, ModelConfig(image_size=1200), qwen_resize()) == (532, 1204)


@pytest.mark.parametrize(("config", "want"), [
    ({}, ("png", 1080, 2400)),
    ({"image_format": "jpeg"}, ("jpeg", 1080, 2400)),
    ({"image_size": 800, "image_format": "png"}, ("png", 360, 800)),
])
def test_prepare_image_encodes_per_policy(config: dict[str, Any], want: tuple[str, int, int]) -> None:
    o = obs()
    sent = prepare_image(o, ModelConfig(**config))
    assert (sent.format, sent.width, sent.height) == want
    assert Image.open(io.BytesIO(sent.data)).size == (sent.width, sent.height)
    if not config:
        assert sent.data is o.screenshot  # nothing to change: sent as it is
    url = sent.url("data_url")
    assert url.startswith(f"data:image/{want[0]};base64,")
    bare = sent.url("base64")
    assert base64.b64decode(bare) == sent.data and sent.part("base64")["image_url"]["url"] == bare


def test_prepare_image_keeps_jpeg_observations_and_resizes_for_the_adapter() -> None:
    sent = prepare_image(obs(fmt="jpeg"), ModelConfig(), qwen_resize())
    assert (sent.format, sent.width, sent.height) == ("jpeg", 1092, 2408)
    with pytest.raises(ValueError, match="needs screenshots"):
        prepare_image(Observation(None, 10, 10, [], "a", "b", "t", False), ModelConfig())
