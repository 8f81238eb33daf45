"""Weather tasks on the saved cities, the units and the located city."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.weather.common import CITIES, UNIT, UNIT_NAMES, city, names, others, search_add, wx

PERMISSION = "os.permissions.weather"


class _Named(TaskTemplate):
    """A template whose ``name`` param is the city ``city`` (shown in the instruction's language)."""

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "name": names(p["city"])["zh-CN"]}


class AddCity(_Named):
    id = "weather.AddCity"
    apps = ("weather",)
    difficulty = "L1"
    tags = ("create", "search")
    split = "train"
    instructions = ("Add {name} to my cities in Weather.", "I want to see the forecast for {name} too; add it in Weather.")
    instructions_zh = ("在天气中把{name}添加到我的城市。", "我也想看{name}的天气预报，在天气里添加这个城市。")
    changes = (f"{CITIES}[+1]",)
    goal_params = ("city",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(others(state))
        return {"city": c["id"], "name": c["name"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = wx(final)["cities"]
        return [Check(f"{p['name']} saved", p["city"] in got, p["city"], got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from search_add(obs, p["city"])


class RemoveCity(_Named):
    id = "weather.RemoveCity"
    apps = ("weather",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ("Remove {name} from my cities in Weather.", "I no longer need the weather for {name}. Delete it from Weather.")
    instructions_zh = ("在天气中把{name}从我的城市里移除。", "我不需要再看{name}的天气了，把它从天气里删掉。")
    #: the list of plain ids changes as a whole; the check pins it to exactly the old list minus one
    changes = (CITIES,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        extra = rng.sample(others(state), 2)
        saved = list(wx(state)["cities"]) + [c["id"] for c in extra]
        rng.shuffle(saved)
        target = rng.choice(saved)
        return {"saved": saved, "city": target, "name": city(target)["name"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"weather": {"cities": p["saved"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = [c for c in p["saved"] if c != p["city"]]
        got = wx(final)["cities"]
        return [Check(f"{p['name']} removed, the others kept in order", got == want, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="home.menu")
        obs = yield from ui.tap(obs, trigger="menu.manage")
        obs = yield from ui.tap(obs, trigger="city.remove", city_id=p["city"])
        yield from ui.tap(obs, trigger="remove.confirm")


class MoveCityToTop(_Named):
    id = "weather.MoveCityToTop"
    apps = ("weather",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ("In Weather, move {name} to the top of my cities.",
                    "Make {name} the first city in Weather's list, keeping the others in their order.")
    instructions_zh = ("在天气中把{name}移到城市列表的最上面。", "把{name}设为天气列表中的第一个城市，其他城市保持原来的顺序。")
    changes = (CITIES,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        extra = rng.sample(others(state), rng.randint(1, 3))
        saved = list(wx(state)["cities"]) + [c["id"] for c in extra]
        rng.shuffle(saved)
        target = rng.choice(saved[1:])
        return {"saved": saved, "city": target, "name": city(target)["name"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"weather": {"cities": p["saved"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = [p["city"]] + [c for c in p["saved"] if c != p["city"]]
        got = wx(final)["cities"]
        return [Check(f"{p['name']} first, the others in order", got == want, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="home.menu")
        obs = yield from ui.tap(obs, trigger="menu.manage")
        for _ in range(p["saved"].index(p["city"])):
            obs = yield from ui.tap(obs, trigger="city.move", city_id=p["city"], by=-1)


class SetTemperatureUnit(CriteriaTask):
    id = "weather.SetTemperatureUnit"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("weather",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Show temperatures in {unit_name} in the Weather app.",
                    "Switch Weather's temperature unit to {unit_name}.")
    instructions_zh = ("让天气应用用{unit_name}显示温度。", "把天气的温度单位改成{unit_name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        unit = rng.choice(("c", "f"))
        return {"unit": unit, "unit_name": UNIT_NAMES[unit][0]}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "unit_name": UNIT_NAMES[p["unit"]][1]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {UNIT: p["unit"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {UNIT: "f" if p["unit"] == "c" else "c"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="home.menu")
        obs = yield from ui.tap(obs, trigger="menu.settings")
        obs = yield from ui.tap(obs, trigger="settings.choose", which="unit")
        yield from ui.tap(obs, trigger="choose.pick", value=p["unit"])


def location_setup(p: dict[str, Any]) -> dict[str, Any]:
    """The phone stands near city ``p['city']``; Weather has no located city and no permission yet
    (or was refused once)."""
    c = city(p["city"])
    perms = {"weather": {"location": "denied"}} if p["refused"] else {}
    return {"os": {"location": {"enabled": True, "lat": round(c["lat"] + p["dlat"], 4),
                                "lon": round(c["lon"] + p["dlon"], 4)}, "permissions": perms},
            "apps": {"weather": {"use_location": False}}}


def location_sample(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    c = rng.choice(others(state))
    return {"city": c["id"], "name": c["name"], "dlat": round(rng.uniform(-0.03, 0.03), 4),
            "dlon": round(rng.uniform(-0.03, 0.03), 4), "refused": rng.random() < 0.3}


def location_checks(final: dict[str, Any]) -> list[Check]:
    perm = final["os"]["permissions"].get("weather", {}).get("location")
    return [Check("location allowed for Weather", perm == "granted", "granted", perm),
            Check("located city on", wx(final)["use_location"] is True, True, wx(final)["use_location"])]


def turn_on_location(obs: Any) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="home.menu")
    obs = yield from ui.tap(obs, trigger="menu.manage")
    obs = yield from ui.tap(obs, trigger="loc.toggle")
    return (yield from ui.tap(obs, trigger="perm.allow"))


class UseMyLocation(TaskTemplate):
    id = "weather.UseMyLocation"
    apps = ("weather",)
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Make Weather show the forecast for wherever I am (allow it to use my location).",
                    "Turn on the located city in Weather; let it access the location if it asks.")
    instructions_zh = ("让天气显示我所在位置的天气（允许它使用我的位置）。", "在天气中开启定位城市；如果它请求位置权限，就允许。")
    changes = ("apps.weather.use_location", PERMISSION)
    #: the goal is the same on every phone; the phone's whereabouts vary
    goal_params = ()

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return location_sample(rng, state)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return location_setup(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return location_checks(final)

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from turn_on_location(obs)
