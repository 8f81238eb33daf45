"""Reader's guards and effects: the shelf and its groups, the reader (page turns, settings,
bookmarks, highlights, copy and share), buying through Wallet, reminders through Calendar or Clock,
the audiobook player and the daily goal."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from mgym.apps.reader import model, world
from mgym.apps.reader.state import FONT_SIZES, GOALS, SPEEDS, THEMES, TURNS
from mgym.os.context import AppContext
from mgym.os.intents import PAY, Intent

INSERT = "android.intent.action.INSERT"
EVENT_TYPE = "vnd.android.cursor.item/event"
SET_ALARM = "mgym.intent.SET_ALARM"
REMIND_TIMES: tuple[str, ...] = ("07:00", "08:00", "12:00", "19:00", "20:00", "21:00", "22:00")
MAX_GROUP = 20


def book(ctx: AppContext) -> world.Book | None:
    return world.book(ctx.region, ctx.param("id"))


def book_exists(ctx: AppContext) -> bool:
    return book(ctx) is not None


def _new_id(ctx: AppContext) -> int:
    n = int(ctx.state["next_id"])
    ctx.state["next_id"] = n + 1
    return n


# ---- reading time ------------------------------------------------------------------------------------------
def tick(ctx: AppContext, book_id: str) -> None:
    """Count the whole minutes read since the reader last counted into today's record of the book."""
    st = ctx.state
    if not st["open_at"]:
        st["open_at"] = ctx.now
        return
    mins = (ctx.now - int(st["open_at"])) // 60000
    if mins < 1:
        return
    st["open_at"] = int(st["open_at"]) + mins * 60000
    day = model.day_of(ctx.now).isoformat()
    rec = next((r for r in st["records"] if r["d"] == day and r["book"] == book_id), None)
    if rec is None:
        st["records"].append({"d": day, "book": book_id, "m": int(mins)})
    else:
        rec["m"] = int(rec["m"]) + int(mins)


# ---- the shelf ---------------------------------------------------------------------------------------------
def on_shelf(ctx: AppContext) -> bool:
    return model.shelf_item(ctx.state, ctx.param("id")) is not None


def not_on_shelf(ctx: AppContext) -> bool:
    return book_exists(ctx) and not on_shelf(ctx)


def add_to_shelf(ctx: AppContext) -> None:
    b = book(ctx)
    if b is not None and not on_shelf(ctx):
        ctx.state["shelf"].insert(0, {"id": b["id"], "group": "", "chapter": 0, "para": 0, "finished": False})
        ctx.state["last_read"][b["id"]] = ctx.now
        ctx.toast("Added to bookshelf")


def remove_from_shelf(ctx: AppContext) -> None:
    it = model.shelf_item(ctx.state, ctx.param("id"))
    if it is not None:
        ctx.state["shelf"].remove(it)
        ctx.toast("Removed from bookshelf")


def toggle_view(ctx: AppContext) -> None:
    ctx.state["view"] = "list" if ctx.state["view"] == "grid" else "grid"


def set_sort(ctx: AppContext) -> None:
    if ctx.param("sort") in ("recent", "title", "progress"):
        ctx.state["sort"] = ctx.param("sort")


def move_to_group(ctx: AppContext) -> None:
    it = model.shelf_item(ctx.state, ctx.param("id"))
    group = str(ctx.param("group", ""))
    if it is not None and (not group or group in ctx.state["groups"]):
        it["group"] = group
        if group:
            ctx.toast("Moved to {group}", group=group)
        else:
            ctx.toast("Removed from group")


def _group_name(ctx: AppContext, old: str = "") -> str | None:
    name = " ".join(ctx.field("name").split())[:MAX_GROUP]
    if not name:
        ctx.toast("Enter a group name")
        return None
    if name != old and name in ctx.state["groups"]:
        ctx.toast("A group with that name already exists")
        return None
    return name


def create_group(ctx: AppContext) -> None:
    """Create the group typed in the dialog (and move the book into it); a bad name keeps the dialog."""
    name = _group_name(ctx)
    if name is None:
        return
    ctx.close_screen()
    ctx.state["groups"].append(name)
    it = model.shelf_item(ctx.state, ctx.param("id"))
    if it is not None:
        it["group"] = name
        ctx.toast("Moved to {group}", group=name)
    else:
        ctx.toast("Group created")


