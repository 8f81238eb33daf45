"""Static analysis of a navigation declaration: the graph, BFS paths, reachability, export."""

from __future__ import annotations

import html
from collections import deque
from typing import Any

from mgym.nav.declaration import ANY, EXIT, Navigation


def edges(nav: Navigation) -> list[tuple[str, str, str]]:
    """(source, target, transition id) for every declared transition, ``*`` sources expanded."""
    out = []
    for t in nav.transitions:
        for src in nav.sources_of(t):
            dst = src if t.op == "stay" else t.target
            if dst != ANY:  # a pop back to "whatever is below" has no fixed target
                out.append((src, dst, t.id))
    return out


def roots(nav: Navigation) -> list[str]:
    """The entry and every screen declared as an entry point."""
    return [nav.entry] + [s.id for s in nav.screens if s.entry_point and s.id != nav.entry]


def reachable(nav: Navigation, start: str | None = None) -> set[str]:
    starts = [start] if start else roots(nav)
    seen = set(starts)
    q = deque(starts)
    adj: dict[str, list[str]] = {}
    for s, d, _ in edges(nav):
        adj.setdefault(s, []).append(d)
    while q:
        for d in adj.get(q.popleft(), []):
            if d not in seen and d != EXIT:
                seen.add(d)
                q.append(d)
    return seen


def shortest_path(nav: Navigation, src: str, dst: str) -> list[str] | None:
    """Transition ids of a shortest path from ``src`` to ``dst`` (BFS), or None."""
    if src == dst:
        return []
    prev: dict[str, tuple[str, str]] = {}
    adj: dict[str, list[tuple[str, str]]] = {}
    for s, d, tid in edges(nav):
        adj.setdefault(s, []).append((d, tid))
    q = deque([src])
    seen = {src}
    while q:
        cur = q.popleft()
        for d, tid in adj.get(cur, []):
            if d in seen:
                continue
            seen.add(d)
            prev[d] = (cur, tid)
            if d == dst:
                path = []
                node = d
                while node != src:
                    node, t = prev[node][0], prev[node][1]
                    path.append(t)
                return path[::-1]
            q.append(d)
    return None


def depths(nav: Navigation) -> dict[str, int]:
    """BFS depth of every reachable screen: from the entry first, then from the other entry points
    for screens only they reach (so the picture reads left to right from the app's start)."""
    adj: dict[str, list[str]] = {}
    for s, d, _ in edges(nav):
        adj.setdefault(s, []).append(d)
    out: dict[str, int] = {}
    for root in roots(nav):
        if root in out:
            continue
        out[root] = 0
        q = deque([root])
        while q:
            cur = q.popleft()
            for d in adj.get(cur, []):
                if d not in out and d != EXIT:
                    out[d] = out[cur] + 1
                    q.append(d)
    return out


def to_json(nav: Navigation) -> dict[str, Any]:
    return {
        "app": nav.app, "entry": nav.entry,
        "screens": [{"id": s.id, "kind": s.kind, "params": list(s.params), "title": s.title} for s in nav.screens],
        "transitions": [{"id": t.id, "op": t.op, "source": list(t.source), "target": t.target,
                         "guarded": t.guard is not None, "label": t.label} for t in nav.transitions],
        "reachable": sorted(reachable(nav)),
    }


def to_svg(nav: Navigation, current: str | None = None) -> str:
    """A layered picture of the graph: columns by BFS depth, one box per screen."""
    d = depths(nav)
    unreached = [s.id for s in nav.screens if s.id not in d]
    cols: dict[int, list[str]] = {}
    for s in nav.screens:
        cols.setdefault(d.get(s.id, max(d.values(), default=0) + 1), []).append(s.id)
    bw, bh, gx, gy, pad = 150, 30, 70, 14, 20
    pos: dict[str, tuple[float, float]] = {}
    for c, ids in sorted(cols.items()):
        for r, sid in enumerate(ids):
            pos[sid] = (pad + c * (bw + gx), pad + 30 + r * (bh + gy))
    width = pad * 2 + (max(cols) + 1) * (bw + gx)
    height = pad * 2 + 40 + max(len(v) for v in cols.values()) * (bh + gy)
    kinds = {s.id: s.kind for s in nav.screens}
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'font-family="Roboto, sans-serif" font-size="11">',
             '<defs><marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" '
             'orient="auto"><path d="M0 0L10 5L0 10z" fill="#8a8fa0"/></marker></defs>',
             f'<rect width="100%" height="100%" fill="#fff"/><text x="{pad}" y="{pad + 8}" font-size="15" '
             f'font-weight="bold">{html.escape(nav.app)} — {len(nav.screens)} screens, '
             f'{len(nav.transitions)} transitions</text>']
    seen_edges = set()
    for src, dst, _tid in edges(nav):
        if dst == EXIT or src == dst or (src, dst) in seen_edges or src not in pos or dst not in pos:
            continue
        seen_edges.add((src, dst))
        x1, y1 = pos[src][0] + bw, pos[src][1] + bh / 2
        x2, y2 = pos[dst][0], pos[dst][1] + bh / 2
        if x2 <= x1:  # backwards edge: curve below
            x1, x2 = pos[src][0], pos[dst][0] + bw
            parts.append(f'<path d="M{x1} {y1} C{x1 - 40} {y1 + 30},{x2 + 40} {y2 + 30},{x2} {y2}" fill="none" '
                         f'stroke="#d0a0a0" stroke-width="1" marker-end="url(#a)"/>')
            continue
        mx = (x1 + x2) / 2
        parts.append(f'<path d="M{x1} {y1} C{mx} {y1},{mx} {y2},{x2} {y2}" fill="none" stroke="#8a8fa0" '
                     f'stroke-width="1" marker-end="url(#a)"/>')
    for sid, (x, y) in pos.items():
        fill = {"page": "#e8f0fe", "dialog": "#fef7e0", "sheet": "#e6f4ea", "menu": "#fce8e6"}[kinds[sid]]
        stroke = "#d93025" if sid == current else ("#9aa0a6" if sid in unreached else "#1a73e8")
        sw = 3 if sid == current else 1
        parts.append(f'<rect x="{x}" y="{y}" width="{bw}" height="{bh}" rx="6" fill="{fill}" stroke="{stroke}" '
                     f'stroke-width="{sw}"/><text x="{x + 8}" y="{y + 19}">{html.escape(sid[:24])}</text>')
    parts.append("</svg>")
    return "".join(parts)
