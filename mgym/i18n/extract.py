"""Message extraction and catalogue checks.

A domain's msgids come from:

* templates: ``templates/os/**.html`` for ``os``, ``templates/apps/<app>/**.html`` (and a third-party
  app's ``template_dir``) for an app: Jinja2's own Babel extractor (``jinja2.ext.babel_extract``),
  calls of ``_()`` / ``gettext()``, and of ``ngettext(singular, plural, n)`` (a plural entry);
* Python: ``mgym/os/**.py`` for ``os``, the app's package for an app: :func:`extract_python`, our
  own extractor over the syntax tree (:mod:`ast`), so the msgids do not change with Babel's version
  (Babel 2.19's token-based extractor also took dictionary keys and docstrings): every call of one of
  the :data:`KEYWORDS` (``_``, ``N_``, ``t``, ``gettext``, ``toast``), as a bare name or as an
  attribute (``ctx.toast(...)``, ``self.t(...)``), whose first positional argument is a string
  literal (adjacent literals joined; an f-string only when it has no substitutions); of the plural
  keywords (``ngettext``, ``ntoast``: ``ctx.ngettext("{n} song", "{n} songs", n)``), the first two
  positional arguments, both literals: a plural entry (``msgid`` / ``msgid_plural``);
* declarations: an app's manifest name (the launcher shows it) and its screens' titles (recents
  shows them).

``scripts/i18n.py`` writes ``mgym/locales/<domain>.pot`` and merges them into each locale's ``.po``;
:func:`problems` is what the test and ``scripts/i18n.py check`` report.
"""

from __future__ import annotations

import ast
import io
import re
import string
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract

from mgym.i18n import LOCALE_DIR, OS_DOMAIN, babel_locale, catalog, catalog_path, plural_rule, plurals
from mgym.paths import TEMPLATES

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mgym"
#: function names whose first literal argument is a msgid (in Python sources and, for ``_``,
#: ``gettext`` and ``ngettext``, templates); the values are Babel keyword specs (None: the first
#: argument; ``(1, 2)``: a plural entry, its singular and plural msgids the first two arguments)
KEYWORDS: dict[str, tuple[int, ...] | None] = {"_": None, "N_": None, "t": None, "gettext": None, "toast": None,
                                               "ngettext": (1, 2), "ntoast": (1, 2)}
JINJA = "jinja2.ext:babel_extract"
PYTHON = "python"  # :func:`extract_python`, not Babel's extractor of that name
#: msgids that are not words to translate (icon glyphs, punctuation)
IGNORED = frozenset({"·", "•", "—", "…"})


@dataclass(frozen=True, slots=True)
class Message:
    msgid: str
    where: str  # "path:line"
    plural: str | None = None  # msgid_plural of a plural entry (``ngettext``)

    @property
    def id(self) -> str | tuple[str, str]:
        """Babel's id: the msgid, or (msgid, msgid_plural) for a plural entry."""
        return self.msgid if self.plural is None else (self.msgid, self.plural)


#: an extracted msgid: the text, or (singular, plural) of a plural entry
Extracted = str | tuple[str, str]


