"""State paths: reading values (``os.wifi.enabled``, ``os.providers.contacts[name=Mom].phone``) and
matching diff paths against expected-change patterns (``*`` one segment, ``[*]`` any list item)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

_SEG = re.compile(r"([^.\[\]]+)?((?:\[[^\]]*\])*)")
_SEL = re.compile(r"\[([^\]]*)\]")
MISSING: Any = type("Missing", (), {"__repr__": lambda self: "<missing>"})()


def split(path: str) -> list[str]:
    """Segments of a path; a key keeps its selectors: ``a.b[id=3].c`` -> ``[a, b[id=3], c]``."""
    out, depth, cur = [], 0, ""
    for ch in path:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == "." and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur:
        out.append(cur)
    return out


def parts(seg: str) -> tuple[str, list[str]]:
    m = _SEG.fullmatch(seg)
    if not m:
        return seg, []
    return m.group(1) or "", _SEL.findall(m.group(2) or "")


def get(state: Any, path: str) -> Any:
    """The value at ``path``, or :data:`MISSING`. Selectors: ``[field=value]`` or ``[index]``."""
    cur = state
    for seg in split(path):
        key, sels = parts(seg)
        if key:
            if not isinstance(cur, dict) or key not in cur:
                return MISSING
            cur = cur[key]
        for sel in sels:
            if not isinstance(cur, list):
                return MISSING
            if "=" in sel:
                f, v = sel.split("=", 1)
                hits = [i for i in cur if isinstance(i, dict) and as_text(i.get(f)) == v]
                if len(hits) != 1:
                    return MISSING
                cur = hits[0]
            else:
                idx = int(sel)
                if not -len(cur) <= idx < len(cur):
                    return MISSING
                cur = cur[idx]
    return cur


def as_text(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def matches(pattern: str, path: str) -> bool:
    """True if a diff ``path`` lies at or under ``pattern``."""
    pp, qq = split(pattern), split(path)
    if len(pp) > len(qq):
        return False
    for p, q in zip(pp, qq, strict=False):
        if p == "*" or p == "**":
            continue
        pk, psel = parts(p)
        qk, qsel = parts(q)
        if pk != qk and pk != "*":
            return False
        for a, b in zip(psel, qsel, strict=False):
            if a != "*" and a != b:
                return False
        if len(psel) > len(qsel):
            return False
    return True


# ---- allowed-change patterns: quotas and selector resolution -------------------------------------
_QUOTA = re.compile(r"^(?P<path>.+)\[\+(?P<n>\d+)(?P<where>(?:\s+[^\s=\]]+=[^\s\]]*)*)\s*\]$")


@dataclass(frozen=True, slots=True)
class Quota:
    """``path[+N field=value ...]``: at most N items added under ``path``, each matching ``where``."""

    path: str
    count: int
    where: tuple[tuple[str, str], ...] = ()


def quota(pattern: str) -> Quota | None:
    """The quota a pattern declares, or None for a plain pattern."""
    m = _QUOTA.match(pattern)
    if not m:
        return None
    where = tuple(tuple(w.split("=", 1)) for w in m.group("where").split())
    return Quota(m.group("path"), int(m.group("n")), where)


def holds(item: Any, where: tuple[tuple[str, str], ...]) -> bool:
    """Whether an added item's fields hold every ``field=value`` of ``where``."""
    return all(isinstance(item, dict) and as_text(item.get(f)) == v for f, v in where)


def parent(path: str) -> str:
    """The collection a list item or mapping key lives in: ``a.b[id=3]`` -> ``a.b``, ``a.b.c`` -> ``a.b``."""
    segs = split(path)
    key, sels = parts(segs[-1])
    if sels:
        return ".".join([*segs[:-1], key + "".join(f"[{s}]" for s in sels[:-1])])
    return ".".join(segs[:-1])


def same(pattern: str, path: str) -> bool:
    """``pattern`` names exactly ``path`` (wildcards allowed), not one of its ancestors."""
    return len(split(pattern)) == len(split(path)) and matches(pattern, path) \
        and len(parts(split(pattern)[-1])[1]) == len(parts(split(path)[-1])[1])


def resolve(pattern: str, *states: Any) -> str:
    """Rewrite ``[field=value]`` selectors (other than ``id``) to the ``[id=...]`` of the one item they
    select, looked up in each state in turn; selectors that select nothing are left as they are."""
    if "[" not in pattern:
        return pattern
    out: list[str] = []
    for seg in split(pattern):
        key, sels = parts(seg)
        new: list[str] = []
        for sel in sels:
            f, eq, v = sel.partition("=")
            if eq and f not in ("id", "*") and not sel.startswith("+"):
                prefix = ".".join([*out, key + "".join(f"[{s}]" for s in new)])
                for st in states:
                    items = get(st, prefix)
                    if isinstance(items, list):
                        hits = [i for i in items if isinstance(i, dict) and as_text(i.get(f)) == v and "id" in i]
                        if len(hits) == 1:
                            sel = f"id={as_text(hits[0]['id'])}"
                            break
            new.append(sel)
        out.append(key + "".join(f"[{s}]" for s in new))
    return ".".join(out)
