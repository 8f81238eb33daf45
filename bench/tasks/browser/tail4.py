"""Hard-by-construction Browser templates (declared hardness factors, L4), fourth wave.

``BookmarkEveningReads``: every recipe (or encyclopedia article) I opened on one evening of the past week
gets bookmarked, found in a History of two dozen visits over a week (several screens, grouped under day
headers, no search or filter by time). The evening is named by its weekday only; the same site's pages were
also opened that afternoon, on the evenings before and after, and its front page that very evening, and
one of the evening's pages was opened that afternoon too."""

from __future__ import annotations

import datetime as dt
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.browser.common import B, pages, site_name

#: the phone's boot wall time (Saturday, March 14, 09:00)
NOW = dt.datetime(2026, 3, 14, 9, 0)
EPOCH = dt.datetime(1970, 1, 1)
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
DAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
WHAT = {"recipes": ("recipe", "菜谱"), "wiki": ("article", "词条")}


def _ms(t: dt.datetime) -> int:
    return int((t - EPOCH).total_seconds() * 1000)


def _at(rng: Random, day: dt.date, lo: int, hi: int) -> dt.datetime:
    """A random minute on ``day`` between ``lo``:00 and ``hi``:00."""
    return dt.datetime.combine(day, dt.time()) + dt.timedelta(minutes=rng.randint(lo * 60, hi * 60 - 1))


class BookmarkEveningReads(TaskTemplate):
    id = "browser.BookmarkEveningReads"
    apps = ("browser",)
    composition = "deep_dive"
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("create", "reasoning", "explore")
    budget = 60
    goal_params = ("want",)
    instructions = ("On {weekday} evening (from 18:00 on) I read a few {site} {what}s in the Browser. Bookmark every "
                    "{what} I opened that evening; my History has them.",
                    "Go through my Browser history and bookmark each {site} {what} I looked at on {weekday} evening, "
                    "18:00 or later. Nothing else.",
                    "Bookmark the {site} {what}s I opened in the Browser on {weekday} evening, at 18:00 or later; my History lists them, and leave everything else unbookmarked.")
    instructions_zh = ("{weekday}晚上（18:00 以后）我在浏览器里看了几篇{site}的{what}。把那天晚上打开过的{what}都加入书签，"
                       "浏览记录里都有。",
                       "翻一下浏览器的历史记录，把{weekday}晚上 18:00 及以后看过的每个{site}{what}都加入书签，其他的不要加。",
                       "我{weekday}晚上 18:00 以后在浏览器里打开过一些{site}的{what}，浏览记录里能找到。把这些{what}都加入书签，别的不要加。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = state["os"]["device"]["region"] == "zh-CN"
        site = rng.choice(("recipes", "wiki"))
        other = "wiki" if site == "recipes" else "recipes"
        mine = [p["url"] for p in pages(state, site)]
        fill = [p["url"] for s in ("news", "shop", other) for p in pages(state, s)]
        home = next(iter({u.split("/")[0] for u in mine}))
        marked = {b["url"] for b in state["apps"]["browser"]["bookmarks"]}
        mine = [u for u in mine if u not in marked]
        back = rng.randint(2, 5)
        day = NOW.date() - dt.timedelta(days=back)
        want = rng.sample(mine, 4)
        rest = [u for u in mine if u not in want]
        afternoon, before, after = rng.sample(rest, 3)
        visits: list[tuple[dt.datetime, str]] = []
        visits += [(_at(rng, day, lo, hi), u) for (lo, hi), u in zip(((18, 19), (19, 20), (20, 22), (22, 24)), want,
                                                                        strict=True)]
        visits.append((_at(rng, day, 18, 23), home))
        visits.append((_at(rng, day, 18, 23), rng.choice([u for u in fill if u.split("/")[0] != home])))
        visits.append((_at(rng, day, 14, 17), afternoon))
        visits.append((_at(rng, day, 13, 17), rng.choice(want)))
        visits.append((_at(rng, day - dt.timedelta(days=1), 18, 23), before))
        visits.append((_at(rng, day + dt.timedelta(days=1), 19, 23), after))
        for d in range(7):  # the rest of the week, today's morning included
            when = NOW.date() - dt.timedelta(days=d)
            for _ in range(rng.randint(2, 3) if d else 2):
                visits.append((_at(rng, when, 7, 8) if not d else _at(rng, when, 7, 23), rng.choice(fill)))
        visits.sort()
        history = [{"id": i + 1, "url": u, "time": _ms(t)} for i, (t, u) in enumerate(visits)]
        ids = [h["id"] for h, (t, u) in zip(history, visits, strict=True)
               if t.date() == day and t.hour >= 18 and u in want]
        wd = day.weekday()
        return {"site": site_name(state, site), "what": WHAT[site][1 if z else 0],
                "weekday": (DAYS_ZH if z else DAYS)[wd], "history": history, "want": sorted(want),
                "open": list(reversed(ids))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"browser": {"history": p["history"], "next_visit": len(p["history"]) + 1}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{B}.bookmarks[+{len(p['want'])}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {b["id"] for b in init["apps"]["browser"]["bookmarks"]}
        new = sorted(b["url"] for b in final["apps"]["browser"]["bookmarks"] if b["id"] not in old)
        return [check("bookmarks of exactly that evening's pages", p["want"], new)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        if obs.app != "browser":
            obs = yield from ui.open_app("browser")
        for vid in p["open"]:  # newest first, as History lists them
            obs = yield from ui.tap(obs, trigger="page.menu")
            obs = yield from ui.tap(obs, trigger="menu.history")
            obs = yield from ui.tap(obs, trigger="history.open", id=vid)
            obs = yield from ui.tap(obs, trigger="page.menu")
            obs = yield from ui.tap(obs, trigger="menu.bookmark")
