"""Hard-by-construction Gallery templates (declared hardness factors, L4): what the receipt photos add up to
for one way of paying over a window of days back from today, read off each receipt (the totals and the
payment line are only in the pictures, spread over three albums)."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.gallery import common as C
from mgym import actions as A

#: the clock at boot: Saturday 2026-03-14
TODAY = date(2026, 3, 14)
#: the payment line on a receipt -> how the instruction says it (en, zh)
PAID = {"Cash": ("in cash", "用现金"), "Debit ****6630": ("with my debit card ending in 6630", "用尾号6630的银行卡"),
        "VISA ****4821": ("with my VISA card ending in 4821", "用尾号4821的VISA卡"),
        "Mastercard ****1197": ("with my Mastercard ending in 1197", "用尾号1197的万事达卡"),
        "现金": ("in cash", "用现金"), "银行卡 ****6630": ("with my debit card ending in 6630", "用尾号6630的银行卡"),
        "微信支付": ("with WeChat Pay", "用微信支付"), "支付宝": ("with Alipay", "用支付宝")}
WINDOWS = (45, 60, 75, 90, 120, 150, 180, 200, 240)


def _fact(r: dict[str, Any], key: str) -> Any:
    return (C.facts(r) or {}).get("facts", {}).get(key)


def receipts(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Receipt pictures (not in the trash), newest first."""
    return C.of_kind(C.pictures(state), "receipt")


def _receipt_day(r: dict[str, Any]) -> date:
    return date.fromisoformat(str(_fact(r, "date")))


