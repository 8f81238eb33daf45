"""Messages views and handlers, tested by the context they return (no browser)."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps import get_app
from mgym.apps.messages import views
from mgym.apps.messages.threads import looks_like_number, parse_sms_uri
from mgym.nav.crawl import crawl
from mgym.nav.graph import reachable
from mgym.os.context import AppContext
from mgym.os.intents import SENDTO, Intent
from mgym.os.tasks import new_entry

APP = get_app("messages")


@pytest.fixture
def s() -> Session:
    return Session(seed=0)


def ctx(s: Session, screen: str = "inbox", params: dict[str, Any] | None = None,
        fields: dict[str, str] | None = None) -> AppContext:
    entry = new_entry("messages", screen, params)
    entry["fields"].update(fields or {})
    return s.sys.ctx(APP, entry)


def ctx_of(s: Session, screen: str, **kw: Any) -> dict[str, Any]:
    c = ctx(s, screen, **kw)
    return dict(APP.views[screen](c).context)


def threads(s: Session) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = s.sys.p["os"]["providers"]["sms"]
    return rows


def test_inbox_pinned_first_then_newest_and_archived_hidden(s: Session) -> None:
    s.set_state({"os": {"providers": {"sms[id=1]": {"pinned": True}, "sms[id=3]": {"archived": True}}}})
    rows = ctx_of(s, "inbox")["rows"]
    assert rows[0]["id"] == 1 and rows[0]["name"] == "Mom" and rows[0]["pinned"]
    rest = [r["time"] for r in rows[1:]]
    assert rest == sorted(rest, reverse=True)
    assert 3 not in [r["id"] for r in rows]
    assert [r["id"] for r in ctx_of(s, "archived")["rows"]] == [3]


def test_inbox_rows_resolve_names_unread_and_snippets(s: Session) -> None:
    rows = {r["id"]: r for r in ctx_of(s, "inbox")["rows"]}
    assert rows[9]["name"] == "Aiden Khan" and rows[9]["known"] and rows[9]["unread"] == 1
    assert rows[13]["name"] == "58200" and not rows[13]["known"] and rows[13]["unread"] == 1
    assert rows[8]["unread"] == 0
    assert rows[5]["you"] and rows[5]["snippet"] == "See you at 7"
    assert sum(1 for r in rows.values() if r["unread"]) == 2


def test_message_days_groups_by_day_and_runs() -> None:
    day, minute = 86_400_000, 60_000
    base = 1773446400000  # 2026-03-14 00:00 UTC
    msgs = [
        {"id": 1, "body": "a", "time": base - day + 10 * minute, "incoming": True, "read": True},
        {"id": 2, "body": "b", "time": base + 60 * minute, "incoming": True, "read": True},
        {"id": 3, "body": "c", "time": base + 61 * minute, "incoming": True, "read": True},
        {"id": 4, "body": "d", "time": base + 62 * minute, "incoming": False, "read": True},
    ]
    days = views.message_days(msgs, base + 9 * 60 * minute, expanded=3)
    assert [d["rel"] for d in days] == ["Yesterday", "Today"]
    today = days[1]["messages"]
    assert [(m["first"], m["last"]) for m in today] == [(True, False), (False, True), (True, True)]
    assert [m["expanded"] for m in today] == [False, True, False]


def test_thread_view_resolves_sms_uri_and_is_pure(s: Session) -> None:
    before = s.get_state()
    c = ctx_of(s, "thread", params={"data": "sms:+1%20510-555-5551"})
    assert c["head"]["name"] == "Aiden Khan" and c["head"]["id"] == 9
    assert s.get_state() == before, "rendering a screen never changes state"
    s.sys.start_activity(Intent(action=SENDTO, data="sms:+1 510-555-5551"))
    assert not any(not m["read"] for m in threads(s)[[t["id"] for t in threads(s)].index(9)]["messages"])
    fresh = ctx_of(s, "thread", params={"data": "smsto:+1 999-555-0000"})
    assert fresh["head"]["id"] is None and fresh["days"] == [] and fresh["can_send"]
    assert fresh["head"]["name"] == "+1 999-555-0000"


def test_new_view_filters_contacts_and_offers_numbers(s: Session) -> None:
    c = ctx_of(s, "new", fields={"to": "sophia"})
    names = [x["name"] for g in c["groups"] for x in g["contacts"]]
    assert names and all("sophia" in n.lower() for n in names)
    assert c["number"] == "" and c["top"] == []
    assert ctx_of(s, "new", fields={"to": "650 555 0100"})["number"] == "650 555 0100"
    assert ctx_of(s, "new")["top"]


def test_search_view_matches_bodies_and_names(s: Session) -> None:
    c = ctx_of(s, "search", fields={"q": "SUNDAY"})
    assert [(h["thread_id"], h["name"]) for h in c["hits"]] == [(2, "Dad")]
    assert (c["hits"][0]["pre"], c["hits"][0]["hit"], c["hits"][0]["post"]) == ("Dinner on ", "Sunday", "?")
    assert [r["id"] for r in ctx_of(s, "search", fields={"q": "mom"})["convs"]] == [1]
    assert ctx_of(s, "search")["hits"] == []


def test_parse_sms_uri_and_numbers() -> None:
    assert parse_sms_uri("sms:+1 650-555-0100") == "+1 650-555-0100"
    assert parse_sms_uri("smsto:58200?body=hi") == "58200"
    assert parse_sms_uri("sms:%2B16505550100") == "+16505550100"
    assert looks_like_number("(650) 555-0100") and not looks_like_number("Mom") and not looks_like_number("1")


def test_incoming_handler_notifies_unless_muted(s: Session) -> None:
    handler = APP.handlers["incoming_sms"]
    handler(s.sys.ctx(APP, None), address="+1 510-555-9304", body="Call me")
    notes = s.sys.p["os"]["notifications"]
    assert notes[-1]["title"] == "Mom" and notes[-1]["text"] == "Call me"
    assert notes[-1]["intent"] == {"action": "android.intent.action.SENDTO", "data": "sms:+1 510-555-9304"}
    s.set_state({"apps": {"messages": {"muted": [1]}}})
    handler(s.sys.ctx(APP, None), address="+15105559304", body="Hello?")
    assert len(s.sys.p["os"]["notifications"]) == 1
    mom = next(t for t in threads(s) if t["id"] == 1)
    assert [m["body"] for m in mom["messages"][-2:]] == ["Call me", "Hello?"]
    assert mom["messages"][-1]["incoming"] and not mom["messages"][-1]["read"]


def test_navigation_is_consistent() -> None:
    nav = APP.navigation
    assert reachable(nav) >= {sc.id for sc in nav.screens}
    report = crawl("messages")
    assert report.ok, (report.never_rendered, report.undeclared, report.errors)
    assert report.screens == {sc.id for sc in nav.screens}
