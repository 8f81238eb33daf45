"""The Meeting app's world, per region: other people's meetings that can be joined by id (some with a
password, some with a waiting room, some not started yet), and a new phone's scheduled meetings and
history. A handful of hand-written rows, so no generator; times are local wall times on the virtual
clock (the phone boots on Saturday 2026-03-14 09:00)."""

from __future__ import annotations

from typing import Any

#: a joinable meeting: id, topic, host, password ("" none), admit (seconds in the waiting room, -1 none),
#: start (local ISO minute; later than now: not started yet), participants
_Row = tuple[str, str, str, str, int, str, tuple[str, ...]]

_OTHERS: dict[str, tuple[_Row, ...]] = {
    "en": (
        ("845210937", "Product roadmap review", "Sophia Smith", "", -1, "2026-03-14T08:30",
         ("Sophia Smith", "Liam Smith", "Zoe Hall", "Omar Novak")),
        ("512663048", "Parents' association", "Grace Davis", "274816", -1, "2026-03-14T08:45",
         ("Grace Davis", "Evelyn Larsen", "Mia Kowalski")),
        ("690317524", "Open office hours", "Dr. Rivera", "", 20, "2026-03-14T08:00",
         ("Dr. Rivera", "Arjun Sato")),
        ("731904286", "Hiring panel", "Henry Baker", "905133", 30, "2026-03-14T08:50",
         ("Henry Baker", "Chloe Fischer", "Kwame Haddad")),
        ("468025173", "Yoga at lunch", "Ava Baker", "", -1, "2026-03-14T12:00", ("Ava Baker",)),
        ("957346120", "Marketing all-hands", "Olivia Adams", "618204", -1, "2026-03-14T08:55",
         ("Olivia Adams", "Carlos Wright", "Hana Brown", "Tomas Miller", "Ingrid Hill")),
        ("304871659", "Study group", "Elena Martinez", "", 15, "2026-03-14T08:40",
         ("Elena Martinez", "Aiden Khan", "Lucas Fischer")),
        ("823516904", "Neighbourhood watch", "Jonas Davis", "", -1, "2026-03-16T19:00", ("Jonas Davis",)),
    ),
    "zh-CN": (
        ("845210937", "产品路线图评审", "邓敏", "", -1, "2026-03-14T08:30", ("邓敏", "陈强", "马婷婷", "郑洋")),
        ("512663048", "家委会例会", "杨文博", "274816", -1, "2026-03-14T08:45", ("杨文博", "林静", "马欣怡")),
        ("690317524", "开放答疑时间", "李医生", "", 20, "2026-03-14T08:00", ("李医生", "梁天宇")),
        ("731904286", "招聘面试小组", "赵宇航", "905133", 30, "2026-03-14T08:50", ("赵宇航", "林秀英", "许志强")),
        ("468025173", "午间瑜伽", "周秀英", "", -1, "2026-03-14T12:00", ("周秀英",)),
        ("957346120", "市场部全员会", "林强", "618204", -1, "2026-03-14T08:55",
         ("林强", "孙军", "高洋", "杨霞", "谢伟")),
        ("304871659", "学习小组", "罗欣怡", "", 15, "2026-03-14T08:40", ("罗欣怡", "彭晓东", "王思远")),
        ("823516904", "社区安全会", "徐丽华", "", -1, "2026-03-16T19:00", ("徐丽华",)),
    ),
}

_MINE: dict[str, tuple[tuple[str, str, str, int, str, str, bool], ...]] = {
    # id, topic, start, duration, repeat, password, waiting room
    "en": (("102384756", "Weekly team sync", "2026-03-16T10:00", 60, "weekly", "", False),
           ("215904318", "Project kickoff", "2026-03-17T14:00", 45, "none", "482913", True),
           ("330571246", "1:1 with Emma", "2026-03-18T16:30", 30, "none", "", False),
           ("418263905", "Book club", "2026-03-20T19:00", 90, "none", "731508", False)),
    "zh-CN": (("102384756", "团队周会", "2026-03-16T10:00", 60, "weekly", "", False),
              ("215904318", "项目启动会", "2026-03-17T14:00", 45, "none", "482913", True),
              ("330571246", "和王芳的一对一", "2026-03-18T16:30", 30, "none", "", False),
              ("418263905", "读书会", "2026-03-20T19:00", 90, "none", "731508", False)),
}

_PAST: dict[str, tuple[tuple[str, str, str, int, str, tuple[str, ...]], ...]] = {
    # meeting id, topic, start, minutes, host ("" me), participants
    "en": (("102384756", "Weekly team sync", "2026-03-09T10:00", 62, "", ("Liam Smith", "Zoe Hall", "Omar Novak")),
           ("639018275", "Design review", "2026-03-10T10:00", 47, "Sophia Smith", ("Sophia Smith", "Hiro Haddad")),
           ("774120593", "Budget check-in", "2026-03-10T15:30", 35, "", ("Olivia Miller",)),
           ("581630427", "Client call", "2026-03-11T09:30", 52, "Carlos Garcia", ("Carlos Garcia", "Emma Johnson")),
           ("905274318", "Quick meeting", "2026-03-12T17:05", 12, "", ("Yuki Martinez",)),
           ("346702951", "Family catch-up", "2026-03-13T20:00", 41, "Mom", ("Mom", "Dad"))),
    "zh-CN": (("102384756", "团队周会", "2026-03-09T10:00", 62, "", ("陈强", "马婷婷", "郑洋")),
              ("639018275", "设计评审", "2026-03-10T10:00", 47, "邓敏", ("邓敏", "徐一鸣")),
              ("774120593", "预算沟通", "2026-03-10T15:30", 35, "", ("王梓轩",)),
              ("581630427", "客户电话会", "2026-03-11T09:30", 52, "郑文博", ("郑文博", "赵娜")),
              ("905274318", "快速会议", "2026-03-12T17:05", 12, "", ("彭俊杰",)),
              ("346702951", "家庭视频", "2026-03-13T20:00", 41, "妈妈", ("妈妈", "爸爸"))),
}

#: the user's display name in meetings on a new phone
MY_NAME = {"en": "Alex Morgan", "zh-CN": "张伟"}


def _region(region: str) -> str:
    return region if region in _OTHERS else "en"


def others(region: str) -> list[dict[str, Any]]:
    """Other people's meetings that can be joined by id."""
    return [{"id": r[0], "topic": r[1], "host": r[2], "password": r[3], "admit": r[4], "start": r[5],
             "participants": list(r[6])} for r in _OTHERS[_region(region)]]


def other(region: str, mid: str) -> dict[str, Any] | None:
    return next((m for m in others(region) if m["id"] == mid), None)


def start_meetings(region: str) -> list[dict[str, Any]]:
    """The scheduled meetings of a new phone."""
    return [{"id": m[0], "topic": m[1], "start": m[2], "duration": m[3], "repeat": {"freq": m[4]},
             "password": m[5], "waiting_room": m[6]} for m in _MINE[_region(region)]]


def start_history(region: str) -> list[dict[str, Any]]:
    """Past meetings of a new phone, oldest first."""
    from mgym.apps.meeting.model import iso_ms

    out = []
    for i, (mid, topic, start, minutes, host, people) in enumerate(_PAST[_region(region)], 1):
        t0 = iso_ms(start)
        out.append({"id": i, "meeting_id": mid, "topic": topic, "host": host, "start": t0,
                    "end": t0 + minutes * 60_000, "participants": list(people)})
    return out
