"""Shared samplers, judges and oracle helpers of the Meet tasks."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check
from mgym import actions as A
from mgym.apps.meeting import model, world

APP = "meeting"
P = "apps.meeting"
#: the virtual clock at boot: Saturday 2026-03-14 09:00
TODAY = date(2026, 3, 14)
START_MS = 1773478800000
TOPICS = ("Quarterly planning", "Design sync", "Budget review", "Hiring debrief", "Sprint retro", "Vendor call",
          "Onboarding chat", "Launch rehearsal", "Book club", "Alumni meetup", "Board prep", "Coffee chat")
TOPICS_ZH = ("季度规划会", "设计对齐会", "预算评审", "招聘复盘", "迭代回顾", "供应商沟通", "新人见面会", "发布会彩排",
             "读书分享", "校友聚会", "董事会准备", "咖啡闲聊")
CHAT = ("Hi everyone, I can hear you fine", "Sorry, I'm a few minutes late", "Can you share the slides?",
        "Thanks, that was helpful", "I'll send the notes later", "Could you repeat the last point?")
CHAT_ZH = ("大家好，我能听清楚", "抱歉，我晚到了几分钟", "可以共享一下幻灯片吗？", "谢谢，很有帮助", "我稍后把纪要发出来",
           "能再说一遍最后一点吗？")
NAMES = ("Jordan Lee", "Sam Rivera", "Taylor Kim", "Casey Park", "Morgan Diaz", "Riley Chen")
NAMES_ZH = ("李娜", "王磊", "陈静", "刘洋", "赵敏", "孙浩")


def zh(state: dict[str, Any]) -> bool:
    return str(state["os"]["device"]["region"]) == "zh-CN"


def pool(state: dict[str, Any], en: tuple[str, ...], cn: tuple[str, ...]) -> tuple[str, ...]:
    return cn if zh(state) else en


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def ov(state: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = state["apps"]["meeting"]
    return out


def meetings(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = ov(state)["meetings"]
    return rows


def new_meetings(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {m["id"] for m in meetings(init)}
    return [m for m in meetings(final) if m["id"] not in old]


def new_calls(init: dict[str, Any], final: dict[str, Any], mid: str | None = None) -> list[dict[str, Any]]:
    old = {c["id"] for c in ov(init)["history"]}
    return [c for c in ov(final)["history"] if c["id"] not in old and (mid is None or c["meeting_id"] == mid)]


def call_path(mid: str) -> str:
    """Allowed change: one new call record of meeting ``mid``."""
    return f"{P}.history[+1 meeting_id={mid}]"


def contacts(state: dict[str, Any]) -> list[dict[str, Any]]:
    """People in the address book (not businesses or family labels)."""
    return [c for c in state["os"]["providers"]["contacts"] if " " in c["name"] or (zh(state) and len(c["name"]) >= 2
                                                                                 and c["id"] > 4)]


def joinable(state: dict[str, Any], *, password: bool | None = None, waiting: bool | None = None) -> list[dict[str, Any]]:
    """Other people's meetings in progress, filtered by having a password / a waiting room."""
    out = []
    for m in world.others(region(state)):
        if model.iso_ms(m["start"]) > START_MS:
            continue
        if password is not None and bool(m["password"]) != password:
            continue
        if waiting is not None and (m["admit"] >= 0) != waiting:
            continue
        out.append(m)
    return out


def meeting_row(mid: str, topic: str, day: date, hhmm: str, minutes: int, **kw: Any) -> dict[str, Any]:
    row = {"id": mid, "topic": topic, "start": f"{day.isoformat()}T{hhmm}", "duration": minutes, "time_zone": "",
           "repeat": {"freq": "none", "until": None, "count": None}, "password": "", "waiting_room": False,
           "mute_on_entry": False, "invitees": []}
    row.update(kw)
    return row


def sample_id(rng: Random) -> str:
    return str(rng.randint(100_000_000, 999_999_999))


def check(name: str, expected: Any, actual: Any) -> Check:
    return Check(name, expected == actual, expected, actual)


# ---- oracle steps -----------------------------------------------------------------------------------
def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def hide_keyboard(obs: Any) -> ui.Steps:
    if obs.keyboard:
        obs = yield A.Back()
    return obs


def join(obs: Any, mid: str, password: str = "", admit: int = -1, name: str | None = None) -> ui.Steps:
    """From Meet's home: Join, the id (and a name), the password dialog, the waiting room."""
    obs = yield from ui.tap(obs, trigger="home.join")
    obs = yield from ui.type_into(obs, "Meeting ID", mid)
    if name is not None:
        obs = yield from ui.type_into(obs, "Your name", name)
    obs = yield from hide_keyboard(obs)
    obs = yield from ui.tap(obs, trigger="join.go")
    if password:
        obs = yield from ui.type_into(obs, "Meeting password", password)
        obs = yield from ui.tap(obs, trigger="password.ok")
    if admit >= 0:
        obs = yield A.Wait(seconds=admit + 2)
        obs = yield from ui.tap(obs, trigger="waiting.enter")
    return obs


def open_meeting(obs: Any, mid: str) -> ui.Steps:
    return (yield from ui.tap(obs, trigger="meeting.open", meeting_id=mid))


def step_to(obs: Any, what: str, n: int, by: int = 1) -> ui.Steps:
    """Tap a schedule stepper ``n`` times (negative: back), each moving it ``by``."""
    for _ in range(abs(n)):
        obs = yield from ui.tap(obs, trigger="schedule.step", what=what, by=by if n > 0 else -by)
    return obs


def step_until(obs: Any, days: int) -> ui.Steps:
    """Move the last date ``days`` days: whole weeks first."""
    weeks, rest = divmod(abs(days), 7)
    sign = 1 if days >= 0 else -1
    obs = yield from step_to(obs, "until", sign * weeks, 7)
    return (yield from step_to(obs, "until", sign * rest))


def set_start(obs: Any, day: date, hhmm: str, default_hour: int = 10) -> ui.Steps:
    """The schedule form's date and time, from its defaults (today, the next full hour)."""
    obs = yield from step_to(obs, "date", (day - TODAY).days)
    h, m = (int(x) for x in hhmm.split(":"))
    obs = yield from step_to(obs, "hour", h - default_hour)
    return (yield from step_to(obs, "minute", m // 15))


def days_after(d: date, n: int) -> date:
    return d + timedelta(days=n)
