"""Hard-by-construction Video templates (declared hardness factors, L4), fourth wave.
``ArchiveOldFavourites``: a favourites folder of eleven to thirteen videos (three screens) is sorted by
upload age: every video uploaded more than N years ago (counted back from today) moves to another
folder. The folder list shows no upload dates, so each video's page has to be opened; the folder has
videos from the cut-off year on both sides of the cut-off day (going by the year alone puts them on
the wrong side), and no screen sorts or filters a folder by date.
``UnfollowQuietCreators``: of the seven creators I follow, every one whose newest upload is older than N
months is unfollowed. Neither the Following list nor an uploader's page shows dates, so each creator's
newest video has to be opened; one creator's newest upload lies just inside the window and another's
just outside, and two followed creators have near-identical names ("LemurLab" / "LemurLab2") with one
quiet and one active.
``CoinOldestUncoined``: a limited coin balance is spent two coins a video on the videos of a folder I have
not coined yet, oldest upload first, until it cannot cover two more. Upload dates show only on each
video's page; some videos of the folder already carry one or two of my coins (the coin sheet still
offers a second coin to one given a single coin: giving it is a side effect), and the balance runs out
before the uncoined videos do.
``StartedLaterToFolder``: the Watch later videos I have already started (they are in my History, sixteen
and more rows over several screens) leave Watch later and go to a favourites folder. Three Watch later
videos are the next or previous episode of a series whose other episode is in History ("..., part 12" /
"..., part 13"): a glance at the titles pairs them wrongly, and no screen compares the two lists.
``VipTopUpDownloads``: the long videos of a favourites folder are downloaded, which needs VIP, paid from the
Wallet balance; on half the instances the balance falls short of the price and exactly the shortfall is
first added from a named card (a top-up when the balance covers the price is a side effect)."""

from __future__ import annotations

import datetime as dt
import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.video.common import V, W, folder, open_folder
from mgym.apps.video.world import BOOT_MS

DAY_MS = 86_400_000
#: no video lies this close to the cut-off (the phone's time zone cannot move one across it)
MARGIN_MS = 6 * DAY_MS


def _cut(years: int) -> int:
    """The epoch ms ``years`` years before today (same calendar day)."""
    now = dt.datetime.fromtimestamp(BOOT_MS / 1000, dt.UTC)
    return int(now.replace(year=now.year - years).timestamp() * 1000)


def _months_back(months: int) -> int:
    """The epoch ms ``months`` calendar months before today (same day of the month)."""
    now = dt.datetime.fromtimestamp(BOOT_MS / 1000, dt.UTC)
    y, m = divmod(now.year * 12 + now.month - 1 - months, 12)
    return int(now.replace(year=y, month=m + 1).timestamp() * 1000)


def _year(ms: int) -> int:
    return dt.datetime.fromtimestamp(ms / 1000, dt.UTC).year


