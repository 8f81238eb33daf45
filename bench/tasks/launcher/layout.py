"""Launcher tasks on the home layout: remove an icon, put one back, folders (move into, rename,
open an app inside)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.launcher.common import (
    FOLDER_APPS,
    LAYOUT,
    PAGE1_APPS,
    folder,
    long_press_icon,
    name_of,
    on_pages,
    open_folder,
)
from mgym import actions as A

#: new folder names, in the language of the phone's world region (the owner's own words)
NEW_NAMES = {"en": ("Work", "Daily", "Travel", "Games", "Study", "Money", "Health", "Media"),
             "zh-CN": ("办公", "日常", "出行", "游戏", "学习", "理财", "健康", "影音")}


def _region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


class _AppParam(TaskTemplate):
    """Instructions name the app (translated) and maybe a folder (the owner's data, as it is)."""

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = dict(params)
        if "app" in out:
            out["app"] = self.tr(out["app"], locale)
        return out


class RemoveFromHome(_AppParam):
    id = "launcher.RemoveFromHome"
    apps = ("launcher",)
    difficulty = "L1"
    tags = ("edit", "delete")
    split = "train"
    instructions = ("Remove the {app} icon from the home screen (keep the app installed).",
                    "I don't want {app} on my home screen any more. Take its icon off the home screen.")
    instructions_zh = ("把“{app}”的图标从主屏幕上移除（不要卸载应用）。",
                       "我不想在主屏幕上看到“{app}”了，把它的图标从主屏幕移除。")
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        aid = rng.choice(PAGE1_APPS)
        return {"id": aid, "app": name_of(aid)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        st = final["apps"]["launcher"]
        return [Check("removed from home", p["id"] in st["removed"] and not on_pages(final, p["id"]),
                      True, {"removed": st["removed"]})]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{LAYOUT}.pages[id=1].items", f"{LAYOUT}.removed[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from long_press_icon(obs, p["id"])
        yield from ui.tap(obs, trigger="menu.remove")


class AddBackToHome(_AppParam):
    id = "launcher.AddBackToHome"
    apps = ("launcher",)
    difficulty = "L3"
    tags = ("edit", "nav")
    instructions = ("{app} is no longer on my home screen. Put its icon back on the home screen.",
                    "Add {app} to the home screen again; right now it is only in the app drawer.",
                    "Please put the {app} icon back on my home screen; it has disappeared from there.")
    instructions_zh = ("“{app}”已经不在主屏幕上了，把它的图标重新放回主屏幕。",
                       "把“{app}”重新添加到主屏幕；它现在只在应用抽屉里。",
                       "主屏幕上找不到“{app}”了，请把它的图标加回主屏幕。")
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        aid, other = rng.sample(PAGE1_APPS, 2)
        return {"id": aid, "app": name_of(aid), "other": other}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        page1 = [i for i in state["apps"]["launcher"]["pages"][0]["items"] if i not in (p["id"], p["other"])]
        return {"apps": {"launcher": {"removed": [p["id"], p["other"]], "pages[id=1]": {"items": page1}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("on a home page", on_pages(final, p["id"]) and p["id"] not in final["apps"]["launcher"]["removed"],
                      True, {"removed": final["apps"]["launcher"]["removed"]})]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        # the icon lands at the end of the last page (page 2 of a new phone)
        return [f"{LAYOUT}.removed", f"{LAYOUT}.pages[id=2].items[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="drawer.open", exact=False)
        obs = yield from long_press_icon(obs, p["id"], "drawer")
        yield from ui.tap(obs, trigger="menu.add_home")


class MoveIntoFolder(_AppParam):
    id = "launcher.MoveIntoFolder"
    apps = ("launcher",)
    difficulty = "L3"
    tags = ("edit",)
    budget = 30
    instructions = ('Move the {app} icon into the "{folder}" folder on the home screen.',
                    'Tidy up my home screen: put {app} in the folder called "{folder}".',
                    'Please put the {app} icon in the home screen folder "{folder}".')
    instructions_zh = ("把主屏幕上的“{app}”图标移到“{folder}”文件夹里。",
                       "整理一下主屏幕：把“{app}”放进名为“{folder}”的文件夹。",
                       "请把“{app}”放到主屏幕的“{folder}”文件夹中。")
    goal_params = ("id", "fid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        aid = rng.choice(PAGE1_APPS)
        fid = rng.choice(sorted(FOLDER_APPS))
        return {"id": aid, "app": name_of(aid), "fid": fid, "folder": folder(state, fid)["name"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        apps = folder(final, p["fid"])["apps"]
        return [check("in the folder", True, p["id"] in apps),
                check("off the page", True, p["id"] in apps and not on_pages(final, p["id"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{LAYOUT}.pages[id=1].items", f"{LAYOUT}.folders[id={p['fid']}].apps[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from long_press_icon(obs, p["id"])
        obs = yield from ui.tap(obs, trigger="menu.folder")
        yield from ui.tap(obs, trigger="pick.folder", to=p["fid"])


class RenameFolder(TaskTemplate):
    id = "launcher.RenameFolder"
    apps = ("launcher",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ('Rename the "{old}" folder on the home screen to "{new}".',
                    'Change the name of my home-screen folder "{old}"; call it "{new}" instead.')
    instructions_zh = ("把主屏幕上的“{old}”文件夹重命名为“{new}”。",
                       "把主屏幕文件夹“{old}”的名字改成“{new}”。")
    goal_params = ("fid", "new")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        fid = rng.choice(sorted(FOLDER_APPS))
        return {"fid": fid, "old": folder(state, fid)["name"], "new": rng.choice(NEW_NAMES[_region(state)])}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)  # folder names are the owner's data

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("folder name", p["new"], folder(final, p["fid"])["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{LAYOUT}.folders[id={p['fid']}].name"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_folder(obs, p["fid"])
        obs = yield from ui.tap(obs, trigger="folder.rename")
        obs = yield from ui.type_into(obs, "Folder name", p["new"])
        if obs.keyboard:
            obs = yield A.Back()
        yield from ui.tap(obs, trigger="rename.save")


class OpenFromFolder(_AppParam):
    id = "launcher.OpenFromFolder"
    apps = ("launcher",)
    difficulty = "L2"
    tags = ("nav",)
    instructions = ("Open {app} from its folder on the home screen.",
                    "{app} is in one of the folders on my home screen. Find it there and open it.")
    instructions_zh = ("从主屏幕上的文件夹里打开“{app}”。",
                       "“{app}”在主屏幕的某个文件夹里，找到它并打开。")
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        fid = rng.choice(sorted(FOLDER_APPS))
        aid = rng.choice(FOLDER_APPS[fid])
        return {"id": aid, "app": name_of(aid), "fid": fid}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("foreground app", p["id"], final["ui"]["app"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_folder(obs, p["fid"])
        yield from ui.tap(obs, trigger="launcher.open", app=p["id"], where="folder")


