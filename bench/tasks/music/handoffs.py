"""More Music tasks across apps: a Calendar event named after an artist's newest release."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution
from bench.tasks.calendar.common import (
    CalendarTask,
    event_checks,
    fill_event,
    new_events,
    sample_day,
    sample_slot,
)
from bench.tasks.music.common import W, open_artist, pick_artist


class NewestReleaseToCalendar(CalendarTask):
    id = "music.NewestReleaseToCalendar"
    apps = ("music", "calendar")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create", "explore")
    budget = 45
    split = "train"
    instructions = ("Add a Calendar event on {date_text} from {start} to {end} to listen to {artist}'s newest release "
                    "in Music; title the event with that release's exact name.",
                    "Plan a listening session for the latest album, EP or single of {artist} (Music): a Calendar event "
                    "{date_text}, {start}-{end}, named exactly like the release.",
                    "I want to listen to {artist}'s newest release in Music. Please add a Calendar event on {date_text} from {start} to {end} for it, titled with the release's exact name.")
    instructions_zh = ("在日历里添加一个{date_text} {start} 到 {end} 的日程，用来听音乐里{artist}最新发行的作品，标题用该作品的完整名称。",
                       "给{artist}在音乐里最新的专辑、EP 或单曲安排一次聆听：在日历建一个{date_text} {start}-{end} 的日程，名字和作品名一模一样。",
                       '我想听{artist}在音乐里最新发行的作品。请在日历里加一个{date_text} {start} 到 {end} 的日程，标题用该作品的完整名称。')
    changes = ("apps.calendar.events[+1]",)
    goal_params = ("title", "date", "start", "end")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)

        def clear_newest(a: dict[str, Any]) -> bool:
            rel = w.releases.get(a["id"], ())
            return len(rel) >= 2 and rel[0]["year"] > rel[1]["year"] and len(rel[0]["title"]) <= 50

        a = pick_artist(rng, state, clear_newest)
        al = w.releases[a["id"]][0]
        start, end = sample_slot(rng)
        return {"aid": a["id"], "artist": a["name"], "album": al["id"], "title": al["title"],
                "date": sample_day(rng).isoformat(), "start": start, "end": end}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return event_checks(new_events(init, final), {"title": p["title"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_time": p["end"]})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_artist(obs, {"id": p["aid"], "name": p["artist"]})
        obs = yield from ui.scroll_to(obs, trigger="album.open", id=p["album"])
        title = next(e.text for e in obs.ui if e.trigger == "album.open" and e.params.get("id") == p["album"])
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, title, p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")
