"""Text fields as the keyboard meets them: every field of every screen a crawl reaches is focused in
turn and laid out by the browser (no screenshot), and must show whole above the keyboard
(Android's adjustResize), with the keypad its input type asks for.

``mgym check`` runs it per app and locale; ``tests/nav/test_fields.py`` runs it on every app.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mgym.nav.crawl import CrawlReport, crawl
from mgym.os.shell import locale_of, render_entry

_INPUT = re.compile(r'data-input="([^"]+)"')
#: a focused field shorter than this (CSS px, at the 360 px wide screen) is cut off, not shown
MIN_VISIBLE = 12.0


@dataclass
class FieldReport:
    app: str
    locale: str
    #: fields focused and laid out
    fields: int = 0
    #: "screen/field: what is wrong", one per bad field
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def check_fields(app_id: str, locale: str = "en", max_states: int = 400, seed: int = 0,
                 report: CrawlReport | None = None) -> FieldReport:
    """Focus every text field of every screen the crawl of ``app_id`` samples and lay it out: the
    field must be on screen, above the keyboard, at least :data:`MIN_VISIBLE` px tall, and a
    number, decimal, phone or PIN field must raise a keypad (``report`` reuses a crawl)."""
    from mgym.session import Session

    r = report if report is not None else crawl(app_id, max_states=max_states, seed=seed, locale=locale)
    out = FieldReport(app_id, locale)
    s = Session(seed, locale=locale)
    for screen, snap in sorted(r.samples.items()):
        s.restore(snap)
        top = s.sys.top()
        if top["app"] != app_id:
            continue
        names = list(dict.fromkeys(_INPUT.findall(str(render_entry(s.sys, top, locale_of(s.sys))))))
        for name in names:
            s.restore(snap)
            s.sys.v["picker"] = None  # a sample may have the media picker up over the form
            s.sys.focus(name)
            obs = s.observe(screenshot=False)
            out.fields += 1
            where = f"{screen}/{name}"
            keys = [e for e in obs.ui if e.layer == "keyboard"]
            box = next((e for e in obs.ui if e.name == name and e.focused), None)
            if not keys:
                out.problems.append(f"{where}: focused, but no keyboard came up")
                continue
            if box is None:
                out.problems.append(f"{where}: the focused field is not on screen")
                continue
            kb_top = min(e.bounds[1] for e in keys)
            if box.bounds[3] > kb_top + 0.5:
                out.problems.append(f"{where}: the focused field is under the keyboard "
                                    f"(its bottom at {box.bounds[3]:.0f}, the keyboard's top at {kb_top:.0f} of 1000)")
            elif (box.bounds[3] - box.bounds[1]) * s.geometry.height / 1000 < MIN_VISIBLE:
                out.problems.append(f"{where}: the focused field is cut off above the keyboard")
            kind = str(box.params.get("kind", "text"))
            pad = any(e.params.get("k") == "0" for e in keys) and not any(e.params.get("k") == "q" for e in keys)
            if kind in ("number", "decimal", "phone", "pin") and not pad:
                out.problems.append(f"{where}: a {kind} field raised the full keyboard, not a keypad")
    return out
