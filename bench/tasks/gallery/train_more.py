"""Gallery training task: find a photo by what it shows, straighten it (rotate) and keep it (favourite)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Solution
from bench.tasks.gallery import common as C


class RotateAndFavouriteScene(CriteriaTask):
    id = "gallery.RotateAndFavouriteScene"
    apps = ("gallery",)
    difficulty = "L2"
    tags = ("image", "edit")
    budget = 30
    split = "train"
    instructions = ("In Gallery, the photo with {n} {objs} is sideways: rotate it 90° to the left, save it, and add "
                    "it to Favourites.",
                    "Find the picture showing {n} {objs}, turn it a quarter turn anticlockwise, save, then mark it "
                    "as a favourite.")
    instructions_zh = ("相册里那张有{n}个{objs}的照片是横着的：把它向左旋转90°并保存，再加入收藏。",
                       "找到拍有{n}个{objs}的那张图片，逆时针旋转90度后保存，然后把它设为收藏。")
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r, obj, n = rng.choice(C.unique_counts(state, C.of_kind(C.recent(state), "scene")))
        return {"file_id": r["id"], "obj": obj, "n": n, "objs": C.plural(obj, n)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "objs": C.OBJECTS_ZH[p["obj"]]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.files[id={p['file_id']}].rotation": 270, f"os.files[id={p['file_id']}].favorite": True}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.files[id={p['file_id']}].rotation": 0}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from C.open_picture(obs, {"id": p["file_id"]})
        obs = yield from ui.tap(obs, trigger="viewer.edit")
        obs = yield from ui.tap(obs, trigger="edit.rotate", dir="left")
        obs = yield from ui.tap(obs, trigger="edit.save")
        yield from ui.tap(obs, trigger="viewer.favourite")
