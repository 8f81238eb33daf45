"""The ``mobile_use`` function-calling format shared by Qwen-VL and GUI-Owl.

The model sees a Qwen-Agent style tools system prompt (``# Tools`` ... ``<tools>`` JSON ``</tools>``)
describing one ``mobile_use`` function, and answers with
``<tool_call>{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [x, y]}}</tool_call>``.
This module builds that tool description (as each model's published code builds it), extracts the
call from a reply and maps its arguments to mgym actions.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from bench.agents.base import InvalidReply
from bench.agents.coords import CoordSpace

#: Qwen-Agent's function-calling system template (``NousFnCallPrompt``)
FN_CALL_TEMPLATE = """# Tools

You may call one or more functions to assist with the user query.

You are provided with function signatures within <tools></tools> XML tags:
<tools>
{tool_descs}
</tools>

For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:
<tool_call>
{{"name": <function-name>, "arguments": <args-json-object>}}
</tool_call>"""

_ACTION_LINES = {
    "key": "* `key`: Perform a key event on the mobile device.\n    - This supports adb's `keyevent` syntax.\n"
           '    - Examples: "volume_up", "volume_down", "power", "camera", "clear".',
    "click": "* `click`: Click the point on the screen with coordinate (x, y).",
    "long_press": "* `long_press`: Press the point on the screen with coordinate (x, y) for specified seconds.",
    "swipe": "* `swipe`: Swipe from the starting point with coordinate (x, y) to the end point with "
             "coordinates2 (x2, y2).",
    "type": "* `type`: Input the specified text into the activated input box.",
    "answer": "* `answer`: Output the answer.",
    "system_button": "* `system_button`: Press the system button.",
    "open": "* `open`: Open an app on the device.",
    "wait": "* `wait`: Wait specified seconds for the change to happen.",
    "terminate": "* `terminate`: Terminate the current task and report its completion status.",
}
_POINT_DESC = ("(x, y): The x (pixels from the left edge) and y (pixels from the top edge) coordinates to move "
               "the mouse to. Required only by {which}.")
_BUTTON_DESC = ("Back means returning to the previous interface, Home means returning to the desktop, Menu means "
                "opening the application background menu, and Enter means pressing the enter. Required only by "
                "`action=system_button`")


def _required_by(actions: Sequence[str]) -> str:
    names = [f"`action={a}`" for a in actions]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + (", and " if len(names) > 2 else " and ") + names[-1]


def mobile_use_function(actions: list[str], width: int | float, height: int | float, *, legacy: bool = False,
                        lines: dict[str, str] | None = None, text_description: str | None = None) -> dict[str, Any]:
    """The ``mobile_use`` function as Qwen-Agent describes it to the model.

    ``actions`` lists the enum in order; the screen resolution is ``width`` x ``height``. ``legacy``
    adds the ``name_for_human`` and ``args_format`` fields that Qwen-Agent emitted before March 2025.
    ``lines`` and ``text_description`` replace the standard wording where a model's prompt differs."""
    description = (
        "Use a touchscreen to interact with a mobile device, and take screenshots.\n"
        "* This is an interface to a mobile device with touchscreen. You can perform actions like clicking, "
        "typing, swiping, etc.\n"
        "* Some applications may take time to start or process actions, so you may need to wait and take "
        "successive screenshots to see the results of your actions.\n"
        f"* The screen's resolution is {width}x{height}.\n"
        "* Make sure to click any buttons, links, icons, etc with the cursor tip in the center of the element. "
        "Don't click boxes on their edges unless asked.")
    text_users = [a for a in ("key", "type", "answer", "open") if a in actions]
    parameters = {
        "properties": {
            "action": {
                "description": "The action to perform. The available actions are:\n"
                               + "\n".join({**_ACTION_LINES, **(lines or {})}[a] for a in actions),
                "enum": list(actions),
                "type": "string",
            },
            "coordinate": {"description": _POINT_DESC.format(
                which="`action=click`, `action=long_press`, and `action=swipe`"), "type": "array"},
            "coordinate2": {"description": _POINT_DESC.format(which="`action=swipe`"), "type": "array"},
            "text": {"description": text_description or f"Required only by {_required_by(text_users)}.",
                     "type": "string"},
            "time": {"description": "The seconds to wait. Required only by `action=long_press` and `action=wait`.",
                     "type": "number"},
            "button": {"description": _BUTTON_DESC, "enum": ["Back", "Home", "Menu", "Enter"], "type": "string"},
            "status": {"description": "The status of the task. Required only by `action=terminate`.",
                       "type": "string", "enum": ["success", "failure"]},
        },
        "required": ["action"],
        "type": "object",
    }
    if legacy:
        return {"name_for_human": "mobile_use", "name": "mobile_use", "description": description,
                "parameters": parameters, "args_format": "Format the arguments as a JSON object."}
    return {"name": "mobile_use", "description": description, "parameters": parameters}


