"""Chirp tasks on posts: post with reply settings, reply to an account's latest post, quote the most
liked post about a hashtag, repost, like an account's posts of one day, bookmark the most viewed search
result."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.microblog.common import (
    DAY,
    NOW,
    REPLIES,
    M,
    W,
    added,
    compose_text,
    day_of,
    day_text,
    handle_count,
    latest_hits,
    latest_referents,
    launch,
    new_posts,
    norm,
    open_profile,
    ov,
    pick_account,
    posts_of,
    scroll_list_to,
    search,
    text,
    top_count,
    top_post,
)
from bench.tasks.microblog.common import (
    region as region_of,
)
from mgym.apps.microblog.rows import short

AUDIENCE = {"following": "Accounts you follow", "mentioned": "Only accounts you mention"}


def _one_post(init: dict[str, Any], final: dict[str, Any], p: dict[str, Any], **want: Any) -> list[Check]:
    new = new_posts(init, final)
    got = new[0] if len(new) == 1 else {}
    out = [check("one new post", 1, len(new)),
           Check("with the text", norm(got.get("text", "")) == norm(p["text"]), p["text"], got.get("text"))]
    out += [check(f"its {k}", v, got.get(k)) for k, v in want.items()]
    return out


class PostLimitedReplies(TaskTemplate):
    id = "microblog.PostLimitedReplies"
    apps = ("microblog",)
    difficulty = "L2"
    tags = ("create", "settings")
    budget = 15
    instructions = ('Post "{text}" on Chirp, and set it so that only {who_text} can reply.',
                    'Write a new Chirp post saying "{text}" with replies limited to {who_text}.')
    instructions_zh = ("在啾啾发一条帖子“{text}”，并设置为只有{who_text}可以回复。", "在啾啾写一条新帖子：“{text}”，回复权限限定为{who_text}。")
    changes = (f"{M}.posts[+1]",)
    goal_params = ("text", "who")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        who = rng.choice(("following", "following", "mentioned"))
        return {"text": text(rng, state), "who": who}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "who_text": self.tr(AUDIENCE[params["who"]], locale).lower()}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return _one_post(init, final, p, audience=p["who"], reply_to="", quote="")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.home")
        obs = yield from ui.tap(obs, trigger="compose.open")
        obs = yield from compose_text(obs, p["text"])
        obs = yield from ui.tap(obs, trigger="compose.audience")
        obs = yield from ui.tap(obs, trigger="audience.pick", who=p["who"])
        yield from ui.tap(obs, trigger="compose.post")


class ReplyToLatest(TaskTemplate):
    id = "microblog.ReplyToLatest"
    apps = ("microblog",)
    difficulty = "L3"
    tags = ("create", "search")
    budget = 30
    instructions = ('On Chirp, reply "{text}" to the latest post of @{handle}.',
                    'Find @{handle}\'s most recent post on Chirp and reply to it with "{text}".',
                    'Please reply to @{handle}\'s newest Chirp post with "{text}".')
    instructions_zh = ("在啾啾上用“{text}”回复 @{handle} 的最新一条帖子。", "找到 @{handle} 在啾啾上最近发的帖子，回复“{text}”。",
                       '请回复 @{handle} 在啾啾上最新的那条帖子，内容是“{text}”。')
    changes = (f"{M}.posts[+1]",)
    goal_params = ("text", "pid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = pick_account(rng, state)
        return {"uid": a["id"], "handle": a["handle"], "pid": posts_of(state, a["id"])[0]["id"],
                "text": text(rng, state, REPLIES)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return latest_referents(p, init)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return _one_post(init, final, p, reply_to=p["pid"], quote="")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.tap(obs, trigger="post.reply", to=p["pid"])
        obs = yield from compose_text(obs, p["text"])
        yield from ui.tap(obs, trigger="compose.post")


class QuoteMostLiked(TaskTemplate):
    id = "microblog.QuoteMostLiked"
    apps = ("microblog",)
    difficulty = "L3"
    tags = ("create", "search")
    budget = 30
    instructions = ('Search Chirp for {tag}, then quote the most-liked post about it with the comment "{text}".',
                    'Quote the top-liked {tag} post on Chirp, adding "{text}".',
                    'Find the most-liked post about {tag} on Chirp and quote it with the comment "{text}".')
    instructions_zh = ("在啾啾搜索{tag}，引用其中点赞最多的帖子，并评论“{text}”。", "在啾啾引用{tag}下获赞最多的帖子，附上“{text}”。",
                       '在啾啾找到关于{tag}点赞最多的帖子，引用它并评论“{text}”。')
    changes = (f"{M}.posts[+1]",)
    goal_params = ("text", "pid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        tag = rng.choice(W(state).trending)["tag"]
        best = top_post(state, tag)
        assert best is not None
        return {"tag": tag, "pid": best["id"], "text": text(rng, state, REPLIES)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the most-liked post about the tag": top_count(init, p["tag"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return _one_post(init, final, p, quote=p["pid"], reply_to="")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p["tag"])
        first = next(e for e in obs.ui if e.trigger == "post.repost")
        obs = yield from ui.tap(obs, trigger="post.repost", id=first.params["id"])
        obs = yield from ui.tap(obs, trigger="repost.quote")
        obs = yield from compose_text(obs, p["text"])
        yield from ui.tap(obs, trigger="compose.post")


class RepostNewest(TaskTemplate):
    id = "microblog.RepostNewest"
    apps = ("microblog",)
    difficulty = "L2"
    tags = ("edit", "search")
    budget = 15
    split = "train"
    instructions = ("Repost the newest post of @{handle} on Chirp.", "On Chirp, repost @{handle}'s most recent post.")
    instructions_zh = ("在啾啾转发 @{handle} 最新的一条帖子。", "在啾啾上转帖 @{handle} 最近发的帖子。")
    goal_params = ("pid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = pick_account(rng, state)
        return {"uid": a["id"], "handle": a["handle"], "pid": posts_of(state, a["id"])[0]["id"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return latest_referents(p, init)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the post was reposted", [p["pid"]], added(init, final, "reposts"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.reposts[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.tap(obs, trigger="post.repost", id=p["pid"])
        yield from ui.tap(obs, trigger="repost.do", id=p["pid"])


class LikePostsOfDay(TaskTemplate):
    id = "microblog.LikePostsOfDay"
    apps = ("microblog",)
    difficulty = "L3"
    tags = ("edit", "search", "reasoning")
    budget = 30
    instructions = ("Like every post @{handle} made on {day_text} on Chirp.",
                    "On Chirp, go through @{handle}'s posts and like all of the ones from {day_text}.",
                    'Please like all of the Chirp posts @{handle} made on {day_text}.')
    instructions_zh = ("在啾啾给 @{handle} 在{day_text}发的每一条帖子点赞。", "在啾啾翻看 @{handle} 的帖子，把{day_text}发的全部点赞。",
                       '请给 @{handle} 在{day_text}发的所有啾啾帖子都点个赞。')
    goal_params = ("pids",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        def busy(a: dict[str, Any]) -> bool:
            days = [day_of(p["time"]) for p in posts_of(state, a["id"]) if p["time"] < NOW - DAY]
            return any(days.count(d) >= 2 for d in days) or (len(days) >= 3 and rng.random() < 0.3)
        a = pick_account(rng, state, busy)
        posts = [p for p in posts_of(state, a["id"]) if p["time"] < NOW - DAY]
        days = [day_of(p["time"]) for p in posts]
        day = max(set(days), key=lambda d: (days.count(d), d))
        pids = [p["id"] for p in posts if day_of(p["time"]) == day and p["id"] not in ov(state)["likes"]]
        return {"uid": a["id"], "handle": a["handle"], "day": day, "pids": pids}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "day_text": day_text(params["day"], locale)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account @handle": handle_count(init, p["handle"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("exactly that day's posts liked", sorted(p["pids"]), sorted(added(init, final, "likes")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.likes[+{len(p['pids'])}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        for pid in p["pids"]:
            obs = yield from ui.tap(obs, trigger="post.like", id=pid)


class BookmarkMostViewed(TaskTemplate):
    id = "microblog.BookmarkMostViewed"
    apps = ("microblog",)
    difficulty = "L3"
    tags = ("edit", "search", "reasoning")
    budget = 30
    instructions = ('Search Chirp for "{q}", open the Latest tab, and bookmark the post there with the most views.',
                    'Among the Latest results for "{q}" on Chirp, bookmark the most viewed post.',
                    'Please bookmark the most-viewed post in the Latest tab of Chirp\'s search results for "{q}".')
    instructions_zh = ("在啾啾搜索“{q}”，切到“最新”标签，把其中查看次数最多的帖子加入书签。", "在啾啾“{q}”的最新结果里，给查看次数最多的帖子加书签。",
                       '请在啾啾搜“{q}”，在“最新”结果中找到查看次数最多的那条帖子，加入书签。')
    goal_params = ("pid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            a = rng.choice(w.accounts[1:])
            q = a["name"].split()[0] if region_of(state) == "en" else a["name"][:1]
            q = rng.choice((q, rng.choice(w.trending)["tag"]))
            hits = latest_hits(state, q)
            if len(hits) < 3:
                continue
            shown = sorted(((p["views"], short(p["views"])) for p in hits), reverse=True)
            if shown[0][1] != shown[1][1]:
                best = max(hits, key=lambda p: p["views"])
                if best["id"] not in ov(state)["bookmarks"]:
                    return {"q": q, "pid": best["id"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        shown = [short(q["views"]) for q in latest_hits(init, p["q"])]
        best = short(max(q["views"] for q in latest_hits(init, p["q"])))
        return {"the Latest result with the most views (as shown)": shown.count(best)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the most viewed post bookmarked", [p["pid"]], added(init, final, "bookmarks"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.bookmarks[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p["q"], "latest")
        obs = yield from scroll_list_to(obs, trigger="post.bookmark", id=p["pid"])
        yield from ui.tap(obs, trigger="post.bookmark", id=p["pid"])
