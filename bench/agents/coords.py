"""Coordinate spaces: how a model's numbers map to mgym's [0, 1000] screen coordinates.

A model names a point either in pixels of the (resized) image it saw, or on a fixed relative grid
([0, 1000] or [0, 999]). Both are a linear scale of the screen: ``model = norm / 1000 * size``.
"""

from __future__ import annotations

from dataclasses import dataclass

NORM = 1000.0


def clamp(v: float, lo: float = 0.0, hi: float = NORM) -> float:
    return min(hi, max(lo, v))


@dataclass(frozen=True)
class CoordSpace:
    """``width`` x ``height`` model units span the whole screen (e.g. 1000 x 1000, or 1092 x 2408 pixels)."""

    width: float
    height: float
    #: how the model's coordinates are described in docs and step records
    label: str = ""

    def to_model(self, x: float, y: float) -> tuple[int, int]:
        """mgym [0, 1000] coordinates -> the integers the model would write."""
        return round(x / NORM * self.width), round(y / NORM * self.height)

    def to_norm(self, mx: float, my: float) -> tuple[float, float]:
        """The model's coordinates -> mgym [0, 1000] coordinates, clamped to the screen."""
        return (round(clamp(mx / self.width * NORM), 2), round(clamp(my / self.height * NORM), 2))


#: a relative grid of 0..1000 (AutoGLM, GUI-Owl-1.5)
REL_1000 = CoordSpace(1000, 1000, "relative [0, 1000]")
#: a relative grid of 0..999 (the Qwen3-VL mobile cookbook)
REL_999 = CoordSpace(999, 999, "relative [0, 999]")


def pixels(width: int, height: int) -> CoordSpace:
    """Absolute pixels of an image of ``width`` x ``height`` covering the screen."""
    return CoordSpace(width, height, f"pixels of the {width}x{height} image")
