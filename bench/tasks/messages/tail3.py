"""Hard-by-construction Messages templates (declared hardness factors; the level follows from them), third wave.

``CardNetThisMonth``: the bank texts an alert for every card event, in one long thread: charges on my
card and on a second card whose last four digits are the same ones in another order, declined charges
(nothing taken), refunds, a bill payment, and last month's charges above. What this month's charges on
my card come to, refunds taken off, goes on the AnswerSheet. The alerts are read screen by screen up the
thread (no screen adds them up, and searching the card's digits finds every one of them, last month's,
the declined and the refunds included); the other card's charges, the declined ones, the payment or last
month's each make the naive sum wrong."""

from __future__ import annotations

from datetime import UTC, datetime
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.messages.common import (
    START_MS,
    PlantedThread,
    next_message_id,
    next_thread_id,
    region,
)

BANK = {"en": ("NorthBank", "62226"), "zh-CN": ("北岸银行", "95555")}
#: generic merchant names (no real brands)
MERCHANTS = {"en": ("Corner Bean Coffee", "Greenleaf Grocery", "Harbor Fuel", "Northwind Market", "RideGo", "Casa Burrito",
                    "ShopNow", "Maple Street Deli", "CarePlus Pharmacy", "Pixel Outlet", "StreamBox", "HomeNest",
                    "Bulk Barn Club", "Leafy Bowl"),
             "zh-CN": ("街角咖啡", "鲜果园", "城南加油站", "百货超市", "快滴出行", "老火锅", "好购商城", "邻里超市",
                       "健康大药房", "潮衣坊", "饭来外卖", "家居小铺", "会员仓储店", "轻食沙拉")}


def _ms(month: int, day: int, minute: int) -> int:
    return int(datetime(2026, month, day, tzinfo=UTC).timestamp() * 1000) + minute * 60_000