def rename_group(ctx: AppContext) -> None:
    old = str(ctx.param("name", ""))
    if old not in ctx.state["groups"]:
        return
    name = _group_name(ctx, old)
    if name is None:
        return
    ctx.close_screen()
    groups: list[str] = ctx.state["groups"]
    groups[groups.index(old)] = name
    for it in ctx.state["shelf"]:
        if it["group"] == old:
            it["group"] = name
    ctx.toast("Group renamed")


def delete_group(ctx: AppContext) -> None:
    name = str(ctx.param("name", ""))
    if name in ctx.state["groups"]:
        ctx.state["groups"].remove(name)
        for it in ctx.state["shelf"]:
            if it["group"] == name:
                it["group"] = ""
        ctx.toast("Group deleted. Its books stay on the shelf")


def prefill_group(ctx: AppContext) -> None:
    ctx.set_field("name", str(ctx.param("name", "")))


def search(ctx: AppContext) -> None:
    """Keep the submitted query in the search history (newest first, at most 8)."""
    q = ctx.field("q").strip()
    key = "store_searches" if ctx.entry and ctx.entry["screen"] == "store_search" else "recent_searches"
    if q:
        rows = [x for x in ctx.state[key] if x != q]
        ctx.state[key] = [q, *rows][:8]


def pick_search(ctx: AppContext) -> None:
    ctx.set_field("q", str(ctx.param("q", "")))


# ---- buying ------------------------------------------------------------------------------------------------
def _paid(ctx: AppContext) -> bool:
    return ctx.params.get("status") == "paid" and "amount" in ctx.params


def can_buy(ctx: AppContext) -> bool:
    if _paid(ctx):
        return True
    b = book(ctx)
    return b is not None and not model.owned(ctx.state, b)


def buy(ctx: AppContext) -> None:
    """Buy opens Wallet's checkout; its result (paid) adds the book to purchases and the shelf."""
    b = book(ctx)
    if b is None:
        return
    if _paid(ctx):
        if str(ctx.params.get("order_id", b["id"])) == b["id"] and b["id"] not in ctx.state["purchases"]:
            ctx.state["purchases"].append(b["id"])
            if not on_shelf(ctx):
                ctx.state["shelf"].insert(0, {"id": b["id"], "group": "", "chapter": 0, "para": 0, "finished": False})
                ctx.state["last_read"][b["id"]] = ctx.now
            ctx.toast("Purchased. The whole book is yours")
        return
    ctx.start(Intent(action=PAY, extras={"amount": float(b["price"]), "payee": b["author"], "payee_id": "reader",
                                         "memo": b["title"], "kind": "order", "order_id": b["id"],
                                         "category": "Entertainment"}), result="book.buy")


# ---- the reader --------------------------------------------------------------------------------------------
def _font(ctx: AppContext) -> int:
    return int(ctx.state["settings"]["font"])


def _pages(ctx: AppContext, b: world.Book, chapter: int) -> tuple[tuple[model.Seg, ...], ...]:
    return model.pages(b, chapter, _font(ctx), ctx.region)


def _reader_entry(ctx: AppContext) -> dict[str, Any] | None:
    if ctx.entry and ctx.entry["screen"] == "reader":
        return ctx.entry
    entries, idx = ctx.stack_position()
    for e in reversed(entries[:idx] if idx is not None else []):
        if e["app"] == ctx.app.id and e["screen"] == "reader":
            return e
    return None


def position(ctx: AppContext) -> tuple[world.Book, int, int] | None:
    """The open book, chapter and page of the reader (the current screen or the one below)."""
    e = _reader_entry(ctx)
    if e is None:
        return None
    b = world.book(ctx.region, e["params"].get("id"))
    if b is None:
        return None
    return b, int(e["params"].get("chapter", 0)), int(e["params"].get("page", 0))


def _go(ctx: AppContext, b: world.Book, chapter: int, page: int) -> None:
    e = _reader_entry(ctx)
    if e is None:
        return
    e["params"].update(chapter=chapter, page=page)
    it = model.shelf_item(ctx.state, b["id"])
    if it is not None:
        it["chapter"], (it["para"], it["off"]) = chapter, model.page_start(_pages(ctx, b, chapter), page)
        last = len(b["chapters"]) - 1
        if chapter == last and page == len(_pages(ctx, b, chapter)) - 1 and not it["finished"]:
            it["finished"] = True
    ctx.state["last_read"][b["id"]] = ctx.now
    tick(ctx, b["id"])


