"""Settings tasks about app permissions: App info > Permissions and the permission manager."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import paths, ui
from bench.judge import Check
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Solution, TaskTemplate
from bench.tasks.settings.common import go
from bench.tasks.weather.cities import location_sample, location_setup
from mgym.apps import registry
from mgym.os import permissions as pm


def declaring(perm: str) -> list[tuple[str, str]]:
    """(id, name) of the installed apps that declare ``perm``."""
    return sorted((a.id, a.manifest.name) for a in registry().values() if perm in a.manifest.permissions)


def perm_path(app: str, perm: str) -> str:
    return f"os.permissions.{app}.{perm}"


def open_permission(app: str, perm: str) -> ui.Steps:
    """Settings > Apps > See all apps > <app> > Permissions > <permission>."""
    obs = yield from go("apps.open", "apps.all")
    obs = yield from ui.tap(obs, trigger="apps.info", app=app)
    obs = yield from ui.tap(obs, trigger="apps.permissions")
    return (yield from ui.tap(obs, trigger="perms.open", app=app, perm=perm))


class DenyLocation(CriteriaTask):
    id = "settings.DenyLocation"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings",)
    goal_params = ("app",)
    instructions = ("Stop {name} from using my location: set its location permission to Don't allow.",
                    "In Settings, change {name}'s location access to \"Don't allow\".")
    instructions_zh = ("不要让{name}使用我的位置：把它的位置权限设为“不允许”。",
                       "在设置中把{name}的位置权限改为“不允许”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        app, name = rng.choice(declaring("location"))
        return {"app": app, "name": name, "start": rng.choice(("granted", "granted", "ask"))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        start = {"location": p["start"]} if p["start"] != "ask" else {}
        return {"os": {"permissions": {p["app"]: start}}}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {perm_path(p["app"], "location"): "denied"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_permission(p["app"], "location")
        yield from ui.tap(obs, trigger="perms.set", value="denied")


class AskEveryTime(TaskTemplate):
    id = "settings.AskEveryTime"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings",)
    split = "train"
    goal_params = ("app",)
    instructions = ("Make {name} ask me every time before it uses my location.",
                    "Set {name}'s location permission to \"Ask every time\".")
    instructions_zh = ("让{name}每次使用我的位置前都先询问我。", "把{name}的位置权限设为“每次都询问”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        app, name = rng.choice(declaring("location"))
        return {"app": app, "name": name, "start": rng.choice(("granted", "denied", "denied_forever"))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"permissions": {p["app"]: {"location": p["start"]}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = paths.get(final, perm_path(p["app"], "location"))
        shown = "ask" if got is paths.MISSING else got
        return [Check(f"{p['app']} asks for location every time", shown == "ask", "ask", shown)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [perm_path(p["app"], "location"), *super().expected_changes(p)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_permission(p["app"], "location")
        yield from ui.tap(obs, trigger="perms.set", value="ask")


def refused_for_good() -> list[tuple[str, str, str]]:
    """(app id, app name, permission) of every permission an app declares that is not a foreground one."""
    return [(a.id, a.manifest.name, perm) for a in sorted(registry().values(), key=lambda a: a.id)
            for perm in a.manifest.permissions if perm not in pm.FOREGROUND and perm != "contacts.write"]


class AllowRefusedPermission(TaskTemplate):
    id = "settings.AllowRefusedPermission"
    apps = ("settings",)
    difficulty = "L3"
    tags = ("settings", "explore")
    budget = 30
    goal_params = ("app", "perm")
    instructions = ("I refused {name} access to {what} twice, so it can no longer ask. Allow it now.",
                    "{name} keeps saying it has no permission for {what}. Give it that permission.",
                    "Please give {name} access to {what}. I refused it twice, so it can't ask me any more.")
    instructions_zh = ("我两次拒绝了{name}访问{what}，它现在无法再请求了。现在允许它。",
                       "{name}一直提示没有{what}权限。给它这个权限。",
                       '请允许{name}访问{what}。我拒绝过两次，它已经不能再请求了。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        app, name, perm = rng.choice(refused_for_good())
        return {"app": app, "name": name, "perm": perm, "what": pm.NAMES.get(perm, perm)}

    def same(self, p: dict[str, Any]) -> list[str]:
        """The app's permissions shown under one name (Contacts: read and write)."""
        app = registry()[p["app"]]
        return [q for q in app.manifest.permissions if pm.NAMES.get(q, q) == p["what"]]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"permissions": {p["app"]: {q: "denied_forever" for q in self.same(p)}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        # permission ids hold dots (contacts.read), so they are read by key, not by path
        got = final["os"]["permissions"].get(p["app"], {})
        return [Check(perm_path(p["app"], q), got.get(q) == "granted", "granted", got.get(q)) for q in self.same(p)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*(perm_path(p["app"], q) for q in self.same(p)), *super().expected_changes(p)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_permission(p["app"], self.same(p)[0])
        yield from ui.tap(obs, trigger="perms.set", value="granted")


#: apps a location decision is seeded for in the query (besides the ones declaring it)
LOCATION_ASKERS = ("browser", "calendar", "clock", "messages", "notes", "wallet")


class CountLocationApps(AnswerTask):
    id = "settings.CountLocationApps"
    apps = ("settings", "answersheet")
    difficulty = "L3"
    tags = ("settings", "extract", "explore")
    split = "train"
    budget = 30
    instructions = ("How many apps are allowed to use this phone's location? Answer on the AnswerSheet.",
                    "Count the apps that currently have location access and report the number.",
                    "How many apps currently have permission to use the phone's location?")
    instructions_zh = ("有多少个应用被允许使用这部手机的位置信息？请在答题卡上作答。",
                       "数一数当前有位置权限的应用，报告数量。",
                       '现在有几个应用获得了这部手机的位置权限？')
    answer_fields = (AnswerField("n", "Apps allowed", "number", "number", hint="A whole number",
                                 label_zh="被允许的应用数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        asked = sorted({*(a for a, _ in declaring("location")), *(a for a in LOCATION_ASKERS if a in registry())})
        n = rng.randint(0, len(asked) - 1)
        allowed = sorted(rng.sample(asked, n))
        refused = {a: rng.choice(("denied", "denied_forever")) for a in asked if a not in allowed}
        return {"allowed": allowed, "refused": refused}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        perms: dict[str, Any] = {a: {"location": "granted"} for a in p["allowed"]}
        perms.update({a: {"location": v} for a, v in p["refused"].items()})
        return {"os": {"permissions": perms}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"n": sum(v.get("location") == "granted" for v in init["os"]["permissions"].values())}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("security.open", "perms.manager")
        obs = yield from ui.tap(obs, trigger="perms.apps", perm="location")
        shown = ui.tr(obs, "Not allowed")
        texts = [e.text for e in obs.ui]
        n = texts.index(shown) - texts.index(ui.tr(obs, "Allowed")) - 1
        none = ui.tr(obs, "No apps allowed") in texts
        yield from ui.fill_answers(obs, {"n": str(0 if none else n)})


class LocalWeatherAfterRefusal(TaskTemplate):
    id = "settings.LocalWeatherAfterRefusal"
    apps = ("settings", "weather")
    difficulty = "L4"
    tags = ("settings", "handoff", "explore")
    budget = 45
    composition = "transfer"
    changes = ("apps.weather.use_location", perm_path("weather", "location"))
    goal_params = ()
    instructions = ("I told Weather twice not to use my location and now it can't ask. Fix that and make "
                    "Weather show the weather where I am.",
                    "Let Weather use my location again (it was refused for good) and turn on its located city.",
                    "I want Weather to show the weather where I am, but I refused it my location twice and now it can't ask. Please sort it out.")
    instructions_zh = ("我两次拒绝了天气使用我的位置，现在它无法再请求了。修好它，让天气显示我所在地的天气。",
                       "重新允许天气使用我的位置（之前被永久拒绝），并开启它的定位城市。",
                       '我想让天气显示我所在地的天气，但之前两次拒绝了它使用位置，现在它没法再请求了。请帮我弄好。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return location_sample(rng, state)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch = location_setup(p)
        patch["os"]["permissions"] = {"weather": {"location": "denied_forever"}}
        return patch

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        perm = paths.get(final, perm_path("weather", "location"))
        on = final["apps"]["weather"]["use_location"]
        return [Check("location allowed for Weather", perm == "granted", "granted", perm),
                Check("located city on", on is True, True, on)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_permission("weather", "location")
        obs = yield from ui.tap(obs, trigger="perms.set", value="granted")
        obs = yield from ui.open_app("Weather")
        obs = yield from ui.tap(obs, trigger="home.menu")
        obs = yield from ui.tap(obs, trigger="menu.manage")
        yield from ui.tap(obs, trigger="loc.toggle")
