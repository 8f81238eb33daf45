"""State paths: reading values (``os.wifi.enabled``, ``os.providers.contacts[name=Mom].phone``) and
matching diff paths against expected-change patterns (``*`` one segment, ``[*]`` any list item)."""

from __future__ import annotations

import re
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


def _parts(seg: str) -> tuple[str, list[str]]:
    m = _SEG.fullmatch(seg)
    if not m:
        return seg, []
    return m.group(1) or "", _SEL.findall(m.group(2) or "")


def get(state: Any, path: str) -> Any:
    """The value at ``path``, or :data:`MISSING`. Selectors: ``[field=value]`` or ``[index]``."""
    cur = state
    for seg in split(path):
        key, sels = _parts(seg)
        if key:
            if not isinstance(cur, dict) or key not in cur:
                return MISSING
            cur = cur[key]
        for sel in sels:
            if not isinstance(cur, list):
                return MISSING
            if "=" in sel:
                f, v = sel.split("=", 1)
                hits = [i for i in cur if isinstance(i, dict) and _s(i.get(f)) == v]
                if len(hits) != 1:
                    return MISSING
                cur = hits[0]
            else:
                idx = int(sel)
                if not -len(cur) <= idx < len(cur):
                    return MISSING
                cur = cur[idx]
    return cur


def _s(v: Any) -> str:
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
        pk, psel = _parts(p)
        qk, qsel = _parts(q)
        if pk != qk and pk != "*":
            return False
        for a, b in zip(psel, qsel, strict=False):
            if a != "*" and a != b:
                return False
        if len(psel) > len(qsel):
            return False
    return True
