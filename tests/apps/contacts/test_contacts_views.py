"""Contacts views and domain logic by their context (no browser)."""

from __future__ import annotations

from typing import Any

from mgym import Session
from mgym.apps import get_app
from mgym.apps.contacts import model, views
from mgym.os.context import AppContext


def _ctx(s: Session, screen: str = "list", **params: Any) -> AppContext:
    s.sys.launch("contacts", None if screen == "list" else screen, params or None)
    return s.sys.ctx(get_app("contacts"), s.sys.top())


def test_list_groups_by_letter_with_favourites_first() -> None:
    s = Session(seed=0)
    c = views.contact_list(_ctx(s)).context
    assert c["count"] == 42
    favs = [r["name"] for r in c["favourites"]]
    assert favs == sorted(favs, key=str.lower) and "Mom" in favs and "Olivia Adams" not in favs
    letters = [sec["letter"] for sec in c["sections"]]
    assert letters == sorted(letters) and len(letters) == len(set(letters))
    for sec in c["sections"]:
        names = [r["name"] for r in sec["rows"]]
        assert all(n[0].upper() == sec["letter"] for n in names)
        assert names == sorted(names, key=str.lower)
    assert sum(len(sec["rows"]) for sec in c["sections"]) == 42
    index = {i["letter"]: i["present"] for i in c["index"]}
    assert index["S"] and not index["Q"] and len(index) == 27


def test_sort_by_last_name_and_name_format() -> None:
    s = Session(seed=0)
    ctx = _ctx(s)
    ctx.state["sort_by"] = "last_name"
    ctx.state["name_format"] = "last_first"
    c = views.contact_list(ctx).context
    a = next(sec for sec in c["sections"] if sec["letter"] == "A")
    assert a["rows"][0]["name"] == "Adams, Olivia"
    d = next(sec for sec in c["sections"] if sec["letter"] == "D")
    assert "Dad" in [r["name"] for r in d["rows"]]  # a single name sorts by itself


def test_jump_offsets_follow_the_layout() -> None:
    s = Session(seed=0)
    favs, secs, offsets = model.list_layout(s.sys.p["os"]["providers"]["contacts"], "first_name")
    assert offsets["A"] == model.H_COUNT + model.H_HEADER + model.H_ROW * len(favs)
    first, second = secs[0], secs[1]
    assert offsets[second[0]] == offsets[first[0]] + model.H_HEADER + model.H_ROW * len(first[1])
    assert model.jump_offset(offsets, "Q") == offsets["S"]  # no Q: the next letter
    assert model.jump_offset(offsets, "#") == max(offsets.values())


def test_search_filters_live_on_the_field() -> None:
    s = Session(seed=0)
    ctx = _ctx(s, "search")
    assert views.search(ctx).context["results"] == []
    assert views.search(ctx).context["recent"]  # a lived-in phone has searched before
    ctx.set_field("q", "mart")
    names = [r["name"] for r in views.search(ctx).context["results"]]
    assert names == ["Elena Martinez", "Evelyn Martinez", "Yuki Martinez"]
    ctx.set_field("q", "555-9304")
    assert [r["name"] for r in views.search(ctx).context["results"]] == ["Mom"]
    ctx.set_field("q", "so")  # word starts only: not "Johnson"
    names = [r["name"] for r in views.search(ctx).context["results"]]
    assert names == ["Sophia Costa", "Sophia Haddad", "Sophia Silva", "Sophia Smith"]
    ctx.set_field("q", "sophia s")
    assert [r["name"] for r in views.search(ctx).context["results"]] == ["Sophia Silva", "Sophia Smith"]
    ctx.set_field("q", "clinic")  # the company
    assert [r["name"] for r in views.search(ctx).context["results"]] == ["Dr. Rivera"]
    ctx.set_field("q", "zzz")
    assert views.search(ctx).context["results"] == []


def test_detail_and_missing_contact() -> None:
    s = Session(seed=0)
    c = views.detail(_ctx(s, "detail", data="contact:10")).context["c"]
    assert c["name"] == "Sophia Smith" and c["birthday"] == "October 18, 1961" and c["phone_type"] == "Mobile"
    assert views.detail(_ctx(s, "detail", contact_id=999)).context["c"] is None


def test_edit_form_starts_with_the_contact() -> None:
    s = Session(seed=0)
    ctx = _ctx(s, "edit", contact_id=10)
    views.edit(ctx)
    assert ctx.field("phone") == "+1 510-555-3622" and ctx.field("first_name") == "Sophia"
    ctx.set_field("phone", "")
    views.edit(ctx)  # a cleared field stays cleared
    assert ctx.field("phone") == ""


def test_form_rules() -> None:
    blank = dict.fromkeys(model.FORM_FIELDS, "")
    assert model.form_problem(blank) is not None
    assert model.form_problem({**blank, "phone": "123"}) is None
    assert model.form_problem({**blank, "first_name": "A", "birthday": "2001-02-30"}) is not None
    rec = model.form_record({**blank, "first_name": " Ann ", "last_name": "Lee", "phone_type": "pager"})
    assert rec["name"] == "Ann Lee" and rec["phone_type"] == "mobile"
