"""Wallet views, world data and domain logic by their context (no browser)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from mgym import Session
from mgym.apps import get_app
from mgym.apps.wallet import model, views, world
from mgym.i18n.names import is_cjk
from mgym.os.context import AppContext
from mgym.os.intents import Intent

ROOT = Path(__file__).resolve().parents[3]


def _ctx(s: Session, screen: str = "home", **params: Any) -> AppContext:
    s.sys.launch("wallet", None if screen == "home" else screen, params or None)
    return s.sys.ctx(get_app("wallet"), s.sys.top())


# ---- world data ----------------------------------------------------------------------------------
def test_world_has_a_year_of_bills() -> None:
    bills = world.bills()
    assert len(bills) == 1000 and len({b["id"] for b in bills}) == 1000
    first, last = model.dt(bills[-1]["time"]), model.dt(bills[0]["time"])
    assert str(first.date()) >= "2025-03-14" and str(last.date()) <= "2026-03-13"
    assert [b["time"] for b in bills] == sorted((b["time"] for b in bills), reverse=True)
    assert {b["type"] for b in bills} == set(model.TYPES)
    assert {b["category"] for b in bills} <= set(model.CATEGORIES)
    assert len(model.months(bills)) == 13 and len(world.payees()) == 30 and len(world.dues()) == 3
    salary = [b for b in bills if b["party"] == "Brightline Systems"]
    assert len(salary) == 12 and all(b["amount"] == 4850.0 and b["dir"] == "in" for b in salary)


def test_chinese_world_is_in_yuan_with_chinese_names() -> None:
    bills = world.bills("zh-CN")
    assert len(bills) == 1000 and len({b["id"] for b in bills}) == 1000
    assert {b["type"] for b in bills} == set(model.TYPES) and {b["category"] for b in bills} <= set(model.CATEGORIES)
    assert len(model.months(bills)) == 13 and len(world.payees("zh-CN")) == 30 and len(world.dues("zh-CN")) == 3
    salary = [b for b in bills if b["category"] == "Salary"]
    assert len(salary) == 12 and all(b["amount"] == 16800.0 for b in salary)
    assert all(is_cjk(b["party"]) for b in bills)
    assert "星海银行" in world.banks("zh-CN") and world.bills("en")[0]["id"] == world.bills()[0]["id"]
    assert {b["method"] for b in bills} == {"Balance", "星海银行 ••4821", "诚信银行 ••7730", "建业银行 ••1059"}
    # friends are the Chinese phone's contacts, paid by their +86 numbers
    assert any(b["account"].startswith("+86 ") for b in bills if b["category"] == "Transfers")


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_generator_is_deterministic(region: str) -> None:
    spec = importlib.util.spec_from_file_location("gen_wallet_data", ROOT / "scripts" / "gen_wallet_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["gen_wallet_data"] = mod  # its dataclasses look their module up
    try:
        spec.loader.exec_module(mod)
        built = mod.build(region)
    finally:
        del sys.modules["gen_wallet_data"]
    for name, data in built.items():
        assert (world.folder(region) / name).read_bytes() == data, f"{region}/{name} is not what the script writes"


# ---- model ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [("12", 12.0), ("12.5", 12.5), ("$1,250.75", 1250.75), (" 0.01 ", 0.01),
                                             ("0", None), ("-5", None), ("1.234", None), ("abc", None),
                                             ("60000", None), ("", None), (18.8, 18.8)])
def test_parse_amount(text: Any, value: float | None) -> None:
    assert model.parse_amount(text) == value


def test_cards_and_passwords() -> None:
    assert model.luhn("4111111111111111") and not model.luhn("4111111111111112")
    cards = [{"bank": "Harbor Bank", "last4": "1111"}]
    ok = {"number": "4111 1111 1111 1111", "holder": "Alex Morgan", "expiry": "09/30"}
    now = Session(seed=0).sys.clock.now_ms
    assert model.card_problem(ok, "Northstar Bank", cards, now) is None
    assert model.card_problem(ok, "Harbor Bank", cards, now) == "This card is already linked"
    assert model.card_problem({**ok, "expiry": "02/26"}, "Northstar Bank", cards, now) == "This card has expired"
    assert model.card_problem({**ok, "expiry": "03/26"}, "Northstar Bank", cards, now) is None
    assert model.card_problem({**ok, "expiry": "13/30"}, "Northstar Bank", cards, now) == \
        "Enter the expiry date as MM/YY"
    assert model.card_problem(ok, "", cards, now) == "Choose the issuing bank"
    assert model.next_card_id([{"id": "c1"}, {"id": "c7"}]) == "c8"
    assert model.weak_password("111111") and model.weak_password("123456") and model.weak_password("654321")
    assert not model.weak_password("246813") and not model.weak_password("123457")


def test_lookup_account() -> None:
    s = Session(seed=0)
    contacts = s.get_state()["os"]["providers"]["contacts"]
    p = world.payees()[0]
    assert model.lookup_account(model.group4(p["account"]), contacts, "+1 650-555-0100") == \
        {"account": p["account"], "name": p["name"]}
    assert model.lookup_account("510 555 4129", contacts, "+1 650-555-0100") == \
        {"account": "+1 510-555-4129", "name": "Nora Silva"}
    assert model.lookup_account("6505550100", contacts, "+1 650-555-0100") is None
    assert model.lookup_account("999", contacts, "+1 650-555-0100") is None


# ---- views ---------------------------------------------------------------------------------------
def test_home_balance_and_hide() -> None:
    s = Session(seed=0)
    ctx = _ctx(s)
    c = views.home(ctx).context
    assert c["balance"] == "$3,268.45" and not c["hidden"] and len(c["services"]) == 8
    assert [r["id"] for r in c["recent"]] == [b["id"] for b in world.bills()[:4]]
    ctx.state["settings"]["hide_balance"] = True
    assert views.home(ctx).context["hidden"]


def test_bills_groups_filters_and_paging() -> None:
    s = Session(seed=0)
    ctx = _ctx(s, "bills")
    c = views.bills(ctx).context
    assert c["count"] == 1000 and c["more"] and sum(len(g["rows"]) for g in c["groups"]) == model.PAGE
    assert c["groups"][0]["label"] == "March 2026" and not c["filtered"]
    ctx.set_param("month", "2025-10")
    ctx.set_param("type", "expense")
    c = views.bills(ctx).context
    want = [b for b in world.bills() if model.month_of(b["time"]) == "2025-10" and b["type"] == "expense"]
    assert c["count"] == len(want) and [g["label"] for g in c["groups"]] == ["October 2025"]
    assert c["groups"][0]["out"] == model.money(round(sum(b["amount"] for b in want), 2))
    assert all(r["amount"].startswith("-") for r in c["groups"][0]["rows"])
    ctx.set_param("limit", 1000)
    assert not views.bills(ctx).context["more"]
    ctx.set_param("month", "")
    ctx.set_param("type", "")
    ctx.set_param("party", "Parkview Apartments")
    c = views.bills(ctx).context
    assert c["count"] == 12 and c["out_all"] == "$19,800.00"


def test_overlay_wins_over_the_world() -> None:
    s = Session(seed=0)
    ctx = _ctx(s, "bills")
    b = world.bills()[0]
    ctx.state["notes"][b["id"]] = "Gift for Omar"
    ctx.state["categories"][b["id"]] = "Entertainment"
    ctx.state["hidden_bills"].append(world.bills()[1]["id"])
    rows = views.bills(ctx).context["groups"][0]["rows"]
    assert rows[0]["note"] == "Gift for Omar" and rows[0]["category"] == "Entertainment"
    assert rows[1]["id"] == world.bills()[2]["id"]
    assert views.bills(ctx).context["count"] == 999
    d = views.bill_detail(_ctx(s, "bill_detail", bill_id=world.bills()[1]["id"])).context
    assert d["b"] is None


def test_stats_breakdown_adds_up() -> None:
    s = Session(seed=0)
    ctx = _ctx(s, "stats", month="2026-02")
    c = views.stats(ctx).context
    rows = model.filtered(world.bills(), month="2026-02")
    out, _ = model.totals(rows)
    assert c["label"] == "February 2026" and c["out"] == model.money(out)
    assert round(sum(r["pct"] for r in c["categories"])) == 100
    top = model.top_parties(rows)[0]
    assert c["parties"][0]["party"] == top["party"] and c["has_prev"] and c["has_next"]
    assert [m["label"] for m in c["chart"]] == ["Sep", "Oct", "Nov", "Dec", "Jan", "Feb"]


def test_search_by_name_memo_and_amount() -> None:
    bills = model.all_bills(Session(seed=0).get_state()["apps"]["wallet"], "en")
    assert {b["party"] for b in model.search(bills, "parkview")} == {"Parkview Apartments"}
    assert all(b["amount"] == 1650.0 for b in model.search(bills, "1,650"))
    assert model.search(bills, "  ") == []


def test_checkout_contexts() -> None:
    s = Session(seed=0)
    s.sys.start_activity(Intent(
        action="mgym.wallet.PAY", extras={"amount": 5000, "payee": "Nova Electronics", "kind": "order"}))
    ctx = s.sys.ctx(get_app("wallet"), s.sys.top())
    c = views.checkout(ctx).context
    assert c["valid"] and c["amount"] == "$5,000.00" and c["short"] and c["method"]["id"] == "balance"
    s.sys.back()
    s.sys.start_activity(Intent(
        action="mgym.wallet.PAY", extras={"amount": "lots"}))
    assert views.checkout(s.sys.ctx(get_app("wallet"), s.sys.top())).context == {"valid": False}


def test_transfer_contexts() -> None:
    s = Session(seed=0)
    recent = views.transfer(_ctx(s, "transfer")).context["recent"]
    assert recent and recent[0] == {"account": "+1 415-555-9592", "name": "Omar Novak"}
    ctx = _ctx(s, "transfer_contacts")
    ctx.set_field("q", "nora")
    assert views.transfer_contacts(ctx).context["rows"] == [{"name": "Nora Silva", "account": "+1 510-555-4129"}]


def test_every_view_renders_its_template() -> None:
    s = Session(seed=0)
    for screen in ("home", "me", "bills", "bills_search", "stats", "transfer", "transfer_contacts",
                   "transfer_account", "cards", "card_add", "recharge", "utilities", "add_money", "settings",
                   "privacy", "pwd_change"):
        s.sys.launch("wallet", None if screen == "home" else screen)
        assert s.html()
