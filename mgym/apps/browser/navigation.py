"""Browser navigation: the page of the current tab with its address bar and toolbar, the address
bar's editor (suggestions, search), the menu, tabs, bookmarks, history, find in page, the long-press
link menu and downloads.

The page shown is the current tab's (overlay state), so back / forward within a tab are toolbar
buttons that move the tab's position; the system back key leaves the screen as on a phone.
"""

from __future__ import annotations

from typing import Any

from mgym.apps.browser import downloads as dl
from mgym.apps.browser import world as W
from mgym.apps.browser.state import MAX_HISTORY, MAX_STACK
from mgym.nav import Navigation, Screen, pop, push, replace, stay
from mgym.os.context import AppContext
from mgym.os.intents import SEND, SENDTO


# ---- tabs -----------------------------------------------------------------------------------------
def tab(st: dict[str, Any]) -> dict[str, Any]:
    """The tab on screen (the first one if ``current`` is stale)."""
    tabs: list[dict[str, Any]] = st["tabs"]
    return next((t for t in tabs if t["id"] == st["current"]), tabs[0])


def current_url(st: dict[str, Any]) -> str:
    t = tab(st)
    return str(t["stack"][t["pos"]])


def _new_tab(st: dict[str, Any], url: str) -> None:
    st["tabs"].append({"id": st["next_tab"], "stack": [], "pos": -1})
    st["current"] = st["next_tab"]
    st["next_tab"] += 1
    _visit_in(st, url, 0)


def _visit_in(st: dict[str, Any], url: str, now: int) -> None:
    t = tab(st)
    t["stack"] = (t["stack"][: t["pos"] + 1] + [url])[-MAX_STACK:]
    t["pos"] = len(t["stack"]) - 1
    if now:
        st["history"] = (st["history"] + [{"id": st["next_visit"], "url": url, "time": now}])[-MAX_HISTORY:]
        st["next_visit"] += 1


def go(ctx: AppContext, url: str) -> None:
    """Open ``url`` in the current tab; ``sms:`` links open Messages instead."""
    if url.startswith(("sms:", "smsto:")):
        ctx.start({"action": SENDTO, "data": url})
        return
    if url != current_url(ctx.state):
        _visit_in(ctx.state, url, ctx.now)


def open_data(ctx: AppContext) -> None:
    """Opened by a web link from another app: the page opens in a new tab."""
    data = str(ctx.param("data") or "")
    if data:
        _new_tab(ctx.state, W.normalize(data))
        st = ctx.state
        st["history"] = (st["history"] + [{"id": st["next_visit"], "url": current_url(st), "time": ctx.now}])[
            -MAX_HISTORY:]
        st["next_visit"] += 1
        ctx.set_param("data", None)


def link_open(ctx: AppContext) -> None:
    url = str(ctx.params.get("url") or "")
    if url:
        go(ctx, url)


def can_back(ctx: AppContext) -> bool:
    return bool(tab(ctx.state)["pos"] > 0)


def can_forward(ctx: AppContext) -> bool:
    t = tab(ctx.state)
    return bool(t["pos"] < len(t["stack"]) - 1)


def back(ctx: AppContext) -> None:
    tab(ctx.state)["pos"] -= 1


def forward(ctx: AppContext) -> None:
    tab(ctx.state)["pos"] += 1


def home(ctx: AppContext) -> None:
    go(ctx, W.HOME)


def new_tab(ctx: AppContext) -> None:
    _new_tab(ctx.state, W.HOME)


def _tab_param(ctx: AppContext) -> dict[str, Any] | None:
    return next((t for t in ctx.state["tabs"] if t["id"] == ctx.params.get("id")), None)


def tab_exists(ctx: AppContext) -> bool:
    return _tab_param(ctx) is not None


def switch_tab(ctx: AppContext) -> None:
    ctx.state["current"] = ctx.params.get("id")