def open_reader(ctx: AppContext) -> None:
    """Opening the reader: a given chapter from its start, else where the shelf left off."""
    e = ctx.entry
    b = world.book(ctx.region, e["params"].get("id")) if e else None
    if e is None or b is None:
        return
    it = model.shelf_item(ctx.state, b["id"])
    if e["params"].get("chapter") is not None:
        chapter = max(0, min(int(e["params"]["chapter"]), len(b["chapters"]) - 1))
        para, off = 0, 0
    elif it is not None and int(it["chapter"]) < len(b["chapters"]):
        chapter = int(it["chapter"])
        para = min(int(it["para"]), len(b["chapters"][chapter]["paras"]) - 1)
        off = int(it.get("off", 0)) if para == int(it["para"]) else 0
    else:
        chapter, para, off = 0, 0, 0
    if not model.readable(ctx.state, b, chapter):
        chapter, para, off = 0, 0, 0
    e["params"].update(chapter=chapter, page=model.page_of(b, chapter, para, _font(ctx), ctx.region, off))
    ctx.state["open_at"] = ctx.now
    ctx.state["last_read"][b["id"]] = ctx.now
    if it is not None:
        it["chapter"], it["para"], it["off"] = chapter, para, off


def next_page(ctx: AppContext) -> None:
    pos = position(ctx)
    if pos is None:
        return
    b, ch, page = pos
    if page + 1 < len(_pages(ctx, b, ch)):
        _go(ctx, b, ch, page + 1)
    elif ch + 1 >= len(b["chapters"]):
        ctx.toast("You've reached the end of the book")
    elif not model.readable(ctx.state, b, ch + 1):
        ctx.toast("The free preview ends here. Buy the book to keep reading")
    else:
        _go(ctx, b, ch + 1, 0)


def prev_page(ctx: AppContext) -> None:
    pos = position(ctx)
    if pos is None:
        return
    b, ch, page = pos
    if page > 0:
        _go(ctx, b, ch, page - 1)
    elif ch > 0:
        _go(ctx, b, ch - 1, len(_pages(ctx, b, ch - 1)) - 1)
    else:
        ctx.toast("This is the first page")


def go_chapter(ctx: AppContext) -> None:
    pos = position(ctx)
    if pos is None:
        return
    b, _ch, _page = pos
    ch = int(ctx.param("chapter", 0))
    if not 0 <= ch < len(b["chapters"]):
        return
    if not model.readable(ctx.state, b, ch):
        ctx.toast("The free preview ends here. Buy the book to keep reading")
        return
    _go(ctx, b, ch, 0)


def step_chapter(ctx: AppContext) -> None:
    pos = position(ctx)
    if pos is not None:
        ctx.params["chapter"] = pos[1] + int(ctx.param("step", 1))
        go_chapter(ctx)


def set_font(ctx: AppContext) -> None:
    """A bigger or smaller font repaginates; the page showing the same position stays open."""
    pos = position(ctx)
    sizes = list(FONT_SIZES)
    i = sizes.index(_font(ctx)) if _font(ctx) in sizes else 2
    j = max(0, min(len(sizes) - 1, i + int(ctx.param("step", 1))))
    if pos is None or i == j:
        return
    b, ch, page = pos
    # the saved reading position when it is on this page (so that repeated changes do not drift back),
    # else where the page starts
    pgs = _pages(ctx, b, ch)
    para, off = model.page_start(pgs, page)
    it = model.shelf_item(ctx.state, b["id"])
    if it is not None and int(it["chapter"]) == ch and model.locate(pgs, int(it["para"]), int(it.get("off", 0))) == page:
        para, off = int(it["para"]), int(it.get("off", 0))
    ctx.state["settings"]["font"] = sizes[j]
    e = _reader_entry(ctx)
    if e is not None:
        e["params"]["page"] = model.page_of(b, ch, para, sizes[j], ctx.region, off)


