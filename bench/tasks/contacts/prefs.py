"""Contacts tasks: the app's own settings and search history."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Solution
from bench.tasks.contacts.common import RECENT, SEARCHES, open_settings


# ---- settings ----------------------------------------------------------------------------------
class ClearSearchHistory(CriteriaTask):
    id = "contacts.ClearSearchHistory"
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    goal_params = ()  # the other params only shape the starting phone
    instructions = ("Clear the search history in Contacts.",
                    "Remove all recent searches from the Contacts app.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"recent": rng.sample(SEARCHES, rng.randint(2, 4))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {RECENT: []}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {RECENT: list(p["recent"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        yield from ui.tap(obs, "Clear search history", trigger="settings.forget")


class SortOrder(CriteriaTask):
    id = "contacts.SortOrder"
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Make Contacts sort the list by {label}.",
                    "Change the Contacts sort order to {label}.")
    LABELS = {"first_name": "first name", "last_name": "last name"}

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
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Show contact names in Contacts with the {label}.",
                    "Change the Contacts name format to \"{label}\".")
    LABELS = {"first_last": "first name first", "last_first": "last name first"}

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
