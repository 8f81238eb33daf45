"""Gallery templates across apps that are hard by construction (``hardness``, L4): this year's receipt photos
checked against the Wallet bills they were charged as, where one bill is more than its receipt's total and
was never refunded (another was overcharged too but refunded a few days later, and a receipt from last year
was overcharged as well); the totals are only in the pictures, the charges only in Wallet."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.gallery import common as C
from bench.tasks.gallery.deep import receipts
from bench.tasks.wallet.common import bills, search_bills

YEAR = "2026"
#: the payment line of a receipt paid in cash, per region
CASH = ("Cash", "现金")
#: a receipt's merchant -> the Wallet category its bill goes in
CATEGORIES = {"Hardware Hub": "Shopping", "Blue Cup Cafe": "Dining", "Corner Market": "Groceries",
              "Sunrise Bakery": "Dining", "Noodle House": "Dining", "Book Nook": "Shopping",
              "City Pharmacy": "Health", "五金百货": "Shopping", "蓝杯咖啡": "Dining", "好邻居超市": "Groceries",
              "晨光面包房": "Dining", "老王面馆": "Dining", "书香书店": "Shopping", "康宁大药房": "Health"}
DAY = 86_400_000
HOUR = 3_600_000
#: the virtual clock at boot: Saturday 2026-03-14 09:00
NOW = 1773478800000


def _facts(r: dict[str, Any]) -> dict[str, Any]:
    return dict((C.facts(r) or {}).get("facts", {}))


def _unit_prices(f: dict[str, Any]) -> list[float]:
    """The price of one of each item on the receipt ("Dumplings x2", 16.0 → 8.0)."""
    out = []
    for name, price in f["items"]:
        qty = int(name.rsplit(" x", 1)[1]) if " x" in name and name.rsplit(" x", 1)[1].isdigit() else 1
        out.append(round(float(price) / qty, 2))
    return out


def _when(f: dict[str, Any], later_days: int = 0) -> int:
    t = datetime.fromisoformat(f"{f['date']}T{f['time']}:00").replace(tzinfo=UTC)
    return int(t.timestamp() * 1000) + later_days * DAY


class ReceiptOvercharged(AnswerTask):
    id = "gallery.ReceiptOvercharged"
    apps = ("gallery", "wallet", "answersheet")
    hardness = ("image", "aggregate", "trap", "steps")
    tags = ("image", "finance", "extract", "reasoning")
    budget = 60
    instructions = ("Check this year's receipts in my Gallery that I didn't pay in cash against my Wallet bills. One "
                    "of them was charged in Wallet for more than the total printed on the receipt, and I never got "
                    "that money back. Which shop was it, on what date, and how much too much did I pay? Answer on the "
                    "AnswerSheet.",
                    "I think a shop overcharged me. Compare each receipt photo in Gallery from {year} that wasn't paid "
                    "in cash with the matching bill in Wallet; find the one where Wallet shows more than the "
                    "receipt's total and no refund came afterwards. Put the shop, the receipt's date and the extra "
                    "amount on the AnswerSheet.",
                    "Go through my non-cash receipts from this year ({year}) in Gallery and match each with its Wallet "
                    "bill. Exactly one was charged above the receipt total without being refunded later. Tell me on "
                    "the AnswerSheet the shop, the date and the difference.")
    instructions_zh = ("把相册里今年不是用现金付的小票，和钱包里的账单逐一核对。其中有一张在钱包里扣的钱比小票上印的合计多，而且多扣的钱一直没退回来。"
                       "是哪家店、哪一天、多扣了多少？请在答题卡上作答。",
                       "我觉得有家店多收了我的钱。把相册里{year}年没用现金付款的小票照片，和钱包里对应的账单比一比，找出钱包金额比小票合计多、"
                       "之后也没有退款的那一笔。把店名、小票日期和多扣的金额填到答题卡。",
                       "翻一下相册里今年（{year}年）非现金支付的小票，每张都和钱包里的账单对上。恰好有一张扣款高于小票合计，而且后来没有退款。"
                       "请在答题卡上告诉我店名、日期和差额。")
    answer_fields = (AnswerField("shop", "Shop", hint="The shop's name as on the receipt", label_zh="店名",
                                 hint_zh="与小票上的店名一致"),
                     AnswerField("date", "Date", matcher="date", hint="The receipt's date, as YYYY-MM-DD",
                                 label_zh="日期", hint_zh="小票日期，格式 YYYY-MM-DD"),
                     AnswerField("extra", "Overcharge", "number", "number", hint="The amount, e.g. 12.34",
                                 precision="0.01", label_zh="多扣金额", hint_zh="金额，例如 12.34"))
    goal_params = ("shop", "date", "extra")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = receipts(state)
        this = [r for r in rows if _facts(r)["date"][:4] == YEAR and _facts(r)["payment"] not in CASH]
        old = next(r for r in rows if _facts(r)["date"][:4] < YEAR and _facts(r)["payment"] not in CASH)
        like = [b for b in bills(state) if b["type"] == "expense" and b["method"] != "Balance"]
        # the refunded one is newer than the one to find (read newest first, it is met first)
        i, j = sorted(rng.sample(range(len(this)), 2))
        refunded, target = this[i], this[j]
        extra = {r["id"]: rng.choice(_unit_prices(_facts(r))) for r in (target, refunded, old)}
        first = 1 + max(int(b["id"][1:]) for b in bills(state) if b["id"][1:].isdigit())
        added = []
        for n, r in enumerate([*this, old]):
            f = _facts(r)
            src = rng.choice(like)
            card = next((c for c in state["apps"]["wallet"]["cards"] if src["method"].endswith(c["last4"])), None)
            added.append({"id": f"B{first + n:04d}", "time": _when(f), "type": "expense", "dir": "out",
                          "amount": round(float(f["total"]) + extra.get(r["id"], 0.0), 2), "party": f["merchant"],
                          "account": f"M{rng.randrange(10**7, 10**8)}", "category": CATEGORIES.get(f["merchant"], "Shopping"),
                          "method": src["method"], "method_id": card["id"] if card else "balance", "memo": "",
                          "order_no": f"{f['date'].replace('-', '')}{rng.randrange(10**12):012d}", "kind": "order"})
        f = _facts(refunded)
        added.append({"id": f"B{first + len(added):04d}", "time": min(_when(f, rng.randint(2, 4)), NOW - 3 * HOUR), "type": "refund",
                      "dir": "in", "amount": extra[refunded["id"]], "party": f["merchant"],
                      "account": added[0]["account"], "category": "Refunds", "method": "Balance",
                      "method_id": "balance", "memo": "Refund", "order_no": f"{rng.randrange(10**18):018d}",
                      "kind": "order"})
        t = _facts(target)
        return {"year": YEAR, "added": added, "shop": t["merchant"], "date": t["date"],
                "extra": f"{extra[target['id']]:.2f}", "pics": [[r["id"], r["path"]] for r in this],
                "shops": sorted({_facts(r)["merchant"] for r in this})}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"new_bills": [*state["apps"]["wallet"]["new_bills"], *p["added"]]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        rows = [r for r in receipts(init) if _facts(r)["date"][:4] == YEAR and _facts(r)["payment"] not in CASH]
        every = bills(init)
        out = []
        for r in rows:
            f = _facts(r)
            day = date.fromisoformat(f["date"])
            charged = [b for b in every if b["party"] == f["merchant"] and b["type"] == "expense"
                       and C.day(b["time"]) == day.isoformat()]
            refunds = [b for b in every if b["party"] == f["merchant"] and b["type"] == "refund"
                       and 0 <= b["time"] - _when(f) <= 7 * DAY]
            over = round(sum(b["amount"] for b in charged) - float(f["total"]) - sum(b["amount"] for b in refunds), 2)
            if over > 0:
                out.append({"shop": f["merchant"], "date": f["date"], "extra": f"{over:.2f}"})
        assert len(out) == 1, out
        return out[0]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from mgym.apps.gallery.model import STANDARD

        def rank(path: str) -> tuple[int, str]:
            folder = path.rsplit("/", 1)[0]
            return (STANDARD.index(folder), "") if folder in STANDARD else (len(STANDARD), folder.casefold())

        obs = yield from ui.open_app(C.APP)
        shown = ""
        for fid, path in sorted(p["pics"], key=lambda x: rank(x[1])):  # each receipt, album by album
            folder = path.rsplit("/", 1)[0]
            if folder != shown:
                if shown:
                    obs = yield from ui.back()
                obs = yield from C.open_album(obs, folder)
                shown = folder
            obs = yield from C.tap_cell(obs, fid)
            obs = yield from ui.back()
        for shop in p["shops"]:  # each shop's bills (and refunds) in Wallet
            obs = yield from search_bills(shop)
            for _ in range(3):  # the keyboard, then the results, out of the way of the next search
                if obs.app != "wallet" or obs.screen != "bills_search":
                    break
                obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"shop": p["shop"], "date": p["date"], "extra": p["extra"]})


# ---- the photos taken during a Calendar event ----------------------------------------------------------
TODAY = date(2026, 3, 14)  # Saturday
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
PARTIES = ("Spring fair", "Mia's birthday party", "School concert", "Farmers market", "Street festival",
           "Garden open day")
PARTIES_ZH = ("春季游园会", "米娅的生日会", "学校音乐会", "农夫市集", "街头美食节", "花园开放日")


def _wall(d: date, minutes: int) -> int:
    return int(datetime(d.year, d.month, d.day, tzinfo=UTC).timestamp() * 1000) + minutes * 60_000


def _hm(m: int) -> str:
    return f"{m // 60:02d}:{m % 60:02d}"


class PhotosDuringEvent(AnswerTask):
    id = "gallery.PhotosDuringEvent"
    apps = ("gallery", "calendar", "answersheet")
    hardness = ("temporal", "trap", "explore", "image")
    tags = ("image", "extract", "reasoning", "explore")
    budget = 45
    instructions = ('How many photos did I take during "{title}" {when}, between the start and the end time of that '
                    "event in my Calendar? And how many of those show at least one {obj}? Answer both on the "
                    "AnswerSheet.",
                    'Count the pictures in Gallery that I took while "{title}" was going on {when} (the Calendar has '
                    "its start and end), and count how many of them have a {obj} in them. Put both numbers on the "
                    "AnswerSheet.",
                    'I went to "{title}" {when}. Using the event\'s times in Calendar, tell me on the AnswerSheet how '
                    "many photos in my Gallery were taken during it, and in how many of those a {obj} can be seen.")
    instructions_zh = ("{when}的“{title}”期间（以日历里这个日程的开始和结束时间为准），我一共拍了几张照片？其中有几张拍到了{obj}？"
                       "请把两个数都填到答题卡上。",
                       "数一数相册里{when}“{title}”进行期间（开始、结束时间看日历）我拍的照片，再数数其中有几张里有{obj}。"
                       "把两个数字填到答题卡。",
                       "我{when}去了“{title}”。按日历里这个活动的起止时间，告诉我相册里有几张照片是活动期间拍的，其中又有几张"
                       "能看到{obj}。请在答题卡上作答。")
    answer_fields = (AnswerField("photos", "Photos", "number", "number", hint="A whole number", label_zh="照片张数",
                                 hint_zh="一个整数"),
                     AnswerField("with_obj", "Showing it", "number", "number", hint="A whole number",
                                 label_zh="拍到的张数", hint_zh="一个整数"))
    goal_params = ("photos", "with_obj")

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        d = date.fromisoformat(p["date"])
        if locale.startswith("zh"):
            ago = (TODAY - d).days
            when = ("这" if ago <= 5 else "上") + WEEKDAYS_ZH[d.weekday()]
            return {**p, "when": when, "obj": C.OBJECTS_ZH[p["obj"]]}
        return {**p, "when": f"this past {WEEKDAYS[d.weekday()]}"}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        scenes = C.of_kind(C.pictures(state), "scene")
        objs = sorted({o for r in scenes for o in _facts(r).get("counts", {}) if o in C.OBJECTS_ZH})
        taken = {e["title"] for e in state["apps"]["calendar"]["events"]}
        while True:
            obj = rng.choice(objs)
            have = [r for r in scenes if _facts(r).get("counts", {}).get(obj)]
            lack = [r for r in scenes if not _facts(r).get("counts", {}).get(obj)]
            if len(have) >= 3 and len(lack) >= 6:
                break
        ago = rng.randint(2, 7)  # Thursday back to last Saturday
        day = TODAY - timedelta(days=ago)
        title = rng.choice([t for t in (PARTIES_ZH if zh else PARTIES) if t not in taken])
        start = rng.randrange(10 * 4, 15 * 4) * 15
        end = start + rng.choice((90, 120, 150, 180))
        eid = 1 + max(e["id"] for e in state["apps"]["calendar"]["events"])
        ev = [{"id": eid, "title": title, "all_day": False, "start_date": day.isoformat(), "start_time": _hm(start),
               "end_date": day.isoformat(), "end_time": _hm(end), "location": "", "notes": "",
               "repeat": {"freq": "none", "days": [], "until": None, "count": None, "exdates": []}, "reminder": -1}]
        ev.append({**ev[0], "id": eid + 1, "start_date": (day - timedelta(days=7)).isoformat(),
                   "end_date": (day - timedelta(days=7)).isoformat()})  # the same event a week earlier
        n_in = rng.randint(3, 7)
        n_obj = rng.randint(1, n_in - 1)
        # (day, minute, shows the object): inside, just outside (before and after), and last week's event
        showing = set(rng.sample(range(n_in), n_obj))
        shots = [(day, m, i in showing) for i, m in enumerate(rng.sample(range(start + 2, end - 2), n_in))]
        shots += [(day, start - rng.randint(8, 40), True), (day, end + rng.randint(4, 35), rng.random() < 0.5)]
        shots += [(day - timedelta(days=7), m, True) for m in rng.sample(range(start, end), 2)]
        rng.shuffle(shots)
        fid = 1 + max(r["id"] for r in state["os"]["files"])
        rows = []
        for k, (d, m, show) in enumerate(shots):
            src = rng.choice(have if show else lack)
            at = _wall(d, m) + rng.randrange(60_000)
            t = datetime.fromtimestamp(at / 1000, UTC)
            rows.append({"id": fid + k, "path": f"/sdcard/DCIM/Camera/IMG_{t:%Y%m%d_%H%M%S}.jpg", "mime": "image/jpeg",
                         "size": rng.randint(2_500_000, 4_800_000), "created": at, "modified": at, "taken": at,
                         "asset": src["asset"], "width": src["width"], "height": src["height"],
                         "place": src["place"]})
        p = {"title": title, "date": day.isoformat(), "event": eid, "events": ev, "obj": obj, "rows": rows,
             "start": _hm(start), "end": _hm(end)}
        world = [r for r in C.pictures(state) if C.day(C.when(r)) == day.isoformat()]
        mine = [r for r in rows if C.day(r["taken"]) == day.isoformat()]
        ordered = sorted([(C.when(r), r["id"]) for r in world] + [(r["taken"], r["id"]) for r in mine], reverse=True)
        during = self._during(p, {"os": {"files": [*state["os"]["files"], *(
            {**r, "dir": False, "trashed": 0} for r in rows)]}})
        return {**p, "day_ids": [fid for _, fid in ordered], "photos": len(during),
                "with_obj": sum(1 for r in during if _facts(r).get("counts", {}).get(obj))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.files.common import new_row

        rows = [new_row(r["id"], r["path"], r["mime"], r["size"], r["created"], taken=r["taken"], asset=r["asset"],
                        width=r["width"], height=r["height"], place=r["place"]) for r in p["rows"]]
        return {"os": {"files[]": rows}, "apps": {"calendar": {"events": [*state["apps"]["calendar"]["events"],
                                                                          *p["events"]]}}}

    def _during(self, p: dict[str, Any], state: dict[str, Any]) -> list[dict[str, Any]]:
        d = date.fromisoformat(p["date"])
        lo = _wall(d, int(p["start"][:2]) * 60 + int(p["start"][3:]))
        hi = _wall(d, int(p["end"][:2]) * 60 + int(p["end"][3:]))
        return [r for r in C.pictures(state) if lo <= C.when(r) <= hi]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the event that day": sum(1 for e in init["apps"]["calendar"]["events"]
                                          if e["title"] == p["title"] and e["start_date"] == p["date"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        rows = self._during(p, init)
        return {"photos": len(rows), "with_obj": sum(1 for r in rows if _facts(r).get("counts", {}).get(p["obj"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import open_event

        obs = yield from open_event(p["event"], p["title"])  # its start and end
        obs = yield from ui.open_app(C.APP)
        if obs.screen != "photos":
            obs = yield from ui.tap(obs, trigger="tab.photos")
        for fid in p["day_ids"]:  # each picture of that day, newest first, its time in the viewer
            obs = yield from C.tap_cell(obs, fid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"photos": p["photos"], "with_obj": p["with_obj"]})
