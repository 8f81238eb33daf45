"""Hard-by-construction Notes templates across apps, fourth wave (declared hardness factors; the level follows from them).

``OverBudgetChecklist``: a Notes note holds my monthly spending limits per category, and below them two
changes written later ("From <month>: <category> <new limit>"). A checklist note lists every category I
went over in one month, with how much over: each category's total comes from Wallet's statistics for that
month, the limit from the note. One change took effect in or before that month (it lifts a category that
would be over under its old limit), the other only after it (its category is still over, by its old
limit): reading the changes as simply the latest values, or ignoring them, gives another list. No screen
compares a category with its limit."""

from __future__ import annotations

import datetime as dt
import math
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messages.common import named_threads, next_message_id
from bench.tasks.notes.common import (
    NOTES,
    START_MS,
    TODOS,
    hide_keyboard,
    live,
    norm,
    notes,
    numbers,
    one_new_note,
    open_note,
    to_notes,
    zh,
)
from bench.tasks.notes.common import (
    new_note as write_note,
)
from bench.tasks.wallet.common import FULL_MONTHS, NOW_MONTH, Localized, bills, model_months_between
from mgym.apps.wallet import model as wallet_model
from mgym.i18n import lookup

DAY_MS = 86_400_000
BUDGETED = ("Dining", "Groceries", "Transport", "Shopping", "Entertainment", "Health", "Utilities", "Subscriptions",
            "Travel")
BUDGET_TITLE = {"en": "Monthly budget", "zh-CN": "每月预算"}


def _down(x: float) -> int:
    return int(math.floor(x / 10) * 10)


def _up(x: float) -> int:
    return int(math.ceil(x / 10) * 10)


