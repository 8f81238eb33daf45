"""Lifenotes templates that are hard by construction (``hardness``, L4), fourth wave.

``DmPicksToBoard``: a friend sends me, in a Lifenotes direct message, six or seven notes "for my trip" to a
city; the ones about places in that city go into a new board. Two of the notes are about places in other cities
(their location is only on each note's page), and a day later the friend tells me to skip one of the notes that
is in the city (it closed). Saving a wrong note leaves it in the new board."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.lifenotes.common import START_MS, L, W, new_items, ov, zh

BOARDS = ("Getaway", "Shortlist", "Weekend")
BOARDS_ZH = ("周末去", "打卡清单", "出游清单")
HOUR = 3_600_000


class DmPicksToBoard(TaskTemplate):
    id = "lifenotes.DmPicksToBoard"
    apps = ("lifenotes",)
    objective = "hybrid"
    # steps: the chat, then every note card opened and its location read (two steps apiece), then a new board
    # and each kept note collected into it; trap: a later message takes back one of the city's notes, and two
    # notes sent "for the trip" are about other cities; branch: a note in the city is collected, one elsewhere
    # is not (collecting it is a wrong note in the board)
    hardness = ("steps", "trap", "branch")
    tags = ("social", "create", "reasoning")
    composition = "deep_dive"
    budget = 45
    goal_params = ("board", "keep")
    instructions = ('{name} sent me some Lifenotes notes in a direct message for my trip to {city}. Collect the ones '
                    'about places in {city} into a new board called "{board}" (check each note\'s location), leaving '
                    "out any {name} later told me to skip.",
                    'In Lifenotes, go through the notes {name} messaged me for my {city} trip. Make a new board '
                    '"{board}" and save into it every note {name} still recommends that is located in {city}.',
                    'Create a Lifenotes board "{board}" holding the notes from my chat with {name} that are about '
                    "places in {city}. Some of the notes are elsewhere, and {name} took one back in a later message; "
                    "leave those out.")
    instructions_zh = ("{name}在生活笔记私信里给我发了几篇笔记，说是给我去{city}玩用的。把其中地点在{city}的笔记收藏到新建的专辑“{board}”"
                       "里（看每篇笔记的位置），{name}后来说不用去的那篇不要收。",
                       "在生活笔记里把{name}私信给我的{city}旅行笔记看一遍，新建专辑“{board}”，把{name}仍然推荐、而且位置在{city}的笔记都收进去。",
                       "建一个生活笔记专辑“{board}”，收藏我和{name}的私信里地点在{city}的笔记。有些笔记在别的城市，"
                       "还有一篇{name}后来在消息里收回了推荐，这些都不要收。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cn = zh(state)
        w = W(state)
        taken = {t["id"] for t in ov(state)["threads"]}
        names = [u["name"] for u in w.users]
        while True:
            friend = rng.choice(w.users)
            if friend["id"] not in taken and names.count(friend["name"]) == 1:
                break
        all_cities = {n["place"]["city"] for n in w.notes if n.get("place")}
        by_city: dict[str, list[Any]] = {}
        for n in w.notes:  # places to go (food, travel) whose title names no city: only the location tells
            if n.get("place") and n["topic"] in ("food", "travel") and w.titles.get(n["title"]) == 1 \
                    and not any(c in n["title"] for c in all_cities):
                by_city.setdefault(n["place"]["city"], []).append(n)
        cities = sorted(by_city)
        city = rng.choice(cities)
        n_keep = rng.randint(3, 4)
        inside = rng.sample(by_city[city], n_keep + 1)
        keep, skip = inside[:n_keep], inside[n_keep]
        outside = [rng.choice(by_city[c]) for c in rng.sample([c for c in cities if c != city], 2)]
        cards = [*keep, skip, *outside]
        rng.shuffle(cards)
        t0 = START_MS - rng.randint(30, 50) * HOUR
        intro = (f"你去{city}玩的话，这几个地方我都很喜欢！" if cn else f"For your {city} trip, here are places I love!")
        later = (f"哦对了，《{skip['title']}》别去了，上个月已经关门了。" if cn
                 else f"Oh wait, skip \"{skip['title']}\", it closed for good last month.")
        msgs = [{"me": False, "text": intro, "note": "", "time": t0}]
        msgs += [{"me": False, "text": "", "note": n["id"], "time": t0 + 60_000 * (k + 1)} for k, n in enumerate(cards)]
        msgs += [{"me": True, "text": "谢谢！" if cn else "Thanks!", "note": "", "time": t0 + 20 * 60_000}]
        msgs += [{"me": False, "text": later, "note": "", "time": t0 + rng.randint(18, 26) * HOUR}]
        return {"name": friend["name"], "uid": friend["id"], "city": city, "board": rng.choice(BOARDS_ZH if cn else BOARDS),
                "keep": sorted(n["id"] for n in keep), "skip": skip["id"], "cards": [n["id"] for n in cards],
                "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"lifenotes": {"threads[]": [{"id": p["uid"], "messages": p["msgs"]}]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        return {"friend": sum(1 for t in ov(init)["threads"] if w.by_id[t["id"]]["name"] == p["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_items(init, final, "boards")
        b = new[0] if len(new) == 1 else {}
        return [check("one new board", 1, len(new)), check("named as asked", p["board"], b.get("name")),
                check("holding the city's notes still recommended", p["keep"], sorted(b.get("notes", [])))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.boards[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("lifenotes")
        obs = yield from ui.tap(obs, trigger="nav.messages")
        obs = yield from ui.tap(obs, trigger="dm.open", user=p["uid"])
        made = False
        for nid in p["cards"]:
            if nid == p["skip"]:  # taken back in the later message: not even opened
                continue
            obs = yield from ui.tap(obs, trigger="note.open", id=nid)
            if nid in p["keep"]:  # its location is the city
                obs = yield from ui.tap(obs, trigger="note.collect", id=nid)
                if not made:
                    obs = yield from ui.tap(obs, trigger="collect.new")
                    obs = yield from ui.type_into(obs, "Board name", p["board"])
                    obs = yield from ui.tap(obs, trigger="board.create")
                    made = True
                else:
                    obs = yield from ui.tap(obs, text=p["board"], trigger="collect.pick")
            obs = yield from ui.back()
