"""Chirp tasks on accounts and settings: a private list with two members, mute and block (with its
confirmation), a muted word, protected posts with DMs limited, a DM; and questions answered on the
AnswerSheet (an account's followers, who wrote the top post of a trending hashtag)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.microblog.common import (
    REPLIES,
    M,
    W,
    added,
    handle_count,
    launch,
    norm,
    open_drawer_item,
    open_profile,
    ov,
    pick_account,
    search,
    text,
    top_count,
    top_post,
    zh,
)

LIST_NAMES = {"en": ("Book club", "Running crew", "Tech news", "Neighbours", "Photo friends", "Weekend hikers"),
              "zh-CN": ("读书会", "跑团", "科技资讯", "邻居们", "摄影好友", "周末徒步")}
WORDS = {"en": ("spoiler", "crypto", "giveaway", "election", "diet", "horoscope"),
         "zh-CN": ("剧透", "加密货币", "抽奖", "减肥", "星座", "带货")}
DM_FROM = {"following": "People you follow", "nobody": "No one"}


class CreatePrivateList(TaskTemplate):
    id = "microblog.CreatePrivateList"
    apps = ("microblog",)
    difficulty = "L4"
    tags = ("create", "social")
    budget = 45
    instructions = ('On Chirp, create a private list called "{name}" with @{a} and @{b} as its members.',
                    'Make a new private Chirp list named "{name}" and add @{a} and @{b} to it.',
                    'Please set up a private Chirp list called "{name}" whose members are @{a} and @{b}.')
    instructions_zh = ("在啾啾创建一个名为“{name}”的私密列表，成员为 @{a} 和 @{b}。", "新建一个啾啾私密列表“{name}”，把 @{a} 和 @{b} 加进去。",
                       '帮我在啾啾建个私密列表，叫“{name}”，成员是 @{a} 和 @{b}。')
    changes = (f"{M}.lists[+1]",)
    goal_params = ("name", "ua", "ub")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = pick_account(rng, state)
        b = pick_account(rng, state, lambda x: x["id"] != a["id"])
        names = [n for n in LIST_NAMES["zh-CN" if zh(state) else "en"] if n not in {x["name"] for x in ov(state)["lists"]}]
        return {"name": rng.choice(names), "a": a["handle"], "ua": a["id"], "b": b["handle"], "ub": b["id"],
                "lid": _next_list(state)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account @a": handle_count(init, p["a"]), "the account @b": handle_count(init, p["b"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {x["id"] for x in ov(init)["lists"]}
        new = [x for x in ov(final)["lists"] if x["id"] not in old]
        got = new[0] if len(new) == 1 else {}
        return [check("one new list", 1, len(new)), check("its name", p["name"], got.get("name")),
                check("private", True, got.get("private")),
                check("its members", sorted([p["ua"], p["ub"]]), sorted(got.get("members", [])))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_drawer_item(obs, "lists")
        obs = yield from ui.tap(obs, trigger="lists.new")
        obs = yield from ui.type_into(obs, "Name", p["name"])
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="listedit.private")
        obs = yield from ui.tap(obs, trigger="listedit.save")
        obs = yield from ui.tap(obs, trigger="list.open", id=p["lid"])
        obs = yield from ui.tap(obs, trigger="list.members")
        for h, uid in ((p["a"], p["ua"]), (p["b"], p["ub"])):
            obs = yield from ui.type_into(obs, "Search people", h)
            obs = yield from _enter(obs)
            obs = yield from ui.tap(obs, trigger="members.toggle", uid=uid)


def _next_list(state: dict[str, Any]) -> str:
    o = ov(state)
    taken = {p["id"] for p in o["posts"]} | {x["id"] for x in o["lists"]}
    n = int(o["next_id"])
    while f"l{n}" in taken:
        n += 1
    return f"l{n}"


def _enter(obs: Any) -> ui.Steps:
    from mgym import actions as A

    obs = yield A.Enter()
    if obs.keyboard:
        obs = yield A.Back()
    return obs


class MuteAccount(TaskTemplate):
    id = "microblog.MuteAccount"
    apps = ("microblog",)
    difficulty = "L2"
    tags = ("settings", "search")
    budget = 15
    split = "train"
    instructions = ("Mute @{handle} on Chirp.", "I don't want to see @{handle}'s posts on Chirp any more; mute the account (don't block it).")
    instructions_zh = ("在啾啾隐藏 @{handle}。", "我不想再在啾啾看到 @{handle} 的帖子了，把这个账号隐藏（不要屏蔽）。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = pick_account(rng, state)
        return {"uid": a["id"], "handle": a["handle"]}

    goal_params = ("uid",)

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account @handle": handle_count(init, p["handle"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the account muted", [p["uid"]], added(init, final, "muted"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.muted[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.tap(obs, trigger="profile.menu")
        yield from ui.tap(obs, trigger="pmenu.mute")


class BlockAccount(TaskTemplate):
    id = "microblog.BlockAccount"
    apps = ("microblog",)
    difficulty = "L3"
    tags = ("settings", "search", "social")
    budget = 30
    instructions = ("Block @{handle} on Chirp.", "@{handle} keeps bothering me on Chirp. Block them.",
                    'Please block the Chirp account @{handle}.')
    instructions_zh = ("在啾啾屏蔽 @{handle}。", "@{handle} 一直在啾啾上骚扰我，把对方屏蔽掉。",
                       '帮我把啾啾上的 @{handle} 屏蔽掉。')
    goal_params = ("uid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = pick_account(rng, state, lambda a: a["id"] not in ov(state)["follows"])
        return {"uid": a["id"], "handle": a["handle"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account @handle": handle_count(init, p["handle"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the account blocked", [p["uid"]], added(init, final, "blocked"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.blocked[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.tap(obs, trigger="profile.menu")
        obs = yield from ui.tap(obs, trigger="pmenu.block")
        yield from ui.tap(obs, trigger="block.confirm")


def _privacy(obs: Any) -> ui.Steps:
    obs = yield from open_drawer_item(obs, "settings")
    return (yield from ui.tap(obs, trigger="settings.privacy"))


class MuteWord(TaskTemplate):
    id = "microblog.MuteWord"
    apps = ("microblog",)
    difficulty = "L2"
    tags = ("settings",)
    budget = 15
    split = "train"
    instructions = ('Add "{word}" to my muted words on Chirp.', 'Hide Chirp posts containing "{word}" by muting the word.')
    instructions_zh = ("把“{word}”加入啾啾的隐藏字词。", "在啾啾隐藏字词“{word}”，不再看到含有它的帖子。")
    goal_params = ("word",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"word": rng.choice(WORDS["zh-CN" if zh(state) else "en"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [w for w in ov(final)["settings"]["muted_words"] if w not in ov(init)["settings"]["muted_words"]]
        return [Check("the word muted", [norm(w) for w in got] == [norm(p["word"])], [p["word"]], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.settings.muted_words[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _privacy(obs)
        obs = yield from ui.tap(obs, trigger="privacy.muted")
        obs = yield from ui.type_into(obs, "Enter word or phrase", p["word"])
        if obs.keyboard:
            obs = yield from ui.back()
        yield from ui.tap(obs, trigger="muted.add")


class ProtectAndLimitDms(CriteriaTask):
    id = "microblog.ProtectAndLimitDms"
    apps = ("microblog",)
    difficulty = "L3"
    tags = ("settings",)
    budget = 30
    instructions = ("On Chirp, protect my posts and only allow messages from {who_text}.",
                    "Make my Chirp account private (protect posts) and set Direct Messages to: {who_text}.",
                    'Please protect my posts on Chirp and change who can send me Direct Messages to: {who_text}.')
    instructions_zh = ("在啾啾保护我的帖子，并且只允许{who_text}给我发私信。", "把啾啾账号设为受保护（保护帖子），私信权限设为：{who_text}。",
                       '请在啾啾开启帖子保护，并把私信设置改为：{who_text}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"who": rng.choice(("following", "nobody"))}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "who_text": self.tr(DM_FROM[params["who"]], locale).lower()}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{M}.settings.protected": True, f"{M}.settings.dm_from": p["who"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{M}.settings.dm_from": "everyone"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _privacy(obs)
        obs = yield from ui.tap(obs, trigger="privacy.protect")
        obs = yield from ui.tap(obs, trigger="privacy.dmfrom")
        yield from ui.tap(obs, trigger="dmfrom.pick", who=p["who"])


class SendDm(TaskTemplate):
    id = "microblog.SendDm"
    apps = ("microblog",)
    difficulty = "L2"
    tags = ("social", "search")
    budget = 15
    split = "train"
    instructions = ('Send @{handle} a direct message on Chirp: "{text}"', 'DM @{handle} on Chirp saying "{text}".')
    instructions_zh = ("在啾啾给 @{handle} 发私信：“{text}”", "在啾啾私信 @{handle}，内容是“{text}”。")
    goal_params = ("uid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        have = {t["uid"] for t in ov(state)["dms"]}
        a = pick_account(rng, state, lambda a: a["id"] not in have)
        return {"uid": a["id"], "handle": a["handle"], "text": text(rng, state, REPLIES)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account @handle": handle_count(init, p["handle"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        t: dict[str, Any] = next((t for t in ov(final)["dms"] if t["uid"] == p["uid"]), {"messages": []})
        mine = [m["text"] for m in t["messages"] if m["me"]]
        return [check("one message sent to them", 1, len(mine)),
                Check("with the text", len(mine) == 1 and norm(mine[0]) == norm(p["text"]), p["text"], mine)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.dms[+1 uid={p['uid']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.tap(obs, trigger="profile.dm")
        obs = yield from ui.type_into(obs, "Start a new message", p["text"])
        if obs.keyboard:
            obs = yield from ui.back()
        yield from ui.tap(obs, trigger="dm.send")


class FollowerCount(AnswerTask):
    id = "microblog.FollowerCount"
    apps = ("microblog",)
    difficulty = "L2"
    tags = ("extract", "search")
    budget = 30
    split = "train"
    instructions = ("How many followers does @{handle} have on Chirp?", "Look up @{handle} on Chirp: what is their exact follower count?")
    instructions_zh = ("@{handle} 在啾啾上有多少关注者？", "在啾啾查一下 @{handle}：关注者的确切人数是多少？")
    answer_fields = (AnswerField("followers", "Followers", "number", "number", hint="a whole number, e.g. 1234",
                                 label_zh="关注者人数", hint_zh="一个整数，例如 1234"),)
    goal_params = ("uid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = pick_account(rng, state, lambda a: a["id"] not in ov(state)["follows"])
        return {"uid": a["id"], "handle": a["handle"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account @handle": handle_count(init, p["handle"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"followers": W(init).account[p["uid"]]["followers"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        import re

        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        label = ui.tr(obs, "Followers")
        line = next(e.text for e in obs.ui if label in (e.text or "") and re.search(r"\d", e.text or ""))
        n = re.findall(r"([\d,]+)\s*" + re.escape(label), line)[0].replace(",", "")
        yield from ui.fill_answers(obs, {"followers": int(n)})


class TopTrendingAuthor(AnswerTask):
    id = "microblog.TopTrendingAuthor"
    apps = ("microblog",)
    difficulty = "L3"
    tags = ("extract", "search")
    budget = 30
    instructions = ("On Chirp's Explore page, open the #{rank} trending topic. Who posted its top post? Give the account's handle.",
                    "Which Chirp account wrote the top post of trend number {rank} on Explore? Answer with the @handle.",
                    "Who wrote the top post under the #{rank} trending topic on Chirp's Explore page? Give the account's handle.")
    instructions_zh = ("打开啾啾探索页上排名第{rank}的趋势话题，它的热门第一条帖子是谁发的？请给出账号的用户名。",
                       "啾啾探索页第{rank}个趋势的热门第一条帖子是哪个账号发的？用 @用户名 回答。",
                       '啾啾探索页排名第{rank}的趋势话题下，热门第一条帖子是哪个账号发的？请给出账号的用户名。')
    answer_fields = (AnswerField("handle", "Handle", "text", "exact", hint="the @handle, e.g. @janedoe",
                                 label_zh="用户名", hint_zh="@用户名，例如 @janedoe"),)
    goal_params = ("rank",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rank = rng.randint(1, 8)
        return {"rank": rank, "tag": W(state).trending[rank - 1]["tag"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the trend's top post": top_count(init, p["tag"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        w = W(init)
        best = top_post(init, w.trending[p["rank"] - 1]["tag"])
        assert best is not None
        return {"handle": "@" + w.handle(best["author"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.explore")
        obs = yield from ui.tap(obs, trigger="search.recent", q=p["tag"], tab="top")
        first = next(e for e in obs.ui if e.trigger == "post.open" and e.role == "list_item")
        handle = next(w for w in first.text.split() if w.startswith("@"))
        yield from ui.fill_answers(obs, {"handle": handle})


__all__ = ["search"]
