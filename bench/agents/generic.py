"""``generic``: mgym's own JSON actions, for any vision-language model behind a chat API.

The prompt is mgym's (documented in docs/agents.md): a system message with the action space in
[0, 1000] coordinates, then one user turn per step (the current one with the screenshot) and the
model's replies as assistant turns (the paper's Appendix G history). A reply is a short thought and
one JSON action: ``Action: {"action": "click", "x": 500, "y": 300}``.
"""

from __future__ import annotations

import json
import re
from typing import Any, ClassVar

from bench.agents.base import InvalidReply
from bench.agents.coords import REL_1000, CoordSpace
from bench.agents.images import SentImage
from bench.agents.model import ModelAgent, Turn
from bench.protocol import with_protocol
from mgym.observation import Observation

SYSTEM_PROMPT = """You are an agent that operates an Android phone to carry out the user's task. At every step \
you see the current screen and reply with exactly one action.

Coordinates are normalised: x runs from 0 (left edge) to 1000 (right edge) and y from 0 (top edge) to \
1000 (bottom edge), whatever the screen's size. Tap the centre of the element you mean.

Actions (one JSON object each):
{"action": "click", "x": 500, "y": 300}  tap a point
{"action": "double_tap", "x": 500, "y": 300}
{"action": "long_press", "x": 500, "y": 300}
{"action": "type", "text": "hello"}  type into the focused field; add "x" and "y" to tap a field first, \
and "clear": true to replace the text already in it
{"action": "swipe", "x1": 500, "y1": 700, "x2": 500, "y2": 300}  a fling from point 1 to point 2 (this \
one moves the finger up, so the content scrolls down); or {"action": "swipe", "direction": "up"}
{"action": "drag", "x1": 500, "y1": 700, "x2": 500, "y2": 300}  a slow drag, without inertia
{"action": "back"}  {"action": "home"}  {"action": "recent"}  {"action": "enter"}
{"action": "wait", "seconds": 2}
{"action": "awake", "app": "Settings"}  open an app by its name
{"action": "answer", "text": "..."}  tell the user an answer (the task goes on)
{"action": "complete"}  the task is done
{"action": "abort", "reason": "..."}  the task cannot be done

Reply in exactly this format:
Thought: one or two sentences on what you see and what to do next.
Action: the JSON object of one action"""

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)


def extract_json(reply: str) -> dict[str, Any]:
    """The JSON object of a reply: after ``Action:`` if present, in a code fence, or the last object."""
    text = reply.strip()
    if "Action:" in text:
        text = text.rsplit("Action:", 1)[1]
    fenced = _FENCE.findall(text)
    if fenced:
        text = fenced[-1]
    decoder = json.JSONDecoder()
    found: dict[str, Any] | None = None
    for i, ch in enumerate(text):
        if ch != "{":
            continue
        try:
            obj, _ = decoder.raw_decode(text, i)
        except json.JSONDecodeError:
            continue
        if isinstance(obj, dict):
            found = obj
            break
    if found is None:
        raise InvalidReply("no JSON action object found in the reply; end with Action: {\"action\": ...}")
    return found


def thought_of(reply: str) -> str:
    """The ``Thought:`` part of a reply (or the text before the action)."""
    head = reply.split("Action:", 1)[0]
    return head.replace("Thought:", "", 1).strip()


class GenericAgent(ModelAgent):
    """Any VLM answering in mgym's JSON actions with [0, 1000] coordinates."""

    name: str = "generic"
    #: the paper's Appendix G decoding settings for general-purpose models
    defaults: ClassVar[dict[str, Any]] = {"temperature": 0.1, "top_p": 0.95, "max_tokens": 4096,
                                          "frequency_penalty": 0.0}
    system_prompt: ClassVar[str] = with_protocol(SYSTEM_PROMPT)

    def space(self, width: int, height: int) -> CoordSpace:
        return REL_1000

    def header(self, step: int, app: str, error: str | None = None) -> str:
        """The text of a step's user turn."""
        text = f"Step {step + 1}. Foreground app: {app}."
        if error:
            text += f"\nYour previous action was invalid and did nothing: {error}"
        return text

    def payload(self, obs: Observation, image: SentImage | None, step: int) -> list[dict[str, Any]]:
        """What the current step shows besides its header (the screenshot here)."""
        if image is None:
            return []
        return [self.image_part(image, step)]

    def past_payload(self, turn: Turn) -> list[dict[str, Any]]:
        if turn.image is not None and self.keeps_image(turn):
            return [self.image_part(turn.image, turn.index)]
        return []

    def messages(self, obs: Observation, image: SentImage | None) -> list[dict[str, Any]]:
        task = f"Task: {self.instruction}\n\n"
        msgs: list[dict[str, Any]] = [{"role": "system", "content": self.system_prompt}]
        for turn in self.shown_turns():
            text = (task if len(msgs) == 1 else "") + self.header(turn.index, turn.app)
            msgs.append({"role": "user", "content": [{"type": "text", "text": text}, *self.past_payload(turn)]})
            msgs.append({"role": "assistant", "content": turn.reply})
        step = len(self.turns)
        text = (task if len(msgs) == 1 else "") + self.header(step, obs.app, self.last_error(obs))
        msgs.append({"role": "user", "content": [{"type": "text", "text": text},
                                                 *self.payload(obs, image, step)]})
        return msgs

    def parse(self, reply: str, obs: Observation, space: CoordSpace) -> tuple[list[dict[str, Any]], str]:
        action = extract_json(reply)
        if not isinstance(action.get("action"), str):
            raise InvalidReply('the JSON object has no "action" name')
        return [action], thought_of(reply)
