"""Generate the Calendar app's world data: public holidays and make-up working days for 2026 and
2027 per region, and the events of a lived-in phone per region.

    .venv/bin/python scripts/gen_calendar_data.py   # rewrites mgym/apps/calendar/data/world.json

Deterministic: one seeded RNG per region, sorted keys, a fixed layout (a test checks the bytes).

* ``en``: US federal holidays by their statutory rules (fixed dates and nth weekdays), plus the
  weekday a holiday falling on a weekend is observed on (Friday before / Monday after).
* ``zh-CN``: Chinese statutory holidays with their 调休 make-up working days. 2026 is the State
  Council's published schedule; 2027 follows the same rules (Spring Festival from New Year's Eve,
  bridged golden weeks) since the generator has no official 2027 notice to copy.

Events start at hours that suit them (``EVENT_HOURS``: lunch at lunchtime), and one person's one-off
events never overlap (``_settle``).
"""

from __future__ import annotations

import json
import random
from datetime import date, timedelta
from pathlib import Path
from typing import Any

SEEDS = {"en": 20260314, "zh-CN": 20260315}
OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "calendar" / "data" / "world.json"
YEARS = (2026, 2027)


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The ``n``-th ``weekday`` (0 = Monday) of a month; ``n = -1`` is the last."""
    if n > 0:
        d = date(year, month, 1)
        d += timedelta(days=(weekday - d.weekday()) % 7)
        return d + timedelta(weeks=n - 1)
    d = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
    return d - timedelta(days=(d.weekday() - weekday) % 7)


def us_holidays() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for y in YEARS:
        days = [(date(y, 1, 1), "New Year's Day"), (nth_weekday(y, 1, 0, 3), "Martin Luther King Jr. Day"),
                (nth_weekday(y, 2, 0, 3), "Washington's Birthday"), (nth_weekday(y, 5, 0, -1), "Memorial Day"),
                (date(y, 6, 19), "Juneteenth"), (date(y, 7, 4), "Independence Day"),
                (nth_weekday(y, 9, 0, 1), "Labor Day"), (nth_weekday(y, 10, 0, 2), "Columbus Day"),
                (date(y, 11, 11), "Veterans Day"), (nth_weekday(y, 11, 3, 4), "Thanksgiving Day"),
                (date(y, 12, 25), "Christmas Day")]
        for d, name in days:
            out.append({"date": d.isoformat(), "name": name, "kind": "holiday"})
            if d.weekday() in (5, 6):
                obs = d - timedelta(days=1) if d.weekday() == 5 else d + timedelta(days=1)
                out.append({"date": obs.isoformat(), "name": f"{name} (observed)", "kind": "off"})
    # New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027
    out.append({"date": "2027-12-31", "name": "New Year's Day (observed)", "kind": "off"})
    return sorted(out, key=lambda h: (h["date"], h["name"]))


#: (holiday, first day off, last day off, make-up working days)
CN: list[tuple[str, str, str, tuple[str, ...]]] = [
    ("元旦", "2026-01-01", "2026-01-03", ("2026-01-04",)),
    ("春节", "2026-02-15", "2026-02-23", ("2026-02-14", "2026-02-28")),
    ("清明节", "2026-04-04", "2026-04-06", ()),
    ("劳动节", "2026-05-01", "2026-05-05", ("2026-05-09",)),
    ("端午节", "2026-06-19", "2026-06-21", ()),
    ("中秋节", "2026-09-25", "2026-09-27", ()),
    ("国庆节", "2026-10-01", "2026-10-07", ("2026-09-20", "2026-10-10")),
    ("元旦", "2027-01-01", "2027-01-03", ()),
    ("春节", "2027-02-05", "2027-02-13", ("2027-02-14", "2027-02-20")),
    ("清明节", "2027-04-03", "2027-04-05", ()),
    ("劳动节", "2027-05-01", "2027-05-05", ("2027-04-25", "2027-05-08")),
    ("端午节", "2027-06-09", "2027-06-11", ("2027-06-12",)),
    ("中秋节", "2027-09-15", "2027-09-17", ("2027-09-18",)),
    ("国庆节", "2027-10-01", "2027-10-07", ("2027-09-26", "2027-10-09")),
]


def cn_holidays() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for name, first, last, work in CN:
        d, end = date.fromisoformat(first), date.fromisoformat(last)
        while d <= end:
            out.append({"date": d.isoformat(), "name": name, "kind": "holiday" if d == date.fromisoformat(first)
                        else "off"})
            d += timedelta(days=1)
        out.extend({"date": w, "name": f"{name}调休", "kind": "work"} for w in work)
    return sorted(out, key=lambda h: (h["date"], h["name"]))


#: (title, location, notes) per region, the same shapes in each language
EVENTS = {
    "en": [("Team meeting", "Room 4B", "Quarterly goals"), ("Dentist", "Bright Smile Dental", ""),
           ("Lunch with Sam", "Olive Garden", ""), ("Yoga class", "Studio 9", "Bring a mat"),
           ("Project review", "Zoom", "Slides due the day before"), ("Haircut", "Main St Barbers", ""),
           ("Book club", "City Library", "Chapter 5-8"), ("Car service", "Quick Lube", "Oil change"),
           ("Piano lesson", "Music School", ""), ("Pay rent", "", ""), ("Mom's birthday", "", "Call her"),
           ("Flight to Denver", "SFO Terminal 2", "UA 512")],
    "zh-CN": [("团队周会", "4B会议室", "季度目标"), ("看牙医", "微笑口腔诊所", ""), ("和小王吃午饭", "外婆家", ""),
              ("瑜伽课", "九号工作室", "带瑜伽垫"), ("项目评审", "腾讯会议", "前一天交幻灯片"),
              ("理发", "东街理发店", ""), ("读书会", "市图书馆", "第5-8章"), ("汽车保养", "4S店", "换机油"),
              ("钢琴课", "音乐学校", ""), ("交房租", "", ""), ("妈妈生日", "", "打电话"),
              ("飞往成都", "首都机场T3", "CA 4102")],
}

#: per event (``EVENTS``' order, the same kind of event in every region): the hours it may start at, so
#: lunch is at lunchtime and a book club in the afternoon or evening (the repeating ones have fixed times)
EVENT_HOURS: tuple[tuple[int, ...], ...] = (
    (10,),  # team meeting (weekly, Monday 10:00)
    (8, 9, 10, 11, 14, 15, 16),  # dentist
    (11, 12, 13),  # lunch
    (19,),  # yoga class (twice a week, 19:00)
    (9, 10, 11, 13, 14, 15, 16),  # project review
    (9, 10, 11, 13, 14, 15, 16, 17, 18),  # haircut
    (14, 15, 18, 19),  # book club
    (8, 9, 10, 11, 13, 14, 15, 16),  # car service
    (9, 10, 11, 14, 15, 16, 17, 18),  # piano lesson
    (),  # rent (all day)
    (),  # birthday (all day)
    (7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19),  # flight
)


def events(region: str) -> list[dict[str, Any]]:
    """The events of a lived-in phone: one-off ones around the boot date (2026-03-14) and a few
    repeating ones (weekly meeting and yoga, monthly rent, a yearly birthday)."""
    rng = random.Random(SEEDS[region])
    rows = EVENTS[region]
    base = date(2026, 3, 14)
    out: list[dict[str, Any]] = []
    for i, (title, loc, notes) in enumerate(rows, 1):
        ev: dict[str, Any] = {"id": i, "title": title, "location": loc, "notes": notes, "all_day": False,
                              "repeat": {"freq": "none", "days": [], "until": None, "count": None}, "reminder": 15}
        day = base + timedelta(days=rng.randint(-6, 20))
        hour = rng.choice([8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19])
        hours = EVENT_HOURS[i - 1] or (hour,)
        hour = hour if hour in hours else hours[hour % len(hours)]
        minutes = rng.choice([0, 0, 15, 30, 45])
        length = rng.choice([30, 60, 60, 90])
        if i == 1:  # weekly meeting on Mondays
            day, hour, minutes = date(2026, 1, 5), 10, 0
            ev["repeat"] = {"freq": "weekly", "days": ["mon"], "until": None, "count": None}
        elif i == 4:  # yoga twice a week, ten times
            day, hour, minutes = date(2026, 3, 3), 19, 0
            ev["repeat"] = {"freq": "weekly", "days": ["tue", "thu"], "until": None, "count": 10}
        elif i == 10:  # rent on the 1st
            day = date(2026, 1, 1)
            ev.update(all_day=True, reminder=-1)
            ev["repeat"] = {"freq": "monthly", "days": [], "until": None, "count": None}
        elif i == 11:
            day = date(2025, 4, 2)
            ev.update(all_day=True, reminder=-1)
            ev["repeat"] = {"freq": "yearly", "days": [], "until": None, "count": None}
        start = hour * 60 + minutes
        end = start + length
        ev.update(start_date=day.isoformat(), end_date=day.isoformat(),
                  start_time="00:00" if ev["all_day"] else f"{start // 60:02d}:{start % 60:02d}",
                  end_time="00:00" if ev["all_day"] else f"{end // 60:02d}:{end % 60:02d}")
        out.append(ev)
    _settle(out)
    return out


#: events held on weekdays only (``EVENTS``' order, 1-based ids): the project review
WEEKDAYS_ONLY = {5}
_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def _span(ev: dict[str, Any], d: date) -> tuple[int, int] | None:
    """The minutes a timed event takes on day ``d`` (one-off or weekly), or None."""
    if ev["all_day"]:
        return None
    first = date.fromisoformat(ev["start_date"])
    r = ev["repeat"]
    if r["freq"] == "none":
        hit = d == first
    elif r["freq"] == "weekly":
        hit = d >= first and _DAYS[d.weekday()] in r["days"]
        if hit and r["count"] is not None:
            n = sum(1 for k in range((d - first).days + 1)
                    if _DAYS[(first + timedelta(days=k)).weekday()] in r["days"])
            hit = n <= r["count"]
    else:
        hit = False
    if not hit:
        return None
    h0, m0 = map(int, ev["start_time"].split(":"))
    h1, m1 = map(int, ev["end_time"].split(":"))
    return h0 * 60 + m0, h1 * 60 + m1


def _settle(events: list[dict[str, Any]]) -> None:
    """Move each one-off timed event a day on (no RNG) until it is on a day it can be held (a project
    review on a weekday) and overlaps no event before it nor any repeating one: a phone's owner is not at
    the dentist during a flight."""
    for i, ev in enumerate(events):
        if ev["all_day"] or ev["repeat"]["freq"] != "none":
            continue
        others = [o for j, o in enumerate(events) if j < i or o["repeat"]["freq"] != "none"]
        mine = _span(ev, date.fromisoformat(ev["start_date"]))
        assert mine is not None
        d = date.fromisoformat(ev["start_date"])
        while (ev["id"] in WEEKDAYS_ONLY and d.weekday() >= 5) or any(
                (sp := _span(o, d)) and sp[0] < mine[1] and mine[0] < sp[1] for o in others if o is not ev):
            d += timedelta(days=1)
        ev["start_date"] = ev["end_date"] = d.isoformat()


def build() -> bytes:
    data = {"holidays": {"en": us_holidays(), "zh-CN": cn_holidays()},
            "events": {r: events(r) for r in ("en", "zh-CN")}}
    return (json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode("utf-8")


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(build())


if __name__ == "__main__":
    main()
