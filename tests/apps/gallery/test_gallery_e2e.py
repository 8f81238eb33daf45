"""Gallery end to end, by taps on the screen (as an agent acts), checking ``os.files``; the VIEW
intent, the share sheet, and the OS screenshot action that adds to Screenshots."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation
from mgym.os import screenshot
from mgym.os.intents import VIEW, Intent


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def tap(s: Session, text: str | None = None, long: bool = False, **kw: Any) -> Observation:
    hits = obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "long_press" if long else "click", "x": x, "y": y}, screenshot=False)


def row(s: Session, fid: int) -> dict[str, Any]:
    found: dict[str, Any] = next(r for r in s.get_state()["os"]["files"] if r["id"] == fid)
    return found


def first_cells(s: Session, n: int) -> list[int]:
    return [e.params["id"] for e in obs_of(s).find(trigger="grid.open")[:n]]


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "gallery"}, screenshot=False)
    return session


def test_viewer_swipes_favourites_and_edits(s: Session) -> None:
    a, b = first_cells(s, 2)
    tap(s, trigger="grid.open", id=a)
    assert s.screen == "viewer"
    s.step({"action": "swipe", "x1": 800, "y1": 450, "x2": 200, "y2": 450}, screenshot=False)
    assert s.sys.top()["params"]["id"] == b
    s.step({"action": "swipe", "x1": 200, "y1": 450, "x2": 800, "y2": 450}, screenshot=False)
    tap(s, trigger="viewer.favourite")
    assert row(s, a)["favorite"]
    tap(s, trigger="viewer.edit")
    tap(s, trigger="edit.rotate", dir="right")
    tap(s, trigger="edit.crop", crop="16:9")
    assert row(s, a)["rotation"] == 0, "nothing is written before Save"
    tap(s, trigger="edit.save")
    assert (row(s, a)["rotation"], row(s, a)["crop"]) == (90, "16:9") and s.screen == "viewer"


def test_delete_to_trash_then_restore_and_forever(s: Session) -> None:
    a, b = first_cells(s, 2)
    tap(s, trigger="grid.open", id=a)
    tap(s, trigger="viewer.delete")
    tap(s, trigger="delete.confirm")
    assert row(s, a)["trashed"] > 0 and s.sys.top()["params"]["id"] == b, "the viewer moves on"
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="tab.albums")
    tap(s, trigger="albums.trash")
    assert obs_of(s).find("30 days") and obs_of(s).find(trigger="trash.open", id=a)
    tap(s, trigger="trash.open", id=a)
    tap(s, trigger="trashitem.restore")
    assert row(s, a)["trashed"] == 0
    s.set_state({"os": {f"files[id={b}]": {"trashed": s.sys.clock.now_ms}}})
    tap(s, trigger="trash.open", id=b)
    tap(s, trigger="trashitem.forever")
    tap(s, trigger="forever.confirm")
    assert all(r["id"] != b for r in s.get_state()["os"]["files"])


def test_select_move_to_a_new_album(s: Session) -> None:
    a, b, c = first_cells(s, 3)
    tap(s, long=True, trigger="grid.open", id=a)
    assert s.screen == "select"
    tap(s, trigger="select.toggle", id=c)
    tap(s, trigger="select.move")
    tap(s, trigger="pick.new")
    s.step({"action": "type", "text": "Best of March"}, screenshot=False)
    tap(s, trigger="newalbum.create")
    assert s.screen == "photos"
    assert row(s, a)["path"].startswith("/sdcard/Pictures/Best of March/")
    assert row(s, c)["path"].startswith("/sdcard/Pictures/Best of March/")
    assert not row(s, b)["path"].startswith("/sdcard/Pictures/Best of March/")
    tap(s, trigger="tab.albums")
    assert obs_of(s).find("Best of March", trigger="albums.open")


def test_rename_wallpaper_details_and_share(s: Session) -> None:
    (a,) = first_cells(s, 1)
    tap(s, trigger="grid.open", id=a)
    tap(s, trigger="viewer.menu")
    tap(s, trigger="menu.rename")
    s.step({"action": "type", "text": "sunset", "clear": True}, screenshot=False)
    tap(s, trigger="rename.save")
    assert row(s, a)["path"].endswith("/sunset.jpg")
    tap(s, trigger="viewer.menu")
    tap(s, trigger="menu.wallpaper")
    assert s.get_state()["os"]["display"]["wallpaper_photo"] == a
    tap(s, trigger="viewer.menu")
    tap(s, trigger="menu.details")
    assert obs_of(s).find("sunset.jpg") and obs_of(s).find("/sdcard/DCIM/Camera")
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="viewer.share")
    assert s.sys.v["sysdialog"] and s.sys.v["sysdialog"]["kind"] == "share"


def test_view_intent_opens_the_picture() -> None:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "contacts"}, screenshot=False)
    fid = next(r["id"] for r in s.get_state()["os"]["files"] if r["mime"] == "image/jpeg" and not r["trashed"])
    assert s.sys.start_activity(Intent(action=VIEW, type="image/jpeg", data=f"file:{fid}"), caller="contacts")
    assert (s.app, s.screen) == ("gallery", "viewer") and s.sys.top()["params"]["id"] == fid


def test_screenshot_lands_in_screenshots(s: Session) -> None:
    new = screenshot.take(s.sys)
    assert new["path"].startswith("/sdcard/Pictures/Screenshots/Screenshot_20260314-0900")
    assert new["path"].endswith("_Gallery.png") and (new["width"], new["height"]) == (1080, 2400)
    assert new["owner"] == "system" and new["asset"] == ""
    tap(s, trigger="tab.albums")
    tap(s, trigger="albums.open", src="/sdcard/Pictures/Screenshots")
    tap(s, trigger="grid.open", id=new["id"])
    obs = s.observe()
    assert obs.screen == "viewer" and obs.image.size == (1080, 2400)


def test_chinese_phone_shows_chinese_labels() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "gallery"}, screenshot=False)
    assert obs_of(s).find("照片", role="tab") or obs_of(s).find("照片")
    tap(s, trigger="tab.albums")
    assert obs_of(s).find("相机") and obs_of(s).find("收藏")
