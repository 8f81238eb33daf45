"""Hard-by-construction Theme Store templates across apps (declared hardness factors, L4): a friend recommends
by text the best-rated wallpaper of a category by a designer, then corrects the designer's name; the store
has no search and no sort, and a wallpaper's designer and rating show only on its detail page, so every
wallpaper of the category is opened. Within my price limit it is bought through Wallet and applied; above
it nothing is bought and the friend gets a text instead."""

from __future__ import annotations

import math
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messages.common import (
    START_MS,
    chat_with,
    named_threads,
    next_message_id,
    send,
    send_changes,
    sent_check,
    with_messages,
)
from bench.tasks.themes.common import (
    OWNED,
    WALLET_CHANGES,
    bought_checks,
    items,
    pay_in_wallet,
    wallet_checks,
)
from mgym.apps.themes.views import CATEGORY_LABELS
from mgym.i18n import lookup

MINUTE_MS = 60_000
NO = {"en": "Thanks, but that one's a bit pricey for me.", "zh-CN": "谢谢推荐，不过那张对我来说有点贵。"}


def best_by(walls: list[dict[str, Any]], designer: str, cat: str) -> list[dict[str, Any]]:
    """A designer's best-rated wallpapers of a category (more than one on a tie)."""
    mine = [w for w in walls if w["designer"] == designer and w["category"] == cat]
    top = max((w["rating"] for w in mine), default=None)
    return [w for w in mine if w["rating"] == top]


