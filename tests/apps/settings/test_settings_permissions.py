"""App info (disable / enable), permissions, the permission manager, storage and search focus."""

from __future__ import annotations

from typing import Any

from mgym import Session
from mgym.os.intents import APP_DETAILS, Intent
from tests.apps.settings.test_settings_e2e import click, obs_of, os_state


def _settings(patch: dict[str, Any] | None = None) -> Session:
    s = Session(seed=0)
    if patch:
        s.set_state(patch)
    s.step({"action": "awake", "app": "settings"}, screenshot=False)
    return s


def test_app_details_intent_opens_app_info() -> None:
    s = _settings()
    s.sys.start_activity(Intent(action=APP_DETAILS, data="package:weather"))
    assert (s.app, s.screen) == ("settings", "app_info")
    assert obs_of(s).find("Weather")


def test_foreground_permission_choices() -> None:
    s = _settings({"os": {"permissions": {"weather": {"location": "granted"}}}})
    s.sys.start_activity(Intent(action=APP_DETAILS, data="package:weather"))
    click(s, "Permissions")
    click(s, "Location", role="list_item")
    assert s.screen == "app_permission"
    click(s, "Ask every time")
    assert "location" not in os_state(s)["permissions"]["weather"]
    click(s, "Don't allow")
    assert os_state(s)["permissions"]["weather"]["location"] == "denied"
    click(s, "Allow only while using the app")
    assert os_state(s)["permissions"]["weather"]["location"] == "granted"


def test_denied_forever_stays_until_changed() -> None:
    s = _settings({"os": {"permissions": {"wallet": {"contacts.read": "denied_forever"}}}})
    s.sys.start_activity(Intent(action=APP_DETAILS, data="package:wallet"))
    click(s, "Permissions")
    click(s, "Contacts", role="list_item")
    assert obs_of(s).find("The app can no longer ask for this permission.")
    click(s, "Don't allow")  # already selected: unchanged
    assert os_state(s)["permissions"]["wallet"]["contacts.read"] == "denied_forever"
    click(s, "Allow", exact=True)
    assert os_state(s)["permissions"]["wallet"]["contacts.read"] == "granted"


def test_permission_manager_lists_apps() -> None:
    s = _settings({"os": {"permissions": {"weather": {"location": "granted"}}}})
    s.fire("security.open")
    click(s, "Permission manager")
    assert s.screen == "perm_manager"
    click(s, "Location", role="list_item")
    assert s.screen == "perm_apps"
    texts = [e.text for e in obs_of(s).ui]
    assert texts.index("Weather") < texts.index("Not allowed") < texts.index("Compass Ask every time")
    click(s, "Compass")
    assert (s.screen, s.sys.top()["params"]) == ("app_permission", {"app": "compass", "perm": "location"})


def test_disable_hides_and_refuses_launch_enable_restores() -> None:
    s = _settings()
    s.sys.start_activity(Intent(action=APP_DETAILS, data="package:wallet"))
    click(s, "Disable", exact=True)
    assert s.screen == "disable_app"
    click(s, "Disable app", exact=True)
    assert os_state(s)["apps"]["wallet"]["enabled"] is False
    s.sys.launch("wallet")
    assert s.app == "settings" and s.sys.v["toast"]["msgid"] == "App is disabled"
    click(s, "Enable", exact=True)
    assert os_state(s)["apps"]["wallet"]["enabled"] is True
    s.sys.launch("wallet")
    assert s.app == "wallet"


def test_system_apps_cannot_be_disabled() -> None:
    s = _settings()
    s.sys.start_activity(Intent(action=APP_DETAILS, data="package:weather"))
    assert not s.sys.fire("apps.disable", {"app": "weather"})


def test_storage_counts_files() -> None:
    s = _settings()
    big = {"id": 9999, "path": "/sdcard/Movies/trip.mp4", "mime": "video/mp4", "size": 3_000_000_000}
    s.set_state({"os": {"files": [*s.get_state()["os"]["files"], big]}})
    s.fire("storage.open")
    videos = next(e.text for e in obs_of(s).ui if e.text.startswith("Videos "))
    assert videos.startswith("Videos 3.") and videos.endswith(" GB")


def test_search_opens_with_keyboard() -> None:
    s = _settings()
    s.fire("main.search")
    assert s.sys.focused() == "q"
    s.step({"action": "type", "text": "permission"}, screenshot=False)
    assert obs_of(s).find("Permission manager")


def test_disabled_apps_list() -> None:
    s = _settings({"os": {"apps": {"wallet": {"enabled": False}}}})
    s.fire("apps.open")
    assert obs_of(s).find("Disabled apps 1 app")
    click(s, "Disabled apps")
    click(s, "Wallet")
    assert (s.screen, s.sys.top()["params"]) == ("app_info", {"app": "wallet"})