class ArchiveOldFavourites(TaskTemplate):
    id = "video.ArchiveOldFavourites"
    apps = ("video",)
    composition = "deep_dive"
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("edit", "reasoning", "explore")
    budget = 60
    goal_params = ("old", "new", "b_old")
    instructions = ('In Video, go through my favourites folder "{a}" and move every video in it that was uploaded '
                    'more than {n} years ago to the folder "{b}".',
                    'My Video folder "{a}" is getting stale. Anything in it uploaded over {n} years ago (counting back '
                    'from today) should go to "{b}"; the newer ones stay.',
                    'Please archive the old stuff in my Video favourites: every video in "{a}" that is more than {n} '
                    'years old by upload date moves to "{b}".')
    instructions_zh = ("在视频里把收藏夹“{a}”过一遍，其中上传时间已经超过{n}年的视频都移到收藏夹“{b}”。",
                       "我视频里的收藏夹“{a}”有点旧了：从今天往前算，上传超过{n}年的视频都移到“{b}”，比这新的留着。",
                       "请整理一下视频收藏：收藏夹“{a}”里按上传日期算已经超过{n}年的视频，全部移到“{b}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        a, b = rng.sample(["f1", "f2", "f3"], 2)
        fa, fb = folder(state, a), folder(state, b)
        assert fa is not None and fb is not None
        n = rng.choice((2, 3))
        cut = _cut(n)
        cy = _year(cut)
        pool = [v for v in w.videos if abs(v.uploaded - cut) > MARGIN_MS and v.uploaded < BOOT_MS]
        near_old = [v for v in pool if v.uploaded < cut and _year(v.uploaded) == cy]
        near_new = [v for v in pool if v.uploaded > cut and _year(v.uploaded) == cy]
        far_old = [v for v in pool if _year(v.uploaded) < cy]
        far_new = [v for v in pool if _year(v.uploaded) > cy]
        olds = [rng.choice(near_old), *rng.sample(far_old, rng.randint(3, 4))]
        news = [*rng.sample(near_new, 2), *rng.sample(far_new, rng.randint(4, 5))]
        mixed = [v.id for v in olds + news]
        rng.shuffle(mixed)
        assert len(set(mixed)) == len(mixed)
        b_old = [v for v in fb["videos"] if v not in mixed]
        shown = list(reversed(mixed))  # the folder shows the most recently added first
        return {"a_id": a, "b_id": b, "a": fa["name"], "b": fb["name"], "n": n, "videos": mixed,
                "old": sorted(v.id for v in olds), "new": sorted(v.id for v in news), "b_old": b_old,
                "shown": shown}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {f"folders[id={p['a_id']}]": {"videos": p["videos"]},
                                   f"folders[id={p['b_id']}]": {"videos": p["b_old"]}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        names = [f["name"] for f in init["apps"]["video"]["folders"]]
        return {"the folder to go through": names.count(p["a"]), "the folder to move to": names.count(p["b"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        fa, fb = folder(final, p["a_id"]) or {"videos": []}, folder(final, p["b_id"]) or {"videos": []}
        return [check("the folder keeps only its newer videos", p["new"], sorted(fa["videos"])),
                check("the other folder holds its videos and the old ones", sorted(p["b_old"] + p["old"]),
                      sorted(fb["videos"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.folders[id={p['a_id']}].videos", f"{V}.folders[id={p['b_id']}].videos"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_folder(obs, p["a_id"])
        for vid in p["shown"]:  # each video's page shows its upload date
            obs = yield from ui.tap(obs, trigger="video.open", id=vid)
            obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="folder.edit")
        obs = yield from ui.scroll_to(obs, trigger="folder.select", video=p["shown"][0], up=True)
        for vid in [v for v in p["shown"] if v in p["old"]]:
            obs = yield from ui.tap(obs, trigger="folder.select", video=vid)
        obs = yield from ui.tap(obs, trigger="folder.move")
        yield from ui.tap(obs, trigger="move.pick", to=p["b_id"])


class UnfollowQuietCreators(TaskTemplate):
    id = "video.UnfollowQuietCreators"
    apps = ("video",)
    composition = "deep_dive"
    hardness = ("steps", "temporal", "explore", "trap")
    tags = ("social", "reasoning", "explore")
    budget = 60
    goal_params = ("keep",)
    changes = (f"{V}.following",)
    instructions = ("In Video, unfollow every creator I follow who hasn't uploaded anything in the last {n} months. "
                    "Keep following the rest.",
                    "Clean up who I follow on Video: anyone whose newest video is more than {n} months old gets "
                    "unfollowed; the ones who uploaded within the last {n} months stay.",
                    "Please go through the creators I follow in Video and unfollow those who have been quiet for over "
                    "{n} months (no upload in the last {n} months).")
    instructions_zh = ("在视频里取消关注最近{n}个月内没有上传过任何视频的UP主，其他的继续关注。",
                       "整理一下我在视频里关注的UP主：最新一个视频已经是{n}个月以前的，就取消关注；最近{n}个月内有上传的保留。",
                       "请把视频里我关注的UP主过一遍，超过{n}个月没更新（最近{n}个月没有上传）的都取关。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        n = rng.choice((3, 4, 6, 9))
        cut = _months_back(n)
        names = [u.name for u in w.uploaders]
        by_name = {u.name: u for u in w.uploaders}

        def newest(u: Any) -> int:
            return int(w.by_uploader[u.id][0].uploaded)

        ok = [u for u in w.uploaders if len(w.by_uploader.get(u.id, ())) >= 2 and names.count(u.name) == 1
              and abs(newest(u) - cut) > MARGIN_MS]
        pairs = [(u, by_name[u.name + d]) for u in ok for d in "23456789"
                 if u.name + d in by_name and by_name[u.name + d] in ok
                 and (newest(u) < cut) != (newest(by_name[u.name + d]) < cut)]
        near_old = [u for u in ok if cut - 40 * DAY_MS < newest(u) < cut]
        near_new = [u for u in ok if cut < newest(u) < cut + 40 * DAY_MS]
        while True:
            a, b = rng.choice(pairs)
            picked = [a, b, rng.choice(near_old), rng.choice(near_new), *rng.sample(ok, 3)]
            ids = [u.id for u in picked]
            if len(set(ids)) != len(ids) or any(
                    x.name != y.name and (x.name.startswith(y.name) or y.name.startswith(x.name))
                    for x in picked for y in picked if {x.id, y.id} != {a.id, b.id}):
                continue
            quiet = [u.id for u in picked if newest(u) < cut]
            if 2 <= len(quiet) <= 5:
                break
        rng.shuffle(ids)
        return {"n": n, "following": ids, "quiet": [i for i in reversed(ids) if i in quiet],
                "keep": sorted(i for i in ids if i not in quiet), "shown": list(reversed(ids))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {"following": p["following"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("I follow exactly the creators who uploaded lately", p["keep"],
                      sorted(final["apps"]["video"]["following"]))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("video")
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.follows")
        for uid in p["shown"]:  # the Following list shows the latest followed first
            obs = yield from ui.tap(obs, trigger="up.open", up=uid)
            newest = next(e for e in obs.ui if e.trigger == "video.open")  # sorted newest first
            obs = yield ui.click(newest)  # its page shows the upload date
            obs = yield from ui.back()
            if uid in p["quiet"]:
                obs = yield from ui.tap(obs, trigger="up.follow", up=uid)
            obs = yield from ui.back()


class CoinOldestUncoined(TaskTemplate):
    id = "video.CoinOldestUncoined"
    apps = ("video",)
    composition = "deep_dive"
    hardness = ("steps", "arithmetic", "trap", "branch")
    tags = ("edit", "reasoning", "explore")
    budget = 60
    goal_params = ("a_id", "give", "balance")
    instructions = ('In Video, spend my coins on my favourites folder "{a}": give 2 coins to each video there that '
                    "has none of my coins yet, oldest upload first, and stop when my balance can't cover 2 more. "
                    "Leave the videos I've already coined alone.",
                    'Go through the favourites folder "{a}" in Video. Starting from the video uploaded longest ago, '
                    "give 2 coins to every one I haven't given any coins to, for as long as I still have 2 coins; "
                    "skip the ones that already got coins from me.",
                    "Use my Video coins on the favourites folder \"{a}\": 2 coins per video I haven't coined yet, working from the oldest upload to the newest, until fewer than 2 coins are left. Videos that already have my coins get none.")
    instructions_zh = ("在视频里把我的硬币花在收藏夹“{a}”上：里面还没有被我投过币的视频，按上传时间从早到晚，每个投2个币，"
                       "余额不够再投2个时就停。已经投过币的视频不要动。",
                       "把视频收藏夹“{a}”过一遍：从上传最早的视频开始，给每个我还没投过币的视频投2个币，只要余额还够2个就继续；"
                       "已经被我投过币的跳过。",
                       "用我视频里的硬币给收藏夹“{a}”投币：我还没投过币的视频每个投2个，从上传最早的往后投，剩下不到2个币就停。已经有我投的币的视频不再投。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        a = rng.choice(["f1", "f2", "f3"])
        fa = folder(state, a)
        assert fa is not None
        old = dict(state["apps"]["video"]["coined"])
        while True:
            vids = rng.sample(w.videos, 7)
            ups = sorted(v.uploaded for v in vids)
            if len({v.id for v in vids} | set(old)) == 7 + len(old) and \
                    all(b - x > 4 * DAY_MS for x, b in zip(ups, ups[1:], strict=False)) and max(ups) < BOOT_MS:
                break
        by_age = sorted(vids, key=lambda v: v.uploaded)
        # the oldest video already has a coin of mine, and one more has one or two
        pre = {by_age[0].id: 1, rng.choice(by_age[1:]).id: rng.choice((1, 2))}
        fresh = [v.id for v in by_age if v.id not in pre]
        k = rng.randint(2, 3)
        balance = 2 * k + rng.choice((0, 1))
        mixed = [v.id for v in vids]
        rng.shuffle(mixed)
        return {"a_id": a, "a": fa["name"], "videos": mixed, "shown": list(reversed(mixed)), "pre": pre,
                "old": old, "give": fresh[:k], "balance": balance}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {f"folders[id={p['a_id']}]": {"videos": p["videos"]},
                                   "coined": {**p["old"], **p["pre"]}, "coins": p["balance"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the folder": [f["name"] for f in init["apps"]["video"]["folders"]].count(p["a"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        st = final["apps"]["video"]
        want = {**p["old"], **p["pre"], **{v: 2 for v in p["give"]}}
        return [check("2 coins on each of the oldest uncoined videos the balance covers", want, st["coined"]),
                check("the coin balance", p["balance"] - 2 * len(p["give"]), st["coins"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.coined[+{len(p['give'])}]", f"{V}.coins"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_folder(obs, p["a_id"])
        for vid in p["shown"]:  # each video's page shows its upload date and my coins on it
            obs = yield from ui.tap(obs, trigger="video.open", id=vid)
            obs = yield from ui.back()
        for vid in p["give"]:
            if not obs.find(trigger="video.open", id=vid):
                obs = yield from ui.scroll_to(obs, trigger="video.open", id=p["shown"][0], up=True)
            obs = yield from ui.tap(obs, trigger="video.open", id=vid)
            obs = yield from ui.tap(obs, trigger="video.coin", id=vid)
            obs = yield from ui.tap(obs, trigger="coin.give", n=2)
            obs = yield from ui.back()


def _series(title: str) -> str:
    return re.sub(r"\d+", "#", title)


class StartedLaterToFolder(TaskTemplate):
    id = "video.StartedLaterToFolder"
    apps = ("video",)
    composition = "deep_dive"
    hardness = ("steps", "aggregate", "trap", "explore")
    tags = ("edit", "reasoning", "explore")
    budget = 60
    goal_params = ("fid", "started", "later")
    changes = (f"{V}.watch_later", f"{V}.folders[id={{fid}}].videos")
    instructions = ('Some videos on my Video Watch later list I have already started watching (they are in my '
                    'History). Take each of those off Watch later and save it to my favourites folder "{folder}" '
                    "instead.",
                    'In Video, compare my Watch later list with my History: every Watch later video I have already '
                    'watched some of moves to the favourites folder "{folder}" and comes off Watch later. Leave the '
                    "rest alone.",
                    "My Watch later list in Video has some videos I've already begun (my History shows them). Move each of those from Watch later into the favourites folder \"{folder}\", and leave the other videos where they are.")
    instructions_zh = ("视频里“稍后再看”列表中有些视频我已经开始看了（在历史记录里）。把这些视频从“稍后再看”里移除，"
                       "改为收藏到收藏夹“{folder}”。",
                       "在视频里把“稍后再看”和历史记录对照一下：凡是“稍后再看”里已经看过一部分的视频，都收藏到收藏夹“{folder}”，"
                       "并从“稍后再看”中移除。其余的不要动。",
                       "我视频“稍后再看”里有几个视频已经看了一部分（历史记录里有）。把它们从“稍后再看”挪到收藏夹“{folder}”，其他视频不要动。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        fid = rng.choice(["f1", "f2", "f3"])
        f = folder(state, fid)
        assert f is not None
        groups: dict[str, list[Any]] = {}
        for v in w.videos:
            groups.setdefault(_series(v.title), []).append(v)
        twins = [g for g in groups.values() if len({v.title for v in g}) >= 2]
        while True:
            pairs = []
            for g in rng.sample(twins, 3):
                a, b = rng.sample(g, 2)
                if a.title != b.title:
                    pairs.append((a, b))
            started = rng.sample(w.videos, rng.randint(4, 5))
            filler_later = rng.sample(w.videos, rng.randint(5, 6))
            filler_hist = rng.sample(w.videos, rng.randint(8, 10))
            lures = [a for a, _ in pairs]
            later = [*started, *lures, *filler_later]
            hist = [*started, *(b for _, b in pairs), *filler_hist]
            ids = [v.id for v in later + hist[len(started):]] + list(f["videos"])
            series = [_series(v.title) for v in [*started, *filler_later, *filler_hist]]
            if len(set(ids)) == len(ids) and len(set(series)) == len(series) \
                    and not {_series(v.title) for v in lures} & set(series):
                break
        rng.shuffle(later)
        rng.shuffle(hist)
        ats = sorted((BOOT_MS - rng.randint(1, 20 * 24) * 3_600_000 for _ in hist), reverse=True)
        history = [{"video": v.id, "at": at, "position": rng.randint(30, max(31, v.duration - 30))}
                   for v, at in zip(hist, ats, strict=True)]
        lst = [v.id for v in later]
        shown = list(reversed(lst))  # Watch later shows the latest added first
        go = {v.id for v in started}
        return {"fid": fid, "folder": f["name"], "later_init": lst, "history": history,
                "started": sorted(go), "order": [v for v in shown if v in go],
                "later": sorted(v for v in lst if v not in go), "last_hist": history[-1]["video"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {"watch_later": p["later_init"], "history": p["history"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the folder": [f["name"] for f in init["apps"]["video"]["folders"]].count(p["folder"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        st = final["apps"]["video"]
        f = folder(final, p["fid"]) or {"videos": []}
        old = (folder(init, p["fid"]) or {"videos": []})["videos"]
        return [check("Watch later keeps only the videos not started", p["later"], sorted(st["watch_later"])),
                check("the folder holds the started ones too", sorted([*old, *p["started"]]), sorted(f["videos"]))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("video")
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.history")
        obs = yield from ui.scroll_to(obs, trigger="video.open", id=p["last_hist"])  # the whole History read
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="me.later")
        for vid in p["order"]:
            obs = yield from ui.tap(obs, trigger="video.open", id=vid)
            obs = yield from ui.tap(obs, trigger="video.fav", id=vid)
            obs = yield from ui.tap(obs, trigger="fav.toggle", folder=p["fid"])
            obs = yield from ui.tap(obs, trigger="fav.done")
            obs = yield from ui.back()
            obs = yield from ui.tap(obs, trigger="later.remove", id=vid)


class VipTopUpDownloads(TaskTemplate):
    id = "video.VipTopUpDownloads"
    secrets = ("wallet_password",)
    apps = ("video", "wallet")
    composition = "transfer"
    hardness = ("steps", "arithmetic", "branch")
    subsets = ("payment",)
    tags = ("finance", "handoff", "reasoning")
    budget = 60
    goal_params = ("long", "topup", "card_id")
    instructions = ('I want every video in my Video favourites folder "{a}" that is longer than {n} minutes '
                    "downloaded. Downloads need VIP: join it, paying from my Wallet balance. If the balance doesn't "
                    "cover the VIP price, first add exactly the missing amount to it from my {card}.",
                    'Download the videos over {n} minutes long from my favourites folder "{a}" in Video. You\'ll need '
                    "VIP for that; pay for it with the Wallet balance, and if the balance is too low, top it up from "
                    "my {card} by exactly the difference first.",
                    "Get every video longer than {n} minutes in my Video favourites folder \"{a}\" downloaded. That takes VIP, paid from the Wallet balance; if the balance is short of the VIP price, top it up first from my {card} with exactly what's missing.")
    instructions_zh = ("我想把视频收藏夹“{a}”里所有时长超过{n}分钟的视频都缓存下来。缓存需要大会员：请开通，用钱包余额支付。"
                       "如果余额不够付会员费，先从我的{card}往余额里充值，金额正好是差的那部分。",
                       "把视频收藏夹“{a}”里超过{n}分钟的视频缓存下来。这需要大会员，用钱包余额支付；余额不够的话，先从我的{card}"
                       "充值，充值金额正好等于差额。",
                       "把视频收藏夹“{a}”里时长超过{n}分钟的视频都缓存好。缓存要开大会员，用钱包余额付；余额比会员价少的话，先从我的{card}充值，只充差的那部分。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.wallet.common import card_words, wallet
        from mgym.apps.video.world import VIP_PRICE, currency

        w = W(state)
        a = rng.choice(["f1", "f2", "f3"])
        fa = folder(state, a)
        assert fa is not None
        n = rng.choice((10, 15, 20, 30))
        lim = n * 60
        done = set(state["apps"]["video"]["downloads"])
        long = [v for v in rng.sample(w.videos, 80) if v.duration > lim + 90 and v.id not in done][:rng.randint(2, 3)]
        short = [v for v in rng.sample(w.videos, 80) if v.duration < lim - 90][:rng.randint(3, 4)]
        mixed = [v.id for v in long + short]
        rng.shuffle(mixed)
        price = VIP_PRICE[currency(state["os"]["device"]["region"])]
        if rng.random() < 0.5:
            balance = round(rng.uniform(0.5, price - 0.5), 2)
        else:
            balance = round(price + rng.uniform(3, 300), 2)
        topup = round(price - balance, 2) if balance < price else 0
        card = rng.choice(wallet(state)["cards"])
        return {"a_id": a, "a": fa["name"], "n": n, "videos": mixed, "shown": list(reversed(mixed)),
                "long": sorted(v.id for v in long), "balance": balance, "price": price, "topup": topup,
                "card": card_words(card), "card_id": card["id"]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        from bench.tasks.wallet.common import card_words_zh

        out = super().localize(params, locale)
        return {**out, "card": card_words_zh(params["card"])} if locale.lower().startswith("zh") else out

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {f"folders[id={p['a_id']}]": {"videos": p["videos"]}, "vip": False},
                         "wallet": {"balance": p["balance"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the folder": [f["name"] for f in init["apps"]["video"]["folders"]].count(p["a"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.wallet.common import new_bills

        st = final["apps"]["video"]
        got = [v for v in st["downloads"] if v not in init["apps"]["video"]["downloads"]]
        added = new_bills(init, final)
        paid = [b for b in added if b["dir"] == "out"]
        out = [check("VIP", True, st["vip"]),
               check("exactly the folder's long videos downloaded", p["long"], sorted(got)),
               Check("VIP paid from the balance", len(paid) == 1 and paid[0]["method_id"] == "balance"
                     and abs(paid[0]["amount"] - p["price"]) < 0.005, ["balance", p["price"]],
                     [(b["method_id"], b["amount"]) for b in paid])]
        if p["topup"]:
            ups = [b for b in added if b["dir"] == "in"]
            up = ups[0] if len(ups) == 1 else {}
            out.append(Check("topped up by exactly the shortfall from the card",
                             up.get("kind") == "topup" and abs(float(up.get("amount", -1)) - p["topup"]) < 0.005
                             and up.get("method_id") == p["card_id"], [p["topup"], p["card_id"]],
                             [up.get("amount"), up.get("method_id")]))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.vip", f"{V}.downloads[+{len(p['long'])}]", "apps.wallet.new_bills[+1 dir=out]",
                "apps.wallet.balance", *(["apps.wallet.new_bills[+1 dir=in]"] if p["topup"] else [])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.themes.common import pay_in_wallet
        from bench.tasks.wallet.common import amount_field, open_service, pay
        from bench.tasks.wallet.common import tap as wtap

        obs = yield from ui.open_app("Wallet")  # the balance, on its home screen
        if p["topup"]:
            obs = yield from open_service("svc.add_money")
            obs = yield from ui.type_into(obs, amount_field(obs), f"{p['topup']:.2f}")
            obs = yield from wtap(obs, trigger="addmoney.next")
            obs = yield from pay(obs, method=p["card_id"])
        obs = yield from ui.open_app("video")
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.vip")
        obs = yield from ui.tap(obs, trigger="vip.buy")
        obs = yield from pay_in_wallet(obs)
        obs = yield from ui.back()  # from the VIP page to Me
        obs = yield from open_folder(obs, p["a_id"])
        for vid in [v for v in p["shown"] if v in p["long"]]:  # the rows show each video's length
            obs = yield from ui.tap(obs, trigger="video.open", id=vid)
            obs = yield from ui.tap(obs, trigger="video.more", id=vid)
            obs = yield from ui.tap(obs, trigger="more.download", id=vid)
            obs = yield from ui.back()
