"""Hard-by-construction Browser templates (declared hardness factors, L4): the latest Airport Line train that
gets me to my flight's terminal in time, from the timetable PDF a news article links (downloaded and read in
Files: a weekday and a weekend page, explicit runs then "every 30 minutes" / "every hour") and the flight
in my Calendar (its day decides the page, its terminal the last stop)."""

from __future__ import annotations

import re
from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution
from bench.tasks.browser.downloads import _items, _site, _title, download, download_check, open_in_files
from bench.tasks.calendar.common import event, events, open_event
from bench.tasks.clocktime import hhmm as _hhmm
from mgym import actions as A
from mgym.apps.browser.world import downloads

#: the clock at boot: Saturday 2026-03-14
TODAY = date(2026, 3, 14)
CITIES = ("Denver", "Chicago", "Seattle", "Boston", "Austin", "Atlanta")
CITIES_ZH = ("成都", "广州", "西安", "杭州", "昆明", "厦门")
#: after the explicit runs: a train every 30 minutes on weekdays, every hour at weekends; the last at 23:30
EVERY = {2: 30, 3: 60}
LAST = 23 * 60 + 30


def _min(t: str) -> int:
    h, m = t.split(":")
    return int(h) * 60 + int(m)



def _runs(d: dict[str, Any], page: int) -> tuple[list[str], list[list[int]]]:
    """The stops and every run (minutes of the day at each stop) of a timetable page, the runs after the
    printed ones included."""
    lines = d["pages"][page - 1].split("\n")
    stops = next(re.split(r", |、", ln.split(": ", 1)[-1].split("：", 1)[-1]) for ln in lines
                 if ln.startswith(("Stops:", "站点：")))
    runs = [[_min(t) for t in ts] for ln in lines if len(ts := re.findall(r"\d\d:\d\d", ln)) == len(stops)]
    gaps = [b - runs[-1][0] for b in runs[-1]]
    t = runs[-1][0] + EVERY[page]
    while t <= LAST:
        runs.append([t + g for g in gaps])
        t += EVERY[page]
    return stops, runs


def _latest(d: dict[str, Any], page: int, stop: int, by: int) -> list[int] | None:
    ok = [r for r in _runs(d, page)[1] if r[stop] <= by]
    return ok[-1] if ok else None


