"""Files tasks that test talking to the user: "the invoice" when Download holds three (ask which
first), and a file to delete that is not in the folder, only one named like it (look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution
from bench.tasks.files.common import (
    DOCUMENTS,
    DOWNLOAD,
    FILES,
    ROOT,
    at,
    children,
    choose_folder,
    go_to,
    name_of,
    new_row,
    next_id,
    rows,
    select,
    zh,
)

PDF = "application/pdf"
#: (what a person calls it, file name over a number) in English and in Chinese; Download holds one of each
KINDS: tuple[tuple[str, str, str, str], ...] = (
    ("invoice", "invoice_INV-2026-{n:04d}.pdf", "发票", "发票_INV-2026-{n:04d}.pdf"),
    ("bank statement", "bank_statement_2025-{m:02d}.pdf", "银行对账单", "银行对账单_2025-{m:02d}.pdf"),
)
#: where the user files these papers: the work folder under Documents (its name in each world)
DEST = {"en": f"{DOCUMENTS}/Work", "zh": f"{DOCUMENTS}/工作"}


def _number(rng: Random, taken: set[str], pattern: str) -> str:
    while True:
        name = pattern.format(n=rng.randrange(100, 1300), m=rng.randint(1, 12))
        if name not in taken:
            return name


class MoveWhichInvoice(AskFirst):
    id = "files.MoveWhichInvoice"
    apps = ("files",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "edit")
    budget = 30
    instructions = ("Move the {kind} in my Download folder into {dest}.",
                    "Please file the {kind} I downloaded: it belongs in {dest}.")
    instructions_zh = ("把 Download 文件夹里的{kind}移到 {dest}。", "帮我把下载的{kind}归档一下，放到 {dest} 里。")
    replies = ('The file "{name}".',)
    replies_zh = ("是“{name}”这个文件。",)
    goal_params = ("id",)

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        # the folder path as stored (other Files tasks name "Documents" so in Chinese too)
        return out if locale == "en" else {**out, "kind": params["kind_zh"], "dest": params["dest"]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        kind, pattern, kind_zh, pattern_zh = rng.choice(KINDS)
        is_zh = zh(state)
        pattern = pattern_zh if is_zh else pattern
        have = [r for r in children(state, DOWNLOAD) if r["mime"] == PDF
                and name_of(r["path"]).startswith(pattern.split("_")[0] + "_")]
        taken = {name_of(r["path"]) for r in children(state, DOWNLOAD)}
        new: list[dict[str, Any]] = []
        for k in range(3 - len(have)):
            name = _number(rng, taken, pattern)
            taken.add(name)
            new.append({"id": next_id(state, k), "name": name, "size": rng.randrange(60_000, 900_000),
                        "when": 1772000000000 + rng.randrange(0, 1_400_000) * 1000})
        pool = [(r["id"], name_of(r["path"])) for r in have] + [(n["id"], n["name"]) for n in new]
        fid, name = rng.choice(pool)
        return {"kind": kind, "kind_zh": kind_zh, "id": fid, "name": name, "new": new,
                "folder": DEST["zh" if is_zh else "en"], "dest": DEST["zh" if is_zh else "en"][len(ROOT) + 1:]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        added = [new_row(n["id"], f"{DOWNLOAD}/{n['name']}", PDF, n["size"], n["when"]) for n in p["new"]]
        return {"os": {"files[]": added}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the file meant, once the user has said which": sum(name_of(r["path"]) == p["name"]
                                                                    for r in children(init, DOWNLOAD)),
                "the destination folder": sum(r["path"] == p["folder"] and r["dir"] for r in rows(init))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [at(final, p["id"], f"{p['folder']}/{p['name']}", "moved")]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{FILES}[id={p['id']}].path", f"{FILES}[id={p['id']}].modified"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f"There are several {p['kind']}s in Download. Which one should I move?")
        obs = yield from go_to(obs, DOWNLOAD)
        obs = yield from select(obs, [p["id"]])
        obs = yield from ui.tap(obs, trigger="sel.move")
        obs = yield from choose_folder(obs, p["folder"])
        yield from ui.tap(obs, trigger="dest.done")


#: near misses of the Download folder's one boarding pass: another flight number
FLIGHTS = ("UA2093", "DL0418", "AA0761", "BA0286", "LH0455")
FLIGHTS_ZH = ("MU5137", "CZ3962", "HU7281", "ZH9514", "MF8047")


class DeleteMissingBoardingPass(InfeasibleTask):
    id = "files.DeleteMissingBoardingPass"
    apps = ("files",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "delete")
    budget = 15
    instructions = ('That trip is over: delete "{name}" from my Download folder.',
                    'In Files, remove the old boarding pass "{name}" in Download.')
    instructions_zh = ("那趟行程已经结束了，把 Download 文件夹里的“{name}”删掉。",
                       "在文件管理里删除 Download 中旧的登机牌“{name}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        if zh(state):
            return {"name": f"登机牌_{rng.choice(FLIGHTS_ZH)}.pdf"}
        return {"name": f"boarding_pass_{rng.choice(FLIGHTS)}.pdf"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go_to(obs, DOWNLOAD)
        yield from ui.give_up(f'There is no file "{p["name"]}" in Download; the only boarding pass there is '
                              "for another flight.")
