"""Hard-by-construction Calendar templates across apps (declared hardness factors, L4).

``SkipWhileAway``: the person behind a weekly repeating event (a cleaner, a dog walker, a trainer) texts
that they will be away from a weekday of next week "for two weeks"; a day later they text that they are
back a week earlier. The occurrences that fall in the corrected absence are deleted one by one (the rest
of the series stays); another weekly event on the same weekdays is left alone. Reading only the first
text deletes twice as many sessions."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP, EVENTS, TODAY, event, events, next_id, open_day
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, with_messages
from bench.tasks.namesakes import RELATIONS
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.calendar import rules
from mgym.apps.calendar.state import DAYS

HOUR_MS = 3_600_000
DAY_MS = 24 * HOUR_MS
HORIZON = TODAY + timedelta(days=120)
ACTIVITIES = ("House cleaning", "Dog walking", "Personal training", "Piano lesson", "Physio session")
ACTIVITIES_ZH = ("家政保洁", "遛狗", "私教课", "钢琴课", "康复理疗")
#: the Monday of next week (TODAY is Saturday 2026-03-14; the texts were sent on Thursday and Friday)
NEXT_MONDAY = date(2026, 3, 16)
SENT = (date(2026, 3, 12), date(2026, 3, 13), date(2026, 3, 13))


def _occ(e: dict[str, Any], lo: date = TODAY, hi: date = HORIZON) -> list[date]:
    return rules.occurrences(e["start_date"], e["repeat"], lo, hi)


def _ms(d: date, hour: int) -> int:
    return START_MS + ((d - TODAY).days * 24 + hour - 9) * HOUR_MS


class SkipWhileAway(TaskTemplate):
    id = "calendar.SkipWhileAway"
    apps = ("calendar", "messages")
    objective = "hybrid"
    hardness = ("temporal", "trap", "steps")
    tags = ("extract", "reasoning", "delete")
    budget = 60
    goal_params = ("eid", "skip")
    instructions = ("{name} texted me about being away. Delete from my Calendar just the \"{title}\" sessions that "
                    "fall while they're gone, and keep the rest of the weekly series.",
                    "Check {name}'s texts about their time off, then remove each \"{title}\" occurrence in my "
                    "Calendar that they'll miss. Only those days: the weekly event itself stays.",
                    "{name} won't be around for a while, they told me by text. Work out which of the coming "
                    "\"{title}\" sessions that affects and delete only those occurrences from my Calendar.")
    instructions_zh = ("{name}发短信说要离开一阵子。请在日历里只删除对方不在期间的“{title}”，每周的其余日程保留。",
                       "看看{name}发来的关于请假的短信，然后把日历里对方会错过的每一次“{title}”删掉。只删那几天，"
                       "每周重复的日程本身保留。",
                       "{name}发短信告诉我要离开一段时间。算一算接下来哪几次“{title}”受影响，只把那几次从日历里删除。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, c = rng.choice([(t, c) for t, c in named_threads(state)
                           if c["name"] not in RELATIONS and names.count(c["name"]) == 1])
        k = rng.randrange(len(ACTIVITIES))
        activity = (ACTIVITIES_ZH if zh else ACTIVITIES)[k]
        title = f"{activity}（{c['name']}）" if zh else f"{activity} with {c['name']}"
        days = sorted(rng.sample(DAYS[:6], 3), key=DAYS.index)
        away = NEXT_MONDAY + timedelta(days=rng.randrange(0, 5))  # a weekday of next week
        hour = rng.choice((8, 9, 10, 17, 18))
        first = TODAY - timedelta(days=rng.randint(20, 60))
        eid = next_id(state)
        ev = event(eid, title, first, f"{hour:02d}:00", f"{hour + 1:02d}:00",
                   repeat={"freq": "weekly", "days": days, "until": None, "count": None, "exdates": []})
        ev["start_date"] = ev["end_date"] = _occ(ev, first, first + timedelta(days=7))[0].isoformat()
        back = away + timedelta(days=7)
        skip = [d.isoformat() for d in _occ(ev, away, back - timedelta(days=1))]
        naive = [d.isoformat() for d in _occ(ev, away, away + timedelta(days=13))]
        # another weekly event on one of the same weekdays (not to be touched)
        other = event(eid + 1, rng.choice(("Team meeting", "Book club", "Run club") if not zh else ("例会", "读书会", "跑团")),
                      first, f"{(hour + 3) % 24:02d}:00", f"{(hour + 4) % 24:02d}:00",
                      repeat={"freq": "weekly", "days": [rng.choice(days)], "until": None, "count": None, "exdates": []})
        other["start_date"] = other["end_date"] = _occ(other, first, first + timedelta(days=7))[0].isoformat()
        wd = (WEEKDAYS_ZH if zh else WEEKDAYS)[away.weekday()]
        if zh:
            bodies = (f"跟你说一下：我下{wd}开始回老家，要走两个星期，这期间的{activity}都来不了，抱歉！",
                      f"好消息，家里的事提前办完了，我会早一个星期回来，所以只有下{wd}起的那一周来不了，之后照常。",
                      "谢谢理解！")
        else:
            bodies = (f"Heads up: I'm going home to see family from {wd} next week for two weeks, so I'll miss our "
                      f"{activity.lower()} sessions while I'm away. Sorry!",
                      f"Good news, things got sorted faster, so I'll be back a week earlier than I said. Only the week "
                      f"from {wd} next week is off, then everything as usual.", "Thanks for understanding!")
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": _ms(d, 10 + 4 * i + rng.randint(0, 3)), "incoming": True, "read": False,
                 "files": []} for i, (b, d) in enumerate(zip(bodies, SENT, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "title": title, "eid": eid, "skip": skip, "naive": naive,
                "events": [ev, other], "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["events"]]}},
                "os": {"providers": {f"sms[id={p['thread_id']}]": {
                    "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = next((e for e in events(final) if e["id"] == p["eid"]), None)
        got = [d.isoformat() for d in _occ(e)] if e else []
        want = [d.isoformat() for d in _occ(p["events"][0]) if d.isoformat() not in p["skip"]]
        return [Check("the missed sessions deleted", e is not None and not set(p["skip"]) & set(got), p["skip"],
                      sorted(set(p["skip"]) & set(got))),
                Check("the rest of the series kept", got == want, len(want), len(got))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{EVENTS}[id={p['eid']}].repeat.exdates[+{len(p['skip'])}]",
                f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the person": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the event": sum(1 for e in events(init) if e["title"] == p["title"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(APP)
        for day in p["skip"]:
            while obs.screen != "month":
                obs = yield from ui.back()
            obs = yield from open_day(obs, day)
            obs = yield from ui.tap(obs, trigger="event.open", event_id=p["eid"], day=day)
            obs = yield from ui.tap(obs, trigger="detail.delete")
            obs = yield from ui.tap(obs, trigger="delete.scope", scope="this")
            obs = yield from ui.tap(obs, trigger="delete.confirm")
