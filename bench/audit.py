"""Judge properties every template must have, as reusable checks (the suite runs them on every
template; a third-party task package can run them on its own).

* the oracle reaches a clean success;
* an idle agent gets no success, no progress and no reward;
* another instance's oracle trajectory, replayed on this instance's phone, is not a success (where
  the params, and for queries the answers, differ);
* the oracle's end state plus one unrelated change is reported as a side effect, for each kind of
  change: another entity of a list the task touched, another field of an object it touched, one more
  addition than the task makes, and a change in another app.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from bench import paths
from bench.agents import OracleAgent
from bench.episode import Prepared, judged_state, prepare
from bench.judge import ignored_paths, incidental_paths, judge
from bench.metrics import is_success
from bench.task import Instance, TaskTemplate
from mgym import actions as A
from mgym.state import diff

SKIP_APPS = ("answersheet",)


@dataclass
class Played:
    prep: Prepared
    final: dict[str, Any]
    termination: str
    actions: list[Any] = field(default_factory=list)


def play_oracle(inst: Instance, params: dict[str, Any] | None = None, prep: Prepared | None = None) -> Played:
    """Run the oracle (briefed with ``params``, by default the instance's own) on the instance's phone."""
    prep = prep or prepare(inst)
    tpl = inst.template
    agent = OracleAgent()
    agent.reset(prep.instruction)
    agent.brief(tpl, params if params is not None else prep.params)
    obs = prep.session.observe(screenshot=False)
    termination = "budget"
    actions = []
    try:
        for _ in range(tpl.step_budget):
            action = A.parse_action(agent.act(obs))
            actions.append(action)
            obs = prep.session.step(action, screenshot=False)
            if action.action in A.TERMINAL:
                termination = action.action
                break
    except Exception:  # an oracle briefed for another phone may find nothing to tap
        termination = "error"
    return Played(prep, judged_state(prep.session), termination, actions)


def replay(prep: Prepared, actions: list[Any]) -> Played:
    """Replay a recorded action sequence, open loop, on a prepared phone."""
    termination = "budget"
    for action in actions[: prep.template.step_budget]:
        try:
            prep.session.step(action, screenshot=False)
        except (ValueError, LookupError):  # an invalid action here is a no-op, as in an episode
            prep.session.step(A.Noop(), screenshot=False)
        if action.action in A.TERMINAL:
            termination = action.action
            break
    return Played(prep, judged_state(prep.session), termination, list(actions))


def succeeded(tpl: TaskTemplate, played: Played) -> bool:
    p = played.prep
    v = judge(tpl, p.params, p.init, played.final, p.answers)
    return played.termination != "error" and is_success(played.termination, v.goal_reached, v.clean,
                                                                   tpl.ends_with)


# ---- one unrelated change -------------------------------------------------------------------------
def _bump(v: Any) -> Any:
    """A different value of the same kind."""
    if isinstance(v, bool):
        return not v
    if isinstance(v, (int, float)):
        return v + 1
    if isinstance(v, str):
        return v + "x"
    if v is None:
        return "x"
    if isinstance(v, list) and all(not isinstance(i, (dict, list)) for i in v):
        return [*v, "x"]
    raise TypeError(type(v))


def _scalar_fields(obj: dict[str, Any]) -> list[str]:
    return [k for k, v in obj.items() if k != "id" and (v is None or isinstance(v, (bool, int, float, str)))]


def _set(state: dict[str, Any], segs: list[str], value: Any) -> None:
    """Write ``value`` at an id-selected path of a plain JSON state."""
    cur: Any = state
    for i, seg in enumerate(segs):
        key, sels = paths.parts(seg)
        last = i == len(segs) - 1
        if key:
            if last and not sels:
                cur[key] = value
                return
            cur = cur[key]
        for j, sel in enumerate(sels):
            f, eq, want = sel.partition("=")
            idx = int(sel) if not eq else next(n for n, it in enumerate(cur)
                                                if isinstance(it, dict) and paths.as_text(it.get(f)) == want)
            if last and j == len(sels) - 1:
                cur[idx] = value
                return
            cur = cur[idx]


def _covered(path: str, allowed: list[str]) -> bool:
    return any(paths.matches(p, path) for p in allowed)


def mutations(tpl: TaskTemplate, played: Played) -> list[tuple[str, dict[str, Any]]]:
    """(description, mutated final state) for each kind of unrelated change this task admits."""
    p = played.prep
    init, final = p.init, played.final
    ignored = (*ignored_paths(), *incidental_paths())
    own = [c for c in diff(init, final) if not _covered(c.path, list(ignored))]
    touched = {c.path for c in own}
    explicit = [paths.resolve(a, final, init) for a in tpl.expected_changes(p.params) if paths.quota(a) is None]
    out: list[tuple[str, dict[str, Any]]] = []
    seen: set[str] = set()
    for c in own:
        segs = paths.split(c.path)
        kind = c.kind
        # another entity of the same collection
        for depth in range(len(segs) - 1, -1, -1):
            key, sels = paths.parts(segs[depth])
            if not sels or not sels[-1].startswith("id="):
                continue
            coll_path = ".".join([*segs[:depth], key + "".join(f"[{s}]" for s in sels[:-1])])
            coll = paths.get(final, coll_path)
            if not isinstance(coll, list) or f"entity:{coll_path}" in seen:
                break
            for item in coll:
                item_path = f"{coll_path}[id={paths.as_text(item.get('id'))}]" if isinstance(item, dict) else ""
                if not item_path or any(t.startswith(item_path) for t in touched):
                    continue
                fields = _scalar_fields(item)
                if fields:
                    m = copy.deepcopy(final)
                    _set(m, [*paths.split(item_path), fields[0]], _bump(item[fields[0]]))
                    out.append((f"another entity: {item_path}.{fields[0]}", m))
                    seen.add(f"entity:{coll_path}")
                    break
            break
        # another field of the same object
        if kind == "changed" and len(segs) > 1:
            obj_path = ".".join(segs[:-1])
            obj = paths.get(final, obj_path)
            if isinstance(obj, dict) and f"field:{obj_path}" not in seen:
                for f in _scalar_fields(obj):
                    fp = f"{obj_path}.{f}"
                    if fp in touched or _covered(fp, list(ignored)) or any(
                            paths.same(a, fp) or (paths.matches(a, fp) and len(paths.split(a)) > len(segs) - 1)
                            for a in explicit):
                        continue
                    m = copy.deepcopy(final)
                    _set(m, paths.split(fp), _bump(obj[f]))
                    out.append((f"another field: {fp}", m))
                    seen.add(f"field:{obj_path}")
                    break
        # one addition more than the task makes
        if kind == "added" and isinstance(c.after, dict) and "id" in c.after and f"add:{paths.parent(c.path)}" not in seen:
            coll = paths.get(final, paths.parent(c.path))
            if isinstance(coll, list):
                m = copy.deepcopy(final)
                extra = copy.deepcopy(c.after)
                extra["id"] = f"{extra['id']}dup" if isinstance(extra["id"], str) else max(
                    int(i.get("id", 0)) for i in coll if isinstance(i, dict)) + 1000
                paths.get(m, paths.parent(c.path)).append(extra)
                out.append((f"one more addition: {paths.parent(c.path)}", m))
                seen.add(f"add:{paths.parent(c.path)}")
    # another app
    for app_id, overlay in sorted(final.get("apps", {}).items()):
        if app_id in tpl.apps or app_id in SKIP_APPS or not isinstance(overlay, dict):
            continue
        leaf = _first_leaf(overlay, f"apps.{app_id}", ignored)
        if leaf is not None:
            path, value = leaf
            m = copy.deepcopy(final)
            _set(m, paths.split(path), _bump(value))
            out.append((f"another app: {path}", m))
            break
    return out


def _first_leaf(obj: Any, path: str, ignored: tuple[str, ...]) -> tuple[str, Any] | None:
    if isinstance(obj, dict):
        for k in sorted(obj):
            sub = f"{path}.{k}"
            if _covered(sub, list(ignored)):
                continue
            v = obj[k]
            if v is None or isinstance(v, (bool, int, float, str)):
                return sub, v
            found = _first_leaf(v, sub, ignored)
            if found:
                return found
    return None


def _string_leaves(obj: Any, path: str) -> list[tuple[str, str]]:
    """(path, text) of every string under ``obj``, list items addressed by id where they have one."""
    if isinstance(obj, str):
        return [(path, obj)]
    out: list[tuple[str, str]] = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += _string_leaves(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            sel = f"[id={paths.as_text(v['id'])}]" if isinstance(v, dict) and "id" in v else f"[{i}]"
            out += _string_leaves(v, f"{path}{sel}")
    return out


def exact_value_mutations(tpl: TaskTemplate, played: Played) -> list[tuple[str, dict[str, Any]]]:
    """(description, mutated final state) for each value the instruction gives exactly that the task
    wrote into state: a text equal to a given text gets one character more (``Dune`` -> ``Dunex``,
    ``555-0142`` -> ``555-01429``), and a given number standing as a word in a text gets one digit more
    (``chapter 6`` -> ``chapter 69``). Ids are left alone.
    A judge that compares exactly rejects each; one that matches substrings lets it through."""
    p = played.prep
    texts = {v for v in p.params.values() if isinstance(v, str) and len(v.strip()) >= 2 and v in p.instruction}
    numbers = {str(v) for v in p.params.values() if isinstance(v, int) and not isinstance(v, bool)
               and re.search(rf"(?<![\d.]){v}(?![\d.])", p.instruction)}
    skip = [*ignored_paths(), *incidental_paths()]
    out: list[tuple[str, dict[str, Any]]] = []
    for c in diff(p.init, played.final):
        if c.kind not in ("changed", "added") or _covered(c.path, skip):
            continue
        for path, text in _string_leaves(c.after, c.path):
            if _covered(path, skip) or path.endswith(".id"):
                continue
            changed = text + ("9" if text[-1:].isdigit() else "x") if text in texts else None
            for n in sorted(numbers):
                if changed is None and re.search(rf"(?<![\d.]){n}(?![\d.])", text):
                    changed = re.sub(rf"(?<![\d.]){n}(?![\d.])", n + "9", text, count=1)
            if changed is not None:
                m = copy.deepcopy(played.final)
                _set(m, paths.split(path), changed)
                out.append((f"{path}: {text!r} -> {changed!r}", m))
    return out