def close_tab(ctx: AppContext) -> None:
    """Close a tab; the last one closed leaves a new tab on the start page (as a phone's browser does)."""
    st = ctx.state
    tabs = st["tabs"]
    i = next(k for k, t in enumerate(tabs) if t["id"] == ctx.params.get("id"))
    tabs.pop(i)
    if not tabs:
        _new_tab(st, W.HOME)
    elif st["current"] == ctx.params.get("id"):
        st["current"] = tabs[min(i, len(tabs) - 1)]["id"]


# ---- address bar ----------------------------------------------------------------------------------
def omni_ready(ctx: AppContext) -> bool:
    return bool(ctx.field("q").strip())


def omni_go(ctx: AppContext) -> None:
    go(ctx, W.resolve_input(ctx.field("q")))


def omni_pick(ctx: AppContext) -> None:
    link_open(ctx)


def omni_clear(ctx: AppContext) -> None:
    ctx.set_field("q", "")


# ---- bookmarks, history, share --------------------------------------------------------------------
def bookmark_of(st: dict[str, Any], url: str) -> dict[str, Any] | None:
    return next((b for b in st["bookmarks"] if b["url"] == url), None)


def toggle_bookmark(ctx: AppContext) -> None:
    st = ctx.state
    url = current_url(st)
    b = bookmark_of(st, url)
    if b is not None:
        st["bookmarks"].remove(b)
        ctx.toast("Bookmark removed")
    else:
        st["bookmarks"].append({"id": st["next_bookmark"], "url": url})
        st["next_bookmark"] += 1
        ctx.toast("Bookmarked")


def _bm(ctx: AppContext) -> dict[str, Any] | None:
    return next((b for b in ctx.state["bookmarks"] if b["id"] == ctx.params.get("id")), None)


def bm_exists(ctx: AppContext) -> bool:
    return _bm(ctx) is not None


def bm_open(ctx: AppContext) -> None:
    b = _bm(ctx)
    if b is not None:
        go(ctx, b["url"])


def bm_remove(ctx: AppContext) -> None:
    b = _bm(ctx)
    if b is not None:
        ctx.state["bookmarks"].remove(b)
        ctx.toast("Bookmark removed")


def _visit(ctx: AppContext) -> dict[str, Any] | None:
    return next((v for v in ctx.state["history"] if v["id"] == ctx.params.get("id")), None)


def visit_exists(ctx: AppContext) -> bool:
    return _visit(ctx) is not None


def visit_open(ctx: AppContext) -> None:
    v = _visit(ctx)
    if v is not None:
        go(ctx, v["url"])


def visit_remove(ctx: AppContext) -> None:
    v = _visit(ctx)
    if v is not None:
        ctx.state["history"].remove(v)


def has_history(ctx: AppContext) -> bool:
    if not ctx.state["history"]:
        ctx.toast("No history")
        return False
    return True


def clear_history(ctx: AppContext) -> None:
    ctx.state["history"] = []
    ctx.toast("Browsing history cleared")


def share(ctx: AppContext) -> None:
    """Share the page's link as plain text (the OS chooser offers the apps that take it)."""
    ctx.start({"action": SEND, "type": "text/plain", "extras": {"text": "https://" + current_url(ctx.state)}})


# ---- find in page ---------------------------------------------------------------------------------
def find_step(ctx: AppContext) -> None:
    """Next / previous match (the view wraps the index into the match count)."""
    step = 1 if ctx.params.get("d") == "next" else -1
    ctx.set_param("at", int(ctx.screen_params.get("at") or 0) + step)


def find_reset(ctx: AppContext) -> None:
    ctx.set_param("at", 0)