def can_font(ctx: AppContext) -> bool:
    i = FONT_SIZES.index(_font(ctx)) if _font(ctx) in FONT_SIZES else 2
    return 0 <= i + int(ctx.param("step", 1)) < len(FONT_SIZES)


def set_theme(ctx: AppContext) -> None:
    if ctx.param("theme") in THEMES:
        ctx.state["settings"]["theme"] = ctx.param("theme")


def set_turn(ctx: AppContext) -> None:
    if ctx.param("turn") in TURNS:
        ctx.state["settings"]["turn"] = ctx.param("turn")


def page_marks(ctx: AppContext) -> list[dict[str, Any]]:
    pos = position(ctx)
    if pos is None:
        return []
    b, ch, page = pos
    pgs = _pages(ctx, b, ch)
    return [m for m in ctx.state["bookmarks"] if m["book"] == b["id"] and m["chapter"] == ch
            and model.locate(pgs, int(m["para"]), int(m.get("off", 0))) == min(page, len(pgs) - 1)]


def toggle_bookmark(ctx: AppContext) -> None:
    pos = position(ctx)
    if pos is None:
        return
    b, ch, page = pos
    marks = page_marks(ctx)
    if marks:
        for m in marks:
            ctx.state["bookmarks"].remove(m)
        ctx.toast("Bookmark removed")
        return
    para, off = model.page_start(_pages(ctx, b, ch), page)
    ctx.state["bookmarks"].append({"id": _new_id(ctx), "book": b["id"], "chapter": ch, "para": para, "off": off,
                                   "created": ctx.now})
    ctx.toast("Bookmark added")


def delete_bookmark(ctx: AppContext) -> None:
    ctx.state["bookmarks"] = [m for m in ctx.state["bookmarks"] if m["id"] != ctx.param("mark")]


def open_mark(ctx: AppContext) -> None:
    pos = position(ctx)
    if pos is None:
        return
    b = pos[0]
    ch, para, off = int(ctx.param("chapter", 0)), int(ctx.param("para", 0)), int(ctx.param("off", 0))
    if 0 <= ch < len(b["chapters"]):
        _go(ctx, b, ch, model.page_of(b, ch, para, _font(ctx), ctx.region, off))


# ---- paragraphs: highlight, note, copy, share ------------------------------------------------------------
def _para(ctx: AppContext) -> tuple[world.Book, int, int, str] | None:
    b = book(ctx)
    ch, i = int(ctx.param("chapter", -1)), int(ctx.param("para", -1))
    if b is None or not 0 <= ch < len(b["chapters"]) or not 0 <= i < len(b["chapters"][ch]["paras"]):
        return None
    return b, ch, i, str(b["chapters"][ch]["paras"][i])


def highlight_of(ctx: AppContext) -> dict[str, Any] | None:
    p = _para(ctx)
    if p is None:
        return None
    key = (p[0]["id"], p[1], p[2])
    return next((h for h in ctx.state["highlights"] if (h["book"], h["chapter"], h["para"]) == key), None)


def toggle_highlight(ctx: AppContext) -> None:
    """Highlight the paragraph, or remove its highlight (and note) when it has one."""
    p = _para(ctx)
    h = highlight_of(ctx)
    if h is not None:
        ctx.state["highlights"].remove(h)
        ctx.toast("Highlight removed")
    elif p is not None:
        ctx.state["highlights"].append({"id": _new_id(ctx), "book": p[0]["id"], "chapter": p[1], "para": p[2],
                                        "note": "", "created": ctx.now})
        ctx.toast("Highlighted")


def prefill_note(ctx: AppContext) -> None:
    h = highlight_of(ctx)
    ctx.set_field("note", str(h["note"]) if h else "")


def save_note(ctx: AppContext) -> None:
    p = _para(ctx)
    if p is None:
        return
    note = ctx.field("note").strip()[:500]
    h = highlight_of(ctx)
    if h is None:
        ctx.state["highlights"].append({"id": _new_id(ctx), "book": p[0]["id"], "chapter": p[1], "para": p[2],
                                        "note": note, "created": ctx.now})
    else:
        h["note"] = note
    ctx.toast("Note saved")


def copy_para(ctx: AppContext) -> None:
    p = _para(ctx)
    if p is not None:
        ctx.copy(p[3])


