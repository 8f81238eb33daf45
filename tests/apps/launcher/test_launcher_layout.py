"""The home layout as shown (pages, derived extras) and the edits the menu and folders make."""

from __future__ import annotations

from typing import Any

from mgym.apps.launcher import layout
from mgym.apps.launcher.state import FIRST_PAGE_SIZE, PAGE_SIZE, LauncherState

APPS = ["messenger", "wallet", "calendar", "notes", "answersheet", "calculator", "scicalc", "compass",
        "clock", "weather", "themes", "messages", "contacts", "browser", "settings"]


def st() -> dict[str, Any]:
    return LauncherState().model_dump(mode="json")


def test_every_app_is_somewhere_on_a_new_phone() -> None:
    s = st()
    assert layout.mentioned(s) == set(APPS) | {"f1", "f2"}
    assert layout.pages(s, APPS) == [["messenger", "wallet", "calendar", "notes", "answersheet", "f1"], ["f2"]]


def test_apps_installed_later_show_at_the_end_of_the_last_page_unless_removed() -> None:
    s = st()
    assert layout.pages(s, [*APPS, "gallery", "files"])[-1] == ["f2", "gallery", "files"]
    s["removed"].append("files")
    assert layout.pages(s, [*APPS, "gallery", "files"])[-1] == ["f2", "gallery"]
    many = [f"app{i}" for i in range(PAGE_SIZE)]
    shown = layout.pages(s, APPS + many)
    assert [len(p) for p in shown] == [6, PAGE_SIZE, 1] and shown[2] == [many[-1]]


def test_uninstalled_apps_and_empty_folders_are_skipped() -> None:
    installed = [a for a in APPS if a not in ("wallet", "weather", "themes")]
    assert layout.pages(st(), installed) == [["messenger", "calendar", "notes", "answersheet", "f1"]]


def test_remove_then_add_back_lands_on_the_last_page() -> None:
    s = st()
    layout.remove_from_home(s, "wallet")
    assert "wallet" in s["removed"] and not layout.on_home(s, "wallet") and layout.where(s, "wallet") is None
    layout.add_to_home(s, "wallet")
    assert s["removed"] == [] and s["pages"][1]["items"] == ["f2", "wallet"]


def test_dock_app_removed_from_home_leaves_the_dock() -> None:
    s = st()
    layout.remove_from_home(s, "browser")
    assert "browser" not in s["dock"] and s["removed"] == ["browser"]


def test_folders_take_apps_from_anywhere_and_give_them_back_to_their_page() -> None:
    s = st()
    layout.add_to_folder(s, "notes", "f2")
    assert s["folders"][1]["apps"] == ["weather", "themes", "notes"] and "notes" not in s["pages"][0]["items"]
    layout.remove_from_folder(s, "clock", "f1")
    assert s["pages"][0]["items"][-1] == "clock" and "clock" not in s["folders"][0]["apps"]
    layout.remove_from_home(s, "wallet")
    layout.add_to_folder(s, "wallet", "f1")
    assert "wallet" not in s["removed"] and layout.where(s, "wallet") == "f1"


def test_a_full_page_overflows_to_the_next_or_a_new_page() -> None:
    s = st()
    s["pages"] = [{"id": 1, "items": [f"x{i}" for i in range(FIRST_PAGE_SIZE - 1)] + ["f1"]}]
    layout.remove_from_folder(s, "clock", "f1")
    assert s["pages"][1] == {"id": 2, "items": ["clock"]}
