"""Settings views, tested by the context they return (no browser)."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps import get_app
from mgym.apps.settings.common import T
from mgym.os.context import AppContext
from mgym.os.tasks import new_entry


@pytest.fixture
def s() -> Session:
    return Session(seed=0)


def ctx_for(s: Session, screen: str, **params: Any) -> AppContext:
    app = get_app("settings")
    return s.sys.ctx(app, new_entry("settings", screen, params))


def view(s: Session, screen: str, **params: Any) -> dict[str, Any]:
    c = ctx_for(s, screen, **params)
    v = get_app("settings").views[screen](c)
    return dict(v.context)


def items_by_title(ctx: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {str(it["title"]): it for it in ctx.get("items", []) if "title" in it and it["title"] is not None}


def test_every_screen_has_a_view_that_renders_a_template(s: Session) -> None:
    app = get_app("settings")
    for screen in app.navigation.screens:
        c = ctx_for(s, screen.id, ssid="Home-5G", device="bt1", app="contacts")
        v = app.views[screen.id](c)
        expected = "apps/settings/dialog.html" if screen.overlay else None
        if expected:
            assert v.template == expected, screen.id
        else:
            assert v.template.startswith("apps/settings/") and v.template != expected


def test_main_summaries_show_current_values(s: Session) -> None:
    rows = items_by_title(view(s, "main"))
    assert str(rows["Network & internet"]["summary"]) == "Home-5G"
    assert str(rows["Battery"]["summary"]).startswith("76%")
    assert str(rows["About phone"]["summary"]) == "Sim Phone"
    assert all(r["color"] and r["icon"] for r in rows.values())  # a coloured round icon per row
    s.set_state({"os": {"airplane_mode": True}})
    rows = items_by_title(view(s, "main"))
    assert str(rows["Network & internet"]["summary"]) == "Airplane mode is on"


def test_internet_lists_connected_network_first(s: Session) -> None:
    ctx = view(s, "internet")
    nets = [it for it in ctx["items"] if it["kind"] == "link" and it.get("p", {}).get("ssid")]
    assert [n["title"] for n in nets][:2] == ["Home-5G", "Home-2.4G"]
    by = {n["title"]: n for n in nets}
    assert by["Home-5G"]["tid"] == "wifi.details"          # connected: details
    assert by["Home-2.4G"]["tid"] == "wifi.join"           # saved: join directly
    assert by["CoffeeBean_Guest"]["tid"] == "wifi.join"    # open: join directly
    assert by["Router-7F21"]["tid"] == "wifi.password"    # secured, unknown: ask the password


def test_display_values(s: Session) -> None:
    s.set_state({"os": {"display": {"brightness": 42, "timeout_s": 300, "font_scale": 1.15}}})
    rows = items_by_title(view(s, "display"))
    assert rows["Brightness level"]["value"] == 42
    assert str(rows["Screen timeout"]["summary"]) == "After 5 minutes of inactivity"
    assert str(rows["Font size"]["summary"]) == "Large"


def test_timeout_dialog_marks_current(s: Session) -> None:
    dlg = view(s, "screen_timeout")["dlg"]
    checked = [str(it["title"]) for it in dlg["items"] if it["on"]]
    assert checked == ["1 minute"]
    assert dlg["dismiss"] == "screen_timeout.dismiss"


def test_app_info_and_storage(s: Session) -> None:
    rows = items_by_title(view(s, "app_info", app="contacts"))
    assert str(rows["Notifications"]["summary"]) == "On"
    assert str(rows["Permissions"]["summary"]) == "No permissions allowed"
    assert str(rows["App battery usage"]["summary"]) == "Optimized"
    storage = items_by_title(view(s, "app_storage", app="contacts"))
    assert storage["Cache"]["summary"] == "8.0 MB"


def test_app_info_from_intent_data(s: Session) -> None:
    rows = items_by_title(view(s, "app_info", data="package:contacts"))
    assert "Contacts" in rows


def test_timezone_row_disabled_while_automatic(s: Session) -> None:
    rows = items_by_title(view(s, "datetime"))
    assert rows["Time zone"]["disabled"] is True
    s.set_state({"os": {"datetime": {"auto_zone": False}}})
    assert items_by_title(view(s, "datetime"))["Time zone"]["disabled"] is False


def test_time_zone_summary_and_list_follow_daylight_saving_time(s: Session) -> None:
    """A new phone is in Los Angeles: on 14 March 2026 it is on PDT (UTC-7); the list groups zones by
    region, each with its offset and name now (New York on EDT, London still on GMT)."""
    assert items_by_title(view(s, "datetime"))["Time zone"]["summary"] == "GMT-07:00 Pacific Daylight Time"
    assert items_by_title(view(s, "system"))["Date & time"]["summary"] == "GMT-07:00"
    items = view(s, "timezone")["items"]
    sections = [str(it["title"]) for it in items if it["kind"] == "section"]
    assert sections == ["Americas", "Europe", "Africa", "Asia", "Australia & Pacific", "Universal time"]
    radios = [it for it in items if it["kind"] == "radio"]
    by_city = {it["title"]: it for it in radios}
    assert by_city["Los Angeles"]["on"] and sum(it["on"] for it in radios) == 1
    assert by_city["New York"]["summary"] == "GMT-04:00 Eastern Daylight Time"
    assert by_city["London"]["summary"] == "GMT+00:00 Greenwich Mean Time"
    assert by_city["Adelaide"]["summary"] == "GMT+10:30 Australian Central Daylight Time"
    assert by_city["Auckland"]["summary"] == "GMT+13:00 New Zealand Daylight Time"
    assert by_city["Kolkata"]["p"] == {"zone": "Asia/Kolkata"}
    europe = next(i for i, it in enumerate(items) if it["kind"] == "section" and str(it["title"]) == "Europe")
    offsets = [str(it["summary"]).split(" ")[0] for it in items[1:europe]]
    assert offsets[0] == "GMT-10:00" and offsets[-1] == "GMT-02:30", "sorted by offset (St. John's on NDT last)"
    minutes = [(-1 if o[3] == "-" else 1) * (int(o[4:6]) * 60 + int(o[7:9])) for o in offsets]
    assert minutes == sorted(minutes)


def test_time_zone_list_on_a_chinese_phone() -> None:
    s = Session(seed=0, locale="zh-CN")
    assert items_by_title(view(s, "datetime"))["Time zone"]["summary"] == "GMT+08:00 中国标准时间"
    by_city = {it["title"]: it for it in view(s, "timezone")["items"] if it["kind"] == "radio"}
    assert by_city["上海"]["on"] and by_city["纽约"]["summary"] == "GMT-04:00 北美东部夏令时间"


def test_messages_are_translatable() -> None:
    m = T("After {period} of inactivity", {"period": "1 minute"})
    assert str(m) == "After 1 minute of inactivity"


def test_prefilled_edit_field(s: Session) -> None:
    c = ctx_for(s, "hotspot_name")
    get_app("settings").views["hotspot_name"](c)
    assert c.field("value") == "Sim Phone Hotspot"
