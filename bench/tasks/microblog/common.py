"""Shared samplers, judges and oracle helpers of the Chirp (microblog) tasks.

Accounts and posts come from the phone's region's world (``os.device.region``); judges read the
overlay (the user's new posts, likes, reposts, bookmarks, lists, mutes, blocks, DMs, settings)."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps.microblog import model
from mgym.apps.microblog.world import ME, Row, World, search_people, search_posts, top, world

APP = "microblog"
M = "apps.microblog"
NOW = 1773478800000
DAY = 86_400_000
SEARCH_HINT = "Search Chirp"

TEXTS: dict[str, tuple[str, ...]] = {"en": ("Trying the new bakery on Elm Street today", "Who else is watching the meteor shower tonight?",
                "Best sandwich in town, no contest", "Finally finished my first quilt!",
                "Morning walk by the lake was pure magic", "Looking for podcast recommendations, go!",
                "The tulips in the park are out already", "Rainy Sunday, soup on the stove",
                "Just booked tickets for the summer festival", "My tomato seedlings finally sprouted"),
         "zh-CN": ("今天去试了榆树街新开的面包店", "今晚有人一起看流星雨吗？", "全城最好吃的三明治，没有之一",
                   "终于缝好了我的第一床被子！", "早上在湖边散步，太美了", "求推荐播客，快来！", "公园里的郁金香已经开了",
                   "下雨的周日，炉子上炖着汤", "刚订好夏日音乐节的票", "番茄苗终于发芽了")}
REPLIES: dict[str, tuple[str, ...]] = {"en": ("Totally agree with you", "Great point, thanks for sharing", "Congrats, well deserved!",
                  "Where can I find more about this?", "This made my morning", "Count me in!"),
           "zh-CN": ("完全同意你的看法", "说得好，谢谢分享", "恭喜，实至名归！", "在哪里能了解更多？", "看完心情好多了", "算我一个！")}


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def W(state: dict[str, Any]) -> World:
    return world(region(state))


def ov(state: dict[str, Any]) -> dict[str, Any]:
    o: dict[str, Any] = state["apps"]["microblog"]
    return o


def text(rng: Random, state: dict[str, Any], bank: dict[str, tuple[str, ...]] = TEXTS) -> str:
    return rng.choice(bank[region(state)])


def norm(s: Any) -> str:
    return " ".join(str(s).split()).casefold().rstrip(".。!！")


def new_posts(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {p["id"] for p in ov(init)["posts"]}
    return [p for p in ov(final)["posts"] if p["id"] not in old]


def added(init: dict[str, Any], final: dict[str, Any], key: str) -> list[str]:
    return [x for x in ov(final)[key] if x not in ov(init)[key]]


# ---- what the screens find --------------------------------------------------------------------
def findable(state: dict[str, Any], a: Row) -> bool:
    """Is the account among People results for its own handle?"""
    return a["id"] in {x["id"] for x in search_people(region(state), a["handle"])}


def pick_account(rng: Random, state: dict[str, Any], where: Callable[[Row], bool] | None = None) -> Row:
    w = W(state)
    o = ov(state)
    hidden = set(o["muted"]) | set(o["blocked"])
    while True:
        a = rng.choice(w.accounts[1:])
        if a["id"] not in hidden and w.posts_of.get(a["id"]) and (where is None or where(a)) and findable(state, a):
            return a


def posts_of(state: dict[str, Any], uid: str) -> tuple[Row, ...]:
    """An account's posts up to now, newest first (its profile's Posts tab)."""
    return tuple(p for p in W(state).posts_of.get(uid, ()) if p["time"] <= NOW)


def event_posts(state: dict[str, Any], uid: str) -> tuple[Row, ...]:
    """An account's posts up to now that announce an event."""
    return tuple(p for p in posts_of(state, uid) if "event" in p)


# ---- referents: how many entities match what an instruction names ---------------------------
def handle_count(state: dict[str, Any], handle: str) -> int:
    """Accounts with this handle (the instruction's "@handle")."""
    return sum(a["handle"].casefold() == handle.casefold() for a in W(state).accounts)


def latest_count(state: dict[str, Any], uid: str) -> int:
    """Posts that are the account's latest (1 unless two share its newest time)."""
    posts = posts_of(state, uid)
    return sum(p["time"] == posts[0]["time"] for p in posts) if posts else 0


