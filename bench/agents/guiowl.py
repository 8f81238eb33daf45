"""``guiowl``: GUI-Owl through the ``mobile_use`` tool, as X-PLUG/MobileAgent runs it on phones.

* ``version="1.5"`` (default; GUI-Owl-1.5, Qwen3-VL based; ``Mobile-Agent-v3.5/mobile_use/utils.py``
  ``SYSTEM_PROMPT`` and ``build_messages``, ``run_gui_owl_1_5_for_mobile.py``): a fixed tools prompt with
  a 1000x1000 screen, replies ``Action: ...`` then ``<tool_call>``, coordinates on a relative [0, 1000]
  grid. Earlier steps beyond the image window are listed as ``Step i: <Action sentence>``; the last
  ``history_images - 1`` steps are replayed as screenshot / reply turns (the published loop keeps 4).
* ``version="1"`` (GUI-Owl, Qwen2.5-VL based; ``Mobile-Agent-v3/android_world_v3/android_world/agents/
  gui_owl.py`` with ``mobile_agent_utils_new.py`` and ``function_call_mobile_answer.py``): "You are a
  helpful assistant." plus Qwen-Agent's tools prompt with the smart-resized screen size, replies
  ``<thinking>`` / ``<tool_call>`` / ``<conclusion>``, coordinates in absolute pixels of the resized
  image, history as ``Step i: <conclusion>; `` in the user text.

Screenshots are sent smart-resized (factor 28, 3136 to 10035200 pixels) as both published loops do.
``answer`` records the answer and then completes the task (GUI-Owl-1.5 defines it as terminating; the
v1 loop forces ``terminate`` right after an ``answer``).
"""

from __future__ import annotations

import json
import re
from typing import Any, ClassVar

from bench.agents.coords import REL_1000, CoordSpace, pixels
from bench.agents.images import Resize, SentImage, qwen_resize
from bench.agents.model import ModelAgent, virtual_date
from bench.agents.toolcall import mobile_use_actions, mobile_use_function, tool_call, tools_system
from bench.protocol import with_protocol
from mgym.observation import Observation

OWL15_ACTIONS = ["key", "click", "long_press", "swipe", "type", "system_button", "open", "wait", "answer",
                 "interact", "terminate"]
OWL1_ACTIONS = ["click", "long_press", "swipe", "type", "answer", "system_button", "wait", "terminate"]
OWL15_RESPONSE_FORMAT = """

# Response format

Response format for every step:
1) Action: a short imperative describing what to do in the UI.
2) A single <tool_call>...</tool_call> block containing only the JSON: {"name": <function-name>, "arguments": <args-json-object>}.

Rules:
- Output exactly in the order: Action, <tool_call>.
- Be brief: one sentence for Action.
- Do not output anything else outside those two parts.
- If finishing, use action=terminate in the tool call."""
NEXT_MOVE = "Please generate the next move according to the UI screenshot, instruction and previous actions."
OWL1_THINK = ("\nBefore answering, explain your reasoning step-by-step in <thinking></thinking> tags, and insert "
              "them before the <tool_call></tool_call> XML tags.")
OWL1_CONCLUDE = ("\nAfter answering, summarize your action in <conclusion></conclusion> tags, and insert them "
                 "after the <tool_call></tool_call> XML tags.")
MIN_PIXELS, MAX_PIXELS = 3136, 10035200
_CONCLUSION = re.compile(r"<conclusion>\s*(.*?)\s*</conclusion>", re.S)


def owl15_system_prompt() -> str:
    """GUI-Owl-1.5's mobile system prompt (its tool JSON is written with literal line breaks)."""
    function = mobile_use_function(
        OWL15_ACTIONS, 1000, 1000, legacy=True,
        lines={"answer": "* `answer`: Terminate the current task and output the answer.",
               "interact": "* `interact`: Resolve the blocking window by interacting with the user."},
        text_description="Required only by `action=key`, `action=type`, `action=open`, `action=answer`,"
                         "and `action=interact`.")
    return with_protocol(tools_system([function]).replace("\\n", "\n") + OWL15_RESPONSE_FORMAT)


