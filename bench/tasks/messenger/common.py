"""Shared helpers of the Messenger task modules: state readers and oracle steps."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps.messenger import model
from mgym.i18n import names

APP = "Messenger"
P = "apps.messenger"
#: the virtual clock at boot (ms); incoming messages scheduled by a setup count from here
START_MS = 1773478800000
SEARCH_HINT = "Search contacts, groups, messages"

TEXTS = ("Are you free for lunch tomorrow?", "Happy birthday! Have a great day", "I'll be there in 10 minutes",
         "Thanks for yesterday, it was fun", "Can you send me the address?", "Running late, start without me",
         "Did you get my email?", "See you at the gym tonight")
REMARKS = ("Coach", "Landlord", "Book buddy", "Trail partner", "Dentist friend", "Old roommate")
COMMENTS = ("Looks amazing!", "Love this", "Where is this?", "So jealous", "Great shot!", "Have fun!")
POSTS = ("Spring is finally here", "First picnic of the year", "New recipe turned out great",
         "Sunday morning walk", "Back from a great trip", "Finished my first half marathon")
GROUP_NAMES = ("Weekend crew", "Trip planning", "Dinner club", "Study group", "Hiking buddies", "Game night")
NOTICES = ("Meeting moved to Friday 7pm", "Please bring your own snacks", "Next meetup at Dolores Park",
           "Dues are due by the end of the month", "Photos go in the shared album")
PLACES = ("the ferry building", "Dolores Park", "the library", "Union Square", "the boathouse")
#: the same pools for a zh-CN world (what a task writes into a Chinese phone is Chinese)
ZH_WORDS: dict[str, tuple[str, ...]] = {
    "texts": ("明天中午一起吃饭吗？", "生日快乐！天天开心", "我十分钟后到", "昨天玩得很开心，谢谢你", "把地址发我一下",
              "我要迟到了，你们先开始", "邮件收到了吗？", "今晚健身房见"),
    "remarks": ("教练", "房东", "书友", "徒步搭子", "牙医朋友", "老室友"),
    "comments": ("太好看了！", "喜欢", "这是哪里？", "羡慕", "拍得真好！", "玩得开心！"),
    "posts": ("春天终于来了", "今年第一次野餐", "新学的菜做成功了", "周日早上散散步", "旅行回来啦", "第一个半马完赛"),
    "group_names": ("周末小分队", "旅行计划", "饭搭子", "学习小组", "徒步群", "游戏之夜"),
    "notices": ("会议改到周五晚上7点", "零食请自带", "下次聚会在深圳湾公园", "请在月底前交会费", "照片统一传到群相册"),
    "places": ("深圳湾公园", "莲花山公园", "图书馆", "海岸城", "地铁站A口"),
    "memos": ("饭钱", "电影票", "房租", "礼物"),
    "greetings": ("周五快乐！", "谢谢大家！", "好运连连！", "午饭我请"),
}


# ---- reading the state -------------------------------------------------------------------------
def ov(state: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = state["apps"]["messenger"]
    return out


def region(state: dict[str, Any]) -> str:
    """The phone's world region: which Messenger world (and word lists) the task runs on."""
    return str(state["os"]["device"]["region"])


def zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def words(state: dict[str, Any], key: str, en: tuple[str, ...]) -> tuple[str, ...]:
    """A pool of texts a task writes into the world, in the world's language (the en pool as it was)."""
    return ZH_WORDS[key] if zh(state) else en


def new_items(init: dict[str, Any], final: dict[str, Any], key: str) -> list[dict[str, Any]]:
    old = {x["id"] for x in ov(init)[key]}
    return [x for x in ov(final)[key] if x["id"] not in old]


def norm(s: Any) -> str:
    return " ".join(str(s or "").split()).strip().rstrip(".!").lower()


def direct_rows(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in model.chat_rows(ov(state), region(state)) if r["kind"] == "direct"]


def group_rows(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in model.chat_rows(ov(state), region(state)) if r["kind"] == "group" and not r["new"]]


def contacts(state: dict[str, Any]) -> list[dict[str, Any]]:
    return model.contacts(ov(state), region(state))


def chat_of(state: dict[str, Any], uid: str) -> str | None:
    return model.direct_chat_id(ov(state), region(state), uid)


def sample_my_id(rng: Random, state: dict[str, Any]) -> str:
    """A Messenger ID for the phone's own account (each instance signs in as its own), from the name."""
    name = names.latin_key(model.me(ov(state), region(state))["name"])  # a Chinese name as its pinyin
    first, _, last = name.replace(".", "").partition(" ")
    last = last.replace(" ", "") or first
    n = rng.randint(2, 9999)
    return rng.choice((f"{first}{last}_{n}", f"{first}.{last}{n}", f"{first[0]}{last}_{n}", f"{first}_{last[0]}{n}",
                       f"{last}.{first}{n}", f"{first}{n}"))


def my_id_patch(my_id: str) -> dict[str, Any]:
    return {"apps": {"messenger": {"profile": {"messenger_id": my_id}}}}


def next_id(state: dict[str, Any], prefix: str, n: int = 1) -> str:
    """The id the app gives the ``n``-th thing created from this state on (ids count on from ``seq``)."""
    return f"{prefix}{int(ov(state)['seq']) + n}"


def direct_target(state: dict[str, Any], uid: str) -> tuple[str, bool]:
    """The direct chat with ``uid`` a message goes to, and whether sending creates it (the app makes a
    first chat with a contact at the first message, before the message itself)."""
    cid = chat_of(state, uid)
    return (cid, False) if cid else (next_id(state, "d"), True)


def seed_chats(*cids: str | None) -> dict[str, Any]:
    """A patch giving each chat an empty override entry (no visible change), so that what a task then
    changes in it shows up field by field rather than as one added entry."""
    return {"apps": {"messenger": {"chats": {c: {} for c in cids if c}}}}