def latest_referents(p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
    """The referents of "@handle's latest post"."""
    return {"the account @handle": handle_count(init, p["handle"]), "its latest post": latest_count(init, p["uid"])}


def post_hits(state: dict[str, Any], q: str) -> list[Row]:
    """The world's posts a search for ``q`` finds (up to now, not hidden), newest first."""
    w, o = W(state), ov(state)
    return [p for p in search_posts(region(state), q) if p["time"] <= NOW and not model.hidden(w, o, p)]


def top_post(state: dict[str, Any], q: str) -> Row | None:
    hits = post_hits(state, q)
    return top(hits)[0] if hits else None


def top_count(state: dict[str, Any], q: str) -> int:
    """Posts a search for ``q`` finds with the most likes (1 unless tied)."""
    hits = post_hits(state, q)
    most = max((p["likes"] for p in hits), default=None)
    return sum(p["likes"] == most for p in hits)


def latest_hits(state: dict[str, Any], q: str) -> list[Row]:
    return post_hits(state, q)[:40]


def link(state: dict[str, Any], pid: str) -> str:
    w = W(state)
    return model.link(w, w.post[pid])


def day_of(ms: int) -> str:
    from mgym.i18n import formats

    return formats.to_datetime(ms).date().isoformat()


def day_text(iso: str, locale: str) -> str:
    from datetime import date

    from mgym.i18n import formats

    d = date.fromisoformat(iso)
    return f"{d.month}月{d.day}日" if locale == "zh-CN" else formats.fmt(d, "long_day", "en").split(", ", 1)[1]


# ---- oracle helpers --------------------------------------------------------------------------
def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def search(obs: Any, q: str, tab: str = "top") -> ui.Steps:
    """From anywhere: Chirp's Explore tab, the query, then the results tab."""
    return (yield from ui.search(obs, APP, q, open_trigger="nav.explore", hint=SEARCH_HINT,
                                 tab=None if tab == "top" else tab))


def open_profile(obs: Any, a: Row) -> ui.Steps:
    """Search People for the handle and open the account's profile."""
    obs = yield from search(obs, a["handle"], "people")
    return (yield from ui.tap(obs, trigger="author.open", uid=a["id"]))


def open_drawer_item(obs: Any, item: str) -> ui.Steps:
    if obs.app != APP:
        obs = yield from launch()
    obs = yield from ui.tap(obs, trigger="nav.home")
    obs = yield from ui.tap(obs, trigger="home.drawer")
    return (yield from ui.tap(obs, trigger=f"drawer.{item}"))


def scroll_list_to(obs: Any, limit: int = 30, **kw: Any) -> ui.Steps:
    """Scroll the main list down until an element matching ``kw`` shows, in long drags (80% of the
    list's height, as a user flicks through 40 search results) rather than :func:`ui.scroll_to`'s short
    ones, which run out of tries (and step budget) before the end of a long list."""
    for _ in range(limit):
        found = obs.find(**kw)
        if found and not _covered(obs, found[0]):
            return obs
        box = max((e for e in obs.ui if e.scrollable),
                  key=lambda e: (e.bounds[3] - e.bounds[1]) * (e.bounds[2] - e.bounds[0]), default=None)
        if box is None:
            break
        x, y0, y1 = (box.bounds[0] + box.bounds[2]) / 2, box.bounds[1], box.bounds[3]
        far = 0.8 if not found else 0.3  # found under the floating Post button: a short drag brings it up
        before = [(e.text, e.bounds) for e in obs.ui]
        obs = yield A.Drag(x1=x, y1=y0 + (y1 - y0) * 0.9, x2=x, y2=y0 + (y1 - y0) * (0.9 - far))
        if [(e.text, e.bounds) for e in obs.ui] == before:
            break
    found = obs.find(**kw)
    if not found or _covered(obs, found[0]):
        raise ui.OracleError(f"no element {kw} in reach on {obs.app}/{obs.screen}:\n{obs.text()}")
    return obs


def _covered(obs: Any, e: Any) -> bool:
    """Is ``e``'s centre under a clickable element drawn after it (the floating Post button)?"""
    x, y = e.center
    after = obs.ui[obs.ui.index(e) + 1:]
    return any(o.clickable and o.bounds[0] <= x <= o.bounds[2] and o.bounds[1] <= y <= o.bounds[3] for o in after)


def compose_text(obs: Any, body: str) -> ui.Steps:
    """In the composer: type the text and hide the keyboard."""
    x, y = next(e.center for e in obs.ui if e.role == "input")
    obs = yield A.Type(text=body, x=x, y=y, clear=True)
    if obs.keyboard:
        obs = yield A.Back()
    return obs


__all__ = ["ME", "Row"]
