"""Launcher training task: tidy an app into a home-screen folder and give the folder a better name."""

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

NEW_NAMES = {"en": ("Everyday", "Tools", "Planner", "Essentials", "Utilities", "Favourites"),
             "zh-CN": ("常用", "工具箱", "规划", "必备", "实用工具", "收藏夹")}


class FolderTidyRename(TaskTemplate):
    id = "launcher.FolderTidyRename"
    apps = ("launcher",)
    difficulty = "L2"
    tags = ("edit",)
    budget = 30
    split = "train"
    instructions = ('Move the {app} icon into the home-screen folder "{old}", then rename that folder to "{new}".',
                    'Tidy my home screen: put {app} in the "{old}" folder and call the folder "{new}" from now on.')
    instructions_zh = ("把“{app}”图标移到主屏幕的“{old}”文件夹里，然后把这个文件夹重命名为“{new}”。",
                       "整理一下主屏幕：把“{app}”放进“{old}”文件夹，并把文件夹改名为“{new}”。")
    goal_params = ("id", "fid", "new")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        aid = rng.choice(PAGE1_APPS)
        fid = rng.choice(sorted(FOLDER_APPS))
        region = str(state["os"]["device"]["region"])
        return {"id": aid, "app": name_of(aid), "fid": fid, "old": folder(state, fid)["name"],
                "new": rng.choice(NEW_NAMES[region])}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "app": self.tr(params["app"], locale)}  # folder names are the owner's data

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        f = folder(final, p["fid"])
        return [check("in the folder", True, p["id"] in f["apps"] and not on_pages(final, p["id"])),
                check("folder name", p["new"], f["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{LAYOUT}.pages[id=1].items", f"{LAYOUT}.folders[id={p['fid']}].apps[+1]",
                f"{LAYOUT}.folders[id={p['fid']}].name"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from long_press_icon(obs, p["id"])
        obs = yield from ui.tap(obs, trigger="menu.folder")
        obs = yield from ui.tap(obs, trigger="pick.folder", to=p["fid"])
        obs = yield from ui.home()
        obs = yield from open_folder(obs, p["fid"])
        obs = yield from ui.tap(obs, trigger="folder.rename")
        obs = yield from ui.type_into(obs, "Folder name", p["new"])
        if obs.keyboard:
            obs = yield A.Back()
        yield from ui.tap(obs, trigger="rename.save")