NAV = Navigation(
    app="browser",
    entry="page",
    screens=[
        Screen("page", params=("data",), title="Browser", entry_point=True, on_open=open_data),
        Screen("omnibox", title="Search or type web address", autofocus="q"),
        Screen("menu", kind="menu", title="More options"),
        Screen("tabs", title="Tabs"),
        Screen("bookmarks", title="Bookmarks"),
        Screen("history", title="History"),
        Screen("clear_confirm", kind="dialog", title="Clear browsing history"),
        Screen("find", params=("at",), title="Find in page", autofocus="q"),
        Screen("linkmenu", kind="sheet", params=("url", "image"), title="Link"),
        Screen("downloads", title="Downloads"),
    ],
    transitions=[
        # the page and its toolbar
        push("omni.open", "page", "omnibox", label="Search or type web address"),
        stay("link.open", "page", effect=link_open, label="Open link"),
        stay("nav.back", "page", guard=can_back, effect=back, label="Back"),
        stay("nav.forward", "page", guard=can_forward, effect=forward, label="Forward"),
        stay("nav.home", "page", effect=home, label="Home page"),
        push("page.tabs", "page", "tabs", label="Tabs"),
        push("page.menu", "page", "menu", label="More options"),
        # the address bar
        pop("omni.go", "omnibox", "page", guard=omni_ready, effect=omni_go, label="Go"),
        pop("omni.pick", "omnibox", "page", effect=omni_pick, label="Open"),
        stay("omni.clear", "omnibox", effect=omni_clear, label="Clear"),
        # menu
        pop("menu.new_tab", "menu", "page", effect=new_tab, label="New tab"),
        pop("menu.bookmark", "menu", "page", effect=toggle_bookmark, label="Bookmark"),
        replace("menu.bookmarks", "menu", "bookmarks", label="Bookmarks"),
        replace("menu.history", "menu", "history", label="History"),
        replace("menu.find", "menu", "find", label="Find in page"),
        pop("menu.share", "menu", "page", effect=share, label="Share"),
        pop("menu.dismiss", "menu", "page", label="Close"),
        replace("menu.downloads", "menu", "downloads", label="Downloads"),
        # downloads
        stay("dl.get", "page", effect=dl.get, label="Download"),
        push("dl.menu", "page", "linkmenu", label="Link options"),
        pop("linkmenu.download", "linkmenu", "page", guard=dl.is_download, effect=dl.menu_download, label="Download"),
        pop("linkmenu.copy", "linkmenu", "page", effect=dl.copy_link, label="Copy link address"),
        pop("linkmenu.share", "linkmenu", "page", effect=dl.share_link, label="Share link"),
        pop("linkmenu.dismiss", "linkmenu", "page", label="Close"),
        stay("downloads.open", "downloads", guard=dl.exists, effect=dl.open_file, label="Open"),
        stay("downloads.delete", "downloads", guard=dl.exists, effect=dl.delete, label="Delete"),
        # tabs
        pop("tab.switch", "tabs", "page", guard=tab_exists, effect=switch_tab, label="Switch to tab"),
        stay("tab.close", "tabs", guard=tab_exists, effect=close_tab, label="Close tab"),
        pop("tabs.new", "tabs", "page", effect=new_tab, label="New tab"),
        # bookmarks
        pop("bookmark.open", "bookmarks", "page", guard=bm_exists, effect=bm_open, label="Open bookmark"),
        stay("bookmark.remove", "bookmarks", guard=bm_exists, effect=bm_remove, label="Remove bookmark"),
        # history
        pop("history.open", "history", "page", guard=visit_exists, effect=visit_open, label="Open page"),
        stay("history.remove", "history", guard=visit_exists, effect=visit_remove, label="Remove from history"),
        push("clear.ask", "history", "clear_confirm", guard=has_history, label="Clear browsing history"),
        pop("clear.confirm", "clear_confirm", "history", effect=clear_history, label="Clear"),
        pop("clear.cancel", "clear_confirm", "history", label="Cancel"),
        # find in page
        stay("find.step", "find", effect=find_step, label="Next match"),
        stay("find.reset", "find", effect=find_reset, label="Search"),
        pop("find.close", "find", "page", label="Close"),
    ],
)
