"""MgymAgentLoop against the real verl 0.9.1: built by hydra from an agent-loop config file as verl's
AgentLoopWorker builds it, with a real Qwen3-VL tokenizer and processor (made in code, nothing
downloaded), verl's Continuous Token builder and its multimodal path, playing real phone episodes with
screenshots; its output goes through the worker's own post-processing (padding, the processor's
re-expansion of every image, rm_scores).

The one stand-in is the LLM server: a verl rollout server (vLLM or SGLang) cannot run on CPU, so the
``server_manager`` answers ``generate`` (verl's signature, verl's ``TokenOutput``) with the token ids
of scripted replies, honouring ``max_tokens`` as a real server does. ``make test-rl`` runs this in
``.venv-rl``; ``make test`` skips it (verl and torch are not in the main venv).
"""

from __future__ import annotations

import asyncio
import json
import warnings
from importlib.resources import files
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

with warnings.catch_warnings():  # verl imports ray.experimental, which warns about its own deprecation
    warnings.simplefilter("ignore", DeprecationWarning)
    verl_agent_loop = pytest.importorskip("verl.experimental.agent_loop.agent_loop",
                                          reason="verl is not installed here (make test-rl installs it in .venv-rl)")
torch = pytest.importorskip("torch", reason="torch is not installed here (make test-rl)")
transformers = pytest.importorskip("transformers", reason="transformers is not installed here (make test-rl)")

import hydra.utils  # noqa: E402
from omegaconf import OmegaConf  # noqa: E402
from verl.experimental.agent_loop.agent_loop import (  # noqa: E402
    AgentLoopBase,
    AgentLoopOutput,
    AgentLoopWorker,
    DictConfigWrap,
    ToolListWrap,
    _agent_loop_registry,
)
from verl.utils.dataset.rl_dataset import RLHFDataset  # noqa: E402
from verl.workers.rollout.replica import TokenOutput  # noqa: E402

from bench.agents.coords import REL_999  # noqa: E402
from bench.agents.qwenvl import qwen3_system_prompt  # noqa: E402
from bench.gym import MgymEnv  # noqa: E402
from bench.rl.policy import PolicyIO  # noqa: E402
from bench.rl.verl_loop import NAME, TARGET, MgymAgentLoop  # noqa: E402
from tests.bench.agents.conftest import encode, oracle_plan  # noqa: E402

TASK = "settings.DarkTheme"
INVALID = "I am not sure what to do."
CONFIG = """\
- name: mgym
  _target_: bench.rl.verl_loop.MgymAgentLoop
  size: [540, 1200]
"""
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning", "ignore::FutureWarning")


# ---- a Qwen3-VL tokenizer and processor, built in code ----------------------------------------------------
def tiny_processor() -> Any:
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import Qwen2Tokenizer, Qwen3VLProcessor
    from transformers.models.qwen2_vl.image_processing_pil_qwen2_vl import Qwen2VLImageProcessorPil

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    corpus = [qwen3_system_prompt(), *replies(), "The user query: Task progress Step"] * 4
    tok.train_from_iterator(corpus, trainers.BpeTrainer(
        vocab_size=1200, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False))
    tok.add_special_tokens([AddedToken(s, special=True, normalized=False) for s in (
        "<|endoftext|>", "<|im_start|>", "<|im_end|>")])
    # verl's post-processing decodes the whole sequence with skip_special_tokens=True and runs the processor
    # on that text again, so its vision placeholders must survive the decode: plain added tokens here
    tok.add_tokens([AddedToken(s, normalized=False) for s in (
        "<|vision_start|>", "<|vision_end|>", "<|image_pad|>", "<|video_pad|>", "<tool_call>", "</tool_call>",
        "<think>", "</think>")])
    tokenizer = Qwen2Tokenizer(tokenizer_object=tok, eos_token="<|im_end|>", pad_token="<|endoftext|>")

    class ImageOnlyQwen3VLProcessor(Qwen3VLProcessor):
        """Qwen3-VL's processor without its video processor (which needs torchvision)."""

        def __init__(self, image_processor: Any = None, tokenizer: Any = None, chat_template: Any = None,
                     **kwargs: Any) -> None:
            super().__init__(image_processor, tokenizer, None, chat_template=chat_template, **kwargs)

    images = Qwen2VLImageProcessorPil(patch_size=16, merge_size=2, temporal_patch_size=2,
                                      image_mean=[0.5] * 3, image_std=[0.5] * 3)
    template = (files("trl") / "chat_templates" / "qwen3_vl.jinja").read_text()  # Qwen3-VL's chat template
    return ImageOnlyQwen3VLProcessor(image_processor=images, tokenizer=tokenizer, chat_template=template)


