"""Chirp tasks across apps: share a post to a Messenger chat (the share sheet), post a Gallery photo
chosen by what it shows (the media picker), answer a Messages contact with an account's post, keep a
post in Notes; and two three-app flows around an event announced in a post (Calendar and Messenger,
Notes and Messenger)."""

from __future__ import annotations

from datetime import UTC, datetime
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messages.common import sent_in_thread
from bench.tasks.messenger.common import share_to_chat
from bench.tasks.microblog.common import (
    NOW,
    M,
    W,
    compose_text,
    event_posts,
    findable,
    handle_count,
    latest_referents,
    launch,
    link,
    new_posts,
    norm,
    open_profile,
    ov,
    pick_account,
    posts_of,
    text,
    zh,
)
from bench.tasks.textmatch import has_link

ASK = {"en": "Hey, have you seen what @{handle} posted about {tag}? What did they say?",
       "zh-CN": "嘿，你看到 @{handle} 发的关于{tag}的帖子了吗？他说了什么？"}


def _contact(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    from bench.tasks.messenger.common import chat_of, contacts, note_id

    u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
    return {"cuid": u["id"], "cname": u["name"], "cid": chat_of(state, u["id"]), "note": note_id(state)}


def _latest(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    a = pick_account(rng, state)
    post = posts_of(state, a["id"])[0]
    return {"uid": a["id"], "handle": a["handle"], "pid": post["id"], "post_text": post["text"], "url": link(state, post["id"])}


def _sent(init: dict[str, Any], final: dict[str, Any], uid: str) -> list[str]:
    from bench.tasks.messenger.crossapp import _sent_texts

    return _sent_texts(init, final, uid)


def _chat_changes(p: dict[str, Any], n: int = 1) -> list[str]:
    from bench.tasks.messenger.common import read, sent

    return [sent(p["cid"], n, kind="text"), *read(p["cid"])]


def _seed(p: dict[str, Any]) -> dict[str, Any]:
    from bench.tasks.messenger.common import seed_chats

    return seed_chats(p["cid"])


def _messenger_send(obs: Any, p: dict[str, Any], body: str) -> ui.Steps:
    from bench.tasks.messenger.common import open_direct, send_text

    obs = yield from ui.open_app("messenger")
    obs = yield from open_direct(obs, p["cname"], p["cuid"])
    return (yield from send_text(obs, body))


class SharePostToMessenger(TaskTemplate):
    id = "microblog.SharePostToMessenger"
    apps = ("microblog", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ("Share @{handle}'s latest Chirp post with {cname} on Messenger (use Chirp's Share).",
                    "Send {cname} the newest post from @{handle} on Chirp through Messenger, via the share sheet.",
                    "Please use Share in Chirp to send @{handle}'s most recent post to {cname} on Messenger.")
    instructions_zh = ("用啾啾的分享功能，把 @{handle} 最新的帖子分享给聊天里的{cname}。", "通过分享面板，把啾啾上 @{handle} 最新的帖子用聊天发给{cname}。",
                       '请在啾啾点分享，把 @{handle} 最近的一条帖子发到和{cname}的聊天里。')
    goal_params = ("pid", "cuid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**_latest(rng, state), **_contact(rng, state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _seed(p)

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return latest_referents(p, init)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.common import with_note

        got = _sent(init, final, p["cuid"])
        return [Check("the post's link was sent to them", with_note(got, lambda g: has_link(g, p["url"])), p["url"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.common import note_sent

        return [*_chat_changes(p), note_sent(p["cid"], p["note"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.tap(obs, trigger="post.share", id=p["pid"])
        obs = yield from ui.tap(obs, trigger="share.via")
        yield from share_to_chat(obs, p["cid"], p["cname"])


class PostGalleryPhoto(TaskTemplate):
    id = "microblog.PostGalleryPhoto"
    apps = ("microblog", "gallery")
    composition = "transfer"
    difficulty = "L4"
    tags = ("image", "create", "handoff")
    budget = 45
    instructions = ('Post the photo on my phone that shows {n} {objs} to Chirp, with the text "{text}".',
                    'On Chirp, publish a post saying "{text}" with the picture from my gallery that has {n} {objs} in it.',
                    'Please post "{text}" on Chirp along with the photo on my phone that shows {n} {objs}.')
    instructions_zh = ("把手机里有{n}{obj_zh}的那张照片发到啾啾，配文“{text}”。", "在啾啾发一条帖子，文字是“{text}”，配上相册里有{n}{obj_zh}的那张照片。",
                       '请在啾啾发帖，文字“{text}”，图片用手机里有{n}{obj_zh}的那张。')
    changes = (f"{M}.posts[+1]",)
    goal_params = ("fid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.gallery.common import OBJECTS_ZH, plural, unique_counts
        from bench.tasks.messenger.pictures import media, near_top

        rows = [r for r in media(state) if near_top(state, r)]
        files = {r["id"]: r for r in rows}
        choices = [(r, o, n) for r, o, n in unique_counts(state, [r for r in state["os"]["files"] if r["id"] in files])]
        r, obj, n = rng.choice(choices)
        row = files[r["id"]]
        return {"fid": row["id"], "album": row["album"], "asset": row["asset"], "n": n, "objs": plural(obj, n),
                "obj_zh": "个" + OBJECTS_ZH[obj], "text": text(rng, state)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_posts(init, final)
        got = new[0] if len(new) == 1 else {}
        return [check("one new post", 1, len(new)), check("with that picture", p["fid"], got.get("file")),
                Check("and the text", norm(got.get("text", "")) == norm(p["text"]), p["text"], got.get("text"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.home")
        obs = yield from ui.tap(obs, trigger="compose.open")
        obs = yield from compose_text(obs, p["text"])
        obs = yield from ui.tap(obs, trigger="compose.photo")
        obs = yield from ui.tap(obs, trigger="mediapicker.tab", tab="albums")
        obs = yield from ui.tap(obs, trigger="mediapicker.album", album=p["album"])
        obs = yield from ui.tap(obs, trigger="mediapicker.item", id=p["fid"])  # single pick: closes the picker
        yield from ui.tap(obs, trigger="compose.post")


class OpinionToMessages(TaskTemplate):
    id = "microblog.OpinionToMessages"
    apps = ("messages", "microblog")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "extract", "search")
    budget = 45
    instructions = ("{contact} asked me something in Messages about a Chirp post. Reply to them in Messages with the exact text of that post.",
                    "Answer {contact}'s latest SMS: look up the Chirp post they ask about and text them back its full text.",
                    "Please reply in Messages to {contact}'s question about a Chirp post, sending them the exact text of that post.")
    instructions_zh = ("{contact}在信息里问了我一条啾啾帖子的事。在信息里回复对方那条帖子的原文。", "回复{contact}最新的短信：在啾啾找到对方问的那条帖子，把帖子全文发回去。",
                       '{contact}发短信问我啾啾上的一条帖子，请在信息里把那条帖子的原文一字不差地回复给对方。')
    goal_params = ("pid", "thread_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads, next_message_id

        t, c = rng.choice(named_threads(state))
        while True:
            a = pick_account(rng, state)
            posts = posts_of(state, a["id"])
            tags = [w for p in posts for w in p["text"].split() if w.startswith("#")]
            once = [tg for tg in tags if tags.count(tg) == 1]
            if once:
                tag = rng.choice(once)
                post = next(p for p in posts if tag in p["text"].split())
                break
        ask = ASK["zh-CN" if zh(state) else "en"].format(handle=a["handle"], tag=tag)
        return {"contact": c["name"], "thread_id": t["id"], "mid": next_message_id(state), "ask": ask,
                "uid": a["id"], "handle": a["handle"], "pid": post["id"], "post_text": post["text"], "tag": tag}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account @handle": handle_count(init, p["handle"]),
                "its posts about the tag": sum(p["tag"] in q["text"].split() for q in posts_of(init, p["uid"]))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        msg = {"id": p["mid"], "body": p["ask"], "time": START_MS - 300_000, "incoming": True, "read": False}
        return sms_patch({p["thread_id"]: {"messages": [*t["messages"], msg]}})

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = sent_in_thread(init, final, p["thread_id"])
        body = str(new[0].get("body", "")) if len(new) == 1 else ""
        return [check("one reply sent", 1, len(new)),
                Check("with the post's text", norm(p["post_text"]) in norm(body), p["post_text"], body)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        row = yield from ui.scroll_to(obs, trigger="post.open", id=p["pid"], role="list_item")
        shown = next(e.text for e in row.ui if e.trigger == "post.open" and e.params.get("id") == p["pid"])
        body = shown.split(": ", 1)[1]
        from bench.tasks.messages.common import send

        obs = yield from ui.open_app("messages")
        if obs.screen != "thread":
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, body)


class PostToNotes(TaskTemplate):
    id = "microblog.PostToNotes"
    apps = ("microblog", "notes")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "handoff")
    budget = 45
    split = "train"
    instructions = ("Save the text of @{handle}'s latest Chirp post in a new note in Notes.",
                    "Copy what @{handle} last posted on Chirp into a new note.",
                    "Please make a new note with the text of @{handle}'s most recent Chirp post.")
    instructions_zh = ("把 @{handle} 在啾啾最新一条帖子的文字存到一条新笔记里。", "把 @{handle} 最近在啾啾发的内容记到一条新笔记中。",
                       '请新建一条笔记，内容是 @{handle} 在啾啾上最新一条帖子的文字。')
    changes = ("apps.notes.notes[+1]",)
    goal_params = ("pid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _latest(rng, state)

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return latest_referents(p, init)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import new_notes, note_text
        from bench.tasks.notes.common import norm as nnorm

        new = new_notes(init, final)
        body = note_text(new[0]) if len(new) == 1 else ""
        return [check("one new note", 1, len(new)),
                Check("holding the post's text", nnorm(p["post_text"]) in nnorm(body), p["post_text"], body)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note

        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        shown = next(e.text for e in obs.ui if e.trigger == "post.open" and e.params.get("id") == p["pid"])
        obs = yield from ui.open_app("notes")
        yield from new_note(obs, "@" + p["handle"], shown.split(": ", 1)[1])


def _event(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    """An event post of an account that announced no other event ("@x's event" names one post)."""
    w = W(state)
    while True:
        post = rng.choice([p for p in w.posts if "event" in p and p["time"] <= NOW])
        a = w.account[post["author"]]
        if findable(state, a) and a["id"] not in ov(state)["muted"] + ov(state)["blocked"] \
                and len(event_posts(state, a["id"])) == 1:
            break
    ev = post["event"]
    day = datetime.fromtimestamp(ev["day"] / 1000, UTC).date().isoformat()
    return {"uid": a["id"], "handle": a["handle"], "pid": post["id"], "title": ev["title"], "venue": ev["venue"],
            "date": day, "start": f"{ev['hour']:02d}:00", "post_text": post["text"]}


def _event_referents(p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
    return {"the account @handle": handle_count(init, p["handle"]),
            "@handle's event posts": len(event_posts(init, p["uid"]))}


class EventToCalendarAndMessenger(TaskTemplate):
    id = "microblog.EventToCalendarAndMessenger"
    apps = ("microblog", "calendar", "messenger")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "create", "extract")
    budget = 60
    instructions = ("@{handle} announced an event on Chirp. Add it to my Calendar (the event's name as the title, "
                    "on its date and start time), then tell {cname} on Messenger the event's name.",
                    "Find the event @{handle} posted about on Chirp, put it in Calendar with its name, date and start "
                    "time, and message {cname} on Messenger with the event's name.",
                    "Please put the event @{handle} announced on Chirp into Calendar, titled with the event's name, on its date and start time. Then send {cname} the event's name on Messenger.")
    instructions_zh = ("@{handle} 在啾啾上发布了一个活动。把它加到日历（标题用活动名称，日期和开始时间照帖子），然后在聊天里把活动名称告诉{cname}。",
                       "找到 @{handle} 在啾啾发的活动，用活动名称、日期和开始时间在日历建一个日程，再在聊天里把活动名称发给{cname}。",
                       '请根据 @{handle} 在啾啾上发布的活动，在日历里建一个日程（标题为活动名称，日期和开始时间与活动一致），再在聊天里把活动名称发给{cname}。')
    goal_params = ("pid", "cuid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**_event(rng, state), **_contact(rng, state)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return _event_referents(p, init)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _seed(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import new_events

        evs = new_events(init, final)
        ev = evs[0] if len(evs) == 1 else {}
        got = _sent(init, final, p["cuid"])
        return [check("one new calendar event", 1, len(evs)),
                Check("titled with the event's name", norm(p["title"]) in norm(ev.get("title", "")), p["title"], ev.get("title")),
                check("on its date", p["date"], ev.get("start_date")), check("at its start time", p["start"], ev.get("start_time")),
                Check("the contact was told its name", len(got) == 1 and norm(p["title"]) in norm(got[0]), p["title"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.calendar.events[+1]", *_chat_changes(p)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import fill_event

        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.scroll_to(obs, trigger="post.open", id=p["pid"], role="list_item")
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["date"], p["start"])
        obs = yield from ui.tap(obs, trigger="edit.save")
        yield from _messenger_send(obs, p, p["title"])


class EventToNotesAndMessenger(TaskTemplate):
    id = "microblog.EventToNotesAndMessenger"
    apps = ("microblog", "notes", "messenger")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "extract")
    budget = 60
    split = "train"
    instructions = ("Save @{handle}'s Chirp post about an upcoming event in a new note (the post's text), and tell "
                    "{cname} on Messenger where the event takes place.",
                    "Copy the event announcement @{handle} posted on Chirp into a new note, then send {cname} the "
                    "event's venue on Messenger.",
                    "@{handle} posted about an upcoming event on Chirp. Please save that post's text in a new note, then let {cname} know on Messenger where the event takes place.")
    instructions_zh = ("把 @{handle} 在啾啾发的活动帖子（原文）存成一条新笔记，再在聊天里告诉{cname}活动地点。",
                       "把 @{handle} 在啾啾发的活动公告记到新笔记里，然后用聊天把活动地点发给{cname}。",
                       '@{handle} 在啾啾上发了一条即将举行的活动的帖子。请把帖子原文存成一条新笔记，然后在聊天里告诉{cname}活动在哪里举行。')
    goal_params = ("pid", "cuid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**_event(rng, state), **_contact(rng, state)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return _event_referents(p, init)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _seed(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import new_notes, note_text
        from bench.tasks.notes.common import norm as nnorm

        new = new_notes(init, final)
        body = note_text(new[0]) if len(new) == 1 else ""
        got = _sent(init, final, p["cuid"])
        return [check("one new note", 1, len(new)),
                Check("holding the post's text", nnorm(p["post_text"]) in nnorm(body), p["post_text"], body),
                Check("the contact was told the venue", len(got) == 1 and norm(p["venue"]) in norm(got[0]), p["venue"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.notes.notes[+1]", *_chat_changes(p)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note

        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.scroll_to(obs, trigger="post.open", id=p["pid"], role="list_item")
        shown = next(e.text for e in obs.ui if e.trigger == "post.open" and e.params.get("id") == p["pid"])
        obs = yield from ui.open_app("notes")
        obs = yield from new_note(obs, "@" + p["handle"], shown.split(": ", 1)[1])
        yield from _messenger_send(obs, p, p["venue"])


class SharePostBySms(TaskTemplate):
    id = "microblog.SharePostBySms"
    apps = ("microblog", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    split = "train"
    instructions = ("Text {contact} the link to @{handle}'s latest Chirp post, shared from Chirp through Messages.",
                    "Share @{handle}'s newest post on Chirp with {contact} by SMS.",
                    "Please use Chirp's Share to text {contact} the link to @{handle}'s most recent post through Messages.")
    instructions_zh = ("从啾啾把 @{handle} 最新帖子的链接通过短信分享给{contact}。", "用信息把啾啾上 @{handle} 最新的帖子分享给{contact}。",
                       '请在啾啾用分享功能，把 @{handle} 最新一条帖子的链接用短信发给{contact}。')
    goal_params = ("pid", "thread_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads

        t, c = rng.choice(named_threads(state))
        return {**_latest(rng, state), "contact": c["name"], "contact_id": c["id"], "thread_id": t["id"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return latest_referents(p, init)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = sent_in_thread(init, final, p["thread_id"])
        return [check("one message sent to them", 1, len(new)),
                Check("with the post's link", len(new) == 1 and has_link(new[0].get("body"), p["url"]), p["url"],
                      new[0].get("body") if new else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import TO_HINT

        obs = yield from open_profile(obs, {"id": p["uid"], "handle": p["handle"]})
        obs = yield from ui.tap(obs, trigger="post.share", id=p["pid"])
        obs = yield from ui.tap(obs, trigger="share.via")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["contact"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="compose.send")
