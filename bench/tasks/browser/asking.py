"""Browser tasks that test talking to the user: "close the <site> tab" when two tabs show that site
(ask which first), and a bookmark to remove that is not there, only other pages of the same site
(look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.browser.common import pages, site_name, web

SITES = ("wiki", "recipes", "shop", "news")


class CloseWhichTab(AskFirst, TaskTemplate):
    id = "browser.CloseWhichTab"
    apps = ("browser",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "nav")
    budget = 15
    instructions = ("I'm done with the {site} tab in the Browser. Close it.",
                    "Close my {site} tab in the Browser, please; I don't need it any more.")
    instructions_zh = ("浏览器里那个{site}的标签页我看完了，把它关掉。", "请把浏览器里{site}的标签页关了，我用不着了。")
    replies = ('The one showing "{title}". Leave the other one open.',)
    replies_zh = ("是“{title}”那个，另一个留着。",)
    goal_params = ("close",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        site = rng.choice(SITES)
        two = [p["url"] for p in rng.sample(pages(state, site), 2)]
        others = [s for s in SITES if s != site]
        rest = [rng.choice(pages(state, s))["url"] for s in rng.sample(others, rng.randint(1, 3))]
        urls = [*two, *rest]
        rng.shuffle(urls)
        close = two[0]
        return {"site": site_name(state, site), "urls": urls, "close": close,
                "title": web(state).pages[close]["title"], "current": rng.randrange(len(urls)) + 1}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        tabs = [{"id": i + 1, "stack": ["find.web", u], "pos": 1} for i, u in enumerate(p["urls"])]
        return {"apps": {"browser": {"tabs": tabs, "current": p["current"], "next_tab": len(tabs) + 1}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = web(init)
        return {"the tab meant, once the user has said which": sum(w.pages[u]["title"] == p["title"]
                                                                   for u in p["urls"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        shown = [t["stack"][t["pos"]] for t in final["apps"]["browser"]["tabs"]]
        want = [u for u in p["urls"] if u != p["close"]]
        return [Check(f"only the tab of {p['close']} closed", shown == want, want, shown)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f"Two tabs are open on {p['site']}. Which one should I close?")
        obs = yield from ui.tap(obs, trigger="page.tabs")
        card = next((e for e in obs.find(trigger="tab.switch") if e.role == "list_item" and e.text == p["title"]), None)
        if card is None:
            raise ui.OracleError(f"no tab showing {p['title']!r}:\n{obs.text()}")
        yield from ui.tap(obs, trigger="tab.close", id=card.params["id"])


class RemoveMissingBookmark(InfeasibleTask):
    id = "browser.RemoveMissingBookmark"
    apps = ("browser",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "delete")
    budget = 15
    instructions = ('Remove my Browser bookmark of the {site} page "{title}".',
                    'I don\'t need the bookmark for "{title}" on {site} any more. Delete it from the Browser.')
    instructions_zh = ("删除浏览器里{site}网页“{title}”的书签。", "我不需要{site}上“{title}”这个书签了，从浏览器里删掉它。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        site = rng.choice(("wiki", "recipes", "shop"))
        three = rng.sample(pages(state, site), 3)
        have = [b["url"] for b in state["apps"]["browser"]["bookmarks"]]
        marks = [*have, *(p["url"] for p in three[1:])]
        return {"site": site_name(state, site), "title": three[0]["title"], "url": three[0]["url"],
                "marks": [u for u in marks if u != three[0]["url"]]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = [{"id": i + 1, "url": u} for i, u in enumerate(p["marks"])]
        return {"apps": {"browser": {"bookmarks": rows, "next_bookmark": len(rows) + 1}}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="page.menu")
        yield from ui.tap(obs, trigger="menu.bookmarks")
        yield from ui.give_up(f'"{p["title"]}" on {p["site"]} is not among the Browser\'s bookmarks.')