def replies() -> list[str]:
    """The scripted episode in Qwen3-VL's format: an invalid reply, the oracle's taps, terminate."""
    plan = oracle_plan(TASK)
    return [INVALID, *(encode("qwen3vl", s.action, REL_999) for s in plan.steps),
            encode("qwen3vl", {"action": "complete"}, REL_999)]


class ScriptedServer:
    """verl's ``server_manager.generate`` answered with scripted replies (a real verl server needs a GPU).
    Records every call; ``obey_max_tokens=False`` returns whole replies, as a misbehaving server might."""

    def __init__(self, tokenizer: Any, script: list[str], obey_max_tokens: bool = True) -> None:
        self.tokenizer, self.script, self.obey = tokenizer, list(script), obey_max_tokens
        self.calls: list[dict[str, Any]] = []
        self.vision_start = tokenizer.convert_tokens_to_ids("<|vision_start|>")

    async def generate(self, request_id: str, *, prompt_ids: list[int], sampling_params: dict[str, Any],
                       image_data: list[Any] | None = None, video_data: list[Any] | None = None,
                       audio_data: list[Any] | None = None, mm_processor_kwargs: dict[str, Any] | None = None,
                       **kwargs: Any) -> TokenOutput:
        # what a server checks: one image per vision block of the prompt
        assert prompt_ids.count(self.vision_start) == len(image_data or [])
        reply = self.script.pop(0) if self.script else INVALID
        ids = self.tokenizer.encode(reply, add_special_tokens=False) + [self.tokenizer.eos_token_id]
        if self.obey:
            ids = ids[:sampling_params["max_tokens"]]
        self.calls.append({"request_id": request_id, "prompt_ids": list(prompt_ids), "images": len(image_data or []),
                           "sampling_params": dict(sampling_params), "reply": ids})
        logprobs = [-0.25] * len(ids) if sampling_params.get("logprobs") else None
        return TokenOutput(token_ids=ids, log_probs=logprobs, stop_reason="completed")


# ---- building the loop as verl's AgentLoopWorker does ---------------------------------------------------
@pytest.fixture(scope="module")
def processor() -> Any:
    return tiny_processor()


def trainer_config(prompt_length: int, response_length: int, logprobs: bool = False) -> Any:
    return OmegaConf.create({
        "actor_rollout_ref": {"rollout": {"prompt_length": prompt_length, "response_length": response_length,
                                          "calculate_log_probs": logprobs, "full_determinism": False,
                                          "multi_turn": {"max_assistant_turns": None}}},
        "data": {"apply_chat_template_kwargs": {}, "mm_processor_kwargs": {}}})


def build_loop(tmp_path: Path, processor: Any, server: ScriptedServer, config: Any, extra: str = "") -> MgymAgentLoop:
    """verl's AgentLoopWorker: the agent-loop config file into the registry, then hydra's instantiate with
    the worker's arguments (agent_loop.py, AgentLoopWorker.__init__ and _run_agent_loop)."""
    path = tmp_path / "agent_loop.yaml"
    path.write_text(CONFIG + (extra if "adapter:" in extra else "  adapter: qwen3vl\n" + extra))
    for entry in OmegaConf.load(path):
        _agent_loop_registry[entry.name] = entry
    loop = hydra.utils.instantiate(
        config=_agent_loop_registry[NAME], trainer_config=DictConfigWrap(config=config), server_manager=server,
        tokenizer=processor.tokenizer, processor=processor, hf_model_type="qwen3_vl", dataset_cls=RLHFDataset,
        data_config=DictConfigWrap(config.data), tools=ToolListWrap([]))
    assert isinstance(loop, MgymAgentLoop) and isinstance(loop, AgentLoopBase)
    return loop


def play(tmp_path: Path, processor: Any, server: ScriptedServer, config: Any, sampling: dict[str, Any],
         yaml: str = "", **extra: Any) -> AgentLoopOutput:
    """Build the loop and run one row, inside one event loop (the worker builds it in its running loop)."""

    async def go() -> AgentLoopOutput:
        return await build_loop(tmp_path, processor, server, config, yaml).run(sampling, **row(**extra))

    return asyncio.run(go())


