"""Files tasks that organise ``/sdcard``: folders, rename, move, copy, delete."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.files.common import (
    DOCUMENTS,
    DOWNLOAD,
    FILES,
    ROOT,
    at,
    by_id,
    by_path,
    children,
    choose_folder,
    go_to,
    name_of,
    new_files,
    new_row,
    next_id,
    parent_of,
    select,
    type_and_enter,
    zh,
)
from mgym import actions as A

FOLDERS = ("Manuals", "Paperwork", "PDFs", "Statements", "Archive", "Travel docs")
FOLDERS_ZH = ("资料", "PDF文件", "归档", "单据", "说明书", "旅行文件")


def _moved(p: dict[str, Any]) -> list[str]:
    return [f"{FILES}[id={i}].path" for i in p["ids"]] + [f"{FILES}[id={i}].modified" for i in p["ids"]]


class CreateFolderMovePdfs(TaskTemplate):
    id = "files.CreateFolderMovePdfs"
    apps = ("files",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "edit")
    budget = 45
    instructions = ('In Files, create a folder "{folder}" in Documents and move all the PDFs from Download into it.',
                    'Put every PDF in my Download folder into a new folder called "{folder}" inside Documents.',
                    'Please make a folder "{folder}" in Documents in Files and move every PDF from Download '
                    "into it.")
    instructions_zh = ("在文件管理的 Documents 里新建文件夹“{folder}”，把 Download 里的所有 PDF 移进去。",
                       "把 Download 文件夹里的每个 PDF 都放进 Documents 下新建的“{folder}”文件夹。",
                       "请在 Documents 下建一个“{folder}”文件夹，然后把 Download 里的 PDF 全都移过去。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pdfs = [r for r in children(state, DOWNLOAD) if r["mime"] == "application/pdf"]
        folder = rng.choice(FOLDERS_ZH if zh(state) else FOLDERS)
        return {"folder": folder, "ids": [r["id"] for r in pdfs], "names": [name_of(r["path"]) for r in pdfs]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        target = f"{DOCUMENTS}/{p['folder']}"
        d = by_path(final, target)
        out = [Check(f"folder {target}", bool(d and d["dir"]), True, bool(d and d["dir"]))]
        return out + [at(final, i, f"{target}/{n}", f"{n} moved") for i, n in zip(p["ids"], p["names"], strict=True)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{FILES}[+1]", *_moved(p)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go_to(obs, DOCUMENTS)
        obs = yield from ui.tap(obs, trigger="browse.newfolder")
        obs = yield from type_and_enter(obs, "Folder name", p["folder"])
        obs = yield from ui.tap(obs, trigger="browse.crumb", path=ROOT)
        obs = yield from ui.tap(obs, trigger="open.folder", path=DOWNLOAD)
        obs = yield from select(obs, p["ids"])
        obs = yield from ui.tap(obs, trigger="sel.move")
        obs = yield from choose_folder(obs, f"{DOCUMENTS}/{p['folder']}")
        yield from ui.tap(obs, trigger="dest.done")


SUFFIXES = ("_old", "_2025", "_final", "_backup", "_v2", "_copy")


class RenameFile(TaskTemplate):
    id = "files.RenameFile"
    apps = ("files",)
    difficulty = "L2"
    tags = ("edit",)
    budget = 30
    split = "train"
    instructions = ('Rename "{name}" in Documents to "{new}".', 'In Files, change the name of Documents/{name} to {new}.')
    instructions_zh = ("把 Documents 里的“{name}”重命名为“{new}”。", "在文件管理里把 Documents/{name} 改名为 {new}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(children(state, DOCUMENTS))
        name = name_of(r["path"])
        stem, dot, ext = name.rpartition(".")
        new = f"{stem}{rng.choice(SUFFIXES)}{dot}{ext}" if dot else name + rng.choice(SUFFIXES)
        return {"id": r["id"], "name": name, "new": new}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [at(final, p["id"], f"{DOCUMENTS}/{p['new']}", "renamed")]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{FILES}[id={p['id']}].path", f"{FILES}[id={p['id']}].modified"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go_to(obs, DOCUMENTS)
        obs = yield from select(obs, [p["id"]])
        obs = yield from ui.tap(obs, trigger="sel.rename")
        yield from type_and_enter(obs, "Name", p["new"])


APKS = ("WeatherPro-3.2.apk", "QuickScan-1.0.4.apk", "GameHub_v5.apk", "VPN-Lite-2.9.apk", "PhotoEdit-4.1.apk",
        "ClockWidget-1.2.apk", "MusicBox-7.0.apk")


class DeleteApks(TaskTemplate):
    id = "files.DeleteApks"
    apps = ("files",)
    difficulty = "L2"
    tags = ("delete",)
    budget = 30
    instructions = ("Delete all the .apk files in my Download folder.",
                    "Clean up Download in Files: remove every app installer (.apk) there.")
    instructions_zh = ("删除 Download 文件夹里所有的 .apk 文件。", "在文件管理里清理 Download：删掉里面所有的安装包（.apk）。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        have = [r for r in children(state, DOWNLOAD) if r["path"].endswith(".apk")]
        extra = rng.sample(APKS, rng.randint(1, 3))
        when = [1772000000000 + rng.randrange(0, 1_400_000) * 1000 for _ in extra]
        new = [{"id": next_id(state, k), "name": n, "size": rng.randrange(4_000_000, 60_000_000), "when": w}
               for k, (n, w) in enumerate(zip(extra, when, strict=True))]
        return {"new": new, "ids": [r["id"] for r in have] + [n["id"] for n in new]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = [new_row(n["id"], f"{DOWNLOAD}/{n['name']}", "application/vnd.android.package-archive", n["size"],
                        n["when"]) for n in p["new"]]
        return {"os": {"files[]": rows}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check(f"file {i} deleted", by_id(final, i) is None, None, (by_id(final, i) or {}).get("path"))
                for i in p["ids"]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{FILES}[id={i}]" for i in p["ids"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go_to(obs, DOWNLOAD)
        obs = yield from select(obs, p["ids"])
        obs = yield from ui.tap(obs, trigger="sel.delete")
        yield from ui.tap(obs, trigger="delete.confirm")


TARGETS = (f"{DOCUMENTS}/Work", f"{DOCUMENTS}/School", f"{ROOT}/Pictures", f"{ROOT}/Music")
TARGETS_ZH = (f"{DOCUMENTS}/工作", f"{DOCUMENTS}/学习", f"{ROOT}/Pictures", f"{ROOT}/Music")


class CopyDocument(TaskTemplate):
    id = "files.CopyDocument"
    apps = ("files",)
    difficulty = "L2"
    tags = ("create", "edit")
    budget = 30
    split = "train"
    instructions = ('Copy "{name}" from {src} to {dst}, keeping the original.',
                    "Make a copy of {src}/{name} in the folder {dst}.")
    instructions_zh = ("把 {src} 里的“{name}”复制到 {dst}，保留原文件。", "在 {dst} 文件夹里放一份 {src}/{name} 的副本。")
    changes = (f"{FILES}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        src = rng.choice((DOCUMENTS, DOWNLOAD))
        docs = [r for r in children(state, src) if r["text"] is not None or r["pages"]]
        r = rng.choice(docs)
        dst = rng.choice(TARGETS_ZH if zh(state) else TARGETS)
        return {"id": r["id"], "name": name_of(r["path"]), "src": src[len(ROOT) + 1:], "dst": dst[len(ROOT) + 1:]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = f"{ROOT}/{p['dst']}/{p['name']}"
        new = [r for r in new_files(init, final) if r["path"] == want]
        src = by_id(init, p["id"]) or {}
        same = bool(new) and new[0]["text"] == src.get("text") and new[0]["pages"] == src.get("pages")
        return [Check(f"a copy at {want}", len(new) == 1, 1, len(new)), Check("same content", same, True, same)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go_to(obs, f"{ROOT}/{p['src']}")
        obs = yield from select(obs, [p["id"]])
        obs = yield from ui.tap(obs, trigger="sel.copy")
        obs = yield from choose_folder(obs, f"{ROOT}/{p['dst']}")
        yield from ui.tap(obs, trigger="dest.done")


class MovePhotoToAlbum(TaskTemplate):
    id = "files.MovePhotoToAlbum"
    apps = ("files",)
    difficulty = "L2"
    tags = ("edit", "nav")
    budget = 30
    instructions = ('Move the downloaded picture "{name}" into Pictures/{album}.',
                    "In Files, move Download/{name} to the {album} folder under Pictures.")
    instructions_zh = ("把下载的图片“{name}”移到 Pictures/{album}。", "在文件管理里把 Download/{name} 移到 Pictures 下的“{album}”文件夹。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pics = [r for r in children(state, DOWNLOAD) if r["mime"].startswith("image/")]
        albums = [name_of(r["path"]) for r in children(state, f"{ROOT}/Pictures", dirs=True)
                  if name_of(r["path"]) != "Screenshots"]
        r = rng.choice(pics)
        return {"id": r["id"], "name": name_of(r["path"]), "album": rng.choice(albums)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [at(final, p["id"], f"{ROOT}/Pictures/{p['album']}/{p['name']}", "moved")]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{FILES}[id={p['id']}].path", f"{FILES}[id={p['id']}].modified"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go_to(obs, DOWNLOAD)
        obs = yield from select(obs, [p["id"]])
        obs = yield from ui.tap(obs, trigger="sel.move")
        obs = yield from choose_folder(obs, f"{ROOT}/Pictures/{p['album']}")
        yield from ui.tap(obs, trigger="dest.done")


__all__ = ["A", "parent_of"]
