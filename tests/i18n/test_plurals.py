"""Plural forms through gettext: ``ngettext`` in Python (:func:`mgym.i18n.ngettext`, ``ctx.ngettext``,
``ctx.ntoast``) and in templates (the ``ngettext`` global) picks the form a locale uses for a count
(English two, ``n != 1``; Chinese one), falls back from the app's domain to ``os`` and to English, and
the catalogue checks demand every form and its placeholders."""

from __future__ import annotations

import pytest

from mgym import Session
from mgym.i18n import lookup, ngettext, nlookup, plural_rule, plurals, record_misses
from mgym.i18n.extract import Message, _plural_problems, messages, problems


def test_plural_rules_per_locale() -> None:
    en, zh = plural_rule("en"), plural_rule("zh-CN")
    assert [en(n) for n in (0, 1, 2, 5)] == [1, 0, 1, 1]
    assert {zh(n) for n in range(100)} == {0}


@pytest.mark.parametrize("n, en, zh", [(1, "1 song", "1 首歌曲"), (2, "2 songs", "2 首歌曲"), (0, "0 songs", "0 首歌曲")])
def test_ngettext_picks_the_form_for_the_count(n: int, en: str, zh: str) -> None:
    assert ngettext("{n} song", "{n} songs", n, "en", "music") == en
    assert ngettext("{n} song", "{n} songs", n, "zh-CN", "music") == zh


def test_ngettext_formats_other_fields_and_a_formatted_count() -> None:
    assert ngettext("{n} follower", "{n} followers", 1234, "en", "music", n="1,234") == "1,234 followers"
    assert ngettext("{n} follower", "{n} followers", 1, "en", "music", n="1") == "1 follower"
    got = ngettext("The best of {genre}, picked for you. {n} follower",
                   "The best of {genre}, picked for you. {n} followers", 2, "zh-CN", "music", genre="爵士", n="2")
    assert got == "爵士精选，为你挑选。2 人关注"


def test_untranslated_plural_falls_back_to_english_and_is_recorded() -> None:
    with record_misses() as missed:
        assert ngettext("{n} frob", "{n} frobs", 1, "zh-CN", "music") == "1 frob"
        assert ngettext("{n} frob", "{n} frobs", 3, "zh-CN", "music") == "3 frobs"
    assert ("zh-CN", "music", "{n} frob") in missed
    assert nlookup("{n} frob", "{n} frobs", "not a number", "en") == "{n} frobs"


def test_either_english_form_alone_still_finds_its_translation() -> None:
    # oracles hold one English form (ui.tr / ui.parse("{n} members", ...)): it maps to the entry's form
    assert lookup("{n} songs", "zh-CN", "music") == "{n} 首歌曲"
    assert lookup("{n} song", "zh-CN", "music") == "{n} 首歌曲"
    assert "{n} song" in plurals("zh-CN", "music") and plurals("zh-CN", "music")["{n} song"][0] == "{n} songs"


def test_plural_placeholder_checks() -> None:
    m = Message("Move this item?", "x.html:1", "Move {n} items?")
    assert not _plural_problems("en", "d", m, ("Move this item?", "Move {n} items?"))  # msgstr[0] only for 1
    assert _plural_problems("en", "d", m, ("Move this item?", "Move them?"))           # msgstr[1] lost {n}
    assert _plural_problems("zh-CN", "d", m, ("移动此项？",))                            # one form for every n
    assert not _plural_problems("zh-CN", "d", m, ("移动 {n} 项？",))


def test_catalogue_check_wants_every_form() -> None:
    assert not problems("zh-CN", "music")
    assert any(m.plural for m in messages("music"))


def test_a_plural_toast_is_translated_when_drawn() -> None:
    """``ctx.ntoast`` stores both English forms and the count; the shell draws the locale's form."""
    from mgym.apps import get_app

    s = Session(seed=0)
    s.step({"action": "awake", "app": "contacts"}, screenshot=False)
    ctx = s.sys.ctx(get_app("contacts"), s.sys.tm.front()["entries"][-1])
    ctx.ntoast("Deleted {n} contact", "Deleted {n} contacts", 1)
    assert s.observe(screenshot=False).find("Deleted 1 contact")
    ctx.ntoast("Deleted {n} contact", "Deleted {n} contacts", 3)
    assert s.observe(screenshot=False).find("Deleted 3 contacts")
    assert s.sys.v["toast"]["text"] == "Deleted 3 contacts"  # the English text, as a plain toast keeps it
    s.set_state({"os": {"settings": {"system": {"locale": "zh-CN"}}}})
    assert s.observe(screenshot=False).find("已删除 3 位联系人")


def test_a_template_count_in_both_locales() -> None:
    from mgym.apps.music.world import world

    s = Session(seed=0)
    s.step({"action": "awake", "app": "music"}, screenshot=False)
    s.fire("album.open", id="al1")
    n = len(world("en").by_id["al1"]["tracks"])
    assert f" {n} songs, " in s.html() and n > 1
    s.set_state({"os": {"settings": {"system": {"locale": "zh-CN"}}}})
    assert f" {n} 首歌曲，" in s.html() or f" {n} 首歌曲, " in s.html()