class OverBudgetChecklist(Localized, TaskTemplate):
    id = "notes.OverBudgetChecklist"
    apps = ("notes", "wallet")
    objective = "hybrid"
    composition = "deep_dive"
    # played from screenshots (2026-11-29): solved first try in 16 steps (Wallet's statistics give each
    # category's month; the limit changes are the one trap); L3
    hardness = ("arithmetic", "temporal")
    tags = ("finance", "extract", "create", "reasoning")
    budget = 45
    instructions = ('My monthly spending limits are in the note "{budget}" in Notes. Make a checklist note titled '
                    '"{title}" with one item for each category I went over in {label}, going by Wallet\'s '
                    "statistics, each with how much I went over by.",
                    'Which categories did I overspend in {label}? Compare what Wallet says I spent with the limits in '
                    'my "{budget}" note, and list each one (category and amount over) as an item of a new checklist '
                    'note called "{title}".',
                    'Check my {label} spending in Wallet against my "{budget}" note and create a checklist titled '
                    '"{title}": one item per category over its limit, with the amount it went over by.')
    instructions_zh = ("我每月的支出上限记在笔记“{budget}”里。请新建一条标题为“{title}”的清单笔记，按钱包统计里{label}的数据，"
                       "每个超出上限的分类写一项，并写上超出了多少。",
                       "我{label}哪些分类超支了？请把钱包里的支出和我的“{budget}”笔记里的上限对比一下，在新的清单笔记“{title}”里"
                       "每个超支分类列一项（分类和超出的金额）。",
                       "把我{label}在钱包里的支出和“{budget}”笔记对照一下，新建一条标题为“{title}”的清单：每个超出上限的分类一项，"
                       "写上超出的金额。")
    changes = (f"{NOTES}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = "zh-CN" if zh(state) else "en"
        loc = str(state["os"]["settings"]["system"]["locale"])
        while True:
            i = rng.randrange(len(FULL_MONTHS))
            month = FULL_MONTHS[i]
            spent = {r["category"]: r["total"] for r in wallet_model.breakdown(
                wallet_model.filtered(bills(state), month=month)) if r["category"] in BUDGETED and r["total"] >= 25}
            if len(spent) >= 5:
                break
        cats = rng.sample(sorted(spent), 5)
        roles = ["over", "over", "under", "raised", "later"]
        label = {c: lookup(c, loc, "wallet") for c in cats}
        limits: dict[str, int] = {}
        changes: list[tuple[str, str, int]] = []  # (from month, category, new limit)
        over: dict[str, float] = {}
        for c, role in zip(cats, roles, strict=True):
            t = spent[c]
            if role == "under":
                limits[c] = _up(t * rng.uniform(1.15, 1.4))
            else:
                limits[c] = min(_down(t * rng.uniform(0.6, 0.88)), _down(t - 5))
            if role == "raised":  # lifted in or before the month: not over
                changes.append((FULL_MONTHS[max(0, i - rng.randint(0, 2))], c, _up(t * rng.uniform(1.1, 1.3))))
            if role == "later":  # lifted only after the month: still over its old limit
                changes.append((wallet_model.month_shift(month, rng.randint(1, 2)), c, _up(t * rng.uniform(1.1, 1.3))))
            if role in ("over", "later"):
                over[c] = round(t - limits[c], 2)
        rng.shuffle(changes)
        sep = "：" if reg == "zh-CN" else ": "
        lines = [f"{label[c]}{sep}{limits[c]}" for c in cats]
        if reg == "zh-CN":
            body = "\n".join(["每月上限", *lines, "", "调整："]
                             + [f"从{wallet_model.month_label(m, loc)}起：{label[c]} {v}" for m, c, v in changes])
        else:
            body = "\n".join(["Limits per month", *lines, "", "Changes:"]
                             + [f"From {wallet_model.month_label(m, loc)}: {label[c]} {v}" for m, c, v in changes])
        nid = max(n["id"] for n in notes(state)) + 1
        note = {"id": nid, "title": BUDGET_TITLE[reg], "body": body, "checklist": False, "items": [], "folder": 1,
                "pinned": False, "private": False, "edited": START_MS - rng.randint(2, 9) * DAY_MS, "deleted_at": None}
        mlabel = wallet_model.month_label(month, loc)
        title = f"{mlabel}超支" if reg == "zh-CN" else f"Over budget {mlabel}"
        return {"month": month, "label": wallet_model.month_label(month), "budget": BUDGET_TITLE[reg], "title": title,
                "note": note, "cats": cats, "labels": [label[c] for c in cats],
                "over": {label[c]: over[c] for c in cats if c in over}}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"notes": {"notes": [*notes(state), p["note"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the budget note": sum(1 for n in live(init) if n["title"] == p["budget"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        n, out = one_new_note(init, final, p["title"])
        items = [i["text"] for i in n.get("items", [])] if n.get("checklist") else []
        named = {lbl: [t for t in items if norm(lbl) in norm(t)] for lbl in p["labels"]}
        listed = sorted(lbl for lbl, hits in named.items() if hits)
        out.append(Check("the categories over their limit, one item each", listed == sorted(p["over"])
                         and len(items) == len(p["over"]), sorted(p["over"]), listed))
        for lbl, amount in p["over"].items():
            got = [x for t in named[lbl] for x in numbers(t)]
            out.append(Check(f"how much {lbl} went over", any(abs(x - amount) < 0.015 for x in got), amount, got))
        return out

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note"]["id"])  # the limits, and the changes below them
        obs = yield from ui.back()
        obs = yield from ui.open_app("Wallet")
        obs = yield from ui.tap(obs, trigger="svc.stats")
        oldest = wallet_model.month_shift(NOW_MONTH, -5)  # the chart's first month: one tap away
        obs = yield from ui.tap(obs, trigger="stats.pick", month=max(oldest, p["month"]))
        for _ in range(model_months_between(p["month"], oldest)):
            obs = yield from ui.tap(obs, trigger="stats.shift", step="prev")
        for c in p["cats"]:  # each budgeted category's total that month
            obs = yield from ui.scroll_to(obs, trigger="stats.category", category=c)
        obs = yield from to_notes(obs)
        yield from write_note(obs, p["title"], items=[f"{lbl} {amount:.2f}" for lbl, amount in p["over"].items()])



# ---- to-dos due on the days a landlord's texts call for, one of them moved in a later text -------------------
HOUR_MS = 3_600_000
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
TODO_TEXTS = {"en": ("Leave the spare key with the neighbour", "Send the water meter reading",
                     "Update the rent standing order"),
              "zh-CN": ("把备用钥匙交给邻居", "发水表读数", "修改房租自动转账")}
SMALL_TALK = {"en": ("Thanks for keeping the hallway so tidy!", "FYI the bins are collected on Thursdays now.",
                     "Hope the heating is working fine again."),
              "zh-CN": ("谢谢你把楼道收拾得这么干净！", "顺便说一下，现在垃圾改成每周四收了。", "暖气现在应该正常了吧？")}


def _at(day: dt.date, minute: int) -> int:
    return int(dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC).timestamp() * 1000) + minute * 60_000


class LandlordTodoDates(TaskTemplate):
    id = "notes.LandlordTodoDates"
    apps = ("notes", "messages")
    objective = "hybrid"
    composition = "deep_dive"
    hardness = ("steps", "temporal", "trap")
    tags = ("extract", "create", "reasoning")
    budget = 60
    goal_params = ("dues",)
    instructions = ('My landlord {name} texted me about a few things this week. Add these to-dos in Notes, each due on '
                    'the day the texts call for: "{t1}", "{t2}" and "{t3}".',
                    'Read my texts from {name} (my landlord) this week and create three to-dos in Notes with the due '
                    'dates they imply: "{t1}", "{t2}", "{t3}".',
                    'Put three to-dos in Notes, "{t1}", "{t2}" and "{t3}", and give each the due date that follows '
                    "from what my landlord {name} asked for in texts this week.")
    instructions_zh = ("房东{name}这周给我发了几条短信。请在笔记里添加这几个待办，截止日期按他短信里的要求来定：“{t1}”、“{t2}”和“{t3}”。",
                       "看一下房东{name}这周发给我的短信，在笔记里建三个待办，截止日期按短信推算：“{t1}”、“{t2}”、“{t3}”。",
                       "在笔记里新建“{t1}”“{t2}”“{t3}”三个待办，每个的截止日期按房东{name}这周短信里的要求来设。")
    changes = (f"{TODOS}[+3]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = "zh-CN" if zh(state) else "en"
        now = dt.datetime.fromtimestamp(START_MS / 1000, dt.UTC).date()  # a Saturday
        monday = now - dt.timedelta(days=now.weekday())
        t, c = rng.choice([(t, c) for t, c in named_threads(state) if c["name"] not in ("Mom", "Dad", "妈妈", "爸爸")])
        wd = WEEKDAYS_ZH if reg == "zh-CN" else WEEKDAYS
        # the plumber, next week on one day, then moved to another: the key goes the day before
        wa, wb = rng.sample(range(5), 2)
        next_monday = monday + dt.timedelta(days=7)
        key_due = next_monday + dt.timedelta(days=wb - 1)
        d1 = monday + dt.timedelta(days=rng.randint(0, 2))
        d2 = d1 + dt.timedelta(days=rng.randint(1, 2))  # by Friday: every text is from before today
        # the meter reading within n days of the text; the standing order k days before the 1st of next month
        n, d3 = rng.choice((7, 9, 10, 12)), monday + dt.timedelta(days=rng.randint(0, 4))
        k, d4 = rng.choice((3, 4, 5, 6)), monday + dt.timedelta(days=rng.randint(0, 4))
        first = (now.replace(day=1) + dt.timedelta(days=32)).replace(day=1)
        meter_due, rent_due = d3 + dt.timedelta(days=n), first - dt.timedelta(days=k)
        if reg == "zh-CN":
            texts = [(d1, f"提前说一下：下周{wd[wa][1]}水管工来修热水器，麻烦你前一天把备用钥匙交给邻居。"),
                     (d2, f"水管工那边有变：他{wd[wa]}来不了，改到同一周的{wd[wb]}来。钥匙还是前一天交给邻居就行。"),
                     (d3, f"麻烦你最晚在{n}天后（从今天往后数第{n}天）把水表读数发给我。"),
                     (d4, f"新房租从{first.month}月1日开始，请至少提前{k}天改好你的房租自动转账。")]
        else:
            texts = [(d1, f"Heads-up: the plumber is coming to fix the boiler next week, on {wd[wa]}. Could you leave "
                          "the spare key with the neighbour the day before?"),
                     (d2, f"Update on the plumber: {wd[wa]} doesn't work for him after all, he'll come on {wd[wb]} of "
                          "that same week instead. Key the day before, as I said."),
                     (d3, f"Could you send me the water meter reading {n} days from today at the latest?"),
                     (d4, f"The new rent starts on {first:%B} 1st. Please update your standing order at least {k} days "
                          "before that.")]
        texts += [(monday + dt.timedelta(days=rng.randint(0, 4)), s) for s in rng.sample(SMALL_TALK[reg], 2)]
        mid = next_message_id(state)
        rows: list[dict[str, Any]] = []
        for i, (day, body) in enumerate(sorted(texts, key=lambda x: x[0])):
            rows.append({"id": mid + i, "body": body, "time": _at(day, rng.randint(9 * 60, 20 * 60)) + i,
                         "incoming": True, "read": False})
        rows.sort(key=lambda m: m["time"])
        todos = TODO_TEXTS[reg]
        return {"name": c["name"], "thread_id": t["id"], "planted": rows, "t1": todos[0], "t2": todos[1],
                "t3": todos[2], "dues": [key_due.isoformat(), meter_due.isoformat(), rent_due.isoformat()]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        old = next(x for x in state["os"]["providers"]["sms"] if x["id"] == p["thread_id"])["messages"]
        rows = sorted([*old, *p["planted"]], key=lambda m: m["time"])
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {"messages": rows}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the landlord": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {t["id"] for t in init["apps"]["notes"]["todos"]}
        new = [t for t in final["apps"]["notes"]["todos"] if t["id"] not in old]
        out = [Check("three new to-dos", len(new) == 3, 3, len(new))]
        for text, due in zip((p["t1"], p["t2"], p["t3"]), p["dues"], strict=True):
            got = [t.get("due") for t in new if norm(t.get("text", "")) == norm(text)]
            out.append(Check(f'"{text}" due {due}', got == [due], due, got))
        return out

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # the week's texts
        obs = yield from ui.back()
        obs = yield from to_notes(obs)
        obs = yield from ui.tap(obs, trigger="tab.todos")
        start = dt.datetime.fromtimestamp(START_MS / 1000, dt.UTC).date()
        for text, due in zip((p["t1"], p["t2"], p["t3"]), p["dues"], strict=True):
            obs = yield from ui.tap(obs, trigger="todo.new")
            obs = yield from ui.type_into(obs, "To-do", text)
            obs = yield from hide_keyboard(obs)
            days = (dt.date.fromisoformat(due) - start).days
            for _ in range(days // 7):
                obs = yield from ui.tap(obs, trigger="todo.due", by=7)
            for _ in range(days % 7):
                obs = yield from ui.tap(obs, trigger="todo.due", by=1)
            obs = yield from ui.tap(obs, trigger="todo.save")
