"""Locale codes, lookups with their fallbacks, names in both scripts, and per-locale formats."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mgym.clock import DEFAULT_EPOCH_MS
from mgym.errors import LocaleError, MgymError
from mgym.i18n import LOCALES, N_, names, normalize_locale, translate
from mgym.i18n import formats as f

DAY = 86_400_000


@pytest.mark.parametrize("alias, code", [("en", "en"), ("EN", "en"), ("en_US", "en"), ("zh", "zh-CN"),
                                         ("zh_CN", "zh-CN"), ("zh-cn", "zh-CN"), (" zh-CN ", "zh-CN")])
def test_aliases(alias: str, code: str) -> None:
    assert normalize_locale(alias) == code


def test_unknown_locale_is_a_typed_error_naming_the_choices() -> None:
    with pytest.raises(LocaleError) as e:
        normalize_locale("fr-FR")
    assert isinstance(e.value, MgymError) and isinstance(e.value, ValueError)
    assert "fr-FR" in str(e.value) and all(loc in str(e.value) for loc in LOCALES)


def test_translate_falls_back_from_app_to_os_to_msgid() -> None:
    assert translate("Save", "zh-CN", "contacts") == "保存"          # the app's own domain
    assert translate("Home", "zh-CN", "contacts") == "住宅"          # the app overrides os
    assert translate("Home", "zh-CN", "launcher") == "主屏幕"        # from os
    assert translate("Not a msgid", "zh-CN", "contacts") == "Not a msgid"
    assert translate("Deleted {name}", "zh-CN", "contacts", name="张伟") == "已删除张伟"
    assert translate("Deleted {name}", "en", "contacts", name="Ann") == "Deleted Ann"
    assert N_("Mobile") == "Mobile"


def test_names_in_both_scripts() -> None:
    assert names.full_name("Sophia", "Smith") == "Sophia Smith"
    assert names.full_name("伟", "张") == "张伟"
    assert names.split_name("张伟") == ("伟", "张")
    assert names.split_name("欧阳娜娜") == ("娜娜", "欧阳")
    assert names.split_name("Sophia Smith") == ("Sophia", "Smith")
    assert names.latin_key("张伟") == "zhang wei" and names.latin_key("曾小贤").startswith("zeng")


@given(st.text(alphabet="王李张刘陈杨欧阳伟芳娜敏", min_size=2, max_size=4))
def test_chinese_names_round_trip(name: str) -> None:
    first, last = names.split_name(name)
    assert names.full_name(first, last) == name


def test_dates_and_times_per_locale() -> None:
    now = DEFAULT_EPOCH_MS  # Saturday 2026-03-14 09:00
    assert f.fmt(now, "day", "en") == "Sat, Mar 14"
    assert f.fmt(now, "day", "zh-CN") == "3月14日 周六"
    assert f.fmt(now, "long_day", "zh-CN") == "3月14日 星期六"
    assert f.fmt(now, "date", "zh-CN") == "2026年3月14日"
    assert f.time(now + 10 * 3_600_000, "en", use_24h=True) == "19:00"
    assert f.time(now + 10 * 3_600_000, "en", use_24h=False) == "7:00 PM"
    assert f.time(now + 10 * 3_600_000, "zh-CN", use_24h=False) == "下午7:00"
    assert f.when(now - 3 * DAY, now, "zh-CN") == "周三"
    assert f.when(now - 30 * DAY, now, "zh-CN") == "2月12日"
    assert f.when(now - 400 * DAY, now, "zh-CN") == "2025/2/7"
    assert f.when(now - 400 * DAY, now, "en") == "2025-02-07"
    assert f.iso_date("1990-03-04", "zh-CN") == "1990年3月4日" and f.iso_date("x", "en") is None


def test_numbers_and_money() -> None:
    assert f.number(1234.5, "zh-CN") == "1,234.5"
    assert f.money(1234.5, "zh-CN") == "¥1,234.50"
    assert f.money(1234.5, "en") == "$1,234.50"
    assert f.money(12, "zh-CN", "USD") == "US$12.00"


def test_en_formats_match_the_old_strftime_ones() -> None:
    for days in range(0, 800, 37):
        t = datetime(2026, 3, 14, 9, tzinfo=UTC).timestamp() * 1000 - days * DAY
        d = f.to_datetime(int(t))
        assert f.fmt(int(t), "date", "en") == f"{d.strftime('%b')} {d.day}, {d.year}"
        assert f.fmt(int(t), "long_day", "en") == d.strftime("%A, %B %-d")


def test_a_deferred_message_argument_is_translated_too() -> None:
    from mgym.apps import get_app
    from mgym.apps.settings.common import t
    from mgym.render.env import environment

    tpl = environment().from_string("{{ _(m) }}")
    m = t("After {period} of inactivity", period=t("5 minutes"))
    assert tpl.render(m=m, _locale="en", app=get_app("settings")) == "After 5 minutes of inactivity"
    zh = tpl.render(m=m, _locale="zh-CN", app=get_app("settings"))
    assert "5 分钟" in zh and "minutes" not in zh
