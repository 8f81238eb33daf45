"""Finding an agent by name: built-ins, ``module:factory`` paths, and the ``mgym.agents`` entry points.

A factory is any callable returning an agent; it is called with the keyword arguments ``seed=`` and
``config=`` (a :class:`~bench.agents.config.ModelConfig` or None) when it accepts them.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from functools import partial
from importlib.metadata import entry_points
from typing import Any

from bench.agents.base import Agent
from bench.agents.config import ModelConfig
from bench.agents.simple import IdleAgent, OracleAgent, RandomAgent

#: the entry-point group another package registers agent factories under
ENTRY_POINT_GROUP = "mgym.agents"
AgentFactory = Callable[..., Any]


def _model_agent(target: str, seed: int = 0, config: ModelConfig | None = None,
                 preset: dict[str, Any] | None = None) -> Any:
    """A built-in model adapter (imported on first use, so ``import bench.agents`` stays light)."""
    module, _, cls = target.partition(":")
    if config is None or not config.model:
        raise ValueError(f"{cls} calls a model: give a ModelConfig with the model's name and endpoint "
                         "(mgym bench --model-name ... --model-base-url ...)")
    if preset:
        config = config.model_copy(update={"options": {**preset, **config.options}})
    return getattr(importlib.import_module(module), cls)(config, seed=seed)


def _model(target: str, **preset: Any) -> AgentFactory:
    """The factory of a built-in model adapter ``module:Class``, with preset options."""
    factory = partial(_model_agent, target, preset=preset or None)
    factory.needs_model = True  # type: ignore[attr-defined]
    return factory


def _obey() -> Any:
    """The scripted agent that does what an injected text says (``--attack``; imported on first use)."""
    from bench.robustness.attacks.obey import ObeyAgent

    return ObeyAgent()


AGENTS: dict[str, AgentFactory] = {
    "oracle": lambda seed=0, config=None: OracleAgent(),
    "idle": lambda seed=0, config=None: IdleAgent(),
    "random": lambda seed=0, config=None: RandomAgent(seed),
    "generic": _model("bench.agents.generic:GenericAgent"),
    "text": _model("bench.agents.text:TextAgent"),
    "uitars": _model("bench.agents.uitars:UITarsAgent"),
    "autoglm": _model("bench.agents.autoglm:AutoGLMAgent"),
    "qwenvl": _model("bench.agents.qwenvl:QwenVLAgent"),
    "qwen3vl": _model("bench.agents.qwenvl:QwenVLAgent", version="3"),
    "qwen25vl": _model("bench.agents.qwenvl:QwenVLAgent", version="2.5"),
    "guiowl": _model("bench.agents.guiowl:GUIOwlAgent"),
    "guiowl1": _model("bench.agents.guiowl:GUIOwlAgent", version="1"),
    "obey": lambda seed=0, config=None: _obey(),
}


def registered() -> dict[str, Any]:
    """Entry points of the ``mgym.agents`` group by name (not loaded)."""
    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def available_agents() -> list[str]:
    """Every agent name: the built-ins, then those other packages register."""
    return [*AGENTS, *sorted(n for n in registered() if n not in AGENTS)]


def needs_model(spec: str) -> bool:
    """Whether a built-in agent calls a model (and so needs a ModelConfig)."""
    return bool(getattr(AGENTS.get(spec), "needs_model", False))


def _call(factory: AgentFactory, seed: int, config: ModelConfig | None) -> Any:
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return factory()
    var_kw = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())
    kwargs: dict[str, Any] = {}
    if var_kw or "seed" in params:
        kwargs["seed"] = seed
    if var_kw or "config" in params:
        kwargs["config"] = config
    return factory(**kwargs)


def _load(spec: str) -> AgentFactory:
    if spec in AGENTS:
        return AGENTS[spec]
    if ":" in spec:
        module, _, attr = spec.partition(":")
        try:
            obj: Any = importlib.import_module(module)
            for part in attr.split("."):
                obj = getattr(obj, part)
        except (ImportError, AttributeError) as e:
            raise ValueError(f"cannot load agent factory {spec!r}: {e}") from None
        if not callable(obj):
            raise ValueError(f"agent factory {spec!r} is not callable")
        return obj
    eps = registered()
    if spec in eps:
        return eps[spec].load()
    raise ValueError(f"unknown agent {spec!r}; available: {', '.join(available_agents())}, "
                     "or a module:factory path")


def _checked(spec: str, agent: Any) -> Agent:
    if not (hasattr(agent, "reset") and hasattr(agent, "act")):
        raise TypeError(f"agent factory {spec!r} returned {type(agent).__name__}, which has no reset/act")
    return agent


def resolve_agent(spec: str, config: ModelConfig | None = None) -> Callable[[int], Agent]:
    """Validate ``spec`` (and ``config`` for a model agent) now; return ``seed -> agent``.

    Raises ValueError naming the available agents when ``spec`` is unknown, or explaining what a
    model agent's configuration lacks (a built-in model agent is built once here to check it)."""
    factory = _load(spec)
    if needs_model(spec):
        _checked(spec, factory(seed=0, config=config))
    return partial(make_agent, spec, config=config)


def make_agent(spec: str, seed: int = 0, config: ModelConfig | None = None) -> Agent:
    """An agent from a built-in name, a ``module:factory`` path or a registered entry point."""
    return _checked(spec, _call(_load(spec), seed, config))
