"""Settings tasks on App info (disable / enable an app) and Date & time (zone and 12-hour clock)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Solution
from bench.tasks.settings.common import go
from mgym.apps import registry
from mgym.apps.settings.sections.system import ZONE_KEYS
from mgym.os import tz


def user_apps() -> list[tuple[str, str]]:
    """(id, name) of the installed apps that are not system apps (the ones that can be disabled)."""
    return sorted((a.id, a.manifest.name) for a in registry().values() if not a.manifest.system)


def open_info(app: str) -> ui.Steps:
    obs = yield from go("apps.open", "apps.all")
    return (yield from ui.tap(obs, trigger="apps.info", app=app))


class DisableApp(CriteriaTask):
    id = "settings.DisableApp"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings",)
    goal_params = ("app",)
    instructions = ("Disable the {name} app.", "I don't use {name}: disable it so it disappears from my phone.")
    instructions_zh = ("停用“{name}”应用。", "我不用{name}了：把它停用，让它从手机上消失。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        app, name = rng.choice(user_apps())
        return {"app": app, "name": name}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.apps.{p['app']}.enabled": False}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_info(p["app"])
        obs = yield from ui.tap(obs, trigger="apps.disable")
        yield from ui.tap(obs, trigger="apps.disable_confirm")


class EnableApp(CriteriaTask):
    id = "settings.EnableApp"
    apps = ("settings",)
    difficulty = "L3"
    tags = ("settings", "explore")
    split = "train"
    budget = 30
    goal_params = ("app",)
    instructions = ("I can't find {name} on my phone any more and it won't open. Bring it back.",
                    "{name} was disabled. Enable it again.",
                    "Please get {name} working again: it is gone from my phone and won't open.")
    instructions_zh = ("手机上找不到{name}了，也打不开。把它恢复回来。", "{name}被停用了。重新启用它。",
                       '请把{name}恢复正常：它从手机上不见了，也打不开。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        app, name = rng.choice(user_apps())
        return {"app": app, "name": name}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.apps.{p['app']}.enabled": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_info(p["app"])
        yield from ui.tap(obs, trigger="apps.enable")


#: zones a task may ask for: the IANA key as stored, and the city the list shows (in English)
CITY_ZONES = tuple((key, tz.city(key, "en")) for key in ZONE_KEYS if key != "UTC")


class TimeZoneTwelveHour(CriteriaTask):
    id = "settings.TimeZoneTwelveHour"
    apps = ("settings",)
    difficulty = "L3"
    tags = ("settings", "nav")
    budget = 30
    changes = ("os.datetime.auto_zone",)  # a zone is picked by hand once automatic zone is off
    goal_params = ("zone",)
    instructions = ("I'm travelling: set the phone's time zone to {city}'s and show the time in 12-hour format.",
                    "Change the time zone to the one of {city} and turn off 24-hour time.",
                    "Please switch the phone to {city}'s time zone and use the 12-hour clock.")
    instructions_zh = ("我在旅行：把手机时区设为{city}的时区，并以 12 小时制显示时间。",
                       "把时区改为{city}所在的时区，并关闭 24 小时制。",
                       '请把手机时区换成{city}的时区，时间改用 12 小时制显示。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zone, city = rng.choice([z for z in CITY_ZONES if z[0] != state["os"]["datetime"]["time_zone"]])
        start = rng.choice([z for z, _ in CITY_ZONES if z != zone])
        return {"zone": zone, "city": city, "start": start, "auto": rng.random() < 0.5}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"datetime": {"time_zone": p["start"], "use_24h": True, "auto_zone": p["auto"]}}}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.datetime.time_zone": p["zone"], "os.datetime.use_24h": False}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("system.open", "system.datetime")
        if p["auto"]:
            obs = yield from ui.tap(obs, trigger="datetime.auto_zone")
        obs = yield from ui.tap(obs, trigger="datetime.timezone")
        obs = yield from ui.tap(obs, trigger="datetime.set_zone", zone=p["zone"])
        yield from ui.tap(obs, trigger="datetime.use_24h")
