"""Reader tasks that start or end in Messages: a texted recommendation filed in a shelf group with a
reply naming the author, a book club's pick with a Calendar reminder to finish its chapter, and a
highlighted passage texted to a friend."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messages.common import (
    START_MS,
    TO_HINT,
    named_threads,
    new_outgoing,
    next_message_id,
    send,
    send_changes,
    sent_check,
    sms_patch,
    threads,
)
from bench.tasks.reader.common import (
    P,
    W,
    item,
    open_book,
    ov,
    para_action,
    progress_changes,
    read_chapter,
    shelf,
    to_tab,
    zh,
)
from bench.tasks.reader.crossapp import TOMORROW, _norm, _passage
from bench.tasks.textmatch import number_outside
from mgym.apps.reader.effects import REMIND_TIMES

RECOMMEND = ('You have to read "{title}", I couldn\'t put it down!', "我最近在读《{title}》，特别好看，推荐给你！")
CLUB = ('Book club pick for next week: "{title}". Everyone finish chapter {n} before we meet!',
        "读书会下周读《{title}》，见面前大家先把第{n}章读完哦！")


def _texted(rng: Random, state: dict[str, Any], body: str) -> dict[str, Any]:
    """A conversation with a saved contact and a new incoming text in it."""
    t, c = rng.choice(named_threads(state))
    return {"thread_id": t["id"], "address": t["address"], "name": c["name"], "contact_id": c["id"],
            "mid": next_message_id(state), "body": body}


def _incoming(p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
    t = next(t for t in threads(state) if t["id"] == p["thread_id"])
    msg = {"id": p["mid"], "body": p["body"], "time": START_MS - 600_000, "incoming": True, "read": False}
    return sms_patch({p["thread_id"]: {"messages": [*t["messages"], msg]}})


def _off_shelf(rng: Random, state: dict[str, Any], free: bool) -> Any:
    ids = {s["id"] for s in shelf(state)}
    return rng.choice([b for b in W(state).books if b["id"] not in ids and (not free or not b["price"])])


def _read_text(obs: Any, thread_id: int) -> ui.Steps:
    """Open Messages' conversation (reading the new text), then go home."""
    obs = yield from ui.open_app("messages")
    obs = yield from ui.tap(obs, trigger="thread.open", thread_id=thread_id)
    return (yield from ui.home())


def _add_to_group(obs: Any, book: str, title: str, group: str) -> ui.Steps:
    obs = yield from open_book(obs, book, title)
    obs = yield from ui.tap(obs, trigger="book.add")
    obs = yield from to_tab(obs, "shelf")
    obs = yield from ui.long_press(obs, trigger="book.read", id=book)
    obs = yield from ui.tap(obs, trigger="menu.move")
    return (yield from ui.tap(obs, trigger="move.to", group=group))


def _in_group(p: dict[str, Any], final: dict[str, Any]) -> list[Check]:
    it = item(final, p["book"])
    return [Check("the book is on the shelf", it is not None, p["book"], [s["id"] for s in shelf(final)][:5]),
            check(f"in the group {p['group']}", p["group"], it and it["group"])]


