"""Hard-by-construction Contacts templates across apps (declared hardness factors, L4): the favourite
contacts' birthdays in the next days, read card by card (the list shows no birthdays), each put in
Calendar unless Calendar already has it (a birthday event that exists, a birthday a day past the window,
one a few days ago, a non-favourite whose birthday is in the window)."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import EVENTS, TODAY, event, events, fill_event, next_id, open_day, set_date
from bench.tasks.contacts.common import APP, rows, unique
from mgym.i18n import normalize_locale

#: how many favourites the phone has (the cards to read)
FAVOURITES = 10
TITLE = {"en": "{name}'s birthday", "zh-CN": "{name}生日"}


def _zh(state: dict[str, Any]) -> bool:
    return str(state["os"]["device"]["region"]) == "zh-CN"


def _mmdd(d: date) -> str:
    return d.isoformat()[5:]


class FavouriteBirthdays(TaskTemplate):
    id = "contacts.FavouriteBirthdays"
    apps = ("contacts", "calendar")
    objective = "hybrid"
    hardness = ("aggregate", "temporal", "trap", "steps")
    tags = ("explore", "create", "reasoning", "handoff")
    budget = 60
    goal_params = ("targets",)
    instructions = ("Go through my favourite contacts and find everyone whose birthday falls within the next {n} "
                    "days (counting from tomorrow). For each of them who doesn't have a birthday event in my Calendar "
                    "yet, add an all-day event titled \"<name>'s birthday\" on that date.",
                    "Which of my favourites in Contacts have a birthday coming up in the next {n} days (not today)? "
                    "Put each of those birthdays into Calendar as an all-day event called \"<name>'s birthday\", "
                    "but skip anyone whose birthday is already in my Calendar.",
                    "I keep missing birthdays. Check the birthdays of my favourite contacts, and for every one in the "
                    "coming {n} days (from tomorrow on) that my Calendar doesn't already have, create an all-day "
                    "\"<name>'s birthday\" event on that day.")
    instructions_zh = ("把通讯录里的收藏联系人挨个看一遍，找出生日在接下来{n}天内（从明天算起）的人。其中日历里还没有生日日程的，"
                       "每人在生日那天添加一个全天日程，标题为“姓名生日”（如“张三生日”）。",
                       "我的收藏联系人里，哪些人的生日在未来{n}天内（不含今天）？把这些生日都加到日历里，做成全天日程，"
                       "标题“姓名生日”；日历里已经有的就跳过。",
                       "我老是错过别人的生日。帮我查一下收藏联系人的生日，凡是在接下来{n}天内（明天起）而日历里还没有的，"
                       "都在生日当天建一个全天日程，标题写成“姓名生日”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = unique(state, lambda c: c["first_name"] and c["last_name"] and c["id"] != 1)
        starred = [c for c in rows(state) if c["starred"]]
        extra = rng.sample([c for c in people if not c["starred"]], FAVOURITES - len(starred) + 1)
        favs = [*starred, *extra[:FAVOURITES - len(starred)]]
        stranger = extra[-1]  # not a favourite: a birthday in the window that is not to be added
        n = rng.choice((14, 21, 30))
        mom = next((c for c in rows(state) if c["id"] == 1 and c["starred"]), None)
        choosable = [c for c in favs if c in people]
        rng.shuffle(choosable)
        k = 2
        days = rng.sample(range(1, n + 1), k + 1)
        birthdays: dict[int, str] = {}
        targets: list[dict[str, Any]] = []
        for c, d in zip(choosable[:k + 1], days, strict=True):
            birthdays[c["id"]] = _mmdd(TODAY + timedelta(days=d))
            targets.append({"id": c["id"], "name": c["name"], "date": (TODAY + timedelta(days=d)).isoformat()})
        known = targets.pop()  # its birthday event is in Calendar already
        rest = choosable[k + 1:]
        birthdays[rest[0]["id"]] = _mmdd(TODAY + timedelta(days=n + rng.randint(1, 3)))  # just after the window
        birthdays[rest[1]["id"]] = _mmdd(TODAY - timedelta(days=rng.randint(1, 6)))  # a few days ago
        for c in rest[2:]:
            birthdays[c["id"]] = _mmdd(TODAY + timedelta(days=rng.randint(n + 40, 300))) if rng.random() < 0.6 else ""
        for c in favs:
            if c not in people and c["id"] != 1:
                birthdays[c["id"]] = ""
        if mom is not None:  # as her yearly event in Calendar has it
            birthdays[1] = "04-02"
        birthdays[stranger["id"]] = _mmdd(TODAY + timedelta(days=rng.randint(1, n)))
        years = {cid: rng.randint(1958, 2001) for cid in birthdays}
        contacts = {str(cid): {"birthday": f"{years[cid]}-{md}" if md else "",
                          "starred": cid in {c["id"] for c in favs}} for cid, md in birthdays.items()}
        title = TITLE["zh-CN" if _zh(state) else "en"].format(name=known["name"])
        old = event(next_id(state), title, date.fromisoformat(f"{rng.randint(2019, 2025)}{known['date'][4:]}"),
                    "00:00", "00:00", all_day=True,
                    repeat={"freq": "yearly", "days": [], "until": None, "count": None, "exdates": []})
        targets.sort(key=lambda t: t["date"])
        return {"n": n, "targets": targets, "known": known, "contacts": contacts, "old_event": old,
                "favourites": sorted(c["id"] for c in favs)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(p) if normalize_locale(locale) == "en" else super().localize(p, locale)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"contacts[id={cid}]": v for cid, v in p["contacts"].items()}},
                "apps": {"calendar": {"events": [*events(state), p["old_event"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {e["id"] for e in events(init)}
        new = [e for e in events(final) if e["id"] not in old]
        out = []
        for t in p["targets"]:
            name = t["name"].casefold()
            hit = [e for e in new if name in str(e["title"]).casefold()
                   and ("birthday" in str(e["title"]).casefold() or "生日" in str(e["title"]))]
            e = hit[0] if len(hit) == 1 else {}
            yearly = (e.get("repeat") or {}).get("freq") == "yearly"
            got = (e.get("start_date", "") if not yearly else t["date"][:5] + e.get("start_date", "")[5:],
                   e.get("all_day"))
            want = (t["date"], True)
            out.append(Check(f"an all-day birthday event for {t['name']}", got == want, want, got))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{EVENTS}[+{len(p['targets'])}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        for cid in p["favourites"]:  # every favourite's card: the list shows no birthdays
            obs = yield from ui.tap(obs, trigger="contact.open", contact_id=cid)
            obs = yield from ui.back()
        obs = yield from ui.open_app(CALENDAR)
        obs = yield from open_day(obs, p["known"]["date"])  # the one whose birthday is there already
        obs = yield from ui.back()
        for t in p["targets"]:
            obs = yield from ui.tap(obs, trigger="event.add")
            title = f"{t['name']}'s birthday" if obs.locale == "en" else f"{t['name']}生日"
            obs = yield from fill_event(obs, title)
            obs = yield from ui.tap(obs, trigger="edit.allday")
            obs = yield from set_date(obs, "start", t["date"])
            obs = yield from ui.tap(obs, trigger="edit.save")
