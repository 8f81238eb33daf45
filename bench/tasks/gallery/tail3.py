"""Hard-by-construction Gallery templates (declared hardness factors, L4), third wave.

``TicketSpendWindow``: what the tickets saved in Gallery (trains, concerts, films) cost in total for the trips
and shows dated within a window of days. The date and the price are printed only on each ticket; the Photos
grid dates a ticket by when it was saved, days before the trip or show, so going by the grid's dates takes in
a ticket just outside the window or leaves out one just inside. Two of the window's tickets were saved a second
time (a screenshot a few days later, the same seat): each ticket counts once."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.gallery import common as C
from mgym.i18n import formats

DAY_MS = 86_400_000
TODAY = date(2026, 3, 14)
#: how long before a ticket's date it may have been saved (the oracle opens the tickets saved that early)
LEAD = 12


def _facts(r: dict[str, Any]) -> dict[str, Any]:
    return dict((C.facts(r) or {}).get("facts", {}))


def tickets(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Ticket pictures (not in the trash), newest first."""
    return C.of_kind(C.pictures(state), "ticket")


def _key(r: dict[str, Any]) -> tuple[str, str, str]:
    f = _facts(r)
    return str(f["date"]), str(f["time"]), str(f["seat"])


def _total(rows: list[dict[str, Any]], lo: date, hi: date, by_photo: bool = False, once: bool = True) -> float:
    seen: set[tuple[str, str, str]] = set()
    out = 0.0
    for r in rows:
        d = date.fromisoformat(C.day(C.when(r))) if by_photo else date.fromisoformat(str(_facts(r)["date"]))
        if not lo <= d <= hi or (once and _key(r) in seen):
            continue
        seen.add(_key(r))
        out += float(_facts(r)["price"])
    return round(out, 2)


class TicketSpendWindow(AnswerTask):
    id = "gallery.TicketSpendWindow"
    apps = ("gallery", "answersheet")
    hardness = ("steps", "image", "aggregate", "temporal", "trap")
    tags = ("image", "finance", "extract", "reasoning")
    budget = 60
    goal_params = ("total",)
    instructions = ("Going by the tickets saved in my Gallery (train, concert and cinema tickets), how much did I pay "
                    "in total for the trips and shows dated from {lo_text} to {hi_text}, both days included? Some "
                    "tickets I saved twice: count each ticket once. Answer on the AnswerSheet.",
                    "Add up the prices of every ticket picture in Gallery whose trip or show date falls between "
                    "{lo_text} and {hi_text} (inclusive). A ticket saved twice still counts only once. Put the total in "
                    "the AnswerSheet.",
                    "What did the tickets I have in Gallery cost altogether, counting only those for a train, concert "
                    "or film on a date from {lo_text} through {hi_text}? Count duplicates of the same ticket once, "
                    "and write the sum on the AnswerSheet.")
    instructions_zh = ("根据相册里保存的票（火车票、演出票和电影票），乘车或演出日期在{lo_text}到{hi_text}之间（两天都算）的，我一共花了"
                       "多少钱？有的票我存了两次，每张票只算一次。请在答题卡上作答。",
                       "把相册里乘车或演出日期在{lo_text}至{hi_text}（含首尾两天）的每张票的票价加起来，同一张票存了两份的只算一次。"
                       "把合计填到答题卡。",
                       "相册里的票中，日期在{lo_text}到{hi_text}之间的火车、演出或电影，票价一共多少？同一张票的重复图片只算一次，"
                       "把总数写在答题卡上。")
    answer_fields = (AnswerField("total", "Total", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="合计", hint_zh="金额，例如 123.45"),)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "lo_text": formats.iso_date(p["lo"], locale) or p["lo"],
                "hi_text": formats.iso_date(p["hi"], locale) or p["hi"]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        have = tickets(state)
        if not have:
            raise ValueError("no tickets on this phone")
        first = min(date.fromisoformat(str(_facts(r)["date"])) for r in have)
        fid = 1 + max(r["id"] for r in state["os"]["files"])
        while True:
            lo = first + timedelta(days=rng.randint(0, (TODAY - first).days - 40))
            hi = min(lo + timedelta(days=rng.randint(35, 150)), TODAY - timedelta(days=1))
            inside = [r for r in have if lo <= date.fromisoformat(str(_facts(r)["date"])) <= hi]
            if len(inside) < 3:
                continue
            copies = []
            for k, src in enumerate(rng.sample(inside, 2)):
                at = C.when(src) + rng.randint(1, 4) * DAY_MS + rng.randrange(3_600_000, 10 * 3_600_000)
                t = datetime.fromtimestamp(at / 1000, UTC)
                copies.append({"id": fid + k, "path": f"/sdcard/Pictures/Screenshots/Screenshot_{t:%Y%m%d-%H%M%S}.png",
                               "mime": "image/png", "size": rng.randint(300_000, 900_000), "created": at,
                               "taken": at, "asset": src["asset"], "width": src["width"], "height": src["height"],
                               "dir": False, "trashed": 0})
            rows = sorted([*have, *copies], key=lambda r: (-C.when(r), -r["id"]))
            total = _total(rows, lo, hi)
            if total in (_total(rows, lo, hi, by_photo=True), _total(rows, lo, hi, by_photo=True, once=False)):
                continue  # going by the grid's dates must give another sum
            since = (datetime(lo.year, lo.month, lo.day, tzinfo=UTC).timestamp() * 1000) - LEAD * DAY_MS
            until = datetime(hi.year, hi.month, hi.day, 23, 59, tzinfo=UTC).timestamp() * 1000 + DAY_MS
            opened = [r["id"] for r in rows if since <= C.when(r) <= until]
            if len(opened) < 9:
                continue
            return {"lo": lo.isoformat(), "hi": hi.isoformat(), "copies": copies, "total": total, "opened": opened}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.files.common import new_row

        rows = [new_row(r["id"], r["path"], r["mime"], r["size"], r["created"], taken=r["taken"], asset=r["asset"],
                        width=r["width"], height=r["height"]) for r in p["copies"]]
        return {"os": {"files[]": rows}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": _total(tickets(init), date.fromisoformat(p["lo"]), date.fromisoformat(p["hi"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(C.APP)
        if obs.screen != "photos":
            obs = yield from ui.tap(obs, trigger="tab.photos")
        for fid in p["opened"]:  # every ticket saved from a little before the window on, newest first
            obs = yield from C.tap_cell(obs, fid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"total": f"{p['total']:.2f}"})
