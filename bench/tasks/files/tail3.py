"""Files templates that are hard by construction (``hardness``, L4): how many hours I logged on one project in
a month, added up day by day over a folder of ten weekly timesheets (text files, no total in any of them).
The weeks run Monday to Sunday, so the first and last of the month's weeks hold days of the months around
it; one week was re-sent as a corrected file that replaces the first one; and every day also logs a
project whose name starts with the asked one's."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.files.common import DOCUMENTS, go_to, new_row, next_id, to_files, zh

#: (asked project, its near-namesake, a third one)
PROJECTS = (("Orion", "Orion Mobile", "Admin"), ("Atlas", "Atlas Cloud", "Training"), ("Nova", "Nova Labs", "Admin"),
            ("Helix", "Helix Support", "Meetings"), ("Vega", "Vega Analytics", "Training"))
PROJECTS_ZH = (("猎户座", "猎户座移动版", "行政"), ("阿特拉斯", "阿特拉斯云", "培训"), ("新星", "新星实验室", "行政"),
               ("螺旋", "螺旋支持", "会议"), ("织女", "织女分析", "培训"))
DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
DAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTH_NAMES = {1: ("January", "1月"), 2: ("February", "2月")}
#: ISO weeks 1-10 of 2026: Monday 2025-12-29 to Sunday 2026-03-08
FIRST_MONDAY = date(2025, 12, 29)
WEEKS = 10


def _ms(d: date) -> int:
    return int(datetime(d.year, d.month, d.day, 18, tzinfo=UTC).timestamp() * 1000)


def _week(rng: Random, week: int, names: tuple[str, str, str]) -> list[tuple[date, list[tuple[str, float]]]]:
    """One week's days and their (project, hours) entries: Monday to Friday, and the weekends that hold
    a month's first or last day (so the boundary weeks need reading day by day)."""
    monday = FIRST_MONDAY + timedelta(weeks=week - 1)
    out = []
    for k in range(7):
        d = monday + timedelta(days=k)
        edge = (d + timedelta(days=1)).month != d.month or d.day == 1
        if k >= 5 and not edge:
            continue
        left = 8.0 if k < 5 else 4.0
        a = rng.randrange(1, int(left * 2) - 1) / 2
        b = rng.randrange(1, int((left - a) * 2)) / 2 if left - a > 0.5 else 0.0
        rows = [(names[0], a), (names[1], b), (names[2], left - a - b)]
        out.append((d, [r for r in rows if r[1] > 0]))
    return out


def _text(cn: bool, week: int, days: list[tuple[date, list[tuple[str, float]]]], fixes: bool) -> str:
    def hours(h: float) -> str:
        return f"{h:g}"

    if cn:
        head = [f"工时表 · 2026年第{week}周"] + (["（更正版：替换之前发的本周工时表）"] if fixes else []) + [""]
        body = [f"{d.month}月{d.day}日 {DAYS_ZH[d.weekday()]}：" + "，".join(f"{n} {hours(h)} 小时" for n, h in rows)
                for d, rows in days]
        return "\n".join(head + body)
    head = [f"Timesheet - 2026 week {week}"] + (["(Corrected: replaces the week's timesheet I sent before)"]
                                               if fixes else []) + [""]
    body = [f"{DAYS[d.weekday()]} {d.day} {MONTHS[d.month - 1]}: " + ", ".join(f"{n} {hours(h)} h" for n, h in rows)
            for d, rows in days]
    return "\n".join(head + body)


def _total(days: list[tuple[date, list[tuple[str, float]]]], project: str, month: int) -> float:
    return sum(h for d, rows in days if d.month == month and d.year == 2026 for n, h in rows if n == project)


