"""Hard-by-construction launcher templates across apps (declared hardness factors, L4): a friend's advice by
text on tidying the home screen (every app I have muted goes into the Tools folder), one of those apps kept
out in a later text. Which apps are muted shows only in Settings (the App notifications list, three screens
of switches over every app); some muted apps are not on the home screen at all, and the icons to move are
spread over two home pages."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.launcher.common import LAYOUT, folder, long_press_icon, name_of
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, with_messages
from bench.tasks.settings.common import go
from mgym import actions as A
from mgym.apps import registry
from mgym.i18n import lookup

MINUTE_MS = 60_000
TOOLS = "f1"
#: apps that may be loose on the home pages in this task (not in the dock nor a folder of a new phone)
LOOSE = ("music", "video", "reader", "forum", "gallery", "maps", "shop", "microblog", "files", "lifenotes",
         "meeting", "rail")
PAGE1 = ("messenger", "wallet", "calendar", "notes")


def _name(aid: str, zh: bool) -> str:
    return lookup(name_of(aid), "zh-CN", aid) if zh else name_of(aid)


def _home(state: dict[str, Any]) -> set[str]:
    return {a for p in state["apps"]["launcher"]["pages"] for a in p["items"]}


class MutedAppsToTools(TaskTemplate):
    id = "launcher.MutedAppsToTools"
    apps = ("launcher", "settings", "messages")
    objective = "hybrid"
    hardness = ("aggregate", "trap", "steps")
    tags = ("edit", "extract", "reasoning")
    budget = 60
    goal_params = ("move",)
    instructions = ("{name} texted me advice on tidying my home screen. Do what they finally suggest: check in "
                    "Settings which apps I've turned notifications off for, and move those icons on my home screen "
                    'into the "{folder}" folder.',
                    "Read {name}'s texts about cleaning up my home screen and follow their last word. The apps whose "
                    'notifications are off are listed in Settings; their home-screen icons go into the "{folder}" '
                    "folder.",
                    "Tidy my home screen the way {name} suggested in Messages (mind any later change of mind): look up "
                    'in Settings which apps are muted, then put their home-screen icons in the "{folder}" folder.')
    instructions_zh = ("{name}发短信教我整理主屏幕。请按对方最后的建议来做：在设置里查一下我关掉了哪些应用的通知，把它们在主屏幕上的图标"
                       "移到“{folder}”文件夹里。",
                       "看看{name}关于整理主屏幕的短信，以对方最后说的为准。通知被关掉的应用在设置里能查到，把它们在主屏幕上的图标"
                       "放进“{folder}”文件夹。",
                       "按{name}在短信里的建议整理我的主屏幕（注意对方后来有没有改主意）：先在设置里查出哪些应用被关了通知，再把"
                       "它们在主屏幕上的图标放进“{folder}”文件夹。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        t, c = rng.choice(named_threads(state))
        placed = {*state["apps"]["launcher"]["dock"], *(a for f in state["apps"]["launcher"]["folders"]
                                                        for a in f["apps"]), *_home(state)}
        loose = rng.sample([a for a in LOOSE if a not in placed], rng.randint(6, 8))
        page1 = loose[:2]  # two more on page 1 beside its own apps, the rest on page 2
        page2 = loose[2:]
        drawer = sorted(a.id for a in registry().values() if a.manifest.in_launcher and a.id not in placed
                        and a.id not in loose and a.id != "settings")
        candidates = [*PAGE1, *loose]
        muted_home = rng.sample(candidates, rng.randint(4, 5))
        keep = rng.choice(muted_home)
        move = [a for a in muted_home if a != keep]
        if not any(a in page2 for a in move):  # icons on both pages to move
            move_from = rng.choice([a for a in page2 if a not in muted_home])
            muted_home.append(move_from)
            move.append(move_from)
        muted_away = rng.sample(drawer, min(2, len(drawer)))
        mid = next_message_id(state)
        kept, tools = _name(keep, zh), folder(state, TOOLS)["name"]
        if zh:
            bodies = (f"你不是嫌主屏幕太乱吗？把你关了通知的那些应用全都放进“{tools}”文件夹就行，反正你平时也不看它们。",
                      f"等等，{kept}还是留在主屏幕上吧，出门的时候你会用到。其他的照旧。")
        else:
            bodies = ("You said your home screen is a mess: just put every app you've muted (notifications off) into "
                      f"the {tools} folder. You clearly don't need them up front.",
                      f"Actually, keep {kept} out on the home screen, you'll want it when you're out. The rest still "
                      "stands.")
        begin = START_MS - rng.randint(60, 600) * MINUTE_MS
        msgs = [{"id": mid + i, "body": body, "time": begin + g * MINUTE_MS, "incoming": True, "read": False}
                for i, (body, g) in enumerate(zip(bodies, (0, rng.randint(10, 50)), strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "folder": tools,
                "page1": page1, "page2": page2, "muted": sorted([*muted_home, *muted_away]), "keep": keep,
                "move": sorted(move), "away": sorted(muted_away)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        pages = [dict(x) for x in state["apps"]["launcher"]["pages"]]
        first = pages[0]["items"]
        pages[0] = {**pages[0], "items": [*first[:-1], *p["page1"], first[-1]]}  # the folder stays last
        pages[1] = {**pages[1], "items": [*pages[1]["items"], *p["page2"]]}
        apps = {a: {"notifications": a not in p["muted"]} for a in state["os"]["apps"]}
        # the muted apps off the home screen: removed from it (an app the layout never names shows on the
        # last page by default), so they are in the app drawer only
        removed = [*state["apps"]["launcher"]["removed"], *p["away"]]
        return {"apps": {"launcher": {"pages": pages, "removed": removed}},
                "os": {"apps": apps, "providers": {f"sms[id={p['thread_id']}]": {
                    "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the folder": sum(1 for f in init["apps"]["launcher"]["folders"] if f["name"] == p["folder"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        tools = folder(final, TOOLS)["apps"]
        want = sorted([*folder(init, TOOLS)["apps"], *p["move"]])
        return [*(check(f"{a} moved into the folder", True, a in tools and a not in _home(final)) for a in p["move"]),
                Check("the folder holds exactly those", sorted(tools) == want, want, sorted(tools))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}].messages[*].read", f"{LAYOUT}.pages[id=1].items",
                f"{LAYOUT}.pages[id=2].items", f"{LAYOUT}.folders[id={TOOLS}].apps[+{len(p['move'])}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from go("notifications.open", "notifications.apps")
        for _ in range(3):  # every app's switch, down to the end of the list
            obs = yield A.Drag(x1=500, y1=800, x2=500, y2=250)
        order = [a for a in [*PAGE1, *p["page1"], *p["page2"]] if a in p["move"]]
        for aid in order:
            obs = yield A.Home()
            obs = yield from long_press_icon(obs, aid)
            obs = yield from ui.tap(obs, trigger="menu.folder")
            obs = yield from ui.tap(obs, trigger="pick.folder", to=TOOLS)
