"""Theme Store end to end, by taps on screen coordinates (as an agent acts): apply free items, buy a
paid one at Wallet's checkout, see the launcher and status bar change, restore the default look."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = s.observe(screenshot=False).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{s.observe(screenshot=False).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def display(s: Session) -> dict[str, Any]:
    d: dict[str, Any] = s.get_state()["os"]["display"]
    return d


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "themes"}, screenshot=False)
    return session


def test_apply_free_items_changes_launcher_and_status_bar(s: Session) -> None:
    tap(s, trigger="item.open", id="aurora")
    assert s.observe(screenshot=False).find(trigger="item.buy") == []
    tap(s, trigger="item.apply")
    assert display(s)["theme"] == "aurora"
    html = s.html()
    assert 'class="phone dark' in html and "background:#062a2f" in html  # dark, themed status bar
    s.fire("sys.back")
    tap(s, trigger="tab.wallpapers")
    tap(s, trigger="cat.select", cat="space")
    assert {e.params["id"] for e in s.observe(screenshot=False).find(trigger="item.open")} == {
        "nebula", "moonrise", "saturn", "milky_way", "comet"}
    tap(s, trigger="item.open", id="nebula")
    tap(s, trigger="item.apply")
    s.fire("sys.back")
    tap(s, trigger="tab.icons")
    tap(s, trigger="item.open", id="pixel_square")
    tap(s, trigger="item.apply")
    assert (display(s)["wallpaper"], display(s)["icon_pack"]) == ("nebula", "pixel_square")
    s.step({"action": "home"}, screenshot=False)
    home = s.html()
    assert "linear-gradient(160deg, #200122, #6f0000)" in home and "border-radius:14%" in home


def test_buy_through_wallet_then_apply(s: Session) -> None:
    balance = s.get_state()["apps"]["wallet"]["balance"]
    tap(s, trigger="item.open", id="midnight")
    assert s.observe(screenshot=False).find(trigger="item.apply") == []
    tap(s, trigger="item.buy")
    assert s.app == "wallet" and s.screen == "checkout"
    tap(s, trigger="checkout.pay")
    for d in "123456":
        tap(s, trigger="pin.key", d=d)
    if s.observe(screenshot=False).find(trigger="checkout.done"):
        tap(s, trigger="checkout.done")
    assert (s.app, s.screen) == ("themes", "detail")
    st = s.get_state()
    assert st["apps"]["themes"]["owned"] == ["midnight"]
    assert abs(balance - st["apps"]["wallet"]["balance"] - 1.99) < 0.005
    tap(s, trigger="item.apply")
    assert display(s)["theme"] == "midnight"
    s.fire("sys.back")
    tap(s, trigger="main.mine")
    assert s.observe(screenshot=False).find(trigger="item.open", id="midnight")


def test_cancelled_checkout_buys_nothing(s: Session) -> None:
    tap(s, trigger="item.open", id="midnight")
    tap(s, trigger="item.buy")
    s.step({"action": "back"}, screenshot=False)
    assert s.get_state()["apps"]["themes"]["owned"] == []


def test_restore_default(s: Session) -> None:
    s.set_state({"os": {"display": {"theme": "sakura", "wallpaper": "prism", "icon_pack": "teardrop"}}})
    tap(s, trigger="main.mine")
    tap(s, trigger="restore.ask")
    tap(s, "Cancel", trigger="restore.cancel")
    assert display(s)["theme"] == "sakura"
    tap(s, trigger="restore.ask")
    tap(s, trigger="restore.confirm")
    assert [display(s)[k] for k in ("theme", "wallpaper", "icon_pack")] == ["default"] * 3
    assert s.observe(screenshot=False).find(trigger="restore.ask") == []


def test_chinese_world_prices_in_yuan() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "themes"}, screenshot=False)
    tap(s, trigger="item.open", id="aurora")
    texts = s.observe(screenshot=False).text()
    assert "极光" in texts and "¥12.00" in texts
