"""Maps tasks fed by other apps: save the place a note names (Notes → Maps), the walk from the hotel of
a Calendar event (Calendar → Maps → AnswerSheet), text the route to a Calendar event's place (Calendar →
Maps → Messages), and pass a place a Messenger friend sent on to a contact by text (Messenger → Maps →
Messages)."""

from __future__ import annotations

from datetime import date
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.calendar.common import event, events, next_id, open_event
from bench.tasks.maps.common import (
    MODE_WORDS,
    M,
    cities,
    launch,
    list_places,
    open_place,
    route,
    save_to,
    zh,
)
from bench.tasks.maps.crossapp import _sms_sent, _to_messages
from bench.tasks.maps.queries import obs_state_free
from bench.tasks.textmatch import has_link, has_number
from mgym.apps.maps import world
from mgym.apps.maps.effects import LINK
from mgym.apps.maps.state import BUILTIN
from mgym.apps.maps.world import Place

EVENTS = ("Team dinner", "Conference day", "Coffee with Sam", "Book club", "Yoga class", "Wedding rehearsal")
EVENTS_ZH = ("团队聚餐", "行业大会", "和小林喝咖啡", "读书会", "瑜伽课", "婚礼彩排")
STAYS = ("City trip", "Business trip", "Weekend away", "Family visit")
STAYS_ZH = ("城市旅行", "出差", "周末出游", "探亲")


def _title(rng: Random, state: dict[str, Any], pool: tuple[str, ...], pool_zh: tuple[str, ...]) -> str:
    taken = {e["title"] for e in events(state)}
    return rng.choice([t for t in (pool_zh if zh(state) else pool) if t not in taken])


def _cal_event(p: dict[str, Any], state: dict[str, Any], location: str) -> dict[str, Any]:
    ev = event(p["eid"], p["title"], date.fromisoformat(p["day"]), "19:00", "21:00", location)
    return {"apps": {"calendar": {"events": [*events(state), ev]}}}


def _pair(rng: Random, state: dict[str, Any], lo: float, hi: float, where: Any = None) -> tuple[Place, Place]:
    for _ in range(500):
        c = rng.choice(cities(state))
        a, b = rng.sample(c.places, 2)
        if lo < world.distance(a.x, a.y, b.x, b.y) < hi and (where is None or where(a, b)):
            return a, b
    raise RuntimeError("no pair of places fits")


def _place(pid: str) -> Place:
    p = world.place(pid)
    assert p is not None
    return p