class RecommendedToGroup(TaskTemplate):
    id = "reader.RecommendedToGroup"
    apps = ("messages", "reader")
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "social")
    budget = 45
    instructions = ('{name} texted me a book recommendation. Add that book to my Reader bookshelf in the group '
                    '"{group}", then reply to {name} with just the name of its author.',
                    'Put the book {name} recommended by SMS on my Reader shelf under "{group}" and text {name} back '
                    "the author's name (nothing else).",
                    'Please add the book {name} recommended to me by text to the "{group}" group on my Reader bookshelf, then reply to {name} with only the author\'s name.')
    instructions_zh = ("{name}发短信给我推荐了一本书。把这本书加入阅读书架的“{group}”分组，再回复{name}这本书的作者名（只写作者名）。",
                       "把{name}在短信里推荐的书加到阅读书架的“{group}”分组里，然后用短信回复对方作者的名字，不要写别的。",
                       '请把{name}短信里推荐的那本书加进阅读书架的“{group}”分组，然后回复{name}，只写这本书的作者名。')
    goal_params = ("book", "group", "thread_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        b = _off_shelf(rng, state, free=False)
        body = RECOMMEND[zh(state)].format(title=b["title"])
        return {**_texted(rng, state, body), "book": b["id"], "title": b["title"], "author": b["author"],
                "group": rng.choice(ov(state)["groups"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _incoming(p, state)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*_in_group(p, final), sent_check(init, final, p["address"], p["author"], p["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.shelf[+1 id={p['book']}]", *send_changes(p["thread_id"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _read_text(obs, p["thread_id"])
        obs = yield from _add_to_group(obs, p["book"], p["title"], p["group"])
        obs = yield from ui.open_app("messages")
        if obs.screen != "thread":
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["author"])


class BookClubReminder(TaskTemplate):
    id = "reader.BookClubReminder"
    apps = ("messages", "reader", "calendar")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "create")
    budget = 60
    instructions = ("{name} texted me our book club's next book and the chapter to finish. In Reader, add that book to "
                    'my shelf group "{group}", then use Remind me to save a Calendar event for tomorrow at {time} to '
                    "finish that chapter.",
                    "Check {name}'s text about the book club: put the book on my Reader shelf in \"{group}\" and, "
                    "from that chapter in Reader, add a Calendar reminder tomorrow at {time} to finish it.",
                    'Please sort out the book club from {name}\'s text: add the next book to my Reader shelf group "{group}", then use Remind me in Reader to save a Calendar event for tomorrow at {time} to finish the chapter they named.')
    instructions_zh = ("{name}发短信告诉我读书会下次读的书和要读完的章节。在阅读里把这本书加入书架分组“{group}”，"
                       "再用“提醒我”在日历里保存一个明天 {time} 读完那一章的日程。",
                       "看看{name}发来的读书会短信：把那本书放进阅读书架的“{group}”分组，并在阅读里打开那一章，"
                       "加一个明天 {time} 读完它的日历提醒。",
                       '请按{name}发来的读书会短信处理：在阅读里把下次要读的书加入书架分组“{group}”，再用“提醒我”在日历里保存一个明天 {time} 读完短信里那一章的日程。')
    goal_params = ("book", "group", "n", "time")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        b = _off_shelf(rng, state, free=True)
        n = rng.randint(2, len(b["chapters"]))
        return {**_texted(rng, state, CLUB[zh(state)].format(title=b["title"], n=n)), "book": b["id"],
                "title": b["title"], "n": n, "group": rng.choice(ov(state)["groups"]),
                "time": rng.choice([t for t in REMIND_TIMES if t != "20:00"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _incoming(p, state)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {e["id"] for e in init["apps"]["calendar"]["events"]}
        new = [e for e in final["apps"]["calendar"]["events"] if e["id"] not in old]
        e = new[0] if len(new) == 1 else {}
        title = str(e.get("title", ""))
        return [*_in_group(p, final), check("one new event", 1, len(new)),
                check("tomorrow at the time", [TOMORROW, p["time"]], [e.get("start_date"), e.get("start_time")]),
                Check("to finish the chapter",  # the chapter's number as a whole number, not a digit of another
                      p["title"] in title and number_outside(title, p["n"], p["title"]),
                      f"chapter {p['n']} of {p['title']}", title)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.shelf[+1 id={p['book']}]", *progress_changes(p["book"]), "apps.calendar.events[+1]",
                f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _read_text(obs, p["thread_id"])
        obs = yield from _add_to_group(obs, p["book"], p["title"], p["group"])
        obs = yield from read_chapter(obs, p["book"], p["title"], p["n"] - 1)
        obs = yield from ui.tap(obs, trigger="reader.tools", role="button")
        obs = yield from ui.tap(obs, trigger="tools.remind")
        obs = yield from ui.tap(obs, trigger="remind.pick", day="tomorrow", at=p["time"])
        obs = yield from ui.tap(obs, trigger="remind.calendar")
        yield from ui.tap(obs, trigger="edit.save")


class HighlightAndText(TaskTemplate):
    id = "reader.HighlightAndText"
    apps = ("reader", "messages")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "social")
    budget = 45
    instructions = ('In Reader, highlight the paragraph of "{title}" (chapter {n}) that contains "{phrase}", then '
                    "share it by SMS to {name}.",
                    'Mark the passage with "{phrase}" in chapter {n} of {title} as a highlight in Reader and text it '
                    "to {name} through Messages.",
                    'Please highlight the paragraph with "{phrase}" in chapter {n} of "{title}" in Reader and send it to {name} by SMS.')
    instructions_zh = ("在阅读里把《{title}》第{n}章中包含“{phrase}”的那一段划线，然后用短信分享给{name}。",
                       "在阅读里给《{title}》第{n}章含有“{phrase}”的段落加上划线，再通过信息把这段发给{name}。",
                       '请在阅读里给《{title}》第{n}章带有“{phrase}”的段落划线，然后用短信分享给{name}。')
    goal_params = ("book", "chapter", "para", "thread_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        return {**_passage(rng, state), "thread_id": t["id"], "address": t["address"], "name": c["name"],
                "contact_id": c["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {h["id"] for h in ov(init)["highlights"]}
        new = [h for h in ov(final)["highlights"] if h["id"] not in old]
        h = new[0] if len(new) == 1 else {}
        got = new_outgoing(init, final, p["address"])
        return [check("one new highlight", 1, len(new)),
                check("on that paragraph", [p["book"], p["chapter"], p["para"]], [h.get("book"), h.get("chapter"), h.get("para")]),
                Check("the paragraph was texted to them", len(got) == 1 and _norm(p["text"]) in _norm(got[0]),
                      p["text"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.highlights[+1 book={p['book']}]", *progress_changes(p["book"]), *send_changes(p["thread_id"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from read_chapter(obs, p["book"], p["title"], p["chapter"])
        obs = yield from para_action(obs, p["para"], "para.highlight")
        obs = yield from para_action(obs, p["para"], "para.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["name"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="compose.send")
