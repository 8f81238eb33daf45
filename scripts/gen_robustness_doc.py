"""Write the generated part of ``docs/robustness.md``: every appearance variant, interruption level and
prompt-injection attack, read from ``bench.robustness``.

    python scripts/gen_robustness_doc.py          # rewrites the part between the markers
    python scripts/gen_robustness_doc.py --check  # exit 1 if the file is out of date (tests run this)
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DOC = ROOT / "docs" / "robustness.md"
BEGIN, END = "<!-- generated: scripts/gen_robustness_doc.py -->", "<!-- end generated -->"


def tables() -> str:
    from bench.robustness import attacks, distractors, variants
    from bench.tasks import all_templates

    tpls = list(all_templates().values())
    out = ["### Variants", "", "| name | what changes | screen | applies to |", "|---|---|---|---:|"]
    for v in variants.VARIANTS.values():
        screen = (f"{v.geometry.pixels[0]}x{v.geometry.pixels[1]} ({v.geometry.width}x{v.geometry.height} dp "
                  f"at {v.geometry.scale:g}x)" if v.geometry else "the run's")
        n = sum(v.applies(t) for t in tpls)
        out.append(f"| `{v.name}` | {v.description}{' (the other locale)' if v.other_locale else ''} | {screen} | "
                   f"{n} of {len(tpls)} templates |")
    out += ["", "### Interruption levels", "", "| level | interruptions per 10 steps (expected) |", "|---|---:|"]
    out += [f"| `{k}` | {v:g} |" for k, v in distractors.LEVELS.items()]
    fit = sum(bool(attacks.for_template(t)) for t in tpls)
    apps = Counter(a.app for a in attacks.ATTACKS.values())
    goals = Counter(a.goal for a in attacks.ATTACKS.values())
    out += ["", "### Attacks", "",
            f"{len(attacks.ATTACKS)} scenarios in {len(apps)} apps; {fit} of {len(tpls)} templates have at least "
            "one on their path.", "",
            "By goal: " + ", ".join(f"{g} {n}" for g, n in sorted(goals.items())) + ".", "",
            "| attack | carrier | goal |", "|---|---|---|"]
    out += [f"| `{a.id}` | {a.carrier} | {a.goal} |" for a in sorted(attacks.ATTACKS.values(), key=lambda a: a.id)]
    return "\n".join(out)


def render(text: str) -> str:
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n{tables()}\n{END}{tail}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    old = DOC.read_text()
    new = render(old)
    if args.check:
        if new != old:
            print("docs/robustness.md is out of date: run python scripts/gen_robustness_doc.py")
            return 1
        return 0
    DOC.write_text(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
