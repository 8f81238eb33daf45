"""The task suite: every template of every module in this package."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from bench.task import TaskTemplate, iter_templates, validate


@cache
def all_templates() -> dict[str, TaskTemplate]:
    mods = [importlib.import_module(f"{__name__}.{m.name}") for m in sorted(pkgutil.iter_modules(__path__),
                                                                           key=lambda m: m.name)]
    out: dict[str, TaskTemplate] = {}
    for tpl in iter_templates(mods):
        validate(tpl)
        if tpl.id in out:
            raise ValueError(f"task id {tpl.id} defined twice")
        out[tpl.id] = tpl
    return dict(sorted(out.items()))


def select(*, ids: list[str] | None = None, app: str | None = None, split: str | None = None,
           difficulty: str | None = None, tag: str | None = None, objective: str | None = None) -> list[TaskTemplate]:
    """Templates matching every filter given; unknown ids raise naming them."""
    tpls = all_templates()
    if ids:
        unknown = [i for i in ids if i not in tpls]
        if unknown:
            raise ValueError(f"unknown task ids: {', '.join(unknown)}")
        chosen = [tpls[i] for i in ids]
    else:
        chosen = list(tpls.values())
    return [t for t in chosen
            if (app is None or app in t.apps) and (split is None or t.split == split)
            and (difficulty is None or t.difficulty == difficulty) and (tag is None or tag in t.tags)
            and (objective is None or t.objective == objective)]