def _money(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


def _alert(kind: str, card: str, cents: int, merchant: str, month: int, day: int, minute: int, zh: bool) -> str:
    when = f"{month:02d}/{day:02d}"
    clock = f"{minute // 60:02d}:{minute % 60:02d}"
    if zh:
        d = f"{month:02d}月{day:02d}日"
        return {"charge": f"【北岸银行】您尾号{card}的信用卡{d}{clock}消费人民币{_money(cents)}元，商户：{merchant}。",
                "declined": f"【北岸银行】您尾号{card}的信用卡{d}{clock}在{merchant}的{_money(cents)}元消费未成功（超出可用额度），"
                            "未扣款。",
                "refund": f"【北岸银行】您尾号{card}的信用卡{d}收到{merchant}退款人民币{_money(cents)}元。",
                "payment": f"【北岸银行】您尾号{card}的信用卡{d}还款人民币{_money(cents)}元已到账，谢谢！"}[kind]
    return {"charge": f"NorthBank: Card ending {card} was charged ${_money(cents)} at {merchant} on {when} {clock}.",
            "declined": f"NorthBank: A ${_money(cents)} charge at {merchant} on card ending {card} was declined on "
                        f"{when} (over credit limit). You were not charged.",
            "refund": f"NorthBank: Refund of ${_money(cents)} from {merchant} credited to card ending {card} on {when}.",
            "payment": f"NorthBank: Payment of ${_money(cents)} received for card ending {card} on {when}. Thank you!"}[kind]


class CardNetThisMonth(PlantedThread, AnswerTask):
    id = "messages.CardNetThisMonth"
    thread_label = "the bank's thread"
    apps = ("messages", "answersheet")
    # played from screenshots (2026-11-29): solved first try in 16 steps, about ten scrolls of one thread;
    # the look-alike card and the declined charges were read off the texts; L3
    hardness = ("aggregate", "arithmetic")
    tags = ("finance", "extract", "reasoning")
    budget = 45
    goal_params = ("net",)
    instructions = ('{bank} texts me an alert for every charge on my cards. How much have I spent on my card ending '
                    '{card} so far this month, with refunds taken off? Answer on the AnswerSheet.',
                    'Add up this month\'s charges on my card ending in {card} from the {bank} text alerts in Messages, '
                    'minus any refunds to it, and put the net amount on the AnswerSheet.',
                    'Going by {bank}\'s texts, what is the net amount charged to my card ending {card} this month so '
                    'far (refunds subtracted)? Enter it on the AnswerSheet.')
    instructions_zh = ('{bank}每笔刷卡都会给我发短信提醒。这个月到目前为止，我尾号{card}的卡一共花了多少钱（退款要扣掉）？请在答题卡上'
                       '作答。',
                       '根据短信里{bank}的提醒，把我尾号{card}的卡本月的消费加起来，再减去退到这张卡的钱，把净额填到答题卡上。',
                       '按{bank}发来的短信算，本月到现在我尾号{card}的卡实际消费净额是多少（扣除退款）？请填写到答题卡。')
    answer_fields = (AnswerField("net", "Net spent", "number", "number", hint="Amount, like 412.35", precision="0.01",
                                 label_zh="消费净额", hint_zh="金额，比如 412.35"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        loc = "zh-CN" if region(state) == "zh-CN" else "en"
        zh = loc == "zh-CN"
        bank, address = BANK[loc]
        merchants = MERCHANTS[loc]
        while True:
            card = f"{rng.randint(1000, 9999)}"
            other = card[:2] + card[3] + card[2]
            if other != card:
                break
        events: list[tuple[int, str, str, int, str, int, int, int]] = []  # (time, kind, card, cents, merchant, m, d, min)

        def add(kind: str, c: str, cents: int, merchant: str, month: int, day: int, minute: int) -> None:
            events.append((_ms(month, day, minute), kind, c, cents, merchant, month, day, minute))

        def when(month: int) -> tuple[int, int]:
            last = 13 if month == 3 else 28
            return rng.randint(1, last), rng.randint(8 * 60, 22 * 60)

        mine: list[tuple[int, str, int, int]] = []  # this month's charges on my card: (cents, merchant, day, minute)
        for _ in range(rng.randint(18, 20)):
            cents = rng.randint(300, 18000) if rng.random() < 0.8 else rng.randint(18000, 42000)
            m = rng.choice(merchants)
            d, mi = when(3)
            add("charge", card, cents, m, 3, d, mi)
            mine.append((cents, m, d, mi))
        for _ in range(rng.randint(12, 14)):
            d, mi = when(3)
            add("charge", other, rng.randint(300, 25000), rng.choice(merchants), 3, d, mi)
        for _ in range(2):
            d, mi = when(3)
            add("declined", card, rng.randint(8000, 60000), rng.choice(merchants), 3, d, mi)
        refunds = 0
        for cents, m, d, mi in rng.sample(mine, rng.randint(1, 2)):
            back = cents if rng.random() < 0.5 else rng.randint(1, cents // 100) * 100 // 2 or cents
            rd = min(d + rng.randint(1, 3), 13)
            add("refund", card, back, m, 3, rd, max(mi, 6 * 60) + 1 if rd == d else rng.randint(8 * 60, 20 * 60))
            refunds += back
        d, _mi = when(3)
        add("payment", card, rng.choice((30000, 50000, 80000, 100000)), "", 3, d, 7 * 60)
        for _ in range(rng.randint(6, 8)):
            d, mi = when(2)
            add("charge", card, rng.randint(300, 18000), rng.choice(merchants), 2, d, mi)
        for _ in range(3):
            d, mi = when(2)
            add("charge", other, rng.randint(300, 18000), rng.choice(merchants), 2, d, mi)
        events.sort()
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": _alert(k, c, cents, mer, mo, d, mi, zh), "time": t, "incoming": True,
                 "read": t < START_MS - 86_400_000, "files": []}
                for i, (t, k, c, cents, mer, mo, d, mi) in enumerate(events)]
        march = [m["id"] for m, e in zip(msgs, events, strict=True) if e[5] == 3]
        net = sum(x[0] for x in mine) - refunds
        return {"bank": bank, "card": card, "address": address, "thread_id": next_thread_id(state), "msgs": msgs,
                "march": march, "net": _money(net), "naive": _money(sum(x[0] for x in mine))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"net": p["net"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        # the conversation opens at its newest alert: every alert up to the month's first one is read
        for mid in [*p["march"][::-8], p["march"][0]]:  # a long way up: a stop every few screens
            obs = yield from ui.scroll_to(obs, None, up=True, trigger="message.time", message_id=mid)
        yield from ui.fill_answers(obs, {"net": p["net"]})
