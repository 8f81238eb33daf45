"""Hard-by-construction Files templates (declared hardness factors, L4): what I still owe on the invoice PDFs
due in the next few days, read invoice by invoice in two folders (a copy of one invoice, a revised invoice
that replaces its original, one already paid, one due just after the window)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.files.common import (
    DOCUMENTS,
    DOWNLOAD,
    children,
    go_to,
    name_of,
    new_row,
    next_id,
    to_files,
    zh,
)
from bench.tasks.files.query import ITEMS, ITEMS_ZH, VENDORS, VENDORS_ZH

#: the clock at boot: Saturday 2026-03-14
TODAY = date(2026, 3, 14)
PDF = "application/pdf"


def _ms(d: date, hour: int = 10) -> int:
    return int(datetime(d.year, d.month, d.day, hour, tzinfo=UTC).timestamp() * 1000)


def _page(inv: dict[str, Any], cn: bool) -> str:
    """An invoice's one page, as its PDF shows it."""
    cur, rate = ("¥", 6) if cn else ("$", 8)
    if cn:
        body = "\n".join(f"{n}  ×{q}  {cur}{u:,.2f}  {cur}{q * u:,.2f}" for n, q, u in inv["lines"])
        head = "更正发票" if inv.get("replaces") else "发票"
        ref = f"\n（更正版，开票日期 {inv['replaces']} 的原发票作废）" if inv.get("replaces") else ""
        page = (f"{head}\n{inv['vendor']}\n发票号：{inv['no']}{ref}\n开票日期：{inv['issued']}\n\n项目  数量  单价  金额\n"
                f"{body}\n\n小计：{cur}{inv['sub']:,.2f}\n税额（{rate}%）：{cur}{inv['tax']:,.2f}\n"
                f"应付总额：{cur}{inv['total']:,.2f}\n付款截止日期：{inv['due']}")
        return page + (f"\n\n已于 {inv['paid']} 付清，谢谢！" if inv.get("paid") else "")
    body = "\n".join(f"{n}  x{q}  {cur}{u:,.2f}  {cur}{q * u:,.2f}" for n, q, u in inv["lines"])
    head = "REVISED INVOICE" if inv.get("replaces") else "INVOICE"
    ref = f"\n(revised: replaces our invoice of {inv['replaces']})" if inv.get("replaces") else ""
    page = (f"{head}\n{inv['vendor']}\nInvoice no. {inv['no']}{ref}\nDate: {inv['issued']}\n\nItem  Qty  Unit  Amount\n"
            f"{body}\n\nSubtotal: {cur}{inv['sub']:,.2f}\nTax ({rate}%): {cur}{inv['tax']:,.2f}\n"
            f"TOTAL DUE: {cur}{inv['total']:,.2f}\nPayment due by {inv['due']}")
    return page + (f"\n\nPAID on {inv['paid']}. Thank you!" if inv.get("paid") else "")


