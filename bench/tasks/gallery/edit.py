"""Gallery tasks that change pictures: favourite, rotate, crop, rename, wallpaper, delete, restore, albums."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.gallery import common as C

PICTURES = "/sdcard/Pictures"
CAMERA = "/sdcard/DCIM/Camera"
#: the phone's clock at boot (ms); setups date the trash from it
BOOT_MS = 1773478800000
DAY_MS = 86_400_000


def _file(fid: int, field: str) -> str:
    return f"os.files[id={fid}].{field}"


def _scene_params(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    r, obj, n = rng.choice(C.unique_counts(state, C.of_kind(C.recent(state), "scene")))
    return {"file_id": r["id"], "obj": obj, "n": n, "objs": C.plural(obj, n)}


def _scene_zh(p: dict[str, Any], locale: str) -> dict[str, Any]:
    return p if locale == "en" else {**p, "objs": C.OBJECTS_ZH[p["obj"]]}


def _when_params(row: dict[str, Any]) -> dict[str, Any]:
    return {"file_id": row["id"], "day": C.day(C.when(row)), "time": C.clock(C.when(row))}


def _when_zh(p: dict[str, Any], locale: str) -> dict[str, Any]:
    return {**p, "date": C.date_words(p["day"], locale)}


class FavouriteScene(CriteriaTask):
    id = "gallery.FavouriteScene"
    apps = ("gallery",)
    difficulty = "L2"
    tags = ("image", "edit")
    instructions = ("In Gallery, add the photo with {n} {objs} to Favourites.",
                    "Find the picture showing {n} {objs} and mark it as a favourite.")
    instructions_zh = ("在相册中把有{n}个{objs}的照片加入收藏。", "找到拍有{n}个{objs}的那张照片，把它设为收藏。")
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _scene_params(rng, state)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return _scene_zh(p, locale)

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {_file(p["file_id"], "favorite"): True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from C.open_picture(obs, {"id": p["file_id"]})
        yield from ui.tap(obs, trigger="viewer.favourite")


class WallpaperScene(CriteriaTask):
    id = "gallery.WallpaperScene"
    apps = ("gallery", "launcher")
    difficulty = "L3"
    tags = ("image", "settings")
    instructions = ("Set the photo with {n} {objs} as my wallpaper.",
                    "I want the picture of {n} {objs} from my Gallery on the home screen as wallpaper.",
                    "Please make the photo with {n} {objs} my wallpaper.")
    instructions_zh = ("把有{n}个{objs}的照片设为壁纸。", "我想把相册里那张有{n}个{objs}的照片设成主屏幕壁纸。",
                       "请用相册里有{n}个{objs}的那张照片做壁纸。")
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _scene_params(rng, state)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return _scene_zh(p, locale)

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.display.wallpaper_photo": p["file_id"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(C.APP)
        obs = yield from C.open_picture(obs, {"id": p["file_id"]})
        obs = yield from C.viewer_menu(obs, "menu.wallpaper")
        yield from ui.home()


class RotatePhoto(CriteriaTask):
    id = "gallery.RotatePhoto"
    apps = ("gallery",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ("Rotate the photo taken on {day} at {time} 90° to the right and save it.",
                    "In Gallery, the picture from {day} {time} should be turned a quarter turn clockwise.")
    instructions_zh = ("把{date}{time}拍的照片向右旋转90°并保存。", "在相册里把{date}{time}的那张图片顺时针旋转90度。")
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        seen: dict[str, int] = {}
        for r in C.recent(state):
            key = C.day(C.when(r)) + C.clock(C.when(r))
            seen[key] = seen.get(key, 0) + 1
        rows = [r for r in C.recent(state) if r["asset"] and seen[C.day(C.when(r)) + C.clock(C.when(r))] == 1]
        return _when_params(rng.choice(rows))

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return _when_zh(p, locale)

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {_file(p["file_id"], "rotation"): 90}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {_file(p["file_id"], "rotation"): 0}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from C.open_picture(obs, {"id": p["file_id"]})
        obs = yield from ui.tap(obs, trigger="viewer.edit")
        obs = yield from ui.tap(obs, trigger="edit.rotate", dir="right")
        yield from ui.tap(obs, trigger="edit.save")


class CropSquare(CriteriaTask):
    id = "gallery.CropSquare"
    apps = ("gallery",)
    difficulty = "L2"
    tags = ("edit",)
    instructions = ("Crop the newest picture in the {album} album to a square.",
                    "In Gallery, open the most recent picture of {album} and crop it square.")
    instructions_zh = ("把“{album}”相册里最新的图片裁剪成正方形。", "在相册中打开“{album}”里最新的一张图片，把它裁成正方形。")
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        by: dict[str, list[dict[str, Any]]] = {}
        for r in C.pictures(state):
            by.setdefault(C.folder(r), []).append(r)
        folder = rng.choice(sorted(by))
        top = by[folder][0]
        return {"file_id": top["id"], "folder": folder, "album": C.album_label(folder)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "album": self.tr(p["album"], locale)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {_file(p["file_id"], "crop"): "square"}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {_file(p["file_id"], "crop"): ""}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from C.open_album(obs, p["folder"])
        obs = yield from C.tap_cell(obs, p["file_id"])
        obs = yield from ui.tap(obs, trigger="viewer.edit")
        obs = yield from ui.tap(obs, trigger="edit.crop", crop="square")
        yield from ui.tap(obs, trigger="edit.save")


NEW_NAMES = ("Lunch votes", "Parking rules", "Sales chart", "Boarding pass", "Opening hours", "Menu photo",
             "Trip budget", "Keep this")
NEW_NAMES_ZH = ("午餐投票", "停车须知", "销售图表", "登机牌", "营业时间", "菜单", "旅行预算", "留着")


class RenameScreenshot(TaskTemplate):
    id = "gallery.RenameScreenshot"
    apps = ("gallery",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ("Rename the screenshot taken on {day} at {time} to \"{new}\".",
                    "In Gallery, give the screenshot from {day} {time} the name {new}.")
    instructions_zh = ("把{date}{time}的截图重命名为“{new}”。", "在相册里把{date}{time}截的图改名为{new}。")
    goal_params = ("file_id", "new")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        shots = [r for r in C.pictures(state) if C.folder(r) == f"{PICTURES}/Screenshots"]
        row = rng.choice(shots)
        names = NEW_NAMES_ZH if state["os"]["device"]["region"] == "zh-CN" else NEW_NAMES
        ext = C.name(row).rsplit(".", 1)[1]
        return {**_when_params(row), "new": rng.choice(names), "ext": ext, "folder": C.folder(row)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return _when_zh(p, locale)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        row = next((r for r in final["os"]["files"] if r["id"] == p["file_id"]), None)
        want = f"{p['folder']}/{p['new']}.{p['ext']}"
        return [Check("renamed", row is not None and row["path"] == want, want, row and row["path"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [_file(p["file_id"], "path"), _file(p["file_id"], "modified")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from C.open_album(obs, p["folder"])
        obs = yield from C.tap_cell(obs, p["file_id"])
        obs = yield from C.viewer_menu(obs, "menu.rename")
        obs = yield from ui.type_into(obs, "File name", p["new"])
        yield from ui.tap(obs, trigger="rename.save")


class DeleteAlbumPhotos(TaskTemplate):
    id = "gallery.DeleteAlbumPhotos"
    apps = ("gallery",)
    difficulty = "L3"
    tags = ("delete",)
    split = "train"
    instructions = ("Delete every picture in the {album} album.", "Clear out the {album} album in Gallery: all of its photos should go.",
                    "Please remove all the pictures from the {album} album.")
    instructions_zh = ("删除“{album}”相册中的所有图片。", "把相册里的“{album}”清空，里面的照片都删掉。",
                       "请把“{album}”相册里的照片全部删除。")
    goal_params = ("folder",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        by: dict[str, list[int]] = {}
        for r in C.pictures(state):
            if C.folder(r).startswith(PICTURES + "/") and C.folder(r) != f"{PICTURES}/Screenshots":
                by.setdefault(C.folder(r), []).append(r["id"])
        folder = rng.choice(sorted(f for f, ids in by.items() if len(ids) <= 12))
        return {"folder": folder, "album": folder.rsplit("/", 1)[1], "ids": sorted(by[folder])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        rows = {r["id"]: r for r in final["os"]["files"]}
        return [Check(f"file {i} deleted", i not in rows or bool(rows[i]["trashed"]), True,
                      i not in rows or bool(rows[i]["trashed"])) for i in p["ids"]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [_file(i, "trashed") for i in p["ids"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from C.open_album(obs, p["folder"])
        obs = yield from C.tap_cell(obs, p["ids"][0], long=True)
        obs = yield from ui.tap(obs, trigger="select.all")
        obs = yield from ui.tap(obs, trigger="select.delete")
        yield from ui.tap(obs, trigger="delete.confirm")


def _fact_of(r: dict[str, Any], key: str) -> Any:
    return (C.facts(r) or {}).get("facts", {}).get(key)


def _merchant(r: dict[str, Any]) -> str:
    return str(_fact_of(r, "merchant") or "")


class RestoreReceipt(TaskTemplate):
    id = "gallery.RestoreReceipt"
    apps = ("gallery",)
    difficulty = "L2"
    tags = ("image", "delete")
    instructions = ("I deleted the receipt from {merchant} dated {rdate} by mistake. Restore it in Gallery.",
                    "Get the {merchant} receipt of {rdate} back out of Gallery's Recently deleted.")
    instructions_zh = ("我不小心删了{merchant}在{date}的小票，请在相册中恢复它。",
                       "把{date}那张{merchant}的小票从相册的“最近删除”里恢复出来。")
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        receipts = C.of_kind(C.pictures(state), "receipt")
        key = {r["id"]: (_merchant(r), str(_fact_of(r, "date"))) for r in receipts}
        alone = [r for r in receipts if sum(k == key[r["id"]] for k in key.values()) == 1]
        r = rng.choice(alone)
        decoys = rng.sample([o["id"] for o in receipts if o["id"] != r["id"]], 2)
        return {"file_id": r["id"], "merchant": key[r["id"]][0], "rdate": key[r["id"]][1], "decoys": decoys,
                "ago": rng.randint(1, 12)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "date": C.date_words(p["rdate"], locale)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        trashed = {f"files[id={fid}]": {"trashed": BOOT_MS - (p["ago"] + k) * DAY_MS}
                   for k, fid in enumerate([p["file_id"], *p["decoys"]])}
        return {"os": trashed}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        row = next((r for r in final["os"]["files"] if r["id"] == p["file_id"]), None)
        return [Check("restored", row is not None and row["trashed"] == 0, 0, row and row["trashed"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [_file(p["file_id"], "trashed")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="tab.albums")
        obs = yield from ui.tap(obs, trigger="albums.trash")
        obs = yield from ui.tap(obs, trigger="trash.open", id=p["file_id"])
        yield from ui.tap(obs, trigger="trashitem.restore")


ALBUMS = ("Expenses", "Tax 2026", "Reimburse", "Shopping", "Bills", "Paperwork")
ALBUMS_ZH = ("报销", "2026税务", "开销", "购物小票", "账单", "票据存档")


class AlbumForMerchant(TaskTemplate):
    id = "gallery.AlbumForMerchant"
    apps = ("gallery",)
    objective = "operate"
    composition = "sequential"
    difficulty = "L4"
    tags = ("image", "create")
    budget = 30
    instructions = ("In Gallery, create an album called {album} and move the receipts from {merchant} "
                    "that are in {src} into it.",
                    "Make a new album {album} and put the {merchant} receipts from the {src} album in it (move them).",
                    "Please move the {merchant} receipts that are in {src} into a new Gallery album named "
                    "{album}.")
    instructions_zh = ("在相册中新建名为“{album}”的相册，把“{src}”里{merchant}的小票都移进去。",
                       "新建一个相册“{album}”，把“{src}”相册中{merchant}的小票移动到里面。",
                       "请把“{src}”里{merchant}的小票移到一个新建的相册“{album}”中。")
    goal_params = ("album", "ids")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        by: dict[tuple[str, str], list[int]] = {}
        for r in C.of_kind(C.pictures(state), "receipt"):
            by.setdefault((C.folder(r), _merchant(r)), []).append(r["id"])
        folder, merchant = rng.choice(sorted(k for k, ids in by.items() if 2 <= len(ids) <= 4 and k[0] != CAMERA))
        names = ALBUMS_ZH if state["os"]["device"]["region"] == "zh-CN" else ALBUMS
        return {"album": rng.choice(names), "merchant": merchant, "folder": folder, "src": C.album_label(folder),
                "ids": by[(folder, merchant)]}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "src": self.tr(p["src"], locale)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        target = f"{PICTURES}/{p['album']}"
        rows = {r["id"]: r for r in final["os"]["files"]}
        out = [Check("album created", any(r["path"] == target and r["dir"] for r in rows.values()), target, None)]
        for i in p["ids"]:
            got = rows[i]["path"].rsplit("/", 1)[0] if i in rows else None
            out.append(Check(f"file {i} moved", got == target, target, got))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.files[+1 path={PICTURES}/{p['album']}]",
                *(_file(i, f) for i in p["ids"] for f in ("path", "modified"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from C.open_album(obs, p["folder"])
        obs = yield from C.tap_cell(obs, p["ids"][0], long=True)
        for i in p["ids"][1:]:
            obs = yield from C.tap_cell(obs, i, trigger="select.toggle")
        obs = yield from ui.tap(obs, trigger="select.move")
        obs = yield from ui.tap(obs, trigger="pick.new")
        obs = yield from ui.type_into(obs, "Album name", p["album"])
        yield from ui.tap(obs, trigger="newalbum.create")
