"""Forum tasks on posting: a gated post in a community that requires a flair, an image post from the phone's
photos (media picker), delete an own post, edit and delete own comments, reply to a comment."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.forum.common import (
    START_MS,
    F,
    comment_text,
    launch,
    new_comments,
    new_posts,
    norm,
    open_community,
    open_post,
    ov,
    pick_community,
    pick_post,
    type_text,
    zh,
)
from bench.tasks.messenger.pictures import media, near_top
from mgym.apps.forum.world import comments
from mgym.render.photos import index

QUESTIONS = ("Where do you all buy supplies?", "How long did it take you to get good?", "What should a beginner try first?",
             "Is it worth joining a local club?", "Which mistake do beginners make most?", "Any tips for a tight budget?")
QUESTIONS_ZH = ("大家一般在哪里买装备？", "你们练了多久才上手？", "新手应该先尝试什么？", "值得加入本地俱乐部吗？", "新手最常犯什么错？",
                "预算有限有什么建议？")
REPLIES = ("Thanks, that really helps!", "Totally agree with you.", "Could you share a photo?", "Good point, I'll try it.")
REPLIES_ZH = ("谢谢，太有帮助了！", "完全同意。", "能发张照片吗？", "说得好，我去试试。")
PHOTO_TITLES = ("Look what I saw today", "Fresh from my camera", "A picture from this week", "Sharing a favourite shot")
PHOTO_TITLES_ZH = ("看看我今天拍到的", "刚拍的照片", "这周的一张照片", "分享一张喜欢的照片")


def _mine(pid: str, c: str, title: str, body: str, time: int, flair: str = "") -> dict[str, Any]:
    return {"id": pid, "c": c, "kind": "text", "title": title, "body": body, "url": "", "file": None, "image": "",
            "flair": flair, "time": time, "edited": None, "deleted": False}


class JoinAndAskWithFlair(TaskTemplate):
    id = "forum.JoinAndAskWithFlair"
    apps = ("forum",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "social", "reasoning")
    budget = 30
    instructions = ('Join f/{name} in Forum and ask "{title}" there as a text post, following the community\'s flair '
                    "rule for questions.",
                    'In Forum, join the community f/{name}, then post the question "{title}" (text post) with the flair '
                    "its rules ask questions to use.",
                    'I have a question for f/{name} in Forum: please join the community and post "{title}" '
                    "as a text post, with the flair its rules require for questions.")
    instructions_zh = ("在论坛加入 f/{name}，并在那里发一个文字帖提问“{title}”，按社区规则给问题选对标签。",
                       "在论坛里加入社区 f/{name}，然后发文字帖“{title}”，使用版规要求提问使用的标签。",
                       "我想在论坛的 f/{name} 提问：请先加入该社区，再发文字帖“{title}”，并按社区规则选用提"
                       "问应使用的标签。")
    changes = ("apps.forum.joined[+1]", "apps.forum.posts[+1]")
    goal_params = ("cid", "title", "flair")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick_community(rng, state, lambda c: c["flair_required"] and "text" in c["types"]
                           and c["id"] not in ov(state)["joined"])
        return {"cid": c["id"], "name": c["name"], "flair": c["question_flair"],
                "title": rng.choice(QUESTIONS_ZH if zh(state) else QUESTIONS)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_posts(init, final)
        post = new[0] if len(new) == 1 else {}
        return [Check("joined the community", p["cid"] in ov(final)["joined"], p["cid"], ov(final)["joined"][-3:]),
                check("one new post", 1, len(new)),
                check("in the community", p["cid"], post.get("c")),
                check("with the title", norm(p["title"]), norm(post.get("title", ""))),
                check("a text post", "text", post.get("kind")),
                check("with the questions' flair", p["flair"], post.get("flair"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_community(obs, p["cid"], p["name"])
        obs = yield from ui.tap(obs, trigger="community.join", id=p["cid"])
        obs = yield from ui.tap(obs, trigger="community.tab", tab="about")
        obs = yield from ui.tap(obs, trigger="community.create")
        obs = yield from type_text(obs, "Title", p["title"])
        obs = yield from ui.tap(obs, trigger="create.flair")
        obs = yield from ui.tap(obs, trigger="flair.pick", flair=p["flair"])
        yield from ui.tap(obs, trigger="create.submit")


class LatestPhotoPost(TaskTemplate):
    id = "forum.LatestPhotoPost"
    apps = ("forum",)
    composition = "sequential"
    difficulty = "L4"
    tags = ("image", "create")
    budget = 30
    instructions = ('Post my most recent photo of "{caption}" to f/{name} in Forum as an image post titled "{title}".',
                    'In Forum, create an image post in f/{name} titled "{title}" with the newest picture on my phone '
                    'that shows "{caption}".',
                    'Please share the latest "{caption}" photo on my phone to f/{name} in Forum as an image '
                    'post titled "{title}".')
    instructions_zh = ("在论坛的 f/{name} 发一个图片帖，标题“{title}”，图片用手机里最新的一张“{caption}”照片。",
                       "在论坛 f/{name} 里发图片帖“{title}”，配图是我手机上最近拍的“{caption}”。",
                       "请把手机里最新的那张“{caption}”照片发到论坛 f/{name}，作为图片帖，标题为“{title}”。")
    changes = ("apps.forum.posts[+1]",)
    goal_params = ("cid", "title", "file")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        ix = index()
        rows = [r for r in media(state) if r["asset"] in ix and ix[r["asset"]]["kind"] == "scene"]
        newest: dict[str, dict[str, Any]] = {}
        for r in rows:  # newest first
            newest.setdefault(ix[r["asset"]]["caption"], r)
        caption, row = rng.choice(sorted((c, r) for c, r in newest.items() if near_top(state, r)))
        c = pick_community(rng, state, lambda c: "image" in c["types"] and not c["flair_required"])
        return {"cid": c["id"], "name": c["name"], "caption": caption, "caption_zh": ix[row["asset"]]["caption_zh"],
                "file": row["id"], "album": row["album"], "title": rng.choice(PHOTO_TITLES_ZH if zh(state) else PHOTO_TITLES)}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if locale == "en" else {**out, "caption": params["caption_zh"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_posts(init, final)
        post = new[0] if len(new) == 1 else {}
        return [check("one new post", 1, len(new)), check("in the community", p["cid"], post.get("c")),
                check("an image post", "image", post.get("kind")),
                check("with the newest such photo", p["file"], post.get("file")),
                check("with the title", norm(p["title"]), norm(post.get("title", "")))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_community(obs, p["cid"], p["name"])
        obs = yield from ui.tap(obs, trigger="community.create")
        obs = yield from ui.tap(obs, trigger="create.kind", kind="image")
        obs = yield from type_text(obs, "Title", p["title"])
        obs = yield from ui.tap(obs, trigger="create.image")
        obs = yield from ui.tap(obs, trigger="mediapicker.tab", tab="albums")
        obs = yield from ui.tap(obs, trigger="mediapicker.album", album=p["album"])
        obs = yield from ui.tap(obs, trigger="mediapicker.item", id=p["file"])
        yield from ui.tap(obs, trigger="create.submit")


MY_TITLES = ("Selling my old gear, any interest?", "First attempt, be gentle", "Weekend plans thread",
             "Does anyone else do this?", "My setup after one year")
MY_TITLES_ZH = ("出闲置装备，有人要吗？", "第一次尝试，轻拍", "周末计划帖", "还有人也这样吗？", "入坑一年后的配置")


class DeleteMyPost(TaskTemplate):
    id = "forum.DeleteMyPost"
    apps = ("forum",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ('Delete my Forum post "{title}".', 'In Forum, remove the post I wrote titled "{title}".')
    instructions_zh = ("删除我在论坛发的帖子“{title}”。", "在论坛里把我写的标题为“{title}”的帖子删掉。")
    goal_params = ("pid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        titles = list(MY_TITLES_ZH if zh(state) else MY_TITLES)
        rng.shuffle(titles)
        joined = ov(state)["joined"]
        n = int(ov(state)["next_id"])
        extra = [_mine(f"m{n + i}", rng.choice(joined), t, "", START_MS - (i + 1) * 7_200_000) for i, t in enumerate(titles[:3])]
        target = rng.choice(extra)
        return {"pid": target["id"], "title": target["title"], "extra": extra}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"forum": {"posts": [*ov(state)["posts"], *p["extra"]],
                                   "next_id": int(ov(state)["next_id"]) + len(p["extra"])}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        post: dict[str, Any] = next((x for x in ov(final)["posts"] if x["id"] == p["pid"]), {})
        return [check("the post is deleted", True, post.get("deleted"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{F}.posts[id={p['pid']}].deleted"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.profile")
        obs = yield from ui.tap(obs, trigger="post.open", id=p["pid"])
        obs = yield from ui.tap(obs, trigger="post.delete", id=p["pid"])
        yield from ui.tap(obs, trigger="delpost.confirm", id=p["pid"])


OLD_TEXT = ("Great post!", "I tried this too.", "Following this thread.")
OLD_TEXT_ZH = ("好帖！", "我也试过。", "关注一下。")
NEW_TEXT = ("Update: it worked after two weeks.", "Edit: I was wrong, the second option is better.",
            "Thanks all, question answered.")
NEW_TEXT_ZH = ("更新：两周后成功了。", "补充：我说错了，第二种更好。", "谢谢大家，问题解决了。")


class EditMyComment(TaskTemplate):
    id = "forum.EditMyComment"
    apps = ("forum",)
    difficulty = "L3"
    tags = ("edit", "search")
    budget = 30
    split = "train"
    instructions = ('In Forum, edit my comment on the post "{title}" so that it says "{text}".',
                    'Change the comment I left on the Forum post "{title}" to: {text}',
                    'Please update my comment under the Forum post "{title}" so it reads "{text}".')
    instructions_zh = ("在论坛里把我在帖子“{title}”下的评论改成“{text}”。", "把我在论坛帖子“{title}”下留的评论修改为：{text}",
                       "请把我在论坛帖子“{title}”下面的评论内容改为“{text}”。")
    goal_params = ("kid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_post(rng, state, lambda p: p["ncom"] >= 2)
        kid = f"k{ov(state)['next_id']}"
        return {"pid": p["id"], "title": p["title"], "kid": kid, "old": rng.choice(OLD_TEXT_ZH if zh(state) else OLD_TEXT),
                "text": rng.choice(NEW_TEXT_ZH if zh(state) else NEW_TEXT)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        c = {"id": p["kid"], "post": p["pid"], "parent": "", "text": p["old"], "time": START_MS - 3_600_000,
             "edited": None, "deleted": False}
        return {"apps": {"forum": {"comments": [*ov(state)["comments"], c], "next_id": int(ov(state)["next_id"]) + 1}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        c: dict[str, Any] = next((x for x in ov(final)["comments"] if x["id"] == p["kid"]), {})
        return [check("the comment says the new text", norm(p["text"]), norm(c.get("text", "")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{F}.comments[id={p['kid']}].text", f"{F}.comments[id={p['kid']}].edited"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_post(obs, p["pid"], p["title"])
        obs = yield from ui.tap(obs, trigger="comments.sort", csort="new")
        obs = yield from ui.tap(obs, trigger="comment.edit", id=p["kid"])
        yield from comment_text(obs, p["text"])


class ReplyToUser(TaskTemplate):
    id = "forum.ReplyToUser"
    apps = ("forum",)
    difficulty = "L3"
    tags = ("social", "search")
    budget = 30
    instructions = ('On the Forum post "{title}", reply "{text}" to the comment by {user}.',
                    'Find the Forum post "{title}" and answer {user}\'s comment there with: {text}',
                    "Please reply to {user}'s comment on the Forum post \"{title}\" with \"{text}\".")
    instructions_zh = ("在论坛帖子“{title}”下，回复 {user} 的评论：“{text}”。", "找到论坛帖子“{title}”，在 {user} 的评论下回复：{text}",
                       "请在论坛帖子“{title}”里回复 {user} 的那条评论，内容为“{text}”。")
    changes = ("apps.forum.comments[+1]",)
    goal_params = ("pid", "cid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rg = str(state["os"]["device"]["region"])

        def ok(p: dict[str, Any]) -> bool:
            rows = comments(rg, p["id"])
            return 3 <= len(rows) <= 12 and len({c["author"] for c in rows}) == len(rows)
        p = pick_post(rng, state, ok)
        c = rng.choice(comments(rg, p["id"]))
        return {"pid": p["id"], "title": p["title"], "cid": c["id"], "user": c["author"],
                "text": rng.choice(REPLIES_ZH if zh(state) else REPLIES)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_comments(init, final)
        c = new[0] if len(new) == 1 else {}
        return [check("one new comment", 1, len(new)), check("on the post", p["pid"], c.get("post")),
                check("under their comment", p["cid"], c.get("parent")),
                check("saying the text", norm(p["text"]), norm(c.get("text", "")))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_post(obs, p["pid"], p["title"])
        obs = yield from ui.tap(obs, trigger="comment.reply", parent=p["cid"])
        yield from comment_text(obs, p["text"])


