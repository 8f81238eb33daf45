"""Lifenotes with other apps: share a note to a Messenger chat; a friend's SMS asking for a restaurant
answered with the most-liked food note's link (and its address kept in Notes); a note's address saved
in Notes (and sent on Messenger); a Gallery photo shared into Lifenotes and published."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.lifenotes.common import (
    L,
    W,
    hide_keyboard,
    new_items,
    note_params,
    open_note,
    pick_note,
    region,
    search,
)
from bench.tasks.lifenotes.publish import TITLES, TITLES_ZH, _type_first_input
from bench.tasks.messages.common import sent_in_thread
from bench.tasks.textmatch import has_link
from mgym.apps.lifenotes import search as find
from mgym.apps.lifenotes.world import LINK

ASK = "Hey! Any good place to eat in {city}? Send me something from Lifenotes"
ASK_ZH = "嗨！{city}有什么好吃的吗？从生活笔记发我一个呗"


def _notes_checks(init: dict[str, Any], final: dict[str, Any], text: str) -> list[Check]:
    from bench.tasks.notes.common import new_notes, norm, note_text

    new = new_notes(init, final)
    got = note_text(new[0]) if len(new) == 1 else ""
    return [check("one new note in Notes", 1, len(new)),
            Check("holding the address", norm(text) in norm(got), text, got)]


def _save_in_notes(obs: Any, title: str, body: str) -> ui.Steps:
    from bench.tasks.notes.common import new_note, to_notes

    obs = yield from ui.home()
    obs = yield from to_notes(obs)
    return (yield from new_note(obs, title, body))


def _addressed(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    n = pick_note(rng, state, lambda n: "address" in n["place"])
    return {**note_params(state, n), "spot": n["place"]["spot"], "address": n["place"]["address"]}


class ShareNoteToMessenger(TaskTemplate):
    id = "lifenotes.ShareNoteToMessenger"
    apps = ("lifenotes", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ('Share the Lifenotes note "{title}" to my Messenger chat with {name}.',
                    'Send {name} the note "{title}" from Lifenotes on Messenger, using Share.',
                    'Please share the Lifenotes note "{title}" with {name} in Messenger.')
    instructions_zh = ("把生活笔记里的笔记《{title}》分享到和{name}的聊天里。", "用生活笔记的分享功能，把《{title}》通过聊天发给{name}。",
                       "请把生活笔记《{title}》分享给{name}，发到我们的聊天里。")
    goal_params = ("nid", "uid_m")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import chat_of, contacts, note_id

        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        return {**note_params(state, pick_note(rng, state)), "uid_m": u["id"], "name": u["name"],
                "cid": chat_of(state, u["id"]), "note": note_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import seed_chats

        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.common import with_note
        from bench.tasks.messenger.crossapp import _sent_texts

        got = _sent_texts(init, final, p["uid_m"])
        link = LINK.format(id=p["nid"])
        return [Check("the note's link was sent to them", with_note(got, lambda g: has_link(g, link)), link, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.common import note_sent
        from bench.tasks.messenger.crossapp import _chat_changes

        return [*_chat_changes({**p, "uid": p["uid_m"], "new": False}, kind="text"), note_sent(p["cid"], p["note"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        obs = yield from ui.tap(obs, trigger="note.share", id=p["nid"])
        obs = yield from ui.tap(obs, trigger="share.apps")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messenger")
        obs = yield from ui.type_into(obs, "Search", p["name"])
        obs = yield from ui.tap(obs, trigger="forward.pick", to_chat=p["cid"])
        yield from ui.tap(obs, trigger="forward.send")


class RestaurantForFriend(TaskTemplate):
    id = "lifenotes.RestaurantForFriend"
    apps: ClassVar[tuple[str, ...]] = ("messages", "lifenotes")
    composition = "transfer"
    difficulty = "L4"
    tags = ("search", "handoff", "social")
    budget = 45
    instructions = ("{contact} texted me asking for a place to eat. Find the most-liked food note located in the city "
                    "they ask about in Lifenotes and text them its link (Share in Lifenotes, then Messages).",
                    "Answer {contact}'s SMS: look up the most-liked Food note in the city they mention on Lifenotes "
                    "and share that note's link to them by SMS.",
                    "{contact} asked me by text where to eat. Please text them the link of the most-liked "
                    "food note in Lifenotes located in the city they ask about (Share in Lifenotes, then "
                    "Messages).")
    instructions_zh = ("{contact}发短信问我哪里有好吃的。在生活笔记里找到他问的那个城市里点赞最多的美食笔记，把链接用短信发给他（在生活笔记分享，再用信息发送）。",
                       "回复{contact}的短信：在生活笔记查一下他提到的城市里点赞最多的美食笔记，把这篇笔记的链接通过短信分享给他。",
                       "{contact}发短信问我去哪儿吃饭。请在生活笔记里找到对方问的那个城市里点赞最多的美食笔"
                       "记，把链接用短信发过去（在生活笔记分享，再用信息发送）。")
    goal_params = ("nid", "thread_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads, next_message_id

        w, reg = W(state), region(state)
        while True:
            city = rng.choice(sorted({n["place"]["city"] for n in w.notes}))
            food = [n for n in w.channel["food"] if n["place"]["city"] == city]
            best = max(food, key=lambda n: (n["likes"], n["id"]))
            hits = find.notes(reg, f"{city} {w.topic_name('food')}", "likes")
            if hits and hits[0]["id"] == best["id"]:
                break
        t, c = rng.choice(named_threads(state))
        text = (ASK_ZH if reg == "zh-CN" else ASK).format(city=city)
        return {"city": city, "nid": best["id"], "title": best["title"], "spot": best["place"]["spot"],
                "address": best["place"]["address"], "query": f"{city} {w.topic_name('food')}",
                "contact": c["name"], "contact_id": c["id"], "thread_id": t["id"], "text": text,
                "mid": next_message_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        msg = {"id": p["mid"], "body": p["text"], "time": START_MS - 900_000, "incoming": True, "read": False}
        return sms_patch({p["thread_id"]: {"messages": [*t["messages"], msg]}})

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = sent_in_thread(init, final, p["thread_id"])
        link = LINK.format(id=p["nid"])
        return [check("one message sent to them", 1, len(new)),
                Check("with the most-liked food note's link", len(new) == 1 and has_link(new[0].get("body"), link),
                      link, new[0].get("body") if new else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from self.reply(p, obs)

    @staticmethod
    def reply(p: dict[str, Any], obs: Any) -> ui.Steps:
        """Read their SMS, find the note, share its link back by SMS."""
        from bench.tasks.messages.common import TO_HINT

        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.home()
        obs = yield from search(obs, p["query"], sort="likes")
        obs = yield from ui.tap(obs, trigger="note.open", id=p["nid"])
        obs = yield from ui.tap(obs, trigger="note.share", id=p["nid"])
        obs = yield from ui.tap(obs, trigger="share.apps")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["contact"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        return (yield from ui.tap(obs, trigger="compose.send"))


class RestaurantForFriendAndNotes(RestaurantForFriend):
    id = "lifenotes.RestaurantForFriendAndNotes"
    apps = ("messages", "lifenotes", "notes")
    budget = 60
    split = "train"
    instructions = ("{contact} texted me asking for a place to eat. In Lifenotes find the most-liked food note located "
                    "in that city, text them its link (Share, then Messages), and keep the place's address in a new "
                    "note in Notes titled with the place's name.",
                    "Reply to {contact}'s SMS with the link of the most-liked Food note in the city they ask about "
                    "(shared from Lifenotes), and save that restaurant's address in Notes under its name.",
                    "Please answer {contact}'s text asking where to eat: find the most-liked food note in "
                    "Lifenotes located in the city they ask about, text them its link (Share, then "
                    "Messages), and save the place's address in a new Notes note titled with the place's "
                    "name.")
    instructions_zh = ("{contact}发短信问我哪里有好吃的。在生活笔记找到那个城市点赞最多的美食笔记，把链接用短信发给他（分享→信息），再在便签里新建一条以店名为标题的笔记记下它的地址。",
                       "用短信回复{contact}：发给他生活笔记里他提到的城市点赞最多的美食笔记的链接，并把这家店的地址以店名为标题存到便签。",
                       "请回复{contact}问去哪儿吃饭的短信：在生活笔记找到那个城市点赞最多的美食笔记，用短信"
                       "把链接发给他（分享→信息），并在便签中新建一条以店名为标题的笔记，记下店的地址。")

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*super().checks(p, init, final), *_notes_checks(init, final, p["address"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), "apps.notes.notes[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from self.reply(p, obs)
        yield from _save_in_notes(obs, p["spot"], p["address"])


class AddressToNotes(TaskTemplate):
    id = "lifenotes.AddressToNotes"
    apps = ("lifenotes", "notes")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "handoff")
    budget = 30
    instructions = ('Save the address of the place in the Lifenotes note "{title}" in a new note in Notes.',
                    'Open "{title}" by {author} in Lifenotes and write the address it gives into a new Notes note.',
                    'Please copy the address of the place in the Lifenotes note "{title}" by {author} into '
                    "a new note in Notes.")
    instructions_zh = ("把生活笔记里的笔记《{title}》中地点的地址存到便签的一条新笔记里。", "打开生活笔记里{author}的《{title}》，把里面的地址写进一条新便签。",
                       "请把{author}在生活笔记发的《{title}》里那个地点的地址记到便签的一条新笔记中。")
    goal_params = ("nid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _addressed(rng, state)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return _notes_checks(init, final, p["address"])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.notes.notes[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        yield from _save_in_notes(obs, p["spot"], p["address"])


class AddressToNotesAndChat(TaskTemplate):
    id = "lifenotes.AddressToNotesAndChat"
    apps = ("lifenotes", "notes", "messenger")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("extract", "handoff", "social")
    budget = 60
    instructions = ('Find the address in the Lifenotes note "{title}". Save it in a new note in Notes, and send it as a '
                    "message to {name} on Messenger.",
                    'Copy the address from "{title}" (Lifenotes) into Notes, then text that address to {name} in Messenger.',
                    'Please send {name} on Messenger the address from the Lifenotes note "{title}", and '
                    "also save it in a new note in Notes.")
    instructions_zh = ("找到生活笔记里的笔记《{title}》中的地址，存到便签的一条新笔记里，并在聊天里发给{name}。",
                       "把生活笔记《{title}》里的地址记到便签，再通过聊天把这个地址发给{name}。",
                       "请把生活笔记《{title}》里的地址存到便签的一条新笔记，同时在聊天里发给{name}。")
    goal_params = ("nid", "uid_m")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import chat_of, contacts

        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        return {**_addressed(rng, state), "uid_m": u["id"], "name": u["name"], "cid": chat_of(state, u["id"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import seed_chats

        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.crossapp import _sent_texts
        from bench.tasks.notes.common import norm

        got = _sent_texts(init, final, p["uid_m"])
        return [*_notes_checks(init, final, p["address"]),
                Check("the address was sent to them", len(got) == 1 and norm(p["address"]) in norm(got[0]),
                      p["address"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.crossapp import _chat_changes

        return ["apps.notes.notes[+1]", *_chat_changes({**p, "uid": p["uid_m"], "new": False}, kind="text")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messenger.common import open_direct, send_text

        obs = yield from open_note(obs, p)
        obs = yield from _save_in_notes(obs, p["spot"], p["address"])
        obs = yield from ui.home()
        obs = yield from ui.open_app("messenger")
        obs = yield from open_direct(obs, p["name"], p["uid_m"])
        yield from send_text(obs, p["address"])


class SharedPhotoToNote(TaskTemplate):
    id = "lifenotes.SharedPhotoToNote"
    apps = ("gallery", "lifenotes")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "create")
    budget = 30
    instructions = ('In Gallery, share the newest photo of the album "{album}" to Lifenotes and publish it there with '
                    'the title "{title}".',
                    'Post the latest picture of my "{album}" album on Lifenotes, titled "{title}": start from Gallery\'s '
                    "Share.",
                    'Please publish the newest photo of my "{album}" album on Lifenotes with the title '
                    '"{title}", sharing it from Gallery.')
    instructions_zh = ("在相册里把“{album}”相册中最新的一张照片分享到生活笔记，并以标题“{title}”发布。",
                       "从相册的分享开始，把“{album}”相册里最新的照片发到生活笔记，标题为“{title}”。",
                       "请在相册中把“{album}”里最新的照片分享到生活笔记，用标题“{title}”发布出去。")
    goal_params = ("fid", "title")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.gallery import common as C
        from bench.tasks.messenger.pictures import media

        rows = [r for r in media(state) if r["asset"]]
        album = rng.choice(sorted({r["album"] for r in rows}))
        r = next(r for r in rows if r["album"] == album)
        row = next(x for x in C.pictures(state) if x["id"] == r["id"])
        return {"album": album, "fid": r["id"], "folder": C.folder(row), "title": rng.choice(TITLES_ZH if region(state) == "zh-CN" else TITLES)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_items(init, final, "notes")
        n = new[0] if len(new) == 1 else {}
        return [check("one new Lifenotes note", 1, len(new)), check("with the photo", [p["fid"]], n.get("files")),
                check("titled as asked", p["title"], n.get("title"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.notes[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.gallery import common as C

        obs = yield from ui.open_app(C.APP)
        obs = yield from C.open_album(obs, p["folder"])
        obs = yield from C.tap_cell(obs, p["fid"])
        obs = yield from ui.tap(obs, trigger="viewer.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="lifenotes")
        obs = yield from _type_first_input(obs, p["title"])
        obs = yield from hide_keyboard(obs)
        yield from ui.tap(obs, trigger="editor.publish")


class LinkToNotes(TaskTemplate):
    id = "lifenotes.LinkToNotes"
    apps = ("lifenotes", "notes")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "extract")
    budget = 30
    instructions = ('Copy the link of the Lifenotes note "{title}" and keep it in a new note in Notes titled "{name}".',
                    'Save the share link of "{title}" (Lifenotes, Share > Copy link) into a new Notes note called "{name}".',
                    'Please keep the link to the Lifenotes note "{title}" in a new Notes note titled '
                    '"{name}".')
    instructions_zh = ("复制生活笔记里笔记《{title}》的链接，存到便签里一条标题为“{name}”的新笔记中。",
                       "把生活笔记《{title}》的分享链接（分享→复制链接）存进一条名为“{name}”的新便签。",
                       "请把生活笔记《{title}》的链接复制下来，保存到便签里一条标题为“{name}”的新笔记。")
    goal_params = ("nid", "name")
    NAMES = ("Read later", "To try", "Ideas", "Saved links")
    NAMES_ZH = ("稍后再看", "想试试", "灵感", "收藏的链接")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        names = self.NAMES_ZH if region(state) == "zh-CN" else self.NAMES
        return {**note_params(state, pick_note(rng, state)), "name": rng.choice(names)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import new_notes, norm

        new = new_notes(init, final)
        n = new[0] if len(new) == 1 else {}
        return [*_notes_checks(init, final, LINK.format(id=p["nid"])),
                check("titled as asked", norm(p["name"]), norm(n.get("title", "")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.notes.notes[+1]", "os.clipboard"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        obs = yield from ui.tap(obs, trigger="note.share", id=p["nid"])
        obs = yield from ui.tap(obs, trigger="share.copy")
        yield from _save_in_notes(obs, p["name"], LINK.format(id=p["nid"]))


class EventToCalendar(TaskTemplate):
    id = "lifenotes.EventToCalendar"
    apps = ("lifenotes", "calendar")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "handoff", "create")
    budget = 45
    instructions = ('The Lifenotes note "{title}" announces an event. Add it to Calendar: the event\'s name as the title, '
                    "on its date, from its start time for one hour.",
                    'Put the event mentioned in "{title}" (Lifenotes) in my calendar, named after the event, starting at '
                    "the time the note gives and lasting 1 hour.",
                    'Please add the event announced in the Lifenotes note "{title}" to my Calendar: titled '
                    "with the event's name, on its date, starting at its start time and lasting one hour.")
    instructions_zh = ("生活笔记里的笔记《{title}》提到了一个活动。把它添加到日历：标题用活动名称，日期和开始时间按笔记里的，时长一小时。",
                       "把生活笔记《{title}》里提到的活动加到日历里，用活动名作标题，从笔记写的时间开始，持续 1 小时。",
                       "请把生活笔记《{title}》里宣布的活动加进日历：以活动名称为标题，按活动的日期和开始时"
                       "间，时长一小时。")
    goal_params = ("nid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = pick_note(rng, state, lambda n: "event" in n)
        ev = n["event"]
        h = int(ev["start"][:2])
        return {**note_params(state, n), "name": ev["name"], "date": ev["date"], "start": ev["start"],
                "end": f"{h + 1:02d}:00"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import event_checks, new_events

        return event_checks(new_events(init, final), {"title": p["name"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_time": p["end"]})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.calendar.common import EVENTS

        return [f"{EVENTS}[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import APP as CAL
        from bench.tasks.calendar.common import fill_event

        obs = yield from open_note(obs, p)
        obs = yield from ui.home()
        obs = yield from ui.open_app(CAL)
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["name"], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")
