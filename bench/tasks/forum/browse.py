"""Forum tasks on reading communities: upvote the top comment of a community's top post of the week, save
the newest post with a flair, leave the small communities, reply in a chat, and two questions (members,
the flair questions must use)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.forum.common import (
    START_MS,
    F,
    W,
    launch,
    open_community,
    ov,
    pick_community,
    region,
    type_text,
    zh,
)
from mgym.apps.forum import model


def _top_of_week(state: dict[str, Any], cid: str) -> list[dict[str, Any]]:
    return model.feed(ov(state), region(state), START_MS, [cid], "top", "week", limit=3)


class UpvoteTopComment(TaskTemplate):
    id = "forum.UpvoteTopComment"
    apps = ("forum",)
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("reasoning", "social")
    budget = 30
    instructions = ("In Forum, find this week's top post in f/{name} and upvote its top comment.",
                    "Upvote the highest-scored comment on the top post of the week in the Forum community f/{name}.",
                    "Please upvote the top comment on this week's top post in f/{name} on Forum.")
    instructions_zh = ("在论坛找到 f/{name} 本周得分最高的帖子，给它得分最高的评论点顶。", "给论坛社区 f/{name} 本周最高分帖子下得分最高的评论点个顶。",
                       "请在论坛 f/{name} 里找到本周得分最高的帖子，给它下面得分最高的那条评论点顶。")
    goal_params = ("kid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        st, rg = ov(state), region(state)
        while True:
            c = pick_community(rng, state)
            top = _top_of_week(state, c["id"])
            if len(top) < 2 or top[0]["score"] == top[1]["score"]:
                continue
            rows = [r for r in model.thread(st, rg, top[0]["id"], "top") if r["depth"] == 0]
            if len(rows) >= 2 and rows[0]["score"] > rows[1]["score"]:
                return {"cid": c["id"], "name": c["name"], "pid": top[0]["id"], "kid": rows[0]["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the top comment is upvoted", 1, ov(final)["votes"].get(p["kid"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{F}.votes.{p['kid']}"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_community(obs, p["cid"], p["name"])
        obs = yield from ui.tap(obs, trigger="feed.sort", sort="top")
        obs = yield from ui.tap(obs, trigger="feed.sort", range="week")
        obs = yield from ui.tap(obs, trigger="post.open", id=p["pid"])
        obs = yield from ui.tap(obs, trigger="comments.sort", csort="top")
        yield from ui.tap(obs, trigger="vote", id=p["kid"], dir=1)


class SaveNewestWithFlair(TaskTemplate):
    id = "forum.SaveNewestWithFlair"
    apps = ("forum",)
    difficulty = "L3"
    tags = ("search", "edit")
    budget = 30
    split = "train"
    instructions = ('Save the newest post flaired "{flair}" in f/{name} in Forum.',
                    'In the Forum community f/{name}, find the most recent "{flair}" post and save it.',
                    'Please save the latest post with the "{flair}" flair in f/{name} on Forum.')
    instructions_zh = ("在论坛里收藏 f/{name} 中最新的一篇“{flair}”标签的帖子。", "在论坛社区 f/{name} 找到最新的“{flair}”帖子并收藏。",
                       "请把论坛 f/{name} 里带“{flair}”标签的最新帖子收藏起来。")
    changes = ("apps.forum.saved[+1]",)
    goal_params = ("pid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        while True:
            c = pick_community(rng, state)
            f = rng.choice(c["flairs"])
            rows = model.feed(ov(state), region(state), START_MS, [c["id"]], "new", flair=f, limit=3)
            if len(rows) >= 2 and rows[0]["id"] not in ov(state)["saved"]:
                return {"cid": c["id"], "name": c["name"], "flair": f, "pid": rows[0]["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("the newest such post is saved", p["pid"] in ov(final)["saved"], p["pid"], ov(final)["saved"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_community(obs, p["cid"], p["name"])
        obs = yield from ui.tap(obs, trigger="community.flair", flair=p["flair"])
        obs = yield from ui.tap(obs, trigger="feed.sort", sort="new")
        yield from ui.tap(obs, trigger="post.save", id=p["pid"])


class LeaveSmallCommunities(TaskTemplate):
    id = "forum.LeaveSmallCommunities"
    apps = ("forum",)
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("reasoning", "delete")
    budget = 45
    instructions = ("In Forum, leave every community I joined that has fewer than {n} members.",
                    "Unsubscribe from all my joined Forum communities with under {n} members; keep the others.",
                    "Please leave all the Forum communities I've joined that have less than {n} members.")
    instructions_zh = ("在论坛里退出所有成员少于 {n} 人的已加入社区。", "把论坛里我加入的、成员不足 {n} 的社区都退出，其余保留。",
                       "请退出我在论坛已加入的社区中成员数少于 {n} 的那些，其他的不动。")
    changes = ("apps.forum.joined",)
    goal_params = ("keep",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            joined = [c["id"] for c in rng.sample(w.communities, rng.randint(6, 8))]
            shown = sorted((int(w.by_id[c]["members"]) + 1, c) for c in joined)
            k = rng.randint(2, 4)
            lo, hi = shown[k - 1][0], shown[k][0]
            if hi - lo < 200:
                continue
            n = ((lo + hi) // 2 // 100) * 100
            if lo < n < hi:
                small = [c for m, c in shown if m < n]
                return {"n": n, "joined": joined, "leave": small, "keep": [c for c in joined if c not in small]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"forum": {"joined": p["joined"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = ov(final)["joined"]
        return [Check("left the small ones", not set(p["leave"]) & set(got), p["leave"], got),
                check("still in the others, and no new ones", sorted(p["keep"]), sorted(got))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.communities")
        for cid in p["leave"]:
            obs = yield from ui.tap(obs, trigger="community.join", id=cid)


CHAT_TEXT = ("Sounds good, see you there!", "Yes, I'll bring snacks.", "Thanks, happy to help anytime.")
CHAT_TEXT_ZH = ("好的，到时见！", "好，我带点零食。", "不客气，随时帮忙。")


class ReplyInChat(TaskTemplate):
    id = "forum.ReplyInChat"
    apps = ("forum",)
    difficulty = "L1"
    tags = ("social",)
    split = "train"
    instructions = ('Reply "{text}" to u/{user} in Forum chat.', 'In Forum\'s chat with u/{user}, send: {text}')
    instructions_zh = ("在论坛聊天里回复 u/{user}：“{text}”。", "在论坛和 u/{user} 的聊天里发送：{text}")
    changes = ("apps.forum.sent[+1]", "apps.forum.read[+1]")
    goal_params = ("chat", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(W(state).chats)
        return {"chat": c["id"], "user": c["with"], "text": rng.choice(CHAT_TEXT_ZH if zh(state) else CHAT_TEXT)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {s["id"] for s in ov(init)["sent"]}
        new = [s for s in ov(final)["sent"] if s["id"] not in old]
        got = new[0] if len(new) == 1 else {}
        return [check("one message sent", 1, len(new)), check("in their chat", p["chat"], got.get("chat")),
                check("saying the text", p["text"], got.get("text"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.chats")
        obs = yield from ui.tap(obs, trigger="chat.open", id=p["chat"])
        obs = yield from type_text(obs, "Message", p["text"])
        yield from ui.tap(obs, trigger="chat.send")


class MembersCount(TaskTemplate):
    id = "forum.MembersCount"
    apps = ("forum", "answersheet")
    objective = "query"
    difficulty = "L2"
    tags = ("search", "extract")
    instructions = ("How many members does f/{name} have in Forum?", "Look up f/{name} in Forum: how many members are there?")
    instructions_zh = ("论坛里 f/{name} 有多少位成员？", "在论坛查一下 f/{name}：有多少成员？")
    answer_fields = (AnswerField("members", "Members", "number", "number", hint="A whole number",
                                 label_zh="成员数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick_community(rng, state)
        return {"cid": c["id"], "name": c["name"]}

    def expected_answers(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = W(init).by_id[p["cid"]]
        return {"members": model.members(ov(init), c)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_community(obs, p["cid"], p["name"])
        found = [got["n"] for e in obs.ui if e.text and (got := ui.parse(obs, "{n} members", e.text))]
        n = found[0].replace(",", "")
        yield from ui.fill_answers(obs, {"members": n})


class QuestionFlair(TaskTemplate):
    id = "forum.QuestionFlair"
    apps = ("forum", "answersheet")
    objective = "query"
    difficulty = "L2"
    tags = ("search", "extract")
    instructions = ("According to its rules, which flair must questions use in f/{name} on Forum?",
                    "Read the rules of the Forum community f/{name}: what flair do questions go under?")
    instructions_zh = ("根据版规，论坛 f/{name} 里提问必须使用哪个标签？", "看看论坛社区 f/{name} 的版规：提问要用什么标签？")
    answer_fields = (AnswerField("flair", "Flair", "text", "exact", hint="The flair's name",
                                 label_zh="标签", hint_zh="标签名称"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick_community(rng, state, lambda c: c["flair_required"])
        return {"cid": c["id"], "name": c["name"]}

    def expected_answers(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"flair": W(init).by_id[p["cid"]]["question_flair"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        import re

        obs = yield from open_community(obs, p["cid"], p["name"])
        obs = yield from ui.tap(obs, trigger="community.tab", tab="about")
        rule = next(e.text for e in obs.ui if e.text and re.search(r'"[^"]+"|“[^”]+”', e.text) and "flair" in e.text
                    or e.text and "标签" in e.text and "“" in e.text)
        m = re.search(r'"([^"]+)"|“([^”]+)”', rule)
        assert m is not None
        yield from ui.fill_answers(obs, {"flair": m.group(1) or m.group(2)})
