"""Clock tasks that test talking to the user: two alarms with the same label (ask which one), a
wake-up time only the user knows (ask when), and a snooze length the Clock does not offer (look,
then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, CriteriaTask, InfeasibleTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.clock.common import ALARMS, alarms, fill_alarm, labels, new_alarms, sample_time
from mgym import actions as A
from mgym.apps.clock import model
from mgym.apps.clock.state import DAYS, SNOOZES

#: repeat days of the generated alarms (none: rings once)
DAY_SETS: tuple[list[str], ...] = (list(DAYS[:5]), list(DAYS), ["mon", "wed", "fri"], ["tue", "thu"], ["sun"],
                                   ["sat"], ["wed"], ["mon", "thu"], [])


def alarm_list(rng: Random, state: dict[str, Any], n: int) -> list[dict[str, Any]]:
    """``n`` alarms with distinct labels (in the region's language), ids 1..n."""
    return [{"id": i, "time": sample_time(rng), "days": rng.choice(DAY_SETS), "label": label,
             "enabled": rng.random() < 0.6, "snooze": rng.choice(SNOOZES)}
            for i, label in enumerate(rng.sample(labels(state), n), 1)]


def _twins(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    """A generated alarm list in which two or three alarms, all on, share one label (at different
    times of day, far enough apart that none is a near copy of another)."""
    rows = alarm_list(rng, state, rng.randint(4, 6))
    label = rows[0]["label"]
    n = rng.choice([2, 2, 3])
    hours = sorted(rng.sample([6, 7, 8, 12, 13, 17, 18, 20, 21, 22], n))
    twins = []
    for h in hours:
        days = rng.choice([list(DAYS[:5]), list(DAYS), []])
        twins.append({"id": 0, "time": model.hhmm(h, rng.choice(range(0, 60, 5))), "days": days, "label": label,
                      "enabled": True, "snooze": 10})
    rows = [r for r in rows if r["label"] != label] + twins
    rng.shuffle(rows)
    for i, a in enumerate(rows, 1):
        a["id"] = i
    target = rng.choice([a for a in rows if a["label"] == label])
    return {"alarms": rows, "label": label, "id": target["id"], "time": target["time"]}


def _inside(x: float, y: float, b: tuple[float, ...]) -> bool:
    return b[0] <= x <= b[2] and b[1] <= y <= b[3]


def toggle_alarm(obs: Any, alarm_id: int) -> ui.Steps:
    """Tap the alarm's switch where the floating Add button does not cover it (at the foot of the
    list the button lies over the switch's right part)."""
    obs = yield from ui.scroll_to(obs, trigger="alarm.toggle", alarm_id=alarm_id)
    e = obs.find(trigger="alarm.toggle", alarm_id=alarm_id)[0]
    fab = [f.bounds for f in obs.find(trigger="alarm.add")]
    x0, y0, x1, y1 = e.bounds
    y = (y0 + min(y1, obs.find(role="scroll")[0].bounds[3])) / 2
    x = next((x for x in ((x0 + x1) / 2, x0 + (x1 - x0) / 12) if not any(_inside(x, y, b) for b in fab)), None)
    if x is None:
        raise ui.OracleError(f"the switch of alarm {alarm_id} is covered")
    return (yield A.Click(x=x, y=y))


class TurnOffWhichAlarm(AskFirst, CriteriaTask):
    id = "clock.TurnOffWhichAlarm"
    apps = ("clock",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "edit")
    budget = 15
    instructions = ('Turn off my "{label}" alarm.', 'I don\'t need the "{label}" alarm for now; switch it off.')
    instructions_zh = ("把我的“{label}”闹钟关掉。", "“{label}”这个闹钟暂时用不上了，把它关了吧。")
    replies = ("The one at {time}.",)
    replies_zh = ("{time}的那个。",)
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _twins(rng, state)

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{ALARMS}[id={p['id']}].enabled": False}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"clock": {"alarms": p["alarms"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        same = [a for a in alarms(init) if a["label"] == p["label"]]
        return {"the alarm meant, once the user has said which": sum(a["time"] == p["time"] for a in same)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f'You have more than one alarm labelled "{p["label"]}". Which one should I turn off?')
        yield from toggle_alarm(obs, p["id"])


class AlarmForEarlyStart(AskFirst, TaskTemplate):
    id = "clock.AlarmForEarlyStart"
    apps = ("clock",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "create")
    budget = 30
    instructions = ("I have an early start tomorrow. Set me a one-time alarm so I wake up in time.",
                    "Can you add an alarm for tomorrow morning? Just once, not repeating.")
    instructions_zh = ("我明天要早起，帮我设一个只响一次的闹钟，别让我睡过头。",
                       "帮我加一个明天早上的闹钟，只响一次，不重复。")
    replies = ("Wake me at {time}.",)
    replies_zh = ("{time}叫我。",)
    changes = (f"{ALARMS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"time": model.hhmm(rng.randint(4, 6), rng.choice(range(0, 60, 5)))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        found = new_alarms(init, final)
        a = found[0] if len(found) == 1 else None
        return [Check("one new alarm", len(found) == 1, 1, len(found)),
                Check("its time", a is not None and a["time"] == p["time"], p["time"], a and a["time"]),
                Check("it rings once", a is not None and a["days"] == [], [], a and a["days"]),
                Check("it is on", a is not None and a["enabled"], True, a and a["enabled"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask("What time should the alarm go off tomorrow?")
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, p["time"])


class SnoozeNotOffered(InfeasibleTask):
    id = "clock.SnoozeNotOffered"
    apps = ("clock",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "settings")
    budget = 15
    instructions = ('Change the snooze length of my "{label}" alarm to {minutes} minutes.',
                    'When my "{label}" alarm goes off, snoozing should give me {minutes} minutes. Set that.')
    instructions_zh = ("把我的“{label}”闹钟的稍后提醒间隔改成 {minutes} 分钟。",
                       "“{label}”闹钟响的时候，稍后提醒要隔 {minutes} 分钟，帮我设一下。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = alarm_list(rng, state, rng.randint(4, 6))
        a = rng.choice(rows)
        return {"alarms": rows, "id": a["id"], "label": a["label"],
                "minutes": rng.choice([n for n in (3, 7, 8, 12, 40, 45, 60) if n not in SNOOZES])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"clock": {"alarms": p["alarms"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the alarm": sum(a["label"] == p["label"] for a in alarms(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="alarm.open", alarm_id=p["id"])
        obs = yield from ui.tap(obs, trigger="edit.snooze")
        yield from ui.give_up(f"The Clock offers snooze lengths of {', '.join(map(str, SNOOZES))} minutes only; "
                              f"{p['minutes']} minutes is not one of them.")
