"""The launcher by taps, swipes and long presses (as an agent acts), checking state: home pages,
the long-press menu, folders, shortcuts, App info, the drawer's search, Recents' thumbnails."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym import actions as A
from mgym.observation import Observation


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def act(s: Session, text: str | None = None, long: bool = False, **kw: Any) -> Observation:
    hits = obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {kw} on {s.app}/{s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step(A.LongPress(x=x, y=y) if long else A.Click(x=x, y=y), screenshot=False)


def layout(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["launcher"]
    return st


@pytest.fixture
def s() -> Session:
    return Session(seed=0)


def test_home_shows_page_one_dock_and_dots_and_swipes_to_page_two(s: Session) -> None:
    o = obs_of(s)
    assert o.find(trigger="launcher.open", app="wallet", where="home")
    assert len(o.find(trigger="launcher.open", where="dock")) == 4
    assert len(o.find(trigger="home.page")) == 2 and o.find(trigger="folder.open", folder="f1")
    o = s.step(A.Swipe(x1=850, y1=400, x2=150, y2=400), screenshot=False)
    assert o.find(trigger="folder.open", folder="f2") and not o.find(trigger="launcher.open", app="wallet")
    o = s.step(A.Swipe(x1=150, y1=400, x2=850, y2=400), screenshot=False)
    assert o.find(trigger="launcher.open", app="wallet", where="home")
    o = act(s, trigger="home.page", to=1)
    assert o.find(trigger="folder.open", folder="f2")
    s.step(A.Home())
    assert obs_of(s).find(trigger="launcher.open", app="wallet", where="home")  # Home shows page 1


def test_long_press_menu_removes_an_icon_and_the_drawer_adds_it_back(s: Session) -> None:
    o = act(s, long=True, trigger="launcher.open", app="wallet", where="home")
    assert s.screen == "menu" and o.find(trigger="menu.info") and o.find(trigger="menu.folder")
    assert not o.find(trigger="menu.add_home")
    act(s, trigger="menu.remove")
    assert layout(s)["removed"] == ["wallet"] and s.screen == "home"
    assert not obs_of(s).find(trigger="launcher.open", app="wallet")
    act(s, "All apps", trigger="drawer.open")
    o = act(s, long=True, trigger="launcher.open", app="wallet", where="drawer")
    assert not o.find(trigger="menu.remove")
    act(s, trigger="menu.add_home")
    assert layout(s)["removed"] == [] and "wallet" in layout(s)["pages"][1]["items"] and s.screen == "drawer"


def test_add_to_folder_rename_and_remove_from_folder(s: Session) -> None:
    act(s, long=True, trigger="launcher.open", app="notes", where="home")
    o = act(s, trigger="menu.folder")
    assert s.screen == "folder_pick" and o.find(trigger="pick.folder", to="f2")
    act(s, trigger="pick.folder", to="f1")
    assert layout(s)["folders"][0]["apps"][-1] == "notes" and "notes" not in layout(s)["pages"][0]["items"]
    o = act(s, trigger="folder.open", folder="f1")
    assert s.screen == "folder" and o.find(trigger="launcher.open", app="notes", where="folder")
    act(s, trigger="folder.rename")
    field = next(e for e in obs_of(s).ui if e.editable)
    s.step(A.Type(text="Work", x=field.center[0], y=field.center[1], clear=True))
    s.step(A.Back())
    act(s, trigger="rename.save")
    assert layout(s)["folders"][0]["name"] == "Work" and s.screen == "folder"
    o = act(s, long=True, trigger="launcher.open", app="clock", where="folder")
    assert o.find(trigger="menu.unfolder") and not o.find(trigger="menu.remove")
    act(s, trigger="menu.unfolder")
    assert "clock" in layout(s)["pages"][0]["items"] and "clock" not in layout(s)["folders"][0]["apps"]


def test_rename_refuses_an_empty_name(s: Session) -> None:
    act(s, trigger="folder.open", folder="f1")
    act(s, trigger="folder.rename")
    field = next(e for e in obs_of(s).ui if e.editable)
    s.step(A.Type(text=" ", x=field.center[0], y=field.center[1], clear=True))
    s.step(A.Back())
    act(s, trigger="rename.save")
    assert s.screen == "rename" and layout(s)["folders"][0]["name"] == "Tools"


def test_shortcut_opens_the_screen_over_the_apps_entry(s: Session) -> None:
    act(s, trigger="folder.open", folder="f1")
    o = act(s, long=True, trigger="launcher.open", app="clock", where="folder")
    assert [e.params["shortcut"] for e in o.find(trigger="menu.shortcut")] == ["new_alarm", "timer", "stopwatch"]
    act(s, trigger="menu.shortcut", shortcut="new_alarm")
    assert (s.app, s.screen) == ("clock", "edit")
    s.step(A.Back())
    assert (s.app, s.screen) == ("clock", "alarms")


@pytest.mark.parametrize(("app", "where", "screen"), [("messages", "dock", "new"), ("contacts", "dock", "add"),
                                                      ("notes", "home", "edit"), ("calendar", "home", "edit")])
def test_every_declared_shortcut_opens(s: Session, app: str, where: str, screen: str) -> None:
    act(s, long=True, trigger="launcher.open", app=app, where=where)
    act(s, trigger="menu.shortcut", shortcut="new")
    assert (s.app, s.screen) == (app, screen)


def test_app_info_opens_settings_for_that_app(s: Session) -> None:
    act(s, long=True, trigger="launcher.open", app="browser", where="dock")
    act(s, trigger="menu.info")
    assert (s.app, s.screen) == ("settings", "app_info")
    act(s, trigger="apps.notifications")
    act(s, trigger="notifications.app_toggle")
    assert s.get_state()["os"]["apps"]["browser"]["notifications"] is False
    s.step(A.Home())
    assert (s.app, s.screen) == ("launcher", "home")


def test_drawer_search_filters_by_name_and_pinyin() -> None:
    for locale, query, want in (("en", "calc", {"calculator", "scicalc"}), ("zh-CN", "jsq", {"calculator"}),
                                ("zh-CN", "jisuan", {"calculator", "scicalc"})):
        s = Session(seed=0, locale=locale)
        act(s, "Search apps" if locale == "en" else "搜索应用", trigger="drawer.open")
        field = next(e for e in obs_of(s).ui if e.editable)
        o = s.step(A.Type(text=query, x=field.center[0], y=field.center[1]), screenshot=False)
        assert {e.params["app"] for e in o.find(trigger="launcher.open")} == want, (locale, query)


def test_recents_draws_each_tasks_last_frame_and_never_hits_inside_it(s: Session) -> None:
    for app in ("clock", "contacts", "notes"):
        s.step(A.Awake(app=app))
    s.step(A.Recent())
    html = s.html()
    assert html.count("data-thumb") == 3 and "lr-frame" in html
    o = obs_of(s)
    assert {e.trigger for e in o.ui if e.trigger} <= {"recents.open", "recents.remove", "recents.clear",
                                                        "sys.back", "sys.home", "sys.recents"}
    card = o.find(trigger="recents.open")[0]
    x0, y0, x1, y1 = card.bounds
    s.step(A.Swipe(x1=(x0 + min(x1, 1000)) / 2, y1=y0 + (y1 - y0) * 0.6, x2=(x0 + min(x1, 1000)) / 2, y2=y0))
    assert len(obs_of(s).find(trigger="recents.open")) == 2


def test_drawer_status_bar_is_dark_on_its_light_background(s: Session) -> None:
    act(s, "All apps", trigger="drawer.open")
    assert "launcher-drawer" in s.html()
    img = s.observe().image.convert("L")
    band = [int(img.getpixel((x, 40))) for x in range(0, 200)]  # type: ignore[arg-type]  # the status bar's clock
    assert min(band) < 100  # dark text, not white on near-white


def test_chinese_phone_names_folders_in_chinese() -> None:
    s = Session(seed=0, locale="zh-CN")
    assert [f["name"] for f in s.get_state()["apps"]["launcher"]["folders"]] == ["工具", "实用工具"]
