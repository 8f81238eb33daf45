"""Settings end to end, by screen coordinates only (as an agent acts), checking the OS state."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation, UIElement
from mgym.os.intents import Intent

MAX_SCROLLS = 6


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def os_state(s: Session) -> dict[str, Any]:
    state: dict[str, Any] = s.get_state()["os"]
    return state


def find(s: Session, text: str | None = None, **kw: Any) -> UIElement:
    """The first element matching, scrolling the page down (swipe up) until it shows."""
    for _ in range(MAX_SCROLLS):
        hits = obs_of(s).find(text, **kw)
        if hits:
            return hits[0]
        s.step({"action": "swipe", "x1": 500, "y1": 800, "x2": 500, "y2": 400}, screenshot=False)
    raise AssertionError(f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}")


def click(s: Session, text: str | None = None, **kw: Any) -> Observation:
    x, y = find(s, text, **kw).center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def click_at(s: Session, el: UIElement, rx: float) -> Observation:
    """Tap inside an element at a fraction ``rx`` of its width (sliders)."""
    x0, y0, x1, y1 = el.bounds
    return s.step({"action": "click", "x": x0 + rx * (x1 - x0), "y": (y0 + y1) / 2}, screenshot=False)


def type_into(s: Session, hint: str, text: str, clear: bool = False) -> None:
    field = next(e for e in obs_of(s).ui if e.editable and e.hint == hint)
    x, y = field.center
    s.step({"action": "click", "x": x, "y": y}, screenshot=False)
    s.step({"action": "type", "text": text, "clear": clear}, screenshot=False)


@pytest.fixture
def s() -> Session:
    sess = Session(seed=0)
    sess.step({"action": "awake", "app": "settings"}, screenshot=False)
    assert (sess.app, sess.screen) == ("settings", "main")
    return sess


def test_wifi_off_then_on(s: Session) -> None:
    click(s, "Network & internet")
    click(s, "Internet", role="list_item")
    assert s.screen == "internet"
    click(s, "Wi-Fi", role="switch")
    wifi = os_state(s)["wifi"]
    assert wifi["enabled"] is False and wifi["connected"] is None
    assert obs_of(s).find("To see available networks")
    click(s, "Wi-Fi", role="switch")
    wifi = os_state(s)["wifi"]
    assert wifi["enabled"] is True and wifi["connected"] == "Home-5G"  # the strongest saved network
    assert find(s, "Home-5G").checked is None and "Connected" in find(s, "Home-5G").text


def test_airplane_mode_turns_radios_off_and_back(s: Session) -> None:
    click(s, "Connected devices")
    click(s, "Connection preferences")
    click(s, "Bluetooth", role="list_item")
    click(s, "Use Bluetooth", role="switch")
    assert os_state(s)["bluetooth"]["enabled"] is True
    s.step({"action": "back"}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)
    click(s, "Network & internet")
    click(s, "Airplane mode", role="switch")
    st = os_state(s)
    assert st["airplane_mode"] is True
    assert not st["wifi"]["enabled"] and not st["bluetooth"]["enabled"] and not st["cellular"]["enabled"]
    assert find(s, "Airplane mode", role="switch").checked is True
    click(s, "Airplane mode", role="switch")
    st = os_state(s)
    assert st["wifi"]["enabled"] and st["bluetooth"]["enabled"] and st["cellular"]["enabled"]


def test_brightness_slider_sets_level_under_finger(s: Session) -> None:
    click(s, "Display")
    slider = find(s, "Brightness level", role="slider")
    click_at(s, slider, 0.3)
    assert os_state(s)["display"]["brightness"] == pytest.approx(30, abs=2)
    click_at(s, find(s, "Brightness level", role="slider"), 0.9)
    assert os_state(s)["display"]["brightness"] == pytest.approx(90, abs=2)


def test_media_volume_slider(s: Session) -> None:
    click(s, "Sound & vibration")
    click_at(s, find(s, "Media volume", role="slider"), 1.0 - 1e-3)
    assert os_state(s)["audio"]["media"] == 15
    click_at(s, find(s, "Alarm volume", role="slider"), 0.02)
    assert os_state(s)["audio"]["alarm"] == 0


def test_screen_timeout_through_radio_dialog(s: Session) -> None:
    click(s, "Display")
    click(s, "Screen timeout")
    assert s.screen == "screen_timeout"
    assert find(s, "1 minute", role="radio").checked is True
    click(s, "5 minutes", role="radio")
    assert s.screen == "display"
    assert os_state(s)["display"]["timeout_s"] == 300
    assert "5 minutes" in find(s, "Screen timeout").text


def test_dialog_scrim_dismisses_without_change(s: Session) -> None:
    click(s, "Display")
    click(s, "Screen timeout")
    dismiss = obs_of(s).find("Dismiss")
    assert dismiss
    click(s, "Dismiss")
    assert s.screen == "display"
    assert os_state(s)["display"]["timeout_s"] == 60


def test_connect_secured_network_with_password(s: Session) -> None:
    click(s, "Network & internet")
    click(s, "Internet", role="list_item")
    click(s, "Router-7F21")
    assert s.screen == "wifi_password"
    type_into(s, "Password", "short")
    assert not obs_of(s).find("Connect", role="button", exact=True)  # under 8 characters: disabled
    type_into(s, "Password", "tiger-lily-99", clear=True)
    click(s, "Connect", exact=True)
    assert s.screen == "internet"
    wifi = os_state(s)["wifi"]
    assert wifi["connected"] == "Router-7F21"
    net = next(n for n in wifi["networks"] if n["ssid"] == "Router-7F21")
    assert net["saved"] and net["password"] == "tiger-lily-99"


def test_wrong_password_is_refused(s: Session) -> None:
    s.set_state({"os": {"wifi": {"networks[ssid=Router-7F21]": {"password": "correct-horse"}}}})
    click(s, "Network & internet")
    click(s, "Internet", role="list_item")
    click(s, "Router-7F21")
    type_into(s, "Password", "wrong-horse")
    s.step({"action": "enter"}, screenshot=False)
    assert s.screen == "internet"
    assert os_state(s)["wifi"]["connected"] == "Home-5G"
    assert s.get_state()["apps"]["settings"]["wifi_auth_failed"] == "Router-7F21"
    assert "Check password" in find(s, "Router-7F21").text


def test_forget_network(s: Session) -> None:
    click(s, "Network & internet")
    click(s, "Internet", role="list_item")
    click(s, "Home-5G")
    assert s.screen == "wifi_network"
    click(s, "Forget")
    assert s.screen == "internet"
    wifi = os_state(s)["wifi"]
    assert wifi["connected"] is None
    assert not next(n for n in wifi["networks"] if n["ssid"] == "Home-5G")["saved"]


def test_clear_app_cache(s: Session) -> None:
    before = os_state(s)["apps"]["contacts"]["cache_mb"]
    assert before > 0
    click(s, "Apps", exact=False, role="list_item")
    click(s, "See all")
    click(s, "Contacts")
    assert s.screen == "app_info"
    click(s, "Storage & cache")
    click(s, "Clear cache")
    assert s.screen == "clear_cache"
    click(s, "Clear", exact=True)
    assert s.screen == "app_storage"
    assert os_state(s)["apps"]["contacts"]["cache_mb"] == 0


def test_permission_choice(s: Session) -> None:
    s.fire("apps.open")
    s.fire("apps.all")
    click(s, "Contacts")
    click(s, "Permissions")
    assert s.screen == "app_permissions"
    click(s, "Contacts", role="list_item")
    assert s.screen == "app_permission"
    click(s, "Allow", exact=True)
    perms = os_state(s)["permissions"]["contacts"]
    assert perms == {"contacts.read": "granted", "contacts.write": "granted"}


def test_developer_options_after_seven_taps(s: Session) -> None:
    click(s, "About phone")
    for i in range(6):
        click(s, "Build number")
        assert s.get_state()["apps"]["settings"]["build_taps"] == i + 1
    assert os_state(s)["settings"]["global"]["developer_options"] is False
    click(s, "Build number")
    assert os_state(s)["settings"]["global"]["developer_options"] is True
    s.step({"action": "back"}, screenshot=False)
    click(s, "System")
    click(s, "Developer options")
    assert s.screen == "developer"
    click(s, "USB debugging", role="switch")
    assert os_state(s)["settings"]["global"]["usb_debugging"] is True


def test_developer_options_hidden_before(s: Session) -> None:
    click(s, "System")
    assert not obs_of(s).find("Developer options")
    s.fire("system.developer")  # guarded: refused
    assert s.screen == "system"


def test_rename_device(s: Session) -> None:
    click(s, "About phone")
    click(s, "Device name")
    assert s.screen == "device_name"
    type_into(s, "Device name", "Kitchen Phone", clear=True)
    click(s, "OK", exact=True)
    st = os_state(s)
    assert st["device"]["name"] == "Kitchen Phone" and st["bluetooth"]["name"] == "Kitchen Phone"


def test_pair_and_forget_bluetooth_device(s: Session) -> None:
    click(s, "Connected devices")
    click(s, "Pair new device")
    assert os_state(s)["bluetooth"]["enabled"] is True
    click(s, "SoundCore Mini")
    assert s.screen == "devices"
    dev = next(d for d in os_state(s)["bluetooth"]["devices"] if d["id"] == "bt3")
    assert dev["paired"] and dev["connected"]
    click(s, "SoundCore Mini")
    click(s, "Disconnect")
    assert not next(d for d in os_state(s)["bluetooth"]["devices"] if d["id"] == "bt3")["connected"]
    click(s, "Forget", exact=True)
    assert s.screen == "bt_forget"
    click(s, "Forget device", role="button")
    assert not next(d for d in os_state(s)["bluetooth"]["devices"] if d["id"] == "bt3")["paired"]


def test_pick_a_time_zone_by_taps(s: Session) -> None:
    """Date & time > Time zone: the phone stores the IANA key and its clock moves to Tokyo's wall time."""
    click(s, "System")
    click(s, "Date & time")
    click(s, trigger="datetime.auto_zone")
    click(s, "Time zone", trigger="datetime.timezone")
    obs = click(s, "Tokyo", trigger="datetime.set_zone")
    assert os_state(s)["datetime"]["time_zone"] == "Asia/Tokyo"
    assert obs.time.startswith("2026-03-15T01:00"), "09:00 PDT is 01:00 the next day in Tokyo"
    assert obs.find("GMT+09:00 Japan Standard Time")


def test_search_finds_and_opens_a_page(s: Session) -> None:
    click(s, "Search Settings")
    type_into(s, "Search settings", "bright")
    click(s, "Display", role="list_item")
    assert s.screen == "display"


def test_intent_opens_wifi_settings_and_back_goes_home(s: Session) -> None:
    s.step({"action": "home"}, screenshot=False)
    s.sys.start_activity(Intent(action="android.settings.WIFI_SETTINGS"))
    assert s.screen == "internet"
    for _ in range(5):
        if s.app == "launcher":
            break
        s.step({"action": "back"}, screenshot=False)
    assert (s.app, s.screen) == ("launcher", "home")


def test_reset_network_settings(s: Session) -> None:
    s.set_state({"os": {"airplane_mode": True}})
    click(s, "System")
    click(s, "Reset options")
    click(s, "Reset Wi-Fi, mobile & Bluetooth")
    click(s, "Reset settings")
    st = os_state(s)
    assert st["airplane_mode"] is False
    assert st["wifi"]["enabled"] and st["wifi"]["connected"] == "Home-5G" and st["cellular"]["enabled"]
    assert not st["bluetooth"]["enabled"]
