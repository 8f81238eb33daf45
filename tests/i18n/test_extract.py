"""mgym.i18n.extract.extract_python: msgids are the literal first arguments of calls to the keywords,
read from the syntax tree, so they do not depend on Babel's version (its 2.19 extractor also took
dictionary keys and docstrings); the committed templates hold exactly what is extracted."""

from __future__ import annotations

import textwrap

import pytest
from babel.messages.pofile import read_po

from mgym.i18n.extract import KEYWORDS, domains, extract_python, messages, pot_path

SOURCE = textwrap.dedent('''
    """A module docstring is no msgid."""
    from x import _, N_, t


    def toast(text="not a msgid"):
        """Neither is a docstring."""
        return t["entries"] + t["id"]  # subscripts are not calls


    class Screen:
        def t(self, msgid):
            return msgid

        def view(self, ctx, n, name):
            ctx.toast("Saved")
            self.t("Pinned")
            label = _(
                "Delete {n} "
                "contacts?")
            ctx.toast(_("Nested"))
            kinds = [N_("Mobile"), N_("Work")]
            gettext("Plain"); _(f"Hello {name}"); _(f"No fields"); _(name); _(""); _(b"bytes")
            toast(text="a keyword argument"); other("not a keyword")
            return _("first", "second"), ctx.t.format("not called as t")
''')


def test_extracts_literal_first_arguments_of_keyword_calls_only() -> None:
    got = extract_python(SOURCE)
    assert [m for _, m in got] == ["Saved", "Pinned", "Delete {n} contacts?", "Nested", "Mobile", "Work", "Plain",
                                   "No fields", "first"]
    lines = dict((m, line) for line, m in got)
    assert lines["Saved"] == 16 and lines["Delete {n} contacts?"] == 19  # the argument's first line


def test_keywords_are_a_parameter() -> None:
    assert [m for _, m in extract_python('other("x"); _("y")', keywords={"other"})] == ["x"]
    assert set(KEYWORDS) == {"_", "N_", "t", "gettext", "toast", "ngettext", "ntoast"}
    assert KEYWORDS["ngettext"] == KEYWORDS["ntoast"] == (1, 2)


def test_plural_keywords_give_singular_and_plural() -> None:
    src = textwrap.dedent('''
        ctx.ngettext("{n} song", "{n} songs", n)
        ctx.ntoast("Deleted {n} item", "Deleted {n} items", len(rows))
        ngettext("{n} file", plural, n)        # a plural that is no literal: nothing
        ngettext("{n} only")                     # no plural at all: nothing
        _("{n} songs", n=3)                      # a plain msgid stays plain
    ''')
    assert [m for _, m in extract_python(src)] == [("{n} song", "{n} songs"), ("Deleted {n} item", "Deleted {n} items"),
                                                 "{n} songs"]


def test_template_ngettext_is_a_plural_entry() -> None:
    plural = {m.msgid: m.plural for m in messages("music") if m.plural}
    assert plural["{n} song"] == "{n} songs" and plural["Sleep timer set for {n} minute"].endswith("minutes")


def test_a_syntax_error_names_the_file() -> None:
    with pytest.raises(SyntaxError) as e:
        extract_python("_('x'", filename="mgym/apps/x/views.py")
    assert e.value.filename == "mgym/apps/x/views.py"


@pytest.mark.parametrize("domain", domains())
def test_committed_template_holds_exactly_the_extracted_msgids(domain: str) -> None:
    with pot_path(domain).open("rb") as f:
        committed = {m.id for m in read_po(f) if m.id}
    extracted = {m.id for m in messages(domain)}
    assert committed == extracted, (f"run `make i18n` (python scripts/i18n.py update): new {sorted(extracted - committed)}"
                                    f", gone {sorted(committed - extracted)}")
