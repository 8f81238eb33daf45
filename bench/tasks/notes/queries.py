"""Notes questions answered on the AnswerSheet: open checklist items, a Wi-Fi password, the biggest folder."""

from __future__ import annotations

import re
import string
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.notes.common import live, open_note, to_notes
from mgym import actions as A

_PASSWORD = re.compile(r"(Password: |密码：)(\S+)")
_CHIP = re.compile(r"^(.*) \((\d+)\)$")
_NETWORK = re.compile(r"^[^:：\n]*(?:[Nn]etwork|网络)[:：]\s*(.+)$", re.M)


class UncheckedCount(AnswerTask):
    id = "notes.UncheckedCount"
    apps = ("notes", "answersheet")
    difficulty = "L2"
    tags = ("extract", "reasoning")
    budget = 30
    instructions = ('How many items of my checklist "{title}" are not ticked off yet? Answer on the AnswerSheet.',
                    'Count the unchecked items in the Notes list "{title}" and report the number in AnswerSheet.')
    instructions_zh = ("我的清单“{title}”里还有几项没有勾选？请在答题卡上作答。", "数一数笔记清单“{title}”中未勾选的项目，把数量填写到答题卡。")
    answer_fields = (AnswerField("count", "Unchecked items", "number", "number", hint="A whole number",
                                 label_zh="未勾选项目数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = rng.choice([n for n in live(state) if n["checklist"] and n["items"]])
        k = rng.randint(0, len(n["items"]))
        open_ = set(rng.sample(range(len(n["items"])), k))
        return {"note_id": n["id"], "title": n["title"],
                "checked": [i not in open_ for i in range(len(n["items"]))]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        n = next(n for n in state["apps"]["notes"]["notes"] if n["id"] == p["note_id"])
        items = [{**it, "checked": c} for it, c in zip(n["items"], p["checked"], strict=True)]
        return {"apps": {"notes": {f"notes[id={p['note_id']}]": {"items": items}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        n = next(n for n in init["apps"]["notes"]["notes"] if n["id"] == p["note_id"])
        return {"count": str(sum(not i["checked"] for i in n["items"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.scroll_to(obs, trigger="item.add")
        boxes = [e for e in obs.ui if e.trigger == "item.toggle"]
        yield from ui.fill_answers(obs, {"count": str(sum(not e.checked for e in boxes))})


def wifi_notes(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [n for n in live(state) if _PASSWORD.search(n["body"]) and _NETWORK.search(n["body"])]


class WifiPassword(AnswerTask):
    id = "notes.WifiPassword"
    apps = ("notes", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    split = "train"
    instructions = ("What's the password of the {network} Wi-Fi? I wrote it down in Notes. Answer on the "
                    "AnswerSheet.",
                    "Find the Wi-Fi password for the network {network} in my notes and enter it in AnswerSheet.")
    instructions_zh = ("“{network}”这个 WiFi 的密码是什么？我记在笔记里了。请在答题卡上作答。", "在我的笔记里找到网络“{network}”的 WiFi 密码，填写到答题卡。")
    answer_fields = (AnswerField("password", "Wi-Fi password", hint="Exactly as written in the note",
                                 label_zh="WiFi 密码", hint_zh="与笔记中写的完全一致"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = rng.choice(wifi_notes(state))
        m = _NETWORK.search(n["body"])
        assert m is not None
        pw = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(10))
        return {"note_id": n["id"], "network": m.group(1).strip(), "password": pw,
                "body": _PASSWORD.sub(lambda x: x.group(1) + pw, n["body"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"notes": {f"notes[id={p['note_id']}]": {"body": p["body"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        n = next(n for n in init["apps"]["notes"]["notes"] if n["id"] == p["note_id"])
        m = _PASSWORD.search(n["body"])
        assert m is not None
        return {"password": m.group(2)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="list.search")
        obs = yield from ui.type_into(obs, "Search notes", p["network"])
        obs = yield from open_note(obs, p["note_id"])
        body = next(e.text for e in obs.ui if e.name == "body")
        m = _PASSWORD.search(body)
        assert m is not None, body
        yield from ui.fill_answers(obs, {"password": m.group(2)})


class BiggestFolder(AnswerTask):
    id = "notes.BiggestFolder"
    apps = ("notes", "answersheet")
    difficulty = "L2"
    tags = ("extract", "reasoning")
    budget = 30
    split = "train"
    instructions = ("Which folder in Notes has the most notes, and how many? Answer on the AnswerSheet.",
                    "Look through my Notes folders and tell me, in AnswerSheet, which one holds the most notes and "
                    "how many it holds.")
    instructions_zh = ("笔记里哪个文件夹的笔记最多？有几条？请在答题卡上作答。", "看看我的笔记文件夹，在答题卡上填写笔记最多的是哪一个，以及它有几条笔记。")
    answer_fields = (AnswerField("folder", "Folder", hint="Its name, as Notes shows it",
                                 label_zh="文件夹", hint_zh="与笔记中显示的名称一致"),
                     AnswerField("count", "Number of notes in it", "number", "number", hint="A whole number",
                                 label_zh="其中的笔记数", hint_zh="一个整数"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        folders = [f["id"] for f in state["apps"]["notes"]["folders"]]
        target = rng.choice(folders)
        rows = [n for n in state["apps"]["notes"]["notes"] if n["deleted_at"] is None and not n["private"]]
        # each note stays where it is or goes to a random folder (a patch cannot take a note out of one)
        where: dict[int, int | None] = {n["id"]: rng.choice([*folders, n["folder"]]) for n in rows}

        def count(f: int) -> int:
            return sum(v == f for v in where.values())

        while any(count(f) >= count(target) for f in folders if f != target):
            donor = max((f for f in folders if f != target), key=count)
            nid = next(k for k, v in where.items() if v == donor)
            where[nid] = target
        start = {n["id"]: n["folder"] for n in rows}
        return {"target": target, "folders": folders, "moves": [[nid, f] for nid, f in where.items() if f is not None and f != start[nid]]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"notes": {f"notes[id={nid}]": {"folder": f} for nid, f in p["moves"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        st = init["apps"]["notes"]
        live_ = [n for n in st["notes"] if n["deleted_at"] is None and not n["private"]]
        best = max(st["folders"], key=lambda f: sum(n["folder"] == f["id"] for n in live_))
        return {"folder": best["name"], "count": str(sum(n["folder"] == best["id"] for n in live_))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_notes(obs)
        shown: dict[int, tuple[str, int]] = {}
        for _ in range(4):  # read the folder chips, swiping the row along until all were seen
            for e in obs.find(trigger="list.folder"):
                m = _CHIP.match(e.text)
                if m and e.params.get("folder") is not None and e.bounds[2] < 999:
                    shown[e.params["folder"]] = (m.group(1), int(m.group(2)))
            chip = obs.find(trigger="list.folder")[0]
            if len(shown) == len(p["folders"]):
                break
            y = (chip.bounds[1] + chip.bounds[3]) / 2
            obs = yield A.Drag(x1=800, y1=y, x2=200, y2=y)
        name, count = max(shown.values(), key=lambda nc: nc[1])
        yield from ui.fill_answers(obs, {"folder": name, "count": str(count)})
