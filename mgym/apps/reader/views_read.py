"""Reader views of reading: the page, its toolbar, contents, the paragraph menu and note editor, the
reminder dialog, bookmarks and notes, the audiobook player, and Me (statistics and the daily goal)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from mgym.app import View
from mgym.apps.reader import effects as fx
from mgym.apps.reader import model, world
from mgym.apps.reader.state import FONT_SIZES, GOALS, SPEEDS
from mgym.i18n import N_
from mgym.os.context import AppContext

THEME_LABELS: dict[str, str] = {"light": N_("Light"), "sepia": N_("Sepia"), "dark": N_("Dark")}
TURN_LABELS: dict[str, str] = {"slide": N_("Slide"), "curl": N_("Page curl"), "none": N_("None")}


def _settings(ctx: AppContext) -> dict[str, Any]:
    s = ctx.state["settings"]
    return {"font": s["font"], "theme": s["theme"], "turn": s["turn"]}


def reader(ctx: AppContext) -> View:
    pos = fx.position(ctx)
    if pos is None:
        return View("apps/reader/reader.html", {"book": None, **_settings(ctx)})
    b, ch, page = pos
    pages = model.pages(b, ch, ctx.state["settings"]["font"], ctx.region)
    page = min(page, len(pages) - 1)
    marks = {(h["chapter"], h["para"]): h for h in ctx.state["highlights"] if h["book"] == b["id"]}
    texts = b["chapters"][ch]["paras"]
    # a piece of a paragraph: "cont" goes on from the page before (no indent), "cut" goes on overleaf
    paras = [{"i": i, "text": texts[i][a:e], "hl": (ch, i) in marks, "cont": a > 0, "cut": e < len(texts[i]),
              "note": marks[(ch, i)]["note"] if (ch, i) in marks and e == len(texts[i]) else ""}
             for i, a, e in pages[page]]
    return View("apps/reader/reader.html", {
        "book": {"id": b["id"], "title": b["title"]}, "chapter": ch, "n_chapters": len(b["chapters"]),
        "chapter_title": b["chapters"][ch]["title"], "page": page, "n_pages": len(pages), "paras": paras,
        "bookmarked": bool(fx.page_marks(ctx)), "pct": model.progress(b, ch, model.page_start(pages, page)[0]),
        **_settings(ctx)})


def toolbar(ctx: AppContext) -> View:
    pos = fx.position(ctx)
    if pos is None:
        return View("apps/reader/toolbar.html", {"book": None, **_settings(ctx)})
    b, ch, page = pos
    pages = model.pages(b, ch, ctx.state["settings"]["font"], ctx.region)
    font = ctx.state["settings"]["font"]
    return View("apps/reader/toolbar.html", {
        "book": {"id": b["id"], "title": b["title"]}, "chapter": ch, "n_chapters": len(b["chapters"]),
        "chapter_title": b["chapters"][ch]["title"], "pct": model.progress(b, ch, model.page_start(pages, page)[0]),
        "bookmarked": bool(fx.page_marks(ctx)), "themes": THEME_LABELS, "turns": TURN_LABELS,
        "font_min": font == FONT_SIZES[0], "font_max": font == FONT_SIZES[-1],
        "steps": [{"n": i + 1, "on": i == ch} for i in range(len(b["chapters"]))], **_settings(ctx)})


def chapters(ctx: AppContext) -> View:
    pos = fx.position(ctx)
    rows = []
    if pos is not None:
        b, ch, _page = pos
        rows = [{"n": i + 1, "title": c["title"], "on": i == ch, "locked": not model.readable(ctx.state, b, i)}
                for i, c in enumerate(b["chapters"])]
    return View("apps/reader/chapters.html", {"rows": rows, "title": pos[0]["title"] if pos else ""})


def para_menu(ctx: AppContext) -> View:
    h = fx.highlight_of(ctx)
    return View("apps/reader/para_menu.html", {"id": ctx.param("id"), "chapter": ctx.param("chapter"),
                                               "para": ctx.param("para"), "highlighted": h is not None})


def note_edit(ctx: AppContext) -> View:
    p = fx._para(ctx)
    return View("apps/reader/note_edit.html", {"quote": p[3] if p else ""})


def remind(ctx: AppContext) -> View:
    pos = fx.position(ctx)
    day = ctx.param("day") if ctx.param("day") in ("today", "tomorrow") else "tomorrow"
    at = ctx.param("at") if ctx.param("at") in fx.REMIND_TIMES else "20:00"
    what = (ctx.gettext("Finish chapter {n} of {title}", n=pos[1] + 1, title=pos[0]["title"]) if pos
            else ctx.ngettext("Read for {n} minute", "Read for {n} minutes", ctx.state["goal"]))
    return View("apps/reader/remind.html", {"what": what, "day": day, "at": at, "times": fx.REMIND_TIMES})


def marks(ctx: AppContext) -> View:
    pos = fx.position(ctx)
    tab = "notes" if ctx.param("tab") == "notes" else "bookmarks"
    rows: list[dict[str, Any]] = []
    if pos is not None:
        b = pos[0]
        src = ctx.state["highlights"] if tab == "notes" else ctx.state["bookmarks"]
        for m in sorted((m for m in src if m["book"] == b["id"]), key=lambda m: (m["chapter"], m["para"], m.get("off", 0))):
            if m["chapter"] < len(b["chapters"]) and m["para"] < len(b["chapters"][m["chapter"]]["paras"]):
                rows.append({"off": 0, **m, "n": m["chapter"] + 1, "chapter_title": b["chapters"][m["chapter"]]["title"],
                             "text": b["chapters"][m["chapter"]]["paras"][m["para"]][int(m.get("off", 0)):]})
    return View("apps/reader/marks.html", {"tab": tab, "rows": rows, "title": pos[0]["title"] if pos else ""})


def audio(ctx: AppContext) -> View:
    a = ctx.state["audio"]
    b = world.book(ctx.region, a["book"])
    if b is None:
        return View("apps/reader/audio.html", {"book": None})
    total = model.chapter_seconds(b, a["chapter"], ctx.region)
    pos = min(model.audio_pos(a, ctx.now), total)
    return View("apps/reader/audio.html", {
        "book": {"id": b["id"], "title": b["title"], "author": b["author"], "color": b["color"], "emoji": b["emoji"]},
        "chapter": a["chapter"] + 1, "chapter_title": b["chapters"][a["chapter"]]["title"],
        "n_chapters": len(b["chapters"]), "playing": a["playing"], "speed": a["speed"], "speeds": SPEEDS,
        "pos": model.hms(pos), "total": model.hms(total), "pct": round(100 * pos / total)})


def me(ctx: AppContext) -> View:
    today = model.day_of(ctx.now)
    period = "month" if ctx.param("period") == "month" else "week"
    offset = min(0, int(ctx.param("offset") or 0))
    by_day = model.minutes_by_day(ctx.region, ctx.state)
    days = model.period_days(today, period, offset)
    mins = [by_day.get(d.isoformat(), 0) for d in days]
    peak = max([*mins, 1])
    bars: list[dict[str, Any]] = [{"day": d.isoformat(), "ms": _ms(d), "m": m, "future": d > today,
                                   "h": round(100 * m / peak)} for d, m in zip(days, mins, strict=True)]
    goal = int(ctx.state["goal"])
    week = model.period_days(today, "week", 0)
    return View("apps/reader/me.html", {
        "today": by_day.get(today.isoformat(), 0), "goal": goal,
        "goal_pct": min(100, round(100 * by_day.get(today.isoformat(), 0) / goal)),
        "week_total": model.total(by_day, week), "month_total": model.total(by_day, model.period_days(today, "month", 0)),
        "goal_days": model.goal_days(by_day, [d for d in week if d <= today], goal),
        "finished": sum(1 for it in ctx.state["shelf"] if it["finished"]),
        "period": period, "offset": offset, "bars": bars, "total": sum(b["m"] for b in bars),
        "first": _ms(days[0]), "last": _ms(days[-1]), "goal_line": min(100, round(100 * goal / peak)),
        "listed": [b for b in bars if b["m"]],
        "by": "book" if ctx.param("by") == "book" else "day",
        "books": [{"title": bk["title"], "m": m} for bid, m in model.top_books(ctx.region, ctx.state, days)[:10]
                  if m and (bk := world.book(ctx.region, bid)) is not None]})


def _ms(d: date) -> int:
    """A day's noon in virtual ms (what the date filters format)."""
    return int(datetime(d.year, d.month, d.day, 12, tzinfo=UTC).timestamp() * 1000)


def goal(ctx: AppContext) -> View:
    return View("apps/reader/goal.html", {"goals": GOALS, "goal": ctx.state["goal"]})


READ_VIEWS = {"reader": reader, "toolbar": toolbar, "chapters": chapters, "para_menu": para_menu,
              "note_edit": note_edit, "remind": remind, "marks": marks, "audio": audio, "me": me, "goal": goal}
