"""Hard-by-construction Shop templates, fourth wave (declared hardness factors; L4 by them).

``BidWhileAway``: I will be offline over a window of days (from one day and time to another); every auction
on my watchlist that ends inside that window gets the minimum bid now, and no other. The watchlist shows
each auction's time left ("2d 5h left"), never when it ends: each has to be turned into a day and hour
from now and compared with the window. Five auctions end inside it; one ends a few hours before it starts
and one a few hours after it is over (the near misses), two more well outside it, among buy-it-now
listings."""

from __future__ import annotations

from datetime import UTC, datetime
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.shop.common import W, launch, shop
from mgym.clock import DEFAULT_EPOCH_MS
from mgym.i18n import DEFAULT_LOCALE, normalize_locale

HOUR = 3_600_000
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")


def _when(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, UTC)


def _en(ms: int) -> str:
    d = _when(ms)
    return f"{d:%A}, {d:%b} {d.day} at {d:%H:%M}"


def _zh(ms: int) -> str:
    d = _when(ms)
    return f"{d.month}月{d.day}日（{WEEKDAYS_ZH[d.weekday()]}）{d:%H:%M}"


class BidWhileAway(TaskTemplate):
    id = "shop.BidWhileAway"
    apps = ("shop",)
    objective = "hybrid"
    composition = "deep_dive"
    hardness = ("steps", "temporal", "branch", "trap")
    tags = ("reasoning", "extract")
    budget = 45
    goal_params = ("inside",)
    instructions = ("I'll be offline from {start} until {end}. Place the minimum bid now on every auction in my Shop "
                    "watchlist that ends while I'm offline, and leave the other auctions alone.",
                    "Between {start} and {end} I can't get online. Go through my Shop watchlist and bid the minimum "
                    "on each auction that closes in that time; don't bid on any that ends before or after it.",
                    "Bid the minimum now on the auctions in my Shop watchlist that will end while I'm away, from "
                    "{start} to {end}. Auctions ending outside that window get no bid.")
    instructions_zh = ("从{start}到{end}我没法上网。请现在就给优选商城关注列表里在这段时间内结束的每个拍卖出最低价，其他拍卖别动。",
                       "{start}到{end}之间我上不了网。请看一下优选商城的关注列表，在这段时间里结束的拍卖都出个最低价；在这之前或之后结束的都不要出价。",
                       "我{start}到{end}不在线。请现在给优选商城关注列表中会在这期间结束的拍卖出最低价，不在这段时间结束的拍卖不要出价。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        now = DEFAULT_EPOCH_MS
        day0 = now - now % (24 * HOUR)
        start = day0 + rng.randint(1, 2) * 24 * HOUR + rng.choice((6, 7, 8, 18, 19, 20)) * HOUR
        end = start + rng.randint(2, 3) * 24 * HOUR + rng.choice((-6, -3, 0, 2, 4)) * HOUR
        st = shop(state)
        taken = set(st["watchlist"])
        pool = sorted((p for p in W(state).products if p.auction and p.ends > now + 2 * HOUR and p.id not in taken),
                      key=lambda p: p.id)

        def pick(n: int, lo: int, hi: int) -> list[str]:
            return [p.id for p in rng.sample([p for p in pool if lo < p.ends < hi], n)]

        inside = pick(5, start + 3 * HOUR, end - 3 * HOUR)
        near = pick(1, start - 9 * HOUR, start - 3 * HOUR) + pick(1, end + 3 * HOUR, end + 9 * HOUR)
        far = pick(1, now + 2 * HOUR, start - 12 * HOUR) + pick(1, end + 12 * HOUR, end + 6 * 24 * HOUR)
        added = [*inside, *near, *far]
        rng.shuffle(added)
        watchlist = [*st["watchlist"], *added]
        shown = list(reversed(watchlist))  # the watchlist lists the latest added first
        return {"start": _en(start), "end": _en(end), "start_zh": _zh(start), "end_zh": _zh(end),
                "watchlist": watchlist, "inside": sorted(inside, key=shown.index), "outside": near + far}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        if normalize_locale(locale) != DEFAULT_LOCALE:
            out["start"], out["end"] = params["start_zh"], params["end_zh"]
        return out

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"shop": {"watchlist": p["watchlist"], "bids": []}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"apps.shop.bids[+{len(p['inside'])}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        bid = {b["product"] for b in shop(final)["bids"]}
        return [Check(f"a bid on {pid} (ends while I'm offline)", pid in bid, True, pid in bid) for pid in p["inside"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.watchlist")
        obs = yield from ui.scroll_to(obs, trigger="item.open", id=p["watchlist"][0])  # every row's time left
        obs = yield from ui.scroll_to(obs, trigger="item.open", id=p["watchlist"][-1], up=True)
        for pid in p["inside"]:
            obs = yield from ui.tap(obs, trigger="item.open", id=pid)
            obs = yield from ui.tap(obs, trigger="item.bid")
            obs = yield from ui.tap(obs, trigger="bid.confirm")
            obs = yield from ui.back()