def tools_system(functions: list[dict[str, Any]]) -> str:
    """Qwen-Agent's tools section for ``functions``."""
    descs = "\n".join(json.dumps({"type": "function", "function": f}, ensure_ascii=False) for f in functions)
    return FN_CALL_TEMPLATE.format(tool_descs=descs)


_CALL = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.S)


def tool_call(reply: str) -> dict[str, Any]:
    """The arguments of the first ``mobile_use`` call in a reply."""
    m = _CALL.search(reply)
    if not m:
        raise InvalidReply("no <tool_call>...</tool_call> block in the reply")
    body = m.group(1).strip()
    try:
        call, _ = json.JSONDecoder().raw_decode(body)
    except json.JSONDecodeError as e:
        raise InvalidReply(f"the tool call is not valid JSON: {e}") from None
    if not isinstance(call, dict):
        raise InvalidReply("the tool call is not a JSON object")
    args = call.get("arguments")
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except json.JSONDecodeError as e:
            raise InvalidReply(f"the tool call's arguments are not valid JSON: {e}") from None
    if not isinstance(args, dict) or not isinstance(args.get("action"), str):
        raise InvalidReply('the tool call needs "arguments" with an "action"')
    return args


def text_before_call(reply: str) -> str:
    return reply.split("<tool_call>", 1)[0].strip()


def _point(args: dict[str, Any], key: str, space: CoordSpace) -> tuple[float, float]:
    value = args.get(key)
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        raise InvalidReply(f"{key} must be [x, y], not {value!r}")
    return space.to_norm(float(value[0]), float(value[1]))


_KEYS = {"enter": "enter", "keycode_enter": "enter", "66": "enter", "back": "back", "keycode_back": "back",
         "4": "back", "home": "home", "keycode_home": "home", "3": "home", "app_switch": "recent",
         "keycode_app_switch": "recent", "menu": "recent"}
_BUTTONS = {"back": "back", "home": "home", "menu": "recent", "enter": "enter"}


def mobile_use_actions(args: dict[str, Any], space: CoordSpace, *,
                       answer_completes: bool = False) -> list[dict[str, Any]]:
    """mgym actions for one ``mobile_use`` call. ``answer_completes``: ``answer`` ends the task
    (records the answer, then ``complete``), as GUI-Owl's published loops do."""
    act = args["action"].strip().lower()
    if act in ("click", "tap", "long_press", "double_tap"):
        x, y = _point(args, "coordinate", space)
        name = {"tap": "click"}.get(act, act)
        return [{"action": name, "x": x, "y": y}]
    if act in ("swipe", "scroll", "drag"):
        x1, y1 = _point(args, "coordinate", space)
        x2, y2 = _point(args, "coordinate2", space)
        return [{"action": "drag" if act == "drag" else "swipe", "x1": x1, "y1": y1, "x2": x2, "y2": y2}]
    if act == "type":
        return [{"action": "type", "text": str(args.get("text", ""))}]
    if act == "answer":
        answer = {"action": "answer", "text": str(args.get("text", ""))}
        return [answer, {"action": "complete"}] if answer_completes else [answer]
    if act == "system_button":
        button = str(args.get("button", "")).strip().lower()
        if button not in _BUTTONS:
            raise InvalidReply(f"unknown system button {args.get('button')!r}; expected Back, Home, Menu or Enter")
        return [{"action": _BUTTONS[button]}]
    if act == "key":
        key = str(args.get("text", "")).strip().lower()
        if key not in _KEYS:
            raise InvalidReply(f"key {args.get('text')!r} is not supported here (enter, back, home, app_switch)")
        return [{"action": _KEYS[key]}]
    if act in ("open", "open_app"):
        return [{"action": "awake", "app": str(args.get("text") or args.get("app") or "")}]
    if act == "wait":
        seconds = args.get("time", 1)
        return [{"action": "wait", "seconds": seconds if isinstance(seconds, (int, float)) else 1}]
    if act == "terminate":
        status = str(args.get("status", "success")).strip().lower()
        return [{"action": "complete"}] if status == "success" else [{"action": "abort", "reason": status}]
    if act in ("interact", "call_user", "calluser"):
        return [{"action": "info", "text": str(args.get("text", ""))}]
    raise InvalidReply(f"unknown mobile_use action {args['action']!r}")
