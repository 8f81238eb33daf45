"""Browser tasks that hand something to Messages: a recipe's ingredient list typed into a text, and a
page's link shared through the share sheet."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.browser.common import find_page, open_browser, pages, site_name
from bench.tasks.messages.common import (
    TO_HINT,
    chat_with,
    contacts,
    new_outgoing,
    next_thread_id,
    send,
    send_changes,
    thread_for,
)
from bench.tasks.textmatch import has_link


def pick_contact(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    c = rng.choice(sorted(contacts(state), key=lambda c: c["id"]))
    t = thread_for(state, c["phone"])
    return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"],
            "thread_id": t["id"] if t else next_thread_id(state)}


class TextIngredients(TaskTemplate):
    id = "browser.TextIngredients"
    apps = ("browser", "messages")
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L4"
    tags = ("extract", "social", "handoff")
    budget = 45
    instructions = ("Text {name} the list of ingredients for {title} from {site} (just the ingredient names).",
                    "{name} is cooking {title} tonight. Look the recipe up on {site} in the Browser and send them "
                    "an SMS naming every ingredient.",
                    "Please find the {title} recipe on {site} and send {name} a text listing its "
                    "ingredients (names only).")
    instructions_zh = ("把{site}上“{title}”的用料清单发短信给{name}（只写食材名称）。",
                       "{name}今晚要做“{title}”。请在浏览器里到{site}查这份食谱，并发短信告诉对方所有用料的名称。",
                       "请在{site}上找到“{title}”的食谱，把用料清单用短信发给{name}，只要食材名称。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = rng.choice(pages(state, "recipes"))
        return {**pick_contact(rng, state), "url": p["url"], "title": p["title"], "site": site_name(state, "recipes"),
                "ingredients": [i["name"] for i in p["ingredients"]]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = new_outgoing(init, final, p["phone"])
        text = sent[0].casefold() if len(sent) == 1 else ""
        missing = [i for i in p["ingredients"] if i.casefold() not in text]
        return [Check(f"texted {p['name']} every ingredient of {p['title']}", len(sent) == 1 and not missing,
                      p["ingredients"], sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_browser(obs)
        obs = yield from find_page(obs, p["title"], p["url"])
        obs = yield from ui.open_app("messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        sep = "、" if obs.locale == "zh-CN" else ", "
        yield from send(obs, sep.join(p["ingredients"]))


class ShareLink(TaskTemplate):
    id = "browser.ShareLink"
    apps = ("browser", "messages")
    objective = "operate"
    composition = "transfer"
    difficulty = "L3"
    tags = ("social", "handoff")
    budget = 30
    split = "train"
    instructions = ("Share the link to the {site} page \"{title}\" with {name} through Messages.",
                    "Send {name} a text with the link of {title} on {site}, using the Browser's Share.",
                    'Could you send {name} the link to the "{title}" page on {site}? Share it via Messages.')
    instructions_zh = ("通过信息把{site}上“{title}”网页的链接分享给{name}。", "用浏览器的分享功能，把{site}上“{title}”的链接发短信给{name}。",
                       "请把{site}上“{title}”这个网页的链接用信息发给{name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        site = rng.choice(("news", "wiki", "recipes", "shop"))
        p = rng.choice([p for p in pages(state, site) if not p["url"].endswith("/contact")])
        return {**pick_contact(rng, state), "url": p["url"], "title": p["title"], "site": site_name(state, site)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = new_outgoing(init, final, p["phone"])
        ok = len(sent) == 1 and has_link(sent[0], p["url"])
        return [Check(f"sent {p['name']} the link {p['url']}", ok, p["url"], sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_browser(obs)
        obs = yield from find_page(obs, p["title"], p["url"])
        obs = yield from ui.tap(obs, trigger="page.menu")
        obs = yield from ui.tap(obs, trigger="menu.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["name"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="compose.send")
