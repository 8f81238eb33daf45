"""Hard-by-construction Settings templates across apps (declared hardness factors, L4): a friend's advice in
Messages on freeing space (clear the caches of the fewest of the apps they list that together free at least
an amount), one of those apps taken back in a later text, the cache sizes read on each app's Storage page
(the All apps list shows only totals, which rank the apps differently)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from itertools import combinations
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
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
from bench.tasks.settings.common import PASSWORD_WORDS, WIFI, go, got, new_network, words
from mgym.apps import registry
from mgym.i18n import lookup, names

MINUTE_MS = 60_000
#: apps whose cache a friend may suggest clearing (big, rebuildable caches)
CACHEY = ("browser", "gallery", "maps", "music", "video", "microblog", "reader", "forum", "messenger", "shop",
          "files", "lifenotes")


def app_name(aid: str, zh: bool) -> str:
    name = registry()[aid].manifest.name
    return lookup(name, "zh-CN", aid) if zh else name


def list_order(aids: list[str], zh: bool) -> list[str]:
    """``aids`` in the order Settings > All apps lists them (by name; Chinese names by their pinyin)."""
    if zh:
        return sorted(aids, key=lambda a: (names.latin_key(app_name(a, True)), a))
    return sorted(aids, key=lambda a: app_name(a, False).lower())


def fewest(caches: dict[str, int], need: int) -> list[list[str]]:
    """Every smallest set of apps whose caches add up to at least ``need``."""
    for k in range(1, len(caches) + 1):
        sets = [sorted(s) for s in combinations(caches, k) if sum(caches[a] for a in s) >= need]
        if sets:
            return sets
    return []


class ClearFewestCaches(TaskTemplate):
    id = "settings.ClearFewestCaches"
    apps = ("settings", "messages")
    objective = "hybrid"
    hardness = ("arithmetic", "trap", "explore", "steps")
    tags = ("settings", "extract", "reasoning")
    budget = 60
    goal_params = ("clear",)
    instructions = ("My phone is running out of space and {name} texted me which app caches to clear and how much "
                    "to free. Follow {name}'s final advice in Settings: clear the caches of as few of those apps as "
                    "possible, as long as together they free at least the amount {name} said. Touch nothing else.",
                    "Read {name}'s texts about freeing up storage, then do it in Settings: among the apps they "
                    "suggest (go by what they said last), clear the cache of the smallest number of apps that frees "
                    "at least the amount they asked for, and no other cache.",
                    "{name} told me by text how to free space on my phone. Check each app they suggested in Settings "
                    "(its Storage & cache page shows the cache), then clear the caches of the fewest apps that "
                    "together free at least the amount {name} gave.")
    instructions_zh = ("我手机空间快满了，{name}发短信告诉我该清哪些应用的缓存、要腾出多少空间。请按{name}最后的建议在设置里操作："
                       "在这些应用里清除尽可能少的几个应用的缓存，只要加起来至少腾出{name}说的空间。别的都不要动。",
                       "看看{name}关于清理存储空间的短信，然后在设置里照做：在对方建议的应用中（以对方最后说的为准），清除"
                       "最少几个应用的缓存，使腾出的空间至少达到对方要求的数量，其他应用的缓存不要清。",
                       "{name}发短信教我怎么给手机腾空间。请在设置里逐个查看对方建议的应用（“存储和缓存”页面能看到缓存大小），"
                       "然后清除最少几个应用的缓存，让它们加起来至少腾出{name}给的空间。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        t, c = rng.choice(named_threads(state))
        while True:
            listed = rng.sample(CACHEY, 6)
            caches = {a: rng.randrange(60, 900, 10) + rng.choice((0, 4, 7)) for a in listed}
            keep = max(listed, key=lambda a: caches[a])  # the app taken back later: the biggest cache
            left = {a: v for a, v in caches.items() if a != keep}
            need = rng.randrange(300, 1500, 50)
            best = fewest(left, need)
            naive = fewest(caches, need)
            if len(best) != 1 or len(best[0]) < 2 or len(best[0]) == len(left) \
                    or len(naive) != 1 or naive == best:
                continue
            # a trap besides: ranked by the size the All apps list shows (app + cache), another set is picked
            app_mb = {a: rng.randrange(40, 700, 10) for a in listed}
            totals = {a: v + app_mb[a] for a, v in left.items()}
            if max(totals, key=lambda a: totals[a]) in best[0] and best[0] in fewest(totals, need):
                continue
            break
        mid = next_message_id(state)
        shown = [app_name(a, zh) for a in list_order(listed, zh)]
        if zh:
            bodies = (f"你手机不是老提示空间不足吗？清一下应用缓存就行，腾出{need} MB就够了。可以清这几个：{'、'.join(shown)}。"
                      "缓存重建很慢，所以能少清几个就少清几个。",
                      "清的时候别点“清除存储”，那会把数据也删掉。",
                      f"等等，{app_name(keep, zh)}的缓存别清，里面有我帮你存的离线内容。其他的照旧。")
        else:
            bodies = (f"Your phone keeps saying storage is full, right? Clearing some app caches will do it: {need} MB "
                      f"is enough. Any of these is fine: {', '.join(shown)}. Caches take a while to rebuild, so "
                      "clear as few apps as you can.",
                      "Don't tap Clear storage though, that wipes the app's data too.",
                      f"Wait, leave {app_name(keep, zh)}'s cache alone, the offline stuff I saved for you is in there. "
                      "The rest still stands.")
        start = START_MS - rng.randint(3 * 60, 8 * 60) * MINUTE_MS
        gaps = (0, rng.randint(1, 4), rng.randint(30, 120))
        msgs = [{"id": mid + i, "body": body, "time": start + g * MINUTE_MS, "incoming": True, "read": False}
                for i, (body, g) in enumerate(zip(bodies, gaps, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "listed": listed, "caches": caches,
                "app_mb": app_mb, "keep": keep, "need": need, "clear": best[0], "naive": naive[0]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        apps = {a: {"cache_mb": float(p["caches"][a]), "storage_mb": float(p["app_mb"][a])} for a in p["listed"]}
        return {"os": {"apps": apps, "providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check(f"{a}'s cache cleared", final["os"]["apps"][a]["cache_mb"] == 0, 0.0,
                      final["os"]["apps"][a]["cache_mb"]) for a in p["clear"]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}].messages[*].read",
                *(f"os.apps.{a}.cache_mb" for a in p["clear"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from go("apps.open", "apps.all")
        zh = obs.locale != "en"
        for aid in list_order([a for a in p["listed"] if a != p["keep"]], zh):
            obs = yield from ui.tap(obs, trigger="apps.info", app=aid)
            obs = yield from ui.tap(obs, trigger="apps.storage", app=aid)
            if aid in p["clear"]:
                obs = yield from ui.tap(obs, trigger="apps.clear_cache", app=aid)
                obs = yield from ui.tap(obs, trigger="apps.clear_cache_confirm", app=aid)
            obs = yield from ui.back()
            obs = yield from ui.back()


#: the clock at boot: Saturday 2026-03-14; this week began on Monday the 9th
MONDAY = date(2026, 3, 9)
CANT_SEE = {"en": "I'm here but I can't see your Wi-Fi.", "zh-CN": "我到了，但是搜不到你家的WiFi。"}


def _at(day: date, minute: int) -> int:
    return int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp() * 1000) + minute * MINUTE_MS


class HostWifiThisWeek(TaskTemplate):
    id = "settings.HostWifiThisWeek"
    apps = ("settings", "messages")
    objective = "hybrid"
    # a 9-step oracle: one Wi-Fi list and one thread decide it, so L3 until a playtest says otherwise
    hardness = ("trap", "branch")
    tags = ("settings", "extract", "social")
    budget = 45
    goal_params = ("ssid", "password", "in_range")
    instructions = ("I'm at {name}'s place. Connect my phone to their guest Wi-Fi with the password they texted me. If "
                    "their network doesn't show up in my Wi-Fi list, don't connect to anything; just text {name}: "
                    '"{no}"',
                    "Get me onto {name}'s guest Wi-Fi: the network name and the current password are in their texts. "
                    'Should their network not be in range, leave Wi-Fi alone and send {name} the text "{no}"',
                    "I just arrived at {name}'s. Join their guest network using what they told me by text (make sure "
                    "it is the right password for now). If I can't see that network in Wi-Fi settings, connect to "
                    'nothing and text {name} "{no}" instead.')
    instructions_zh = ("我在{name}家。用对方发短信告诉我的密码，把手机连上他们家的访客WiFi。如果我的WLAN列表里没有他们的网络，"
                       "就什么都别连，只给{name}发短信：“{no}”",
                       "帮我连上{name}家的访客WiFi：网络名称和当前的密码都在对方的短信里。要是搜不到他们的网络，就别动WLAN，"
                       "给{name}发短信“{no}”。",
                       "我刚到{name}家。请按对方短信里说的连上他们的访客网络（注意要用现在有效的密码）。如果在WLAN设置里看不到这个"
                       "网络，就什么都别连，改为给{name}发短信“{no}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        t, c = rng.choice(named_threads(state))
        pw_words = words(state, "passwords", PASSWORD_WORDS)
        old_pw, new_pw = (f"{a}{rng.randrange(10, 100)}{b}" for a, b in
                          (rng.sample(pw_words, 2), rng.sample(pw_words, 2)))
        if old_pw == new_pw:
            new_pw = new_pw + "7"
        net = new_network(rng, state, saved=False, password=new_pw)
        while not net["ssid"].isascii():  # a home router's name, not a library's or a cafe's
            net = new_network(rng, state, saved=False, password=new_pw)
        ssid = net["ssid"]
        twin = f"{ssid}_EXT" if ssid.endswith(("5G", "2G")) else f"{ssid}-5G"
        in_range = rng.random() < 0.5
        before = MONDAY - timedelta(days=rng.randint(1, 5))
        if zh:
            bodies = (f"来我家的话，访客WiFi叫 {ssid}。密码每周一换，这周的是 {old_pw}",
                      f"新的一周，访客WiFi密码换成 {new_pw} 了", "周六见！记得带上那本书。")
        else:
            bodies = (f"When you come over, the guest Wi-Fi is {ssid}. The password changes every Monday; this week's "
                      f"is {old_pw}",
                      f"New week, new guest Wi-Fi password: {new_pw}", "See you Saturday! Bring that book.")
        times = (_at(before, rng.randint(10 * 60, 21 * 60)), _at(MONDAY, rng.randint(7 * 60, 9 * 60)),
                 _at(MONDAY + timedelta(days=rng.randint(2, 4)), rng.randint(12 * 60, 21 * 60)))
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": body, "time": when, "incoming": True, "read": i < 2}
                for i, (body, when) in enumerate(zip(bodies, times, strict=True))]
        nets = [{**net, "signal": rng.randint(2, 4)}] if in_range else []
        nets.append({"ssid": twin, "secured": True, "saved": False, "signal": rng.randint(1, 4),
                     "password": f"{rng.choice(pw_words)}{rng.randrange(1000, 10000)}"})
        if in_range and rng.random() < 0.5:
            nets.reverse()
        # away from home: the scan list holds the networks around (not my saved home ones)
        nets = [*(n for n in state["os"]["wifi"]["networks"] if not n["saved"]), *nets]
        index = next((i for i, n in enumerate(nets) if n["ssid"] == ssid), -1)
        return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"], "thread_id": t["id"], "msgs": msgs,
                "ssid": ssid, "twin": twin, "password": new_pw, "old": old_pw, "in_range": in_range, "nets": nets,
                "index": index, "no": CANT_SEE[loc]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"wifi": {"connected": "", "networks": p["nets"]},
                       "providers": {f"sms[id={p['thread_id']}]": {
                           "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        if not p["in_range"]:
            return [sent_check(init, final, p["phone"], p["no"], p["name"])]
        saved = got(final, f"{WIFI}.networks[ssid={p['ssid']}].saved")
        return [Check(f"{WIFI}.connected", got(final, f"{WIFI}.connected") == p["ssid"], p["ssid"],
                      got(final, f"{WIFI}.connected")),
                Check("network saved", saved is True, True, saved)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        if not p["in_range"]:
            return send_changes(p["thread_id"])
        return [f"os.providers.sms[id={p['thread_id']}].messages[*].read", f"{WIFI}.connected",
                f"{WIFI}.networks[{p['index']}].saved", "apps.settings.wifi_auth_failed"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from go("network.open", "network.internet")
        if not p["in_range"]:  # the list shows only its look-alike
            obs = yield from ui.scroll_to(obs, trigger="wifi.password", ssid=p["twin"])
            obs = yield from ui.open_app("Messages")
            if obs.find(trigger="new.open"):
                obs = yield from chat_with(obs, p["name"], p["contact_id"])
            yield from send(obs, p["no"])
            return
        obs = yield from ui.tap(obs, trigger="wifi.password", ssid=p["ssid"])
        obs = yield from ui.type_into(obs, "Password", p["password"])
        yield from ui.tap(obs, "Connect", trigger="wifi.connect_password")
