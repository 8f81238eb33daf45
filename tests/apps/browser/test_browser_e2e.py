"""Browser end to end, by screen coordinates only (as an agent acts), checking the overlay state."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation
from mgym.os.intents import VIEW, Intent


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = [h for h in obs_of(s).find(text, **kw) if h.role != "scrim"] or obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def type_in(s: Session, text: str) -> None:
    field = obs_of(s).find(role="input")[0]
    x, y = field.center
    s.step({"action": "type", "text": text, "x": x, "y": y}, screenshot=False)


def br(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["browser"]
    return st


def url(s: Session) -> str:
    st = br(s)
    t = next(t for t in st["tabs"] if t["id"] == st["current"])
    return str(t["stack"][t["pos"]])


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "browser"}, screenshot=False)
    return session


def test_links_back_forward_and_history(s: Session) -> None:
    n = len(br(s)["history"])
    tap(s, "Encyclo", trigger="link.open")
    tap(s, "Giant panda", trigger="link.open")
    assert url(s) == "encyclo.org/wiki/giant-panda" and "118 kg" in obs_of(s).text()
    tap(s, trigger="nav.back")
    assert url(s) == "encyclo.org"
    tap(s, trigger="nav.forward")
    assert url(s) == "encyclo.org/wiki/giant-panda"
    assert [v["url"] for v in br(s)["history"][n:]] == ["encyclo.org", "encyclo.org/wiki/giant-panda"]


def test_address_bar_opens_urls_and_searches(s: Session) -> None:
    tap(s, trigger="omni.open")
    type_in(s, "blue whale")
    tap(s, trigger="omni.go")
    assert url(s) == "find.web/search?q=blue%20whale"
    tap(s, "Blue whale", trigger="link.open")
    assert url(s) == "encyclo.org/wiki/blue-whale"
    tap(s, trigger="omni.open")
    type_in(s, "www.nowhere.example")
    tap(s, trigger="omni.go")
    assert url(s) == "nowhere.example" and "This site can't be reached" in obs_of(s).text()


def test_bookmark_toggle_and_remove(s: Session) -> None:
    tap(s, "Recipe Box", trigger="link.open")
    tap(s, trigger="page.menu")
    tap(s, "Add bookmark")
    assert [b["url"] for b in br(s)["bookmarks"]][-1] == "recipebox.com"
    tap(s, trigger="page.menu")
    tap(s, "Remove bookmark")
    assert "recipebox.com" not in [b["url"] for b in br(s)["bookmarks"]]
    tap(s, trigger="page.menu")
    tap(s, trigger="menu.bookmarks")
    tap(s, trigger="bookmark.remove", id=1)
    assert [b["id"] for b in br(s)["bookmarks"]] == [2]
    tap(s, trigger="bookmark.open", id=2)
    assert url(s) == "dailynews.com" and s.screen == "page"


def test_tabs_open_switch_close(s: Session) -> None:
    tap(s, trigger="page.tabs")
    tap(s, trigger="tabs.new")
    tap(s, "MiniShop", trigger="link.open")
    assert len(br(s)["tabs"]) == 2 and br(s)["current"] == 2
    tap(s, trigger="page.tabs")
    tap(s, trigger="tab.switch", id=1, role="list_item")
    assert br(s)["current"] == 1 and url(s) == "find.web"
    tap(s, trigger="page.tabs")
    tap(s, trigger="tab.close", id=1)
    assert [t["id"] for t in br(s)["tabs"]] == [2] and br(s)["current"] == 2
    tap(s, trigger="tab.close", id=2)  # the last tab closed leaves a new one on the start page
    assert [t["stack"] for t in br(s)["tabs"]] == [["find.web"]]


def test_clear_history_asks_first(s: Session) -> None:
    tap(s, trigger="page.menu")
    tap(s, trigger="menu.history")
    tap(s, trigger="clear.ask")
    tap(s, "Cancel")
    assert br(s)["history"]
    tap(s, trigger="clear.ask")
    tap(s, "Clear", trigger="clear.confirm")
    assert br(s)["history"] == [] and "No history" in obs_of(s).text()


def test_find_in_page_counts_and_steps(s: Session) -> None:
    tap(s, "Recipe Box", trigger="link.open")
    tap(s, "Fluffy pancakes", trigger="link.open")
    tap(s, trigger="page.menu")
    tap(s, trigger="menu.find")
    type_in(s, "g")
    assert "1/" in obs_of(s).text()
    n = int(next(e.text for e in obs_of(s).ui if e.text.startswith("1/")).split("/")[1])
    assert n >= 4
    tap(s, trigger="find.step", d="next")
    assert f"2/{n}" in obs_of(s).text()
    tap(s, trigger="find.step", d="prev")
    tap(s, trigger="find.step", d="prev")
    assert f"{n}/{n}" in obs_of(s).text()


def test_share_and_sms_links_go_through_the_os(s: Session) -> None:
    tap(s, "MiniShop", trigger="link.open")
    tap(s, trigger="page.menu")
    tap(s, trigger="menu.share")
    assert {e.params.get("app") for e in obs_of(s).find(trigger="sharesheet.app")} >= {"messages"}
    tap(s, trigger="sharesheet.app", app="messages")
    assert s.app == "messages"
    s.step({"action": "back"}, screenshot=False)
    assert s.app == "browser"
    tap(s, trigger="omni.open")
    type_in(s, "minishop.com/contact")
    tap(s, trigger="omni.go")
    tap(s, trigger="link.open", url="sms:+1 650-555-0177")
    assert (s.app, s.screen) == ("messages", "thread")


def test_a_web_link_from_another_app_opens_a_new_tab() -> None:
    s = Session(seed=0)
    s.sys.start_activity(Intent(action=VIEW, data="https://encyclo.org/wiki/mars"))
    assert (s.app, s.screen) == ("browser", "page")
    assert len(br(s)["tabs"]) == 2 and url(s) == "encyclo.org/wiki/mars"


def test_chinese_phone_reads_its_own_web() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "browser"}, screenshot=False)
    tap(s, "百科大全", trigger="link.open")
    tap(s, "大熊猫", trigger="link.open")
    assert "118千克" in obs_of(s).text() and "首页" in {e.text for e in obs_of(s).ui}
