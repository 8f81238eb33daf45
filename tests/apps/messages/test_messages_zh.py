"""Messages on a Chinese phone: translated screens and toasts, dates per locale, contacts by pinyin."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps import get_app
from mgym.apps.messages import views
from mgym.apps.messages.threads import index_letter
from mgym.i18n.names import latin_key
from mgym.os.tasks import new_entry
from tests.conftest import click, long_press, obs_of, type_into

APP = get_app("messages")


@pytest.fixture
def zh() -> Session:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "messages"}, screenshot=False)
    return s


def new_context(s: Session, to: str) -> dict[str, Any]:
    entry = new_entry("messages", "new", None)
    entry["fields"]["to"] = to
    return dict(APP.views["new"](s.sys.ctx(APP, entry)).context)


def test_inbox_and_thread_in_chinese(zh: Session) -> None:
    obs = obs_of(zh)
    assert obs.find("信息") and obs.find("发起聊天")
    rows = [e for e in obs.ui if e.trigger == "thread.open"]
    assert rows and not any("You:" in e.text for e in rows)
    obs = click(zh, "妈妈", role="list_item")
    assert obs.screen == "thread" and obs.find("短信", role="input")
    days = [e.text for e in obs.ui if e.role == "text" and " · " in e.text]
    assert days and all("日" in d or d.startswith(("今天", "昨天", "星期")) for d in days), days
    type_into(zh, "短信", "好的")
    obs = click(zh, trigger="compose.send")
    zh.step({"action": "back"}, screenshot=False)
    obs = zh.step({"action": "back"}, screenshot=False)
    assert any("我：好的" in e.text for e in obs.ui if e.trigger == "thread.open")


def test_toasts_and_menus_translate(zh: Session) -> None:
    obs = long_press(zh, "爸爸", role="list_item")
    assert obs.find("置顶") and obs.find("归档")
    obs = click(zh, "置顶")
    toast = zh.sys.v["toast"]
    assert (toast["msgid"], toast["domain"]) == ("Conversation pinned", "messages")
    assert obs.find("已置顶对话")


def test_recipients_by_pinyin_sorted_and_indexed(zh: Session) -> None:
    everyone = [c for g in new_context(zh, "")["groups"] for c in g["contacts"]]
    keys = [latin_key(c["name"]) for c in everyone]
    assert keys == sorted(keys)
    letters = [g["letter"] for g in new_context(zh, "")["groups"]]
    assert all(len(x) == 1 and ("A" <= x <= "Z" or x == "#") for x in letters)
    some = everyone[5]["name"]
    for query in (some, latin_key(some).replace(" ", ""), "".join(p[0] for p in latin_key(some).split())):
        found = [c["name"] for g in new_context(zh, query)["groups"] for c in g["contacts"]]
        assert some in found, query
    assert index_letter("张伟") == "Z" and index_letter("Sophia") == "S" and index_letter("+1 650") == "#"


def test_day_labels_are_formatted_by_the_template() -> None:
    day, base = 86_400_000, 1773446400000  # 2026-03-14 00:00 UTC, a Saturday
    msgs = [{"id": i, "body": "x", "time": t, "incoming": True, "read": True}
            for i, t in enumerate((base - 400 * day, base - 10 * day, base - 3 * day, base), start=1)]
    days = views.message_days(msgs, base + 3_600_000)
    assert [(d["rel"], d["weekday"], d["year"]) for d in days] == [
        ("", False, True), ("", False, False), ("", True, False), ("Today", False, False)]
    assert all(d["ms"] == m["time"] for d, m in zip(days, msgs, strict=True))
