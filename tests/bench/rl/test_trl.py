"""TRLPhoneEnv against the real TRL: its GRPOTrainer discovers the tools and the env's reward, renders
the screenshots the tools return into a vision-language model's inputs, and trains on them.

Nothing is downloaded (there is no model hub here): the model is a tiny randomly initialised Qwen3-VL
built from a config, its tokenizer a byte-level BPE built in code, its processor the Qwen2-VL image
processor (PIL backend) with TRL's own copy of the Qwen3-VL chat template. A random model never writes
a tool call, so the end-to-end test steers generation with a logits processor that forces scripted
replies (per rollout a plan: the task's oracle path with and without ``finish``, an abort, nothing);
everything else — TRL's tool-call parsing, tool execution, image collection, the GRPO loss and the
optimizer steps — is TRL's and transformers' own code. ``make test-rl`` runs this in ``.venv-rl``;
``make test`` skips it (TRL and torch are not in the main venv).
"""

from __future__ import annotations

import inspect
import json
import math
import re
import time
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

trl = pytest.importorskip("trl", reason="TRL is not installed here (make test-rl installs it in .venv-rl)")
torch = pytest.importorskip("torch", reason="torch is not installed here (make test-rl installs it in .venv-rl)")
transformers = pytest.importorskip("transformers", reason="transformers is not installed here (make test-rl)")

from datasets import Dataset  # noqa: E402
from PIL import Image  # noqa: E402
from transformers import LogitsProcessor, LogitsProcessorList, Qwen3VLConfig, Qwen3VLForConditionalGeneration  # noqa: E402
from transformers.utils import get_json_schema  # noqa: E402
from trl import GRPOConfig, GRPOTrainer  # noqa: E402

from bench.agents.images import smart_resize  # noqa: E402
from bench.agents.simple import OracleAgent  # noqa: E402
from bench.gym import MgymEnv  # noqa: E402
from bench.rl.trl_env import SYSTEM_PROMPT, Content, TRLPhoneEnv  # noqa: E402

TASKS = ("settings.DarkTheme", "clock.TurnOffWeekendAlarms")
TOOLS = {"tap", "long_press", "type_text", "swipe", "navigate", "open_app", "answer", "finish"}
#: the vision tower's patch (16 px) times the spatial merge (2): one image token per 32x32 pixels
TOKEN_PX = 32
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning", "ignore::FutureWarning")


# ---- a tiny Qwen3-VL, its tokenizer and processor, built in code ------------------------------------------
def tiny_processor() -> Any:
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import Qwen2Tokenizer, Qwen3VLProcessor
    from transformers.models.qwen2_vl.image_processing_pil_qwen2_vl import Qwen2VLImageProcessorPil

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    # merges learnt from what the prompts hold (the tool schemas, the system prompt, screens), so that a
    # rollout is a few thousand tokens rather than one per byte
    tok.train_from_iterator(corpus(), trainers.BpeTrainer(
        vocab_size=3000, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False))
    tok.add_special_tokens([AddedToken(s, special=True, normalized=False) for s in (
        "<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|vision_start|>", "<|vision_end|>", "<|image_pad|>",
        "<|video_pad|>")])
    tok.add_tokens([AddedToken(s, normalized=False) for s in (
        "<tool_call>", "</tool_call>", "<tool_response>", "</tool_response>", "<think>", "</think>")])
    tokenizer = Qwen2Tokenizer(tokenizer_object=tok, eos_token="<|im_end|>", pad_token="<|endoftext|>")

    class ImageOnlyQwen3VLProcessor(Qwen3VLProcessor):
        """Qwen3-VL's processor without its video processor (which needs torchvision)."""

        def __init__(self, image_processor: Any = None, tokenizer: Any = None, chat_template: Any = None,
                     **kwargs: Any) -> None:
            super().__init__(image_processor, tokenizer, None, chat_template=chat_template, **kwargs)

    images = Qwen2VLImageProcessorPil(patch_size=16, merge_size=2, temporal_patch_size=2,
                                      image_mean=[0.5] * 3, image_std=[0.5] * 3)
    template = (files("trl") / "chat_templates" / "qwen3_vl.jinja").read_text()
    return ImageOnlyQwen3VLProcessor(image_processor=images, tokenizer=tokenizer, chat_template=template)


