"""Maps tasks that test talking to the user: a favourite to remove when Favourites holds two places of
that name (ask which first), and a favourite to remove that is saved in Want to go instead (look,
then abort)."""

from __future__ import annotations

import collections
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.maps.common import M, cities, list_places, mp, pick_place
from mgym.apps.maps import world


def _lists_patch(state: dict[str, Any], places: dict[str, list[str]]) -> dict[str, Any]:
    lists = [{**x, "places": places[x["id"]]} if x["id"] in places else x for x in mp(state)["lists"]]
    return {"apps": {"maps": {"lists": lists}}}


def _open_favourites(obs: Any) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="tab.saved")
    return (yield from ui.tap(obs, trigger="saved.open", list="favorites"))


class RemoveWhichFavourite(AskFirst, TaskTemplate):
    id = "maps.RemoveWhichFavourite"
    apps = ("maps",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "delete")
    budget = 15
    instructions = ('Take "{name}" off my Favourites in Maps.', 'I\'m done with "{name}". Remove it from my Maps Favourites.')
    instructions_zh = ("把“{name}”从地图的收藏夹里移除。", "我不想再去“{name}”了，把它从地图收藏夹里删掉。")
    replies = ("Only the one at {address}. Keep the other one.",)
    replies_zh = ("只删{address}那家，另一家留着。",)
    #: the list of plain ids changes as a whole; the check pins it to exactly the old list minus one
    changes = (f"{M}.lists[id=favorites].places",)
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        everywhere = [p for c in cities(state) for p in c.places]
        count = collections.Counter(p.name for p in everywhere)
        while True:
            name = rng.choice(sorted(n for n, k in count.items() if k >= 2))
            pair = rng.sample([p for p in everywhere if p.name == name], 2)
            if pair[0].address != pair[1].address:
                break
        favs = list(dict.fromkeys([*list_places(state, "favorites"), *(pick_place(rng, state).id for _ in range(2))]))
        favs = [i for i in favs if world.place(i).name != name]  # type: ignore[union-attr]
        favs += [p.id for p in pair]
        rng.shuffle(favs)
        return {"favs": favs, "id": pair[0].id, "other": pair[1].id, "name": name, "address": pair[0].address}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _lists_patch(state, {"favorites": p["favs"]})

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        favs = [world.place(i) for i in list_places(init, "favorites")]
        return {"the favourite meant, once the user has said which": sum(
            x is not None and x.name == p["name"] and x.address == p["address"] for x in favs)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = [i for i in p["favs"] if i != p["id"]]
        got = list_places(final, "favorites")
        return [Check(f"{p['name']} at {p['address']} removed, the others kept", got == want, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f'You have two places called "{p["name"]}" in Favourites. Which one should go?')
        obs = yield from _open_favourites(obs)
        yield from ui.tap(obs, trigger="list.remove", list="favorites", id=p["id"])


class RemoveFavouriteNotSaved(InfeasibleTask):
    id = "maps.RemoveFavouriteNotSaved"
    apps = ("maps",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "delete")
    budget = 15
    instructions = ('Remove "{name}" from my Favourites in Maps.', 'I no longer like "{name}": take it off my Maps Favourites.')
    instructions_zh = ("把“{name}”从地图的收藏夹中移除。", "我不再喜欢“{name}”了，把它从地图收藏夹里删掉。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        everywhere = [p for c in cities(state) for p in c.places]
        count = collections.Counter(p.name for p in everywhere)
        favs = list(dict.fromkeys([*list_places(state, "favorites"), *(pick_place(rng, state).id for _ in range(3))]))
        names = {world.place(i).name for i in favs}  # type: ignore[union-attr]
        target = pick_place(rng, state, lambda q: count[q.name] == 1 and q.name not in names)
        want = list(dict.fromkeys([*list_places(state, "want_to_go"), pick_place(rng, state).id, target.id]))
        want = [i for i in want if i not in favs]
        rng.shuffle(favs)
        rng.shuffle(want)
        return {"favs": favs, "want": want, "id": target.id, "name": target.name}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _lists_patch(state, {"favorites": p["favs"], "want_to_go": p["want"]})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from _open_favourites(obs)
        yield from ui.give_up(f'"{p["name"]}" is not in Favourites (it is saved in Want to go), so there is '
                              "nothing to remove.")
