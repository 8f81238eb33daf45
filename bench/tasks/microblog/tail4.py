"""Hard-by-construction Chirp (microblog) templates (declared hardness factors; the level follows from them), fourth wave.

``FollowDmPicks``: a friend recommends accounts in a DM thread, adds one, then corrects one handle to its
near-namesake ("not @junesutton, I meant @junesutton932") and takes another back. The agent follows the
accounts finally recommended: one of them I follow already (its Follow button would unfollow it), the
corrected handle has a namesake that a search for it also lists, and each account is found by its own
search."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.microblog.common import DAY, NOW, M, W, added, findable, handle_count, launch, ov, search, zh

HOUR = 3_600_000
TEXTS = {"en": ("Accounts you should follow on here: @{a}, @{b} and @{c}.", "Thanks! Any more?",
                "@{d} too, the best photos on Chirp.",
                "Oops, not @{c}, that's an old fan account. I meant @{c2}.",
                "And skip @{b}, they barely post anymore."),
         "zh-CN": ("推荐你在这上面关注这几个号：@{a}、@{b} 和 @{c}。", "谢谢！还有吗？", "还有 @{d}，照片拍得最好。",
                   "哎呀，不是 @{c}，那是个旧的粉丝号。我说的是 @{c2}。", "还有 @{b} 就算了，基本不更新了。")}


class FollowDmPicks(TaskTemplate):
    id = "microblog.FollowDmPicks"
    apps = ("microblog",)
    composition = "sequential"
    # played from screenshots (2026-11-29): solved first try in 21 steps, about 17-21 needed once the thread
    # is read (three searches, two follows); "steps" is not earned; L3
    hardness = ("trap", "branch")
    tags = ("social", "reasoning", "extract")
    objective = "hybrid"
    budget = 60
    goal_params = ("new",)
    instructions = ("@{friend} recommended some accounts to me in our Chirp messages. Follow the accounts they ended "
                    "up recommending.",
                    "Go through my Chirp DMs with @{friend} and make sure I follow every account they finally "
                    "suggested.",
                    "In our Chirp DMs, @{friend} suggested accounts for me to follow and changed their mind about some of them later. Follow the ones they recommend in the end.")
    instructions_zh = ("@{friend} 在啾啾私信里给我推荐了几个账号。把对方最终推荐的账号都关注上。",
                       "看一下我和 @{friend} 在啾啾上的私信，对方最后推荐的每个账号，都要确保我已经关注。",
                       "@{friend} 在啾啾私信里给我推荐过几个账号，后来又改过主意。按对方最后的推荐，把这些账号都关注上。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        o = ov(state)
        hidden = set(o["muted"]) | set(o["blocked"])
        follows = set(o["follows"])
        by_handle = {a["handle"]: a for a in w.accounts}
        by_id = {a["id"]: a for a in w.accounts}
        stems: dict[str, list[Any]] = {}
        for a in w.accounts:
            stems.setdefault(re.sub(r"\d+$", "", a["handle"]), []).append(a)
        pairs = [g for s, g in stems.items() if len(g) >= 2 and s in by_handle]

        def fine(a: Any) -> bool:
            return a["id"] not in follows and a["id"] not in hidden and handle_count(state, a["handle"]) == 1 \
                and findable(state, a)

        while True:
            friend = by_id[rng.choice(o["follows"])]
            a = by_id[rng.choice([u for u in o["follows"] if u != friend["id"]])]
            g = rng.choice(pairs)
            c, c2 = rng.sample(g, 2)
            b, d = rng.sample(w.accounts, 2)
            picked = [friend, a, b, c, c2, d]
            if len({x["id"] for x in picked}) == 6 and all(fine(x) for x in (b, c, c2, d)) \
                    and handle_count(state, a["handle"]) == 1 and findable(state, a) \
                    and a["id"] not in hidden and friend["id"] not in hidden and \
                    not any(x["handle"].startswith(y["handle"]) for x in (a, b, d) for y in picked if x is not y):
                break
        words = {"a": a["handle"], "b": b["handle"], "c": c["handle"], "c2": c2["handle"], "d": d["handle"]}
        lines = TEXTS["zh-CN" if zh(state) else "en"]
        t = NOW - 2 * DAY + rng.randrange(-5, 5) * HOUR
        msgs = []
        for i, line in enumerate(lines):
            t += rng.randrange(5, 40) * 60_000 if i else 0
            msgs.append({"id": 201 + i, "me": i == 1, "text": line.format(**words), "time": t})
        return {"friend": friend["handle"], "friend_id": friend["id"], "messages": msgs,
                "keep": a["id"], "keep_handle": a["handle"], "new": sorted([d["id"], c2["id"]]),
                "visit": [(a["handle"], a["id"]), (d["handle"], d["id"]), (c2["handle"], c2["id"])]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        others = [t for t in ov(state)["dms"] if t["uid"] != p["friend_id"]]
        return {"apps": {"microblog": {"dms": [*others, {"uid": p["friend_id"], "messages": p["messages"]}]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend @handle": handle_count(init, p["friend"]),
                "the DM thread with them": sum(t["uid"] == p["friend_id"] for t in ov(init)["dms"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.follows[+2]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("I now follow the accounts finally recommended that I did not follow yet", p["new"],
                      sorted(added(init, final, "follows")))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.messages")
        obs = yield from ui.tap(obs, trigger="dm.open", uid=p["friend_id"])
        obs = yield from ui.back()  # the whole thread fits on its screen
        for handle, uid in p["visit"]:
            obs = yield from search(obs, handle, "people")
            obs = yield from ui.tap(obs, trigger="author.open", uid=uid)
            if uid != p["keep"]:  # the one I follow already shows "Following": leave it
                obs = yield from ui.tap(obs, trigger="profile.follow")
            if uid != p["visit"][-1][1]:
                obs = yield from ui.back()  # to the search results, under the tab bar