def corpus() -> list[str]:
    """Text like the prompts': the tool schemas, the system prompt, a few screens of each task."""
    env = TRLPhoneEnv(screenshots=False, max_elements=60)
    tools = [getattr(env, n) for n in sorted(TOOLS)]
    texts = [SYSTEM_PROMPT, *(json.dumps({"type": "function", "function": get_json_schema(t)["function"]})
                              for t in tools)]
    for task in TASKS:
        texts.append(str(env.reset(task=task, seed=0)))
        texts += [str(env.open_app(app)) for app in ("Settings", "Clock", "Calendar")]
    return texts * 4


class ScriptedQwen3VL(Qwen3VLForConditionalGeneration):
    """The real model; ``generate`` is steered to ``script(prompt_ids, row) -> reply_ids`` per row."""

    script: Callable[[list[int], int], list[int]] | None = None

    def generate(self, *args: Any, **kwargs: Any) -> Any:
        if self.script is not None:
            ids, mask = kwargs["input_ids"], kwargs["attention_mask"]
            targets = [self.script(row[m.bool()].tolist(), i) for i, (row, m) in enumerate(zip(ids, mask, strict=True))]
            kwargs["logits_processor"] = LogitsProcessorList([Forced(targets, ids.shape[1],
                                                                     self.generation_config.eos_token_id)])
        return super().generate(*args, **kwargs)


class Forced(LogitsProcessor):
    """Only the scripted token is possible at each position (then end of turn)."""

    def __init__(self, targets: list[list[int]], start: int, eos: int) -> None:
        self.targets, self.start, self.eos = targets, start, eos

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        k = input_ids.shape[1] - self.start
        out = torch.full_like(scores, -math.inf)
        for i, t in enumerate(self.targets):
            out[i, t[k] if k < len(t) else self.eos] = 0.0
        return out


