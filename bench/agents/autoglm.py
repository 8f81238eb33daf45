"""``autoglm``: AutoGLM-Phone as zai-org/Open-AutoGLM runs it (``phone_agent/agent.py``,
``phone_agent/model/client.py``, ``phone_agent/actions/handler.py``, ``phone_agent/config/prompts_*.py``).

The system prompt (Chinese by default, ``lang=en`` for the English one) starts with the date, taken
here from the phone's virtual clock. Each user turn is the screenshot followed by the task (first
turn only) and ``{"current_app": ...}``; earlier turns lose their screenshot and keep their text, and
the model's turns are stored as ``<think>...</think><answer>...</answer>``. Replies are
``do(action="Tap", element=[x,y])`` ... or ``finish(message="...")``, split and parsed by the
published rules; coordinates are relative, 0 to 999 (the executor divides by 1000).
"""

from __future__ import annotations

import ast
import json
from typing import Any, ClassVar

from bench.agents.autoglm_prompts import PROMPT_EN, PROMPT_ZH
from bench.agents.base import InvalidReply
from bench.agents.coords import REL_1000, CoordSpace
from bench.agents.images import SentImage
from bench.agents.model import ModelAgent, virtual_date
from bench.protocol import with_protocol
from mgym.apps import registry
from mgym.observation import Observation

#: what AutoGLM's device layer reports when no known app is in front
HOME = "System Home"


def app_name(app_id: str) -> str:
    """The display name AutoGLM's ``current_app`` carries (the launcher is the system home)."""
    if app_id == "launcher":
        return HOME
    app = registry().get(app_id)
    return app.manifest.name if app is not None else app_id


def split_reply(content: str) -> tuple[str, str]:
    """(thinking, action) by Open-AutoGLM's rules: the action starts at ``finish(message=``, else at
    ``do(action=``, else inside ``<answer>``; otherwise the whole reply is the action."""
    for marker in ("finish(message=", "do(action="):
        if marker in content:
            head, tail = content.split(marker, 1)
            return _untag(head), (marker + tail).strip().removesuffix("</answer>").strip()
    if "<answer>" in content:
        head, tail = content.split("<answer>", 1)
        return _untag(head), tail.replace("</answer>", "").strip()
    return "", content


def _untag(text: str) -> str:
    """Thinking text without the ``<think>`` / ``<answer>`` tags (servers that keep them as text)."""
    for tag in ("<think>", "</think>", "<answer>"):
        text = text.replace(tag, "")
    return text.strip()


