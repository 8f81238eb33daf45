"""What an agent receives after each step."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
from PIL import Image

Bounds = tuple[float, float, float, float]
#: the key of ``Observation.info`` under which a runner shows the previous step's error: an invalid
#: action is a no-op that costs a step (the benchmark and the dev server's task play)
LAST_ACTION_ERROR = "last_action_error"


@dataclass(frozen=True, slots=True)
class UIElement:
    """One element of the UI tree. ``bounds`` are normalised to [0, 1000]; ``bounds_px`` are pixels."""

    id: int
    role: str
    text: str
    bounds: Bounds
    bounds_px: Bounds
    hint: str = ""
    #: the field name of an editable element (like Android's resource id)
    name: str | None = None
    trigger: str | None = None
    params: dict[str, Any] = field(default_factory=dict)
    clickable: bool = False
    long_clickable: bool = False
    editable: bool = False
    scrollable: bool = False
    checked: bool | None = None
    selected: bool = False
    enabled: bool = True
    focused: bool = False
    layer: str = "app"

    @property
    def center(self) -> tuple[float, float]:
        """Centre in normalised units: what a ``click`` on this element takes."""
        x0, y0, x1, y1 = self.bounds
        return round((x0 + x1) / 2, 1), round((y0 + y1) / 2, 1)

    def to_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


@dataclass(eq=False)
class Observation:
    screenshot: bytes | None
    width: int
    height: int
    ui: list[UIElement]
    app: str
    screen: str
    time: str
    keyboard: bool
    format: str = "png"
    info: dict[str, Any] = field(default_factory=dict)
    #: the phone's UI language when the frame was drawn ("en", "zh-CN")
    locale: str = "en"

    @cached_property
    def image(self) -> Image.Image:
        if self.screenshot is None:
            raise ValueError("this observation has no screenshot (observe(screenshot=False))")
        return Image.open(io.BytesIO(self.screenshot)).convert("RGB")

    @property
    def array(self) -> np.ndarray:
        return np.asarray(self.image, dtype=np.uint8)

    def find(self, text: str | None = None, *, role: str | None = None, trigger: str | None = None,
             exact: bool = False, **params: Any) -> list[UIElement]:
        """Elements matching text (substring, case-insensitive unless ``exact``), role, trigger, params."""
        out = []
        for e in self.ui:
            if role is not None and e.role != role:
                continue
            if trigger is not None and e.trigger != trigger:
                continue
            if params and any(e.params.get(k) != v for k, v in params.items()):
                continue
            if text is not None:
                hay = f"{e.text} {e.hint}".strip()
                if exact and e.text != text:
                    continue
                if not exact and text.lower() not in hay.lower():
                    continue
            out.append(e)
        return out

    def text(self) -> str:
        """The UI tree as indented text, for text-only agents and debugging."""
        lines = []
        for e in self.ui:
            flags = [f for f in ("clickable", "editable", "scrollable", "focused", "selected") if getattr(e, f)]
            if e.checked is not None:
                flags.append("checked" if e.checked else "unchecked")
            label = e.text or e.hint
            lines.append(f"[{e.id}] {e.role} {label!r} @{tuple(round(b) for b in e.bounds)} {' '.join(flags)}")
        return "\n".join(lines)