def share_para(ctx: AppContext) -> None:
    p = _para(ctx)
    if p is not None:
        ctx.share(text=f"{p[3]} — {p[0]['title']}, {p[0]['author']}", subject=str(p[0]["title"]))


# ---- reminders -------------------------------------------------------------------------------------------
def set_remind(ctx: AppContext) -> None:
    if ctx.param("day") in ("today", "tomorrow"):
        ctx.set_param("day", ctx.param("day"))
    if ctx.param("at") in REMIND_TIMES:
        ctx.set_param("at", ctx.param("at"))


def _remind(ctx: AppContext) -> tuple[str, int, int, int]:
    """The reminder's title, day (virtual ms at 0:00) and time, from the dialog's choices."""
    pos = position(ctx)
    if pos is not None:
        title = ctx.gettext("Finish chapter {n} of {title}", n=pos[1] + 1, title=pos[0]["title"])
    else:
        title = ctx.ngettext("Read for {n} minute", "Read for {n} minutes", ctx.state["goal"])
    hh, mm = (int(x) for x in str(ctx.param("at", "20:00")).split(":"))
    day = model.day_of(ctx.now) + timedelta(days=1 if ctx.param("day", "tomorrow") == "tomorrow" else 0)
    return title, int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp() * 1000), hh, mm


def remind_calendar(ctx: AppContext) -> None:
    """Close the dialog, then open Calendar's editor filled in (the user saves it there)."""
    title, day, hh, mm = _remind(ctx)
    ctx.close_screen()
    begin = day + (hh * 60 + mm) * 60000
    ctx.start(Intent(action=INSERT, type=EVENT_TYPE, extras={"title": title, "begin": begin,
                                                             "end": begin + 30 * 60000}))


def remind_alarm(ctx: AppContext) -> None:
    """Close the dialog, then open Clock's alarm editor filled in (the user saves it there)."""
    title, _day, hh, mm = _remind(ctx)
    ctx.close_screen()
    ctx.start(Intent(action=SET_ALARM, extras={"hour": hh, "minute": mm, "label": title[:40]}))


# ---- audiobook --------------------------------------------------------------------------------------------
def open_audio(ctx: AppContext) -> None:
    """The player switches to this book (keeping its place when it is the same book)."""
    e = ctx.entry
    b = world.book(ctx.region, e["params"].get("id")) if e else None
    if b is None:
        return
    a = ctx.state["audio"]
    if a["book"] != b["id"]:
        it = model.shelf_item(ctx.state, b["id"])
        ctx.state["audio"] = {"book": b["id"], "chapter": int(it["chapter"]) if it else 0, "playing": False,
                              "speed": float(a["speed"]), "pos": 0.0, "since": ctx.now}


def _settle(ctx: AppContext) -> dict[str, Any]:
    a: dict[str, Any] = ctx.state["audio"]
    b = world.book(ctx.region, a["book"])
    pos = model.audio_pos(a, ctx.now)
    if b is not None:
        pos = min(pos, model.chapter_seconds(b, int(a["chapter"]), ctx.region))
    a["pos"], a["since"] = round(pos, 1), ctx.now
    return a


def toggle_play(ctx: AppContext) -> None:
    a = _settle(ctx)
    a["playing"] = not a["playing"]


def set_speed(ctx: AppContext) -> None:
    a = _settle(ctx)
    if float(ctx.param("speed", 1.0)) in SPEEDS:
        a["speed"] = float(ctx.param("speed"))


def audio_chapter(ctx: AppContext) -> None:
    a = _settle(ctx)
    b = world.book(ctx.region, a["book"])
    ch = int(a["chapter"]) + int(ctx.param("step", 1))
    if b is not None and 0 <= ch < len(b["chapters"]) and model.readable(ctx.state, b, ch):
        a["chapter"], a["pos"] = ch, 0.0


def audio_seek(ctx: AppContext) -> None:
    a = _settle(ctx)
    a["pos"] = max(0.0, float(a["pos"]) + float(ctx.param("by", 15)))


# ---- goal --------------------------------------------------------------------------------------------------
def set_goal(ctx: AppContext) -> None:
    if int(ctx.param("minutes", 0)) in GOALS:
        ctx.state["goal"] = int(ctx.param("minutes"))
        ctx.ntoast("Daily goal: {n} minute", "Daily goal: {n} minutes", ctx.state["goal"])