class ProjectHoursInMonth(AnswerTask):
    id = "files.ProjectHoursInMonth"
    apps = ("files", "answersheet")
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("extract", "reasoning", "explore")
    budget = 45
    goal_params = ("hours",)
    instructions = ("My weekly timesheets are text files in Documents/{folder} in Files. How many hours did I log on "
                    "the {project} project in {month}? Count only {project} itself and only days in {month}, and put "
                    "the number on the AnswerSheet.",
                    "Add up the hours I booked to project {project} during {month} 2026, using the weekly timesheet "
                    "files in my Documents/{folder} folder (Files app). Enter the total on the AnswerSheet.",
                    "Go through the timesheets in Files (Documents/{folder}) and tell me, on the AnswerSheet, the "
                    "total hours spent on {project} (that exact project) on the days of {month}.")
    instructions_zh = ("我每周的工时表是文件管理里 Documents/{folder} 下的文本文件。{month}我在“{project}”项目上一共记了多少小时？"
                       "只算“{project}”这一个项目、只算{month}的日子，把数字填到答题卡上。",
                       "请用我 Documents/{folder} 文件夹（文件管理）里每周的工时表，把 2026 年{month}记在“{project}”项目上的小时数"
                       "加起来，把总数填到答题卡。",
                       "把文件管理里 Documents/{folder} 的工时表看一遍，在答题卡上告诉我{month}每天花在“{project}”"
                       "（就是这个项目本身）上的时间一共多少小时。")
    answer_fields = (AnswerField("hours", "Hours", "number", "number", precision="0.1", hint="Hours, e.g. 37.5",
                                 label_zh="小时数", hint_zh="小时数，例如 37.5"),)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        zh_ = locale.startswith("zh")
        return {**p, "month": MONTH_NAMES[p["month_no"]][1 if zh_ else 0]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cn = zh(state)
        names = rng.choice(PROJECTS_ZH if cn else PROJECTS)
        month = rng.choice((1, 2))
        folder = "工时表" if cn else "Timesheets"
        weeks = [_week(rng, w, names) for w in range(1, WEEKS + 1)]
        # the corrected week: inside the month, its asked project's hours changed
        fixed_no = rng.choice((2, 3, 4) if month == 1 else (6, 7, 8))
        while True:
            fixed = _week(rng, fixed_no, names)
            if _total(fixed, names[0], month) != _total(weeks[fixed_no - 1], names[0], month):
                break
        fid = next_id(state)
        base = f"{DOCUMENTS}/{folder}"
        stem = "工时表" if cn else "timesheet"
        new = [{"id": fid, "path": base, "dir": True, "text": None, "when": _ms(FIRST_MONDAY)}]
        for w, days in enumerate(weeks, 1):
            new.append({"id": fid + w, "path": f"{base}/{stem}_2026-W{w:02d}.txt", "dir": False,
                        "text": _text(cn, w, days, False), "when": _ms(days[-1][0])})
        new.append({"id": fid + WEEKS + 1, "path": f"{base}/{stem}_2026-W{fixed_no:02d}_{'更正' if cn else 'corrected'}.txt",
                    "dir": False, "text": _text(cn, fixed_no, fixed, True), "when": _ms(fixed[-1][0] + timedelta(days=2))})
        final = [fixed if w == fixed_no else days for w, days in enumerate(weeks, 1)]
        hours = sum(_total(days, names[0], month) for days in final)
        return {"project": names[0], "folder": folder, "month_no": month, "new": new, "hours": hours}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = []
        for f in p["new"]:
            if f["dir"]:
                rows.append(new_row(f["id"], f["path"], "", 0, f["when"], dir=True))
            else:
                rows.append(new_row(f["id"], f["path"], "text/plain", len(f["text"].encode()), f["when"],
                                    text=f["text"]))
        return {"os": {"files[]": rows}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"hours": f"{p['hours']:g}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_files(obs)
        obs = yield from go_to(obs, p["new"][0]["path"])
        for f in sorted(p["new"][1:], key=lambda f: f["path"]):  # every week's timesheet, read day by day
            obs = yield from ui.tap(obs, trigger="open.file", id=f["id"])
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"hours": f"{p['hours']:g}"})
