"""Browser views: a page of the offline web (or search results, or "can't be reached") under the
address bar, the address bar's suggestions, menu, tabs, bookmarks, history and find in page."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

from mgym.app import View
from mgym.apps.browser import downloads as dl
from mgym.apps.browser import world as W
from mgym.apps.browser.navigation import bookmark_of, current_url, tab
from mgym.i18n import formats
from mgym.os.context import AppContext

MAX_SUGGESTIONS = 8


def title_of(ctx: AppContext, url: str) -> str:
    """A page's title as a tab, bookmark or history row shows it."""
    q = W.search_query(url)
    if q is not None:
        return ctx.gettext("{q} - Find", q=q)
    p = W.world(ctx.region).page(url)
    return str(p["title"]) if p else url


def emoji_of(ctx: AppContext, url: str) -> str:
    p = W.world(ctx.region).page(url)
    return str(p["emoji"]) if p else "🌐"


def row(ctx: AppContext, url: str, **extra: Any) -> dict[str, Any]:
    return {"url": url, "shown": unquote(url), "title": title_of(ctx, url), "emoji": emoji_of(ctx, url), **extra}


def page_content(ctx: AppContext, url: str) -> dict[str, Any]:
    """The page at ``url``: its site, title and blocks; search results and unknown sites are built here."""
    w = W.world(ctx.region)
    q = W.search_query(url)
    if q is not None:
        hits = [{"text": p["title"], "url": p["url"], "emoji": p["emoji"], "sub": p["url"]} for p in w.search(q)]
        blocks: list[dict[str, Any]] = [{"type": "search", "text": q}]
        blocks += [{"type": "links", "items": hits}] if hits else [{"type": "empty", "q": q}]
        return {"kind": "search", "title": title_of(ctx, url), "site": w.sites["find"], "blocks": blocks,
                "emoji": "🔍"}
    p = w.page(url)
    if p is None:
        return {"kind": "error", "title": url, "site": None, "blocks": [], "emoji": "🌐",
                "host": url.split("/", 1)[0]}
    blocks = list(p["blocks"])
    files = W.downloads_on(ctx.region, url)
    for d in files:
        if d["kind"] == "image":  # a picture of the page (downloadable with a long press)
            blocks.insert(1, {"type": "photo", "url": d["url"], "asset": d["asset"], "text": d["label"]})
    links = [{"url": d["url"], "text": d["label"], "name": d["name"], "kind": d["kind"]} for d in files
             if d["kind"] != "image"]
    if links:
        blocks.append({"type": "files", "items": links})
    return {"kind": "page", "title": p["title"], "site": w.site_of(url), "blocks": blocks, "emoji": p["emoji"]}


def page(ctx: AppContext) -> View:
    st = ctx.state
    url = current_url(st)
    t = tab(st)
    return View("apps/browser/page.html", {
        **page_content(ctx, url), "url": unquote(url), "secure": url in W.world(ctx.region).pages,
        "can_back": t["pos"] > 0, "can_forward": t["pos"] < len(t["stack"]) - 1, "n_tabs": len(st["tabs"]),
        "hl": None})


def omnibox(ctx: AppContext) -> View:
    """Suggestions: bookmarks, history and pages whose title or address contains the typed text."""
    text = ctx.field("q").strip()
    rows: list[dict[str, Any]] = []
    if text:
        key = text.casefold()
        seen: set[str] = set()
        urls = [b["url"] for b in ctx.state["bookmarks"]] + [v["url"] for v in reversed(ctx.state["history"])]
        urls += [p["url"] for p in W.world(ctx.region).search(text)]
        for u in urls:
            if u not in seen and (key in u.casefold() or key in title_of(ctx, u).casefold()):
                seen.add(u)
                rows.append(row(ctx, u))
        rows = rows[:MAX_SUGGESTIONS]
    go = W.resolve_input(text) if text else ""
    return View("apps/browser/omnibox.html", {"rows": rows, "has_text": bool(text),
                                              "current": row(ctx, current_url(ctx.state)),
                                              "search": W.search_query(go) if go else None, "go": go})


def menu(ctx: AppContext) -> View:
    url = current_url(ctx.state)
    return View("apps/browser/menu.html", {"bookmarked": bookmark_of(ctx.state, url) is not None})


