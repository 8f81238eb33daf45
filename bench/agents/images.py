"""The screenshot a model agent sends: scaled by the image policy, resized by the adapter's rule, encoded.

The size is computed without decoding (:func:`sent_size`), so an adapter's coordinate space can be
known from the screen size alone; :func:`prepare_image` decodes and re-encodes only when the size or
format changes.
"""

from __future__ import annotations

import base64
import io
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bench.agents.config import ModelConfig
from mgym.observation import Observation

#: an adapter's resize rule: (width, height) -> (width, height) of the image the model sees
Resize = Callable[[int, int], tuple[int, int]]
MAX_RATIO = 200


@dataclass(frozen=True)
class SentImage:
    """An encoded image as sent to the model."""

    data: bytes
    format: str
    width: int
    height: int

    @property
    def mime(self) -> str:
        return f"image/{self.format}"

    def url(self, encoding: str = "data_url") -> str:
        b64 = base64.b64encode(self.data).decode("ascii")
        return f"data:{self.mime};base64,{b64}" if encoding == "data_url" else b64

    def part(self, encoding: str = "data_url") -> dict[str, Any]:
        """The OpenAI chat content part carrying this image."""
        return {"type": "image_url", "image_url": {"url": self.url(encoding)}}


def smart_resize(height: int, width: int, factor: int = 28, min_pixels: int = 4 * 28 * 28,
                 max_pixels: int = 16384 * 28 * 28) -> tuple[int, int]:
    """Qwen-VL's resize rule: both sides multiples of ``factor``, the area within
    [``min_pixels``, ``max_pixels``], the aspect ratio kept as closely as possible. Returns (height, width)."""
    if max(height, width) / min(height, width) > MAX_RATIO:
        raise ValueError(f"aspect ratio must be below {MAX_RATIO}, got {max(height, width) / min(height, width)}")
    h = max(factor, round(height / factor) * factor)
    w = max(factor, round(width / factor) * factor)
    if h * w > max_pixels:
        beta = math.sqrt(height * width / max_pixels)
        h = math.floor(height / beta / factor) * factor
        w = math.floor(width / beta / factor) * factor
    elif h * w < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h = math.ceil(height * beta / factor) * factor
        w = math.ceil(width * beta / factor) * factor
    return h, w


def qwen_resize(factor: int = 28, min_pixels: int = 4 * 28 * 28, max_pixels: int = 16384 * 28 * 28) -> Resize:
    """:func:`smart_resize` as an adapter resize rule on (width, height)."""

    def rule(width: int, height: int) -> tuple[int, int]:
        h, w = smart_resize(height, width, factor, min_pixels, max_pixels)
        return w, h

    return rule


def policy_size(width: int, height: int, config: ModelConfig) -> tuple[int, int]:
    """The size after ``screenshot_scale`` and the ``image_size`` cap on the longest side."""
    w, h = width * config.screenshot_scale, height * config.screenshot_scale
    if config.image_size and max(w, h) > config.image_size:
        k = config.image_size / max(w, h)
        w, h = w * k, h * k
    return max(1, round(w)), max(1, round(h))


def sent_size(width: int, height: int, config: ModelConfig, resize: Resize | None = None) -> tuple[int, int]:
    """The size of the image the model sees for a screenshot of ``width`` x ``height`` pixels."""
    w, h = policy_size(width, height, config)
    return resize(w, h) if resize else (w, h)


def prepare_image(obs: Observation, config: ModelConfig, resize: Resize | None = None) -> SentImage:
    """The observation's screenshot at :func:`sent_size`, encoded per the image policy."""
    if obs.screenshot is None:
        raise ValueError("this agent needs screenshots, but the observation has none")
    fmt = config.image_format or ("jpeg" if obs.format in ("jpeg", "jpg") else "png")
    w, h = sent_size(obs.width, obs.height, config, resize)
    same_format = fmt == ("jpeg" if obs.format in ("jpeg", "jpg") else "png")
    if (w, h) == (obs.width, obs.height) and same_format:
        return SentImage(obs.screenshot, fmt, w, h)
    img = obs.image if (w, h) == (obs.width, obs.height) else obs.image.resize((w, h), Image.Resampling.LANCZOS)
    buf = io.BytesIO()
    if fmt == "jpeg":
        img.convert("RGB").save(buf, format="JPEG", quality=config.image_quality)
    else:
        img.save(buf, format="PNG")
    return SentImage(buf.getvalue(), fmt, w, h)
