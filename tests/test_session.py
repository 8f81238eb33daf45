"""Session API: state patches, snapshots, forks, reboot, bad input leaving everything unchanged."""

from __future__ import annotations

import pytest

from mgym import Session
from mgym.actions import COST_MS, THINK_MS
from mgym.errors import ActionError, AppError, StateError


def test_boots_home(session: Session) -> None:
    obs = session.observe()
    assert (obs.app, obs.screen) == ("launcher", "home")
    assert (obs.width, obs.height) == (1080, 2400)
    assert obs.screenshot is not None and obs.screenshot[:8] == b"\x89PNG\r\n\x1a\n"
    assert obs.array.shape == (2400, 1080, 3)


def test_get_state_shape_and_copy(session: Session) -> None:
    st = session.get_state()
    assert set(st) == {"os", "apps"} and "launcher" in st["apps"]
    st["os"]["airplane_mode"] = True
    assert session.get_state()["os"]["airplane_mode"] is False, "get_state returns a copy"


def test_set_state_goes_through_managers(session: Session) -> None:
    session.set_state({"os": {"airplane_mode": True, "display": {"brightness": 150}}})
    os = session.get_state()["os"]
    assert os["airplane_mode"] and not os["wifi"]["enabled"] and os["display"]["brightness"] == 100


def test_set_state_selectors(session: Session) -> None:
    session.set_state({"os": {"providers": {"contacts[name=Mom]": {"starred": False, "note": "hi"}}}})
    mom = next(c for c in session.get_state()["os"]["providers"]["contacts"] if c["name"] == "Mom")
    assert mom["note"] == "hi" and mom["starred"] is False


@pytest.mark.parametrize("patch, needle", [
    ({"os": {"wifi": {"enabled": "yes"}}}, "os.wifi.enabled"),
    ({"os": {"nonsense": 1}}, "nonsense"),
    ({"apps": {"nosuchapp": {"x": 1}}}, "apps.nosuchapp: no such app"),
    ({"weird": {}}, "unknown top-level keys"),
    ({"os": {"providers": {"contacts[name=Nobody]": {"note": "x"}}}}, "no item of 'contacts' has name=Nobody"),
    ({"os": {"audio": {"ringer_mode": "loud"}}}, "ringer_mode"),
])
def test_bad_patches_change_nothing(session: Session, patch: dict, needle: str) -> None:
    before = session.get_state()
    with pytest.raises(StateError) as e:
        session.set_state(patch)
    assert needle in str(e.value)
    assert session.get_state() == before


def test_bad_actions_change_nothing(session: Session) -> None:
    snap = session.snapshot()
    for bad in ({"action": "click", "x": 5000, "y": 1}, {"action": "awake", "app": "NoSuchApp"}, "garbage"):
        with pytest.raises((ActionError, AppError)):
            session.step(bad)
    assert session.snapshot() == snap


def test_unknown_app_error_names_it(session: Session) -> None:
    with pytest.raises(AppError, match="unknown app 'Snapgram'"):
        session.step({"action": "awake", "app": "Snapgram"})


def test_tap_on_nothing_is_a_noop(session: Session) -> None:
    ui = session.observe(screenshot=False).ui
    x, y = next((x, y) for y in range(300, 700, 20) for x in range(100, 900, 50)
                if not any(e.clickable and e.bounds[0] <= x <= e.bounds[2] and e.bounds[1] <= y <= e.bounds[3]
                           for e in ui))  # a spot of the home screen between the icons, whatever apps exist
    before = session.get_state()
    obs = session.step({"action": "click", "x": x, "y": y}, screenshot=False)
    assert obs.screen == "home" and session.get_state() == before
    assert session.clock.now_ms > 0


def test_snapshot_restore_and_fork(session: Session) -> None:
    session.step({"action": "swipe", "direction": "up"}, screenshot=False)
    snap = session.snapshot()
    twins = session.fork(3)
    a = session.step({"action": "back"}, screenshot=False)
    for t in twins:
        assert t.screen == "drawer"
        b = t.step({"action": "back"}, screenshot=False)
        assert (b.app, b.screen, b.time) == (a.app, a.screen, a.time)
        assert t.get_state() == session.get_state()
    twins[0].set_state({"os": {"flashlight": True}})
    assert session.get_state()["os"]["flashlight"] is False, "forks are independent"
    session.restore(snap)
    assert session.screen == "drawer"