def row(**extra: Any) -> dict[str, Any]:
    """A dataset row as verl hands it to ``run`` (``agent_name`` is taken off by the worker)."""
    return {"raw_prompt": [{"role": "user", "content": "mgym"}], "index": 0,
            "extra_info": {"task": TASK, "instance": 0}, **extra}


def postprocess(processor: Any, output: AgentLoopOutput, config: Any) -> Any:
    """verl's own per-sample post-processing (AgentLoopWorker._agent_loop_postprocess) on ``output``."""
    worker = object.__new__(AgentLoopWorker)
    rollout = config.actor_rollout_ref.rollout
    worker.__dict__.update(rollout_config=SimpleNamespace(prompt_length=rollout.prompt_length,
                                                          response_length=rollout.response_length),
                           tokenizer=processor.tokenizer, processor=processor, mm_processor_kwargs={},
                           reward_loop_worker_handles=None, distillation_enabled=False, teacher_server_manager=None)
    return asyncio.run(worker._agent_loop_postprocess(output, False, **row()))


def expected_reward(actions: list[dict[str, Any]]) -> tuple[float, str]:
    env = MgymEnv(TASK, geometry=PolicyIO().geometry)
    env.reset(seed=0)
    for a in actions:
        _, r, term, trunc, info = env.step(a)
        if term or trunc:
            return r, info["termination"]
    raise AssertionError("the scripted episode does not end")


# ---- the tests --------------------------------------------------------------------------------------------
def test_importing_the_module_registers_the_loop() -> None:
    assert _agent_loop_registry[NAME]["_target_"] == TARGET
    assert hydra.utils.get_class(TARGET) is MgymAgentLoop


def test_one_episode_with_screenshots(tmp_path: Path, processor: Any) -> None:
    tok = processor.tokenizer
    config = trainer_config(4096, 8192, logprobs=True)
    server = ScriptedServer(tok, replies())
    out = play(tmp_path, processor, server, config, {"temperature": 1.0, "logprobs": True})
    assert isinstance(out, AgentLoopOutput)
    steps = len(replies())
    # one request id for the whole episode, one generate per step, each prompt the last one plus its reply
    assert len(server.calls) == steps and len({c["request_id"] for c in server.calls}) == 1
    for a, b in zip(server.calls, server.calls[1:], strict=False):
        assert b["prompt_ids"][:len(a["prompt_ids"]) + len(a["reply"])] == a["prompt_ids"] + a["reply"]
    assert [c["images"] for c in server.calls] == list(range(1, steps + 1))  # one screenshot per step
    # lengths, masks: model tokens 1 (exactly the scripted replies), the env's turns 0
    assert len(out.response_ids) == len(out.response_mask) == len(out.response_logprobs or []) <= 8192
    assert out.prompt_ids == server.calls[0]["prompt_ids"]
    full = out.prompt_ids + out.response_ids
    for c in server.calls:
        start = len(c["prompt_ids"]) - len(out.prompt_ids)
        assert out.response_ids[start:start + len(c["reply"])] == c["reply"]
        assert out.response_mask[start:start + len(c["reply"])] == [1] * len(c["reply"])
    assert sum(out.response_mask) == sum(len(c["reply"]) for c in server.calls)
    image_pad = tok.convert_tokens_to_ids("<|image_pad|>")
    env_tokens = [t for t, m in zip(out.response_ids, out.response_mask, strict=True) if m == 0]
    assert image_pad in env_tokens and image_pad not in [t for t, m in zip(out.response_ids, out.response_mask,
                                                                            strict=True) if m == 1]
    assert all(lp == (-0.25 if m else 0.0) for lp, m in zip(out.response_logprobs or [], out.response_mask,
                                                            strict=True))
    # the prompt is the adapter's: Qwen3-VL's cookbook system prompt, the task, the first screenshot
    prompt = tok.decode(out.prompt_ids)
    assert "# Response format" in prompt and "The user query: Turn on dark theme." in prompt
    assert full.count(tok.convert_tokens_to_ids("<|vision_start|>")) == steps
    images = out.multi_modal_data["images"]
    assert len(images) == steps and all(i.size == (540, 1200) for i in images)
    # the score is the episode's shaped reward (an invalid step is a no-op)
    plan = [{"action": "noop"}, *(s.action for s in oracle_plan(TASK).steps), {"action": "complete"}]
    want, termination = expected_reward(plan)
    assert out.reward_score == want == 1.0 and out.extra_fields["termination"] == termination == "complete"
    assert out.extra_fields["invalid_replies"] == 1 and out.extra_fields["success"] is True
    assert out.num_turns == 2 * steps
    # verl's own post-processing takes it: padding, and the processor re-expands every image exactly
    done = postprocess(processor, out, config)
    assert done.input_ids.shape == (1, 4096 + 8192) and done.response_mask.shape == (1, 8192)
    assert int(done.response_mask.sum()) == sum(out.response_mask)
    grid = done.multi_modal_inputs["image_grid_thw"]
    assert grid.shape[0] == steps and int(grid.prod(dim=1).sum()) // 4 == full.count(image_pad)


