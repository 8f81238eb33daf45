"""``text``: an LLM without vision, reading the UI tree with set-of-marks style indices.

Each step shows the elements on screen as ``[index] role "text" ...`` lines; the model acts on an
element by its index (``{"action": "click", "index": 12}``) and the agent taps the element's centre.
Only the current step carries the tree; earlier steps keep the model's replies (Appendix G history).
"""

from __future__ import annotations

from typing import Any, ClassVar

from bench.agents.base import InvalidReply
from bench.agents.coords import CoordSpace
from bench.agents.generic import GenericAgent, extract_json, thought_of
from bench.agents.images import SentImage
from bench.protocol import with_protocol
from mgym.observation import Observation, UIElement

SYSTEM_PROMPT = """You are an agent that operates an Android phone to carry out the user's task. You cannot \
see the screen; instead, every step lists the elements on it, one per line:
[index] role "text" (hint) flags @[left, top, right, bottom]
Boxes are in normalised coordinates from 0 to 1000 on both axes. Reply with exactly one action.

Actions (one JSON object each):
{"action": "click", "index": 12}  tap an element
{"action": "double_tap", "index": 12}
{"action": "long_press", "index": 12}
{"action": "type", "text": "hello", "index": 7}  type into an input (omit "index" for the focused one); \
add "clear": true to replace the text already in it
{"action": "swipe", "direction": "up"}  a finger moving up scrolls the content down; add "index" to \
swipe inside a scrollable element
{"action": "scroll", "direction": "down"}  the view moves down through the content (shows what is below; \
the finger moves up); add "index" to scroll inside a scrollable element
{"action": "back"}  {"action": "home"}  {"action": "recent"}  {"action": "enter"}
{"action": "wait", "seconds": 2}
{"action": "awake", "app": "Settings"}  open an app by its name
{"action": "answer", "text": "..."}  tell the user an answer (the task goes on)
{"action": "complete"}  the task is done
{"action": "abort", "reason": "..."}  the task cannot be done

Reply in exactly this format:
Thought: one or two sentences on what you see and what to do next.
Action: the JSON object of one action"""

_FLAGS = ("clickable", "long_clickable", "editable", "scrollable", "focused", "selected")
_POINTED = ("click", "tap", "double_tap", "long_press", "type")
_OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}
#: half the length of a swipe inside an element, as a fraction of its size
_SWIPE = 0.3


def describe(e: UIElement) -> str:
    """One element as a line of the listing."""
    parts = [f"[{e.id}] {e.role}"]
    if e.text:
        parts.append(f'"{e.text}"')
    if e.hint and e.hint != e.text:
        parts.append(f"({e.hint})")
    flags = [f for f in _FLAGS if getattr(e, f)]
    if e.checked is not None:
        flags.append("checked" if e.checked else "unchecked")
    if not e.enabled:
        flags.append("disabled")
    parts += flags
    parts.append("@[" + ", ".join(str(round(b)) for b in e.bounds) + "]")
    return " ".join(parts)


def listing(obs: Observation) -> str:
    """The elements worth showing: those with text, a hint, or something to do."""
    lines = [describe(e) for e in obs.ui
             if e.text or e.hint or e.clickable or e.editable or e.scrollable or e.checked is not None]
    return "\n".join(lines) or "(no elements)"


class TextAgent(GenericAgent):
    """An LLM acting on element indices of the UI tree (no screenshot)."""

    name: str = "text"
    needs_screenshot: ClassVar[bool] = False
    system_prompt: ClassVar[str] = with_protocol(SYSTEM_PROMPT)

    def payload(self, obs: Observation, image: SentImage | None, step: int) -> list[dict[str, Any]]:
        return [{"type": "text", "text": f"Screen {obs.app}/{obs.screen}"
                 f"{', keyboard shown' if obs.keyboard else ''}:\n{listing(obs)}"}]

    def parse(self, reply: str, obs: Observation, space: CoordSpace) -> tuple[list[dict[str, Any]], str]:
        action = extract_json(reply)
        name = action.get("action")
        if not isinstance(name, str):
            raise InvalidReply('the JSON object has no "action" name')
        if "index" in action:
            kind = name.lower()
            if kind not in _POINTED and not (kind in ("swipe", "scroll", "drag") and "direction" in action):
                raise InvalidReply(f'"index" does not apply to the {name} action')
            element = self._element(obs, action.pop("index"))
            if kind in _POINTED:
                action["x"], action["y"] = element.center
            else:
                direction = str(action.pop("direction")).lower()
                if kind == "scroll":  # the view's direction: the finger moves the opposite way
                    direction, action["action"] = _OPPOSITE.get(direction, direction), "swipe"
                action.update(_stroke(element, direction))
        return [action], thought_of(reply)

    @staticmethod
    def _element(obs: Observation, index: Any) -> UIElement:
        try:
            i = int(index)
        except (TypeError, ValueError):
            raise InvalidReply(f"index must be an integer, not {index!r}") from None
        for e in obs.ui:
            if e.id == i:
                return e
        raise InvalidReply(f"no element with index {i} on this screen")


def _stroke(e: UIElement, direction: str) -> dict[str, float]:
    """A swipe inside an element: the finger moves ``direction`` through its centre."""
    x0, y0, x1, y1 = e.bounds
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = (x1 - x0) * _SWIPE, (y1 - y0) * _SWIPE
    moves = {"up": (cx, cy + dy, cx, cy - dy), "down": (cx, cy - dy, cx, cy + dy),
             "left": (cx + dx, cy, cx - dx, cy), "right": (cx - dx, cy, cx + dx, cy)}
    if direction not in moves:
        raise InvalidReply(f"direction must be one of up, down, left, right, not {direction!r}")
    return dict(zip(("x1", "y1", "x2", "y2"), moves[direction], strict=True))
