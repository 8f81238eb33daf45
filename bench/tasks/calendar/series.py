"""Calendar tasks on one occurrence of a repeating event (delete it, move it, end the series), the
week view (the busiest day) and the date calculator (days between, date after N days)."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution
from bench.tasks.calendar.common import (
    APP,
    EVENTS,
    TODAY,
    CalendarTask,
    event,
    events,
    next_id,
    open_day,
    places,
    sample_slot,
    set_time,
    titles,
)
from bench.tasks.clocktime import hhmm as _hhmm
from mgym.apps.calendar import model, rules
from mgym.apps.calendar.state import DAYS

HORIZON = TODAY + timedelta(days=400)


def _occ(e: dict[str, Any], lo: date = TODAY, hi: date = HORIZON) -> list[date]:
    return rules.occurrences(e["start_date"], e["repeat"], lo, hi)


def _find(state: dict[str, Any], eid: int) -> dict[str, Any] | None:
    return next((e for e in events(state) if e["id"] == eid), None)


class _Weekly(CalendarTask):
    """A weekly event the setup adds (started a few weeks ago, on one or two weekdays); the task is
    about one of its coming occurrences, ``date``."""

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start, end = sample_slot(rng)
        first = TODAY - timedelta(days=rng.randint(7, 40))
        days = sorted(rng.sample(DAYS, rng.choice([1, 1, 2])), key=DAYS.index)
        ev = event(next_id(state), rng.choice(titles(state)), first, start, end, rng.choice(places(state)),
                   repeat={"freq": "weekly", "days": days, "until": None, "count": None})
        ev["start_date"] = ev["end_date"] = _occ(ev, first, first + timedelta(days=7))[0].isoformat()
        pick = rng.choice(_occ(ev, TODAY + timedelta(days=1), TODAY + timedelta(days=35)))
        return {"id": ev["id"], "title": ev["title"], "event": ev, "date": pick.isoformat(), "start": start,
                "end": end}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), p["event"]]}}}

    def _path(self, p: dict[str, Any]) -> str:
        return f"{EVENTS}[id={p['id']}]"

    def open_occurrence(self, p: dict[str, Any]) -> ui.Steps:
        obs = yield from ui.open_app(APP)
        obs = yield from open_day(obs, p["date"])
        return (yield from ui.tap(obs, trigger="event.open", event_id=p["id"], day=p["date"]))


class DeleteOneOccurrence(_Weekly):
    id = "calendar.DeleteOneOccurrence"
    apps = ("calendar",)
    difficulty = "L3"
    tags = ("delete",)
    budget = 30
    instructions = ('Cancel only the {date_text} "{title}": delete that one occurrence and keep the other weeks.',
                    'I\'m skipping "{title}" on {date_text}. Remove just that day\'s one from my calendar.',
                    'Please delete just the {date_text} occurrence of "{title}" from my calendar; the other '
                    "weeks should stay.")
    instructions_zh = ("只取消{date_text}那次的“{title}”，其他周的保留。", "{date_text}的“{title}”我不去了，只删掉那一天的。",
                       "请把日历里{date_text}那一次的“{title}”删掉，其余每周的都留着。")

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = _find(final, p["id"])
        got = [d.isoformat() for d in _occ(e)] if e else []
        want = [d.isoformat() for d in _occ(p["event"]) if d.isoformat() != p["date"]]
        return [Check(f"{p['date']} removed", e is not None and p["date"] not in got, "absent", p["date"] in got),
                Check("the other occurrences kept", got == want, len(want), len(got))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{self._path(p)}.repeat.exdates[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from self.open_occurrence(p)
        obs = yield from ui.tap(obs, trigger="detail.delete")
        obs = yield from ui.tap(obs, trigger="delete.scope", scope="this")
        yield from ui.tap(obs, trigger="delete.confirm")


class EndRepeatAfter(_Weekly):
    id = "calendar.EndRepeatAfter"
    apps = ("calendar",)
    difficulty = "L3"
    tags = ("edit",)
    split = "train"
    budget = 30
    instructions = ('"{title}" ends after {date_text}: keep it up to that day, and remove every later one.',
                    'The weekly "{title}" finishes on {date_text}. Make it stop repeating after that.',
                    'Stop "{title}" from repeating after {date_text}: keep the ones up to and including '
                    "that day and delete all the later ones.")
    instructions_zh = ("“{title}”到{date_text}为止：那天及以前的保留，之后的全部删掉。", "每周的“{title}”{date_text}就结束了，让它之后不再重复。",
                       "请让“{title}”在{date_text}之后不再重复：当天及之前的保留，之后的全部删除。")

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = _find(final, p["id"])
        got = _occ(e) if e else []
        last = date.fromisoformat(p["date"])
        want = [d for d in _occ(p["event"]) if d <= last]
        return [Check(f"nothing after {p['date']}", bool(got) and got[-1] <= last, p["date"],
                      got[-1].isoformat() if got else None),
                Check(f"kept up to {p['date']}", got == want, len(want), len(got))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{self._path(p)}.repeat.until", f"{self._path(p)}.repeat.count"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        nxt = _occ(p["event"], date.fromisoformat(p["date"]) + timedelta(days=1))[0]
        obs = yield from self.open_occurrence({**p, "date": nxt.isoformat()})
        obs = yield from ui.tap(obs, trigger="detail.delete")
        obs = yield from ui.tap(obs, trigger="delete.scope", scope="following")
        yield from ui.tap(obs, trigger="delete.confirm")


class MoveOneOccurrence(_Weekly):
    id = "calendar.MoveOneOccurrence"
    apps = ("calendar",)
    difficulty = "L4"
    tags = ("edit",)
    budget = 45
    instructions = ('Move only the {date_text} "{title}" to start at {to} (same length); the other weeks stay as they are.',
                    'This week\'s exception: "{title}" on {date_text} starts at {to} instead, for the same duration. '
                    "Change just that one.",
                    'On {date_text} only, "{title}" should start at {to} and last as long as usual. Leave '
                    "every other week alone.")
    instructions_zh = ("只把{date_text}那次的“{title}”改成{to}开始（时长不变），其他周不变。",
                       "{date_text}的“{title}”例外改到{to}开始，时长一样，只改这一次。",
                       "请只改{date_text}这一次的“{title}”：改为{to}开始，时长不变，其他周的保持原样。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = super().sample(rng, state)
        h0 = int(p["start"][:2])
        hours = [h for h in range(7, 21) if h != h0 and h * 60 + _len(p) < 24 * 60]
        return {**p, "to": f"{rng.choice(hours):02d}:{rng.choice([0, 30]):02d}"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = _find(final, p["id"])
        got = [d.isoformat() for d in _occ(e)] if e else []
        want = [d.isoformat() for d in _occ(p["event"]) if d.isoformat() != p["date"]]
        old = {x["id"] for x in events(init)}
        new = [x for x in events(final) if x["id"] not in old]
        end = _hhmm(_minutes(p["to"]) + _len(p))
        n = new[0] if len(new) == 1 else None
        moved = n is not None and n["title"] == p["title"] and n["repeat"]["freq"] == "none" and (
            n["start_date"], n["start_time"], n["end_date"], n["end_time"]) == (p["date"], p["to"], p["date"], end)
        return [Check("the series skips that day, keeps the rest", e is not None and got == want, len(want), len(got)),
                Check(f"one {p['title']!r} on {p['date']} {p['to']}-{end}", moved, (p["date"], p["to"], end),
                      None if n is None else (n["start_date"], n["start_time"], n["end_time"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{self._path(p)}.repeat.exdates[+1]", f"{EVENTS}[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from self.open_occurrence(p)
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from set_time(obs, "start", p["to"])
        obs = yield from ui.tap(obs, trigger="edit.scope")
        obs = yield from ui.tap(obs, trigger="savescope.pick", scope="this")
        yield from ui.tap(obs, trigger="savescope.save")


def _minutes(hhmm: str) -> int:
    return int(hhmm[:2]) * 60 + int(hhmm[3:])



def _len(p: dict[str, Any]) -> int:
    return _minutes(p["end"]) - _minutes(p["start"])


def _date_field() -> AnswerField:
    return AnswerField("date", "Date", "text", "date", hint="A date with its year, as YYYY-MM-DD", label_zh="日期",
                       hint_zh="带年份的日期，格式为 YYYY-MM-DD")


class BusiestDayOfWeek(CalendarTask, AnswerTask):
    id = "calendar.BusiestDayOfWeek"
    apps = ("calendar", "answersheet")
    difficulty = "L3"
    tags = ("explore", "reasoning")
    budget = 45
    instructions = ("In the week that starts on Sunday {date_text}, which day has the most events in my calendar? "
                    "Give its date.",
                    "Look at my calendar's week of {date_text} (Sunday to Saturday): on which date am I busiest?",
                    "Which date has the most events in my calendar during the Sunday-to-Saturday week "
                    "beginning {date_text}?")
    instructions_zh = ("从{date_text}（周日）开始的那一周，哪一天的日程最多？写出日期。",
                       "看看日历里{date_text}（周日）到周六这一周：哪天的日程最多？",
                       "我日历里以{date_text}（周日）开头的那一周中，哪一天安排的日程最多？请给出日期。")
    answer_fields = (_date_field(),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start = model.week_start(TODAY) + timedelta(days=7 * rng.randint(1, 6))
        target = start + timedelta(days=rng.randrange(7))
        st = state["apps"]["calendar"]
        counts = {d: len(a) + len(b) for d, a, b in model.week(st, start)}
        extra = max(counts.values()) - counts[target] + rng.randint(1, 2)
        names = list(titles(state))
        rng.shuffle(names)
        nid = next_id(state)
        rows = []
        for i in range(extra):
            s, e = sample_slot(rng)
            rows.append(event(nid + i, names[i % len(names)], target, s, e))
        for i in range(rng.randint(0, 3)):  # a little noise on other days, never a tie
            d = start + timedelta(days=rng.randrange(7))
            if d != target and counts[d] + 1 < counts[target] + extra:
                counts[d] += 1
                s, e = sample_slot(rng)
                rows.append(event(nid + extra + i, names[(extra + i) % len(names)], d, s, e))
        return {"date": start.isoformat(), "target": target.isoformat(), "events": rows}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["events"]]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        days = model.week(init["apps"]["calendar"], date.fromisoformat(p["date"]))
        best = max(days, key=lambda x: len(x[1]) + len(x[2]))
        return {"date": best[0].isoformat()}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, trigger="open.drawer")
        obs = yield from ui.tap(obs, trigger="drawer.week")
        for _ in range(10):
            if obs.find(trigger="week.day", date=p["date"]):
                break
            obs = yield from ui.tap(obs, trigger="week.next")
        heads = obs.find(trigger="week.day")
        count = {h.params["date"]: 0 for h in heads}
        for e in obs.find(trigger="event.open"):
            x = e.center[0]
            col = next(h for h in heads if h.bounds[0] <= x <= h.bounds[2])
            count[col.params["date"]] += 1
        yield from ui.fill_answers(obs, {"date": max(count, key=lambda d: count[d])})


def _calc() -> ui.Steps:
    obs = yield from ui.open_app(APP)
    obs = yield from ui.tap(obs, trigger="open.drawer")
    return (yield from ui.tap(obs, trigger="drawer.calc"))


class DaysBetween(CalendarTask, AnswerTask):
    id = "calendar.DaysBetween"
    apps = ("calendar", "answersheet")
    difficulty = "L2"
    tags = ("reasoning",)
    budget = 30
    DATES = ("date", "to")
    instructions = ("How many days are there from {date_text} to {to_text}? Use the Calendar's date calculator.",
                    "Count the days between {date_text} and {to_text} (the date calculator in Calendar can do it).")
    instructions_zh = ("从{date_text}到{to_text}相隔多少天？用日历的日期计算器算一下。", "算一下{date_text}和{to_text}之间相差几天（日历里有日期计算器）。")
    answer_fields = (AnswerField("days", "Days", "number", "number", hint="A whole number", label_zh="天数",
                                 hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = TODAY + timedelta(days=rng.randint(-400, 400))
        return {"date": a.isoformat(), "to": (a + timedelta(days=rng.randint(20, 900))).isoformat()}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"days": (date.fromisoformat(p["to"]) - date.fromisoformat(p["date"])).days}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _calc()
        obs = yield from ui.type_into(obs, "First day (YYYY-MM-DD)", p["date"])
        obs = yield from ui.type_into(obs, "Last day (YYYY-MM-DD)", p["to"])
        obs = yield from ui.back()
        n = next(m["n"] for e in obs.ui if e.text and (m := ui.parse(obs, "{n} days", e.text)))
        yield from ui.fill_answers(obs, {"days": int(n)})


class DateAfterDays(CalendarTask, AnswerTask):
    id = "calendar.DateAfterDays"
    apps = ("calendar", "answersheet")
    difficulty = "L2"
    tags = ("reasoning",)
    split = "train"
    budget = 30
    instructions = ("What date is {n} days after {date_text}?",
                    "My visa is valid for {n} days from {date_text}. On what date does it run out? (That date, {n} days later.)")
    instructions_zh = ("{date_text}之后{n}天是哪一天？", "签证从{date_text}起有效{n}天，到哪一天为止？（即{n}天之后的那一天）")
    answer_fields = (_date_field(),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"date": (TODAY + timedelta(days=rng.randint(-30, 200))).isoformat(), "n": rng.randint(15, 400)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"date": (date.fromisoformat(p["date"]) + timedelta(days=p["n"])).isoformat()}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _calc()
        obs = yield from ui.type_into(obs, "Date (YYYY-MM-DD)", p["date"])
        obs = yield from ui.type_into(obs, "Number of days", str(p["n"]))
        obs = yield from ui.back()
        shown = [d for e in obs.ui if e.role == "text" and e.text and (d := _read_date(e.text))]
        if not shown:
            raise ui.OracleError("no result shown")
        yield from ui.fill_answers(obs, {"date": shown[-1]})


def _read_date(text: str) -> str | None:
    """A full date as the calculator shows it ("Mon, Jun 22, 2026" / "2026年6月22日 周一") as ISO."""
    m = re.search(r"(\d{4})年(\d{1,2})月(\d{1,2})日", text)
    if m:
        return f"{int(m[1]):04d}-{int(m[2]):02d}-{int(m[3]):02d}"
    try:
        return datetime.strptime(text.split(", ", 1)[1], "%b %d, %Y").date().isoformat()
    except (IndexError, ValueError):
        return None
