"""Reader end to end, by taps on screen coordinates (as an agent acts): shelf groups, the reader's
pages, toolbar, bookmarks, highlights, copy and share, buying through Wallet, reminders in Calendar
and Clock, the audiobook on the virtual clock and the statistics."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.reader import model, world
from mgym.apps.reader.state import FONT_SIZES
from mgym.observation import Observation


def obs(s: Session) -> Observation:
    return s.observe(screenshot=False)


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = [h for h in obs(s).find(text, **kw) if h.clickable] or obs(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def long_press(s: Session, **kw: Any) -> Observation:
    hits = obs(s).find(**kw)
    assert hits, f"nothing matches {kw} on {s.screen}"
    x, y = hits[0].center
    return s.step({"action": "long_press", "x": x, "y": y}, screenshot=False)


def rd(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["reader"]
    return st


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "reader"}, screenshot=False)
    return session


def test_groups_move_rename_delete(s: Session) -> None:
    book = rd(s)["shelf"][0]["id"]
    long_press(s, trigger="book.read", id=book)
    tap(s, trigger="menu.move")
    tap(s, trigger="move.new")
    s.step({"action": "type", "text": "Weekend", "x": 500, "y": 480}, screenshot=False)
    tap(s, trigger="group.create")
    assert "Weekend" in rd(s)["groups"] and rd(s)["shelf"][0]["group"] == "Weekend"
    tap(s, trigger="group.select", group="Weekend")
    assert [e.params["id"] for e in obs(s).find(trigger="book.read")] == [book]
    tap(s, trigger="groups.open")
    tap(s, trigger="group.rename_ask", name="Weekend")
    field = obs(s).find(role="input")[0]
    s.step({"action": "type", "text": "Sunday", "x": field.center[0], "y": field.center[1], "clear": True},
           screenshot=False)
    tap(s, trigger="group.rename", role="button")
    assert "Sunday" in rd(s)["groups"] and rd(s)["shelf"][0]["group"] == "Sunday"
    tap(s, trigger="group.delete_ask", name="Sunday")
    tap(s, trigger="group.delete")
    assert "Sunday" not in rd(s)["groups"] and rd(s)["shelf"][0]["group"] == ""


def test_sort_and_search(s: Session) -> None:
    tap(s, trigger="sort.open")
    tap(s, trigger="sort.set", sort="title")
    titles = [e.text for e in obs(s).find(trigger="book.read")]
    assert titles == sorted(titles) and rd(s)["sort"] == "title"
    b = world.book("en", rd(s)["shelf"][3]["id"])
    assert b is not None
    tap(s, trigger="shelf.search")
    s.step({"action": "type", "text": b["title"], "x": 500, "y": 60}, screenshot=False)
    s.step({"action": "enter"}, screenshot=False)
    assert b["id"] in [e.params["id"] for e in obs(s).find(trigger="book.read")]
    assert rd(s)["recent_searches"] == [b["title"]]


def test_pages_toolbar_bookmark_and_font(s: Session) -> None:
    it = rd(s)["shelf"][0]
    b = world.book("en", it["id"])
    assert b is not None
    tap(s, trigger="book.read", id=it["id"])
    assert s.screen == "reader"
    shown = [(e.params["chapter"], e.params["para"]) for e in obs(s).find(trigger="reader.tools", role="text")]
    assert (it["chapter"], it["para"]) in shown
    pages = model.pages(b, it["chapter"], 18, "en")
    page = model.page_of(b, it["chapter"], it["para"], 18, "en", it.get("off", 0))
    s.step({"action": "swipe", "x1": 800, "y1": 500, "x2": 200, "y2": 500}, screenshot=False)
    after = rd(s)["shelf"][0]
    nxt = (it["chapter"], *model.page_start(pages, page + 1)) if page + 1 < len(pages) else (it["chapter"] + 1, 0, 0)
    assert (after["chapter"], after["para"], after["off"]) == nxt
    tap(s, trigger="reader.tools", role="button")
    tap(s, trigger="tools.chapters")
    tap(s, trigger="chapter.go", chapter=1)
    tap(s, trigger="reader.tools", role="button")
    tap(s, trigger="tools.bookmark")
    marks = [m for m in rd(s)["bookmarks"] if m["book"] == b["id"] and m["chapter"] == 1]
    assert [(m["para"], m["off"]) for m in marks] == [(0, 0)]
    tap(s, trigger="tools.font", step=1)
    tap(s, trigger="tools.theme", theme="dark")
    assert rd(s)["settings"] == {"font": 20, "theme": "dark", "turn": "slide"}
    assert "rd-t-dark" in s.html()
    tap(s, trigger="tools.bookmark")  # the same page: removes it
    assert not [m for m in rd(s)["bookmarks"] if m["book"] == b["id"] and m["chapter"] == 1]


def test_highlight_note_copy_share(s: Session) -> None:
    book = rd(s)["shelf"][0]["id"]
    tap(s, trigger="book.read", id=book)
    para = obs(s).find(trigger="reader.tools", role="text")[0]
    long_press(s, trigger="reader.tools", para=para.params["para"])
    tap(s, trigger="para.highlight")
    hl = rd(s)["highlights"][-1]
    assert (hl["book"], hl["para"], hl["note"]) == (book, para.params["para"], "")
    long_press(s, trigger="reader.tools", para=para.params["para"])
    tap(s, trigger="para.note")
    field = obs(s).find(role="input")[0]
    s.step({"action": "type", "text": "So true", "x": field.center[0], "y": field.center[1]}, screenshot=False)
    tap(s, trigger="note.save", role="button")
    assert rd(s)["highlights"][-1]["note"] == "So true" and len(rd(s)["highlights"]) == 3
    long_press(s, trigger="reader.tools", para=para.params["para"])
    tap(s, trigger="para.copy")
    assert s.get_state()["os"]["clipboard"] == para.text
    long_press(s, trigger="reader.tools", para=para.params["para"])
    tap(s, trigger="para.share")
    assert obs(s).find(trigger="sharesheet.app", app="notes")


def test_buy_through_wallet_unlocks_chapters(s: Session) -> None:
    b = next(b for b in world.world("en").books if b["price"] and b["id"] not in rd(s)["purchases"])
    balance = s.get_state()["apps"]["wallet"]["balance"]
    tap(s, trigger="tab.store")
    tap(s, trigger="store.search")
    s.step({"action": "type", "text": b["title"], "x": 500, "y": 60}, screenshot=False)
    s.step({"action": "enter"}, screenshot=False)
    tap(s, trigger="book.open", id=b["id"])
    tap(s, trigger="chapter.read", id=b["id"], chapter=3)  # locked: the reader opens at the free start
    assert obs(s).find(trigger="reader.tools", role="text")[0].params["chapter"] == 0
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="book.buy")
    assert (s.app, s.screen) == ("wallet", "checkout")
    tap(s, trigger="checkout.pay")
    for d in "123456":
        tap(s, trigger="pin.key", d=d)
    if obs(s).find(trigger="checkout.done"):
        tap(s, trigger="checkout.done")
    assert (s.app, s.screen) == ("reader", "book")
    assert b["id"] in rd(s)["purchases"] and model.shelf_item(rd(s), b["id"]) is not None
    assert abs(balance - s.get_state()["apps"]["wallet"]["balance"] - b["price"]) < 0.005


@pytest.mark.parametrize("target", ["calendar", "alarm"])
def test_remind_me_hands_off(s: Session, target: str) -> None:
    it = rd(s)["shelf"][0]
    tap(s, trigger="book.read", id=it["id"])
    tap(s, trigger="reader.tools", role="button")
    tap(s, trigger="tools.remind")
    tap(s, trigger="remind.pick", day="tomorrow", at="08:00")
    tap(s, trigger=f"remind.{target}")
    tap(s, trigger="edit.save")
    st = s.get_state()["apps"]
    if target == "calendar":
        e = st["calendar"]["events"][-1]
        assert (e["start_date"], e["start_time"]) == ("2026-03-15", "08:00") and "Finish chapter" in e["title"]
    else:
        a = st["clock"]["alarms"][-1]
        assert a["time"] == "08:00" and a["label"].startswith(f"Finish chapter {it['chapter'] + 1}")


def test_audiobook_runs_on_the_virtual_clock(s: Session) -> None:
    book = rd(s)["shelf"][0]["id"]
    tap(s, trigger="book.read", id=book)
    tap(s, trigger="reader.tools", role="button")
    tap(s, trigger="tools.listen")
    tap(s, trigger="audio.speed", speed=1.5)
    tap(s, trigger="audio.toggle")
    a = rd(s)["audio"]
    assert a["book"] == book and a["playing"] and a["speed"] == 1.5
    s.step({"action": "wait", "seconds": 20}, screenshot=False)
    tap(s, trigger="audio.toggle")
    assert not rd(s)["audio"]["playing"] and rd(s)["audio"]["pos"] >= 30  # 20 s and more at 1.5x


def test_stats_and_goal(s: Session) -> None:
    tap(s, trigger="tab.me")
    by_day = model.minutes_by_day("en", rd(s))
    week = model.period_days(model.day_of(1773478800000), "week", -1)  # boot: Sat 2026-03-14
    tap(s, trigger="stats.period", period="week", offset=-1)
    assert obs(s).find(f"{model.total(by_day, week)} minutes in total")
    tap(s, trigger="goal.open")
    tap(s, trigger="goal.set", minutes=60)
    assert rd(s)["goal"] == 60


def test_chinese_phone() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "reader"}, screenshot=False)
    texts = obs(s).text()
    assert "书架" in texts and "最爱" in texts
    tap(s, trigger="tab.store")
    tap(s, trigger="store.rankings")
    assert "热读榜" in obs(s).text()


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
def test_every_page_fits_the_screen(locale: str) -> None:
    """Line estimates are such that no paragraph runs under the footer, at every font size, and a page
    that does not end its chapter is filled (its text reaches at least 70% of the page's height)."""
    s = Session(seed=0, locale=locale)
    s.step({"action": "awake", "app": "reader"}, screenshot=False)
    for font in FONT_SIZES:
        s.set_state({"apps": {"reader": {"settings": {"font": font}}}})
        for b in world.world(s.region).books[:30:6]:
            for ch in (0, 1):
                for page in range(len(model.pages(b, ch, font, s.region))):
                    e = s.sys.top()
                    e["screen"], e["params"] = "reader", {"id": b["id"], "chapter": ch, "page": page}
                    o = obs(s)
                    foot = next(x for x in o.ui if x.role == "text" and x.text.endswith("%") and "/" in x.text)
                    paras = [x for x in o.ui if x.trigger == "reader.tools" and x.role == "text"]
                    bottom = max(p.bounds[3] for p in paras)
                    assert paras and bottom <= foot.bounds[1] + 1, (font, b["id"], ch, page)
                    head = next(x for x in o.ui if x.trigger == "page.next" and x.role == "button").bounds
                    if page < len(model.pages(b, ch, font, s.region)) - 1:
                        assert bottom - head[1] >= 0.7 * (foot.bounds[1] - head[1]), (font, b["id"], ch, page)


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
def test_bookmark_and_position_survive_font_changes(locale: str) -> None:
    """A bookmark made on a split page at the biggest font is still on the page shown after stepping down
    to the smallest font (the reading position does not drift back with each step)."""
    s = Session(seed=0, locale=locale)
    s.step({"action": "awake", "app": "reader"}, screenshot=False)
    s.set_state({"apps": {"reader": {"settings": {"font": FONT_SIZES[-1]}}}})
    book = rd(s)["shelf"][0]["id"]
    tap(s, trigger="book.read", id=book)
    for _ in range(3):
        tap(s, trigger="page.next")
    tap(s, trigger="reader.tools", role="button")
    tap(s, trigger="tools.bookmark")
    mark = rd(s)["bookmarks"][-1]
    assert (mark["para"], mark["off"]) == (rd(s)["shelf"][0]["para"], rd(s)["shelf"][0]["off"])
    for _ in FONT_SIZES[1:]:
        tap(s, trigger="tools.font", step=-1)
    tap(s, trigger="tools.close")
    assert "rd-ribbon" in s.html()
    assert (rd(s)["shelf"][0]["para"], rd(s)["shelf"][0]["off"]) == (mark["para"], mark["off"])
