"""Files tasks across apps: a text file shared into Notes, a note saved into Files, a picture opened
in Gallery and marked as a favourite, a receipt picture sent through Messages."""

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
    by_id,
    children,
    go_to,
    name_of,
    new_files,
    norm,
    open_file,
    to_files,
)
from bench.tasks.messages.common import sent_in_thread
from bench.tasks.notes.common import NOTES, new_notes, open_note, to_notes
from mgym import actions as A


class ShareTextToNotes(TaskTemplate):
    id = "files.ShareTextToNotes"
    apps = ("files", "notes")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 30
    instructions = ('Share the text file "{name}" from Documents to Notes and save it as a note.',
                    "Open Documents/{name} in Files and send it to Notes, so its text becomes a new note.",
                    'I want the text file "{name}" in Documents saved as a note: share it from Files to '
                    "Notes.")
    instructions_zh = ("把 Documents 里的文本文件“{name}”分享到笔记，并保存成一条笔记。",
                       "在文件管理里打开 Documents/{name}，分享给笔记，让它的内容成为一条新笔记。",
                       "请把 Documents 中的文本文件“{name}”分享到笔记，存成一条笔记。")
    changes = (f"{NOTES}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice([r for r in children(state, DOCUMENTS) if r["mime"] == "text/plain" and r["text"]])
        return {"id": r["id"], "name": name_of(r["path"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_notes(init, final)
        text = (by_id(init, p["id"]) or {}).get("text") or ""
        got = "\n".join([new[0]["title"], new[0]["body"]]) if len(new) == 1 else ""
        return [Check("one new note", len(new) == 1, 1, len(new)),
                Check("the file's text in it", bool(new) and norm(text) in norm(got), text, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_files(obs)
        obs = yield from open_file(obs, f"{DOCUMENTS}/{p['name']}", p["id"])
        obs = yield from ui.tap(obs, trigger="viewer.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="notes")
        yield from ui.tap(obs, trigger="edit.save")


FOLDERS = (DOCUMENTS, DOWNLOAD, f"{DOCUMENTS}/Work")
FOLDERS_ZH = (DOCUMENTS, DOWNLOAD, f"{DOCUMENTS}/工作")


class SaveNoteToFiles(TaskTemplate):
    id = "files.SaveNoteToFiles"
    apps = ("files", "notes")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 30
    split = "train"
    instructions = ('Share my note "{title}" from Notes to Files and save it in {folder}.',
                    'Keep a copy of the note "{title}" as a text file: share it from Notes into the {folder} folder.',
                    'Please save my note "{title}" into {folder} by sharing it from Notes to Files.')
    instructions_zh = ("把笔记“{title}”从笔记分享到文件管理，保存在 {folder} 里。",
                       "把笔记“{title}”存成文本文件：从笔记分享到 {folder} 文件夹。",
                       "请从笔记里把“{title}”分享到文件管理，存到 {folder} 文件夹。")
    changes = (f"{FILES}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        notes = [n for n in state["apps"]["notes"]["notes"] if n["deleted_at"] is None and not n["private"]
                 and n["title"] and n["body"]]
        n = rng.choice(notes)
        zh = state["os"]["device"]["region"] == "zh-CN"
        folder = rng.choice(FOLDERS_ZH if zh else FOLDERS)
        return {"note_id": n["id"], "title": n["title"], "body": n["body"], "folder": folder[len(ROOT) + 1:]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_files(init, final)
        f = new[0] if len(new) == 1 else {}
        where = f.get("path", "").rsplit("/", 1)[0]
        return [Check("one new file", len(new) == 1, 1, len(new)),
                Check("in the folder", where == f"{ROOT}/{p['folder']}", f"{ROOT}/{p['folder']}", where),
                Check("the note's text in it", norm(p["body"]) in norm(f.get("text") or ""), p["body"], f.get("text"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.tap(obs, trigger="edit.menu")
        obs = yield from ui.tap(obs, trigger="nmenu.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="files")
        if obs.keyboard:
            obs = yield A.Back()
        cur = ROOT
        obs = yield from ui.tap(obs, trigger="save.open", path=ROOT)
        for part in p["folder"].split("/"):
            cur = f"{cur}/{part}"
            obs = yield from ui.tap(obs, trigger="save.open", path=cur)
        yield from ui.tap(obs, trigger="save.confirm")


class FavouriteInGallery(TaskTemplate):
    id = "files.FavouriteInGallery"
    apps = ("files", "gallery")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "edit")
    budget = 30
    instructions = ('Open the picture "{name}" from {folder} with Gallery and mark it as a favourite.',
                    "In Files, find {folder}/{name}, open it with Gallery and favourite it there.",
                    'Please favourite the picture "{name}" in {folder}: open it with Gallery and mark it '
                    "there.")
    instructions_zh = ("用图库打开 {folder} 里的图片“{name}”，并把它设为收藏。",
                       "在文件管理里找到 {folder}/{name}，用图库打开，并在图库里收藏它。",
                       "请用图库打开 {folder} 中的“{name}”这张图片，在图库里收藏它。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        albums = [r["path"] for r in children(state, f"{ROOT}/Pictures", dirs=True)
                  if not r["path"].endswith("/Screenshots") and children(state, r["path"])]
        folder = rng.choice((DOWNLOAD, *albums))
        pics = [r for r in children(state, folder) if r["mime"].startswith("image/")]
        r = rng.choice(pics)
        return {"id": r["id"], "name": name_of(r["path"]), "folder": folder[len(ROOT) + 1:]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {f"files[id={p['id']}]": {"favorite": False}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        r = by_id(final, p["id"]) or {}
        return [Check("favourite", r.get("favorite") is True, True, r.get("favorite"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{FILES}[id={p['id']}].favorite"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_files(obs)
        obs = yield from go_to(obs, f"{ROOT}/{p['folder']}")
        obs = yield from ui.tap(obs, trigger="open.file", id=p["id"])
        obs = yield from ui.tap(obs, trigger="viewer.open")
        yield from ui.tap(obs, trigger="viewer.favourite")


class SendReceiptInMessages(TaskTemplate):
    id = "files.SendReceiptInMessages"
    apps = ("files", "messages")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "social")
    budget = 45
    instructions = ('Send the receipt picture "{name}" from my Download folder to {contact} in Messages.',
                    "Share Download/{name} from Files with {contact} as a text message.",
                    'Please text {contact} the receipt picture "{name}" that is in my Download folder.')
    instructions_zh = ("把 Download 里的小票图片“{name}”通过信息发给{contact}。",
                       "在文件管理里把 Download/{name} 用短信分享给{contact}。",
                       "请把 Download 文件夹里的小票图片“{name}”用短信发给{contact}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads

        t, c = rng.choice(named_threads(state))
        pics = [r for r in children(state, DOWNLOAD) if name_of(r["path"]).startswith(("receipt", "小票"))]
        r = rng.choice(pics)
        return {"id": r["id"], "name": name_of(r["path"]), "contact": c["name"], "contact_id": c["id"],
                "thread_id": t["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = sent_in_thread(init, final, p["thread_id"])
        files = new[0].get("files", []) if len(new) == 1 else []
        return [Check("one message sent", len(new) == 1, 1, len(new)),
                Check("the receipt attached", files == [p["id"]], [p["id"]], files)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import TO_HINT

        obs = yield from to_files(obs)
        obs = yield from open_file(obs, f"{DOWNLOAD}/{p['name']}", p["id"])
        obs = yield from ui.tap(obs, trigger="viewer.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["contact"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="compose.send")
