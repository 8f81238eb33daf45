"""Hard-by-construction Forum templates (declared hardness factors, L4): the most-discussed post of a
community over a time range (no sort orders posts by comment count, and the top-scored post is another
one), and on it the highest-scored comment of the whole thread, which is a reply nested under another
comment (the Top sort puts a lower-scored top-level comment first)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.forum.common import START_MS, F, W, open_community, ov, pick_community, region
from mgym.apps.forum import model

RANGES = {"week": ("week", "一周"), "month": ("month", "一个月")}


def _feed(state: dict[str, Any], cid: str, rng: str) -> list[dict[str, Any]]:
    return model.feed(ov(state), region(state), START_MS, [cid], "top", rng, limit=40)


def _pick(state: dict[str, Any], cid: str, rng: str) -> dict[str, Any] | None:
    """The most-commented post of the range and its highest-scored comment, when the task is well posed
    and its traps are there: at least ten posts, one clear winner by comments that is not the top-scored
    post, and on it a nested reply scored above every other comment of the thread."""
    rows = _feed(state, cid, rng)
    if len(rows) < 10:
        return None
    by_com = sorted(rows, key=lambda r: -r["ncom"])
    best = by_com[0]
    if best["ncom"] < 10 or best["ncom"] == by_com[1]["ncom"] or best["id"] == rows[0]["id"]:
        return None
    thread = model.thread(ov(state), region(state), best["id"], "top")
    scores = sorted((c["score"] for c in thread), reverse=True)
    top = max(thread, key=lambda c: c["score"])
    if top["depth"] == 0 or scores[0] == scores[1]:
        return None
    return {"pid": best["id"], "kid": top["id"], "ncom": best["ncom"], "top_post": rows[0]["id"]}


class MostDiscussedBestReply(TaskTemplate):
    id = "forum.MostDiscussedBestReply"
    apps = ("forum",)
    hardness = ("explore", "aggregate", "trap")
    tags = ("explore", "reasoning", "social")
    budget = 45
    instructions = ("In the Forum community f/{name}, find the post from the past {range} that has the most "
                    "comments, and upvote the highest-scored comment on it. Replies to other comments count too.",
                    "Which post in f/{name} on Forum drew the most comments over the past {range}? Upvote the "
                    "comment with the highest score anywhere in its thread, nested replies included.",
                    "Look through the last {range} of posts in f/{name} on Forum for the one with the most comments. "
                    "Then upvote its best-scored comment, counting replies under other comments as well.")
    instructions_zh = ("在论坛社区 f/{name} 里，找出过去{range}内评论数最多的帖子，给它下面得分最高的评论点顶。楼中楼的回复也算。",
                       "论坛 f/{name} 过去{range}里哪个帖子的评论最多？在它的整个评论区里（包括对评论的回复）找到得分最高的那条，点个顶。",
                       "把 f/{name} 最近{range}的帖子看一遍，找出评论数最多的那个，再给它得分最高的评论点顶，回复别人评论的楼中楼也要算上。")
    goal_params = ("kid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        for _ in range(400):
            c = pick_community(rng, state)
            span = rng.choice(sorted(RANGES))
            got = _pick(state, c["id"], span)
            if got is not None:
                en, zh_ = RANGES[span]
                return {"cid": c["id"], "name": c["name"], "span": span, "range": en, "range_zh": zh_, **got}
        raise ValueError("no community with a most-discussed post to read")

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "range": p["range_zh"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        rows = _feed(init, p["cid"], p["span"])
        most = max(r["ncom"] for r in rows)
        thread = model.thread(ov(init), region(init), p["pid"], "top")
        high = max(c["score"] for c in thread)
        return {"the community f/name": sum(c["name"] == p["name"] for c in W(init).communities),
                "the post with the most comments": sum(r["ncom"] == most for r in rows),
                "its highest-scored comment": sum(c["score"] == high for c in thread)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the highest-scored comment is upvoted", 1, ov(final)["votes"].get(p["kid"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{F}.votes.{p['kid']}"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_community(obs, p["cid"], p["name"])
        obs = yield from ui.tap(obs, trigger="feed.sort", sort="top")
        obs = yield from ui.tap(obs, trigger="feed.sort", range=p["span"])
        obs = yield from ui.tap(obs, trigger="post.open", id=p["pid"])
        obs = yield from ui.tap(obs, trigger="comments.sort", csort="top")
        yield from ui.tap_clear(obs, trigger="vote", id=p["kid"], dir=1)  # not the comment bar over it
