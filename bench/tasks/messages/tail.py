"""Hard-by-construction Messages templates across apps (declared hardness factors; L3 by its short path).

``SendPhotoTheyMeant``: a friend asks by text for "the photo with the ducks you took on Monday", then
corrects the day in a later text ("the day before yesterday", counted from when that text was sent).
The setup dates two photos of that kind of thing to those two days (the only ones of it there), and
nothing but the picture itself says what it shows: the photo of the corrected day is found by looking at the pictures and sent back as an MMS."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.gallery import common as G
from bench.tasks.messages.attach import _attach, _new_out
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, send_changes, with_messages
from bench.tasks.messenger.pictures import media
from bench.tasks.namesakes import RELATIONS
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH

HOUR_MS = 3_600_000
TODAY = date(2026, 3, 14)
#: objects a person might call by another's name (a taxi is a car, a ship a boat): not asked for
VAGUE = frozenset({"car", "taxi", "SUV", "truck", "bus", "ship", "sailboat", "speedboat", "pine tree", "palm tree",
                   "tree"})


def _rel(d: date, sent: date, zh: bool) -> str:
    """How a text sent on ``sent`` names the earlier day ``d`` (1 to 6 days before)."""
    k = (sent - d).days
    if k == 1:
        return "昨天" if zh else "yesterday"
    if k == 2:
        return "前天" if zh else "the day before yesterday"
    if zh:
        same = d.isocalendar()[1] == sent.isocalendar()[1]
        return ("这" if same else "上") + WEEKDAYS_ZH[d.weekday()]
    return f"on {WEEKDAYS[d.weekday()]}"


def _ms(d: date, hour: int) -> int:
    return START_MS + ((d - TODAY).days * 24 + hour - 9) * HOUR_MS


class SendPhotoTheyMeant(TaskTemplate):
    id = "messages.SendPhotoTheyMeant"
    apps = ("messages", "gallery")
    objective = "hybrid"
    # a 12-step oracle: one thread and two photos decide it, so L3 until a playtest says otherwise
    hardness = ("image", "trap")
    tags = ("image", "social", "reasoning", "handoff")
    budget = 45
    goal_params = ("thread_id", "file")
    instructions = ("{name} asked me by text for one of my photos. Work out which picture they mean and send it to "
                    "them in Messages.",
                    "Send {name} the photo they asked for in their texts (check which day they ended up meaning), as a "
                    "picture message.",
                    "{name} wants a photo of mine; their texts say which one. Find that picture in my Gallery and text "
                    "it to {name}.")
    instructions_zh = ("{name}发短信问我要一张照片。弄清楚对方要的是哪一张，然后在信息里发给对方。",
                       "把{name}在短信里要的那张照片发给对方（注意对方最后说的是哪一天）。",
                       "{name}想要我的一张照片，短信里说了是哪张。在相册里找到它，用短信发给{name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        rows = {r["id"]: r for r in media(state)}
        camera = [r for r in G.of_kind(G.pictures(state), "scene") if G.folder(r) == "/sdcard/DCIM/Camera"
                  and r["id"] in rows]
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        people = [(t, c) for t, c in named_threads(state) if c["name"] not in RELATIONS and names.count(c["name"]) == 1]

        def shows(r: dict[str, Any]) -> set[str]:
            return set((G.facts(r) or {}).get("facts", {}).get("counts", {}))

        objs_all = sorted({o for r in camera for o in shows(r)} & set(G.OBJECTS_ZH) - VAGUE)
        for _ in range(2000):
            obj = rng.choice(objs_all)
            having = [r for r in camera if obj in shows(r)]
            if len(having) < 2:
                continue
            t_row, d_row = rng.sample(having, 2)
            # the first text (yesterday or today) names the wrong day; the correction (today) the right one
            s1 = TODAY - timedelta(days=rng.choice((0, 1)))
            dt = TODAY - timedelta(days=rng.randint(1, 6))
            dd = s1 - timedelta(days=rng.randint(1, 6))
            if dt == dd:
                continue
            moved = {t_row["id"]: dt, d_row["id"]: dd}
            on = [r for r in G.pictures(state) if obj in shows(r)
                  and (moved.get(r["id"]) or date.fromisoformat(G.day(G.when(r)))) in (dt, dd)]
            if len(on) == 2:
                break
        else:
            raise ValueError("no two photos to tell apart on this phone")
        taken = {}
        for r, d in ((t_row, dt), (d_row, dd)):
            h, m = (int(x) for x in G.clock(G.when(r)).split(":"))
            taken[str(r["id"])] = _ms(d, h) + m * 60_000
        t, c = rng.choice(people)
        objs = G.OBJECTS_ZH[obj] if zh else G.PLURAL.get(obj, obj + "s")
        if zh:
            bodies = (f"能把你{_rel(dd, s1, zh)}拍的那张有{objs}的照片发我一下吗？", "我想给我妈看看😄",
                      f"不好意思我记错了，是你{_rel(dt, TODAY, zh)}拍的那张有{objs}的，不是刚才说的那天。", "不急哈")
        else:
            bodies = (f"Could you send me the photo with the {objs} you took {_rel(dd, s1, zh)}?", "Want to show my mum 😄",
                      f"Sorry, I mixed up the days: I meant the one with the {objs} you took {_rel(dt, TODAY, zh)}, "
                      "not the other day.", "No rush btw")
        times = (_ms(s1, rng.randint(9, 12)), _ms(s1, 13), START_MS - rng.randint(30, 90) * 60_000,
                 START_MS - rng.randint(5, 25) * 60_000)
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": tm, "incoming": True, "read": False, "files": []}
                for i, (b, tm) in enumerate(zip(bodies, times, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "phone": c["phone"], "file": t_row["id"],
                "album": rows[t_row["id"]]["album"], "decoy": d_row["id"], "obj": obj, "taken": taken,
                "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}},
            **{f"files[id={fid}]": {"taken": ms} for fid, ms in p["taken"].items()}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m.get("files") or [] for m in _new_out(init, final, p["phone"])]
        return [Check(f"the photo was sent to {p['name']}", got == [[p["file"]]], [[p["file"]]], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(G.APP)
        obs = yield from G.open_picture(obs, {"id": p["file"]})
        obs = yield from ui.open_app("Messages")
        yield from _attach(obs, {"files": [p["file"]], "albums": [p["album"]]})
