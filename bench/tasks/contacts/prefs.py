"""Contacts tasks: the app's own settings and search history."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Solution
from bench.tasks.contacts.common import RECENT, SEARCHES, open_settings, words


# ---- settings ----------------------------------------------------------------------------------
class ClearSearchHistory(CriteriaTask):
    id = "contacts.ClearSearchHistory"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    goal_params = ()  # the other params only shape the starting phone
    instructions = ("Clear the search history in Contacts.",
                    "Remove all recent searches from the Contacts app.")
    instructions_zh = ("清除通讯录的搜索记录。",
                       "删除通讯录应用里所有的最近搜索。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"recent": rng.sample(words(state, "searches", SEARCHES), rng.randint(2, 4))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {RECENT: []}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {RECENT: list(p["recent"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        yield from ui.tap(obs, "Clear search history", trigger="settings.forget")


class SortOrder(CriteriaTask):
    id = "contacts.SortOrder"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Make Contacts sort the list by {label}.",
                    "Change the Contacts sort order to {label}.")
    instructions_zh = ("让通讯录按{label}排序。",
                       "把通讯录的排序方式改为“{label}”。")
    LABELS = {"first_name": "first name", "last_name": "last name"}
    #: the option's label on the screen (a msgid), for other languages
    SHOWN = {"first_name": "First name", "last_name": "Last name"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if locale == "en" else {**out, "label": self.tr(self.SHOWN[params["value"]], locale)}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        value = rng.choice(list(self.LABELS))
        return {"value": value, "label": self.LABELS[value]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.contacts.sort_by": p["value"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.contacts.sort_by": next(v for v in self.LABELS if v != p["value"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        yield from ui.tap(obs, role="radio", trigger="settings.sort", value=p["value"])


class NameFormat(CriteriaTask):
    id = "contacts.NameFormat"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Show contact names in Contacts with the {label}.",
                    "Change the Contacts name format to \"{label}\".")
    instructions_zh = ("通讯录里的联系人姓名改为按“{label}”的格式显示。",
                       "把通讯录的姓名格式改为“{label}”。")
    LABELS = {"first_last": "first name first", "last_first": "last name first"}
    SHOWN = {"first_last": "First name first", "last_first": "Last name first"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if locale == "en" else {**out, "label": self.tr(self.SHOWN[params["value"]], locale)}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        value = rng.choice(list(self.LABELS))
        return {"value": value, "label": self.LABELS[value]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.contacts.name_format": p["value"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.contacts.name_format": next(v for v in self.LABELS if v != p["value"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        yield from ui.tap(obs, role="radio", trigger="settings.format", value=p["value"])
