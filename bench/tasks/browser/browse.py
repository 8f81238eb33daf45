"""Browser tasks inside the app: open an address, bookmark a page, clear history, close tabs."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.browser.common import B, address, current_url, find_page, pages, site_name, web
from mgym.apps.browser.state import BOOT_MS

SITES = ("wiki", "recipes", "shop", "news")


class OpenAddress(TaskTemplate):
    id = "browser.OpenAddress"
    apps = ("browser",)
    difficulty = "L1"
    tags = ("nav",)
    split = "train"
    instructions = ("Open https://{url} in the Browser.", "Go to the web page {url}.")
    instructions_zh = ("在浏览器中打开 https://{url}。", "访问网页 {url}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = rng.choice(pages(state, rng.choice(SITES)))
        return {"url": p["url"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = current_url(final)
        return [Check("the page on screen", got == p["url"], p["url"], got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from address(obs, "https://" + p["url"])


class BookmarkPage(TaskTemplate):
    id = "browser.BookmarkPage"
    apps = ("browser",)
    difficulty = "L2"
    tags = ("search", "edit")
    instructions = ("In the Browser, bookmark the {site} page about {title}.",
                    "Find the page on {title} on {site} and add it to the Browser's bookmarks.")
    instructions_zh = ("在浏览器中，把{site}上关于“{title}”的网页加入书签。", "在{site}上找到“{title}”这个网页，并把它添加到浏览器书签。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        site = rng.choice(("wiki", "recipes", "shop"))
        p = rng.choice(pages(state, site))
        return {"url": p["url"], "title": p["title"], "site": site_name(state, site)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{B}.bookmarks[+1 url={p['url']}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [b["url"] for b in final["apps"]["browser"]["bookmarks"]]
        return [Check(f"bookmarked {p['url']}", p["url"] in got, p["url"], got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from find_page(obs, p["title"], p["url"])
        obs = yield from ui.tap(obs, trigger="page.menu")
        yield from ui.tap(obs, trigger="menu.bookmark")


class ClearBrowsingHistory(CriteriaTask):
    id = "browser.ClearBrowsingHistory"
    apps = ("browser",)
    difficulty = "L1"
    tags = ("delete", "settings")
    split = "train"
    instructions = ("Clear the Browser's history.", "Delete my browsing history in the Browser.")
    instructions_zh = ("清除浏览器的历史记录。", "删除浏览器里的浏览记录。")
    goal_params = ()  # the visits only shape the starting phone

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        urls = [p["url"] for p in rng.sample(pages(state, rng.choice(SITES)), 3)]
        urls += [p["url"] for p in rng.sample(pages(state, "wiki"), rng.randint(1, 4))]
        return {"visits": [{"id": i + 1, "url": u, "time": BOOT_MS - (len(urls) - i) * 2_400_000}
                           for i, u in enumerate(urls)]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{B}.history": []}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"browser": {"history": p["visits"], "next_visit": len(p["visits"]) + 1}}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="page.menu")
        obs = yield from ui.tap(obs, trigger="menu.history")
        obs = yield from ui.tap(obs, trigger="clear.ask")
        yield from ui.tap(obs, "Clear", trigger="clear.confirm")


class CloseOtherTabs(TaskTemplate):
    id = "browser.CloseOtherTabs"
    apps = ("browser",)
    difficulty = "L2"
    tags = ("delete", "nav")
    instructions = ("Close every Browser tab except the one showing \"{title}\".",
                    "I have too many tabs open in the Browser: keep only the {title} tab and close the rest.")
    instructions_zh = ("关闭浏览器中除“{title}”以外的所有标签页。", "浏览器里开的标签页太多了：只保留“{title}”这个标签页，其余都关掉。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = web(state)
        urls = rng.sample(sorted(u for u in w.pages if "/" in u), rng.randint(3, 6))
        k = rng.randrange(len(urls))
        return {"urls": urls, "title": w.pages[urls[k]]["title"], "keep": urls[k],
                "current": rng.randrange(len(urls)) + 1}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        tabs = [{"id": i + 1, "stack": ["find.web", u], "pos": 1} for i, u in enumerate(p["urls"])]
        return {"apps": {"browser": {"tabs": tabs, "current": p["current"], "next_tab": len(tabs) + 1}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        tabs = final["apps"]["browser"]["tabs"]
        shown = [t["stack"][t["pos"]] for t in tabs]
        return [Check("only the one tab left", shown == [p["keep"]], [p["keep"]], shown)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        """On the tab switcher, close each card whose title is not the one to keep."""
        obs = yield from ui.tap(obs, trigger="page.tabs")
        while True:
            other = next((e for e in obs.find(trigger="tab.switch") if e.role == "list_item" and e.text != p["title"]),
                         None)
            if other is None:
                return
            obs = yield from ui.tap(obs, trigger="tab.close", id=other.params["id"])
