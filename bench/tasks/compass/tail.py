"""Hard-by-construction Compass templates across apps (declared hardness factors, L4): which way, and how
far in a straight line, to a friend who texted where to meet and then moved somewhere else. My position is
on the Compass's location card (decimal degrees), the place's coordinates on its Maps page; the direction is
worked out from the two (no app shows a bearing), and the place first proposed lies in another direction."""

from __future__ import annotations

import math
from collections import Counter
from random import Random
from typing import Any

from bench import protocol, ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.compass.common import FORMAT, PERM, show_decimal
from bench.tasks.maps.common import open_place
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, with_messages
from mgym import actions as A
from mgym.apps.maps import world

MINUTE_MS = 60_000
POINTS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")


def bearing(x0: float, y0: float, x1: float, y1: float) -> float:
    """Degrees clockwise from north, from (x0, y0) to (x1, y1) (metres east and north)."""
    return math.degrees(math.atan2(x1 - x0, y1 - y0)) % 360


def point(deg: float) -> str:
    return POINTS[int(((deg + 22.5) % 360) // 45)]


def _clear(deg: float) -> bool:
    """Far enough (8°) from the border between two of the eight compass points."""
    off = (deg - 22.5) % 45
    return 8 <= off <= 37


class WhichWayToFriend(AnswerTask):
    id = "compass.WhichWayToFriend"
    apps = ("compass", "maps", "messages", "answersheet")
    hardness = ("apps3", "trap", "arithmetic")
    tags = ("extract", "reasoning", "handoff")
    budget = 45
    instructions = ("{name} texted me where to meet. From where I am now (the Compass shows my coordinates), which "
                    "way do I have to go to reach the place they ended up at, and how far is it in a straight line? "
                    "Use Maps for the place, and answer in the AnswerSheet.",
                    "Find out from {name}'s texts where they are waiting for me (their last word counts), then work "
                    "out the compass direction from my current position (see the Compass) to that place and the "
                    "straight-line distance in km, using Maps. Put both in the AnswerSheet.",
                    "I'm meeting {name}. Read their messages for the final meeting place, look it up in Maps, and "
                    "compare it with my location on the Compass: in the AnswerSheet, give the direction I should "
                    "head (one of the eight compass points) and how many km away it is as the crow flies.")
    instructions_zh = ("{name}发短信跟我约了见面地点。从我现在的位置（指南针上能看到我的坐标）出发，去对方最后定的那个地方该往哪个方向走、"
                       "直线距离多远？地点请在地图里查，答案填到答题卡上。",
                       "从{name}的短信里弄清楚对方在哪儿等我（以最后说的为准），再用地图算出从我当前位置（见指南针）到那里的方位"
                       "和直线距离（公里）。两项都填到答题卡上。",
                       "我要去见{name}。请看对方的短信确定最终的见面地点，在地图里查到它，再和指南针上我的位置对比：在答题卡上写出"
                       "我该往哪个方向走（八个方位之一），以及直线距离有多少公里。")
    answer_fields = (AnswerField("direction", "Direction", type="choice", choices=POINTS,
                                 hint="One of the eight compass points", label_zh="方位",
                                 hint_zh="八个方位之一"),
                     AnswerField("km", "Distance (km)", type="number", matcher="number", precision="0.1",
                                 hint="Kilometres to one decimal, e.g. 7.5", label_zh="距离（公里）",
                                 hint_zh="公里数，保留一位小数，例如 7.5"))
    changes = ("os.providers.sms[id={thread_id}].messages[*].read", PERM, FORMAT, "os.permissions.maps.location")
    goal_params = ("direction", "km")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        t, c = rng.choice(named_threads(state))
        cities = world.region_cities(str(state["os"]["device"]["region"]))
        names = Counter(p.name for x in cities for p in x.places)
        while True:
            city = rng.choice(cities)
            start = rng.choice(city.places)
            lat, lon = (round(v + rng.uniform(-0.002, 0.002), 4) for v in city.latlon(start.x, start.y))
            x, y = city.xy(lat, lon)
            if not city.contains(x, y):
                continue
            near = []
            for q in city.places:
                d = world.distance(x, y, q.x, q.y)
                b = bearing(x, y, q.x, q.y)
                if 600 <= d <= 3000 and 20 <= d % 100 <= 80 and _clear(b):
                    near.append((q, d, b))
            if len(near) < 2:
                continue
            (a, _, ab), (q, d, b) = rng.sample(near, 2)
            # each name unique in the whole region: Maps' search covers the city on screen, which may be
            # another city, where a namesake would pass for the place
            if point(ab) == point(b) or any(names.get(n.name, 0) != 1 for n in (a, q)):
                continue
            break
        mid = next_message_id(state)
        if zh:
            bodies = (f"下午在{a.name}见面吧？", "我快到了，先帮你占个位。", f"计划有变：{a.name}人太多了，我们换到{q.name}了，直接来这儿找我。")
        else:
            bodies = (f"Meet me at {a.name} this afternoon?", "I'm almost there, I'll grab us a table.",
                      f"Change of plan: {a.name} is packed, we moved to {q.name}. Come straight there.")
        begin = START_MS - rng.randint(40, 120) * MINUTE_MS
        gaps = (0, rng.randint(5, 20), rng.randint(25, 39))
        msgs = [{"id": mid + i, "body": body, "time": begin + g * MINUTE_MS, "incoming": True, "read": False}
                for i, (body, g) in enumerate(zip(bodies, gaps, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "city": city.id, "lat": lat, "lon": lon,
                "first": a.id, "place": q.id, "direction": point(b), "km": f"{d / 1000:.1f}",
                "naive": point(ab)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"compass": {"settings": {"coord_format": "dms"}}},
                "os": {"location": {"enabled": True, "lat": p["lat"], "lon": p["lon"]},
                       "permissions": {"compass": {"location": "ask"}, "maps": {"location": "ask"}},
                       "providers": {f"sms[id={p['thread_id']}]": {
                           "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"direction": p["direction"], "km": p["km"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app("compass")
        obs = yield from show_decimal(obs, False, "dms")
        obs = yield from ui.open_app("maps")
        place = world.place(p["place"])
        assert place is not None
        obs = yield from open_place(obs, place)
        mode = protocol.current_answer_mode()
        if mode is None or mode[0] != "text":  # the eight choices run past the fold: scroll to the one meant
            obs = yield A.Awake(app="answersheet")
            obs = yield from ui.tap(obs, trigger="sheet.choose", field="direction", value=p["direction"])
            yield from ui.fill_answers(obs, {"km": p["km"]})
            return
        yield from ui.fill_answers(obs, {"direction": p["direction"], "km": p["km"]})