class InvoicesDueSoon(AnswerTask):
    id = "files.InvoicesDueSoon"
    apps = ("files", "answersheet")
    hardness = ("steps", "arithmetic", "temporal", "trap")
    tags = ("extract", "finance", "reasoning")
    budget = 45
    instructions = ("I keep my invoices as PDFs in the Download and Documents folders in Files. How much do I still "
                    "have to pay on the ones that fall due within the next {days} days? Answer on the AnswerSheet "
                    "with the total.",
                    "Go through the invoice PDFs in Download and Documents (Files) and add up what I still owe on every "
                    "invoice whose payment is due in the next {days} days. Put the sum in AnswerSheet.",
                    "What's the total of my unpaid invoices due over the coming {days} days? They're the invoice PDFs "
                    "in my Download and Documents folders in Files. Enter the amount on the AnswerSheet.")
    instructions_zh = ("我的发票都以 PDF 存在文件管理的 Download 和 Documents 文件夹里。未来{days}天内到期的发票，我一共还要付多少钱？"
                       "请在答题卡上填写总额。",
                       "把文件管理里 Download 和 Documents 中的发票 PDF 看一遍，把未来{days}天内到付款截止日、我还没付的发票金额加起来，"
                       "把总数填到答题卡。",
                       "接下来{days}天内到期、还没付的发票一共多少钱？发票是我放在文件管理 Download 和 Documents 文件夹里的 PDF。"
                       "请把金额填到答题卡上。")
    answer_fields = (AnswerField("total", "Total", "number", "number", precision="0.01", hint="The amount, e.g. 123.45",
                                 label_zh="总额", hint_zh="金额，例如 123.45"),)
    goal_params = ("total",)

    def _invoice(self, rng: Random, cn: bool, vendor: str, no: str, due: date, issued: date) -> dict[str, Any]:
        picks = rng.sample(ITEMS_ZH if cn else ITEMS, rng.randint(1, 3))
        lines = [(n, rng.randint(1, 2), rng.randrange(lo * 100, hi * 100) / 100) for n, lo, hi in picks]
        sub = round(sum(q * u for _, q, u in lines), 2)
        tax = round(sub * (0.06 if cn else 0.08), 2)
        return {"vendor": vendor, "no": no, "lines": lines, "sub": sub, "tax": tax, "total": round(sub + tax, 2),
                "due": due.isoformat(), "issued": issued.isoformat()}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cn = zh(state)
        old = next(r for r in children(state, DOWNLOAD) if r["mime"] == PDF
                   and name_of(r["path"]).lower().startswith(("invoice", "发票")))
        prefix = name_of(old["path"]).split("_", 1)[0]
        days = rng.choice((7, 10, 14, 21))
        vendors = rng.sample(VENDORS_ZH if cn else VENDORS, 4)
        nos = [f"INV-2026-03{n:02d}" for n in rng.sample(range(1, 13), 4)]

        def soon() -> date:
            return TODAY + timedelta(days=rng.randint(1, days - 1))

        def issued() -> date:
            return TODAY - timedelta(days=rng.randint(3, 25))

        a = self._invoice(rng, cn, vendors[0], nos[0], soon(), issued())
        b = self._invoice(rng, cn, vendors[1], nos[1], soon(), issued())
        b2 = {**self._invoice(rng, cn, vendors[1], nos[1], date.fromisoformat(b["due"]),
                              date.fromisoformat(b["issued"]) + timedelta(days=2)), "replaces": b["issued"]}
        while b2["total"] == b["total"]:
            b2 = {**b2, **self._invoice(rng, cn, vendors[1], nos[1], date.fromisoformat(b2["due"]),
                                        date.fromisoformat(b2["issued"])), "replaces": b["issued"]}
        c = self._invoice(rng, cn, vendors[2], nos[2], soon(), issued())
        d = self._invoice(rng, cn, vendors[3], nos[3], TODAY + timedelta(days=days + rng.randint(2, 6)), issued())
        paid_vendor = old["pages"][0].splitlines()[1].split("：")[-1] if old["pages"] else vendors[3]
        e = {**self._invoice(rng, cn, paid_vendor, "INV-2026-0212", soon(), date(2026, 2, 12)),
             "paid": (TODAY - timedelta(days=rng.randint(1, 6))).isoformat()}
        fid = next_id(state)
        new = []
        for k, (inv, folder, name) in enumerate(((a, DOWNLOAD, f"{prefix}_{a['no']}.pdf"),
                                                 (a, DOCUMENTS, f"{prefix}_{a['no']} (1).pdf"),
                                                 (b, DOWNLOAD, f"{prefix}_{b['no']}.pdf"),
                                                 (b2, DOCUMENTS, f"{prefix}_{b['no']}_{'更正' if cn else 'revised'}.pdf"),
                                                 (c, DOCUMENTS, f"{prefix}_{c['no']}.pdf"),
                                                 (d, DOWNLOAD, f"{prefix}_{d['no']}.pdf"))):
            new.append({"id": fid + k, "path": f"{folder}/{name}", "page": _page(inv, cn),
                        "size": rng.randint(150_000, 900_000), "when": _ms(date.fromisoformat(inv["issued"]))})
        total = round(a["total"] + b2["total"] + c["total"], 2)
        return {"days": days, "new": new, "old": old["id"], "old_page": _page(e, cn), "total": total}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = [new_row(f["id"], f["path"], PDF, f["size"], f["when"], pages=[f["page"]]) for f in p["new"]]
        return {"os": {"files[]": rows, f"files[id={p['old']}]": {"pages": [p["old_page"]]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": f"{p['total']:.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_files(obs)
        invoices = sorted([(f["path"], f["id"]) for f in p["new"]] + [("", p["old"])])
        for folder in (DOWNLOAD, DOCUMENTS):  # every invoice PDF of each folder, opened and read
            obs = yield from go_to(obs, folder)
            for path, fid in invoices:
                if path.rsplit("/", 1)[0] == folder or (not path and folder == DOWNLOAD):
                    obs = yield from ui.tap(obs, trigger="open.file", id=fid)
                    obs = yield from ui.back()
            obs = yield from to_files(obs)
        yield from ui.fill_answers(obs, {"total": f"{p['total']:.2f}"})