def tiny_model(processor: Any) -> ScriptedQwen3VL:
    tok = processor.tokenizer
    ids = {s: tok.convert_tokens_to_ids(s) for s in
           ("<|image_pad|>", "<|video_pad|>", "<|vision_start|>", "<|vision_end|>", "<|im_end|>", "<|endoftext|>")}
    config = Qwen3VLConfig(
        text_config={"vocab_size": len(tok), "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
                     "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16,
                     "max_position_embeddings": 32768, "eos_token_id": ids["<|im_end|>"],
                     "pad_token_id": ids["<|endoftext|>"],
                     "rope_scaling": {"rope_type": "default", "mrope_section": [2, 3, 3], "mrope_interleaved": True}},
        vision_config={"depth": 1, "hidden_size": 32, "intermediate_size": 64, "num_heads": 2, "out_hidden_size": 64,
                       "patch_size": 16, "spatial_merge_size": 2, "temporal_patch_size": 2,
                       "num_position_embeddings": 2304, "deepstack_visual_indexes": [0]},
        image_token_id=ids["<|image_pad|>"], video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"], vision_end_token_id=ids["<|vision_end|>"])
    torch.manual_seed(0)
    model = ScriptedQwen3VL(config)
    model.generation_config.eos_token_id = ids["<|im_end|>"]
    model.generation_config.pad_token_id = ids["<|endoftext|>"]
    return model


@pytest.fixture(scope="module")
def processor() -> Any:
    return tiny_processor()


@pytest.fixture(autouse=True)
def _quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRL_EXPERIMENTAL_SILENCE", "1")  # environment_factory's "experimental" warning


def make_trainer(processor: Any, tmp_path: Any, factory: Callable[[], TRLPhoneEnv], rows: list[dict[str, Any]],
                 **config: Any) -> GRPOTrainer:
    args = GRPOConfig(output_dir=str(tmp_path), report_to="none", use_cpu=True, bf16=False, save_strategy="no",
                      logging_steps=1, seed=0, beta=0.0, gradient_checkpointing=False, dataloader_num_workers=0,
                      **config)
    env_factory: Any = factory  # TRL annotates reset as returning str | None; its code takes content blocks
    return GRPOTrainer(model=tiny_model(processor), args=args, processing_class=processor,
                       train_dataset=Dataset.from_list(rows), environment_factory=env_factory)


# ---- the oracle's path of a task, as tool calls ------------------------------------------------------------
def oracle_calls(task: str, seed: int = 0) -> list[tuple[str, dict[str, Any]]]:
    """The task's oracle solution as (tool, arguments), ending with finish("complete")."""
    env = MgymEnv(task, obs_mode="text")
    env.reset(seed=seed)
    agent = OracleAgent()
    agent.reset(env.instruction)
    agent.brief(env.template, env.params)
    calls: list[tuple[str, dict[str, Any]]] = []
    done = False
    while not done:
        obs = env.last_observation
        assert obs is not None
        a = agent.act(obs)
        d = a if isinstance(a, dict) else a.model_dump(exclude_none=True)
        if d["action"] == "awake":
            calls.append(("open_app", {"name": d["app"]}))
        elif d["action"] == "click":
            calls.append(("tap", {"x": d["x"], "y": d["y"]}))
        elif d["action"] == "complete":
            calls.append(("finish", {"status": "complete"}))
        else:
            raise AssertionError(f"the oracle of {task} uses {d['action']}, which this test does not script")
        *_, term, trunc, _ = env.step(a)
        done = term or trunc
    return calls


def blocks(out: Content) -> list[dict[str, Any]]:
    """A tool result with screenshots on: content blocks."""
    assert isinstance(out, list)
    return out


def play(env: TRLPhoneEnv, calls: list[tuple[str, dict[str, Any]]]) -> Any:
    out = None
    for name, args in calls:
        out = getattr(env, name)(**args)
    return out


# ---- tests ---------------------------------------------------------------------------------------------------
def test_trainer_discovers_the_tools_and_the_env_reward(processor: Any, tmp_path: Any) -> None:
    """GRPOTrainer's own discovery: the 8 tools (no helper leaks in), their schemas from the docstrings,
    the tool list in the rendered prompt, and get_reward as a reward function named after the class."""
    rows = TRLPhoneEnv.dataset(TASKS[:1])
    trainer = make_trainer(processor, tmp_path, TRLPhoneEnv, rows, num_generations=2,
                           per_device_train_batch_size=2, max_completion_length=64, max_steps=1)
    tools = trainer._env_tools[None]
    assert {t.__name__ for t in tools} == TOOLS
    assert trainer.reward_func_names == ["TRLPhoneEnv"]  # reward_funcs omitted: the env owns the reward
    schemas = {s["function"]["name"]: s["function"] for s in map(get_json_schema, tools)}
    assert schemas["tap"]["parameters"]["required"] == ["x", "y"]
    assert schemas["tap"]["parameters"]["properties"]["x"]["type"] == "number"
    assert "1000" in schemas["tap"]["parameters"]["properties"]["x"]["description"]
    assert schemas["type_text"]["parameters"]["required"] == ["text"]  # clear has a default
    assert schemas["finish"]["parameters"]["properties"]["status"]["type"] == "string"
    assert all(s["description"] for s in schemas.values())
    rendered = processor.apply_chat_template(rows[0]["prompt"], tools=tools, tokenize=False)
    assert all(f'"name": "{n}"' in rendered for n in TOOLS) and "Coordinates go from 0 to 1000" in rendered

    # TRL's reward column over three rollouts: finished, goal reached without finish, aborted
    calls = oracle_calls(TASKS[0])
    envs = [TRLPhoneEnv() for _ in range(3)]
    for e in envs:
        e.reset(**rows[0])
    play(envs[0], calls)
    play(envs[1], calls[:-1])
    envs[2].finish("abort")
    env_reward: Any = trainer.reward_funcs[-1]  # the function TRL made of get_reward
    column = env_reward(prompts=[None] * 3, completions=[None] * 3, environments=envs)
    assert column == [1.0, 0.5, 0.0]
    assert (envs[0].termination, envs[1].termination, envs[2].termination) == ("complete", None, "abort")


def test_tool_results_are_compact_and_carry_the_screenshot_at_the_training_size(processor: Any,
                                                                                  tmp_path: Any) -> None:
    """Each tool returns one short text block and the screen as an image block; TRL's tool-response
    rendering turns the image into the vision tokens of its size (540x1200 by default)."""
    rows = TRLPhoneEnv.dataset(TASKS[:1])
    trainer = make_trainer(processor, tmp_path, TRLPhoneEnv, rows, num_generations=2,
                           per_device_train_batch_size=2, max_completion_length=64, max_steps=1)
    env = TRLPhoneEnv()
    first = blocks(env.reset(**rows[0]))
    assert [b["type"] for b in first] == ["text", "image"]
    assert first[0]["text"].startswith("Task: Turn on dark theme.")
    assert isinstance(first[1]["image"], Image.Image) and first[1]["image"].size == (540, 1200)
    out = blocks(env.open_app("Calendar"))  # a month view: 53 elements, a 3,200-character UI tree
    text = out[0]["text"]
    elements = [line for line in text.splitlines() if line.startswith("[")]
    assert len(elements) == env.max_elements == 20 and re.search(r"^\.\.\. \d+ more$", text, re.M)
    assert len(text) < len(env._observation().text()) / 2 and len(text) <= env.max_text
    assert text.startswith("Step 1/15. Screen: calendar/month")
    assert out[1]["image"].size == (540, 1200) and out[1]["image"] is not first[1]["image"]
    bad = blocks(env.swipe("sideways"))[0]["text"]
    assert "Last action was invalid" in bad and env.info["steps"] == 2  # an invalid call costs a step

    pad = processor.tokenizer.convert_tokens_to_ids("<|image_pad|>")
    sizes = {}
    for size in ((540, 1200), (270, 600)):
        e = TRLPhoneEnv(screenshot_size=size)
        e.reset(**rows[0])
        suffix = trainer._get_tool_suffix_ids([{"role": "tool", "name": "open_app", "content": e.open_app("Settings")}])
        sizes[size] = suffix.count(pad)
    # Qwen-VL's resize rule (mgym's copy in bench.agents.images) on the 32 px grid: 540x1200 -> 544x1216,
    # 17x38 tokens (about 2,600 at 1080x2400); 270x600 -> 256x608, 8x19
    expect = {}
    for w, h in sizes:
        rh, rw = smart_resize(h, w, factor=TOKEN_PX, min_pixels=3136, max_pixels=1003520)
        expect[(w, h)] = rh // TOKEN_PX * (rw // TOKEN_PX)
    assert sizes == expect == {(540, 1200): 17 * 38, (270, 600): 8 * 19}


def test_grpo_trains_on_screenshots_end_to_end(processor: Any, tmp_path: Any) -> None:
    """Two optimizer steps of GRPO on 2 tasks with screenshots, groups of 4 forked starts; the reward
    comes from get_reward (plans: 1.0 finished, 0.5 goal reached without finish, 0 aborted, 0 idle)."""
    t0 = time.perf_counter()
    tok = processor.tokenizer
    rows = TRLPhoneEnv.dataset(TASKS)
    instructions: dict[str, str] = {}
    for task in TASKS:
        env = MgymEnv(task, obs_mode="text")
        env.reset(seed=0)
        instructions[task] = env.instruction
    calls = {t: oracle_calls(t) for t in TASKS}
    plans = {t: [c, c[:-1], [("finish", {"status": "abort"})], []] for t, c in calls.items()}

    def script(ids: list[int], row: int) -> list[int]:
        text = tok.decode(ids)
        task = next(t for t, ins in instructions.items() if f"Task: {ins}" in text)
        m = re.search(r"Plan (\d)\.", text.split("<|im_start|>assistant", 1)[-1] if "<|im_start|>assistant" in text
                      else "")
        plan = int(m.group(1)) if m else row % 4  # the first turn: rows come in groups of 4 of one task
        turn = text.count("<tool_response>")
        steps = plans[task][plan]
        reply = f"Plan {plan}.\n" if turn == 0 else ""
        if turn < len(steps):
            name, args = steps[turn]
            reply += "<tool_call>\n" + json.dumps({"name": name, "arguments": args}) + "\n</tool_call>"
        else:
            reply += "Done."
        return list(tok.encode(reply, add_special_tokens=False)) + [tok.convert_tokens_to_ids("<|im_end|>")]

    TRLPhoneEnv._starts.clear()
    trainer = make_trainer(processor, tmp_path, TRLPhoneEnv.factory(max_elements=6), rows, num_generations=4,
                           per_device_train_batch_size=4, gradient_accumulation_steps=2, max_steps=2,
                           max_completion_length=8192, max_tool_calling_iterations=6, learning_rate=1e-2)
    model: Any = trainer.model
    model.script = script
    vision = {n: p.detach().clone() for n, p in model.named_parameters() if "visual" in n}
    tool_images: list[list[Any]] = []
    loop = trainer._tool_call_loop

    def spy(*args: Any, **kwargs: Any) -> Any:  # TRL's own loop, its images recorded on the way out
        out = loop(*args, **kwargs)
        tool_images.extend(out[-1])
        return out

    setattr(trainer, "_tool_call_loop", spy)  # noqa: B010
    trainer.train()
    wall = time.perf_counter() - t0

    assert trainer.state.global_step == 2
    logs = [h for h in trainer.state.log_history if "rewards/TRLPhoneEnv/mean" in h]
    assert len(logs) == 2
    for h in logs:  # every group: 1.0, 0.5, 0.0, 0.0 (the same plans on both tasks)
        assert h["rewards/TRLPhoneEnv/mean"] == pytest.approx(0.375)
        assert h["reward"] == pytest.approx(0.375) and h["reward_std"] > 0.4
        assert h["tools/call_frequency"] > 1 and h["tools/failure_frequency"] == 0
    # 2 distinct starts prepared once each; every rollout of a group forked one
    assert len(TRLPhoneEnv._starts) == 2 and {k[0] for k in TRLPhoneEnv._starts} == set(TASKS)
    pool: list[Any] = trainer._environment_pool[None]
    assert len(pool) == 8 and sorted(e.termination or "none" for e in pool) == sorted(
        ["complete", "none", "abort", "none"] * 2)
    # every tool call's screenshot was collected as a tool image for generation and the forward pass
    per_plan = sorted(len(p) for t in TASKS for p in plans[t]) * 2
    assert sorted(len(imgs) for imgs in tool_images) == sorted(per_plan)
    assert {img.size for imgs in tool_images for img in imgs} == {(540, 1200)}
    # the screenshots were in the training forward pass: the vision tower got gradients and moved
    moved = [n for n, p in model.named_parameters() if "visual" in n and not torch.equal(p.detach(), vision[n])]
    assert moved, "the vision tower did not change: no image reached the loss"
    print(f"\nGRPO smoke: {trainer.state.global_step} steps, 16 rollouts (2 tasks x 4 x 2), reward mean "
          f"{[h['reward'] for h in logs]}, std {[round(h['reward_std'], 3) for h in logs]}, "
          f"completion tokens mean {[round(h['completions/mean_length']) for h in logs]}, {wall:.1f} s")


def test_settings_are_checked_and_text_mode_has_no_image() -> None:
    env = TRLPhoneEnv.factory(screenshots=False)()
    out = env.reset(task=TASKS[0], seed=3)
    assert isinstance(out, str) and out.startswith("Task:") and "Elements:" in out
    assert isinstance(env.navigate("back"), str)
    with pytest.raises(ValueError):
        TRLPhoneEnv.factory(screenshot_size=(0, 10))
    assert not [n for n, f in inspect.getmembers(TRLPhoneEnv, inspect.isfunction)
                if not n.startswith("_") and n not in TOOLS | {"reset", "get_reward"}]


def test_docs_recipes_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/rl.md's TRL snippets: the env one runs as written; the training one runs against the real
    GRPOConfig (on CPU) and Dataset, with GRPOTrainer recorded instead of loading a 4B model."""
    text = (Path(__file__).parents[3] / "docs" / "rl.md").read_text()
    section = text[text.index("**TRL**"):text.index("**verl**")]
    env_code, train_code = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    exec(compile(env_code, "docs/rl.md", "exec"), {"__name__": "docs"})  # noqa: S102
    seen: dict[str, Any] = {}

    class Recorded:
        def __init__(self, **kwargs: Any) -> None:
            seen.update(kwargs)

        def train(self) -> None:
            seen["trained"] = True

    def cpu_config(**kwargs: Any) -> GRPOConfig:  # the recipe's settings, on this CPU-only machine
        return GRPOConfig(**kwargs, use_cpu=True, bf16=False, report_to="none")

    monkeypatch.setattr(trl, "GRPOTrainer", Recorded)
    monkeypatch.setattr(trl, "GRPOConfig", cpu_config)
    exec(compile(train_code, "docs/rl.md", "exec"), {"__name__": "docs"})  # noqa: S102
    assert seen["trained"] and isinstance(seen["args"], GRPOConfig) and seen["args"].num_generations == 8
    assert len(seen["train_dataset"]) == 16 and set(seen["train_dataset"][0]) == {"prompt", "task", "seed"}
    assert isinstance(seen["environment_factory"](), TRLPhoneEnv) and "reward_funcs" not in seen
