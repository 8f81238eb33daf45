"""Browser tasks on downloads: a picture saved from a page, a PDF downloaded and read in Files (its
answer on page N), a downloaded file renamed in Files. Judged from ``os.files`` (the new file's
name, folder, owner and content) and the AnswerSheet."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.browser.common import address, open_browser, web
from mgym.apps.browser.world import downloads

FOLDER = "/sdcard/Download"
NAMES = ("Festival menu.pdf", "menu-march.pdf", "food fest menu.pdf", "Riverside menu 2026.pdf", "eat.pdf",
         "timetable.pdf", "airport trains.pdf", "Coffee maker manual.pdf", "library.pdf", "hours 2026.pdf")
NAMES_ZH = ("美食节菜单.pdf", "三月菜单.pdf", "吃什么.pdf", "机场快线.pdf", "时刻表2026.pdf", "咖啡机说明书.pdf",
            "图书馆时间.pdf", "说明书.pdf")


def _items(state: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    region = str(state["os"]["device"]["region"])
    return [dict(d) for d in downloads(region).values() if d["kind"] == kind]


def _title(state: dict[str, Any], d: dict[str, Any]) -> str:
    p = web(state).page(d["page"])
    return str(p["title"]) if p else str(d["page"])


def _site(state: dict[str, Any], d: dict[str, Any]) -> str:
    s = web(state).site_of(d["page"])
    return str(s["name"]) if s else ""


def new_downloads(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {r["id"] for r in init["os"]["files"]}
    return [r for r in final["os"]["files"] if r["id"] not in old and not r["dir"]]


def _same_content(r: dict[str, Any], d: dict[str, Any]) -> bool:
    if d["kind"] == "pdf":
        return list(r["pages"]) == list(d["pages"])
    if d["kind"] == "txt":
        return r["text"] == d["text"]
    return bool(r["asset"] == d["asset"])


def download_check(init: dict[str, Any], final: dict[str, Any], d: dict[str, Any], name: str) -> Check:
    new = new_downloads(init, final)
    got = [r["path"] for r in new]
    ok = len(new) == 1 and new[0]["path"] == f"{FOLDER}/{name}" and _same_content(new[0], d) and not new[0]["trashed"]
    return Check(f"{FOLDER}/{name} holds {d['url']}", ok, f"{FOLDER}/{name}", got)


def download(obs: Any, d: dict[str, Any]) -> ui.Steps:
    """Open the page that links ``d`` and download it (a tap on a file link; a picture's long press)."""
    obs = yield from open_browser(obs)
    obs = yield from address(obs, d["page"])
    if d["kind"] == "image":
        obs = yield from ui.long_press(obs, trigger="dl.menu", url=d["url"])
        return (yield from ui.tap(obs, trigger="linkmenu.download"))
    return (yield from ui.tap(obs, trigger="dl.get", url=d["url"]))


def open_in_files(obs: Any, name: str, select: bool = False) -> ui.Steps:
    """Files → Internal storage → Download → the file (opened, or selected with a long press)."""
    obs = yield from ui.open_app("Files")
    obs = yield from ui.tap(obs, trigger="home.storage")
    obs = yield from ui.tap(obs, trigger="open.folder", path=FOLDER)
    obs = yield from ui.scroll_to(obs, name, trigger="open.file")
    row = obs.find(name, trigger="open.file")[0]
    if select:
        return (yield from ui.long_press(obs, trigger="open.file", id=row.params["id"]))
    return (yield from ui.tap(obs, trigger="open.file", id=row.params["id"]))


class SaveArticlePicture(TaskTemplate):
    id = "browser.SaveArticlePicture"
    apps = ("browser",)
    difficulty = "L2"
    tags = ("create",)
    split = "train"
    instructions = ('Save the picture "{label}" from the {site} article "{title}" to my phone.',
                    'In the Browser, download the photo captioned "{label}" on {site}\'s "{title}" page.')
    instructions_zh = ("把{site}文章“{title}”里的图片“{label}”保存到手机。", "在浏览器里下载{site}“{title}”页面上标题为“{label}”的照片。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(_items(state, "image"))
        return {"url": d["url"], "label": d["label"], "title": _title(state, d), "site": _site(state, d),
                "name": d["name"], "region": state["os"]["device"]["region"]}

    def _item(self, p: dict[str, Any]) -> dict[str, Any]:
        return dict(downloads(p["region"])[p["url"]])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [download_check(init, final, self._item(p), p["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["os.files[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from download(obs, self._item(p))


def _menu_questions(d: dict[str, Any]) -> list[dict[str, Any]]:
    """(page number, dish, price) for every priced line of a menu PDF."""
    out: list[dict[str, Any]] = []
    for i, page in enumerate(d["pages"], 1):
        for line in page.split("\n"):
            m = re.fullmatch(r"(.+?)\s+\$?(\d+(?:\.\d\d)?)\s*(?:元)?", line.strip())
            if m and not line.startswith(("Page", "第")):
                out.append({"page": i, "what": m[1].strip(), "value": float(m[2]), "kind": "price"})
    return out


def _timetable_questions(d: dict[str, Any]) -> list[dict[str, Any]]:
    """(page number, departure time from the first stop, the stop, its arrival time) of each run."""
    out: list[dict[str, Any]] = []
    for i, page in enumerate(d["pages"], 1):
        lines = page.split("\n")
        stops = next((re.split(r", |、", ln.split(": ", 1)[-1].split("：", 1)[-1]) for ln in lines
                      if ln.startswith(("Stops:", "站点："))), None)
        if not stops:
            continue
        for ln in lines:
            times = re.findall(r"\d\d:\d\d", ln)
            if len(times) == len(stops):
                k = 1 + (len(out) % (len(stops) - 1))
                out.append({"page": i, "what": times[0], "stop": stops[k], "value": times[k], "kind": "time"})
    return out


class _ReadPdf(AnswerTask):
    """Download a PDF of the offline web, open it in Files and answer a question on one of its pages."""

    apps = ("browser", "files", "answersheet")
    objective = "hybrid"
    composition = "transfer"
    tags = ("extract", "handoff")
    budget = 60
    #: which PDFs (a word of the file name) and how their questions are drawn
    FILE = ""

    def questions(self, d: dict[str, Any]) -> list[dict[str, Any]]:
        raise NotImplementedError

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = next(d for d in _items(state, "pdf") if self.FILE in d["name"])
        q = rng.choice(self.questions(d))
        return {"url": d["url"], "label": d["label"], "title": _title(state, d), "site": _site(state, d),
                "name": d["name"], "region": state["os"]["device"]["region"], "page": q["page"], **q}

    def _item(self, p: dict[str, Any]) -> dict[str, Any]:
        return dict(downloads(p["region"])[p["url"]])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"answer": p["value"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [download_check(init, final, self._item(p), p["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["os.files[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from download(obs, self._item(p))
        obs = yield from open_in_files(obs, p["name"])
        yield from ui.fill_answers(obs, {"answer": p["value"]})


class ReadMenuPdf(_ReadPdf):
    id = "browser.ReadMenuPdf"
    difficulty = "L4"
    FILE = "menu"
    instructions = ('Download the "{label}" from the {site} article "{title}", open it in Files and tell me the price '
                    "of {what} (page {page}).",
                    'The {site} article "{title}" links a menu PDF. Save it to the phone, read page {page} in Files: '
                    "how much is {what}?",
                    'How much is {what} on page {page} of the "{label}" from the {site} article "{title}"? '
                    "Download it and check in Files.")
    instructions_zh = ("下载{site}文章“{title}”里的“{label}”，在“文件”中打开，告诉我第{page}页上{what}的价格。",
                       "{site}的文章“{title}”附有一份菜单PDF。把它存到手机，在“文件”里看第{page}页：{what}多少钱？",
                       "{site}文章“{title}”里有一份“{label}”，请下载后在“文件”中打开，看看第{page}页上{what}"
                       "卖多少钱。")
    answer_fields = (AnswerField("answer", "Price", "number", "number", hint="The price as a number", precision="0.01",
                                 label_zh="价格", hint_zh="价格数字"),)

    def questions(self, d: dict[str, Any]) -> list[dict[str, Any]]:
        return _menu_questions(d)


class ReadTimetablePdf(_ReadPdf):
    id = "browser.ReadTimetablePdf"
    difficulty = "L3"
    split = "train"
    FILE = "timetable"
    instructions = ('Download the "{label}" from the {site} article "{title}" and open it in Files. On page {page}, '
                    "when does the {what} train from the first stop reach {stop}?",
                    'Save {site}\'s "{label}" (on "{title}") and read it in Files: the {what} train from the first stop '
                    "(page {page}) gets to {stop} at what time?",
                    "At what time does the {what} train from the first stop arrive at {stop}? It is on page "
                    '{page} of the "{label}" in the {site} article "{title}": download it and open it in '
                    "Files.")
    instructions_zh = ("下载{site}文章“{title}”里的“{label}”，在“文件”中打开。第{page}页上，{what}从首站发出的那班车几点到达{stop}？",
                       "把{site}“{title}”里的“{label}”存到手机并在“文件”里查看：第{page}页，{what}首站发车的那班几点到{stop}？",
                       "{what}从首站出发的那班车几点到{stop}？请下载{site}文章“{title}”里的“{label}”，在“文"
                       "件”中查看第{page}页。")
    answer_fields = (AnswerField("answer", "Time", "text", "time", hint="A time, e.g. 07:19", label_zh="时间",
                                 hint_zh="一个时间，例如 07:19"),)

    def questions(self, d: dict[str, Any]) -> list[dict[str, Any]]:
        return _timetable_questions(d)


class RenameDownload(TaskTemplate):
    id = "browser.RenameDownload"
    apps = ("browser", "files")
    composition = "transfer"
    difficulty = "L4"
    tags = ("edit", "handoff")
    budget = 45
    instructions = ('Download the "{label}" linked from the {site} article "{title}", then rename the file in Files '
                    'to "{new}".',
                    'Save {site}\'s "{label}" (on the "{title}" page) to the phone and call the file "{new}" in Files.',
                    'I want the "{label}" from the {site} article "{title}" on my phone under the name '
                    '"{new}". Download it and rename it in Files.')
    instructions_zh = ("下载{site}文章“{title}”里链接的“{label}”，然后在“文件”中把它重命名为“{new}”。",
                       "把{site}“{title}”页面上的“{label}”存到手机，并在“文件”里把文件名改成“{new}”。",
                       "请把{site}文章“{title}”中的“{label}”下载下来，在“文件”里改名为“{new}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(_items(state, "pdf"))
        zh = state["os"]["device"]["region"] == "zh-CN"
        new = rng.choice([n for n in (NAMES_ZH if zh else NAMES) if n != d["name"]])
        return {"url": d["url"], "label": d["label"], "title": _title(state, d), "site": _site(state, d),
                "name": d["name"], "new": new, "region": state["os"]["device"]["region"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [download_check(init, final, dict(downloads(p["region"])[p["url"]]), p["new"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["os.files[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from download(obs, dict(downloads(p["region"])[p["url"]]))
        obs = yield from open_in_files(obs, p["name"], select=True)
        row = obs.find(trigger="sel.rename")[0]
        obs = yield from ui.tap(obs, trigger="sel.rename", id=row.params["id"])
        obs = yield from ui.type_into(obs, "Name", p["new"])
        yield from ui.tap(obs, trigger="rename.save")
