"""Messenger tasks: moments (post, like, comment) and questions over chats and moments."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.messenger.common import (
    COMMENTS,
    POSTS,
    P,
    direct_rows,
    latest_posts,
    launch,
    new_items,
    norm,
    open_direct,
    open_latest_moment,
    ov,
    read,
    region,
    seed_chats,
    their_bubbles,
    words,
)
from mgym import actions as A
from mgym.apps.messenger import model


# ---- moments -------------------------------------------------------------------------------------
class PostFriendsOnly(TaskTemplate):
    id = "messenger.PostFriendsOnly"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("create", "social")
    instructions = ('Post a moment saying "{text}" that only my friends can see.',
                    'Share "{text}" on Messenger Moments, visible to friends only.')
    instructions_zh = ('发一条朋友圈“{text}”，仅朋友可见。',
                       '在聊天的朋友圈分享“{text}”，设为仅朋友可见。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"text": rng.choice(words(state, "posts", POSTS))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        posts = new_items(init, final, "posts")
        post = posts[0] if len(posts) == 1 else None
        return [check("one moment posted", 1, len(posts)),
                Check("its text", post is not None and norm(post["text"]) == norm(p["text"]), p["text"],
                      post and post["text"]),
                check("visible to friends only", "friends", post and post["visibility"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.posts[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.moments")
        obs = yield from ui.tap(obs, trigger="moment.new")
        obs = yield from ui.type_into(obs, "What's on your mind?", p["text"])
        obs = yield from ui.tap(obs, trigger="compose.visibility")
        obs = yield from ui.tap(obs, trigger="visibility.set", value="friends")
        yield from ui.tap(obs, trigger="compose.post")


class LikeLatestMoment(CriteriaTask):
    id = "messenger.LikeLatestMoment"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("social",)
    instructions = ("Like {name}'s most recent moment.", "Give a like to the latest moment {name} posted.")
    instructions_zh = ('给{name}最新的一条朋友圈点赞。',
                       '去朋友圈给{name}最近发的动态点个赞。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        post = rng.choice([q for q in latest_posts(state) if not q["liked"]])
        u = model.user(ov(state), region(state), post["author"])
        assert u is not None
        return {"pid": post["id"], "uid": u["id"], "name": u["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.likes.{p['pid']}": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_latest_moment(obs, p["name"], p["uid"])
        yield from ui.tap(obs, trigger="detail.like")


class CommentMoment(TaskTemplate):
    id = "messenger.CommentMoment"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("social",)
    budget = 30
    instructions = ('Comment "{text}" on {name}\'s latest moment.',
                    'Write the comment "{text}" under the most recent moment of {name}.')
    instructions_zh = ('在{name}最新的朋友圈下评论“{text}”。',
                       '给{name}最近的一条朋友圈写评论：“{text}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        post = rng.choice(latest_posts(state))
        u = model.user(ov(state), region(state), post["author"])
        assert u is not None
        return {"pid": post["id"], "uid": u["id"], "name": u["name"], "text": rng.choice(words(state, "comments", COMMENTS))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [(c["post"], norm(c["text"])) for c in new_items(init, final, "comments")]
        return [check("one comment on that moment", [(p["pid"], norm(p["text"]))], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.comments[+1 post={p['pid']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_latest_moment(obs, p["name"], p["uid"])
        obs = yield from ui.type_into(obs, "Comment", p["text"])
        yield from ui.tap(obs, trigger="detail.comment")


# ---- queries -------------------------------------------------------------------------------------
class LastMessageFrom(AnswerTask):
    id = "messenger.LastMessageFrom"
    apps = ("messenger", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    instructions = ("What was the last thing {name} said to me on Messenger? Copy it exactly to the AnswerSheet.",
                    "Report {name}'s most recent Messenger message to me, word for word, in AnswerSheet.")
    instructions_zh = ('{name}在聊天里最后对我说了什么？把原话填到答题卡上。',
                       '把{name}最近发给我的一条聊天消息一字不差地填写到答题卡。')
    answer_fields = (AnswerField("text", "Their last message", label_zh="对方的最后一条消息"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        st, rg = ov(state), region(state)
        fits = [r for r in direct_rows(state) if (m := model.last_said(st, rg, r["peer"])) and m["kind"] == "text"]
        r = rng.choice(fits)
        return {"uid": r["peer"], "name": model.user(st, rg, r["peer"])["name"], "cid": r["id"]}  # type: ignore[index]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return read(p["cid"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        m = model.last_said(ov(init), region(init), p["uid"])
        assert m is not None
        return {"text": m["text"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        yield from ui.fill_answers(obs, {"text": their_bubbles(obs)[-1].text})


class CountUnreadChats(AnswerTask):
    id = "messenger.CountUnreadChats"
    apps = ("messenger", "answersheet")
    difficulty = "L2"
    tags = ("extract", "reasoning")
    instructions = ("How many of my Messenger chats have unread messages? Answer on the AnswerSheet.",
                    "Count the Messenger conversations (muted ones included) that still have unread messages.")
    instructions_zh = ('我的聊天里有多少个会话有未读消息？在答题卡上作答。',
                       '数一数聊天里还有未读消息的会话（包括免打扰的）有几个。')
    answer_fields = (AnswerField("count", "Chats with unread messages", "number", "number",
                                 label_zh="有未读消息的会话数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        # the phone's unread chats are made to number 1-10: some read ones get new messages, or some
        # unread ones were read already
        rows = model.chat_rows(ov(state), region(state))
        unread = [r["id"] for r in rows if r["unread"]]
        want = rng.randint(1, 10)
        if want >= len(unread):
            picked = rng.sample([r["id"] for r in rows[:25] if not r["unread"]], want - len(unread))
            marks = {cid: rng.randint(1, 3) for cid in picked}
        else:
            marks = {cid: 0 for cid in rng.sample(unread, len(unread) - want)}
        return {"unread": dict(sorted(marks.items()))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        if not p["unread"]:
            return {}
        return {"apps": {"messenger": {"chats": {cid: {"unread": n} for cid, n in p["unread"].items()}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": model.unread_chats(ov(init), region(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        seen: set[str] = set()
        for _ in range(ui.MAX_SCROLLS * 2):
            seen |= {e.params["chat_id"] for e in obs.find(ui.tr(obs, "{n} unread", n=""), trigger="chat.open")}
            box = next(e for e in obs.ui if e.scrollable)
            x = (box.bounds[0] + box.bounds[2]) / 2
            before = [(e.text, e.bounds) for e in obs.ui]
            obs = yield A.Drag(x1=x, y1=box.bounds[3] - 20, x2=x, y2=box.bounds[1] + 20)
            if [(e.text, e.bounds) for e in obs.ui] == before:
                break
        yield from ui.fill_answers(obs, {"count": len(seen)})


class LatestMomentAuthor(AnswerTask):
    id = "messenger.LatestMomentAuthor"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messenger", "answersheet")
    difficulty = "L1"
    tags = ("extract", "social")
    instructions = ("Who posted the most recent moment in my Messenger feed? Write their name on the AnswerSheet.",
                    "Open Moments in Messenger and report the name of whoever posted the newest moment.")
    instructions_zh = ('我的朋友圈里最新一条是谁发的？把他的名字写在答题卡上。',
                       '打开聊天的朋友圈，报告最新一条朋友圈的发布者名字。')
    answer_fields = (AnswerField("name", "Name", label_zh="名字"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        # I hide the moments of the last few people who posted (and deleted my own newer ones), so the
        # newest moment I see is someone else's each time
        posts = latest_posts(state)[:10]
        n = rng.randint(0, len(posts) - 1)
        mine = [q["id"] for q in model.feed(ov(state), region(state), 50) if q["mine"] and q["time"] > posts[n]["time"]]
        return {"hidden": sorted(q["author"] for q in posts[:n]), "deleted": sorted(mine)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch: dict[str, Any] = {}
        if p["hidden"]:
            patch["contacts"] = {u: {"hide_their_moments": True} for u in p["hidden"]}
        if p["deleted"]:
            patch["deleted_posts"] = [*ov(state)["deleted_posts"], *p["deleted"]]
        return {"apps": {"messenger": patch}} if patch else {}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"name": model.feed(ov(init), region(init), 1)[0]["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.moments")
        first = obs.find(trigger="profile.open")[0]
        yield from ui.fill_answers(obs, {"name": first.text})
