"""Clock templates that are hard by construction (``hardness``, L4): a routine of five repeating alarms moves
by some minutes, and every one of them is shifted by hand in the editor, among fifteen alarms in a list that
scrolls. One of the five rings close to midnight, so the shift carries it over to the next (or previous) day and
its repeat days must move with it; a switched-off alarm with the same label and an alarm whose label only
starts with it stay as they are."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.clock.common import ALARMS, alarms, fill_alarm, tab
from mgym.apps.clock import model
from mgym.apps.clock.state import DAYS

#: (the routine's label, a label that starts with it)
PAIRS = (("Night shift", "Night shift prep"), ("Baby feed", "Baby feed prep"), ("Medication", "Medication refill"),
         ("Ward round", "Ward round notes"))
PAIRS_ZH = (("夜班", "夜班准备"), ("喂奶", "喂奶准备"), ("吃药", "吃药提醒"), ("查房", "查房记录"))
OTHER = ("Bins out", "Plants", "Call home", "Podcast", "Stretch", "Read")
OTHER_ZH = ("倒垃圾", "浇花", "给家里打电话", "听播客", "拉伸", "读书")
TARGETS = 5


def _shift(time: str, days: list[str], delta: int) -> tuple[str, list[str]]:
    """``time`` moved by ``delta`` minutes; its repeat days move with it across midnight."""
    h, m = model.hm(time)
    total = h * 60 + m + delta
    carry = total // 1440  # -1, 0 or 1
    total %= 1440
    moved = {DAYS[(DAYS.index(d) + carry) % 7] for d in days}
    return model.hhmm(total // 60, total % 60), [d for d in DAYS if d in moved]


def _hour_ok(t: str) -> bool:
    """Not in the 09:00 hour (the episode starts Saturday 09:00: nothing may ring during it)."""
    return model.hm(t)[0] != 9


def _reveal(obs: Any, **kw: Any) -> ui.Steps:
    """Scroll the list down, and failing that up, until an element matching ``kw`` shows."""
    if obs.find(None, **kw):
        return obs
    try:
        return (yield from ui.scroll_to(obs, **kw))
    except ui.OracleError:
        return (yield from ui.scroll_to(obs, up=True, **kw))


class ShiftRoutineAlarms(TaskTemplate):
    id = "clock.ShiftRoutineAlarms"
    apps = ("clock",)
    objective = "hybrid"
    hardness = ("steps", "temporal", "trap")
    tags = ("edit", "reasoning")
    budget = 60
    goal_params = ("want",)
    instructions = ("My {label} routine is moving {delta} minutes {way}. Change every Clock alarm labelled \"{label}\" "
                    "that is switched on so that each of its rings happens exactly {delta} minutes {way} than now. "
                    "Leave alarms that are off, and any other label, as they are.",
                    "Everything in my \"{label}\" schedule now happens {delta} minutes {way}. Go through my alarms in "
                    "Clock and shift each active one with exactly that label, so every ring comes {delta} minutes "
                    "{way} than it does today. Don't touch alarms that are switched off or labelled differently.",
                    "Shift my \"{label}\" alarms: each enabled alarm in Clock with that exact label should ring "
                    "{delta} minutes {way} than it currently does, every time it rings. Switched-off alarms and "
                    "other labels stay unchanged.")
    instructions_zh = ("我的“{label}”作息要{way}{delta}分钟。请把时钟里所有已开启、标签为“{label}”的闹钟都改一下，让它每一次响铃都"
                       "比现在正好{way}{delta}分钟。关着的闹钟和其他标签的闹钟都不要动。",
                       "“{label}”的安排整体{way}了{delta}分钟。请在时钟里把标签正好是“{label}”、处于开启状态的闹钟逐个调整，"
                       "让每次响铃都比现在{way}{delta}分钟。关闭的闹钟和标签不同的闹钟别碰。",
                       "帮我调整“{label}”闹钟：时钟里每个开启的、标签就是“{label}”的闹钟，每次响铃都要比现在{way}{delta}分钟。"
                       "已关闭的闹钟和其他标签的保持不变。")

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        if locale == "en":
            return p
        return {**p, "way": "推迟" if p["way"] == "later" else "提前"}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cn = state["os"]["device"]["region"] == "zh-CN"
        label, near = rng.choice(PAIRS_ZH if cn else PAIRS)
        way = rng.choice(("later", "earlier"))
        delta = rng.choice((20, 25, 35, 40, 45, 50, 55, 70, 75, 85, 90))
        sign = delta if way == "later" else -delta
        first = max(a["id"] for a in alarms(state)) + 1
        while True:
            rows: list[dict[str, Any]] = []
            # the one that crosses midnight: late in the evening (later) or just after midnight (earlier)
            cross = 24 * 60 - rng.randrange(5, delta - 4, 5) if way == "later" else rng.randrange(5, delta - 4, 5)
            times = [model.hhmm(cross // 60, cross % 60)]
            times += [model.hhmm(rng.choice((1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 16, 17, 18, 19, 20)),
                                 rng.randrange(0, 60, 5)) for _ in range(TARGETS - 1)]
            patterns = [rng.sample(DAYS, rng.randint(2, 3)) for _ in range(TARGETS)]
            targets = [(t, [str(d) for d in DAYS if d in ds]) for t, ds in zip(times, patterns, strict=True)]
            want = [_shift(t, ds, sign) for t, ds in targets]
            if len(set(times)) < TARGETS or not all(_hour_ok(t) for t, _ in want):
                continue
            break
        for t, ds in targets:
            rows.append({"time": t, "days": ds, "label": label, "enabled": True})
        off_t = model.hhmm(rng.choice((5, 6, 19, 20, 21)), rng.randrange(0, 60))
        rows.append({"time": off_t, "days": rng.sample(DAYS, 3), "label": label, "enabled": False})
        for _ in range(2):
            rows.append({"time": model.hhmm(rng.choice((6, 7, 18, 21, 22)), rng.randrange(0, 60)),
                         "days": rng.sample(DAYS, rng.randint(1, 3)), "label": near, "enabled": True})
        for name in rng.sample(OTHER_ZH if cn else OTHER, 4):
            rows.append({"time": model.hhmm(rng.choice((6, 7, 8, 10, 11, 17, 18, 20)), rng.randrange(0, 60)),
                         "days": rng.sample(DAYS, rng.randint(1, 5)), "label": name,
                         "enabled": rng.random() < 0.6})
        rng.shuffle(rows)
        full = []
        for k, r in enumerate(rows):
            full.append({"id": first + k, "time": r["time"], "days": [d for d in DAYS if d in r["days"]],
                         "label": r["label"], "enabled": r["enabled"], "ringtone": "Cesium", "vibrate": True,
                         "snooze": 10, "snoozed_until": None})
        ids = [a["id"] for a in full if a["label"] == label and a["enabled"]]
        goal = {a["id"]: _shift(a["time"], a["days"], sign) for a in full if a["id"] in ids}
        return {"label": label, "delta": delta, "way": way, "rows": full, "ids": ids,
                "want": {str(i): {"time": t, "days": ds} for i, (t, ds) in goal.items()}}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"clock": {"alarms[]": p["rows"]}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ALARMS}[id={i}].{k}" for i in p["ids"] for k in ("time", "days")]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        now = {a["id"]: a for a in alarms(final)}
        out = []
        for i in p["ids"]:
            want = p["want"][str(i)]
            a = now.get(i)
            got = {"time": a["time"], "days": a["days"]} if a else None
            out.append(Check(f"alarm {i} shifted", got == want, want, got))
        return out

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "alarms")
        old = {a["id"]: a for a in p["rows"]}
        # each switched-on alarm of the routine, opened and moved, down the list (which is in time order)
        for i in sorted(p["ids"], key=lambda i: old[i]["time"]):
            obs = yield from _reveal(obs, trigger="alarm.open", alarm_id=i)
            obs = yield from ui.tap(obs, trigger="alarm.open", alarm_id=i)
            want = p["want"][str(i)]
            new_days = want["days"] if want["days"] != old[i]["days"] else None
            obs = yield from fill_alarm(obs, want["time"], new_days, was=old[i]["days"])
