"""The message catalogues: every msgid of a translated domain has a zh-CN translation that keeps its
``{placeholders}``; dynamic msgids (``N_()`` in data tables) are extracted; no screen of a translated
app looks up a msgid the catalogue lacks; writing catalogues is deterministic."""

from __future__ import annotations

import pytest

from mgym.apps import registry
from mgym.i18n import OS_DOMAIN, catalog, record_misses
from mgym.i18n.extract import domains, messages, placeholders, problems, template_catalog

#: domains (apps) whose zh-CN translation is still to do: each translator removes their app from this
#: set when its catalogue is complete (docs/locales.md). Nothing else lists pending apps.
PENDING_ZH: set[str] = set()

DOMAINS = domains()
DONE = [d for d in DOMAINS if d not in PENDING_ZH]


@pytest.mark.parametrize("domain", DONE)
def test_every_msgid_is_translated(domain: str) -> None:
    found = problems("zh-CN", domain)
    assert not found, "\n".join(["run `make i18n` and translate (docs/locales.md):", *found])


@pytest.mark.parametrize("domain", sorted(set(DOMAINS) & PENDING_ZH))
def test_pending_translations_keep_placeholders(domain: str) -> None:
    assert not problems("zh-CN", domain, complete=False)


def test_pending_names_are_real_domains() -> None:
    # a name here that is no app (a typo) would exempt nothing and hide the mistake
    assert set(DOMAINS) >= PENDING_ZH, sorted(PENDING_ZH - set(DOMAINS))
    assert OS_DOMAIN not in PENDING_ZH and "contacts" not in PENDING_ZH


def test_dynamic_msgids_are_extracted() -> None:
    ids = {m.msgid for m in messages("contacts")}
    assert {"Mobile", "Work", "Add a name or phone number", "Deleted {name}", "Contacts", "Contact"} <= ids
    assert {"Internet", "Do Not Disturb", "your contacts"} <= {m.msgid for m in messages(OS_DOMAIN)}
    assert not any(m.msgid.startswith(("f'", 'f"')) for m in messages("contacts"))


def test_app_names_translate_in_their_own_domain() -> None:
    for app in registry().values():
        if app.id in PENDING_ZH:
            continue
        assert catalog("zh-CN", app.id).get(app.manifest.name), app.id


def test_placeholders() -> None:
    assert placeholders("Delete {n} contacts?") == {"n"}
    assert placeholders("{a} and {b}") == {"a", "b"}
    assert placeholders("broken {") == {"<malformed>"}


def test_template_catalog_is_stable() -> None:
    a, b = template_catalog("contacts"), template_catalog("contacts")
    assert [m.id for m in a] == [m.id for m in b] and len(a) > 50


@pytest.mark.parametrize("app_id", [d for d in DONE if d != OS_DOMAIN])
def test_no_screen_shows_an_untranslated_msgid(app_id: str) -> None:
    """Crawl the app's screens on a zh-CN phone: every ``_()`` lookup of its domain (and of ``os``)
    finds a translation, so a msgid built at run time cannot escape extraction unnoticed."""
    from mgym.nav.crawl import crawl

    with record_misses() as missed:
        report = crawl(app_id, max_states=120, locale="zh-CN")
    assert report.states > 0 and not report.errors
    ours = sorted(m for m in missed if m[1] in (app_id, OS_DOMAIN) or m[1] not in PENDING_ZH)
    assert not ours, f"looked up without a translation: {ours}"
