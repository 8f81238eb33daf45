"""``uitars``: UI-TARS-1.5 with its ``MOBILE_USE`` prompt (bytedance/UI-TARS, ``prompts.py`` of the 1.5
release; the same actions as ``codes/ui_tars/prompt.py``'s mobile prompt).

The model answers ``Thought: ...`` then ``Action: click(start_box='(x,y)')`` with absolute pixel
coordinates of the smart-resized image it saw. Replies are parsed by the authors' ``ui-tars`` package
(``parse_action_to_structure_output`` with ``model_type="qwen25vl"``), which also does the coordinate
conversion. The screenshot is sent already smart-resized (factor 28, 100*28*28 to 16384*28*28 pixels,
the parser's defaults), so the server's own resize is the identity and the parser's size is exact.
History: the prompt, then per step its screenshot (only the latest ``history_images``) and the
model's reply with its box tokens restored (``add_box_token``, as README_deploy.md does).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ui_tars.action_parser import add_box_token, parse_action_to_structure_output

from bench.agents.base import InvalidReply
from bench.agents.coords import NORM, CoordSpace, clamp, pixels
from bench.agents.images import Resize, SentImage, qwen_resize
from bench.agents.model import ModelAgent
from bench.protocol import with_protocol
from mgym.observation import Observation

MOBILE_USE = ("You are a GUI agent. You are given a task and your action history, with screenshots. You need to "
              "perform the next action to complete the task. \n"  # the published line ends with a space
              """## Output Format
```
Thought: ...
Action: ...
```
## Action Space

