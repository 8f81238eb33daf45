"""Clock tasks on alarms: set, switch off, edit, delete, count, and the alarm settings."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.clock.common import (
    ALARMS,
    alarm_checks,
    alarms,
    days_phrase,
    days_phrase_zh,
    fill_alarm,
    labels,
    new_alarms,
    sample_time,
)
from mgym import actions as A
from mgym.apps.clock import model
from mgym.apps.clock.state import DAYS, SILENCE, SNOOZES

DAY_SETS: tuple[list[str], ...] = (list(DAYS[:5]), list(DAYS[5:]), list(DAYS), ["mon", "wed", "fri"], ["tue", "thu"], ["sun"], ["sat"],
            ["wed"], ["mon", "thu"], ["fri", "sat", "sun"])


def alarm_list(rng: Random, state: dict[str, Any], n: int, weekend: int = 0) -> list[dict[str, Any]]:
    """``n`` alarms with distinct labels (in the region's language), ``weekend`` of them only on
    Saturday and/or Sunday."""
    names = labels(state)
    chosen = rng.sample(names, n)
    out = []
    for i, label in enumerate(chosen, 1):
        if i <= weekend:
            days = rng.choice([["sat"], ["sun"], ["sat", "sun"]])
        else:
            days = rng.choice([d for d in DAY_SETS if not set(d) <= {"sat", "sun"}] + [[]])
        out.append({"id": i, "time": sample_time(rng), "days": days, "label": label, "enabled": rng.random() < 0.6,
                    "snooze": rng.choice(SNOOZES)})
    rng.shuffle(out)
    for i, a in enumerate(out, 1):
        a["id"] = i
    return out


class SetAlarm(TaskTemplate):
    id = "clock.SetAlarm"
    apps = ("clock",)
    difficulty = "L2"
    tags = ("create",)
    budget = 30
    instructions = ('Set an alarm for {time} {when}, labelled "{label}".',
                    'I need an alarm at {time} {when} called "{label}". Please set it up in Clock.')
    instructions_zh = ('设一个{time}的闹钟，{when}重复，标签为“{label}”。',
                       '帮我在时钟里加一个{time}的闹钟，{when}响，名字叫“{label}”。')
    changes = (f"{ALARMS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        days = rng.choice(DAY_SETS)
        return {"time": sample_time(rng), "days": days, "when": days_phrase(days), "label": rng.choice(labels(state))}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "when": days_phrase_zh(p["days"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return alarm_checks(new_alarms(init, final), p["time"], p["days"], p["label"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, p["time"], p["days"], p["label"])


class WakeMeAt(TaskTemplate):
    id = "clock.WakeMeAt"
    apps = ("clock",)
    difficulty = "L1"
    tags = ("create",)
    split = "train"
    instructions = ("Set a one-time alarm for {time}.", "Wake me up at {time} tomorrow. Just once, no repeat.")
    instructions_zh = ('设一个{time}的一次性闹钟。',
                       '明天{time}叫醒我，只响一次，不重复。')
    changes = (f"{ALARMS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"time": model.hhmm(rng.randint(4, 8), rng.randrange(0, 60))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return alarm_checks(new_alarms(init, final), p["time"], [], "")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, p["time"])


class TurnOffWeekendAlarms(TaskTemplate):
    id = "clock.TurnOffWeekendAlarms"
    apps = ("clock",)
    difficulty = "L3"
    tags = ("edit", "reasoning")
    budget = 30
    instructions = ("Turn off every alarm that rings only on weekends. Leave the others as they are.",
                    "I'm sleeping in from now on: switch off all my weekend-only alarms (Saturday and/or Sunday).",
                    "Please switch off all the alarms that go off only on weekends, and don't touch the "
                    "rest.")
    instructions_zh = ('关闭所有只在周末响的闹钟，其他闹钟保持不变。',
                       '以后周末我要睡懒觉：把只在周六和/或周日响的闹钟都关掉。',
                       "请把只在周末响的闹钟全部关掉，其他闹钟别动。")
    goal_params = ("targets",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = alarm_list(rng, state, rng.randint(5, 7), weekend=rng.randint(2, 3))
        for a in rows:
            if set(a["days"]) <= {"sat", "sun"} and a["days"]:
                a["enabled"] = True
        targets = sorted(a["id"] for a in rows if a["days"] and set(a["days"]) <= {"sat", "sun"})
        return {"alarms": rows, "targets": targets}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"clock": {"alarms": p["alarms"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        by_id = {a["id"]: a for a in alarms(final)}
        return [Check(f"alarm {i} is off", i in by_id and not by_id[i]["enabled"], False,
                      by_id[i]["enabled"] if i in by_id else None) for i in p["targets"]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ALARMS}[id={i}].enabled" for i in p["targets"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        shown = sorted((a for a in p["alarms"] if a["id"] in p["targets"]), key=lambda a: (a["time"], a["id"]))
        for a in shown:  # top to bottom, as the list shows them
            obs = yield from ui.tap_clear(obs, trigger="alarm.toggle", alarm_id=a["id"])  # not the add button over it


class _OnLabelled(TaskTemplate):
    """Base of tasks about one alarm, named by its label, in a generated alarm list."""

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = alarm_list(rng, state, rng.randint(4, 6), weekend=1)
        a = rng.choice(rows)
        return {"alarms": rows, "id": a["id"], "label": a["label"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"clock": {"alarms": p["alarms"]}}}


class DeleteLabelled(_OnLabelled):
    id = "clock.DeleteLabelled"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("clock",)
    difficulty = "L1"
    tags = ("delete",)
    instructions = ('Delete the alarm labelled "{label}".', 'I don\'t need the "{label}" alarm any more; remove it.')
    instructions_zh = ('删除标签为“{label}”的闹钟。',
                       '我不再需要“{label}”这个闹钟了，把它删掉。')
    goal_params = ("id",)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        left = [a["id"] for a in alarms(final)]
        return [Check(f"alarm {p['label']!r} deleted", p["id"] not in left, "absent", left)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ALARMS}[id={p['id']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="alarm.open", alarm_id=p["id"])
        obs = yield from ui.tap(obs, trigger="edit.delete")
        yield from ui.tap(obs, trigger="delete.confirm")


class SnoozeLength(_OnLabelled, CriteriaTask):
    id = "clock.SnoozeLength"
    apps = ("clock",)
    difficulty = "L2"
    tags = ("edit", "settings")
    split = "train"
    instructions = ('Change the snooze length of the "{label}" alarm to {minutes} minutes.',
                    'When my "{label}" alarm goes off, snoozing should give me {minutes} minutes. Set that.')
    instructions_zh = ('把“{label}”闹钟的稍后提醒间隔改为 {minutes} 分钟。',
                       '“{label}”闹钟响时，稍后提醒应该是 {minutes} 分钟。请设置一下。')
    goal_params = ("id", "minutes")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = super().sample(rng, state)
        a = next(a for a in p["alarms"] if a["id"] == p["id"])
        return {**p, "minutes": rng.choice([n for n in SNOOZES if n != a["snooze"]])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{ALARMS}[id={p['id']}].snooze": p["minutes"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _OnLabelled.setup(self, p, state)

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="alarm.open", alarm_id=p["id"])
        obs = yield from ui.tap(obs, trigger="edit.snooze")
        obs = yield from ui.tap(obs, trigger="snooze.choose", minutes=p["minutes"])
        yield from ui.tap(obs, trigger="edit.save")


class ShiftWeekdayAlarm(CriteriaTask):
    id = "clock.ShiftWeekdayAlarm"
    apps = ("clock",)
    difficulty = "L3"
    tags = ("edit", "reasoning")
    budget = 30
    instructions = ("Move my weekday wake-up alarm {delta} minutes {way}.",
                    "My weekday alarm needs to go off {delta} minutes {way} than it does now. Change it.",
                    "Please change my weekday wake-up alarm so it rings {delta} minutes {way}.")
    instructions_zh = ('把我工作日的起床闹钟{way} {delta} 分钟。',
                       '我工作日的闹钟要比现在{way} {delta} 分钟响，请修改。',
                       "请调整一下我工作日的起床闹钟，{way} {delta} 分钟响。")
    goal_params = ("new",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start = model.hhmm(rng.randint(5, 7), rng.choice(range(0, 60, 5)))
        delta = rng.choice([10, 15, 20, 25, 30, 40, 45])
        way = rng.choice(["earlier", "later"])
        h, m = model.hm(start)
        total = h * 60 + m + (delta if way == "later" else -delta)
        return {"start": start, "delta": delta, "way": way, "new": model.hhmm(total // 60, total % 60)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "way": "推迟" if p["way"] == "later" else "提前"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{ALARMS}[id=1].time": p["new"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{ALARMS}[id=1].time": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="alarm.open", alarm_id=1)
        yield from fill_alarm(obs, p["new"])


class CountAlarmsOn(AnswerTask):
    id = "clock.CountAlarmsOn"
    apps = ("clock", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    instructions = ("How many of my alarms are switched on? Answer on the AnswerSheet.",
                    "Count the alarms that are currently enabled in Clock and enter the number in AnswerSheet.")
    instructions_zh = ('我有几个闹钟是开着的？请在答题卡中作答。',
                       '数一数时钟里当前启用的闹钟，把数量填到答题卡里。')
    answer_fields = (AnswerField("count", "Alarms on", "number", "number", hint="A whole number", label_zh="开着的闹钟",
                                 hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = alarm_list(rng, state, rng.randint(5, 9), weekend=1)
        on = rng.randint(0, len(rows))
        for i, a in enumerate(rng.sample(rows, len(rows))):
            a["enabled"] = i < on
        return {"alarms": rows}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"clock": {"alarms": p["alarms"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": sum(1 for a in alarms(init) if a["enabled"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        seen: dict[int, bool] = {}
        for _ in range(6):
            for e in obs.find(role="switch", trigger="alarm.toggle"):
                seen[int(e.params["alarm_id"])] = bool(e.checked)
            if len(seen) == len(p["alarms"]):
                break
            obs = yield A.Drag(x1=500, y1=700, x2=500, y2=300)
        yield from ui.fill_answers(obs, {"count": sum(seen.values())})


class SilenceAfter(CriteriaTask):
    id = "clock.SilenceAfter"
    apps = ("clock",)
    difficulty = "L2"
    tags = ("settings",)
    split = "train"
    instructions = ("Make ringing alarms stop by themselves after {label}.",
                    "In the Clock settings, set alarms to go silent after {label} of ringing.")
    instructions_zh = ('让正在响的闹钟在 {label}后自动停止。',
                       '在时钟设置中，把闹钟设为响铃 {label}后自动静音。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n, start = rng.sample([s for s in SILENCE if s], 2)
        return {"minutes": n, "start": start, "label": "1 minute" if n == 1 else f"{n} minutes"}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "label": f"{p['minutes']} 分钟"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.clock.settings.silence_after": p["minutes"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.clock.settings.silence_after": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="clock.menu")
        obs = yield from ui.tap(obs, trigger="menu.settings")
        obs = yield from ui.tap(obs, trigger="settings.silence")
        yield from ui.tap(obs, trigger="silence.choose", minutes=p["minutes"])
