"""Shared samplers and oracle helpers of the Browser tasks: the phone's offline web (its region's),
typing into the address bar, finding a page by the built-in search, the current tab's page."""

from __future__ import annotations

from typing import Any

from bench import ui
from mgym.apps.browser.world import World, world

B = "apps.browser"
ADDRESS = "Search or type web address"


def web(state: dict[str, Any]) -> World:
    """The offline web of the phone's world region."""
    return world(str(state["os"]["device"]["region"]))


def pages(state: dict[str, Any], site: str) -> list[dict[str, Any]]:
    """A site's pages other than its home page, by URL."""
    return [dict(p) for url, p in sorted(web(state).pages.items()) if p["site"] == site and "/" in url]


def site_name(state: dict[str, Any], site: str) -> str:
    return str(web(state).sites[site]["name"])


def current_url(state: dict[str, Any]) -> str:
    st = state["apps"]["browser"]
    t = next((t for t in st["tabs"] if t["id"] == st["current"]), st["tabs"][0])
    return str(t["stack"][t["pos"]])


def address(obs: Any, text: str) -> ui.Steps:
    """Tap the address bar, type ``text`` (a URL or a search) and go."""
    obs = yield from ui.tap(obs, trigger="omni.open")
    obs = yield from ui.type_into(obs, ADDRESS, text)
    return (yield from ui.tap(obs, trigger="omni.go"))


def find_page(obs: Any, query: str, url: str) -> ui.Steps:
    """Search the built-in engine for ``query`` and open the result at ``url``."""
    obs = yield from address(obs, query)
    obs = yield from ui.scroll_to(obs, trigger="link.open", url=url)
    return (yield from ui.tap(obs, trigger="link.open", url=url))


def open_browser(obs: Any) -> ui.Steps:
    if obs.app != "browser":
        obs = yield from ui.open_app("browser")
    return obs
