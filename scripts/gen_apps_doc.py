"""Write the generated part of ``docs/apps.md``: every installed app with its screens, transitions,
templates, the intents it answers, its permissions and its launcher shortcuts.

    python scripts/gen_apps_doc.py          # rewrites the part between the markers
    python scripts/gen_apps_doc.py --check  # exit 1 if the file is out of date (tests run this)
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DOC = ROOT / "docs" / "apps.md"
BEGIN, END = "<!-- generated: scripts/gen_apps_doc.py -->", "<!-- end generated -->"


def _short(action: str) -> str:
    return action.rsplit(".", 1)[-1]


def table() -> str:
    from bench.tasks import all_templates
    from mgym.apps import registry

    per_app: Counter[str] = Counter()
    cross: Counter[str] = Counter()
    for tpl in all_templates().values():
        home = tpl.id.split(".", 1)[0]
        per_app[home] += 1
        if tpl.scope != "S1":
            cross[home] += 1
    lines = ["| app | id | screens | transitions | templates (cross-app) | answers intents | permissions |",
             "|---|---|---:|---:|---:|---|---|"]
    for a in registry().values():
        m, nav = a.manifest, a.navigation
        intents = sorted({_short(f.action) + (f"({', '.join(f.types)})" if f.types and f.types != ("",) else "")
                          + (f"[{', '.join(f.schemes)}:]" if f.schemes else "") for f in m.intent_filters})
        lines.append(f"| {m.name} | `{a.id}` | {len(nav.screens)} | {len(nav.transitions)} | "
                     f"{per_app[a.id]} ({cross[a.id]}) | {'; '.join(intents) or '—'} | "
                     f"{', '.join(m.permissions) or '—'} |")
    total = sum(per_app.values())
    lines.append("")
    lines.append(f"{len(registry())} apps, {total} task templates ({sum(cross.values())} cross-app).")
    return "\n".join(lines)


def render(text: str) -> str:
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n{table()}\n{END}{tail}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    old = DOC.read_text()
    new = render(old)
    if args.check:
        if new != old:
            print("docs/apps.md is out of date: run python scripts/gen_apps_doc.py")
            return 1
        return 0
    DOC.write_text(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
