"""``qwenvl``: Qwen2.5-VL and Qwen3-VL through the ``mobile_use`` tool of their mobile-agent cookbooks.

* ``version="3"`` (default; QwenLM/Qwen3-VL ``cookbooks/mobile_agent.ipynb``): the cookbook's system
  prompt with a 999x999 screen, a ``Thought`` / ``Action`` / ``<tool_call>`` reply, coordinates on a
  relative [0, 999] grid. The screenshot is sent as it is.
* ``version="2.5"`` (QwenLM/Qwen2.5-VL ``cookbooks/mobile_agent.ipynb`` with
  ``cookbooks/utils/agent_function_call.py``): Qwen-Agent's tools prompt after "You are a helpful
  assistant.", the screen resolution being the smart-resized image size, coordinates in absolute pixels
  of that image. The screenshot is sent already smart-resized, so the model sees exactly that size.

Both put the history in the user text ("Task progress ... Step 1: ...; ") and show only the current
screenshot, which is also the paper's Appendix G policy.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from bench.agents.coords import REL_999, CoordSpace, pixels
from bench.agents.images import Resize, SentImage, qwen_resize
from bench.agents.model import ModelAgent
from bench.agents.toolcall import (
    mobile_use_actions,
    mobile_use_function,
    text_before_call,
    tool_call,
    tools_system,
)
from bench.protocol import with_protocol
from mgym.observation import Observation

QWEN25_ACTIONS = ["key", "click", "long_press", "swipe", "type", "system_button", "open", "wait", "terminate"]
QWEN3_ACTIONS = ["click", "long_press", "swipe", "type", "answer", "system_button", "wait", "terminate"]
#: the reply format the Qwen3-VL cookbook appends to the tools prompt
QWEN3_RESPONSE_FORMAT = """

# Response format

Response format for every step:
1) Thought: one concise sentence explaining the next move (no multi-step reasoning).
2) Action: a short imperative describing what to do in the UI.
3) A single <tool_call>...</tool_call> block containing only the JSON: {"name": <function-name>, "arguments": <args-json-object>}.

Rules:
- Output exactly in the order: Thought, Action, <tool_call>.
- Be brief: one sentence for Thought, one for Action.
- Do not output anything else outside those three parts.
- If finishing, use action=terminate in the tool call."""
PROGRESS = "Task progress (You have done the following operation on the current device): "


def qwen3_system_prompt() -> str:
    """The Qwen3-VL cookbook's system prompt (it starts with two newlines)."""
    return with_protocol("\n\n" + tools_system([mobile_use_function(QWEN3_ACTIONS, 999, 999)]) + QWEN3_RESPONSE_FORMAT)


def qwen25_system_parts(width: int, height: int) -> list[str]:
    """The Qwen2.5-VL cookbook's system message: the default system text, then the tools section."""
    return ["You are a helpful assistant.",
            with_protocol("\n\n" + tools_system([mobile_use_function(QWEN25_ACTIONS, width, height, legacy=True)]))]


def action_line(reply: str) -> str:
    """The ``Action:`` sentence of a reply (the text before the tool call when there is none)."""
    head = text_before_call(reply)
    if "Action:" in head:
        head = head.split("Action:", 1)[1]
    return head.strip()


class QwenVLAgent(ModelAgent):
    """Qwen-VL answering with ``mobile_use`` tool calls."""

    name: str = "qwenvl"
    option_defaults: ClassVar[dict[str, Any]] = {"version": "3", "min_pixels": 3136, "max_pixels": 12845056}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.version = str(self.options["version"]).lower().removeprefix("qwen").removesuffix("-vl")
        if self.version not in ("3", "2.5"):
            raise ValueError(f"qwenvl version must be 3 or 2.5, not {self.options['version']!r}")
        self.name = "qwen3vl" if self.version == "3" else "qwen25vl"

    def resize(self) -> Resize | None:
        if self.version == "3":
            return None
        return qwen_resize(28, int(self.options["min_pixels"]), int(self.options["max_pixels"]))

    def space(self, width: int, height: int) -> CoordSpace:
        return REL_999 if self.version == "3" else pixels(*self.model_size(width, height))

    def messages(self, obs: Observation, image: SentImage | None) -> list[dict[str, Any]]:
        assert image is not None
        steps = self.shown_turns()
        if self.version == "3":
            history = "".join(f"Step {t.index + 1}: {t.summary.replace(chr(10), '').replace(chr(34), '')}; "
                              for t in steps)
            query = f"The user query: {self.instruction}.\n{PROGRESS}{history}.\n"
            return [{"role": "system", "content": [{"type": "text", "text": qwen3_system_prompt()}]},
                    {"role": "user", "content": [{"type": "text", "text": query},
                                                 self.image_part(image, len(self.turns))]}]
        history = "".join(f"Step {t.index + 1}: {t.summary}; " for t in steps)
        query = f"The user query: {self.instruction}\n{PROGRESS}{history}"
        return [{"role": "system",
                 "content": [{"type": "text", "text": t} for t in qwen25_system_parts(image.width, image.height)]},
                {"role": "user", "content": [self.image_part(image, len(self.turns)), {"type": "text", "text": query}]}]

    def parse(self, reply: str, obs: Observation, space: CoordSpace) -> tuple[list[dict[str, Any]], str]:
        args = tool_call(reply)
        actions = mobile_use_actions(args, space)
        if self.version == "3":
            return actions, action_line(reply)
        # Qwen2.5-VL's cookbook lists earlier steps as their tool calls
        return actions, json.dumps({"name": "mobile_use", "arguments": args}, ensure_ascii=False)
