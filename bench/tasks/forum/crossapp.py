"""Forum tasks across apps: share a community's top post to Messenger, answer an SMS asking for the biggest
community on a topic, post a draft kept in Notes, upvote a post a friend texted about, note a community's
member count, and (S3) put a meetup found in a post into Calendar, then tell a friend on Messenger or by SMS."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.forum.common import (
    START_MS,
    F,
    W,
    new_posts,
    norm,
    open_community,
    open_post,
    ov,
    pick_community,
    pick_post,
    region,
    search,
    type_text,
    zh,
)
from bench.tasks.messenger.common import share_to_chat
from bench.tasks.textmatch import has_link
from mgym.apps.forum import model


def _messenger_friend(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    from bench.tasks.messenger.common import chat_of, contacts, note_id

    u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
    return {"uid": u["id"], "friend": u["name"], "cid": chat_of(state, u["id"]), "new": False, "note": note_id(state)}


def _to_messenger(obs: Any, p: dict[str, Any], text: str) -> ui.Steps:
    from bench.tasks.messenger.common import launch as messenger
    from bench.tasks.messenger.common import open_direct, send_text

    obs = yield from ui.home()
    obs = yield from messenger()
    obs = yield from open_direct(obs, p["friend"], p["uid"])
    return (yield from send_text(obs, text))


def _sms_friend(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    from bench.tasks.messages.common import named_threads, next_message_id

    t, c = rng.choice(named_threads(state))
    return {"contact": c["name"], "contact_id": c["id"], "thread_id": t["id"], "address": t["address"],
            "mid": next_message_id(state)}


def _incoming_sms(state: dict[str, Any], p: dict[str, Any], text: str) -> dict[str, Any]:
    from bench.tasks.messages.common import sms_patch, threads

    t = next(t for t in threads(state) if t["id"] == p["thread_id"])
    msg = {"id": p["mid"], "body": text, "time": START_MS - 600_000, "incoming": True, "read": False}
    return sms_patch({p["thread_id"]: {"messages": [*t["messages"], msg]}})


def _sms_reply(obs: Any, p: dict[str, Any], text: str) -> ui.Steps:
    from bench.tasks.messages.common import send

    obs = yield from ui.home()
    obs = yield from ui.open_app("messages")
    if obs.screen != "thread":  # Messages comes back on the conversation if it was left there
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
    return (yield from send(obs, text))


class ShareTopPostToMessenger(TaskTemplate):
    id = "forum.ShareTopPostToMessenger"
    apps = ("forum", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ("Share this week's top post of f/{name} from Forum to my Messenger chat with {friend}.",
                    "Send {friend} on Messenger the top post of the week in the Forum community f/{name}, using Share.",
                    "Please share the top post of the week in f/{name} on Forum with {friend} in my "
                    "Messenger chat.")
    instructions_zh = ("把论坛 f/{name} 本周最高分的帖子分享到我和{friend}的聊天里。", "用分享功能，把论坛社区 f/{name} 本周最高分的帖子通过聊天发给{friend}。",
                       "请把论坛 f/{name} 这周得分最高的帖子分享给{friend}，发到我们的聊天里。")
    goal_params = ("pid", "uid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        while True:
            c = pick_community(rng, state)
            top = model.feed(ov(state), region(state), START_MS, [c["id"]], "top", "week", limit=2)
            if len(top) == 2 and top[0]["score"] > top[1]["score"]:
                return {"cname": c["id"], "name": c["name"], "pid": top[0]["id"], **_messenger_friend(rng, state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import seed_chats

        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.common import with_note
        from bench.tasks.messenger.crossapp import _sent_texts

        got = _sent_texts(init, final, p["uid"])
        link = model.LINK.format(id=p["pid"])
        return [Check("the post's link was sent to them", with_note(got, lambda g: has_link(g, link)), link, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.common import note_sent
        from bench.tasks.messenger.crossapp import _chat_changes

        return [*_chat_changes(p, kind="text"), note_sent(p["cid"], p["note"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_community(obs, p["cname"], p["name"])
        obs = yield from ui.tap(obs, trigger="feed.sort", sort="top")
        obs = yield from ui.tap(obs, trigger="feed.sort", range="week")
        obs = yield from ui.tap(obs, trigger="post.share", id=p["pid"])
        yield from share_to_chat(obs, p["cid"], p["friend"])


ASK = "Which Forum community is the biggest one about {topic}? Send me its name."
ASK_ZH = "论坛上关于{topic}最大的社区是哪个？把名字发我。"


class BiggestCommunityBySms(TaskTemplate):
    id = "forum.BiggestCommunityBySms"
    apps = ("messages", "forum")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "search", "reasoning")
    budget = 45
    instructions = ("{contact} asked me something about Forum in Messages. Find the answer in Forum and text it back "
                    "(the community's name, like f/name).",
                    "Answer {contact}'s SMS question about Forum communities: look it up in Forum and reply with the "
                    "community's name (f/name).",
                    "Please look up in Forum the answer to the question {contact} texted me about Forum, "
                    "and reply by SMS with the community's name (f/name).")
    instructions_zh = ("{contact}在信息里问了我一个关于论坛的问题。去论坛找到答案并用短信回复（社区名，如 f/名称）。",
                       "回复{contact}的短信提问：在论坛里查到后，用短信回复社区名（f/名称）。",
                       "请在论坛里查一下{contact}短信里问的论坛问题，用短信把答案回给对方（社区名，如 "
                       "f/名称）。")
    goal_params = ("thread_id", "answer")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from mgym.apps.forum.world import world

        w = W(state)
        t = rng.randrange(len({c["topic"] for c in w.communities}))
        en = world("en").by_id[f"c{t * 6 + 1}"]["title"]
        topic = w.by_id[f"c{t * 6 + 1}"]["title"] if zh(state) else en
        rows = model.search_communities(region(state), topic)
        return {**_sms_friend(rng, state), "topic": topic, "answer": rows[0]["name"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _incoming_sms(state, p, (ASK_ZH if zh(state) else ASK).format(topic=p["topic"]))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messages.common import new_outgoing

        sent = new_outgoing(init, final, p["address"])
        named = re.compile(rf"(?<![\w/]){re.escape(p['answer'])}(?!\w)|f/{re.escape(p['answer'])}(?!\w)")
        return [check("one reply sent", 1, len(sent)),
                Check("naming the biggest community", len(sent) == 1 and bool(named.search(sent[0])), p["answer"], sent)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.home()
        obs = yield from search(obs, p["topic"], "communities")
        first = next(e for e in obs.ui if e.trigger == "community.open")
        yield from _sms_reply(obs, p, first.text)


DRAFT = ("Forum draft", "论坛草稿")
DRAFT_TITLES = ("Finally tried the thing everyone recommends", "Three lessons from my first month",
                "What I would tell a beginner today")
DRAFT_TITLES_ZH = ("终于试了大家都推荐的方法", "入门第一个月的三点体会", "如果现在给新手一个建议")
DRAFT_BODIES = ("It was worth it. Thanks for all the advice here.", "Start small, be patient and ask questions.",
                "Keep notes of what works for you.")
DRAFT_BODIES_ZH = ("很值得，谢谢大家的建议。", "从小处开始，保持耐心，多提问。", "记下对自己有用的方法。")


class PostNotesDraft(TaskTemplate):
    id = "forum.PostNotesDraft"
    apps = ("notes", "forum")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 45
    split = "train"
    instructions = ('Post my note "{note}" from Notes to f/{name} in Forum as a text post: the note\'s first line is the '
                    "title, the rest is the body.",
                    'Turn the Notes note "{note}" into a Forum text post in f/{name} (first line = title, the rest = body).',
                    'Please publish my note "{note}" as a text post in f/{name} on Forum, using its first '
                    "line as the title and the rest as the body.")
    instructions_zh = ("把笔记“{note}”发到论坛 f/{name}，作为文字帖：第一行是标题，其余是正文。",
                       "把备忘录里的笔记“{note}”发成论坛 f/{name} 的文字帖（第一行作标题，其余作正文）。",
                       "请把笔记“{note}”发成论坛 f/{name} 里的一篇文字帖，笔记第一行作标题，其余内容作正文。")
    goal_params = ("cid", "title", "body")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.notes.common import notes

        c = pick_community(rng, state, lambda c: "text" in c["types"] and not c["flair_required"])
        i = rng.randrange(3)
        return {"cid": c["id"], "name": c["name"], "note": DRAFT[1] if zh(state) else DRAFT[0],
                "title": (DRAFT_TITLES_ZH if zh(state) else DRAFT_TITLES)[i],
                "body": (DRAFT_BODIES_ZH if zh(state) else DRAFT_BODIES)[rng.randrange(3)],
                "note_id": max((n["id"] for n in notes(state)), default=0) + 1}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"notes": {"notes[]": {"id": p["note_id"], "title": p["note"], "body": f"{p['title']}\n{p['body']}",
                                               "edited": START_MS - 3_600_000}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_posts(init, final)
        post = new[0] if len(new) == 1 else {}
        return [check("one new post", 1, len(new)), check("in the community", p["cid"], post.get("c")),
                check("titled with the first line", norm(p["title"]), norm(post.get("title", ""))),
                check("with the rest as its body", norm(p["body"]), norm(post.get("body", "")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{F}.posts[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import open_note, to_notes

        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.home()
        obs = yield from open_community(obs, p["cid"], p["name"])
        obs = yield from ui.tap(obs, trigger="community.create")
        obs = yield from type_text(obs, "Title", p["title"])
        obs = yield from type_text(obs, "Body text (optional)", p["body"])
        yield from ui.tap(obs, trigger="create.submit")


TIP = 'Have you seen the Forum post "{title}"? Give it an upvote!'
TIP_ZH = "你看到论坛上那篇“{title}”了吗？去给它点个顶！"


class UpvotePostFromSms(TaskTemplate):
    id = "forum.UpvotePostFromSms"
    apps = ("messages", "forum")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    split = "train"
    instructions = ("{contact} texted me about a Forum post. Do what they ask.",
                    "Read {contact}'s latest SMS and follow their request about a post in Forum.",
                    "Please check the SMS {contact} sent me about a Forum post and do what it asks.")
    instructions_zh = ("{contact}发短信跟我说了一篇论坛帖子，照他说的做。", "看看{contact}最新的短信，按要求处理论坛里的那篇帖子。",
                       "请看一下{contact}发来的关于论坛帖子的短信，照短信里的要求去做。")
    goal_params = ("pid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_post(rng, state)
        return {**_sms_friend(rng, state), "pid": p["id"], "title": p["title"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _incoming_sms(state, p, (TIP_ZH if zh(state) else TIP).format(title=p["title"]))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the post is upvoted", 1, ov(final)["votes"].get(p["pid"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{F}.votes.{p['pid']}", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.home()
        obs = yield from open_post(obs, p["pid"], p["title"])
        yield from ui.tap(obs, trigger="vote", id=p["pid"], dir=1)


class MembersToNote(TaskTemplate):
    id = "forum.MembersToNote"
    apps = ("forum", "notes")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "handoff")
    budget = 30
    split = "train"
    instructions = ('Create a note titled "{name}" in Notes holding the number of members f/{name} has in Forum.',
                    'Look up how many members the Forum community f/{name} has and save that number in a new note '
                    'titled "{name}".',
                    "How many members does f/{name} have in Forum? Please write that number in a new note "
                    'in Notes titled "{name}".')
    instructions_zh = ("在笔记里新建标题为“{name}”的笔记，写上论坛 f/{name} 的成员数。", "查一下论坛社区 f/{name} 有多少成员，把这个数字存进标题为“{name}”的新笔记。",
                       "论坛 f/{name} 有多少成员？请把这个数字记在笔记里一条标题为“{name}”的新笔记中。")
    changes = ("apps.notes.notes[+1]",)
    goal_params = ("members",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick_community(rng, state)
        return {"cid": c["id"], "name": c["name"], "members": model.members(ov(state), c)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import note_text, one_new_note

        n, out = one_new_note(init, final, p["name"])
        text = note_text(n).replace(",", "") if n else ""
        nums = [int(x) for x in re.findall(r"\d+", text.split("\n", 1)[1] if "\n" in text else "")]
        return [*out, Check("holding the member count", p["members"] in nums, p["members"], text)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note, to_notes

        obs = yield from open_community(obs, p["cid"], p["name"])
        found = [got["n"] for e in obs.ui if e.text and (got := ui.parse(obs, "{n} members", e.text))]
        obs = yield from ui.home()
        obs = yield from to_notes(obs)
        yield from new_note(obs, p["name"], found[0].replace(",", ""))


EV_TITLE = ("Forum meetup", "论坛聚会")
TELL = "See you at the meetup on {date}!"
TELL_ZH = "{date}的聚会见！"


class _EventTask(TaskTemplate):
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "extract", "create")
    budget = 60

    def _event(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_post(rng, state, lambda p: "event" in p and p["time"] < START_MS)
        ev = p["event"]
        return {"pid": p["id"], "title": p["title"], "date": ev["date"], "start": f"{ev['hour']:02d}:00",
                "end": f"{ev['hour'] + 2:02d}:00", "ev": EV_TITLE[1] if zh(state) else EV_TITLE[0],
                "tell": (TELL_ZH if zh(state) else TELL).format(date=ev["date"])}

    def _event_checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import event_checks, new_events

        return event_checks(new_events(init, final), {"title": p["ev"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_time": p["end"]})

    def _calendar(self, obs: Any, p: dict[str, Any]) -> ui.Steps:
        from bench.tasks.calendar.common import fill_event

        obs = yield from open_post(obs, p["pid"], p["title"])
        obs = yield from ui.home()
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["ev"], p["date"], p["start"], p["end"])
        return (yield from ui.tap(obs, trigger="edit.save"))


class MeetupToCalendarAndMessenger(_EventTask):
    id = "forum.MeetupToCalendarAndMessenger"
    apps = ("forum", "calendar", "messenger")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    instructions = ('The Forum post "{title}" announces a meetup. Add it to Calendar as "{ev}" on its day, from its start '
                    'time for two hours, then send {friend} on Messenger: "{tell}" (the date as YYYY-MM-DD).',
                    'Find the meetup date and time in the Forum post "{title}", create a two-hour Calendar event "{ev}" '
                    'for it, and message {friend} on Messenger "{tell}" with that date as YYYY-MM-DD.',
                    'Please put the meetup from the Forum post "{title}" in Calendar as "{ev}", on its '
                    "date, starting at its start time and lasting two hours. Then tell {friend} on "
                    'Messenger "{tell}", writing the date as YYYY-MM-DD.')
    instructions_zh = ("论坛帖子“{title}”发布了一个聚会。在日历里按它的日期添加日程“{ev}”，从开始时间起持续两小时，然后在聊天里给{friend}发：“{tell}”（日期写成YYYY-MM-DD）。",
                       "在论坛帖子“{title}”里找到聚会的日期和时间，在日历建一个两小时的日程“{ev}”，再通过聊天告诉{friend}“{tell}”，日期写成YYYY-MM-DD。",
                       "请把论坛帖子“{title}”里的聚会加到日历，标题“{ev}”，日期和开始时间按帖子，时长两小时"
                       "；然后在聊天里给{friend}发“{tell}”（日期格式为YYYY-MM-DD）。")
    goal_params = ("date", "start", "uid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**self._event(rng, state), **_messenger_friend(rng, state)}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return {**out, "tell": (TELL_ZH if locale != "en" else TELL).format(date="YYYY-MM-DD")}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import seed_chats

        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.crossapp import _sent_texts

        got = _sent_texts(init, final, p["uid"])
        return [*self._event_checks(p, init, final),
                Check("told them the date", len(got) == 1 and norm(got[0]) == norm(p["tell"]), p["tell"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.crossapp import _chat_changes

        return ["apps.calendar.events[+1]", *_chat_changes(p, kind="text")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from self._calendar(obs, p)
        yield from _to_messenger(obs, p, p["tell"])


class MeetupToCalendarAndSms(_EventTask):
    id = "forum.MeetupToCalendarAndSms"
    apps = ("forum", "calendar", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    split = "train"
    instructions = ('Add the meetup from the Forum post "{title}" to Calendar as "{ev}" (its date, from its start time '
                    'for two hours), then text {contact}: "{tell}" (the date as YYYY-MM-DD).',
                    'Put the meetup announced in the Forum post "{title}" in my Calendar as a two-hour event "{ev}" and '
                    'send {contact} an SMS "{tell}" with the date as YYYY-MM-DD.',
                    'Please add the meetup announced in the Forum post "{title}" to Calendar as "{ev}", on '
                    'its date for two hours from its start time, and then text {contact} "{tell}" (date as '
                    "YYYY-MM-DD).")
    instructions_zh = ("把论坛帖子“{title}”里的聚会加到日历，标题“{ev}”（按它的日期，从开始时间起两小时），再给{contact}发短信：“{tell}”（日期写成YYYY-MM-DD）。",
                       "把论坛帖子“{title}”公布的聚会放进日历，建一个两小时的日程“{ev}”，然后给{contact}发短信“{tell}”，日期写成YYYY-MM-DD。",
                       "请在日历里添加论坛帖子“{title}”中的聚会，标题“{ev}”，按聚会日期从开始时间起持续两小"
                       "时；之后给{contact}发短信“{tell}”，日期写成YYYY-MM-DD。")
    goal_params = ("date", "start", "thread_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**self._event(rng, state), **_sms_friend(rng, state)}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return {**out, "tell": (TELL_ZH if locale != "en" else TELL).format(date="YYYY-MM-DD")}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messages.common import sent_check

        return [*self._event_checks(p, init, final), sent_check(init, final, p["address"], p["tell"], p["contact"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return ["apps.calendar.events[+1]", *send_changes(p["thread_id"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from self._calendar(obs, p)
        yield from _sms_reply(obs, p, p["tell"])