def test_reboot_keeps_persistent_resets_volatile(session: Session) -> None:
    session.step({"action": "swipe", "direction": "up"}, screenshot=False)
    session.set_state({"os": {"flashlight": True}})
    session.reboot()
    assert session.screen == "home" and session.get_state()["os"]["flashlight"] is True


def test_terminal_and_bookkeeping_actions(session: Session) -> None:
    session.step({"action": "answer", "text": "42"}, screenshot=False)
    session.step({"action": "info", "text": "which one?"}, screenshot=False)
    session.step({"action": "complete"}, screenshot=False)
    agent = session.sys.v["agent"]
    assert agent == {"answers": ["42"], "status": "complete",
                     "questions": [{"text": "which one?", "step": 1, "reply": None}]}
    t0 = session.clock.now_ms
    session.step({"action": "wait", "seconds": 2}, screenshot=False)
    assert session.clock.now_ms - t0 == 2000 + THINK_MS


def test_each_step_takes_think_time_plus_its_action() -> None:
    """The words of an agent take no time; a touch takes the think time plus its own."""
    s = Session(seed=0)
    t0 = s.clock.now_ms
    s.step({"action": "answer", "text": "x"}, screenshot=False)
    assert s.clock.now_ms == t0
    s.step({"action": "back"}, screenshot=False)
    assert s.clock.now_ms - t0 == THINK_MS + COST_MS["back"]
    quick = Session(seed=0, think_ms=0)
    quick.step({"action": "back"}, screenshot=False)
    assert quick.clock.now_ms - t0 == COST_MS["back"]
    assert quick.fork()[0].think_ms == 0
    with pytest.raises(ValueError, match="think_ms"):
        Session(seed=0, think_ms=-1)


def test_a_toast_is_gone_within_two_default_steps() -> None:
    """A toast an action raises is on the next observation; a short one (2 s) is gone from the one
    after, a long one (3.5 s) from the one after that."""
    from mgym.apps import get_app

    for long, seen in ((False, 1), (True, 2)):
        s = Session(seed=0)
        shown = []
        app = get_app("launcher")
        s.sys.toast("Copied", app.id, long=long)  # as if the last action raised it
        shown.append(s.observe(screenshot=False).find("Copied") != [])
        for _ in range(3):
            shown.append(s.step({"action": "noop"}, screenshot=False).find("Copied") != [])
        assert shown == [True] * seen + [False] * (4 - seen)



def test_pixel_coordinates(session: Session) -> None:
    obs = session.observe(screenshot=False)
    e = obs.find("Search apps")[0]
    x0, y0, x1, y1 = e.bounds_px
    obs = session.step({"action": "click", "x": (x0 + x1) / 2, "y": (y0 + y1) / 2, "unit": "px"}, screenshot=False)
    assert obs.screen == "drawer"


def test_jpeg_and_small_geometry() -> None:
    from mgym.render import Geometry

    s = Session(seed=0, geometry=Geometry(412, 915, 2.625), image_format="jpeg")
    obs = s.observe()
    assert obs.screenshot is not None and obs.screenshot[:2] == b"\xff\xd8"
    assert obs.image.size == (1082, 2402)


def test_disabled_elements_are_listed_but_not_hit() -> None:
    from mgym.render.frame import HitBox, parse_boxes

    row = [1, 3, "app", 0, 0, 100, 100, "button", "Pay", "pay.go", None, None, None, None, None, None, None,
           None, 0, 0, None, None, None, "true", None, None, False]
    (box,) = parse_boxes([row])
    assert isinstance(box, HitBox) and box.disabled and not box.inert
    from mgym.render.frame import Frame

    assert Frame("k", 1, 1, 1.0, [box]).hit(50, 50) is None
