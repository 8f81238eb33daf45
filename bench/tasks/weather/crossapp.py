"""Weather tasks across apps: text a contact the forecast for a city (Messages), save the city a
contact lives in (Contacts)."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.contacts.common import launch_and_open
from bench.tasks.messages.common import (
    chat_with,
    contacts,
    new_outgoing,
    next_thread_id,
    send,
    send_changes,
    thread_for,
)
from bench.tasks.weather.common import (
    APP,
    CITIES,
    day_row,
    days,
    names,
    open_city,
    others,
    region,
    safe_cities,
    search_add,
    temps,
    with_city,
    wx,
)
from mgym.apps.weather import forecast as F
from mgym.apps.weather import world

STREETS = ("Park Ave", "High St", "Harbour Rd", "Station Sq", "Elm St", "Lake Dr")
STREETS_ZH = ("人民路", "解放路", "中山路", "建设路", "和平街", "滨江路")


class TextTomorrowForecast(TaskTemplate):
    id = "weather.TextTomorrowForecast"
    apps = ("weather", "messages")
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "extract", "social")
    budget = 45
    instructions = ("{person} is travelling to {name} tomorrow. Text them tomorrow's high and low there from Weather.",
                    "Look up tomorrow's forecast for {name} in Weather and send {person} an SMS with the high and the "
                    "low temperature.",
                    "Please send {person} an SMS with tomorrow's high and low in {name} from Weather; they're travelling there tomorrow.")
    instructions_zh = ("{person}明天要去{name}。用短信把天气里{name}明天的最高和最低气温发给对方。",
                       "在天气里查一下{name}明天的预报，用短信把最高气温和最低气温发给{person}。",
                       '{person}明天去{name}，请在天气里查一下那里明天的最高和最低气温，用短信发给对方。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        to = rng.choice(sorted(contacts(state), key=lambda c: c["id"]))
        t = thread_for(state, to["phone"])
        c = rng.choice(safe_cities(state))
        return {"person": to["name"], "contact_id": to["id"], "phone": to["phone"],
                "thread_id": t["id"] if t else next_thread_id(state), "city": c["id"], "name": c["name"],
                "unit": rng.choice(("c", "c", "f")), "saved": with_city(rng, state, c["id"])}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "name": names(p["city"])["zh-CN"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"weather": {"cities": p["saved"], "settings": {"unit": p["unit"]}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        unit = wx(init)["settings"]["unit"]
        d = days(p["city"], init, 2)[1]
        want = [F.shown(d.high, unit), F.shown(d.low, unit)]
        sent = new_outgoing(init, final, p["phone"])
        nums = [[int(x) for x in _numbers(body)] for body in sent]
        return [Check(f"one SMS to {p['person']}", len(sent) == 1, 1, len(sent)),
                Check("it gives tomorrow's high and low", len(sent) == 1 and _in_order(want, nums[0]), want, sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from open_city(obs, p["city"])
        high, low = temps(day_row(obs, 1))[:2]
        zh = obs.locale == "zh-CN"
        text = (f"明天{names(p['city'])['zh-CN']}：最高 {high}°，最低 {low}°" if zh
                else f"Tomorrow in {p['name']}: high {high}°, low {low}°")
        obs = yield from ui.open_app("Messages")
        obs = yield from chat_with(obs, p["person"], p["contact_id"])
        yield from send(obs, text)


def _numbers(text: str) -> list[str]:
    return re.findall(r"(?<![\d.])-?\d+(?![\d.])", text.replace("−", "-").replace("零下", "-"))


def _in_order(want: list[int], got: list[int]) -> bool:
    """``want`` appears in ``got`` in order (other numbers may come between)."""
    it = iter(got)
    return all(any(x == w for x in it) for w in want)


class AddContactCity(TaskTemplate):
    id = "weather.AddContactCity"
    apps = ("weather", "contacts")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create", "search")
    split = "train"
    budget = 30
    instructions = ("Add the city {person} lives in to my cities in Weather.",
                    "Find {person}'s address in Contacts and save their city in Weather so I can see its forecast.",
                    "Please add {person}'s home city to my list of cities in Weather.")
    instructions_zh = ("把{person}所在的城市添加到天气的城市列表。",
                       "在通讯录里查到{person}的地址，把那个城市添加到天气里，方便我看那里的天气。",
                       '请把{person}住的城市加到天气的城市列表里。')
    changes = (f"{CITIES}[+1]",)
    goal_params = ("city",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        who = rng.choice([c for c in state["os"]["providers"]["contacts"] if c["name"]])
        c = rng.choice(others(state))
        n = rng.randint(2, 990)
        zh = region(state) == "zh-CN"
        street = f"{rng.choice(STREETS_ZH)}{n}号" if zh else f"{n} {rng.choice(STREETS)}"
        return {"contact_id": who["id"], "person": who["name"], "city": c["id"], "name": c["name"],
                "address": f"{street}, {c['name_zh'] if zh else c['name']}"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"contacts[id={p['contact_id']}]": {"address": p["address"]}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = wx(final)["cities"]
        return [Check(f"{p['name']} saved in Weather", p["city"] in got, p["city"], got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["person"])
        street = p["address"].split(",")[0]
        shown = next(e.text for e in obs.ui if e.text and street in e.text)
        name = shown.split(",")[-1].strip()
        cid = next(c["id"] for c in world.cities() if name in (c["name"], c["name_zh"]))
        obs = yield from ui.open_app(APP)
        yield from search_add(obs, cid)