class ReceiptSpendByPayment(AnswerTask):
    id = "gallery.ReceiptSpendByPayment"
    apps = ("gallery", "answersheet")
    hardness = ("image", "aggregate", "temporal")
    tags = ("image", "finance", "extract", "reasoning")
    budget = 60
    instructions = ("Going by the receipt photos in my Gallery, how much did I pay {how} in the last {days} days "
                    "(counting from today)? Add up the totals of those receipts and answer on the AnswerSheet.",
                    "Look through all my receipt pictures in Gallery: what do the receipts from the past {days} days "
                    "that I paid {how} come to in total? Put the sum in AnswerSheet.",
                    "I want to know how much I spent {how} over the last {days} days, according to the receipts I "
                    "photographed or saved in Gallery. Total them up and enter the amount on the AnswerSheet.")
    instructions_zh = ("根据相册里的小票照片，最近{days}天（从今天往前算）我{how}付了多少钱？把这些小票的合计金额加起来，在答题卡上作答。",
                       "把相册里所有的小票照片看一遍：过去{days}天里我{how}付款的小票，合计一共多少钱？把总数填到答题卡。",
                       "我想知道最近{days}天我{how}一共花了多少钱，以我拍下或保存在相册里的小票为准。请加总后把金额填到答题卡上。")
    answer_fields = (AnswerField("total", "Total", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="合计", hint_zh="金额，例如 123.45"),)
    goal_params = ("total",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = receipts(state)
        days_ago = [(TODAY - _receipt_day(r)).days for r in rows]
        ways = sorted({str(_fact(r, "payment")) for r in rows})
        by_total: dict[float, list[tuple[int, str]]] = {}
        for days in WINDOWS:
            inside = [r for r, a in zip(rows, days_ago, strict=True) if a <= days]
            # no receipt within two days of the window's edge, at least ten to read, two or more paid that way
            if any(abs(a - days) <= 2 for a in days_ago) or len(inside) < 10:
                continue
            for way in ways:
                paid = [float(_fact(r, "total")) for r in inside if _fact(r, "payment") == way]
                if len(paid) >= 2:
                    by_total.setdefault(round(sum(paid), 2), []).append((days, way))
        if not by_total:
            raise ValueError("no window of receipts on this phone")
        total = rng.choice(sorted(by_total))  # every answer as likely as another
        days, way = rng.choice(by_total[total])
        inside = [r for r, a in zip(rows, days_ago, strict=True) if a <= days]
        pics = [[r["id"], r["path"]] for r in inside if _fact(r, "payment") == way]
        return {"days": days, "payment": way, "how": PAID[way][0], "how_zh": PAID[way][1], "pics": pics,
                "total": total, "read": len(inside)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "how": p["how_zh"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        start = TODAY - timedelta(days=p["days"])
        rows = [r for r in receipts(init) if _receipt_day(r) >= start and _fact(r, "payment") == p["payment"]]
        return {"total": round(sum(float(_fact(r, "total")) for r in rows), 2)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from mgym.apps.gallery.model import STANDARD

        def rank(path: str) -> tuple[int, str]:
            folder = path.rsplit("/", 1)[0]
            return (STANDARD.index(folder), "") if folder in STANDARD else (len(STANDARD), folder.casefold())

        pics = sorted(p["pics"], key=lambda x: rank(x[1]))  # album by album, in the Albums tab's order
        shown = ""
        for fid, path in pics:  # each receipt paid that way, opened from its album's grid
            folder = path.rsplit("/", 1)[0]
            if folder != shown:
                if shown:
                    obs = yield from ui.back()
                obs = yield from C.open_album(obs, folder)
                shown = folder
            obs = yield from C.tap_cell(obs, fid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"total": f"{p['total']:.2f}"})


def _counts(r: dict[str, Any]) -> dict[str, int]:
    return dict(_fact(r, "counts") or {})


def _taken_day(r: dict[str, Any]) -> date:
    return date.fromisoformat(C.day(C.when(r)))


class CountAcrossRecentPhotos(AnswerTask):
    id = "gallery.CountAcrossRecentPhotos"
    apps = ("gallery", "answersheet")
    hardness = ("image", "aggregate", "temporal")
    tags = ("image", "extract", "reasoning")
    budget = 45
    instructions = ("How many {objs} are there altogether in the photos I took in the last {days} days? Count every "
                    "{obj} in every picture from that time and answer on the AnswerSheet.",
                    "Add up the {objs} in all my Gallery pictures from the past {days} days (several pictures may show "
                    "some) and put the total in AnswerSheet.",
                    "Go through the photos from the last {days} days in my Gallery and count the {objs} in each. What "
                    "is the total? Enter it on the AnswerSheet.")
    instructions_zh = ("我最近{days}天拍的照片里，一共有多少个{objs}？把那段时间每张照片里的{objs}都数上，在答题卡上作答。",
                       "把相册里过去{days}天的所有照片中出现的{objs}加起来（可能有好几张都有），把总数填到答题卡。",
                       "翻一翻相册里最近{days}天的照片，数数每张里有几个{objs}。加起来一共多少？请填到答题卡上。")
    answer_fields = (AnswerField("count", "Total", "number", "number", hint="A whole number", label_zh="总数",
                                 hint_zh="一个整数"),)
    goal_params = ("count",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pics = C.pictures(state)
        by_count: dict[int, list[tuple[int, str, int]]] = {}
        for days in range(4, 41):
            start = TODAY - timedelta(days=days)
            inside = [r for r in pics if _taken_day(r) >= start]
            edge = [r for r in pics if abs((_taken_day(r) - start).days) <= 1]
            scenes = C.of_kind(inside, "scene")  # enough to read, few enough to open one by one
            if len(inside) < 10 or not 6 <= len(scenes) <= 20:
                continue
            for obj in sorted({o for r in inside for o in _counts(r) if o in C.OBJECTS_ZH and o != "car"}):
                showing = [r for r in inside if _counts(r).get(obj)]
                if showing and not any(_counts(r).get(obj) for r in edge):
                    by_count.setdefault(sum(_counts(r)[obj] for r in showing), []).append((days, obj, len(showing)))
        if not by_count:
            raise ValueError("no object to count on this phone")
        count = rng.choice(sorted(by_count))  # every answer as likely as another
        spread = [c for c in by_count[count] if c[2] >= 2]  # several pictures showing it, where there are
        days, obj, _ = rng.choice(spread or by_count[count])
        start = TODAY - timedelta(days=days)
        showing = [r for r in pics if _taken_day(r) >= start and _counts(r).get(obj)]
        return {"days": days, "obj": obj, "objs": C.plural(obj, 2), "count": count,
                "pics": [[r["id"], r["path"]] for r in showing], "newest": pics[0]["id"]}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "obj": C.OBJECTS_ZH[p["obj"]], "objs": C.OBJECTS_ZH[p["obj"]]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        start = TODAY - timedelta(days=p["days"])
        return {"count": sum(_counts(r).get(p["obj"], 0) for r in C.pictures(init) if _taken_day(r) >= start)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        if obs.screen != "photos":
            obs = yield from ui.tap(obs, trigger="tab.photos")
        for _ in range(C.MAX_DRAGS):  # back to the top of the grid, where the newest picture is
            if obs.find(trigger="grid.open", id=p["newest"]):
                break
            obs = yield A.Drag(x1=500, y1=330, x2=500, y2=780)
        for fid, _ in p["pics"]:  # newest first, down the Photos grid
            obs = yield from C.tap_cell(obs, fid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"count": p["count"]})


def _numbers(text: str) -> list[float]:
    import re

    return [float(x.replace(",", "")) for x in re.findall(r"\d[\d,]*(?:\.\d+)?", text)]


class SplitReceiptSettle(TaskTemplate):
    id = "gallery.SplitReceiptSettle"
    apps = ("gallery", "wallet", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    secrets = ("wallet_password",)
    hardness = ("image", "arithmetic", "branch", "apps3")
    tags = ("finance", "image", "reasoning", "handoff")
    subsets = ("payment",)
    budget = 60
    instructions = ("{name} paid our {merchant} bill on {day}; the receipt photo is in my Gallery. There were {n} of "
                    "us and we split it evenly, and I already gave {name} {paid} in cash. If what I still owe is {limit} or "
                    "less, send it to {name} with Wallet; if it's more, don't pay yet: text {name} in Messages how "
                    "much I still owe.",
                    "Settle up with {name} for the {merchant} receipt from {day} (it's in Gallery): the {n} of us "
                    "share the total equally, and I've already handed {name} {paid} in cash. Owe {limit} or less? "
                    "Transfer the rest in Wallet. Owe more? Just send {name} an SMS saying how much is still left.",
                    "Check my {merchant} receipt from {day} in Gallery. {name} paid it; {n} of us split it evenly "
                    "and I already paid {name} back {paid} in cash. Work out what I still owe: at most {limit}, pay it "
                    "to {name} from Wallet; above {limit}, text {name} the amount in Messages instead.")
    instructions_zh = ("{day}在{merchant}的账单是{name}付的，小票照片在我的相册里。我们{n}个人平摊，我已经给了{name}现金{paid}。"
                       "如果我还欠的钱不超过{limit}，就用钱包转给{name}；超过的话先别付，在信息里发短信告诉{name}我还欠多少。",
                       "帮我和{name}结清{day}在{merchant}的那笔账（小票在相册里）：{n}个人平均分摊总额，我已经当面给了{name}{paid}现金。"
                       "还欠不超过{limit}就用钱包把剩下的转过去；超过{limit}就只发短信告诉{name}还差多少。",
                       "看看相册里{day}{merchant}的小票。那次是{name}付的，{n}个人平摊，我已经还了{name}现金{paid}。"
                       "算一下我还欠多少：不超过{limit}就从钱包转给{name}；超过{limit}就在信息里把这个数发短信告诉{name}。")
    goal_params = ("name", "owe", "pay")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads
        from bench.tasks.wallet.common import unique_contacts

        z = state["os"]["device"]["region"] == "zh-CN"
        rows = receipts(state)
        seen = [(str(_fact(r, "merchant")), str(_fact(r, "date"))) for r in rows]
        rows = [r for r, k in zip(rows, seen, strict=True) if seen.count(k) == 1 and float(_fact(r, "total")) >= 20]
        payees = {c["name"] for c in unique_contacts(state)}
        friends = [(t, c) for t, c in named_threads(state) if c["name"] in payees]
        while True:
            r = rng.choice(rows)
            t, c = rng.choice(friends)
            total = float(_fact(r, "total"))
            n = rng.choice((2, 3, 4))
            share = total / n
            if share < 8 or round(total * 100) % n:  # a share in whole cents, nothing to round
                continue
            paid = rng.randint(1, int(share * 0.6))
            owe = round(share - paid, 2)
            pay = rng.random() < 0.5
            gap = rng.randint(1, max(1, int(owe * 0.3)))
            limit = (int(owe) + 1 + gap) if pay else (int(owe) - gap)
            if limit >= 1 and abs(limit - owe) >= 0.5:
                break
        cur = "¥" if z else "$"
        return {"name": c["name"], "phone": c["phone"], "address": t["address"], "thread_id": t["id"],
                "merchant": _fact(r, "merchant"), "iso": _fact(r, "date"), "day": _fact(r, "date"), "n": n,
                "paid": f"{cur}{paid}", "limit": f"{cur}{limit}", "owe": owe, "pay": pay,
                "file_id": r["id"], "path": r["path"]}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "day": C.date_words(p["iso"], locale)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the receipt from the merchant on the day": sum(
            _fact(r, "merchant") == p["merchant"] and _fact(r, "date") == p["iso"] for r in receipts(init)),
            "the contact": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messages.common import new_outgoing
        from bench.tasks.wallet.payments import paid_checks

        if p["pay"]:
            return paid_checks(p, init, final, account=p["phone"], party=p["name"], amount=f"{p['owe']:.2f}",
                               type="transfer")
        sent = new_outgoing(init, final, p["address"])
        ok = len(sent) == 1 and any(abs(x - p["owe"]) < 0.005 for x in _numbers(sent[0]))
        return [Check(f"one text to {p['name']} with the amount still owed", ok, p["owe"], sent)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes
        from bench.tasks.wallet.payments import PAID

        return list(PAID) if p["pay"] else send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import send
        from bench.tasks.wallet.payments import contact_transfer

        obs = yield from ui.open_app("Gallery")
        obs = yield from C.open_picture(obs, {"id": p["file_id"], "path": p["path"]}, album=True)
        if p["pay"]:
            yield from contact_transfer(p["name"], f"{p['owe']:.2f}")
            return
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        text = ("我还欠你{}元" if obs.locale == "zh-CN" else "I still owe you ${}")
        yield from send(obs, text.format(f"{p['owe']:.2f}"))
