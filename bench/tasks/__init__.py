"""The task suite: one package per app (``bench/tasks/<app_id>/``, modules by feature), cross-app
templates under ``bench/tasks/crossapp/``, and templates other packages register under the
``mgym.tasks`` entry-point group (a module or package whose templates are collected the same way)."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from importlib.metadata import entry_points
from types import ModuleType

from bench.calibrate import calibrated_difficulty, oracle_paths
from bench.task import TaskTemplate, iter_templates, validate

#: the entry-point group a third-party task package registers its modules under
ENTRY_POINT_GROUP = "mgym.tasks"


def _modules(pkg: ModuleType) -> list[ModuleType]:
    """``pkg`` and every module below it, in name order (a plain module gives just itself)."""
    mods = [pkg]
    if hasattr(pkg, "__path__"):
        for info in sorted(pkgutil.walk_packages(pkg.__path__, f"{pkg.__name__}."), key=lambda m: m.name):
            mods.append(importlib.import_module(info.name))
    return mods


@cache
def all_templates() -> dict[str, TaskTemplate]:
    """Every template id -> template, built-in and registered; ids are unique and metadata valid."""
    mods = [m for sub in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name)
            for m in _modules(importlib.import_module(f"{__name__}.{sub.name}"))]
    for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        mods += _modules(ep.load())
    out: dict[str, TaskTemplate] = {}
    for tpl in iter_templates(mods):
        validate(tpl)
        if tpl.id in out:
            raise ValueError(f"task id {tpl.id} defined twice")
        out[tpl.id] = tpl
    for task_id, level in calibrated_difficulty().items():  # labels from `mgym calibrate` win
        if task_id in out:
            vars(out[task_id])["difficulty"] = level
    from bench.composition import rule

    for task_id, path in oracle_paths().items():  # composition by the rule, from the oracle's recorded path
        if task_id in out:
            vars(out[task_id])["composition"] = rule(out[task_id], path)
    return dict(sorted(out.items()))


def select(*, ids: list[str] | None = None, app: str | None = None, split: str | None = None,
           difficulty: str | None = None, tag: str | None = None, objective: str | None = None,
           composition: str | None = None, scope: str | None = None,
           answer: bool | None = None, subset: str | None = None) -> list[TaskTemplate]:
    """Templates matching every filter given; unknown ids and subsets raise naming them."""
    from bench.task import SUBSETS

    if subset is not None and subset not in SUBSETS:
        raise ValueError(f"unknown subset {subset!r}; choose from {', '.join(sorted(SUBSETS))}")
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
            and (objective is None or t.objective == objective)
            and (composition is None or t.composition == composition) and (scope is None or t.scope == scope)
            and (answer is None or bool(t.answer_fields) == answer) and (subset is None or subset in t.subsets)]