def _literal(node: ast.expr) -> str | None:
    """The text of a string literal (adjacent literals are one node; an f-string without any
    substitution counts), else None."""
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.JoinedStr):
        parts = [v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
        return "".join(parts) if len(parts) == len(node.values) else None
    return None


def _callee(node: ast.Call) -> str | None:
    """The called name: ``f`` for ``f(...)``, ``attr`` for ``obj.attr(...)``."""
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def extract_python(source: str | bytes, keywords: Collection[str] = KEYWORDS,
                   filename: str = "<unknown>") -> list[tuple[int, Extracted]]:
    """``(line, msgid)`` of every call of a ``keywords`` name (bare or as an attribute) whose first
    positional argument is a string literal, in source order; the line is the argument's. Nothing
    else is a msgid: not other arguments, keyword arguments, subscripts, definitions or docstrings.
    Calls nested in calls are found too (``toast(_("Saved"))`` gives ``Saved``).

    A plural keyword (spec ``(1, 2)`` in a ``keywords`` mapping: ``ngettext``, ``ntoast``) gives
    ``(line, (singular, plural))`` when its first two positional arguments are both literals."""
    specs = keywords if isinstance(keywords, dict) else {}
    found: list[tuple[int, int, Extracted]] = []
    for node in ast.walk(ast.parse(source, filename=filename)):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = _callee(node)
        if name is None or name not in keywords:
            continue
        first = node.args[0]
        msgid = _literal(first)
        if not msgid:
            continue
        if specs.get(name) == (1, 2):
            plural = _literal(node.args[1]) if len(node.args) > 1 else None
            if plural:
                found.append((first.lineno, first.col_offset, (msgid, plural)))
            continue
        found.append((first.lineno, first.col_offset, msgid))
    return [(line, msgid) for line, _col, msgid in sorted(found, key=lambda f: (f[0], f[1]))]


def domains() -> list[str]:
    """``os`` and every installed app, in registry order."""
    from mgym.apps import registry

    return [OS_DOMAIN, *registry()]


def _sources(domain: str) -> list[tuple[str, Path]]:
    """(method, file) pairs holding the domain's msgids."""
    if domain == OS_DOMAIN:
        html = sorted((TEMPLATES / "os").rglob("*.html"))
        py = sorted((PACKAGE / "os").rglob("*.py"))
    else:
        from mgym.apps import get_app

        app = get_app(domain)
        html = sorted((TEMPLATES / "apps" / domain).rglob("*.html"))
        if app.template_dir is not None:
            html += sorted(app.template_dir.rglob("*.html"))
        pkg = PACKAGE / "apps" / domain
        py = sorted(pkg.rglob("*.py")) if pkg.exists() else []
    return [(JINJA, p) for p in html] + [(PYTHON, p) for p in py]


def _rel(p: Path) -> str:
    try:
        return str(p.relative_to(ROOT))
    except ValueError:
        return str(p)


def _declared(domain: str) -> Iterator[Message]:
    if domain == OS_DOMAIN:
        return
    from mgym.apps import get_app

    app = get_app(domain)
    where = f"mgym/apps/{domain}/manifest.py:0"
    yield Message(app.manifest.name, where)
    for s in app.navigation.screens:
        if s.title:
            yield Message(s.title, f"mgym/apps/{domain}/navigation.py:0")


def _jinja_msgid(msg: str | tuple[str | None, ...]) -> Extracted | None:
    """Babel's message of a template call: a msgid, or (singular, plural) of ``ngettext``."""
    if isinstance(msg, str):
        return msg
    if len(msg) >= 2 and msg[0] and msg[1]:
        return (msg[0], msg[1])
    return msg[0] or None


def messages(domain: str) -> list[Message]:
    """Every msgid of ``domain`` with where it was found (first occurrence order, duplicates kept);
    a plural entry's :attr:`Message.plural` is its ``msgid_plural``."""
    out: list[Message] = list(_declared(domain))
    for method, path in _sources(domain):
        found: list[tuple[int, Extracted | None]]
        if method == PYTHON:
            found = list(extract_python(path.read_bytes(), KEYWORDS, filename=str(path)))
        else:
            with path.open("rb") as f:
                found = [(lineno, _jinja_msgid(msg))
                         for lineno, msg, _comments, _ctx in extract(method, f, KEYWORDS,
                                                                     options={"trimmed": "false"})]
        for lineno, msgid in found:
            if not msgid:
                continue
            where = f"{_rel(path)}:{lineno}"
            if isinstance(msgid, tuple):
                out.append(Message(msgid[0], where, msgid[1]))
            elif msgid not in IGNORED:
                out.append(Message(msgid, where))
    return out


def template_catalog(domain: str) -> Catalog:
    """The domain's ``.pot``: every msgid with its locations (sorted, so the file is stable)."""
    cat = Catalog(domain=domain, project="mgym", version="0.1", copyright_holder="mgym",
                  charset="utf-8", fuzzy=False)
    for m in messages(domain):
        path, _, line = m.where.rpartition(":")
        existing = cat.get(m.msgid)
        if existing is None:
            cat.add(m.id, locations=[(path, int(line))])
            continue
        if m.plural is not None and not existing.pluralizable:  # used plain too: the plural entry wins
            existing.id = m.id
        if (path, int(line)) not in existing.locations:
            existing.locations.append((path, int(line)))
    return cat


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a format string (malformed braces give ``{"<malformed>"}``)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<malformed>"}


def pot_path(domain: str) -> Path:
    return LOCALE_DIR / f"{domain}.pot"


def read_catalog(locale: str, domain: str) -> Catalog | None:
    from babel.messages.pofile import read_po

    path = catalog_path(locale, domain)
    if not path.exists():
        return None
    with path.open("rb") as f:
        return read_po(f, locale=babel_locale(locale), domain=domain)


def _plural_problems(locale: str, domain: str, m: Message, forms: tuple[str, ...]) -> list[str]:
    """A plural entry's translated forms against its msgids: the forms a count other than 1 picks
    keep exactly msgid_plural's placeholders; a form only 1 picks may keep the singular's instead."""
    assert m.plural is not None
    rule = plural_rule(locale)
    used: dict[int, set[int]] = {}
    for n in range(0, 1001):
        used.setdefault(rule(n), set()).add(n)
    out: list[str] = []
    for i, text in enumerate(forms):
        got = placeholders(text)
        allowed = [placeholders(m.plural)] + ([placeholders(m.msgid)] if used.get(i) == {1} else [])
        if got not in allowed:
            out.append(f"{domain} [{locale}] placeholders of msgstr[{i}] {sorted(got)} != {sorted(allowed[0])}: "
                       f"{m.plural!r} -> {text!r} ({m.where})")
    return out


def problems(locale: str, domain: str, complete: bool = True) -> list[str]:
    """What is wrong with ``domain``'s catalogue in ``locale``: msgids without a non-empty, non-fuzzy
    translation (when ``complete``; for an app, os.po's translation counts, as lookups fall back to
    it), and translations that drop, add or rename a ``{placeholder}``. A plural entry needs every
    form (``msgstr[0]`` .. ``msgstr[nplurals-1]``); each keeps the placeholders of the msgids the
    counts it is chosen for use (:func:`_plural_problems`)."""
    cat = read_catalog(locale, domain)
    shared = catalog(locale, OS_DOMAIN) if domain != OS_DOMAIN else {}
    shared_plurals = plurals(locale, OS_DOMAIN) if domain != OS_DOMAIN else {}
    found = messages(domain)
    out: list[str] = []
    seen: set[str] = set()
    plural_ids = {m.msgid for m in found if m.plural is not None}
    for m in found:
        if m.msgid in seen or (m.plural is None and m.msgid in plural_ids):
            continue
        seen.add(m.msgid)
        entry = cat.get(m.msgid) if cat is not None else None
        if m.plural is not None:
            forms = entry.string if entry is not None and entry.pluralizable else ()
            forms = tuple(forms) if isinstance(forms, (list, tuple)) else ()
            if (not forms or not all(forms)) and domain != OS_DOMAIN and m.msgid in shared_plurals:
                entry, forms = None, shared_plurals[m.msgid][1]
            if not forms or not all(forms) or (entry is not None and entry.fuzzy):
                if complete:
                    state = "fuzzy" if entry is not None and entry.fuzzy and forms and all(forms) else "untranslated"
                    out.append(f"{domain} [{locale}] {state}: {m.msgid!r} / {m.plural!r} (plural) ({m.where})")
                continue
            out += _plural_problems(locale, domain, m, forms)
            continue
        text = entry.string if entry is not None and isinstance(entry.string, str) else ""
        if not text and domain != OS_DOMAIN and m.msgid in shared:
            entry, text = None, shared[m.msgid]  # translated by os.po, as lookups fall back
        if not text or (entry is not None and entry.fuzzy):
            if complete:
                state = "fuzzy" if entry is not None and entry.fuzzy and text else "untranslated"
                out.append(f"{domain} [{locale}] {state}: {m.msgid!r} ({m.where})")
            continue
        want, got = placeholders(m.msgid), placeholders(text)
        if want != got:
            out.append(f"{domain} [{locale}] placeholders {sorted(got)} != {sorted(want)}: {m.msgid!r} -> {text!r}"
                       f" ({m.where})")
    return out


_GENERATED = re.compile(rb'"Generated-By: Babel [^"\\]*\\n"')
#: fixed header dates, so that writing a catalogue twice gives the same bytes
_STAMP = datetime(2026, 3, 14, 0, 0, tzinfo=UTC)


def _write(cat: Catalog, path: Path) -> bool:
    """Write ``cat`` as a .po/.pot file; True if the bytes changed."""
    from babel.messages.pofile import write_po

    cat.creation_date = _STAMP
    cat.revision_date = _STAMP
    cat.msgid_bugs_address = ""
    cat.last_translator = "mgym"
    cat.language_team = "mgym"
    buf = io.BytesIO()
    write_po(buf, cat, width=100, sort_output=True, ignore_obsolete=True, include_previous=False,
             include_lineno=False)
    data = buf.getvalue()
    old = path.read_bytes() if path.exists() else None
    if old is not None:  # keep the file's "Generated-By: Babel x.y" so another Babel rewrites nothing
        was = _GENERATED.search(old)
        if was is not None:
            data = _GENERATED.sub(lambda _m: was.group(0), data, count=1)
    if old == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def write_template(domain: str) -> bool:
    """Extract ``domain`` into ``mgym/locales/<domain>.pot``; True if it changed."""
    return _write(template_catalog(domain), pot_path(domain))


def update_catalog(locale: str, domain: str) -> bool:
    """Merge the domain's current msgids into the locale's ``.po`` (created if missing): new msgids
    come in untranslated, vanished ones are dropped, translations are kept. No fuzzy guessing."""
    pot = template_catalog(domain)
    po = read_catalog(locale, domain)
    if po is None:
        po = Catalog(locale=babel_locale(locale), domain=domain, project="mgym", version="0.1",
                     copyright_holder="mgym", charset="utf-8", fuzzy=False)
    po.update(pot, no_fuzzy_matching=True, update_header_comment=True)
    po.fuzzy = False
    if domain != OS_DOMAIN:  # what os.po translates needs no entry here (one may still override it)
        shared = catalog(locale, OS_DOMAIN)
        shared_plurals = plurals(locale, OS_DOMAIN)
        for m in list(po):
            if not m.id:
                continue
            plain = isinstance(m.id, str) and not m.string and m.id in shared
            plural = not isinstance(m.id, str) and not any(m.string or ()) and m.id[0] in shared_plurals
            if plain or plural:
                po.delete(m.id)
    return _write(po, catalog_path(locale, domain))
