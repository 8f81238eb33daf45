"""Gallery tasks that test talking to the user: "the receipt I deleted" when Recently deleted holds
three, and "my <thing> photo" when several of the newest pictures show one (ask which first); a
receipt to restore that is not there, only another one of the same shop
(look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, CriteriaTask, InfeasibleTask
from bench.task import Check, Solution
from bench.tasks.gallery import common as C
from bench.tasks.gallery.edit import _fact_of, _merchant

#: the phone's clock at boot (ms); setups date the trash from it
BOOT_MS = 1773478800000
DAY_MS = 86_400_000


def _key(r: dict[str, Any]) -> tuple[str, str]:
    return _merchant(r), str(_fact_of(r, "date"))


def _trash_three(rng: Random, state: dict[str, Any]) -> list[dict[str, Any]]:
    """Three receipts of three different shops, each the only one of its shop and date."""
    receipts = C.of_kind(C.pictures(state), "receipt")
    keys = [_key(r) for r in receipts]
    alone = [r for r in receipts if keys.count(_key(r)) == 1]
    while True:
        three = rng.sample(alone, 3)
        if len({_merchant(r) for r in three}) == 3:
            return three


def _trash_patch(ids: list[int], ago: int) -> dict[str, Any]:
    return {"os": {f"files[id={fid}]": {"trashed": BOOT_MS - (ago + k) * DAY_MS} for k, fid in enumerate(ids)}}


def _open_trash(obs: Any) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="tab.albums")
    return (yield from ui.tap(obs, trigger="albums.trash"))


class RestoreWhichReceipt(AskFirst):
    id = "gallery.RestoreWhichReceipt"
    apps = ("gallery",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "image")
    budget = 15
    instructions = ("I deleted a receipt in Gallery by mistake. Please get it back.",
                    "Oops, one of my receipt photos went to the trash in Gallery. Restore it for me.")
    instructions_zh = ("我不小心在相册里删了一张小票，帮我找回来。", "糟糕，我有张小票照片被误删进了相册的回收站，帮我恢复一下。")
    replies = ("The {merchant} receipt from {rdate}.",)
    replies_zh = ("{date}那张{merchant}的小票。",)
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        three = _trash_three(rng, state)
        r = rng.choice(three)
        return {"file_id": r["id"], "merchant": _merchant(r), "rdate": str(_fact_of(r, "date")),
                "trash": [x["id"] for x in three], "ago": rng.randint(1, 12)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "date": C.date_words(p["rdate"], locale)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _trash_patch(p["trash"], p["ago"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        receipts = C.of_kind(C.pictures(init, trashed=True), "receipt")
        return {"the receipt meant, once the user has said which": sum(_key(r) == (p["merchant"], p["rdate"])
                                                                       for r in receipts)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        row = next((r for r in final["os"]["files"] if r["id"] == p["file_id"]), None)
        return [Check("restored", row is not None and row["trashed"] == 0, 0, row and row["trashed"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.files[id={p['file_id']}].trashed"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask("There are several receipts in Recently deleted. Which one do you want back?")
        obs = yield from _open_trash(obs)
        obs = yield from ui.tap(obs, trigger="trash.open", id=p["file_id"])
        yield from ui.tap(obs, trigger="trashitem.restore")


class RestoreMissingReceipt(InfeasibleTask):
    id = "gallery.RestoreMissingReceipt"
    apps = ("gallery",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "image")
    budget = 15
    instructions = ("I deleted the receipt from {merchant} dated {rdate} by mistake. Restore it in Gallery.",
                    "Get the {merchant} receipt of {rdate} back out of Gallery's Recently deleted.")
    instructions_zh = ("我不小心删了{merchant}在{date}的小票，请在相册中恢复它。",
                       "把{date}那张{merchant}的小票从相册的“最近删除”里恢复出来。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        three = _trash_three(rng, state)
        shop = _merchant(rng.choice(three))
        receipts = C.of_kind(C.pictures(state), "receipt")
        have = {_key(r) for r in receipts}
        dates = sorted({str(_fact_of(r, "date")) for r in receipts} - {d for m, d in have if m == shop})
        return {"merchant": shop, "rdate": rng.choice(dates), "trash": [x["id"] for x in three],
                "ago": rng.randint(1, 12)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "date": C.date_words(p["rdate"], locale)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _trash_patch(p["trash"], p["ago"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from _open_trash(obs)
        yield from ui.give_up(f"Recently deleted has no receipt from {p['merchant']} dated {p['rdate']}.")


class WallpaperWhichPhoto(AskFirst, CriteriaTask):
    id = "gallery.WallpaperWhichPhoto"
    apps = ("gallery", "launcher")
    composition = "atomic"
    difficulty = "L3"
    tags = ("ask_user", "image")
    budget = 30
    instructions = ("Make my {obj} photo my wallpaper.", "I want the {obj} picture from Gallery as my wallpaper.",
                    "Set the phone's wallpaper to that {obj} photo of mine in Gallery.")
    instructions_zh = ("把我拍的那张{objs}的照片设成壁纸。", "我想用相册里那张{objs}的照片当壁纸。",
                       "把相册里我那张{objs}的照片设为手机壁纸。")
    replies = ("The one taken on {day} at {time}.",)
    replies_zh = ("{date}{time}拍的那张。",)
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        everyone = C.pictures(state)
        seen: dict[str, int] = {}
        for r in everyone:
            key = C.day(C.when(r)) + C.clock(C.when(r))
            seen[key] = seen.get(key, 0) + 1

        def shows(r: dict[str, Any]) -> set[str]:
            return set((C.facts(r) or {}).get("facts", {}).get("counts", {})) & set(C.OBJECTS_ZH)

        pool = [(r, o) for r in C.of_kind(C.recent(state), "scene") for o in sorted(shows(r))
                if seen[C.day(C.when(r)) + C.clock(C.when(r))] == 1 and sum(o in shows(x) for x in C.recent(state)) >= 2]
        r, obj = rng.choice(pool)  # another of the newest pictures shows one too: a guess may well be wrong
        return {"file_id": r["id"], "obj": obj, "day": C.day(C.when(r)), "time": C.clock(C.when(r))}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        if locale == "en":
            return p
        return {**p, "objs": C.OBJECTS_ZH[p["obj"]], "date": C.date_words(p["day"], locale)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the photo meant, once the user has said which": sum(
            C.day(C.when(r)) == p["day"] and C.clock(C.when(r)) == p["time"] for r in C.pictures(init))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.display.wallpaper_photo": p["file_id"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f"You have several photos with a {p['obj']}. Which one do you mean?")
        obs = yield from ui.open_app(C.APP)
        obs = yield from C.open_picture(obs, {"id": p["file_id"]})
        obs = yield from C.viewer_menu(obs, "menu.wallpaper")
        yield from ui.home()
