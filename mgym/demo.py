"""``make demo``: walk the system apps by taps, as an agent would, and write what happened.

Every step is a real action on the UI (an element is found in the observation and its centre
clicked); the folder gets one screenshot per step, ``steps.jsonl``, the state diff from boot to
the end (``diff.json``) and an ``index.html`` contact sheet to look at.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

from mgym import Session
from mgym.observation import Observation
from mgym.state import diff

#: (app, instruction-like caption, steps). A step is ("tap", text[, role]), ("type", text),
#: ("key", action name), ("swipe", direction) or ("open", app name).
TOUR: list[tuple[str, list[tuple[str, ...]]]] = [
    ("Open the app drawer and the quick settings", [
        ("swipe", "up"), ("key", "back"), ("shade",), ("tap", "Bluetooth", "switch"), ("key", "back")]),
    ("Settings: turn airplane mode on, then dark theme", [
        ("open", "Settings"), ("tap", "Network & internet"), ("tap", "Airplane mode"), ("key", "back"),
        ("tap", "Display"), ("tap", "Dark theme"), ("key", "back"), ("key", "home")]),
    ("Contacts: add a contact and star them", [
        ("open", "Contacts"), ("tap", "Create contact"), ("tap", "First name"), ("type", "Ada"),
        ("tap", "Last name"), ("type", "Lovelace"), ("tap", "Phone"), ("type", "+1 650-555-0142"),
        ("tap", "Save"), ("tap", "Add to favourites"), ("key", "home")]),
    ("Messages: text Ada", [
        ("open", "Messages"), ("tap", "Start chat"), ("type", "Ada"), ("tap", "Ada Lovelace"),
        ("tap", "Text message"), ("type", "Hello from mgym!"), ("tap", "Send"), ("key", "recent")]),
]


def _tap(s: Session, obs: Observation, text: str, role: str | None = None) -> Observation:
    hits = obs.find(text, role=role) or obs.find(text)
    if not hits:
        raise LookupError(f"demo: no element {text!r} on {obs.app}/{obs.screen}")
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y})


def run(out: Path, seed: int = 0) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    s = Session(seed=seed)
    start = s.get_state()
    obs = s.observe()
    shots: list[dict[str, Any]] = []

    def record(caption: str, step: tuple[str, ...], o: Observation) -> None:
        name = f"{len(shots):03d}.png"
        (out / name).write_bytes(o.screenshot or b"")
        shots.append({"file": name, "caption": caption, "step": list(step), "app": o.app, "screen": o.screen,
                      "time": o.time})

    record("boot", ("boot",), obs)
    for caption, steps in TOUR:
        for step in steps:
            kind = step[0]
            if kind == "tap":
                obs = _tap(s, obs, step[1], step[2] if len(step) > 2 else None)
            elif kind == "type":
                obs = s.step({"action": "type", "text": step[1]})
            elif kind == "key":
                obs = s.step({"action": step[1]})
            elif kind == "swipe":
                obs = s.step({"action": "swipe", "direction": step[1]})
            elif kind == "shade":
                obs = s.step({"action": "swipe", "x1": 500, "y1": 5, "x2": 500, "y2": 600})
            elif kind == "open":
                obs = s.step({"action": "awake", "app": step[1]})
            record(caption, step, obs)
    changes = [c.to_dict() for c in diff(start, s.get_state())]
    (out / "diff.json").write_text(json.dumps(changes, indent=1, ensure_ascii=False))
    (out / "steps.jsonl").write_text("".join(json.dumps(x) + "\n" for x in shots))
    (out / "index.html").write_text(_sheet(shots, changes))
    return {"out": str(out), "steps": len(shots) - 1, "changes": len(changes)}


def _sheet(shots: list[dict[str, Any]], changes: list[dict[str, Any]]) -> str:
    cards = "".join(
        f'<figure><img src="{x["file"]}" loading="lazy"><figcaption><b>{html.escape(" ".join(x["step"]))}</b>'
        f'<br>{html.escape(x["app"])}/{html.escape(x["screen"])} · {html.escape(x["time"][11:16])}</figcaption></figure>'
        for x in shots)
    rows = "".join(f"<tr><td><code>{html.escape(c['path'])}</code></td><td>{html.escape(json.dumps(c['before']))}"
                   f"</td><td>{html.escape(json.dumps(c['after']))}</td></tr>" for c in changes)
    return (f"<!doctype html><meta charset=utf-8><title>mgym demo</title><style>body{{font:14px Roboto,sans-serif;"
            f"margin:24px}}figure{{display:inline-block;width:180px;margin:6px;vertical-align:top}}img{{width:180px;"
            f"border:1px solid #ccc;border-radius:12px}}figcaption{{font-size:12px}}td{{border-bottom:1px solid #eee;"
            f"padding:3px 8px}}</style><h1>mgym demo: {len(shots) - 1} steps by taps</h1>{cards}"
            f"<h2>State diff, boot → end ({len(changes)} changes)</h2><table>{rows}</table>")


def main(out: Path | None = None) -> None:
    out = out or Path(sys.argv[1] if len(sys.argv) > 1 else "demo-out")
    res = run(out)
    print(f"demo: {res['steps']} steps, {res['changes']} state changes")
    print(f"wrote screenshots, diff.json and index.html to {Path(res['out']).resolve()}")


if __name__ == "__main__":
    main()
