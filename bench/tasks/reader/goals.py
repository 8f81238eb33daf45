"""Reader tasks on goals and statistics: buy the book at a rank of a ranking and set the daily goal,
the minutes missing to reach the goal every day last week, and the week's most-read books into Notes."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.reader.common import P, W, day_rows, ov, pay_in_wallet, region, shelf, to_tab, zh
from bench.tasks.reader.crossapp import WALLET_CHANGES, _norm
from bench.tasks.reader.stats import TODAY, _by_day, _extra, _week
from mgym import actions as A
from mgym.apps.reader import model, world
from mgym.apps.reader.effects import REMIND_TIMES
from mgym.apps.reader.state import GOALS
from mgym.apps.reader.views import CATEGORY_LABELS, RANKING_LABELS

NOTE_TITLE = ("Most read this week", "本周最常读")


class RankedBuyAndGoal(TaskTemplate):
    id = "reader.RankedBuyAndGoal"
    secrets = ("wallet_password",)
    apps = ("reader", "wallet")
    composition = "transfer"
    difficulty = "L4"
    tags = ("explore", "finance")
    budget = 45
    instructions = ("In Reader's store, buy the book ranked #{k} in the {category} {kind} ranking (pay with Wallet)"
                    ", then set my daily reading goal to {n} minutes.",
                    "Find number {k} of Reader's {kind} list for {category}, purchase it through Wallet "
                    "and change my daily goal to {n} minutes.",
                    "Please buy the book at #{k} in the {category} {kind} ranking in Reader's store, paying with Wallet, and then change my daily reading goal to {n} minutes.")
    instructions_zh = ("在阅读书城“{category}”分类的{kind}里找到第{k}名的书，用钱包买下，再把每日阅读目标设为 {n} 分钟。",
                       "买下阅读“{category}”{kind}排名第{k}的书（钱包支付），然后把每日目标改成 {n} 分钟。",
                       '请在阅读书城找到“{category}”{kind}第{k}名的书，用钱包买下来，然后把每日阅读目标改为 {n} 分钟。')
    goal_params = ("book", "n")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        while True:
            cat, kind = rng.choice(world.CATEGORIES), rng.choice(world.RANKINGS)
            rows = W(state).ranking(kind, cat)[:10]
            ks = [k for k, b in enumerate(rows, 1) if b["price"] and not model.owned(ov(state), b)]
            if ks:
                break
        k = rng.choice(ks)
        b = rows[k - 1]
        n, start = rng.sample(GOALS, 2)
        return {"cat": cat, "category": CATEGORY_LABELS[cat], "kind_id": kind, "kind": RANKING_LABELS[kind], "k": k,
                "book": b["id"], "title": b["title"], "price": float(b["price"]), "n": n, "start": start}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"shelf": [s for s in shelf(state) if s["id"] != p["book"]], "goal": p["start"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {b["id"] for b in init["apps"]["wallet"]["new_bills"]}
        bills = [b for b in final["apps"]["wallet"]["new_bills"] if b["id"] not in old]
        return [Check("bought the book", p["book"] in ov(final)["purchases"], p["book"], ov(final)["purchases"]),
                Check("one Wallet payment of its price", len(bills) == 1 and abs(bills[0]["amount"] - p["price"]) < 0.005,
                      p["price"], [b["amount"] for b in bills]),
                check("the daily goal", p["n"], ov(final)["goal"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.purchases[+1]", f"{P}.shelf[+1 id={p['book']}]", f"{P}.goal", *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "store")
        obs = yield from ui.tap(obs, trigger="store.rankings")
        obs = yield from ui.tap(obs, trigger="store.tab", tab="rankings", cat=p["cat"], kind="hot")
        if p["kind_id"] != "hot":
            obs = yield from ui.tap(obs, trigger="store.tab", tab="rankings", cat=p["cat"], kind=p["kind_id"])
        obs = yield from ui.scroll_to(obs, trigger="book.open", id=p["book"])
        obs = yield from ui.tap(obs, trigger="book.open", id=p["book"])
        obs = yield from ui.tap(obs, trigger="book.buy")
        obs = yield from pay_in_wallet(obs)
        obs = yield from to_tab(obs, "me")
        obs = yield from ui.tap(obs, trigger="goal.open")
        yield from ui.tap(obs, trigger="goal.set", minutes=p["n"])


class GoalShortfallLastWeek(AnswerTask):
    id = "reader.GoalShortfallLastWeek"
    apps = ("reader", "answersheet")
    difficulty = "L4"
    tags = ("extract", "reasoning")
    split = "train"
    instructions = ("Compare the week starting {week} in Reader's statistics with my daily goal: how many minutes in "
                    "total was I short of the goal, adding up the days I missed it (a day with no reading misses it by "
                    "the whole goal)? Answer on the AnswerSheet.",
                    "In the week of {week}, how many more minutes of reading would I have needed in Reader to reach "
                    "my daily goal on every day? Sum the missing minutes of each day and write it in AnswerSheet.",
                    "For the week starting {week} in Reader's statistics, add up by how many minutes I fell short of my daily goal on each day I missed it (a day with no reading counts as the whole goal). What is the total?")
    instructions_zh = ("对照阅读的每日目标看从{week_zh}开始的那一周：把没达标的每一天差的分钟数加起来（没读的那天差整个目标），一共差多少分钟？请在答题卡中作答。",
                       "{week_zh}那一周要想每天都达到阅读的每日目标，我一共还差多少分钟？把每天差的分钟数加起来填到答题卡里。",
                       '看阅读统计里从{week_zh}开始的那一周，把每个没达标的日子离每日目标差的分钟数加起来（没读的那天按整个目标算），总共差多少分钟？')
    answer_fields = (AnswerField("minutes", "Minutes short", "number", "number", hint="A whole number",
                                 label_zh="差的分钟数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        offset = -rng.randint(1, 8)
        monday = _week(offset)[0]
        return {"goal": rng.choice(GOALS[2:]), "offset": offset, "week": f"Monday, {monday:%B} {monday.day}",
                "week_zh": f"{monday.month}月{monday.day}日（周一）",
                "records": _extra(rng, state, _week(offset), rng.randint(0, 3))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"goal": p["goal"], "records": p["records"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        by_day, goal = _by_day(init), int(ov(init)["goal"])
        return {"minutes": sum(max(0, goal - by_day.get(d.isoformat(), 0)) for d in _week(p["offset"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "me")
        goal = next(int(g["goal"]) for e in obs.ui if (g := ui.parse(obs, "Today {m} of {goal} minutes", e.text)))
        for k in range(1, -p["offset"] + 1):
            obs = yield from ui.tap(obs, trigger="stats.period", period="week", offset=-k)
        rows: dict[int, int] = {}
        for _ in range(6):
            rows.update(day_rows(obs))
            if obs.find(trigger="tab.me") and len(rows) >= 7:
                break
            before = [e.text for e in obs.ui]
            obs = yield A.Drag(x1=500, y1=800, x2=500, y2=350)
            if [e.text for e in obs.ui] == before:
                break
        rows.update(day_rows(obs))
        days = {d.day for d in _week(p["offset"])}
        yield from ui.fill_answers(obs, {"minutes": sum(max(0, goal - rows.get(d, 0)) for d in days)})


class MostReadToNotes(TaskTemplate):
    id = "reader.MostReadToNotes"
    apps = ("reader", "notes")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "create")
    budget = 30
    split = "train"
    goal_params = ("k",)
    instructions = ('Make a note in Notes titled "{note}" listing the titles of the {k} books I read most this week (and no others), '
                    "according to Reader's statistics.",
                    "Check which {k} books I spent the most time on this week in Reader and write just their titles in a "
                    'new note called "{note}".',
                    'Please create a note titled "{note}" with only the titles of my {k} most-read books this week, going by Reader\'s statistics.')
    instructions_zh = ("在笔记里新建一条标题为“{note}”的笔记，只写下阅读统计里本周我读得最多的{k}本书的书名。",
                       "看看阅读里本周我读得最久的是哪{k}本书，只把这几本的书名写进一条新笔记，标题为“{note}”。",
                       '请按阅读统计，新建一条标题为“{note}”的笔记，只写本周我读得最多的{k}本书的书名。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        week = [d for d in _week(0) if d <= TODAY]
        k = rng.randint(2, 4)
        while True:
            records = _extra(rng, state, week, rng.randint(1, 3))
            top = model.top_books(region(state), {"records": records}, week)
            if len(top) > k and top[k - 1][1] > top[k][1]:
                break
        titles = [str(W(state).by_id[bid]["title"]) for bid, _m in top]
        return {"k": k, "records": records, "titles": titles[:k], "others": titles[k:], "note": NOTE_TITLE[zh(state)]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"records": p["records"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import new_notes, note_text

        new = new_notes(init, final)
        text = _norm(note_text(new[0])).casefold() if len(new) == 1 else ""
        return [check("one new note", 1, len(new)),
                Check("titled as asked", len(new) == 1 and _norm(new[0].get("title")).casefold() == _norm(p["note"]).casefold(),
                      p["note"], new[0].get("title") if new else None),
                Check(f"naming the {p['k']} most-read books and no other",
                      all(_norm(t).casefold() in text for t in p["titles"])
                      and not any(_norm(t).casefold() in text for t in p["others"]), p["titles"], text)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.notes.notes[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "me")
        obs = yield from ui.scroll_to(obs, trigger="stats.by", by="book")
        obs = yield from ui.tap(obs, trigger="stats.by", by="book")
        titles: dict[int, str] = {}
        for _ in range(5):
            for e in obs.ui:
                m = re.match(r"(\d+)\. (.+?) \d+ (?:min|分钟)$", e.text)
                if m and int(m.group(1)) <= p["k"]:
                    titles[int(m.group(1))] = m.group(2)
            if len(titles) == p["k"]:
                break
            obs = yield A.Drag(x1=500, y1=800, x2=500, y2=400)
        obs = yield from ui.open_app("notes")
        obs = yield from ui.tap(obs, trigger="note.new")
        obs = yield from ui.type_into(obs, "Title", p["note"])
        obs = yield from ui.type_into(obs, "Note", ", ".join(titles[k] for k in sorted(titles)))
        yield from ui.tap(obs, trigger="edit.save")


class GoalAlarm(TaskTemplate):
    id = "reader.GoalAlarm"
    apps = ("reader", "clock")
    composition = "transfer"
    difficulty = "L3"
    tags = ("settings", "handoff")
    budget = 30
    instructions = ("Change my daily reading goal in Reader to {n} minutes, then use Remind me on Reader's Me tab to "
                    "set a Clock alarm for tomorrow at {time} and save it.",
                    "Set Reader's daily goal to {n} minutes and, from the Me tab's Remind me, add an alarm in Clock "
                    "at {time} tomorrow.",
                    "Please set my Reader daily goal to {n} minutes, then save a Clock alarm for tomorrow at {time} through Remind me on Reader's Me tab.")
    instructions_zh = ("把阅读的每日阅读目标改成 {n} 分钟，然后在阅读“我”页的“提醒我”里设置一个明天 {time} 的时钟闹钟并保存。",
                       "把阅读的每日目标设为 {n} 分钟，再用“我”页里的“提醒我”在时钟里加一个明天 {time} 的闹钟。",
                       '请把阅读的每日目标改为 {n} 分钟，再通过“我”页的“提醒我”保存一个明天 {time} 的时钟闹钟。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n, start = rng.sample(GOALS, 2)
        return {"n": n, "start": start, "time": rng.choice([t for t in REMIND_TIMES if t != "20:00"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"goal": p["start"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {a["id"] for a in init["apps"]["clock"]["alarms"]}
        new = [a for a in final["apps"]["clock"]["alarms"] if a["id"] not in old]
        a = new[0] if len(new) == 1 else {}
        label = str(a.get("label", ""))
        return [check("the daily goal", p["n"], ov(final)["goal"]), check("one new alarm", 1, len(new)),
                check("at the time", p["time"], a.get("time")),
                Check("labelled with the new goal", re.search(rf"(?<!\d){p['n']}(?!\d)", label) is not None,
                      f"{p['n']} minutes", label)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.goal", "apps.clock.alarms[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "me")
        obs = yield from ui.tap(obs, trigger="goal.open")
        obs = yield from ui.tap(obs, trigger="goal.set", minutes=p["n"])
        obs = yield from ui.tap(obs, trigger="me.remind")
        obs = yield from ui.tap(obs, trigger="remind.pick", day="tomorrow", at=p["time"])
        obs = yield from ui.tap(obs, trigger="remind.alarm")
        yield from ui.tap(obs, trigger="edit.save")