def read(*cids: str | None) -> list[str]:
    """Allowed changes: opening these chats marks them read."""
    return [f"{P}.chats.{c}.unread" for c in cids if c]


def sent(cid: str, n: int = 1, sender: str = "me", **where: Any) -> str:
    """Allowed change: ``n`` new messages in chat ``cid`` from ``sender`` (and with these fields)."""
    extra = "".join(f" {k}={v}" for k, v in where.items())
    return f"{P}.messages[+{n} chat={cid} sender={sender}{extra}]"


def note_id(state: dict[str, Any], after: int = 1) -> str:
    """The id of the note a share or forward dialog may send ("Leave a message"): the message right
    after the ``after`` messages of the shared content, sent from ``state`` on."""
    return next_id(state, "n", after + 1)


def note_sent(cid: str, note: str) -> str:
    """Allowed change besides the shared content: the share dialog's note in chat ``cid``, one more
    text, the message with id ``note`` (:func:`note_id`), so that a copy of the content is not."""
    return sent(cid, 1, kind="text", id=note)


def with_note(got: list[str], has: Callable[[str], bool]) -> bool:
    """Do the texts I sent into a chat (``got``) share what ``has`` looks for, in one message, with at
    most one more message besides: the note of the share dialog?"""
    return len(got) in (1, 2) and any(has(g) for g in got)


def new_direct(cid: str, uid: str) -> str:
    """Allowed change: the first chat with ``uid``, created by the app at the first message."""
    return f"{P}.new_chats[+1 id={cid} kind=direct peer={uid}]"


# ---- oracle helpers ----------------------------------------------------------------------------
def search(obs: Any, query: str) -> ui.Steps:
    """From the chat list: open search, type, close the keyboard."""
    obs = yield from ui.tap(obs, trigger="search.open")
    obs = yield from ui.type_into(obs, SEARCH_HINT, query)
    return (yield A.Enter())


def share_to_chat(obs: Any, chat_id: str, name: str | None = None) -> ui.Steps:
    """On the system share sheet: Messenger, the chat (found by searching ``name`` when given), Send."""
    obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messenger")
    if name is not None:
        obs = yield from ui.type_into(obs, "Search", name)
    obs = yield from ui.tap(obs, trigger="forward.pick", to_chat=chat_id)
    return (yield from ui.tap(obs, trigger="forward.send"))


def open_profile(obs: Any, name: str, uid: str) -> ui.Steps:
    obs = yield from search(obs, name)
    return (yield from ui.tap(obs, trigger="profile.open", user_id=uid))


def open_direct(obs: Any, name: str, uid: str) -> ui.Steps:
    obs = yield from open_profile(obs, name, uid)
    return (yield from ui.tap(obs, trigger="profile.message"))


def open_group(obs: Any, name: str, cid: str) -> ui.Steps:
    obs = yield from search(obs, name)
    return (yield from ui.tap(obs, trigger="chat.open", chat_id=cid))


def my_id_on_screen(obs: Any) -> str:
    """My Messenger ID as the Me tab shows it ("Messenger ID: x" / "聊天号：x")."""
    for e in obs.find(role="text"):
        got = ui.parse(obs, "Messenger ID: {id}", e.text)
        if got:
            return got["id"].strip()
    raise ui.OracleError(f"no Messenger ID on screen:\n{obs.text()}")


def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def send_text(obs: Any, text: str) -> ui.Steps:
    obs = yield from ui.type_into(obs, "Message", text)
    return (yield from ui.tap(obs, trigger="chat.send"))


def their_bubbles(obs: Any) -> list[Any]:
    """Text bubbles of what the other people said in a chat, top to bottom: those that follow a sender's
    avatar (which only their messages have) or, for the first message on screen (its avatar may lie
    above the fold), on the left side of the chat. Wide bubbles of both sides cross the middle on a
    larger display, so the side alone does not tell."""
    out, avatar, first = [], False, True
    for e in obs.ui:
        if e.trigger == "profile.open":
            avatar = True
        elif e.trigger in ("message.time", "image.open", "location.open") or e.long_clickable and "message_id" in e.params:
            if e.trigger == "message.time" and (avatar or first and e.center[0] < 500):
                out.append(e)
            avatar, first = False, False
    return out


def open_settings(obs: Any) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="tab.me")
    return (yield from ui.tap(obs, trigger="me.settings"))


def latest_posts(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Each contact's latest moment (as the feed shows it), one per author."""
    seen: dict[str, dict[str, Any]] = {}
    for p in model.feed(ov(state), region(state)):
        if p["author"] != model.ME and p["author"] not in seen:
            seen[p["author"]] = p
    return list(seen.values())


def open_latest_moment(obs: Any, name: str, uid: str) -> ui.Steps:
    """Profile, then their moments album, then the newest one."""
    obs = yield from open_profile(obs, name, uid)
    obs = yield from ui.tap(obs, trigger="profile.moments")
    return (yield from ui.tap(obs, trigger="moment.open"))


def pay_in_wallet(obs: Any, pin: str = "123456") -> ui.Steps:
    """The Wallet's checkout: Pay, the payment password, Done."""
    obs = yield from ui.tap(obs, trigger="checkout.pay")
    for d in pin:
        obs = yield from ui.tap(obs, trigger="pin.key", d=d)
    if obs.find(trigger="checkout.done"):
        obs = yield from ui.tap(obs, trigger="checkout.done")
    return obs


def sent_to(init: dict[str, Any], final: dict[str, Any], uid: str) -> list[dict[str, Any]]:
    cid = chat_of(final, uid)
    return [m for m in new_items(init, final, "messages") if m["chat"] == cid and m["sender"] == "me"]
