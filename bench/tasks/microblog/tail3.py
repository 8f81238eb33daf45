"""Hard-by-construction Chirp templates (declared hardness factors, L4), third wave.

``BusiestListMember``: which member of one of my Lists posted the most in the last two weeks, and how
many posts. The List's own timeline holds only each member's latest posts (a few days' worth), so the
posts are counted profile by profile, scrolling each back to the window's start (the posts show dates,
never "N days ago"). The member who leads the List timeline (the busiest of the last few days) is not the
one who posted the most over the two weeks."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.microblog.common import DAY, NOW, W, open_drawer_item, ov, posts_of, zh
from mgym import actions as A

#: midnight of today (the clock boots on Saturday 2026-03-14 09:00 UTC)
MIDNIGHT = NOW - 9 * 3_600_000
LIST_NAMES = (("Neighbours", "邻居们"), ("Old classmates", "老同学"), ("Running club", "跑步群"),
              ("Foodies", "吃货们"), ("Book people", "书友"), ("Work folks", "同事们"))


def _shown(state: dict[str, Any], uid: str) -> list[dict[str, Any]]:
    """An account's posts on its profile's Posts tab (replies left out), newest first."""
    return [p for p in posts_of(state, uid) if not p.get("reply_to")]


def _counts(state: dict[str, Any], uid: str) -> tuple[int, int, int]:
    """Posts in the last 14 days as three readings of it (the last 14x24 hours, today and the 13 days
    before, the 14 days before today and today)."""
    times = [p["time"] for p in _shown(state, uid)]
    return (sum(t > NOW - 14 * DAY for t in times), sum(t >= MIDNIGHT - 13 * DAY for t in times),
            sum(t >= MIDNIGHT - 14 * DAY for t in times))


def _scroll_until(obs: Any, pid: str) -> ui.Steps:
    """Long drags down a profile until the post ``pid`` shows (a post with a picture may sit under it)."""
    for _ in range(30):
        if obs.find(trigger="post.open", id=pid):
            return obs
        box = max((e for e in obs.ui if e.scrollable), key=lambda e: e.bounds[3] - e.bounds[1])
        x, y0, y1 = (box.bounds[0] + box.bounds[2]) / 2, box.bounds[1], box.bounds[3]
        obs = yield A.Drag(x1=x, y1=y0 + (y1 - y0) * 0.9, x2=x, y2=y0 + (y1 - y0) * 0.1)
    raise ui.OracleError(f"post {pid} not reached")


class BusiestListMember(AnswerTask):
    id = "microblog.BusiestListMember"
    apps = ("microblog", "answersheet")
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("explore", "extract", "reasoning", "social")
    budget = 60
    goal_params = ("name", "count")
    instructions = ('Which member of my Chirp List "{list}" posted the most in the last 14 days (today included), and '
                    'how many posts was that? Answer on the AnswerSheet.',
                    'Count each member\'s posts from the past two weeks (the last 14 days, counting today) on my Chirp '
                    'List "{list}". Put the busiest member\'s name and their number of posts on the AnswerSheet.',
                    'Over the last 14 days, today included, who on my "{list}" List in Chirp has posted the most? '
                    'Enter that member\'s display name and how many posts they made in those days on the AnswerSheet.')
    instructions_zh = ('我在 Chirp 的列表“{list}”里，哪位成员最近14天（含今天）发帖最多？发了几条？请在答题卡上作答。',
                       '把我 Chirp 列表“{list}”里每位成员过去两周（最近14天，今天也算）的帖子数一数，把发得最多的成员名字和帖子'
                       '条数填到答题卡上。',
                       '最近14天（含今天），我 Chirp 上的“{list}”列表中谁发帖最多？请在答题卡上填写这位成员的昵称和那几天发的帖子'
                       '条数。')
    answer_fields = (AnswerField("name", "Member", hint="The display name as shown in Chirp", label_zh="成员",
                                 hint_zh="与 Chirp 中显示的昵称一致"),
                     AnswerField("count", "Posts", "number", "number", hint="A whole number", label_zh="帖子条数",
                                 hint_zh="一个整数"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        o = ov(state)
        k = 1 if zh(state) else 0
        hidden = set(o["muted"]) | set(o["blocked"])
        pool = [a for a in w.accounts[1:] if a["id"] not in hidden and 4 <= _counts(state, a["id"])[0] <= 24]
        counts = {a["id"]: _counts(state, a["id"]) for a in pool}
        taken = {x["name"] for x in o["lists"]}
        while True:
            members = rng.sample(pool, 5)
            ranked = sorted(members, key=lambda a: -counts[a["id"]][0])
            top = ranked[0]
            c = counts[top["id"]]
            # the same count however the 14 days are read, more than anyone else's, more than the List shows
            if len(set(c)) > 1 or max(max(counts[a["id"]]) for a in ranked[1:]) >= c[0] or c[0] <= 10:
                continue
            if len({a["name"] for a in members}) < 5:
                continue
            # the List timeline: each member's 10 latest, the newest 30 of them; its leader is someone else
            feed = sorted((p for a in members for p in posts_of(state, a["id"])[:10]), key=lambda p: -p["time"])[:30]
            lead = sorted((sum(p["author"] == a["id"] for p in feed), a["id"]) for a in members)
            if lead[-1][1] == top["id"] or lead[-1][0] == lead[-2][0]:
                continue
            break
        name = rng.choice([x[k] for x in LIST_NAMES if x[k] not in taken])
        lid = f"l{len(o['lists']) + 1}"
        while any(x["id"] == lid for x in o["lists"]):
            lid += "x"
        order = [a["id"] for a in members]
        # the first post before the window on each profile: scrolled to, so every post in it is seen
        stops = {}
        for a in members:
            older = [p for p in _shown(state, a["id"]) if p["time"] < MIDNIGHT - 14 * DAY]
            stops[a["id"]] = older[0]["id"] if older else ""
        return {"list": name, "lid": lid, "members": order, "name": top["name"], "count": c[0],
                "stops": stops}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        new = {"id": p["lid"], "name": p["list"], "description": "", "private": True, "members": p["members"]}
        return {"apps": {"microblog": {"lists": [*ov(state)["lists"], new]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the List": sum(x["name"] == p["list"] for x in ov(init)["lists"]),
                "the busiest member": sum(W(init).account[u]["name"] == p["name"] for u in p["members"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"name": p["name"], "count": p["count"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_drawer_item(obs, "lists")
        obs = yield from ui.tap(obs, trigger="list.open", id=p["lid"])
        obs = yield from ui.tap(obs, trigger="list.members")
        for uid in p["members"]:  # each member's profile, scrolled back past the window's start
            obs = yield from ui.tap(obs, trigger="author.open", uid=uid)
            if p["stops"][uid]:
                obs = yield from _scroll_until(obs, p["stops"][uid])
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"name": p["name"], "count": p["count"]})
