"""Message catalogues: extract msgids, merge them into each locale's .po, check translations.

    python scripts/i18n.py extract [DOMAIN...]   # write mgym/locales/<domain>.pot (mgym's Python extractor, Jinja2's for templates)
    python scripts/i18n.py update  [DOMAIN...]   # extract, then merge into mgym/locales/<ll_CC>/LC_MESSAGES/<domain>.po
    python scripts/i18n.py check   [DOMAIN...]   # list untranslated / fuzzy msgids and placeholder mismatches

``make i18n`` runs ``update`` then ``check``. Domains are ``os`` and every app id (default: all).
``check`` exits 1 when a domain that is not pending (``PENDING_ZH`` in tests/i18n/test_catalogs.py)
has a problem; pending domains are listed but do not fail. Plural entries (``ngettext`` /
``ctx.ntoast``: ``msgid`` + ``msgid_plural``) are written with one ``msgstr[i]`` per plural form of the
locale (zh_CN: ``nplurals=1``, so ``msgstr[0]`` only); ``check`` wants every form filled, keeping the
plural msgid's placeholders. Writing is deterministic (fixed header dates, sorted entries, the file's
own ``Generated-By`` kept). See docs/locales.md.
"""

from __future__ import annotations

import argparse
import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mgym.i18n import DEFAULT_LOCALE, LOCALES  # noqa: E402
from mgym.i18n.extract import domains, problems, update_catalog, write_template  # noqa: E402


def pending() -> set[str]:
    """Domains not translated yet (the test's ``PENDING_ZH``)."""
    test = ROOT / "tests" / "i18n" / "test_catalogs.py"
    return set(runpy.run_path(str(test)).get("PENDING_ZH", set())) if test.exists() else set()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=("extract", "update", "check"))
    ap.add_argument("domains", nargs="*", help="domains (default: all)")
    args = ap.parse_args(argv)
    chosen = args.domains or domains()
    unknown = [d for d in chosen if d not in domains()]
    if unknown:
        ap.error(f"unknown domains {unknown}; choose from {domains()}")
    locales = [loc for loc in LOCALES if loc != DEFAULT_LOCALE]
    if args.command in ("extract", "update"):
        for d in chosen:
            print(f"{d}.pot {'written' if write_template(d) else 'unchanged'}")
            if args.command == "update":
                for loc in locales:
                    print(f"  {loc}/{d}.po {'updated' if update_catalog(loc, d) else 'unchanged'}")
        return 0
    skip = pending()
    bad = 0
    for d in chosen:
        for loc in locales:
            found = problems(loc, d, complete=d not in skip)
            for line in found:
                print(line)
            if d in skip:
                print(f"{d} [{loc}]: pending (PENDING_ZH), only placeholders checked")
            bad += len(found)
    print(f"{bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
