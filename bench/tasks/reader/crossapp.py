"""Reader tasks with other apps: buy a book through Wallet, share a quote into a Messenger chat, copy a
paragraph into a new note, and a reminder to finish a chapter as a Calendar event or a Clock alarm."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.reader.common import (
    P,
    W,
    open_book,
    ov,
    para_action,
    pay_in_wallet,
    progress_changes,
    read_chapter,
    readable_books,
    shelf,
    unique_phrase,
    zh,
)
from bench.tasks.textmatch import mentions, number_outside
from mgym import actions as A
from mgym.apps.reader import model
from mgym.apps.reader.effects import REMIND_TIMES

WALLET_CHANGES = ["apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance"]
TOMORROW = (date(2026, 3, 14) + timedelta(days=1)).isoformat()


def _norm(s: Any) -> str:
    return " ".join(str(s or "").split())


def _passage(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    """A paragraph of a readable book named by a phrase only it holds in its chapter."""
    while True:
        b = rng.choice(readable_books(state))
        ch = rng.randrange(len(b["chapters"]))
        hit = unique_phrase(rng, b, ch, zh(state))
        if hit is not None:
            return {"book": b["id"], "title": b["title"], "n": ch + 1, "chapter": ch, "para": hit[0],
                    "phrase": hit[1], "text": b["chapters"][ch]["paras"][hit[0]]}


class BuyBook(TaskTemplate):
    id = "reader.BuyBook"
    secrets = ("wallet_password",)
    apps = ("reader", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff")
    budget = 30
    instructions = ('Buy the book "{title}" in Reader, paying from the Wallet balance.',
                    "Purchase {title} in Reader's store; pay with Wallet.",
                    'Please buy "{title}" in Reader and pay from my Wallet balance.')
    instructions_zh = ("在阅读里购买《{title}》，用钱包余额支付。", "在阅读书城买下《{title}》，用钱包付款。",
                       '请在阅读里把《{title}》买下来，用钱包余额付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        b = rng.choice([b for b in W(state).books if b["price"] and not model.owned(ov(state), b)])
        return {"book": b["id"], "title": b["title"], "price": float(b["price"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"shelf": [s for s in shelf(state) if s["id"] != p["book"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
        old = {b["id"] for b in w0["new_bills"]}
        bills = [b for b in w1["new_bills"] if b["id"] not in old]
        bill = bills[0] if len(bills) == 1 else None
        return [Check("bought", p["book"] in ov(final)["purchases"], p["book"], ov(final)["purchases"]),
                check("one Wallet payment", 1, len(bills)),
                Check("of the book's price", bill is not None and abs(bill["amount"] - p["price"]) < 0.005,
                      p["price"], bill and bill["amount"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.purchases[+1]", f"{P}.shelf[+1 id={p['book']}]", *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_book(obs, p["book"], p["title"])
        obs = yield from ui.tap(obs, trigger="book.buy")
        yield from pay_in_wallet(obs)


class ShareQuote(TaskTemplate):
    id = "reader.ShareQuote"
    apps = ("reader", "messenger")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "social")
    budget = 45
    instructions = ('In Reader, share the paragraph of "{title}" (chapter {n}) that contains "{phrase}" to my '
                    "Messenger chat with {name}.",
                    'Send {name} on Messenger the passage from chapter {n} of {title} with the words "{phrase}", '
                    "using Reader's Share quote.",
                    'Please share the paragraph with "{phrase}" in chapter {n} of "{title}" from Reader to {name} on Messenger.')
    instructions_zh = ("在阅读里把《{title}》第{n}章中包含“{phrase}”的那一段分享到和{name}的聊天里。",
                       "用阅读的“分享书摘”，把《{title}》第{n}章里含有“{phrase}”的段落发给聊天里的{name}。",
                       '请从阅读把《{title}》第{n}章里带有“{phrase}”的那段分享给聊天里的{name}。')
    goal_params = ("book", "chapter", "para", "uid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import chat_of, contacts, note_id

        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        return {**_passage(rng, state), "uid": u["id"], "name": u["name"], "cid": chat_of(state, u["id"]),
                "note": note_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import seed_chats

        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.common import sent_to, with_note

        got = [m.get("text", "") for m in sent_to(init, final, p["uid"]) if m["kind"] == "text"]
        ok = with_note(got, lambda g: _norm(p["text"]) in _norm(g))
        return [Check("the paragraph was sent to them", ok, p["text"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.common import P as M
        from bench.tasks.messenger.common import note_sent, sent

        return [sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]), f"{M}.chats.{p['cid']}.unread",
                *progress_changes(p["book"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from read_chapter(obs, p["book"], p["title"], p["chapter"])
        obs = yield from para_action(obs, p["para"], "para.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messenger")
        obs = yield from ui.type_into(obs, "Search", p["name"])
        if obs.keyboard:
            obs = yield A.Back()
        obs = yield from ui.tap(obs, trigger="forward.pick", to_chat=p["cid"])
        yield from ui.tap(obs, trigger="forward.send")


class CopyToNotes(TaskTemplate):
    id = "reader.CopyToNotes"
    apps = ("reader", "notes")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 45
    split = "train"
    instructions = ('Copy the paragraph of "{title}" (chapter {n}) that contains "{phrase}" in Reader and paste it '
                    "into a new note in Notes.",
                    'Save the passage with "{phrase}" from chapter {n} of {title} (Reader) as a new note: copy it '
                    "there and paste it in Notes.",
                    'Please copy the paragraph containing "{phrase}" in chapter {n} of "{title}" in Reader and paste it into a new note.')
    instructions_zh = ("在阅读里复制《{title}》第{n}章中包含“{phrase}”的那一段，粘贴到笔记里的一条新笔记中。",
                       "把阅读中《{title}》第{n}章含有“{phrase}”的段落存成新笔记：在阅读里复制，到笔记里粘贴。",
                       '请在阅读里复制《{title}》第{n}章里带有“{phrase}”的那段话，粘贴到一条新笔记里。')
    goal_params = ("book", "chapter", "para")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _passage(rng, state)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import new_notes, note_text

        new = new_notes(init, final)
        text = note_text(new[0]) if len(new) == 1 else ""
        return [check("one new note", 1, len(new)),
                Check("holding the paragraph", _norm(p["text"]) in _norm(text), p["text"], text)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.notes.notes[+1]", "os.clipboard", *progress_changes(p["book"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from read_chapter(obs, p["book"], p["title"], p["chapter"])
        obs = yield from para_action(obs, p["para"], "para.copy")
        obs = yield from ui.open_app("notes")
        obs = yield from ui.tap(obs, trigger="note.new")
        obs = yield from ui.long_press(obs, "Note", role="input")
        obs = yield from ui.tap(obs, trigger="textsel.paste")
        yield from ui.tap(obs, trigger="edit.save")


class _Remind(TaskTemplate):
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 30

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        b = rng.choice(readable_books(state, on_shelf=True))
        return {"book": b["id"], "title": b["title"], "n": rng.randint(1, len(b["chapters"])),
                "time": rng.choice([t for t in REMIND_TIMES if t != "20:00"])}

    def _remind(self, p: dict[str, Any], obs: Any, target: str) -> ui.Steps:
        obs = yield from read_chapter(obs, p["book"], p["title"], p["n"] - 1)
        obs = yield from ui.tap(obs, trigger="reader.tools", role="button")
        obs = yield from ui.tap(obs, trigger="tools.remind")
        obs = yield from ui.tap(obs, trigger="remind.pick", day="tomorrow", at=p["time"])
        obs = yield from ui.tap(obs, trigger=target)
        return (yield from ui.tap(obs, trigger="edit.save"))


class RemindCalendar(_Remind):
    id = "reader.RemindCalendar"
    apps = ("reader", "calendar")
    instructions = ('Remind me in Calendar to finish chapter {n} of "{title}" tomorrow at {time}: use Reader\'s '
                    "Remind me and save the event.",
                    "From Reader, put an event in my calendar for tomorrow at {time} to finish chapter {n} of {title}.",
                    'Please use Remind me in Reader to save a Calendar event for tomorrow at {time} to finish chapter {n} of "{title}".')
    instructions_zh = ("用阅读的“提醒我”，在日历里加一个明天 {time} 读完《{title}》第{n}章的日程并保存。",
                       "从阅读里给日历添加一个明天 {time} 的日程：读完《{title}》第{n}章。",
                       '请在阅读里用“提醒我”保存一个日历日程：明天 {time} 读完《{title}》第{n}章。')

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {e["id"] for e in init["apps"]["calendar"]["events"]}
        new = [e for e in final["apps"]["calendar"]["events"] if e["id"] not in old]
        e = new[0] if len(new) == 1 else {}
        title = str(e.get("title", ""))
        return [check("one new event", 1, len(new)),
                check("tomorrow at the time", [TOMORROW, p["time"]], [e.get("start_date"), e.get("start_time")]),
                Check("about the book", mentions(title, p["title"]), p["title"], e.get("title")),
                Check("to finish the chapter", number_outside(title, p["n"], p["title"]), f"chapter {p['n']}",
                      e.get("title"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.calendar.events[+1]", *progress_changes(p["book"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from self._remind(p, obs, "remind.calendar")


class RemindAlarm(_Remind):
    id = "reader.RemindAlarm"
    apps = ("reader", "clock")
    split = "train"
    instructions = ('Set an alarm in Clock for tomorrow at {time} to finish chapter {n} of "{title}", using '
                    "Reader's Remind me.",
                    "Use Reader to set a Clock alarm at {time} tomorrow reminding me to finish chapter {n} of {title}.",
                    'Please use Remind me in Reader to set a Clock alarm for tomorrow at {time} so I finish chapter {n} of "{title}".')
    instructions_zh = ("用阅读的“提醒我”在时钟里设一个明天 {time} 的闹钟，提醒我读完《{title}》第{n}章。",
                       "通过阅读设置一个明天 {time} 的闹钟，提醒我读完《{title}》第{n}章。",
                       '请在阅读里用“提醒我”设一个明天 {time} 的时钟闹钟，提醒我把《{title}》第{n}章读完。')

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {a["id"] for a in init["apps"]["clock"]["alarms"]}
        new = [a for a in final["apps"]["clock"]["alarms"] if a["id"] not in old]
        a = new[0] if len(new) == 1 else {}
        label = str(a.get("label", ""))
        return [check("one new alarm", 1, len(new)), check("at the time", p["time"], a.get("time")),
                Check("labelled with the chapter", p["title"][:8] in label and number_outside(label, p["n"], p["title"]),
                      f"chapter {p['n']} of {p['title']}", label)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.clock.alarms[+1]", *progress_changes(p["book"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from self._remind(p, obs, "remind.alarm")