class AirportTrainForFlight(AnswerTask):
    id = "browser.AirportTrainForFlight"
    apps = ("browser", "files", "calendar", "answersheet")
    objective = "hybrid"
    hardness = ("apps3", "temporal", "arithmetic", "trap", "steps")
    tags = ("extract", "reasoning", "handoff")
    budget = 60
    instructions = ('My flight to {city} is in my Calendar. I\'ll take the Airport Line from {first} and want to be at '
                    "my terminal at least {lead} minutes before the flight leaves. Download the \"{label}\" from the "
                    '{site} article "{title}", read it in Files, and tell me on the AnswerSheet the latest train I can '
                    "take: when it leaves {first} and when it gets to my terminal.",
                    'Work out which Airport Line train I should catch for my flight to {city} (see my Calendar for the '
                    "day, time and terminal): the last one from {first} that still gets me to the terminal {lead} "
                    'minutes or more before departure. The timetable is the "{label}" on {site}\'s "{title}" page: '
                    "save it and open it in Files. Answer with its departure and arrival times on the AnswerSheet.",
                    "I need to be at the airport terminal {lead} minutes before my flight to {city} (it's in Calendar). "
                    'Using the Airport Line timetable PDF linked from the {site} article "{title}" (download it and '
                    "look at it in Files), find the latest train from {first} that makes it, and put its departure "
                    "time and its arrival time at my terminal on the AnswerSheet.")
    instructions_zh = ("我去{city}的航班在日历里。我打算从{first}坐机场快线，想在航班起飞前至少{lead}分钟到达我的航站楼。请下载{site}文章"
                       "“{title}”里的“{label}”，在“文件”中查看，然后在答题卡上告诉我最晚能坐的那班车：它几点从{first}发车、"
                       "几点到我的航站楼。",
                       "帮我算一下去{city}的航班该坐哪班机场快线（日期、时间和航站楼见日历）：从{first}出发、仍能在起飞前{lead}分钟或更早"
                       "到达航站楼的最后一班。时刻表是{site}“{title}”页面上的“{label}”，请保存后在“文件”里打开。"
                       "在答题卡上填写这班车的发车和到达时间。",
                       "我得在去{city}的航班起飞前{lead}分钟到航站楼（航班在日历里）。请用{site}文章“{title}”里链接的机场快线时刻表"
                       "PDF（下载后在“文件”里看），找出从{first}出发、赶得上的最晚一班车，把它的发车时间和到达我那个航站楼的时间"
                       "填到答题卡上。")
    answer_fields = (AnswerField("leave", "Departure", "text", "time", hint="A time, e.g. 07:19", label_zh="发车时间",
                                 hint_zh="一个时间，例如 07:19"),
                     AnswerField("arrive", "Arrival", "text", "time", hint="A time, e.g. 07:19", label_zh="到达时间",
                                 hint_zh="一个时间，例如 07:19"))
    goal_params = ("leave", "arrive")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = next(d for d in _items(state, "pdf") if "timetable" in d["name"])
        cn = state["os"]["device"]["region"] == "zh-CN"
        stops = _runs(d, 2)[0]
        weekend = rng.random() < 0.5
        days = [TODAY + timedelta(days=k) for k in range(2, 16)]
        while True:
            day = rng.choice([x for x in days if (x.weekday() >= 5) == weekend])
            page = 3 if weekend else 2
            stop = rng.choice((4, 5))  # Terminal 1 or Terminal 2
            lead = rng.choice((60, 75, 90, 105, 120))
            flight = rng.randrange(10 * 12, 21 * 12) * 5
            right = _latest(d, page, stop, flight - lead)
            # a trap in every instance: the other day type's page, or the other terminal, gives another train
            other_page = _latest(d, 5 - page, stop, flight - lead)
            other_stop = _latest(d, page, 9 - stop, flight - lead)
            if right is not None and (other_page is None or other_page[0] != right[0]
                                      or other_stop is None or other_stop[0] != right[0]):
                break
        city = rng.choice([c for c in (CITIES_ZH if cn else CITIES) if not any(c in e["title"] for e in events(state))])
        no = f"{rng.choice(('UA', 'DL', 'AA')) if not cn else rng.choice(('CA', 'MU', 'CZ'))}{rng.randint(100, 1999)}"
        eid = max((e["id"] for e in events(state)), default=0) + 1
        title = f"航班 {no} 飞往{city}" if cn else f"Flight {no} to {city}"
        return {"url": d["url"], "label": d["label"], "title": _title(state, d), "site": _site(state, d),
                "name": d["name"], "region": state["os"]["device"]["region"], "first": stops[0],
                "city": city, "lead": lead, "eid": eid, "event": title, "day": day.isoformat(),
                "flight": _hhmm(flight), "terminal": stops[stop], "leave": _hhmm(right[0]),
                "arrive": _hhmm(right[stop])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        end = _hhmm(min(_min(p["flight"]) + 150, 23 * 60 + 55))
        ev = event(p["eid"], p["event"], date.fromisoformat(p["day"]), p["flight"], end, p["terminal"])
        return {"apps": {"calendar": {"events": [*events(state), ev]}}}

    def _item(self, p: dict[str, Any]) -> dict[str, Any]:
        return dict(downloads(p["region"])[p["url"]])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the flight": sum(p["city"] in e["title"] for e in events(init))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"leave": p["leave"], "arrive": p["arrive"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [download_check(init, final, self._item(p), p["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["os.files[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["eid"], p["event"])  # the flight: its day, time and terminal
        obs = yield from download(obs, self._item(p))
        obs = yield from open_in_files(obs, p["name"])
        for _ in range(2):  # down to the weekday and weekend pages
            obs = yield A.Drag(x1=500, y1=750, x2=500, y2=200)
        yield from ui.fill_answers(obs, {"leave": p["leave"], "arrive": p["arrive"]})