class FriendsDesignerWallpaper(TaskTemplate):
    id = "themes.FriendsDesignerWallpaper"
    secrets = ("wallet_password",)
    apps = ("themes", "messages", "wallet")
    objective = "hybrid"
    hardness = ("explore", "trap", "branch", "apps3")
    tags = ("finance", "social", "reasoning", "explore")
    budget = 60
    goal_params = ("id", "buy")
    instructions = ('{name} recommended a wallpaper in Messages. Find it in the Theme Store (go by what they said '
                    "last). If it is free or costs at most {limit}, get it, paying from my Wallet if needed, and set it "
                    'as my wallpaper. If it costs more than that, buy nothing and text {name}: "{no}"',
                    "Check {name}'s texts for the wallpaper they suggest (which designer and which category; their "
                    "latest word counts) and look it up in the Theme Store. Up to {limit}: buy it with Wallet (or "
                    'just take it if it\'s free) and apply it as my wallpaper. Over {limit}: don\'t buy it; reply to '
                    '{name} "{no}" instead.',
                    "Which wallpaper did {name} end up recommending? Work it out from their messages and the Theme "
                    "Store. My limit is {limit}: if it is within that (free counts), get it through Wallet and make "
                    'it my wallpaper; otherwise leave the store alone and send {name} the text "{no}".')
    instructions_zh = ("{name}在短信里给我推荐了一张壁纸。请在主题商店里找到它（以对方最后说的为准）。如果它免费或不超过{limit}，"
                       "就拿下它（需要付钱就用钱包付）并设为壁纸；如果超过这个价，什么都别买，给{name}发短信：“{no}”",
                       "看看{name}的短信里推荐的是哪张壁纸（哪位设计师、哪个分类，以对方最新的说法为准），再到主题商店里找。"
                       "不超过{limit}：用钱包买下（免费的直接拿）并设为壁纸。超过{limit}：别买，改为回复{name}“{no}”。",
                       "{name}最后推荐的到底是哪张壁纸？请根据对方的短信和主题商店弄清楚。我的上限是{limit}：在上限以内（免费也算）"
                       "就通过钱包拿下并设成壁纸；否则别动商店，给{name}发短信“{no}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        walls = [dict(w) for w in items(state, "wallpaper")]
        t, c = rng.choice(named_threads(state))
        buy = rng.random() < 0.5
        while True:
            cat = rng.choice(sorted({w["category"] for w in walls}))
            designers = sorted({w["designer"] for w in walls if w["category"] == cat})
            if len(designers) < 2:
                continue
            first, meant = rng.sample(designers, 2)
            best = best_by(walls, meant, cat)
            if len(best) != 1:
                continue
            w = best[0]
            price = float(w["price"])
            if not price:  # the limit decides: a paid wallpaper, within it or not
                continue
            if buy:
                limit = math.ceil(price) + rng.choice((0, 1))
            elif price >= 1.5:
                limit = rng.randint(1, math.ceil(price) - 1)
            else:
                continue
            break
        money = f"¥{limit}" if zh else f"${limit}"
        label = CATEGORY_LABELS[cat]
        shown = lookup(label, "zh-CN", "themes") if zh else label.lower()
        if zh:
            bodies = (f"你一定要换一张{first}的壁纸！他们{shown}类里评分最高的那张超好看。", "周六的照片你看到了吗？",
                      f"哎呀我把名字记混了：我说的是{meant}，不是{first}。还是一样，{shown}类里评分最高的那张。")
        else:
            bodies = (f"You have to get a wallpaper by {first}! Their best-rated {shown} one is gorgeous.",
                      "Did you see the photos from Saturday?",
                      f"Oops, I mixed up the names: I meant {meant}, not {first}. Same idea, their best-rated {shown} one.")
        mid = next_message_id(state)
        start = START_MS - rng.randint(2 * 60, 20 * 60) * MINUTE_MS
        gaps = (0, rng.randint(2, 10), rng.randint(15, 90))
        msgs = [{"id": mid + i, "body": body, "time": start + g * MINUTE_MS, "incoming": True, "read": False}
                for i, (body, g) in enumerate(zip(bodies, gaps, strict=True))]
        return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"], "thread_id": t["id"], "msgs": msgs,
                "cat": cat, "first": first, "meant": meant, "id": w["id"], "price": price, "limit": money,
                "buy": buy, "no": NO[loc], "walls": [x["id"] for x in walls if x["category"] == cat]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"themes": {"owned": []}}, "os": {"display": {"wallpaper": "default"}, "providers": {
            f"sms[id={p['thread_id']}]": {"messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        if not p["buy"]:
            return [sent_check(init, final, p["phone"], p["no"], p["name"])]
        if not p["price"]:
            return [check("applied as the wallpaper", p["id"], final["os"]["display"]["wallpaper"])]
        return [*bought_checks(p["id"], "wallpaper", init, final), *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        read = f"os.providers.sms[id={p['thread_id']}].messages[*].read"
        if not p["buy"]:
            return send_changes(p["thread_id"])
        if not p["price"]:
            return [read, "os.display.wallpaper"]
        return [read, "os.display.wallpaper", f"{OWNED}[+1]", *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app("themes")
        obs = yield from ui.tap(obs, trigger="tab.wallpapers")
        obs = yield from ui.tap(obs, trigger="cat.select", cat=p["cat"])
        for wid in p["walls"]:  # every wallpaper of the category: its designer and rating
            if wid == p["id"]:
                continue
            obs = yield from ui.tap(obs, trigger="item.open", id=wid)
            obs = yield from ui.back()
        others = [w for w in p["walls"] if w != p["id"]]
        if others and p["walls"].index(p["id"]) < p["walls"].index(others[-1]):
            obs = yield from ui.scroll_to(obs, trigger="item.open", id=p["id"], up=True)
        obs = yield from ui.tap(obs, trigger="item.open", id=p["id"])
        if not p["buy"]:
            obs = yield from ui.open_app("Messages")
            if obs.find(trigger="new.open"):  # on the list, not back in the conversation
                obs = yield from chat_with(obs, p["name"], p["contact_id"])
            yield from send(obs, p["no"])
            return
        if p["price"]:
            obs = yield from ui.tap(obs, trigger="item.buy")
            obs = yield from pay_in_wallet(obs)
        yield from ui.tap(obs, trigger="item.apply")
