"""Maps tasks across apps: share a place to a Messenger chat and a route by SMS, open a place a friend
sent on Messenger (its Open in Maps button is a ``geo:`` link) and save it, open a place's website in
the Browser, and text a friend the right place from the Favourites list."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.maps.common import (
    MODE_WORDS,
    NOUNS,
    M,
    cities,
    launch,
    list_places,
    mp,
    open_place,
    pick_place,
    route,
    save_to,
)
from bench.tasks.messages.common import sent_in_thread
from bench.tasks.messenger.common import share_to_chat
from bench.tasks.textmatch import has_link, has_number
from mgym.apps.maps import world
from mgym.apps.maps.effects import LINK


def _sms_sent(p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[str]:
    return [str(m.get("body", "")) for m in sent_in_thread(init, final, p["thread_id"])]


def _to_messages(obs: Any, p: dict[str, Any]) -> ui.Steps:
    from bench.tasks.messages.common import TO_HINT

    obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
    obs = yield from ui.type_into(obs, TO_HINT, p["contact"])
    obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
    return (yield from ui.tap(obs, trigger="compose.send"))


class SharePlaceToMessenger(TaskTemplate):
    id = "maps.SharePlaceToMessenger"
    apps = ("maps", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ('Share "{name}" ({city}) from Maps with {who} on Messenger.',
                    'Send {who} the Maps link of "{name}" in {city} through Messenger.',
                    'Please share the place "{name}" in {city} from Maps to my Messenger chat with {who}.')
    instructions_zh = ("把地图里{city}的“{name}”分享给聊天里的{who}。", "通过聊天把{city}“{name}”的地图链接发给{who}。",
                       "请从地图把{city}的“{name}”分享到我和{who}的聊天里。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import chat_of, contacts, note_id

        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        p = pick_place(rng, state)
        return {"id": p.id, "name": p.name, "city": world.city(p.city).name,  # type: ignore[union-attr]
                "uid": u["id"], "who": u["name"], "cid": chat_of(state, u["id"]), "note": note_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import seed_chats

        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.common import new_items, with_note

        got = [m["text"] for m in new_items(init, final, "messages")
               if m["chat"] == p["cid"] and m["sender"] == "me" and m["kind"] == "text"]
        link = LINK.format(id=p["id"])
        return [Check(f"the place's link sent to {p['who']}", with_note(got, lambda g: has_link(g, link)), link, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.common import P, note_sent, sent

        return [sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]), f"{P}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        place = world.place(p["id"])
        assert place is not None
        obs = yield from launch()
        obs = yield from open_place(obs, place)
        obs = yield from ui.tap(obs, trigger="place.share")
        yield from share_to_chat(obs, p["cid"], p["who"])


class ShareRouteByText(TaskTemplate):
    id = "maps.ShareRouteByText"
    apps = ("maps", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 45
    split = "train"
    instructions = ('Text {contact} the {mode} directions from "{a}" to "{b}" ({city}) from Maps.',
                    'Use Share in Maps\' directions to send {contact} the {mode} route from "{a}" to "{b}" in {city} '
                    'by text message.',
                    'Please send {contact} a text with the {mode} directions from "{a}" to "{b}" in {city}, '
                    "shared from Maps.")
    instructions_zh = ("把地图里{city}从“{a}”到“{b}”的{mode}路线用短信发给{contact}。",
                       "在地图的路线页用“分享”，把{city}从“{a}”去“{b}”的{mode}路线通过信息发给{contact}。",
                       "请在地图里查{city}从“{a}”到“{b}”的{mode}路线，用短信分享给{contact}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads

        t, c = rng.choice(named_threads(state))
        mode = rng.choice(("car", "walk", "transit"))
        while True:  # a route under an hour, so its text shows plain minutes
            city = rng.choice(cities(state))
            a, b = rng.sample(city.places, 2)
            if route(state, a, b, mode).minutes < 60:
                break
        return {"ida": a.id, "idb": b.id, "a": a.name, "b": b.name, "city": city.name, "mode_id": mode,
                "mode": MODE_WORDS[mode][0], "contact": c["name"], "contact_id": c["id"], "thread_id": t["id"]}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "mode": MODE_WORDS[p["mode_id"]][1 if locale == "zh-CN" else 0]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        a, b = world.place(p["ida"]), world.place(p["idb"])
        assert a is not None and b is not None
        minutes = str(route(init, a, b, p["mode_id"]).minutes)
        got = _sms_sent(p, init, final)
        link = LINK.format(id=p["idb"])
        return [Check("one text with the destination's link", len(got) == 1 and has_link(got[0], link), link, got),
                Check(f"the {p['mode']} time ({minutes} min)", len(got) == 1 and has_number(got[0], minutes), minutes, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.maps.common import directions_from

        a, b = world.place(p["ida"]), world.place(p["idb"])
        assert a is not None and b is not None
        obs = yield from launch()
        obs = yield from open_place(obs, b)
        obs = yield from directions_from(obs, a, b, p["mode_id"])
        obs = yield from ui.tap(obs, trigger="dir.share")
        yield from _to_messages(obs, p)


class SaveSentPlace(TaskTemplate):
    id = "maps.SaveSentPlace"
    apps = ("messenger", "maps")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "create", "social")
    budget = 30
    instructions = ("{who} sent me a place on Messenger. Open it in Maps and save it to my Want to go list.",
                    "Look at the location {who} shared with me on Messenger and add that place to Want to go in Maps.",
                    "Please save the place {who} sent me on Messenger to my Want to go list, opening it in "
                    "Maps.")
    instructions_zh = ("{who}在聊天里给我发了一个位置。在地图中打开它并收藏到“想去”列表。", "看看{who}在聊天里分享给我的位置，把这个地点加入地图的“想去”。",
                       "请在地图中打开{who}在聊天里发给我的位置，收藏到“想去”列表。")
    changes = (f"{M}.lists[id=want_to_go].places[+1]",)
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import direct_rows

        r = rng.choice([r for r in direct_rows(state) if r["contact"] and not r["blocked"]][:12])
        p = pick_place(rng, state, lambda q: q.id not in list_places(state, "want_to_go"))
        return {"who": r["name"], "uid": r["peer"], "cid": r["id"], "id": p.id, "mid": f"mloc{rng.randint(100, 999)}"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import START_MS, ov

        place = world.place(p["id"])
        assert place is not None
        loc = {"name": place.name, "address": place.address, "lat": place.lat, "lon": place.lon}
        msg = {"id": p["mid"], "chat": p["cid"], "sender": p["uid"], "time": START_MS - 300_000, "kind": "location",
               "data": {"location": loc}}
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], msg], "chats": {p["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = list_places(final, "want_to_go")
        return [Check("the shared place saved to Want to go", p["id"] in got, p["id"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"apps.messenger.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messenger.common import launch as messenger
        from bench.tasks.messenger.common import open_direct

        place = world.place(p["id"])
        assert place is not None
        obs = yield from messenger()
        obs = yield from open_direct(obs, p["who"], p["uid"])
        obs = yield from ui.tap(obs, trigger="location.open", message_id=p["mid"])
        obs = yield from ui.tap(obs, trigger="location.maps")
        yield from save_to(obs, place, "want_to_go")


class WebsiteInBrowser(TaskTemplate):
    id = "maps.WebsiteInBrowser"
    apps = ("maps", "browser")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "nav")
    budget = 30
    split = "train"
    instructions = ('Open the website of "{name}" ({city}) in the Browser, from its page in Maps.',
                    'I want to see the web page of "{name}" in {city}: open it from Maps.',
                    'Please open the website of "{name}" in {city} in the Browser, starting from its page '
                    "in Maps.")
    instructions_zh = ("从地图的地点页，在浏览器中打开{city}“{name}”的网站。", "我想看看{city}“{name}”的网页，从地图里打开它。",
                       "请在地图里找到{city}的“{name}”，从地点页用浏览器打开它的网站。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_place(rng, state, lambda q: bool(q.website))
        return {"id": p.id, "name": p.name, "city": world.city(p.city).name, "url": p.website}  # type: ignore[union-attr]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.browser.common import current_url
        from mgym.apps.browser.world import normalize

        want, got = normalize(p["url"]), current_url(final)
        return [Check("the Browser shows the place's website", got == want, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        place = world.place(p["id"])
        assert place is not None
        obs = yield from launch()
        obs = yield from open_place(obs, place)
        yield from ui.tap(obs, trigger="place.website")


class TextFavouriteByKind(TaskTemplate):
    id = "maps.TextFavouriteByKind"
    apps = ("maps", "messages")
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("handoff", "reasoning", "social")
    budget = 45
    instructions = ("One of my Maps Favourites is a {noun}. Share that place with {contact} by text message.",
                    "Find the {noun} among my Favourites in Maps and send it to {contact} through Messages.",
                    "Please text {contact} the {noun} that is saved in my Maps Favourites.")
    instructions_zh = ("我地图收藏夹里有一家{noun}。把它通过短信分享给{contact}。", "在地图收藏夹里找到那家{noun}，用信息发给{contact}。",
                       "请把我地图收藏夹中的那家{noun}通过短信分享给{contact}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads

        t, c = rng.choice(named_threads(state))
        kinds = rng.sample(sorted(NOUNS), 4)
        city = rng.choice(cities(state))
        favs = [rng.choice([p for p in city.places if p.cat == k]).id for k in kinds]
        rng.shuffle(favs)
        return {"favs": favs, "cat": kinds[0], "id": next(i for i in favs if world.place(i).cat == kinds[0]),  # type: ignore[union-attr]
                "noun": NOUNS[kinds[0]][0], "contact": c["name"], "contact_id": c["id"], "thread_id": t["id"]}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "noun": NOUNS[p["cat"]][1 if locale == "zh-CN" else 0]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        lists = [{**x, "places": p["favs"]} if x["id"] == "favorites" else x for x in mp(state)["lists"]]
        return {"apps": {"maps": {"lists": lists}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = _sms_sent(p, init, final)
        link = LINK.format(id=p["id"])
        return [Check(f"the {p['noun']}'s link texted to {p['contact']}", len(got) == 1 and has_link(got[0], link), link,
                      got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.saved")
        obs = yield from ui.tap(obs, trigger="saved.open", list="favorites")
        obs = yield from ui.tap(obs, trigger="place.open", id=p["id"])
        obs = yield from ui.tap(obs, trigger="place.share")
        yield from _to_messages(obs, p)