def tabs(ctx: AppContext) -> View:
    st = ctx.state
    rows = [row(ctx, t["stack"][t["pos"]], id=t["id"], current=t["id"] == st["current"]) for t in st["tabs"]]
    return View("apps/browser/tabs.html", {"tabs": rows})


def bookmarks(ctx: AppContext) -> View:
    return View("apps/browser/bookmarks.html", {"rows": [row(ctx, b["url"], id=b["id"]) for b in ctx.state["bookmarks"]]})


def history(ctx: AppContext) -> View:
    """History newest first, under day headers."""
    groups: list[dict[str, Any]] = []
    for v in reversed(ctx.state["history"]):
        day = formats.to_datetime(v["time"]).date()
        if not groups or groups[-1]["day"] != day:
            groups.append({"day": day, "ms": v["time"], "rows": []})
        groups[-1]["rows"].append(row(ctx, v["url"], id=v["id"], time=v["time"]))
    return View("apps/browser/history.html", {"groups": groups})


def clear_confirm(ctx: AppContext) -> View:
    return View("apps/browser/clear_confirm.html", {})


def mark(text: str, pattern: re.Pattern[str] | None, counter: list[int]) -> list[dict[str, Any]]:
    """``text`` split into segments, each match numbered (``n``) in page order through ``counter``."""
    if pattern is None:
        return [{"t": text, "n": None}]
    out: list[dict[str, Any]] = []
    last = 0
    for m in pattern.finditer(text):
        if m.start() > last:
            out.append({"t": text[last:m.start()], "n": None})
        out.append({"t": m.group(0), "n": counter[0]})
        counter[0] += 1
        last = m.end()
    if last < len(text):
        out.append({"t": text[last:], "n": None})
    return out


def highlight(blocks: list[dict[str, Any]], query: str) -> tuple[list[dict[str, Any]], int]:
    """The blocks with every text split into match segments, and the number of matches."""
    pattern = re.compile(re.escape(query), re.IGNORECASE) if query else None
    counter = [0]
    out = []
    for b in blocks:
        nb = dict(b)
        if "text" in b:
            nb["segs"] = mark(b["text"], pattern, counter)
        if "items" in b:
            nb["items"] = [dict(i, segs=mark(i["text"], pattern, counter)) if isinstance(i, dict)
                           else {"text": i, "segs": mark(i, pattern, counter)} for i in b["items"]]
        if "rows" in b:
            nb["rows"] = [[mark(k, pattern, counter), mark(v, pattern, counter)] for k, v in b["rows"]]
        if "fields" in b:
            nb["fields"] = [mark(f, pattern, counter) for f in b["fields"]]
        out.append(nb)
    return out, counter[0]


def find(ctx: AppContext) -> View:
    url = current_url(ctx.state)
    content = page_content(ctx, url)
    q = ctx.field("q")
    blocks, n = highlight(content["blocks"], q)
    at = int(ctx.screen_params.get("at") or 0) % n if n else 0
    return View("apps/browser/find.html", {**content, "blocks": blocks, "n": n, "at": at, "has_text": bool(q),
                                           "hl": at})


def linkmenu(ctx: AppContext) -> View:
    url = str(ctx.screen_params.get("url") or "")
    d = dl.item(ctx, url)
    return View("apps/browser/linkmenu.html", {"url": "https://" + unquote(url), "download": d is not None,
                                               "image": d is not None and d["kind"] == "image"})


def downloads(ctx: AppContext) -> View:
    rows = [{"id": r["id"], "name": r["path"].rsplit("/", 1)[1], "size": f"{max(1, r['size'] // 1024)} KB",
             "time": r["created"], "icon": _icon(r["mime"])} for r in dl.mine(ctx)]
    return View("apps/browser/downloads.html", {"rows": rows})


def _icon(mime: str) -> str:
    if mime == "application/pdf":
        return "picture_as_pdf"
    return {"image": "image", "text": "description"}.get(mime.split("/")[0], "draft")

VIEWS = {"page": page, "linkmenu": linkmenu, "downloads": downloads, "omnibox": omnibox, "menu": menu, "tabs": tabs, "bookmarks": bookmarks, "history": history,
         "clear_confirm": clear_confirm, "find": find}
