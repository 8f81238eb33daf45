"""Compass tasks with another app: the coordinates on the location card, texted to a contact."""

from __future__ import annotations

import re
from decimal import Decimal
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.compass.common import FORMAT, PERM, place_patch, read_coordinates, sample_place, show_decimal
from bench.tasks.messages.common import (
    chat_with,
    contacts,
    new_outgoing,
    next_thread_id,
    send,
    send_changes,
    thread_for,
)
from mgym.apps.compass import model

_NUM = re.compile(r"\d+\.\d+")


def has_coordinate(text: str, value: float) -> bool:
    """``text`` holds ``value``'s magnitude to 4 decimals (hemisphere written as a sign or as N/S/E/W)."""
    want = model.half_up(abs(value), 4)
    return any(abs(Decimal(n) - want) < Decimal("0.00005") for n in _NUM.findall(text))


class TextCoordinates(TaskTemplate):
    id = "compass.TextCoordinates"
    apps = ("compass", "messages")
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L4"
    tags = ("social", "handoff", "extract")
    budget = 30
    instructions = ("Text {name} my current coordinates from the Compass, latitude and longitude in decimal "
                    "degrees, so they can find me.",
                    "Send {name} an SMS with where I am: the latitude and longitude (decimal degrees, 4 places) "
                    "that the Compass shows.",
                    "So that {name} can find me, please text them my current latitude and longitude in "
                    "decimal degrees, as the Compass shows them.")
    instructions_zh = ("把指南针上显示的我当前的坐标（十进制度数的纬度和经度）发短信给{name}，好让对方找到我。", "给{name}发一条短信，告诉对方我的位置：指南针显示的纬度和经度（十进制度数，保留 4 位小数）。",
                       "为了让{name}找到我，请把指南针上显示的我当前的纬度和经度（十进制度数）发短信给对方。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(sorted(contacts(state), key=lambda c: c["id"]))
        t = thread_for(state, c["phone"])
        return {**sample_place(rng, state, jitter=0.04), "granted": rng.random() < 0.3, "name": c["name"],
                "contact_id": c["id"], "phone": c["phone"], "thread_id": t["id"] if t else next_thread_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch = place_patch(p)
        patch["os"]["permissions"] = {"compass": {"location": "granted" if p["granted"] else "ask"}}
        return {**patch, "apps": {"compass": {"settings": {"coord_format": "dms"}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*send_changes(p["thread_id"]), PERM, FORMAT]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = new_outgoing(init, final, p["phone"])
        one = sent[0] if len(sent) == 1 else ""
        return [Check(f"texted the latitude {p['lat']} to {p['name']}", has_coordinate(one, p["lat"]), p["lat"], sent),
                Check(f"texted the longitude {p['lon']} to {p['name']}", has_coordinate(one, p["lon"]), p["lon"], sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("compass")
        obs = yield from show_decimal(obs, p["granted"], "dms")
        lat, lon = read_coordinates(obs)
        obs = yield from ui.open_app("messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, f"{lat}, {lon}")
