"""Files query tasks: find a file by its content, read a PDF or a picture, sort by size."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, check
from bench.tasks.files.common import (
    DOCUMENTS,
    DOWNLOAD,
    ROOT,
    children,
    go_to,
    name_of,
    new_row,
    next_id,
    open_file,
    parent_of,
    rows,
    zh,
)
from mgym.render.photos import index

NAME = AnswerField("name", "File name", hint="The file's full name, e.g. notes.txt", label_zh="文件名",
                   hint_zh="完整的文件名，例如 notes.txt")


def _phrase(text: str, others: list[str], rng: Random) -> str | None:
    """A short run of words of ``text`` that no other text contains."""
    lines = [ln.strip(" -#•") for ln in text.splitlines() if len(ln.strip(" -#•")) >= 8]
    rng.shuffle(lines)
    for ln in lines:
        words = ln.split()
        cand = " ".join(words[:5]) if len(words) > 1 else ln[:14]
        if cand and not any(cand.lower() in o.lower() for o in others):
            return cand
    return None


class FindPhrase(AnswerTask):
    id = "files.FindPhrase"
    apps = ("files",)
    composition = "deep_dive"
    difficulty = "L3"
    tags = ("search", "extract")
    budget = 45
    instructions = ('One of my text files in Documents contains "{phrase}". What is that file called?',
                    'Find the document with the words "{phrase}" in Files and tell me its file name.',
                    'Which text file in Documents has "{phrase}" in it? Tell me its name.')
    instructions_zh = ("Documents 里有个文本文件包含“{phrase}”。这个文件叫什么？",
                       "在文件管理里找到写有“{phrase}”的文档，告诉我它的文件名。",
                       "请找出 Documents 里包含“{phrase}”的文本文件，告诉我文件名。")
    answer_fields = (NAME,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        texts = [r for r in rows(state) if r["path"].startswith(DOCUMENTS + "/") and r["text"] and not r["trashed"]]
        while True:
            r = rng.choice(texts)
            phrase = _phrase(r["text"], [o["text"] for o in texts if o is not r], rng)
            if phrase:
                return {"id": r["id"], "path": r["path"], "phrase": phrase}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"name": name_of(p["path"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_file(obs, p["path"], p["id"])
        yield from ui.fill_answers(obs, {"name": name_of(p["path"])})


VENDORS = ("Brightline Design Studio", "Northwind Supplies", "Harbor IT Services", "Maple Print Co.")
VENDORS_ZH = ("星光设计工作室", "北风办公用品", "海港信息技术", "枫叶印刷")
ITEMS = (("Logo design", 180, 900), ("Website hosting (12 months)", 60, 240), ("Consulting hours", 90, 600),
         ("Business cards x500", 30, 120), ("Printer toner", 40, 160), ("Laptop stand", 25, 90))
ITEMS_ZH = (("标志设计", 800, 5000), ("网站托管（12个月）", 300, 1500), ("咨询服务", 500, 3000),
            ("名片500张", 100, 600), ("打印机墨盒", 150, 800), ("笔记本支架", 80, 400))


class InvoiceTotal(AnswerTask):
    id = "files.InvoiceTotal"
    apps = ("files",)
    difficulty = "L2"
    tags = ("extract", "finance")
    budget = 30
    instructions = ("What is the total due on the invoice PDF in my Download folder?",
                    "Open {name} in Files and tell me the invoice's total amount.")
    instructions_zh = ("Download 文件夹里那张发票 PDF 的应付总额是多少？", "在文件管理里打开 {name}，告诉我发票的总金额。")
    answer_fields = (AnswerField("total", "Total", "number", "number", precision="0.01", hint="A number, e.g. 1234.50",
                                 label_zh="总额", hint_zh="一个数字，例如 1234.50"),)

    @staticmethod
    def _invoice(state: dict[str, Any]) -> dict[str, Any]:
        return next(r for r in children(state, DOWNLOAD) if r["mime"] == "application/pdf"
                    and name_of(r["path"]).lower().startswith(("invoice", "发票")))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = self._invoice(state)
        cn = zh(state)
        picks = rng.sample(ITEMS_ZH if cn else ITEMS, rng.randint(2, 4))
        lines = [(n, rng.randint(1, 3), rng.randrange(lo * 100, hi * 100) / 100) for n, lo, hi in picks]
        sub = round(sum(q * u for _, q, u in lines), 2)
        tax = round(sub * (0.06 if cn else 0.08), 2)
        return {"id": r["id"], "name": name_of(r["path"]), "vendor": rng.choice(VENDORS_ZH if cn else VENDORS),
                "lines": lines, "sub": sub, "tax": tax, "total": round(sub + tax, 2), "zh": cn}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        if p["zh"]:
            body = "\n".join(f"{n}  ×{q}  ¥{u:,.2f}  ¥{q * u:,.2f}" for n, q, u in p["lines"])
            page = (f"发票\n{p['vendor']}\n发票号：INV-2026-0212\n开票日期：2026-02-12\n\n项目  数量  单价  金额\n{body}\n\n"
                    f"小计：¥{p['sub']:,.2f}\n税额（6%）：¥{p['tax']:,.2f}\n应付总额：¥{p['total']:,.2f}\n付款期限：30天")
        else:
            body = "\n".join(f"{n}  x{q}  ${u:,.2f}  ${q * u:,.2f}" for n, q, u in p["lines"])
            page = (f"INVOICE\n{p['vendor']}\nInvoice no. INV-2026-0212\nDate: 2026-02-12\n\nItem  Qty  Unit  Amount\n"
                    f"{body}\n\nSubtotal: ${p['sub']:,.2f}\nTax (8%): ${p['tax']:,.2f}\nTOTAL DUE: ${p['total']:,.2f}\n"
                    "Payment due within 30 days.")
        return {"os": {f"files[id={p['id']}]": {"pages": [page]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": p["total"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_file(obs, f"{DOWNLOAD}/{p['name']}", p["id"])
        yield from ui.fill_answers(obs, {"total": p["total"]})


class PdfPages(AnswerTask):
    id = "files.PdfPages"
    apps = ("files",)
    difficulty = "L2"
    tags = ("extract",)
    budget = 30
    split = "train"
    instructions = ('How many pages does "{name}" have? It is in {folder}.',
                    "Open the PDF {folder}/{name} in Files and count its pages.")
    instructions_zh = ("“{name}”有几页？它在 {folder} 里。", "在文件管理里打开 PDF 文件 {folder}/{name}，数一数有几页。")
    answer_fields = (AnswerField("pages", "Pages", "number", "number", hint="A whole number", label_zh="页数",
                                 hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pdfs = [r for r in rows(state) if r["mime"] == "application/pdf" and not r["trashed"] and r["pages"]]
        counts = sorted({len(r["pages"]) for r in pdfs})
        n = rng.choice(counts)
        r = rng.choice([r for r in pdfs if len(r["pages"]) == n])
        return {"id": r["id"], "path": r["path"], "name": name_of(r["path"]),
                "folder": parent_of(r["path"])[len(ROOT) + 1:], "pages": n}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"pages": p["pages"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_file(obs, p["path"], p["id"])
        yield from ui.fill_answers(obs, {"pages": p["pages"]})


BIG = ("screen_recording_{n}.mp4", "backup_{n}.zip", "dataset_{n}.csv", "holiday_video_{n}.mp4", "export_{n}.zip",
       "podcast_episode_{n}.mp3")


class LargestDownload(AnswerTask):
    id = "files.LargestDownload"
    apps = ("files",)
    objective = "hybrid"
    difficulty = "L2"
    tags = ("explore", "extract")
    budget = 30
    split = "train"
    instructions = ("Sort my Download folder by size, largest first, and tell me the name of the largest file.",
                    "Which file in Download takes up the most space? Sort it by size in Files, largest first, and answer its name.")
    instructions_zh = ("把 Download 文件夹按大小从大到小排序，告诉我最大的文件叫什么。",
                       "Download 里哪个文件占用空间最大？在文件管理里按大小从大到小排序，回答它的文件名。")
    answer_fields = (NAME,)
    changes = ("apps.files.sort", "apps.files.sort_desc")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        top = max(r["size"] for r in children(state, DOWNLOAD))
        name = rng.choice(BIG).format(n=rng.randrange(100, 9999))
        ext = name.rsplit(".", 1)[1]
        mime = {"mp4": "video/mp4", "zip": "application/zip", "csv": "text/csv", "mp3": "audio/mpeg"}[ext]
        return {"id": next_id(state), "name": name, "mime": mime, "size": int(top * rng.uniform(1.05, 2.5)),
                "when": 1760000000000 + rng.randrange(0, 12_000_000) * 1000}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"files[]": new_row(p["id"], f"{DOWNLOAD}/{p['name']}", p["mime"], p["size"], p["when"])}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        """The sort the instruction asks for is applied to Download (Files keeps a sort per folder)."""
        got = final["apps"]["files"].get("sorts", {}).get(DOWNLOAD) or {}
        return [check("Download sorted by size", "size", got.get("key")),
                check("largest first", True, got.get("desc"))]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"name": p["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go_to(obs, DOWNLOAD)
        obs = yield from ui.tap(obs, trigger="browse.sort")
        obs = yield from ui.tap(obs, trigger="sort.key", key="size")
        obs = yield from ui.tap(obs, trigger="sort.dir", desc=True)
        obs = yield from ui.tap(obs, "Done", trigger="sort.done")
        first = next(e for e in obs.ui if e.trigger == "open.file")
        yield from ui.fill_answers(obs, {"name": first.text})


def _pictures(state: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    idx = index()
    return [r for r in children(state, DOWNLOAD) if r["asset"] in idx and idx[r["asset"]]["kind"] == kind]


class ReceiptTotal(AnswerTask):
    id = "files.ReceiptTotal"
    apps = ("files",)
    difficulty = "L2"
    tags = ("image", "extract", "finance")
    budget = 30
    instructions = ('Open the receipt picture "{name}" in my Download folder. What was the total?',
                    "How much did I pay in total according to the receipt image Download/{name}?")
    instructions_zh = ("打开 Download 里的小票图片“{name}”。合计是多少钱？", "根据小票图片 Download/{name}，我一共付了多少钱？")
    answer_fields = (AnswerField("total", "Total", "number", "number", precision="0.01", hint="A number, e.g. 23.40",
                                 label_zh="合计", hint_zh="一个数字，例如 23.40"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(_pictures(state, "receipt"))
        return {"id": r["id"], "name": name_of(r["path"]), "asset": r["asset"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": index()[p["asset"]]["facts"]["total"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_file(obs, f"{DOWNLOAD}/{p['name']}", p["id"])
        yield from ui.fill_answers(obs, {"total": index()[p["asset"]]["facts"]["total"]})


class TicketTitle(AnswerTask):
    id = "files.TicketTitle"
    apps = ("files",)
    difficulty = "L3"
    tags = ("image", "extract")
    budget = 30
    split = "train"
    instructions = ('The picture "{name}" in Download is a ticket. What film or concert is it for?',
                    "Look at the ticket image Download/{name} in Files and tell me the name of the show.",
                    'Please check the ticket picture "{name}" in Download: which film or concert is it for?')
    instructions_zh = ("Download 里的图片“{name}”是一张票。它是哪部电影或哪场演出的？", "在文件管理里看看票据图片 Download/{name}，告诉我是什么节目。",
                       "请看看 Download 里的票据图片“{name}”，这是哪部电影或哪场演出的票？")
    answer_fields = (AnswerField("title", "Show", hint="The film's or concert's name as printed", label_zh="节目",
                                 hint_zh="票面上印的电影或演出名称"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice([r for r in _pictures(state, "ticket") if "title" in index()[r["asset"]]["facts"]])
        return {"id": r["id"], "name": name_of(r["path"]), "asset": r["asset"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"title": index()[p["asset"]]["facts"]["title"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_file(obs, f"{DOWNLOAD}/{p['name']}", p["id"])
        yield from ui.fill_answers(obs, {"title": index()[p["asset"]]["facts"]["title"]})