click(start_box='<|box_start|>(x1,y1)<|box_end|>')
long_press(start_box='<|box_start|>(x1,y1)<|box_end|>')
type(content='') #If you want to submit your input, use "\\n" at the end of `content`.
scroll(start_box='<|box_start|>(x1,y1)<|box_end|>', direction='down or up or right or left')
open_app(app_name=\'\')
drag(start_box='<|box_start|>(x1,y1)<|box_end|>', end_box='<|box_start|>(x3,y3)<|box_end|>')
press_home()
press_back()
finished(content='xxx') # Use escape characters \\', \\", and \\n in content part to ensure we can parse the content in normal python string format.


## Note
- Use {language} in `Thought` part.
- Write a small plan and finally summarize your next action (with its target element) in one sentence in `Thought` part.

## User Instruction
{instruction}
""")
#: how far a ``scroll`` moves the finger, in [0, 1000] units
SCROLL = 300.0
_FINGER = {"down": (0, -1), "up": (0, 1), "right": (-1, 0), "left": (1, 0)}  # scroll down = finger moves up
_KEYS = {"enter": "enter", "return": "enter", "back": "back", "home": "home"}


class UITarsAgent(ModelAgent):
    """UI-TARS-1.5 on a phone."""

    name: str = "uitars"
    #: bytedance/UI-TARS README_deploy.md's request settings
    defaults: ClassVar[dict[str, Any]] = {"temperature": 0.0, "max_tokens": 400}
    option_defaults: ClassVar[dict[str, Any]] = {"language": "English", "min_pixels": 100 * 28 * 28,
                                                 "max_pixels": 16384 * 28 * 28}

    def resize(self) -> Resize | None:
        return qwen_resize(28, int(self.options["min_pixels"]), int(self.options["max_pixels"]))

    def space(self, width: int, height: int) -> CoordSpace:
        return pixels(*self.model_size(width, height))

    def messages(self, obs: Observation, image: SentImage | None) -> list[dict[str, Any]]:
        assert image is not None
        prompt = MOBILE_USE.format(language=self.options["language"], instruction=self.instruction)
        msgs: list[dict[str, Any]] = [{"role": "system", "content": with_protocol("You are a helpful assistant.")},
                                      {"role": "user", "content": [{"type": "text", "text": prompt}]}]
        for t in self.shown_turns():
            if t.image is not None and self.keeps_image(t):
                msgs.append({"role": "user", "content": [self.image_part(t.image, t.index)]})
            msgs.append({"role": "assistant", "content": add_box_token(t.reply)})
        msgs.append({"role": "user", "content": [self.image_part(image, len(self.turns))]})
        return msgs

    def parse(self, reply: str, obs: Observation, space: CoordSpace) -> tuple[list[dict[str, Any]], str]:
        text = reply.replace("<|box_start|>", "").replace("<|box_end|>", "")
        try:
            parsed = parse_action_to_structure_output(
                text, 1000, round(space.height), round(space.width), model_type="qwen25vl",
                max_pixels=int(self.options["max_pixels"]), min_pixels=int(self.options["min_pixels"]))
        except Exception as e:  # the authors' parser raises AssertionError, ValueError, SyntaxError...
            raise InvalidReply(f"UI-TARS reply does not parse ({type(e).__name__}: {e}); expected "
                               "'Thought: ...\\nAction: click(start_box=...)'") from None
        actions: list[dict[str, Any]] = []
        for item in parsed:
            actions += _to_mgym(str(item.get("action_type") or ""), item.get("action_inputs") or {})
        return actions, reply


def _center(box: Any) -> tuple[float, float]:
    """A parsed box ``"[x1, y1, x2, y2]"`` (relative) -> its centre in [0, 1000]."""
    try:
        x1, y1, x2, y2 = (float(v) for v in str(box).strip("[]()").split(","))
    except ValueError:
        raise InvalidReply(f"cannot read the point {box!r}") from None
    return round(clamp((x1 + x2) / 2 * NORM), 2), round(clamp((y1 + y2) / 2 * NORM), 2)


def _to_mgym(kind: str, inputs: dict[str, Any]) -> list[dict[str, Any]]:
    kind = kind.strip().lower()
    if kind in ("click", "left_single", "tap", "left_double", "double_tap", "long_press"):
        if "start_box" not in inputs:
            raise InvalidReply(f"{kind} needs start_box")
        x, y = _center(inputs["start_box"])
        name = {"left_single": "click", "tap": "click", "left_double": "double_tap"}.get(kind, kind)
        return [{"action": name, "x": x, "y": y}]
    if kind == "type":
        content = str(inputs.get("content", ""))
        if content.endswith("\n"):
            return [{"action": "type", "text": content.rstrip("\n")}, {"action": "enter"}]
        return [{"action": "type", "text": content}]
    if kind == "scroll":
        x, y = _center(inputs["start_box"]) if "start_box" in inputs else (NORM / 2, NORM / 2)
        direction = str(inputs.get("direction", "")).strip().lower()
        if direction not in _FINGER:
            raise InvalidReply(f"scroll direction must be up, down, left or right, not {direction!r}")
        dx, dy = _FINGER[direction]
        return [{"action": "swipe", "x1": x, "y1": y, "x2": clamp(x + dx * SCROLL), "y2": clamp(y + dy * SCROLL)}]
    if kind in ("drag", "select"):
        if "start_box" not in inputs or "end_box" not in inputs:
            raise InvalidReply("drag needs start_box and end_box")
        (x1, y1), (x2, y2) = _center(inputs["start_box"]), _center(inputs["end_box"])
        return [{"action": "drag", "x1": x1, "y1": y1, "x2": x2, "y2": y2}]
    if kind == "open_app":
        return [{"action": "awake", "app": str(inputs.get("app_name", ""))}]
    if kind in ("press_home", "home"):
        return [{"action": "home"}]
    if kind in ("press_back", "back"):
        return [{"action": "back"}]
    if kind in ("hotkey", "press"):
        key = str(inputs.get("key") or inputs.get("hotkey") or inputs.get("press") or "").strip().lower()
        if key not in _KEYS:
            raise InvalidReply(f"key {key!r} is not available on the phone (enter, back, home)")
        return [{"action": _KEYS[key]}]
    if kind == "wait":
        return [{"action": "wait", "seconds": 5}]
    if kind == "finished":
        return [{"action": "complete"}]
    if kind == "call_user":
        return [{"action": "info", "text": str(inputs.get("content", ""))}]
    raise InvalidReply(f"unknown UI-TARS action {kind!r}")