@pytest.mark.parametrize("obey", [True, False])
def test_cut_at_response_length(tmp_path: Path, processor: Any, obey: bool) -> None:
    tok = processor.tokenizer
    first = len(tok.encode(replies()[0], add_special_tokens=False)) + 1
    budget = first + 40  # the first reply fits; the next screen (hundreds of image tokens) does not
    config = trainer_config(4096, budget)
    server = ScriptedServer(tok, replies(), obey_max_tokens=obey)
    out = play(tmp_path, processor, server, config, {"temperature": 1.0})
    assert len(server.calls) == 1 and server.calls[0]["sampling_params"]["max_tokens"] == budget
    assert out.response_mask == [1] * first and len(out.response_ids) == first
    assert len(out.multi_modal_data["images"]) == 1 and out.response_logprobs is None
    env = MgymEnv(TASK, geometry=PolicyIO().geometry)
    env.reset(seed=0)
    env.step({"action": "noop"})
    from bench.metrics import reward

    assert out.reward_score == reward(env._judge(), "budget", env.template.ends_with)
    assert out.extra_fields["termination"] == "length"
    # a first reply longer than the whole budget is cut to response_length
    tight = trainer_config(4096, first - 3)
    server = ScriptedServer(tok, replies(), obey_max_tokens=obey)
    out = play(tmp_path, processor, server, tight, {"temperature": 1.0})
    assert len(out.response_ids) == len(out.response_mask) == first - 3 and set(out.response_mask) == {1}
    postprocess(processor, out, tight)


def test_row_fields_and_settings(tmp_path: Path, processor: Any) -> None:
    config = trainer_config(4096, 8192)
    server = ScriptedServer(processor.tokenizer, [replies()[1]] * 3)
    out = play(tmp_path, processor, server, config, {"temperature": 1.0}, max_turns=2)
    assert len(server.calls) == 2 and out.extra_fields["termination"] == "turns"
    assert json.dumps(out.extra_fields["task"]) == json.dumps(TASK)
    # dense rewards (env settings of the config entry) add up to the same shaped reward
    server = ScriptedServer(processor.tokenizer, replies())
    out = play(tmp_path, processor, server, config, {"temperature": 1.0}, yaml="  env: {dense: true}\n")
    assert out.reward_score == 1.0 and out.extra_fields["termination"] == "complete"
    with pytest.raises(ValueError, match="unknown model adapter"):  # when the worker builds it
        MgymAgentLoop(DictConfigWrap(config), server, processor.tokenizer, processor, RLHFDataset,
                      DictConfigWrap(config.data), hf_model_type="qwen3_vl", adapter="nope")


def test_uitars_episode(tmp_path: Path, processor: Any) -> None:
    """Another adapter's format through the same loop: UI-TARS's prompt, its smart-resized screenshots."""
    policy = PolicyIO("uitars")
    space = policy.agent.space(*policy.size)
    script = [encode("uitars", s.action, space) for s in oracle_plan(TASK).steps]
    script.append(encode("uitars", {"action": "complete"}, space))
    server = ScriptedServer(processor.tokenizer, script)
    out = play(tmp_path, processor, server, trainer_config(4096, 8192), {"temperature": 1.0},
               yaml="  adapter: uitars\n")
    assert out.reward_score == 1.0 and out.extra_fields["termination"] == "complete"
    assert [i.size for i in out.multi_modal_data["images"]] == [policy.image_size] * len(script) != [(540, 1200)]
    assert "You are a GUI agent." in processor.tokenizer.decode(out.prompt_ids)