class SaveNotedPlace(TaskTemplate):
    id = "maps.SaveNotedPlace"
    apps = ("notes", "maps")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "handoff", "create")
    budget = 30
    split = "train"
    goal_params = ("id", "list")
    instructions = ('My note "{note}" names a place in {city}. Save that place to my {list_name} list in Maps.',
                    'Read the note "{note}" in Notes and add the place it mentions ({city}) to {list_name} in Maps.',
                    'Please save the {city} place named in my note "{note}" to my {list_name} list in Maps.')
    instructions_zh = ("我的笔记“{note}”里写了{city}的一个地点。把它收藏到地图的“{list_name}”列表。",
                       "看看笔记“{note}”，把里面提到的地点（{city}）加入地图的“{list_name}”。",
                       "请把笔记“{note}”里提到的{city}的地点收藏到地图的“{list_name}”列表里。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.notes.common import notes

        lid = rng.choice(sorted(BUILTIN))
        c = rng.choice(cities(state))
        p = rng.choice([q for q in c.places if q.id not in list_places(state, lid)])
        if zh(state):
            note, body = rng.choice(("周末计划", "朋友推荐", "待去清单")), f"朋友推荐：{p.name}（{p.address}），有空去看看。"
        else:
            note = rng.choice(("Weekend plans", "Tips from Ana", "Places to try"))
            body = f"Ana recommends {p.name} ({p.address}). Go when there's time."
        nid = max((n["id"] for n in notes(state)), default=0) + 1
        return {"id": p.id, "city": c.name, "list": lid, "list_name": BUILTIN[lid], "note": note, "body": body,
                "note_id": nid}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "list_name": self.tr(params["list_name"], locale)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.notes.common import START_MS, notes

        n = {"id": p["note_id"], "title": p["note"], "body": p["body"], "edited": START_MS - 3_600_000}
        return {"apps": {"notes": {"notes": [*notes(state), n]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = list_places(final, p["list"])
        return [Check(f"the noted place saved to {p['list']}", p["id"] in got, p["id"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.lists[id={p['list']}].places[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import open_note, to_notes

        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from launch()
        place = _place(p["id"])
        obs = yield from open_place(obs, place)
        yield from save_to(obs, place, p["list"])


class WalkFromEventHotel(AnswerTask):
    id = "maps.WalkFromEventHotel"
    apps = ("calendar", "maps", "answersheet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "handoff", "search")
    budget = 45
    instructions = ('I\'m staying at the hotel in my Calendar event "{title}". How many minutes is the walk from it to '
                    '"{b}" ({city}), according to Maps?',
                    'Check where I stay during "{title}" in Calendar, then ask Maps how long it takes to walk from that '
                    'hotel to "{b}" in {city}.',
                    "How many minutes would it take me to walk from my hotel (it is in my Calendar event "
                    '"{title}") to "{b}" in {city}? Please check Maps.')
    instructions_zh = ("我住在日历日程“{title}”里的酒店。按地图的说法，从那里步行到{city}的“{b}”要多少分钟？",
                       "在日历里看一下“{title}”期间住哪家酒店，再用地图查从那家酒店步行到{city}“{b}”要多久。",
                       "我住的酒店写在日历日程“{title}”里。请用地图查一下从酒店步行到{city}的“{b}”要几分钟。")
    answer_fields = (AnswerField("minutes", "Minutes", type="number", matcher="duration", hint="Whole minutes",
                                 label_zh="分钟数", hint_zh="整数分钟"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a, b = _pair(rng, state, 500, 3000, lambda a, b: a.cat == "hotel" and b.cat != "hotel"
                     and route(state, a, b, "walk").minutes < 60)
        return {"ida": a.id, "idb": b.id, "b": b.name, "city": _city(b), "title": _title(rng, state, STAYS, STAYS_ZH),
                "eid": next_id(state), "day": f"2026-03-{rng.randint(16, 28)}", "hotel": a.name}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _cal_event(p, state, p["hotel"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"minutes": route(init, _place(p["ida"]), _place(p["idb"]), "walk").minutes}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.maps.common import directions_from

        a, b = _place(p["ida"]), _place(p["idb"])
        obs = yield from open_event(p["eid"], p["title"])
        obs = yield from launch()
        obs = yield from open_place(obs, b)
        obs = yield from directions_from(obs, a, b, "walk")
        yield from ui.fill_answers(obs, {"minutes": route(obs_state_free(), a, b, "walk").minutes})


def _city(p: Place) -> str:
    c = world.city(p.city)
    assert c is not None
    return c.name


class RouteToEventByText(TaskTemplate):
    id = "maps.RouteToEventByText"
    apps = ("calendar", "maps", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "social", "extract")
    budget = 45
    goal_params = ("idb", "mode_id")
    instructions = ('Text {contact} the {mode} directions from "{a}" ({city}) to the place of my Calendar event '
                    '"{title}", shared from Maps.',
                    'Find where "{title}" takes place in Calendar, then share the {mode} route from "{a}" in {city} to '
                    "there with {contact} by text message, using Maps.",
                    'Please share the {mode} route from "{a}" in {city} to where my Calendar event '
                    '"{title}" takes place with {contact} by text, using Maps.')
    instructions_zh = ("用地图把从{city}“{a}”到我日历日程“{title}”地点的{mode}路线用短信发给{contact}。",
                       "在日历里查一下“{title}”在哪儿，然后用地图把从{city}“{a}”去那里的{mode}路线通过信息分享给{contact}。",
                       "请看看日历日程“{title}”的地点，用地图把从{city}“{a}”去那里的{mode}路线用短信分享给{c"
                       "ontact}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads

        t, c = rng.choice(named_threads(state))
        mode = rng.choice(("car", "walk", "transit"))
        a, b = _pair(rng, state, 800, 5000, lambda a, b: route(state, a, b, mode).minutes < 60)
        return {"ida": a.id, "idb": b.id, "a": a.name, "b": b.name, "city": _city(b), "mode_id": mode,
                "mode": MODE_WORDS[mode][0], "contact": c["name"], "contact_id": c["id"], "thread_id": t["id"],
                "title": _title(rng, state, EVENTS, EVENTS_ZH), "eid": next_id(state),
                "day": f"2026-03-{rng.randint(15, 28)}"}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "mode": MODE_WORDS[p["mode_id"]][1 if locale == "zh-CN" else 0]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _cal_event(p, state, p["b"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        minutes = str(route(init, _place(p["ida"]), _place(p["idb"]), p["mode_id"]).minutes)
        got = _sms_sent(p, init, final)
        link = LINK.format(id=p["idb"])
        return [check("one text sent to them", 1, len(got)),
                Check("with the event place's link", len(got) == 1 and has_link(got[0], link), link, got),
                Check(f"and the {p['mode']} time ({minutes} min)", len(got) == 1 and has_number(got[0], minutes), minutes,
                      got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.maps.common import directions_from

        a, b = _place(p["ida"]), _place(p["idb"])
        obs = yield from open_event(p["eid"], p["title"])
        obs = yield from launch()
        obs = yield from open_place(obs, b)
        obs = yield from directions_from(obs, a, b, p["mode_id"])
        obs = yield from ui.tap(obs, trigger="dir.share")
        yield from _to_messages(obs, p)


class ForwardSentPlaceByText(TaskTemplate):
    id = "maps.ForwardSentPlaceByText"
    apps = ("messenger", "maps", "messages")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "social")
    budget = 45
    goal_params = ("id",)
    instructions = ("{who} sent me a place on Messenger. Open it in Maps and share it with {contact} by text message.",
                    "Pass the location {who} shared with me on Messenger on to {contact}: open it in Maps and send it "
                    "through Messages.",
                    "Please text {contact} the place {who} sent me on Messenger: open it in Maps and share "
                    "it from there.")
    instructions_zh = ("{who}在聊天里给我发了一个位置。在地图中打开它，再用短信分享给{contact}。",
                       "把{who}在聊天里分享给我的位置转给{contact}：在地图里打开，然后通过信息发出去。",
                       "请把{who}在聊天里发给我的位置在地图中打开，再通过短信分享给{contact}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads
        from bench.tasks.messenger.common import direct_rows

        r = rng.choice([r for r in direct_rows(state) if r["contact"] and not r["blocked"]][:12])
        t, c = rng.choice(named_threads(state))
        p = rng.choice(rng.choice(cities(state)).places)
        return {"who": r["name"], "uid": r["peer"], "cid": r["id"], "id": p.id, "mid": f"mloc{rng.randint(100, 999)}",
                "contact": c["name"], "contact_id": c["id"], "thread_id": t["id"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import START_MS, ov

        place = _place(p["id"])
        loc = {"name": place.name, "address": place.address, "lat": place.lat, "lon": place.lon}
        msg = {"id": p["mid"], "chat": p["cid"], "sender": p["uid"], "time": START_MS - 420_000, "kind": "location",
               "data": {"location": loc}}
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], msg], "chats": {p["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = _sms_sent(p, init, final)
        link = LINK.format(id=p["id"])
        return [check("one text sent to them", 1, len(got)),
                Check("with the sent place's link", len(got) == 1 and has_link(got[0], link), link, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return [*send_changes(p["thread_id"]), f"apps.messenger.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messenger.common import launch as messenger
        from bench.tasks.messenger.common import open_direct

        obs = yield from messenger()
        obs = yield from open_direct(obs, p["who"], p["uid"])
        obs = yield from ui.tap(obs, trigger="location.open", message_id=p["mid"])
        obs = yield from ui.tap(obs, trigger="location.maps")
        obs = yield from ui.tap(obs, trigger="place.share")
        yield from _to_messages(obs, p)
