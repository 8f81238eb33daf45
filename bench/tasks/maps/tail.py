"""Hard-by-construction Maps templates across apps (declared hardness factors, L4).

``DinnerPickFromTexts``: a friend staying at a hotel texts four restaurants for dinner tonight and the rule
to choose by: the shortest walk from the hotel among those still open for the whole dinner; a later text
strikes one of them off. The nearest of the four closes during dinner, the struck one would be the next
nearest, so neither the nearest nor the first text's answer is right. Each candidate's Saturday hours and
its walk from the hotel are read in Maps (no search lists them together), and the friend gets the name."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.maps.common import cities, directions_from, launch, open_place, route, wall_time
from bench.tasks.messages.common import (
    START_MS,
    named_threads,
    next_message_id,
    send,
    send_changes,
    sent_check,
    with_messages,
)
from bench.tasks.namesakes import RELATIONS
from mgym.apps.maps import world
from mgym.apps.maps.world import Place

MINUTE_MS = 60_000
LENGTH = 90



def _twelve(m: int) -> str:
    return f"{(m // 60) % 12 or 12}:{m % 60:02d} PM"


class DinnerPickFromTexts(TaskTemplate):
    id = "maps.DinnerPickFromTexts"
    apps = ("maps", "messages")
    objective = "hybrid"
    hardness = ("temporal", "trap", "explore", "steps")
    tags = ("extract", "reasoning", "social", "handoff")
    budget = 60
    goal_params = ("thread_id", "pick")
    instructions = ("{name} texted me about dinner tonight. Choose the restaurant the way they asked, using Maps, "
                    "and reply to {name} with just the restaurant's full name as Maps shows it (branch included).",
                    "Read {name}'s texts about tonight's dinner, pick the place by their rule (check Maps for walking "
                    "times and opening hours), then text {name} only the full name of that restaurant, as Maps shows it.",
                    "Help me answer {name}: they want me to choose tonight's dinner spot from their texts. Use Maps "
                    "to apply their rule and send them back just the restaurant's full name as Maps "
                    "shows it.")
    instructions_zh = ("{name}发短信跟我商量今晚吃饭的事。按对方说的规则用地图选出餐厅，然后只把餐厅的完整名称（含分店名，与地图上一致）回复给{name}。",
                       "看看{name}关于今晚聚餐的短信，按对方的规则挑餐厅（用地图查步行时间和营业时间），再把那家餐厅的"
                       "完整名称（与地图上一致）发给{name}，只发名称。",
                       "帮我回复{name}：对方让我从短信里列的餐厅中选今晚吃饭的地方。用地图按对方的规则来选，只把餐厅的完整名称（含分店名）发回去。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        people = [(t, c) for t, c in named_threads(state) if c["name"] not in RELATIONS and names.count(c["name"]) == 1]
        for _ in range(3000):
            c = rng.choice(cities(state))
            hotel = rng.choice([p for p in c.places if p.cat == "hotel"])
            start = rng.choice((19 * 60 + 30, 20 * 60, 20 * 60 + 30))
            at = wall_time(start // 60, start % 60)
            near = [p for p in c.places if p.cat == "restaurant" and 400 < world.distance(hotel.x, hotel.y, p.x, p.y) < 2200]
            if len(near) < 8:
                continue
            rows = rng.sample(near, 8)

            def lasts(p: Place, at: int = at, start: int = start) -> bool:
                until = world.open_until(p, at)
                return until is not None and until >= start + LENGTH

            def shuts(p: Place, at: int = at, start: int = start) -> bool:  # open at the start, shut before the end
                until = world.open_until(p, at)
                return until is not None and until < start + LENGTH

            walk = {p.id: route(state, hotel, p, "walk").minutes for p in rows}
            good = sorted((p for p in rows if lasts(p)), key=lambda p: walk[p.id])
            bad = [p for p in rows if shuts(p)]
            if len(good) < 3 or not bad:
                continue
            struck, pick, far = good[0], good[1], good[2]
            early = min(bad, key=lambda p: walk[p.id])
            mins = sorted(walk[p.id] for p in (early, struck, pick, far))
            if walk[early.id] >= walk[struck.id] or any(b - a < 2 for a, b in zip(mins, mins[1:], strict=False)) \
                    or walk[far.id] > 45:
                continue
            break
        else:
            raise ValueError("no restaurants to choose between")
        cands = [early, struck, pick, far]
        rng.shuffle(cands)
        t, person = rng.choice(people)
        listed = ("、" if zh else ", ").join(p.name for p in cands)
        if zh:
            bodies = (f"我住在{hotel.name}。今晚{_hhmm(start)}一起吃饭吧？我挑了几家：{listed}。你帮我定一家："
                      f"从我酒店走路过去最近、而且能让我们从{_hhmm(start)}起安心吃满一个半小时不打烊的那家。",
                      f"对了，{struck.name}就算了，我昨晚刚去过。", "好饿😋")
        else:
            bodies = (f"I'm staying at {hotel.name}. Dinner tonight at {_twelve(start)}? My shortlist: {listed}. You "
                      f"choose: the one that's the shortest walk from my hotel and stays open for at least an hour and a "
                      f"half from {_twelve(start)}.",
                      f"Oh, and not {struck.name}, I ate there last night.", "So hungry already 😋")
        mid = next_message_id(state)
        times = (START_MS - rng.randint(60, 120) * MINUTE_MS, START_MS - rng.randint(30, 50) * MINUTE_MS,
                 START_MS - rng.randint(5, 25) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": b, "time": tm, "incoming": True, "read": False, "files": []}
                for i, (b, tm) in enumerate(zip(bodies, times, strict=True))]
        return {"name": person["name"], "thread_id": t["id"], "phone": person["phone"], "hotel": hotel.id,
                "cands": [p.id for p in cands], "pick": pick.name, "pick_id": pick.id, "early": early.id,
                "struck": struck.id, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["phone"], p["pick"], p["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        hotel = world.place(p["hotel"])
        assert hotel is not None
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from launch()
        for pid in p["cands"]:
            if pid == p["struck"]:
                continue
            place = world.place(pid)
            assert place is not None
            while not obs.find(trigger="map.search"):
                obs = yield from ui.back()
            obs = yield from open_place(obs, place)
            obs = yield from ui.tap(obs, trigger="place.hours")
            if pid != p["early"]:
                obs = yield from directions_from(obs, hotel, place, "walk")
        obs = yield from ui.open_app("Messages")
        yield from send(obs, p["pick"])
