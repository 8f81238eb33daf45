"""The TaskManager: tasks (one per app) with their screen stacks, kept in z-order.

All of it is volatile state: a dict the session snapshots. A task is ``{"id", "app", "entries"}``;
an entry is one screen instance: ``{"app", "screen", "params", "fields", "focus", "scroll",
"caller"}``. Entries of another app may sit on a task when it was started for a result.
The home task (the launcher's) is never removed.
"""

from __future__ import annotations

from typing import Any

Entry = dict[str, Any]
Task = dict[str, Any]


def new_entry(app: str, screen: str, params: dict[str, Any] | None = None,
              caller: dict[str, Any] | None = None) -> Entry:
    return {"app": app, "screen": screen, "params": dict(params or {}), "fields": {}, "focus": None,
            "scroll": {}, "caller": caller}


class TaskManager:
    def __init__(self, volatile: dict[str, Any], home_app: str) -> None:
        self.v = volatile
        self.home_app = home_app

    @staticmethod
    def initial(home_app: str, home_screen: str) -> dict[str, Any]:
        return {"tasks": [{"id": 1, "app": home_app, "entries": [new_entry(home_app, home_screen)]}],
                "next_task": 2}

    @property
    def tasks(self) -> list[Task]:
        return self.v["tasks"]

    def front(self) -> Task:
        return self.tasks[-1]

    def top(self) -> Entry:
        return self.front()["entries"][-1]

    def by_id(self, task_id: int) -> Task | None:
        return next((t for t in self.tasks if t["id"] == task_id), None)

    def for_app(self, app: str) -> Task | None:
        return next((t for t in self.tasks if t["app"] == app), None)

    def home_task(self) -> Task:
        task = self.for_app(self.home_app)
        assert task is not None, "the home task is never removed"
        return task

    def to_front(self, task: Task) -> None:
        self.tasks.remove(task)
        self.tasks.append(task)

    def create(self, app: str, screen: str, params: dict[str, Any] | None = None) -> Task:
        task = {"id": self.v["next_task"], "app": app, "entries": [new_entry(app, screen, params)]}
        self.v["next_task"] += 1
        self.tasks.append(task)
        return task

    def remove(self, task: Task) -> None:
        if task["app"] == self.home_app:
            return
        self.tasks.remove(task)

    def go_home(self, home_screen: str) -> None:
        home = self.home_task()
        home["entries"] = [new_entry(self.home_app, home_screen)]
        self.to_front(home)

    def recents(self) -> list[Task]:
        """Tasks other than home, most recently used first."""
        return [t for t in reversed(self.tasks) if t["app"] != self.home_app]

    def page_index(self, task: Task) -> int:
        """Index of the topmost non-overlay entry (overlays are drawn over it)."""
        from mgym.apps import get_app

        entries = task["entries"]
        for i in range(len(entries) - 1, -1, -1):
            e = entries[i]
            if not get_app(e["app"]).navigation.screen_map[e["screen"]].overlay:
                return i
        return 0
