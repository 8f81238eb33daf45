"""A rendered frame: the encoded screenshot (optional) and the hit map of the document.

Hit-testing happens here, in Python, against the boxes the renderer reported with the frame.
Elements of lower layers under a modal layer (app dialog, shade, system dialog) are inert; among
the elements under a point the topmost layer wins, then the innermost, then the last painted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import orjson

#: z-order of the document's layers, bottom to top.
LAYER_Z = {"app": 0, "dialog": 1, "picker": 2, "status": 3, "nav": 3, "toast": 4, "headsup": 4, "keyboard": 5,
           "textmenu": 6, "shade": 7, "sysdialog": 8}
MODAL = frozenset({"dialog", "picker", "shade", "sysdialog"})


@dataclass(slots=True)
class HitBox:
    """One element of the hit map, in CSS pixels (clipped to its scroll containers and the screen)."""

    index: int
    depth: int
    layer: str
    x0: float
    y0: float
    x1: float
    y1: float
    role: str
    text: str
    trigger: str | None = None
    params: dict[str, Any] = field(default_factory=dict)
    long: str | None = None
    double: str | None = None
    input: str | None = None
    hint: str = ""
    submit: str | None = None
    scroll: str | None = None
    axis: str = "y"
    scroll_max: float = 0.0
    offset: float = 0.0
    swipe: dict[str, str] = field(default_factory=dict)
    checked: bool | None = None
    selected: bool = False
    disabled: bool = False
    focused: bool = False
    label: str = ""
    #: a panel (dialog, sheet, menu) that absorbs taps landing on it outside its controls
    block: bool = False
    inert: bool = False

    @property
    def z(self) -> int:
        return LAYER_Z.get(self.layer, 0)

    def contains(self, x: float, y: float) -> bool:
        return self.x0 <= x < self.x1 and self.y0 <= y < self.y1

    @property
    def center(self) -> tuple[float, float]:
        return (self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2


def parse_boxes(raw: list[list[Any]]) -> list[HitBox]:
    """Turn the renderer's rows into HitBoxes and mark inert ones."""
    boxes = []
    for r in raw:
        (index, depth, layer, x0, y0, x1, y1, role, text, trig, params, long, double, inp, hint, submit,
         scroll_key, axis, smax, offset, swipe, checked, selected, disabled, focused, label, block) = r
        boxes.append(HitBox(
            index=index, depth=depth, layer=layer, x0=x0, y0=y0, x1=x1, y1=y1, role=role or "text",
            text=text or "", trigger=trig, params=orjson.loads(params) if params else {}, long=long,
            double=double, input=inp, hint=hint or "", submit=submit, scroll=scroll_key, axis=axis or "y",
            scroll_max=smax or 0.0, offset=offset or 0.0, swipe=orjson.loads(swipe) if swipe else {},
            checked=None if checked is None else checked == "true", selected=selected == "true",
            disabled=disabled == "true", focused=focused == "true", label=label or "", block=bool(block),
        ))
    top_modal = max((b.z for b in boxes if b.layer in MODAL), default=-1)
    for b in boxes:
        b.inert = b.z < top_modal
    return boxes


@dataclass(slots=True)
class Frame:
    """What one render returns. ``image`` is None for a layout-only render."""

    key: str
    width: int
    height: int
    scale: float
    boxes: list[HitBox]
    image: bytes | None = None
    format: str = "png"

    def hit(self, x: float, y: float, want: str = "tap") -> HitBox | None:
        """The element a tap at CSS point (x, y) lands on, or None.

        ``want`` filters by what the gesture needs: ``tap`` (trigger or input), ``long``,
        ``double``, ``scroll`` (a scroll container), ``input``.
        """
        best: HitBox | None = None
        best_key: tuple[int, int] = (-1, -1)
        for b in self.boxes:
            if b.inert or b.disabled or not b.contains(x, y):
                continue
            ok = b.block or {"tap": bool(b.trigger or b.input), "long": bool(b.long), "double": bool(b.double),
                             "scroll": bool(b.scroll), "input": bool(b.input)}.get(want, False)
            if not ok:
                continue
            k = (b.z, b.index)  # document order: descendants and later siblings paint on top
            if k > best_key:
                best, best_key = b, k
        return None if best is not None and best.block else best

    def swipe_target(self, x: float, y: float, direction: str) -> HitBox | None:
        best: HitBox | None = None
        for b in self.boxes:
            if not b.inert and not b.disabled and direction in b.swipe and b.contains(x, y) and (
                    best is None or (b.z, b.index) > (best.z, best.index)):
                best = b
        return best
