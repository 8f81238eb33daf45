"""Lifenotes tasks inside the app: like, collect the top search result into a new board, comment on a
user's newest note, reply to a note's top comment, follow the author of a tag's most-liked note,
boards (private, move a note), send a note in a direct message."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.lifenotes.common import (
    L,
    W,
    new_items,
    norm,
    note_params,
    open_note,
    ov,
    pick_note,
    region,
    search,
    send_comment,
    top_comment,
    words,
)
from mgym.apps.lifenotes import search as find

COMMENTS = ("Saving this for my next trip!", "This looks amazing", "Thanks for the tips", "Going there this weekend")
COMMENTS_ZH = ("收藏了，下次去！", "看起来太棒了", "谢谢分享攻略", "这周末就去")
QUERIES = ("brunch", "hiking", "cat", "yoga", "makeup", "keyboard", "coffee", "beach", "notebook", "rug")
QUERIES_ZH = ("早午餐", "徒步", "猫咪", "瑜伽", "护肤", "键盘", "咖啡", "海边", "笔记", "地毯")
BOARDS = ("Weekend ideas", "Must eat", "Dream trips", "Cozy home", "Gift list", "Try soon")
BOARDS_ZH = ("周末灵感", "必吃清单", "梦想旅行", "温馨小家", "礼物清单", "马上试试")


class LikeNote(TaskTemplate):
    id = "lifenotes.LikeNote"
    apps = ("lifenotes",)
    difficulty = "L1"
    tags = ("social",)
    split = "train"
    instructions = ('Like the note "{title}" by {author} in Lifenotes.', 'In Lifenotes, give a like to {author}\'s note "{title}".')
    instructions_zh = ("在生活笔记里给{author}的笔记《{title}》点赞。", "生活笔记里，赞一下{author}发的《{title}》。")
    goal_params = ("nid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return note_params(state, pick_note(rng, state, lambda n: n["id"] not in ov(state)["liked"]))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("the note is liked", p["nid"] in ov(final)["liked"], p["nid"], ov(final)["liked"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.liked[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        yield from ui.tap(obs, trigger="note.like", id=p["nid"])


class CollectTopToNewBoard(TaskTemplate):
    id = "lifenotes.CollectTopToNewBoard"
    apps = ("lifenotes",)
    difficulty = "L3"
    composition = "sequential"
    tags = ("search", "create")
    budget = 30
    instructions = ('In Lifenotes, search for "{q}", sort the notes by most liked, and collect the top note into a new '
                    'board named "{name}".',
                    'Find the most-liked Lifenotes note for "{q}" and save it to a new board called "{name}".',
                    'Please search Lifenotes for "{q}", sort by most liked, and collect the first note into '
                    'a new board "{name}".')
    instructions_zh = ("在生活笔记搜索“{q}”，按最多点赞排序，把排第一的笔记收藏到新建的专辑“{name}”里。",
                       "找到生活笔记里“{q}”点赞最多的笔记，收藏进一个叫“{name}”的新专辑。",
                       "请在生活笔记里搜“{q}”，按点赞最多排序，把第一篇笔记收藏到新建专辑“{name}”。")
    goal_params = ("top", "name")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        q = rng.choice(words(state, QUERIES, QUERIES_ZH))
        top = find.notes(region(state), q, "likes")[0]
        return {"q": q, "top": top["id"], "name": rng.choice(words(state, BOARDS, BOARDS_ZH))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_items(init, final, "boards")
        b = new[0] if len(new) == 1 else {}
        return [check("one new board", 1, len(new)), check("named as asked", p["name"], b.get("name")),
                check("holding the top note", [p["top"]], b.get("notes"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.boards[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p["q"], sort="likes")
        obs = yield from ui.tap(obs, trigger="note.open", id=p["top"])
        obs = yield from ui.tap(obs, trigger="note.collect", id=p["top"])
        obs = yield from ui.tap(obs, trigger="collect.new")
        obs = yield from ui.type_into(obs, "Board name", p["name"])
        yield from ui.tap(obs, trigger="board.create")


class CommentOnNewestNote(TaskTemplate):
    id = "lifenotes.CommentOnNewestNote"
    apps = ("lifenotes",)
    difficulty = "L3"
    composition = "sequential"
    tags = ("social", "create")
    budget = 30
    instructions = ('In Lifenotes, comment "{text}" on the newest note of the user {name}, and like that note.',
                    'Find {name} on Lifenotes, open their latest note, like it and leave the comment "{text}".',
                    'Please like the newest note posted by {name} on Lifenotes and comment "{text}" on it.')
    instructions_zh = ("在生活笔记里，在用户“{name}”最新的一篇笔记下评论“{text}”，并给这篇笔记点赞。",
                       "在生活笔记找到{name}，打开最新一篇笔记，点个赞并留言“{text}”。",
                       "请给生活笔记用户“{name}”最新发的那篇笔记点赞，并评论“{text}”。")
    goal_params = ("nid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            u = w.users[rng.randrange(len(w.users))]
            mine = w.by_author.get(u["id"], ())
            if mine and mine[0]["id"] not in ov(state)["liked"] and \
                    u["id"] in [x["id"] for x in find.users(region(state), u["name"])[:8]]:
                break
        return {"uid": u["id"], "name": u["name"], "nid": mine[0]["id"],
                "text": rng.choice(words(state, COMMENTS, COMMENTS_ZH))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_items(init, final, "comments")
        c = new[0] if len(new) == 1 else {}
        return [check("one new comment", 1, len(new)), check("on their newest note", p["nid"], c.get("note")),
                check("with the text", norm(p["text"]), norm(c.get("text", ""))),
                check("a comment, not a reply", "", c.get("reply_to")),
                Check("the note is liked", p["nid"] in ov(final)["liked"], p["nid"], ov(final)["liked"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.comments[+1 note={p['nid']}]", f"{L}.liked[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p["name"], tab="users")
        obs = yield from ui.tap(obs, trigger="user.open", id=p["uid"])
        obs = yield from ui.tap(obs, trigger="note.open", id=p["nid"])
        obs = yield from ui.tap(obs, trigger="note.like", id=p["nid"])
        yield from send_comment(obs, p["text"])


class ReplyTopComment(TaskTemplate):
    id = "lifenotes.ReplyTopComment"
    apps = ("lifenotes",)
    difficulty = "L3"
    tags = ("social", "create")
    budget = 30
    instructions = ('On the Lifenotes note "{title}", reply "{text}" to its most-liked comment.',
                    'Open "{title}" in Lifenotes and answer the top comment (the one with the most likes) with "{text}".',
                    'Please reply "{text}" to the comment with the most likes on the Lifenotes note '
                    '"{title}".')
    instructions_zh = ("在生活笔记的笔记《{title}》下，回复点赞最多的那条评论：“{text}”。",
                       "打开生活笔记里的《{title}》，对点赞最多的评论回复“{text}”。",
                       "请找到生活笔记《{title}》下点赞最多的评论，回复“{text}”。")
    goal_params = ("cid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = pick_note(rng, state, lambda n: n["comments"] >= 3)
        top = top_comment(state, n["id"])
        assert top is not None
        return {**note_params(state, n), "cid": top["id"], "text": rng.choice(words(state, COMMENTS, COMMENTS_ZH))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_items(init, final, "comments")
        c = new[0] if len(new) == 1 else {}
        return [check("one new reply", 1, len(new)), check("to the most-liked comment", p["cid"], c.get("reply_to")),
                check("with the text", norm(p["text"]), norm(c.get("text", "")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.comments[+1 note={p['nid']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        obs = yield from ui.tap(obs, "Reply", trigger="note.reply", comment=p["cid"])
        yield from send_comment(obs, p["text"])


class FollowTopAuthorOfTag(TaskTemplate):
    id = "lifenotes.FollowTopAuthorOfTag"
    apps = ("lifenotes",)
    difficulty = "L3"
    composition = "sequential"
    tags = ("search", "social")
    budget = 30
    split = "train"
    instructions = ("In Lifenotes, follow the author of the most-liked note tagged {tag}.",
                    "Search Lifenotes for {tag}, find the note with the most likes and follow whoever posted it.",
                    "Please follow whoever posted the most-liked Lifenotes note tagged {tag}.")
    instructions_zh = ("在生活笔记里，关注带有话题{tag}的点赞最多的笔记的作者。", "在生活笔记搜索{tag}，找到点赞最多的那篇笔记，关注它的作者。",
                       "请关注生活笔记中话题{tag}下点赞最多那篇笔记的作者。")
    goal_params = ("uid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            tag = rng.choice(rng.choice(w.notes)["tags"])
            tagged = max((n for n in w.notes if tag in n["tags"]), key=lambda n: (n["likes"], n["id"]))
            top = find.notes(region(state), tag, "likes")[0]
            if top["id"] == tagged["id"] and top["author"] not in ov(state)["following"]:
                return {"tag": tag, "nid": top["id"], "uid": top["author"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = ov(final)["following"]
        return [Check("the author is followed", p["uid"] in got, p["uid"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.following[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p["tag"], sort="likes")
        obs = yield from ui.tap(obs, trigger="note.open", id=p["nid"])
        yield from ui.tap(obs, trigger="user.follow", user=p["uid"])


class MakeBoardPrivate(TaskTemplate):
    id = "lifenotes.MakeBoardPrivate"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("lifenotes",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ('Make my Lifenotes board "{name}" private.', 'In Lifenotes, set my board "{name}" so only I can see it.')
    instructions_zh = ("把我在生活笔记里的专辑“{name}”设为私密。", "在生活笔记里，把专辑“{name}”改成仅自己可见。")
    goal_params = ("bid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        b = rng.choice(ov(state)["boards"])
        return {"bid": b["id"], "name": b["name"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"lifenotes": {f"boards[id={b['id']}]": {"private": False} for b in ov(state)["boards"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        b: dict[str, Any] = next((b for b in ov(final)["boards"] if b["id"] == p["bid"]), {})
        return [check("the board is private", True, b.get("private"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.boards[id={p['bid']}].private"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.boards")
        obs = yield from ui.tap(obs, trigger="board.open", id=p["bid"])
        yield from ui.tap(obs, trigger="board.private", id=p["bid"])


class MoveNoteToBoard(TaskTemplate):
    id = "lifenotes.MoveNoteToBoard"
    apps = ("lifenotes",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ('In Lifenotes, move the note "{title}" from my board "{src}" to my board "{dst}".',
                    'My Lifenotes note "{title}" should be in the board "{dst}" instead of "{src}". Move it.')
    instructions_zh = ("在生活笔记里，把笔记《{title}》从专辑“{src}”移到专辑“{dst}”。", "生活笔记里《{title}》应该放在专辑“{dst}”而不是“{src}”，把它移过去。")
    goal_params = ("nid", "dst_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        boards = ov(state)["boards"]
        src = rng.choice([b for b in boards if b["notes"]])
        dst = rng.choice([b for b in boards if b is not src])
        nid = rng.choice(src["notes"])
        return {"nid": nid, "title": W(state).by_id[nid]["title"], "src": src["name"], "src_id": src["id"],
                "dst": dst["name"], "dst_id": dst["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        bs = {b["id"]: b["notes"] for b in ov(final)["boards"]}
        return [Check("the note is in the new board", p["nid"] in bs.get(p["dst_id"], []), p["dst_id"], bs),
                Check("and out of the old one", p["nid"] not in bs.get(p["src_id"], [p["nid"]]), p["src_id"], bs)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.boards[id={p['src_id']}].notes", f"{L}.boards[id={p['dst_id']}].notes"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.boards")
        obs = yield from ui.tap(obs, trigger="board.open", id=p["src_id"])
        obs = yield from ui.tap(obs, trigger="board.move", note=p["nid"])
        yield from ui.tap(obs, trigger="move.pick", to=p["dst_id"])


class SendNoteInDm(TaskTemplate):
    id = "lifenotes.SendNoteInDm"
    apps = ("lifenotes",)
    difficulty = "L2"
    tags = ("social", "handoff")
    split = "train"
    instructions = ('Send the Lifenotes note "{title}" to {name} in a Lifenotes direct message.',
                    'Share "{title}" with {name}, whom I follow on Lifenotes, as a private message in the app.')
    instructions_zh = ("通过生活笔记私信把笔记《{title}》发给{name}。", "把生活笔记里的《{title}》私信分享给我关注的{name}。")
    goal_params = ("nid", "to")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        to = rng.choice(ov(state)["following"])
        return {**note_params(state, pick_note(rng, state)), "to": to, "name": W(state).by_id[to]["name"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        def sent(state: dict[str, Any]) -> list[dict[str, Any]]:
            t: dict[str, Any] = next((t for t in ov(state)["threads"] if t["id"] == p["to"]), {"messages": []})
            return [m for m in t["messages"] if m["me"]]

        new = sent(final)[len(sent(init)):]
        return [check("one message sent to them", 1, len(new)),
                check("carrying the note", p["nid"], new[0].get("note") if new else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.threads[+1 id={p['to']}]", f"{L}.threads[id={p['to']}].messages[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        obs = yield from ui.tap(obs, trigger="note.share", id=p["nid"])
        yield from ui.tap(obs, trigger="share.dm", user=p["to"])
