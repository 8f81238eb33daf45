"""Browser training task: manage bookmarks (remove an outdated one, bookmark a page found by search)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.browser.common import B, find_page, pages, site_name

#: the bookmark the setup adds (the phone starts with bookmarks 1 and 2)
OLD_ID = 3


class SwapBookmark(TaskTemplate):
    id = "browser.SwapBookmark"
    apps = ("browser",)
    difficulty = "L2"
    tags = ("edit", "search")
    budget = 30
    split = "train"
    instructions = ("In the Browser, remove my bookmark of the page \"{old}\" and bookmark the {site} page about "
                    "{title} instead.",
                    "Swap a Browser bookmark: delete the one for \"{old}\", then find the page on {title} on {site} "
                    "and bookmark it.")
    instructions_zh = ("在浏览器中删除“{old}”这个网页的书签，改为把{site}上关于“{title}”的网页加入书签。",
                       "换一个浏览器书签：先删掉“{old}”的书签，再在{site}上找到“{title}”这个网页并收藏为书签。")
    goal_params = ("url", "old_url")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a, b = rng.sample(["wiki", "recipes", "shop", "news"], 2)
        old = rng.choice(pages(state, a))
        new = rng.choice(pages(state, b if b != "news" else a))
        while new["url"] == old["url"]:
            new = rng.choice(pages(state, a))
        site = b if b != "news" else a
        return {"old_url": old["url"], "old": old["title"], "url": new["url"], "title": new["title"],
                "site": site_name(state, site)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        marks = [*state["apps"]["browser"]["bookmarks"], {"id": OLD_ID, "url": p["old_url"]}]
        return {"apps": {"browser": {"bookmarks": marks, "next_bookmark": OLD_ID + 1}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{B}.bookmarks[id={OLD_ID}]", f"{B}.bookmarks[+1 url={p['url']}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [b["url"] for b in final["apps"]["browser"]["bookmarks"]]
        return [Check(f"unbookmarked {p['old_url']}", p["old_url"] not in got, "absent", got),
                Check(f"bookmarked {p['url']}", p["url"] in got, p["url"], got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="page.menu")
        obs = yield from ui.tap(obs, trigger="menu.bookmarks")
        obs = yield from ui.tap(obs, trigger="bookmark.remove", id=OLD_ID)
        obs = yield from ui.back()
        obs = yield from find_page(obs, p["title"], p["url"])
        obs = yield from ui.tap(obs, trigger="page.menu")
        yield from ui.tap(obs, trigger="menu.bookmark")
