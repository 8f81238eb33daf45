"""Clock templates across apps that are hard by construction (``hardness``; the level follows from them), fourth wave.

``AfterHoursCities``: a colleague texts the cities of the people on Monday's call and its time on the phone's
clock; a later text swaps one city for another and moves the call. Each city where the (moved) call starts
outside working hours there (before 9:00, or 18:00 and later) goes on the world clock, and no other. The week
is one where daylight saving has started in North America but not yet in Europe, so the usual differences
are an hour off for some cities (at least one city comes out the other way if worked out with the winter
offsets); the city dropped from the call is outside working hours, and the call's move changes the answer
for at least one city. The world clock itself shows each city's time once it is added."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.clock.common import APP, START_MS, tab
from bench.tasks.messages.common import named_threads, next_message_id, with_messages
from bench.tasks.namesakes import RELATIONS
from mgym.apps.clock import model, world

MIN_MS = 60_000
DAY_MS = 24 * 60 * MIN_MS
#: Monday 16 March 2026, 00:00 on the phone's clock (START_MS is Saturday 09:00)
MONDAY = START_MS + 2 * DAY_MS - 9 * 60 * MIN_MS
#: a winter day, for the offsets a player remembers
JANUARY = MONDAY - 60 * DAY_MS
LO, HI = 9 * 60, 18 * 60


def _at(c: Any, state: dict[str, Any], t: int, base: int = MONDAY) -> int:
    """The city's local minute of the day when the phone shows minute ``t`` of the day ``base``."""
    ms = model.city_ms(c, state["os"], base + t * MIN_MS)
    return int((ms // MIN_MS) % (24 * 60))


def _outside(m: int) -> bool:
    return m < LO or m >= HI


def _hm(t: int) -> str:
    return f"{t // 60:02d}:{t % 60:02d}"


class AfterHoursCities(TaskTemplate):
    id = "clock.AfterHoursCities"
    apps = ("clock", "messages")
    objective = "hybrid"
    composition = "deep_dive"
    # played from screenshots (2026-11-29): solved first try in 15 steps; the city picker shows each zone's
    # current offset and every added city its live time, so the daylight-saving gap is the app's work; L3
    hardness = ("trap", "branch")
    tags = ("extract", "reasoning", "create")
    budget = 60
    goal_params = ("want",)
    instructions = ("{name} texted me where everyone on Monday's call is. Add to my world clock each of those cities "
                    "where the call starts outside working hours there (before 9 AM, or 6 PM or later, local time), "
                    "and none of the others.",
                    "Go by {name}'s texts about Monday's call (the plan changed): for every city someone joins from, "
                    "work out the local start time, and put the city on my world clock only if that is before 9:00 or "
                    "at 18:00 or later there.",
                    "I want to keep an eye on the people for whom Monday's call is outside office hours. Using "
                    "{name}'s texts, add to Clock's world clock exactly the cities where the call begins before 9 AM "
                    "or at 6 PM or later local time.")
    instructions_zh = ("{name}发短信告诉了我周一电话会议的参会人都在哪些城市。请把其中会议开始时当地不在工作时间（早于上午9点，"
                       "或晚上6点及以后）的城市添加到世界时钟，其他城市不要加。",
                       "按{name}关于周一电话会议的短信（计划改过）：算出每个参会城市当地的开始时间，只有早于9:00或在18:00"
                       "及以后的城市才加到我的世界时钟里。",
                       "我想留意一下周一会议对哪些人来说是在下班时间。根据{name}的短信，把会议开始时当地早于上午9点或在"
                       "晚上6点及以后的城市，准确地添加到时钟的世界时钟里。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, person = rng.choice([(t, c) for t, c in named_threads(state)
                                if c["name"] not in RELATIONS and names.count(c["name"]) == 1])
        have = set(state["apps"]["clock"]["cities"])
        pool = [c for c in world.cities() if c["id"] not in have and "'" not in c["name"]
                and _at(c, state, 0) == _at(c, state, 0, START_MS - 9 * 60 * MIN_MS)]
        for _ in range(2000):
            t1 = rng.randrange(7 * 4, 17 * 4) * 15
            t2 = t1 + rng.choice((-120, -60, 60, 120))
            if not 6 * 60 <= t2 <= 20 * 60:
                continue
            picks = rng.sample(pool, 6)
            first, dropped, joined = picks[:5], picks[1], picks[5]
            final = [c for c in first if c is not dropped] + [joined]
            real = {c["id"]: _at(c, state, t2) for c in picks}
            if any(m in (LO, HI) for m in real.values()):
                continue
            out = [c["id"] for c in final if _outside(real[c["id"]])]
            if not 2 <= len(out) <= 3 or not _outside(real[dropped["id"]]):
                continue
            winter = [c for c in final if _outside(_at(c, state, t2, JANUARY)) != _outside(real[c["id"]])]
            moved = [c for c in final if _outside(_at(c, state, t1)) != _outside(real[c["id"]])]
            if not winter or not moved:
                continue
            break
        else:
            raise RuntimeError("no cities found")

        def nm(c: Any) -> str:
            return model.city_name(c, "zh-CN" if zh else "en")

        if zh:
            bodies = (f"周一的电话会议定在你那边的{_hm(t1)}开始，参会的人分别在{'、'.join(nm(c) for c in first)}。",
                      f"更新一下：{nm(dropped)}的同事来不了了，改成{nm(joined)}的同事参加；另外会议改到你那边的{_hm(t2)}"
                      "开始。", "其他不变，周一见！")
        else:
            bodies = (f"Monday's call is set for {_hm(t1)} your time. We'll have people joining from "
                      f"{', '.join(nm(c) for c in first[:-1])} and {nm(first[-1])}.",
                      f"Update: the {nm(dropped)} folks can't make it, someone from {nm(joined)} is joining instead. "
                      f"And we're moving the call to {_hm(t2)} your time.", "Everything else stays the same. See you Monday!")
        mid = next_message_id(state)
        sent = START_MS - 2 * DAY_MS + 2 * 60 * MIN_MS
        msgs = [{"id": mid + i, "body": b, "time": sent + i * (20 + 5 * 60 * (i > 0)) * MIN_MS, "incoming": True,
                 "read": False, "files": []} for i, b in enumerate(bodies)]
        return {"name": person["name"], "thread_id": t["id"], "msgs": msgs, "want": sorted(out),
                "final": [c["id"] for c in final]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        before = init["apps"]["clock"]["cities"]
        got = sorted(c for c in final["apps"]["clock"]["cities"] if c not in before)
        return [Check("the after-hours cities (and no others) added to the world clock", got == p["want"], p["want"],
                      got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"apps.clock.cities[+{len(p['want'])}]", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the person": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        """Add every city of the call, read the times, take off the ones inside working hours."""
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(APP)
        obs = yield from tab(obs, "world")
        for cid in p["final"]:
            c = world.city(cid)
            assert c is not None
            obs = yield from ui.tap(obs, trigger="world.add")
            obs = yield from ui.type_into(obs, "Search for a city", model.city_name(c, obs.locale))
            obs = yield from ui.tap(obs, trigger="city.choose", city_id=cid)
        obs = yield from ui.tap(obs, trigger="world.edit")
        for cid in p["final"]:
            if cid not in p["want"]:
                obs = yield from ui.tap(obs, trigger="city.remove", city_id=cid)
