"""Maps tasks on saved lists and settings: save a place, a new list, rename, remove, driving options."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.maps.common import (
    LIST_NAMES,
    M,
    list_places,
    mp,
    open_place,
    pick_place,
    region,
    save_to,
    type_field,
)
from mgym.apps.maps import world
from mgym.apps.maps.state import BUILTIN


class SavePlace(TaskTemplate):
    id = "maps.SavePlace"
    apps = ("maps",)
    difficulty = "L1"
    tags = ("search", "create")
    split = "train"
    instructions = ('Save "{name}" in {city} to my {list} list in Maps.',
                    'In Maps, find "{name}" ({city}) and add it to {list}.')
    instructions_zh = ("在地图中把{city}的“{name}”收藏到“{list}”列表。", "在地图里找到{city}的“{name}”，加入“{list}”。")
    changes = (f"{M}.lists[id={{lid}}].places[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        lid = rng.choice(tuple(BUILTIN))
        p = pick_place(rng, state, lambda q: q.id not in list_places(state, lid))
        return {"id": p.id, "name": p.name, "city": world.city(p.city).name, "lid": lid,  # type: ignore[union-attr]
                "list": BUILTIN[lid]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = list_places(final, p["lid"])
        return [Check(f"{p['name']} saved to {p['list']}", p["id"] in got, p["id"], got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        place = world.place(p["id"])
        assert place is not None
        obs = yield from open_place(obs, place)
        yield from save_to(obs, place, p["lid"])


class SaveToNewList(TaskTemplate):
    id = "maps.SaveToNewList"
    apps = ("maps",)
    difficulty = "L2"
    tags = ("create", "search")
    budget = 30
    instructions = ('In Maps, save "{name}" ({city}) to a new list called "{list}".',
                    'Make a new Maps list named "{list}" with "{name}" in {city} in it.')
    instructions_zh = ("在地图中把{city}的“{name}”收藏到一个新建的列表“{list}”。", "在地图里新建一个名为“{list}”的列表，把{city}的“{name}”放进去。")
    changes = (f"{M}.lists[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_place(rng, state)
        return {"id": p.id, "name": p.name, "city": world.city(p.city).name,  # type: ignore[union-attr]
                "list": rng.choice(LIST_NAMES[region(state)])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {x["id"] for x in mp(init)["lists"]}
        new = [x for x in mp(final)["lists"] if x["id"] not in old]
        x = new[0] if len(new) == 1 else None
        return [Check(f"one new list named {p['list']}", x is not None and x["name"] == p["list"], p["list"],
                      [y["name"] for y in new]),
                Check(f"holding {p['name']}", x is not None and x["places"] == [p["id"]], [p["id"]],
                      x["places"] if x else None)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        place = world.place(p["id"])
        assert place is not None
        obs = yield from open_place(obs, place)
        obs = yield from ui.tap(obs, trigger="place.save", id=place.id)
        obs = yield from ui.tap(obs, trigger="save.new", id=place.id)
        obs = yield from type_field(obs, p["list"])
        yield from ui.tap(obs, trigger="listname.ok")


def _user_list(rng: Random, state: dict[str, Any], name: str) -> dict[str, Any]:
    ids = [pick_place(rng, state).id for _ in range(3)]
    return {"id": "l1", "name": name, "places": list(dict.fromkeys(ids))}


class RenameList(TaskTemplate):
    id = "maps.RenameList"
    apps = ("maps",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ('Rename my Maps list "{old}" to "{new}".', 'In Maps, change the name of the list "{old}" to "{new}".')
    instructions_zh = ("把地图里的列表“{old}”重命名为“{new}”。", "在地图中把列表“{old}”的名字改成“{new}”。")
    changes = (f"{M}.lists[id=l1].name",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        old, new = rng.sample(LIST_NAMES[region(state)], 2)
        return {"old": old, "new": new, "list": _user_list(rng, state, old)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"maps": {"lists": [*mp(state)["lists"], p["list"]], "next_list": 2}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        x = next((x for x in mp(final)["lists"] if x["id"] == "l1"), None)
        return [Check(f"list renamed to {p['new']}", x is not None and x["name"] == p["new"], p["new"],
                      x["name"] if x else None)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="tab.saved")
        obs = yield from ui.tap(obs, trigger="saved.open", list="l1")
        obs = yield from ui.tap(obs, trigger="list.menu", list="l1")
        obs = yield from ui.tap(obs, trigger="list.rename", list="l1")
        obs = yield from type_field(obs, p["new"])
        yield from ui.tap(obs, trigger="listname.ok")


class RemoveFromFavourites(TaskTemplate):
    id = "maps.RemoveFromFavourites"
    apps = ("maps",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ('Remove "{name}" from my Favourites in Maps.', 'I no longer like "{name}": take it off my Maps Favourites.')
    instructions_zh = ("把“{name}”从地图的收藏夹中移除。", "我不再喜欢“{name}”了，把它从地图收藏夹里删掉。")
    #: the list of plain ids changes as a whole; the check pins it to exactly the old list minus one
    changes = (f"{M}.lists[id=favorites].places",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        favs = list(dict.fromkeys([*list_places(state, "favorites"), *(pick_place(rng, state).id for _ in range(3))]))
        rng.shuffle(favs)
        target = rng.choice(favs)
        return {"favs": favs, "id": target, "name": world.place(target).name}  # type: ignore[union-attr]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        lists = [{**x, "places": p["favs"]} if x["id"] == "favorites" else x for x in mp(state)["lists"]]
        return {"apps": {"maps": {"lists": lists}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = [i for i in p["favs"] if i != p["id"]]
        got = list_places(final, "favorites")
        return [Check(f"{p['name']} removed, the others kept", got == want, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="tab.saved")
        obs = yield from ui.tap(obs, trigger="saved.open", list="favorites")
        yield from ui.tap(obs, trigger="list.remove", list="favorites", id=p["id"])


class DrivingPrefs(CriteriaTask):
    id = "maps.DrivingPrefs"
    apps = ("maps",)
    difficulty = "L1"
    tags = ("settings",)
    split = "train"
    instructions = ("In Maps settings, show distances in {unit} and avoid {avoid} when driving.",
                    "Set Maps to use {unit} and to avoid {avoid} on car routes.")
    instructions_zh = ("在地图设置中把距离单位设为{unit}，并在驾车时避开{avoid}。", "把地图设成使用{unit}，驾车路线避开{avoid}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        units = rng.choice(("km", "mi"))
        avoid = rng.choice(("tolls", "highways"))
        return {"units": units, "unit": "miles" if units == "mi" else "kilometres", "key": avoid, "avoid": avoid}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        if locale == "en":
            return p
        return {**p, "unit": "英里" if p["units"] == "mi" else "公里", "avoid": "收费路段" if p["key"] == "tolls" else "高速"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{M}.settings.units": p["units"], f"{M}.settings.avoid_{p['key']}": True}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{M}.settings.units": "km" if p["units"] == "mi" else "mi"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="tab.settings")
        obs = yield from ui.tap(obs, trigger="settings.units", units=p["units"])
        yield from ui.tap(obs, trigger=f"opt.{p['key']}")
