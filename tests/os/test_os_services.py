"""The OS services an app reaches through its context, played by taps on real frames: the share
sheet, the media picker, the text toolbar and clipboard, permissions, broadcasts, the time zone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from probe_app import APP, installed

from mgym import Session
from mgym.errors import StateError
from mgym.os.fs_rows import ROOT
from tests.conftest import tap

PHOTO = {"mime": "image/jpeg", "width": 4000, "height": 3000, "size": 2_000_000}


@pytest.fixture
def s() -> Iterator[Session]:
    with installed(APP):
        sess = Session(seed=1)
        sess.step({"action": "awake", "app": "Probe"}, screenshot=False)
        yield sess


def _add_photos(s: Session, n: int) -> list[int]:
    rows = [{"id": 9000 + i, "path": f"{ROOT}/DCIM/Camera/IMG_{i}.jpg", "taken": s.clock.now_ms + i, **PHOTO}
            for i in range(n)]
    s.set_state({"os": {"files[]": rows[0]}})
    for r in rows[1:]:
        s.set_state({"os": {"files[]": r}})
    return [r["id"] for r in rows]


def test_media_picker_returns_the_picked_files_in_order(s: Session) -> None:
    ids = _add_photos(s, 3)
    obs = tap(s, s.observe(screenshot=False), "Photos")
    items = [e for e in obs.ui if e.trigger == "mediapicker.item"]
    assert len(items) >= 3 and not obs.find("Bump"), "the app is inert under the picker"
    obs = tap(s, obs, "IMG_0.jpg")
    obs = tap(s, obs, "IMG_2.jpg")
    obs = tap(s, obs, "IMG_1.jpg")  # over the limit of 2: refused with a toast
    assert obs.find("You can select up to 2 items")
    tap(s, obs, "Add", role="button")
    assert s.get_state()["apps"]["probe"]["media"] == [ids[0], ids[2]]
    assert s.sys.v["picker"] is None


def test_back_closes_the_picker_without_a_result(s: Session) -> None:
    _add_photos(s, 1)
    tap(s, s.observe(screenshot=False), "Photos")
    obs = s.step({"action": "back"}, screenshot=False)
    assert obs.find("Bump") and s.get_state()["apps"]["probe"]["media"] == []


def test_share_sheet_opens_the_chosen_app_on_top_and_back_returns(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Share")
    sheet = [e for e in obs.ui if e.layer == "sysdialog" and e.trigger]
    assert {e.trigger for e in sheet} >= {"sharesheet.copy", "sharesheet.app"}
    names = [e.text for e in sheet if e.trigger == "sharesheet.app"]
    assert "Messages" in names and "Probe" not in names, "the sharing app is not its own target"
    obs = tap(s, obs, "Copy", exact=True)
    assert s.get_state()["os"]["clipboard"] == "hello from probe"


def test_share_into_an_app_delivers_the_text(s: Session) -> None:
    with installed(APP):
        s.sys.launch("messages")
        s.sys.share("messages", {"type": "text/plain", "text": "see you at 6"})
        obs = tap(s, s.observe(screenshot=False), "Probe")
        assert (obs.app, obs.screen) == ("probe", "inbox")
        assert s.get_state()["apps"]["probe"]["shared_in"] == "see you at 6"
        obs = s.step({"action": "back"}, screenshot=False)
        assert obs.app == "messages", "Back returns to the app that shared"


def test_text_toolbar_paste_select_all_cut(s: Session) -> None:
    s.set_state({"os": {"clipboard": "42 Elm St"}})
    obs = tap(s, s.observe(screenshot=False), "Form")
    field = next(e for e in obs.ui if e.editable)
    assert field.long_clickable
    obs = s.step({"action": "long_press", "x": field.center[0], "y": field.center[1]}, screenshot=False)
    assert [e.text for e in obs.ui if e.layer == "textmenu"] == ["Paste"], "an empty field offers Paste only"
    obs = tap(s, obs, "Paste", exact=True)
    assert s.sys.top()["fields"]["q"] == "42 Elm St"
    obs = s.step({"action": "long_press", "x": field.center[0], "y": field.center[1]}, screenshot=False)
    obs = tap(s, obs, "Select all", exact=True)
    s.step({"action": "type", "text": "7 Oak Rd"}, screenshot=False)
    assert s.sys.top()["fields"]["q"] == "7 Oak Rd", "typing replaces the selection"
    obs = s.step({"action": "long_press", "x": field.center[0], "y": field.center[1]}, screenshot=False)
    tap(s, obs, "Cut", exact=True)
    assert s.sys.top()["fields"]["q"] == "" and s.get_state()["os"]["clipboard"] == "7 Oak Rd"


def test_permission_once_lapses_and_twice_denied_is_forever(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Camera")
    tap(s, obs, "Don't allow", exact=True)
    assert s.get_state()["os"]["permissions"]["probe"]["CAMERA"] == "denied"
    obs = tap(s, s.observe(screenshot=False), "Camera")
    tap(s, obs, "Don't allow & don't ask again", exact=True)
    assert s.get_state()["os"]["permissions"]["probe"]["CAMERA"] == "denied_forever"
    obs = tap(s, s.observe(screenshot=False), "Camera")
    assert obs.find("Permission denied. You can allow it in Settings > Apps"), "no dialog any more, a toast"
    assert s.get_state()["apps"]["probe"]["camera_used"] == 0
    s.set_state({"os": {"permissions": {"probe": {"CAMERA": "once"}}}})
    tap(s, s.observe(screenshot=False), "Camera")
    assert s.get_state()["apps"]["probe"]["camera_used"] == 1
    s.step({"action": "home"}, screenshot=False)
    s.step({"action": "wait", "seconds": 1}, screenshot=False)
    assert "CAMERA" not in s.get_state()["os"]["permissions"]["probe"], "a one-time grant lapses"


def test_undeclared_permission_is_a_programming_error(s: Session) -> None:
    with pytest.raises(ValueError, match="does not declare"):
        s.sys.request_permission("probe", "sms", "main.bump", {})


def test_time_zone_broadcast_and_status_bar_clock(s: Session) -> None:
    s.set_state({"time": "2026-05-01T08:30", "os": {"datetime": {"time_zone": "Asia/Shanghai",
                                                                  "use_24h": False}}})
    obs = s.step({"action": "wait", "seconds": 1})
    assert s.get_state()["apps"]["probe"]["heard"] == ["Asia/Shanghai"]
    assert obs.find("8:30 AM") is not None, "the time set is the phone's wall time, in the 12-hour format"
    s.set_state({"os": {"datetime": {"time_zone": "America/New_York"}}})
    obs = s.step({"action": "wait", "seconds": 1})
    assert obs.find("8:30 PM") is not None, "flying to another zone moves the clock's hands by the offsets (EDT)"
    s.step({"action": "wait", "seconds": 1}, screenshot=False)
    assert s.get_state()["apps"]["probe"]["heard"] == ["Asia/Shanghai", "America/New_York"], "sent once per change"
    with pytest.raises(StateError, match="time"):
        s.set_state({"time": "soon"})


def test_back_at_the_root_keeps_the_task_and_its_draft(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Form")
    field = next(e for e in obs.ui if e.editable)
    s.step({"action": "click", "x": field.center[0], "y": field.center[1]}, screenshot=False)
    s.step({"action": "type", "text": "draft"}, screenshot=False)
    for _ in range(3):
        obs = s.step({"action": "back"}, screenshot=False)
    assert obs.app == "launcher" and s.sys.tm.for_app("probe") is not None
    obs = s.step({"action": "awake", "app": "Probe"}, screenshot=False)
    assert obs.screen == "main"


def test_screenshot_from_the_shade_saves_a_picture_of_the_app_under_it(s: Session) -> None:
    before = {r["id"] for r in s.get_state()["os"]["files"]}
    obs = s.step({"action": "swipe", "x1": 500, "y1": 5, "x2": 500, "y2": 600}, screenshot=False)
    obs = tap(s, obs, "Screenshot", exact=True)
    new = [r for r in s.get_state()["os"]["files"] if r["id"] not in before]
    assert len(new) == 1 and new[0]["path"].startswith("/sdcard/Pictures/Screenshots/Screenshot_20260314-")
    assert new[0]["path"].endswith("_Probe.png") and new[0]["mime"] == "image/png"
    assert obs.find("Screenshot saved") is not None and not s.sys.v["shade"]["open"]
