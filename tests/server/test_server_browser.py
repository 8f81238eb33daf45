"""The dev server's page in real Chromium: a human clicking the phone image, typing, playing a task.

The test starts a real uvicorn server on 127.0.0.1 with a free port in a thread, drives the page
with Playwright's sync API, and computes where to click from the API's UI tree (bounds in
[0, 1000] mapped onto the displayed image), exactly as a person aiming at the element would.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from mgym.server.app import create_app, hosts_for
from tests.server.conftest import live, needs_chromium

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    app = create_app(tmp_path_factory.mktemp("runs"), allowed_hosts=hosts_for("127.0.0.1"))
    with live(app) as url:
        yield url


@pytest.fixture
def page(browser: Any, base_url: str) -> Iterator[Any]:
    pg = browser.new_page(viewport={"width": 1500, "height": 950}, base_url=base_url)
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.goto(base_url + "/")
    pg.wait_for_selector("body[data-ready='1']", timeout=20_000)
    # wider timing thresholds than a person needs, so a loaded test machine can't turn a quick
    # stroke into a slow one (or split typed text into two actions)
    pg.evaluate("Object.assign(mgymGestures, {LONG_PRESS_MS: 900, SWIPE_MS: 1500, TYPE_IDLE_MS: 1500})")
    try:
        yield pg
    finally:
        pg.close()
    assert not errors, errors


class Phone:
    """One phone card of the page, driven with the mouse and keyboard."""

    def __init__(self, page: Any, sid: str) -> None:
        self.page, self.sid = page, sid
        self.card = page.locator(f".phone-card[data-sid='{sid}']")

    @classmethod
    def active(cls, page: Any) -> Phone:
        return cls(page, page.locator(".phone-card.active").get_attribute("data-sid"))

    def api(self, rest: str = "") -> Any:
        r = self.page.request.get(f"/api/sessions/{self.sid}{rest}")
        assert r.ok, r.text()
        return r.json()

    @property
    def steps(self) -> int:
        return int(self.card.get_attribute("data-steps"))

    def wait_steps(self, n: int) -> None:
        self.page.wait_for_selector(f".phone-card[data-sid='{self.sid}'][data-steps='{n}'][data-busy='0']",
                                    timeout=15_000)

    def point(self, x: float, y: float) -> tuple[float, float]:
        """Page pixels of a normalised point on the displayed screenshot."""
        img = self.card.locator("img.shot")
        img.scroll_into_view_if_needed()
        box = img.bounding_box()
        return box["x"] + x / 1000 * box["width"], box["y"] + y / 1000 * box["height"]

    def find(self, text: str, **match: Any) -> dict[str, Any]:
        ui = self.api("/observation")["ui"]
        hits = [u for u in ui if (u["text"] or u.get("hint") or "").startswith(text) and all(u.get(k) == v for k, v in match.items())]
        assert hits, f"no {text!r} on screen: {[u['text'] for u in ui]}"
        return dict(hits[0])

    def click(self, text: str, **match: Any) -> None:
        x0, y0, x1, y1 = self.find(text, **match)["bounds"]
        n = self.steps
        self.page.mouse.click(*self.point((x0 + x1) / 2, (y0 + y1) / 2))
        self.wait_steps(n + 1)


def new_phone(page: Any, button: str = "#new-phone") -> Phone:
    """Press a button that opens a new phone; the page makes it the active one once it is shown."""
    old = page.locator(".phone-card.active").get_attribute("data-sid") if page.locator(".phone-card.active").count() else ""
    page.click(button)
    page.wait_for_function("old => { const a = document.querySelector('.phone-card.active');"
                           " return a && a.dataset.sid !== old; }", arg=old)
    phone = Phone.active(page)
    phone.wait_steps(0)
    return phone


def test_click_through_settings_to_airplane_mode(page: Any) -> None:
    phone = new_phone(page)
    assert phone.card.get_attribute("data-app") == "launcher"
    page.click(".tabs button[data-tab='state']")
    phone.click("Settings")
    assert phone.card.get_attribute("data-app") == "settings"
    phone.click("Network & internet")
    phone.click("Airplane mode", role="switch")
    leaf = page.locator('#state-tree .leaf.changed[data-path="os.airplane_mode"]')
    leaf.wait_for(timeout=10_000)
    assert leaf.locator(".val").inner_text() == "true"
    assert "was false" in leaf.inner_text()
    change = page.locator('#changes li.chg[data-path="os.airplane_mode"]')
    assert change.locator(".after").inner_text() == "true"
    assert phone.api("/state")["os"]["airplane_mode"] is True
    # the inspector's other views follow the same phone
    page.click(".tabs button[data-tab='ui']")
    switch = page.locator("#ui-list .ui-row", has=page.locator(".role", has_text="switch"))
    assert switch.count() == 1 and "Airplane mode" in switch.inner_text() and "checked" in switch.inner_text()
    page.click(".tabs button[data-tab='log']")
    page.locator("#log .log-row.action").nth(2).wait_for()
    assert "network.airplane" in page.locator("#log").inner_text()


def test_gestures_and_keyboard_become_actions(page: Any) -> None:
    phone = new_phone(page)
    m = page.mouse
    # a held press is a long press
    m.move(*phone.point(500, 500))
    m.down()
    page.wait_for_timeout(1100)
    m.up()
    phone.wait_steps(1)
    phone.page.click(".phone-card.active [data-act='home']")
    phone.wait_steps(2)
    # a quick stroke is a swipe (up from the dock opens the app drawer)
    m.move(*phone.point(500, 900))
    m.down()
    m.move(*phone.point(500, 400), steps=2)
    m.up()
    phone.wait_steps(3)
    # the wheel becomes a drag over the point
    m.move(*phone.point(500, 500))
    m.wheel(0, 120)
    phone.wait_steps(4)
    # a slow stroke is a drag
    m.move(*phone.point(500, 700))
    m.down()
    m.move(*phone.point(500, 650))
    page.wait_for_timeout(1600)
    m.move(*phone.point(500, 500))
    m.up()
    phone.wait_steps(5)
    actions = [e["action"] for e in phone.api("/log")["entries"] if e["kind"] == "action"]
    assert [a["action"] for a in actions] == ["long_press", "home", "swipe", "drag", "drag"]
    assert actions[2]["y1"] > actions[2]["y2"] and actions[3]["y1"] > actions[3]["y2"]  # finger up: content down
    # typing goes to the focused field: open Settings' search, tap its field, type, Backspace, Enter
    page.click(".phone-card.active [data-act='home']")
    phone.wait_steps(6)
    phone.click("Settings")
    phone.click("Search Settings")
    phone.click("Search settings", role="input")
    assert phone.api("/observation")["keyboard"] is True
    phone.card.locator(".screen").focus()
    page.keyboard.type("wifix")
    phone.wait_steps(10)
    page.keyboard.press("Backspace")  # a tap on the soft keyboard's delete key
    phone.wait_steps(11)
    log = [e for e in phone.api("/log")["entries"] if e["kind"] == "action"]
    assert log[-2]["action"] == {"action": "type", "text": "wifix"}
    assert log[-1]["hit"] == "kbd.key"
    field = next(u for u in phone.api("/observation")["ui"] if u["role"] == "input")
    assert field["text"] == "wifi"


def test_play_a_task_by_hand_to_success(page: Any) -> None:
    page.click(".tabs button[data-tab='task']")
    page.select_option("#task-select", "launcher.OpenFromDrawer")
    page.fill("#task-index", "1")
    phone = new_phone(page, "#task-start")
    task = phone.api()["task"]
    assert (task["id"], task["index"]) == ("launcher.OpenFromDrawer", 1)
    page.locator("#task-current .instruction").wait_for()
    assert page.locator("#task-current .instruction").inner_text() == task["instruction"]
    assert page.locator("#task-current .verdict-badge.pending").count() == 1
    phone.click("All apps")
    phone.click(task["params"]["app"], trigger="launcher.open")
    badge = page.locator("#task-current .verdict-badge.success")
    badge.wait_for(timeout=10_000)
    assert "Success" in badge.inner_text()
    assert page.locator("#task-current table.checks tr.ok").count() == 1
    assert phone.card.locator(".task-strip .badge.success").count() == 1
    assert phone.api("/verdict")["success"] is True


def test_sessions_driven_through_the_api_show_up_live(page: Any) -> None:
    r = page.request.post("/api/sessions", data={"seed": 7})
    assert r.status == 201
    sid = r.json()["id"]
    r = page.request.post(f"/api/sessions/{sid}/step", data={"action": "awake", "app": "Contacts"})
    assert r.ok
    page.wait_for_selector(f".phone-card[data-sid='{sid}'][data-app='contacts']", timeout=10_000)
    assert page.request.delete(f"/api/sessions/{sid}").ok
    page.wait_for_selector(f".phone-card[data-sid='{sid}']", state="detached", timeout=10_000)
