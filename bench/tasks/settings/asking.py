"""Settings tasks that test talking to the user: a screen timeout asked "longer" without saying how
long, and "my headphones" when two or three are paired (ask first); a timeout the Display settings
do not offer (look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import AskFirst, CriteriaTask, InfeasibleTask
from bench.task import Solution
from bench.tasks.settings.common import DISPLAY, TIMEOUTS, go

#: the timeouts a phone starts with in the ask task: short ones, so that "longer" leaves several choices
SHORT = (15, 30, 60)
#: timeouts people ask for that the Screen timeout list does not have, with their Chinese wording
MISSING: tuple[tuple[str, str], ...] = (("3 minutes", "3 分钟"), ("20 minutes", "20 分钟"), ("1 hour", "1 小时"),
                                        ("45 seconds", "45 秒"), ("15 minutes", "15 分钟"))


class LongerScreenTimeout(AskFirst, CriteriaTask):
    id = "settings.LongerScreenTimeout"
    apps = ("settings",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "settings")
    budget = 15
    instructions = ("My screen keeps going dark too quickly. Make it stay on longer before it turns off.",
                    "The display turns off too fast when I'm reading. Can you give it a longer screen timeout?")
    instructions_zh = ("屏幕老是很快就黑了，帮我把它熄屏前亮着的时间调长一点。",
                       "我看东西的时候屏幕关得太快了，能把屏幕超时设长一些吗？")
    replies = ("Set it to {label}.",)
    replies_zh = ("设成{label}吧。",)
    goal_params = ("seconds",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start = rng.choice(SHORT)
        seconds, label = rng.choice([t for t in TIMEOUTS if t[0] > max(start, 60)])
        return {"seconds": seconds, "label": label, "start": start}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.timeout_s": p["seconds"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.timeout_s": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask("How long should the screen stay on before it turns off?")
        obs = yield from go("display.open", "display.timeout")
        yield from ui.tap(obs, trigger="display.set_timeout", seconds=p["seconds"])


class TimeoutNotOffered(InfeasibleTask):
    id = "settings.TimeoutNotOffered"
    apps = ("settings",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "settings")
    budget = 15
    instructions = ("Change the screen timeout to {label}.",
                    "Make the screen turn off after {label} without activity.")
    instructions_zh = ("把屏幕超时时间改为{label}。", "让屏幕在无操作{label}后自动关闭。")
    ZH: ClassVar[dict[str, str]] = dict(MISSING)

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if locale == "en" else {**out, "label": self.ZH[params["label"]]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"label": rng.choice(MISSING)[0]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from go("display.open", "display.timeout")
        yield from ui.give_up(f"The Screen timeout setting has no {p['label']} option; "
                              "it offers 15 s, 30 s, 1, 2, 5, 10 and 30 minutes.")


#: more paired headphones, so that "my headphones" is not one device
HEADPHONES = ("Studio Buds", "SoundPods Air", "BassLine Over-Ear", "Pulse Earbuds")
HEADPHONES_ZH = ("运动耳机", "头戴耳机 Max", "入耳式耳机 Air", "骨传导耳机")


class ConnectWhichHeadphones(AskFirst, CriteriaTask):
    id = "settings.ConnectWhichHeadphones"
    apps = ("settings",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "settings")
    budget = 15
    instructions = ("Connect my Bluetooth headphones.", "Turn on Bluetooth and hook up my headphones, please.")
    instructions_zh = ("帮我连上蓝牙耳机。", "打开蓝牙，把我的耳机连上。")
    replies = ("The {name}.",)
    replies_zh = ("连“{name}”。",)
    goal_params = ("device",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        bt = state["os"]["bluetooth"]["devices"]
        zh = state["os"]["device"]["region"] == "zh-CN"
        names = rng.sample(HEADPHONES_ZH if zh else HEADPHONES, rng.randint(1, 2))
        new = [{"id": f"bt{len(bt) + 1 + k}", "name": n, "type": "headphones", "paired": True, "connected": False}
               for k, n in enumerate(names)]
        phones = [d for d in bt if d["type"] == "headphones"] + new
        d = rng.choice(phones)
        return {"device": d["id"], "name": d["name"], "new": new, "paired": [x["id"] for x in phones]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.bluetooth.enabled": True, f"os.bluetooth.devices[id={p['device']}].connected": True}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        devices = [{**d, "paired": True, "connected": False} if d["id"] in p["paired"] else d
                   for d in state["os"]["bluetooth"]["devices"]]
        return {"os": {"bluetooth": {"enabled": False, "devices": [*devices, *p["new"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the device meant, once the user has said which": sum(
            d["name"] == p["name"] for d in init["os"]["bluetooth"]["devices"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask("You have more than one pair of headphones paired. Which should I connect?")
        obs = yield from go("devices.open")
        yield from ui.tap(obs, trigger="bt.connect_saved", device=p["device"])
