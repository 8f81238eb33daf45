"""Hard-by-construction Video templates across apps (declared hardness factors; L3 or L4 by them), second wave: the creator
a friend recommended by text (naming another creator first, then correcting it), and of that creator's
videos saved in Watch later only those over a length, counted and their running time added up. The Watch
later list (a dozen and more rows, several screens) mixes in the first-named creator's videos and those of a
creator whose name is the same but for a trailing digit ("LemurLab" / "LemurLab2"); one of the right
creator's videos runs just under the length; no screen filters by creator or adds anything up."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.video.common import W, zh

MINUTE_MS = 60_000
RECO = (("You have to watch {c}'s videos! Some are already in your Watch later on Video, I saw them when you "
         "showed me your phone.", "Sorry, I mixed them up, I meant {t}, not {c}! Theirs are the good ones."),
        ("你一定要看看{c}的视频！你视频里的“稍后再看”已经存了好几个，上次你给我看手机时我看到了。",
         "抱歉我记混了，我说的是{t}，不是{c}！他的视频才好看。"))


def _mmss(seconds: int, z: bool) -> str:
    return f"{seconds // 60}分{seconds % 60}秒" if z else f"{seconds // 60} min {seconds % 60} sec"


def _pairs(state: dict[str, Any]) -> list[tuple[Any, Any]]:
    """(creator, near-namesake) pairs: one name is the other plus a trailing digit, both unique names,
    both with enough videos."""
    w = W(state)
    names = [u.name for u in w.uploaders]
    by_name = {u.name: u for u in w.uploaders}
    out = []
    for u in w.uploaders:
        for d in "23456789":
            v = by_name.get(u.name + d)
            if v is not None and names.count(u.name) == 1 and names.count(v.name) == 1 \
                    and len(w.by_uploader[u.id]) >= 6 and len(w.by_uploader[v.id]) >= 6:
                out.append((u, v))
    return out


class LaterFromRecommended(AnswerTask):
    id = "video.LaterFromRecommended"
    apps = ("video", "messages", "answersheet")
    # a 16-step oracle, not played from screenshots yet: held at L3 until a playtest shows it needs 20+ steps
    hardness = ("aggregate", "trap")
    tags = ("extract", "reasoning")
    budget = 45
    changes = ("os.providers.sms[id={thread_id}].messages[*].read",)
    goal_params = ("count", "seconds")
    instructions = ("{name} texted me about a creator whose videos I already saved to Watch later in Video (read "
                    "the whole conversation). Of that creator's videos on my Watch later list, how many run longer "
                    "than {n} minutes, and how long are those together? Answer on the AnswerSheet.",
                    "Check which creator {name} finally recommended by text. Then go through my Watch later list in "
                    "Video: count that creator's videos longer than {n} minutes and add up their lengths. Put the "
                    "count and the total on the AnswerSheet.",
                    "I want to binge the creator {name} told me about in Messages (whoever they meant in the end), "
                    "but only their videos over {n} minutes that are already in my Video Watch later. How many is "
                    "that and what's their combined running time? Fill in the AnswerSheet.")
    instructions_zh = ("{name}发短信跟我推荐了一个UP主，他的视频我已经存进视频的“稍后再看”了（把对话看完）。我“稍后再看”里这位UP主的"
                       "视频中，时长超过{n}分钟的有几个，加起来一共多长？请在答题卡上作答。",
                       "先看看{name}在短信里最后推荐的是哪位UP主。再把视频里我的“稍后再看”列表翻一遍：数一数这位UP主时长超过"
                       "{n}分钟的视频，并把它们的时长加起来。把个数和总时长填到答题卡上。",
                       "我想刷一下{name}在短信里说的那位UP主（以对方最后说的为准），但只看我视频“稍后再看”里已经有的、时长超过"
                       "{n}分钟的那些。一共几个、总时长多少？填在答题卡上。")
    answer_fields = (AnswerField("count", "Videos", type="number", matcher="number", hint="A whole number",
                                 label_zh="视频个数", hint_zh="整数"),
                     AnswerField("total", "Total time", matcher="duration",
                                 hint="Minutes and seconds, e.g. 52 min 7 sec", label_zh="总时长",
                                 hint_zh="几分几秒，例如 52分7秒"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, named_threads, next_message_id

        k = 1 if zh(state) else 0
        w = W(state)
        pairs = _pairs(state)
        names = [u.name for u in w.uploaders]
        while True:
            a, b = rng.choice(pairs)
            target, twin = (a, b) if rng.random() < 0.5 else (b, a)
            first = rng.choice(w.uploaders)
            if first.id in (a.id, b.id) or names.count(first.name) != 1 or len(w.by_uploader[first.id]) < 3:
                continue
            n = rng.choice((8, 10, 12, 15, 20))
            mine = list(w.by_uploader[target.id])
            over = [v for v in mine if v.duration > n * 60]
            under = [v for v in mine if v.duration <= n * 60]
            near = [v for v in under if v.duration > n * 60 - 150]
            if len(over) < 2 or not near:
                continue
            picked = rng.sample(over, min(len(over), rng.randint(2, 4)))
            rest = [v for v in under if v.id != near[0].id]
            picked += [near[0], *rng.sample(rest, min(len(rest), rng.randint(0, 1)))]
            lures = rng.sample(list(w.by_uploader[twin.id]), 3) + rng.sample(list(w.by_uploader[first.id]), 3)
            if not any(v.duration > n * 60 for v in lures[:3]) or not any(v.duration > n * 60 for v in lures[3:]):
                continue
            others: list[Any] = []
            while len(others) < 3:
                v = rng.choice(w.videos)
                if v.up not in (target.id, twin.id, first.id) and v.id not in {o.id for o in others}:
                    others.append(v)
            later = [v.id for v in [*picked, *lures, *others]]
            rng.shuffle(later)
            good = [v for v in picked if v.duration > n * 60]
            seconds = sum(v.duration for v in good)
            break
        t, c = rng.choice(named_threads(state))
        mid = next_message_id(state)
        t0 = START_MS - rng.randint(20, 30) * 60 * MINUTE_MS
        times = (t0, START_MS - rng.randint(30, 300) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": body.format(c=first.name, t=target.name), "time": tm, "incoming": True,
                 "read": False} for i, (body, tm) in enumerate(zip(RECO[k], times, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "n": n, "up": target.name, "twin": twin.name,
                "first": first.name, "later": later, "count": len(good), "seconds": seconds, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return {**sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}}),
                "apps": {"video": {"watch_later": p["later"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the creator": sum(1 for u in W(init).uploaders if u.name == p["up"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        w = W(init)
        up = next(u for u in w.uploaders if u.name == p["up"])
        vids = [w.by_id[v] for v in init["apps"]["video"]["watch_later"]]
        good = [v for v in vids if v.up == up.id and v.duration > p["n"] * 60]
        return {"count": len(good), "total": _mmss(sum(v.duration for v in good), zh(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app("video")
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.later")
        for vid in reversed(p["later"]):  # every row read on the way down (newest saved first)
            obs = yield from ui.scroll_to(obs, trigger="later.remove", id=vid)
        yield from ui.fill_answers(obs, {"count": p["count"], "total": _mmss(p["seconds"], obs.locale != "en")})