def owl1_system_prompt(width: int, height: int) -> str:
    return with_protocol("You are a helpful assistant.\n\n" + tools_system([mobile_use_function(OWL1_ACTIONS, width, height)]))


def action_sentence(reply: str) -> str:
    """The ``Action:`` sentence GUI-Owl-1.5's loop keeps for earlier steps (the whole reply otherwise)."""
    if "Action:" in reply and "<tool_call>" in reply:
        return reply.split("Action:", 1)[1].split("<tool_call>", 1)[0].strip()
    return reply


class GUIOwlAgent(ModelAgent):
    """GUI-Owl answering with ``mobile_use`` tool calls."""

    name: str = "guiowl"
    option_defaults: ClassVar[dict[str, Any]] = {"version": "1.5"}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.version = str(self.options["version"])
        if self.version not in ("1.5", "1"):
            raise ValueError(f"guiowl version must be 1.5 or 1, not {self.options['version']!r}")
        self.name = "guiowl" if self.version == "1.5" else "guiowl1"

    def resize(self) -> Resize | None:
        return qwen_resize(28, MIN_PIXELS, MAX_PIXELS)

    def space(self, width: int, height: int) -> CoordSpace:
        return REL_1000 if self.version == "1.5" else pixels(*self.model_size(width, height))

    def messages(self, obs: Observation, image: SentImage | None) -> list[dict[str, Any]]:
        assert image is not None
        return self._messages15(obs, image) if self.version == "1.5" else self._messages1(image)

    def _messages15(self, obs: Observation, image: SentImage) -> list[dict[str, Any]]:
        shown = self.shown_turns()
        replayed = [t for t in shown if t.image is not None and self.keeps_image(t)]
        listed = [t for t in shown if t not in replayed]
        previous = "\n".join(f"Step {t.index + 1}: {action_sentence(t.reply)}" for t in listed) or "None"
        day = virtual_date(obs)
        date_info = f"Today's date is: {day:%Y-%m-%d} {day:%A}."
        prompt = f"{NEXT_MOVE}\n\nInstruction: {date_info}{self.instruction}\n\nPrevious actions:\n{previous}"
        msgs: list[dict[str, Any]] = [{"role": "system", "content": [{"type": "text", "text": owl15_system_prompt()}]}]
        for i, t in enumerate(replayed):
            assert t.image is not None
            head = [{"type": "text", "text": prompt}] if i == 0 else []
            msgs.append({"role": "user", "content": [*head, self.image_part(t.image, t.index)]})
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": t.reply}]})
        head = [] if replayed else [{"type": "text", "text": prompt}]
        msgs.append({"role": "user", "content": [*head, self.image_part(image, len(self.turns))]})
        return msgs

    def _messages1(self, image: SentImage) -> list[dict[str, Any]]:
        history = "".join(f"Step {t.index + 1}: {t.summary.replace(chr(10), '').replace(chr(34), '')}; "
                          for t in self.shown_turns())
        prompt = (f"The user query: {self.instruction}\nTask progress (You have done the following operation on "
                  f"the current device): {history}.\n{OWL1_THINK}{OWL1_CONCLUDE}")
        return [{"role": "system", "content": [{"type": "text", "text": owl1_system_prompt(image.width, image.height)}]},
                {"role": "user", "content": [{"type": "text", "text": prompt}, self.image_part(image, len(self.turns))]}]

    def parse(self, reply: str, obs: Observation, space: CoordSpace) -> tuple[list[dict[str, Any]], str]:
        args = tool_call(reply)
        actions = mobile_use_actions(args, space, answer_completes=True)
        if self.version == "1.5":
            return actions, action_sentence(reply)
        m = _CONCLUSION.search(reply)
        return actions, m.group(1) if m else json.dumps({"name": "mobile_use", "arguments": args}, ensure_ascii=False)

