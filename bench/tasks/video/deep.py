"""Hard-by-construction Video templates (declared hardness factors, L4): whose videos in my watch history
of the last few days add up to the longest running time, read row by row (the History list shows only a
time, a weekday or a date per row; the uploader with the most videos there is not the one with the most
time, and older entries just past the window would change the answer)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.video.common import W, launch, ov
from mgym.apps.video.world import BOOT_MS

HOUR = 3_600_000
DAY = 24 * HOUR
#: midnight of today (BOOT_MS is Saturday 2026-03-14 09:00)
MIDNIGHT = BOOT_MS - 9 * HOUR


def _hms(seconds: int, zh: bool = False) -> str:
    h, m, s = seconds // 3600, seconds // 60 % 60, seconds % 60
    if zh:
        return (f"{h}小时" if h else "") + f"{m}分{s}秒"
    return (f"{h} h " if h else "") + f"{m} min {s} sec"


class HistoryUploaderLongest(AnswerTask):
    id = "video.HistoryUploaderLongest"
    apps = ("video", "answersheet")
    hardness = ("aggregate", "temporal", "arithmetic", "trap")
    tags = ("extract", "reasoning")
    budget = 45
    instructions = ("Look at what I watched in Video over the last {days} days, today included: whose videos add up "
                    "to the most running time (full length of each video)? Answer on the AnswerSheet with the uploader "
                    "and that total.",
                    "In my Video watch history, take only the last {days} days (counting today) and add up the length of "
                    "each video per uploader. Which uploader comes out on top, and with how much time? Put both on the "
                    "AnswerSheet.",
                    "Which uploader did I spend the most video time on during the past {days} days (today counts as one "
                    "of them), going by the full lengths of the videos in my Video history? Tell me the uploader and "
                    "their combined length on the AnswerSheet.")
    instructions_zh = ("看看我最近{days}天（含今天）在视频里看过的内容：按每个视频的完整时长算，哪位UP主的视频加起来最长？请在答题卡上"
                       "填写UP主和总时长。",
                       "在视频的观看历史里，只看最近{days}天（今天也算）的记录，把每位UP主的视频时长分别加起来。谁最长、一共多长？"
                       "两项都填到答题卡上。",
                       "按视频历史记录里每个视频的完整时长算，过去{days}天（含今天）我在哪位UP主的视频上花的时间最多？请在答题卡上"
                       "告诉我这位UP主和他视频的合计时长。")
    answer_fields = (AnswerField("up", "Uploader", hint="Name as shown in Video", label_zh="UP主",
                                 hint_zh="与视频中显示的名称一致"),
                     AnswerField("total", "Total length", matcher="duration",
                                 hint="Hours, minutes and seconds, e.g. 1 h 5 min 30 sec",
                                 label_zh="总时长", hint_zh="几小时几分几秒，例如 1小时5分30秒"))
    goal_params = ("up", "seconds", "days")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        pool = sorted(u.id for u in w.uploaders if len(w.by_uploader[u.id]) >= 6)
        while True:
            days = rng.choice((3, 4, 5))
            start = MIDNIGHT - (days - 1) * DAY
            best, most, *others = rng.sample(pool, 5)
            vids = {u: rng.sample(list(w.by_uploader[u]), 6) for u in (best, most, *others)}
            inside = {best: vids[best][:3], most: vids[most][:4], others[0]: vids[others[0]][:2],
                      others[1]: vids[others[1]][:1], others[2]: vids[others[2]][:1]}
            time = {u: sum(v.duration for v in vs) for u, vs in inside.items()}
            if not all(time[best] - t >= 60 for u, t in time.items() if u != best):
                continue
            # older entries, just past the window: enough of `most` and others[0] to put them ahead if counted
            outside = {most: vids[most][4:6], others[0]: vids[others[0]][2:4], others[2]: vids[others[2]][1:2]}
            allt = {u: time[u] + sum(v.duration for v in outside.get(u, [])) for u in time}
            if max(allt.values()) - allt[best] >= 60:
                break
        rows: list[tuple[int, str]] = []
        ins = [v for vs in inside.values() for v in vs]
        rng.shuffle(ins)
        for i, v in enumerate(ins):  # spread over the window, newest first; today's before 09:00
            day = i * days // len(ins)
            base = MIDNIGHT - day * DAY
            at = base + rng.randint(7 * 60, 8 * 60 + 50) * 60_000 if day == 0 else base + rng.randint(8 * 60, 23 * 60) * 60_000
            rows.append((at, v.id))
        outs = [v for vs in outside.values() for v in vs]
        rng.shuffle(outs)
        for i, v in enumerate(outs):  # the first on the evening just before the window
            day = 1 + i * 5 // len(outs)
            at = start - day * DAY + (rng.randint(20 * 60, 23 * 60 + 30) if i == 0 else rng.randint(8 * 60, 23 * 60)) * 60_000
            rows.append((at, v.id))
        rows.sort(reverse=True)
        history = [{"video": vid, "at": at, "position": rng.randint(30, 600)} for at, vid in rows]
        first_out = next(vid for at, vid in rows if at < start)
        return {"days": days, "history": history, "up": w.up_by_id[best].name, "seconds": time[best],
                "first_out": first_out}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {"history": p["history"]}}}

    def _times(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        start = MIDNIGHT - (p["days"] - 1) * DAY
        time: dict[str, int] = {}
        for h in ov(init)["history"]:
            v = w.video(h["video"])
            if v is not None and start <= h["at"] <= BOOT_MS:
                name = w.up_by_id[v.up].name
                time[name] = time.get(name, 0) + v.duration
        return time

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        time = self._times(p, init)
        return {"the uploader with the most time": sum(t == max(time.values()) for t in time.values())}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        time = self._times(p, init)
        top = max(time, key=lambda u: time[u])
        return {"up": top, "total": _hms(time[top])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        if obs.app != "video":
            obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.history")
        obs = yield from ui.scroll_to(obs, trigger="video.open", id=p["first_out"])  # down to the window's edge
        yield from ui.fill_answers(obs, {"up": p["up"], "total": _hms(p["seconds"], obs.locale != "en")})
