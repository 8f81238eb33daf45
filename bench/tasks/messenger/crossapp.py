"""Messenger tasks through the OS: pictures from the system media picker (behind the photos
permission), saving a received picture to the phone, text copied from Messages and pasted into a
chat, a Browser page shared into a chat, and the photos permission granted again in Settings."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messenger.common import (
    START_MS,
    P,
    chat_of,
    contacts,
    direct_target,
    launch,
    new_direct,
    new_items,
    note_id,
    note_sent,
    open_direct,
    ov,
    seed_chats,
    sent,
    share_to_chat,
    with_note,
)
from bench.tasks.messenger.pictures import (
    by_kind,
    media,
    near_top,
    pick_files,
    receipt_label,
)
from bench.tasks.textmatch import has_link
from mgym import actions as A
from mgym.render.photos import index

PERM = "os.permissions.messenger.photos"
SAVE_DIR = "/sdcard/Pictures/Messenger"


def _to(state: dict[str, Any], rng: Random) -> dict[str, Any]:
    u = rng.choice(contacts(state))
    cid, new = direct_target(state, u["id"])
    return {"uid": u["id"], "name": u["name"], "cid": cid, "new": new}


def _fresh(p: dict[str, Any], photos: str | None = None) -> dict[str, Any]:
    """The chat seeded (when it exists) and Messenger's permissions as on a fresh phone (never asked),
    or with ``photos`` in the given state."""
    patch = {} if p["new"] else seed_chats(p["cid"])
    return {**patch, "os": {"permissions": {"messenger": {"photos": photos} if photos else {}}}}


def _chat_changes(p: dict[str, Any], n: int = 1, **where: Any) -> list[str]:
    return [sent(p["cid"], n, **where), new_direct(p["cid"], p["uid"]) if p["new"] else f"{P}.chats.{p['cid']}.unread"]


def _sent_images(init: dict[str, Any], final: dict[str, Any], uid: str) -> list[int]:
    cid = chat_of(final, uid)
    return [int(m["data"].get("image", {}).get("media_id", 0)) for m in new_items(init, final, "messages")
            if m["chat"] == cid and m["sender"] == "me" and m["kind"] == "image"]


def _sent_texts(init: dict[str, Any], final: dict[str, Any], uid: str) -> list[str]:
    cid = chat_of(final, uid)
    return [m["text"] for m in new_items(init, final, "messages")
            if m["chat"] == cid and m["sender"] == "me" and m["kind"] == "text"]


def _send_pictures(obs: Any, p: dict[str, Any], ask: bool = True) -> ui.Steps:
    """In a chat: Album, allow the photos permission (``ask``), pick the files, send."""
    obs = yield from ui.tap(obs, trigger="chat.photos")
    if ask:
        obs = yield from ui.tap(obs, trigger="perm.allow")
    return (yield from pick_files(obs, p["files"], p["albums"]))


class SendReceiptPhoto(TaskTemplate):
    id = "messenger.SendReceiptPhoto"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("image", "social")
    budget = 45
    split = "test"
    instructions = ("Send {name} the photo of my {total} receipt from {merchant} in Messenger.",
                    "In Messenger, send {name} the picture of the {merchant} receipt (total {total}) from my photos.",
                    'Please find the photo of my {merchant} receipt ({total}) and send it to {name} in Messenger.')
    instructions_zh = ("在聊天里把我在{merchant}消费{total}的小票照片发给{name}。",
                       "从相册里找到{merchant}那张合计{total}的小票照片，用聊天发给{name}。",
                       '请把{merchant}那张{total}的小票照片在聊天里发给{name}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = [r for r in by_kind(state, "receipt") if receipt_label(r, state) is not None and near_top(state, r)]
        r = rng.choice(rows)
        merchant, total = receipt_label(r, state) or ("", "")
        return {**_to(state, rng), "merchant": merchant, "total": total, "files": [r["id"]], "albums": [r["album"]]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _fresh(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = _sent_images(init, final, p["uid"])
        return [Check("the receipt's photo was sent to them", got == p["files"], p["files"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*_chat_changes(p, kind="image"), PERM]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        yield from _send_pictures(obs, p)


class SendTwoPhotosFromAlbum(TaskTemplate):
    id = "messenger.SendTwoPhotosFromAlbum"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("social", "nav")
    budget = 45
    split = "train"
    instructions = ('Send {name} the two newest photos of my "{album}" album in Messenger.',
                    'On Messenger, share the latest two pictures from the {album} album with {name}.',
                    '{name} wants the two most recent photos from my "{album}" album. Send them over in Messenger.')
    instructions_zh = ("在聊天里把相册“{album}”里最新的两张照片发给{name}。",
                       "用聊天把{album}相册中最近的两张图片发给{name}。",
                       '请在聊天里给{name}发我“{album}”相册里最新的两张照片。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pics = media(state)
        albums = sorted({r["album"] for r in pics} - {"Camera"})
        album = rng.choice([a for a in albums if sum(1 for r in pics if r["album"] == a) >= 3])
        rows = [r for r in pics if r["album"] == album]
        return {**_to(state, rng), "album": album, "files": [r["id"] for r in rows[:2]], "albums": [album, album]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if locale == "en" else {**out, "album": self.tr(params["album"], locale)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _fresh(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = _sent_images(init, final, p["uid"])
        return [Check("the two newest photos of the album were sent to them", sorted(got) == sorted(p["files"]),
                      p["files"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*_chat_changes(p, 2, kind="image"), PERM]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        yield from _send_pictures(obs, p)


class SaveReceivedReceipt(TaskTemplate):
    id = "messenger.SaveReceivedReceipt"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("image", "social")
    budget = 30
    split = "test"
    instructions = ("{name} sent me two pictures in Messenger. Save the one of the receipt to my phone.",
                    "Save the receipt picture {name} sent me on Messenger to the phone's gallery.",
                    'Of the two pictures {name} sent me on Messenger, please save the receipt one to my phone.')
    instructions_zh = ("{name}在聊天里给我发了两张图片，把小票那张保存到手机。",
                       "把{name}在聊天中发来的小票图片保存到手机相册。",
                       '{name}在聊天里发来两张图，请把小票那张存到手机上。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        ix = index()
        region = state["os"]["device"]["region"]
        receipts = sorted(a for a, v in ix.items() if v["kind"] == "receipt" and v["region"] == region)
        scenes = sorted(a for a, v in ix.items() if v["kind"] == "scene")
        u = rng.choice([c for c in contacts(state) if chat_of(state, c["id"])])
        pics = [rng.choice(receipts), rng.choice(scenes)]
        rng.shuffle(pics)
        return {"uid": u["id"], "name": u["name"], "cid": chat_of(state, u["id"]), "pics": pics,
                "receipt": next(a for a in pics if a in receipts), "mids": ["n901", "n902"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        msgs = [{"id": mid, "chat": p["cid"], "sender": p["uid"], "time": START_MS - (2 - i) * 60_000, "kind": "image",
                 "data": {"image": {"asset": a, "name": f"{mid}.jpg"}}} for i, (mid, a) in enumerate(zip(p["mids"], p["pics"], strict=True))]
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *msgs], "chats": {p["cid"]: {}}}},
                "os": {"files[]": {"id": max(r["id"] for r in state["os"]["files"]) + 1, "path": SAVE_DIR, "dir": True}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {r["id"] for r in init["os"]["files"]}
        new = [r["asset"] for r in final["os"]["files"] if r["id"] not in old and r["path"].startswith(SAVE_DIR + "/")]
        return [Check("the receipt picture was saved to the phone", new == [p["receipt"]], [p["receipt"]], new)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.files[+1 asset={p['receipt']}]", f"{P}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        mid = p["mids"][p["pics"].index(p["receipt"])]
        obs = yield from ui.tap(obs, trigger="image.open", message_id=mid)
        yield from ui.tap(obs, trigger="image.save")


class PasteSmsToChat(TaskTemplate):
    id = "messenger.PasteSmsToChat"
    apps = ("messages", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 45
    split = "test"
    instructions = ("Copy the last text message {sender} sent me in Messages and paste it into my Messenger chat "
                    "with {name}, then send it.",
                    "Pass {sender}'s latest SMS on to {name} on Messenger: copy it in Messages, paste it in the chat.",
                    'Please send {name} on Messenger the most recent text {sender} sent me: copy it from Messages and paste it into our chat.')
    instructions_zh = ("在信息里复制{sender}发给我的最后一条短信，粘贴到和{name}的聊天里发出去。",
                       "把{sender}最新的一条短信转给聊天里的{name}：在信息中复制，到聊天里粘贴发送。",
                       '请把{sender}最近发给我的那条短信从信息里复制下来，粘贴到我和{name}的聊天里发送。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads, plain

        rows = []
        for t, c in named_threads(state):
            last = [m for m in t["messages"] if m["incoming"]]
            if last and last[-1] is t["messages"][-1] and plain(last[-1]["body"], state) and len(last[-1]["body"]) < 90:
                rows.append((t, c, last[-1]))
        t, c, m = rng.choice(rows)
        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        return {"sender": c["name"], "thread_id": t["id"], "message_id": m["id"], "body": m["body"], "uid": u["id"],
                "name": u["name"], "cid": chat_of(state, u["id"]), "new": False}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = _sent_texts(init, final, p["uid"])
        ok = [" ".join(g.split()) for g in got] == [" ".join(p["body"].split())]
        return [Check("the SMS text was sent to them in Messenger", ok, [p["body"]], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*_chat_changes(p, kind="text"), f"os.providers.sms[id={p['thread_id']}].messages[*].read",
                "os.clipboard"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.long_press(obs, trigger="message.time", message_id=p["message_id"])
        obs = yield from ui.tap(obs, trigger="message.copy")
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.long_press(obs, "Message", role="input")
        obs = yield from ui.tap(obs, trigger="textsel.paste")
        yield from ui.tap(obs, trigger="chat.send")


class ShareBrowserPage(TaskTemplate):
    id = "messenger.ShareBrowserPage"
    apps = ("browser", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 45
    split = "train"
    instructions = ('Open the {site} page "{title}" in Browser and share its link to my Messenger chat with {name}.',
                    'Use Browser\'s Share to send {name} the link of "{title}" on {site} through Messenger.',
                    'Please send {name} the link to "{title}" on {site} in Messenger: open the page in Browser and share it from there.')
    instructions_zh = ("在浏览器打开{site}上的“{title}”，把链接分享到和{name}的聊天里。",
                       "用浏览器的分享功能，通过聊天把{site}上“{title}”的链接发给{name}。",
                       '请在浏览器里打开{site}的“{title}”，再把链接分享给聊天里的{name}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.browser.common import pages, site_name

        site = rng.choice(("news", "wiki", "recipes", "shop"))
        page = rng.choice([x for x in pages(state, site) if not x["url"].endswith("/contact")])
        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        return {"url": page["url"], "title": page["title"], "site": site_name(state, site), "uid": u["id"],
                "name": u["name"], "cid": chat_of(state, u["id"]), "new": False, "note": note_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = _sent_texts(init, final, p["uid"])
        ok = with_note(got, lambda g: has_link(g, p["url"]))
        return [Check(f"the link {p['url']} was sent to them", ok, p["url"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*_chat_changes(p, kind="text"), note_sent(p["cid"], p["note"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.browser.common import find_page, open_browser

        obs = yield from open_browser(obs)
        obs = yield from find_page(obs, p["title"], p["url"])
        obs = yield from ui.tap(obs, trigger="page.menu")
        obs = yield from ui.tap(obs, trigger="menu.share")
        yield from share_to_chat(obs, p["cid"], p["name"])


class GrantPhotosThenSend(TaskTemplate):
    id = "messenger.GrantPhotosThenSend"
    apps = ("messenger", "settings")
    composition = "transfer"
    difficulty = "L4"
    tags = ("settings", "social")
    budget = 60
    split = "test"
    instructions = ("I once refused Messenger access to my photos. Allow it again and send {name} the newest "
                    "screenshot on my phone in Messenger.",
                    "Messenger can't open my pictures because I denied it. Fix that and send {name} my latest "
                    "screenshot.",
                    'I want to send {name} the newest screenshot on my phone in Messenger, but I denied Messenger access to my photos earlier. Please allow it again and send the screenshot.')
    instructions_zh = ("我之前拒绝了聊天访问照片。请重新允许，然后在聊天里把手机上最新的截图发给{name}。",
                       "聊天打不开我的图片，因为我拒绝过权限。把它改好，再把我最新的一张截图发给{name}。",
                       '我想在聊天里把手机上最新的截图发给{name}，但之前拒绝了聊天访问照片。请重新允许，再把截图发过去。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        shots = [r for r in media(state) if r["album"] == "Screenshots"]
        return {**_to(state, rng), "files": [shots[0]["id"]], "albums": ["Screenshots"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _fresh(p, "denied_forever")

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = _sent_images(init, final, p["uid"])
        return [Check("the newest screenshot was sent to them", got == p["files"], p["files"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*_chat_changes(p, kind="image"), PERM]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="chat.photos")
        obs = yield from ui.tap(obs, "Settings", trigger="photos.settings")
        obs = yield from ui.tap(obs, trigger="apps.permissions")
        obs = yield from ui.tap(obs, trigger="perms.open", perm="photos")
        obs = yield from ui.tap(obs, trigger="perms.set", value="granted")
        while obs.app != "messenger":
            obs = yield A.Back()
        yield from _send_pictures(obs, p, ask=False)