def parse_call(action: str) -> dict[str, Any]:
    """``do(...)`` / ``finish(...)`` -> a dict with ``_metadata`` "do" or "finish", as the published parser."""
    text = action.strip()
    if text.startswith(('do(action="Type"', 'do(action="Type_Name"')):
        return {"_metadata": "do", "action": "Type", "text": text.split("text=", 1)[1][1:-2]}
    if text.startswith("do"):
        try:
            tree = ast.parse(text.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t"), mode="eval")
            if not isinstance(tree.body, ast.Call):
                raise ValueError("expected a function call")
            return {"_metadata": "do", **{k.arg: ast.literal_eval(k.value) for k in tree.body.keywords if k.arg}}
        except (SyntaxError, ValueError) as e:
            raise InvalidReply(f"cannot parse the do() action: {e}") from None
    if text.startswith("finish"):
        return {"_metadata": "finish", "message": text.replace("finish(message=", "")[1:-2]}
    raise InvalidReply('expected do(action="...", ...) or finish(message="...") in the reply')


def _point(call: dict[str, Any], key: str, space: CoordSpace) -> tuple[float, float]:
    value = call.get(key)
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(isinstance(v, (int, float)) for v in value):
        raise InvalidReply(f"{call.get('action')} needs {key}=[x,y], not {value!r}")
    return space.to_norm(float(value[0]), float(value[1]))


def to_mgym(call: dict[str, Any], space: CoordSpace) -> list[dict[str, Any]]:
    """The mgym actions of a parsed AutoGLM call."""
    if call["_metadata"] == "finish":
        return [{"action": "complete"}]
    name = call.get("action")
    if name == "Tap":
        x, y = _point(call, "element", space)
        return [{"action": "click", "x": x, "y": y}]
    if name in ("Double Tap", "Long Press"):
        x, y = _point(call, "element", space)
        return [{"action": "double_tap" if name == "Double Tap" else "long_press", "x": x, "y": y}]
    if name == "Swipe":
        (x1, y1), (x2, y2) = _point(call, "start", space), _point(call, "end", space)
        return [{"action": "swipe", "x1": x1, "y1": y1, "x2": x2, "y2": y2}]
    if name in ("Type", "Type_Name"):  # the published executor clears the field before typing
        return [{"action": "type", "text": str(call.get("text", "")), "clear": True}]
    if name == "Launch":
        return [{"action": "awake", "app": str(call.get("app", ""))}]
    if name in ("Back", "Home"):
        return [{"action": name.lower()}]
    if name == "Wait":
        try:
            seconds = float(str(call.get("duration", "1 seconds")).replace("seconds", "").strip())
        except ValueError:
            seconds = 1.0
        return [{"action": "wait", "seconds": seconds}]
    if name in ("Take_over", "Interact"):
        return [{"action": "info", "text": str(call.get("message", ""))}]
    if name in ("Note", "Call_API"):
        return [{"action": "noop"}]
    raise InvalidReply(f"unknown AutoGLM action {name!r}")


class AutoGLMAgent(ModelAgent):
    """AutoGLM-Phone on a phone."""

    name: str = "autoglm"
    #: Open-AutoGLM's ModelConfig defaults
    defaults: ClassVar[dict[str, Any]] = {"temperature": 0.0, "top_p": 0.85, "frequency_penalty": 0.2,
                                          "max_tokens": 3000}
    option_defaults: ClassVar[dict[str, Any]] = {"lang": "cn"}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        lang = str(self.options["lang"]).lower()
        if lang not in ("cn", "zh", "en"):
            raise ValueError(f"autoglm lang must be cn or en, not {self.options['lang']!r}")
        self.lang = "en" if lang == "en" else "cn"

    def space(self, width: int, height: int) -> CoordSpace:
        return REL_1000

    def system_prompt(self, obs: Observation) -> str:
        day = virtual_date(obs)
        if self.lang == "en":
            return with_protocol(f"The current date: {day:%Y-%m-%d, %A}" + PROMPT_EN)
        return with_protocol(f"今天的日期是: {day.year}年{day.month:02d}月{day.day:02d}日" + PROMPT_ZH)

    def messages(self, obs: Observation, image: SentImage | None) -> list[dict[str, Any]]:
        assert image is not None
        msgs: list[dict[str, Any]] = [{"role": "system", "content": self.system_prompt(obs)}]
        for t in self.shown_turns():
            parts = [self.image_part(t.image, t.index)] if t.image is not None and self.keeps_image(t) else []
            msgs.append({"role": "user", "content": [*parts, {"type": "text", "text": self._text(len(msgs) == 1, t.app)}]})
            msgs.append({"role": "assistant", "content": t.summary})
        msgs.append({"role": "user", "content": [self.image_part(image, len(self.turns)),
                                                 {"type": "text", "text": self._text(len(msgs) == 1, obs.app)}]})
        return msgs

    def _text(self, first: bool, app: str) -> str:
        """The text of a user turn: the task comes with the first one shown."""
        info = json.dumps({"current_app": app_name(app)}, ensure_ascii=False)
        return f"{self.instruction}\n\n{info}" if first else f"** Screen Info **\n\n{info}"

    def parse(self, reply: str, obs: Observation, space: CoordSpace) -> tuple[list[dict[str, Any]], str]:
        thinking, action = split_reply(reply)
        summary = f"<think>{thinking}</think><answer>{action}</answer>"
        return to_mgym(parse_call(action), space), summary
