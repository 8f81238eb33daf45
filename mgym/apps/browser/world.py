"""The Browser's offline web, loaded once per process per region: the built-in sites and their pages
(structured data written by ``scripts/gen_browser_data.py``), the address bar's URL rules and the
built-in search engine over the pages."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any
from urllib.parse import quote, unquote

DATA = Path(__file__).parent / "data"
#: the start page of a new tab (the search engine's home)
HOME = "find.web"
SEARCH = "find.web/search?q="


@dataclass(frozen=True)
class World:
    pages: MappingProxyType[str, MappingProxyType[str, Any]]
    sites: MappingProxyType[str, MappingProxyType[str, Any]]

    def page(self, url: str) -> MappingProxyType[str, Any] | None:
        return self.pages.get(url)

    def site_of(self, url: str) -> MappingProxyType[str, Any] | None:
        host = url.split("/", 1)[0]
        return next((s for s in self.sites.values() if s["host"] == host), None)

    def search(self, query: str) -> list[MappingProxyType[str, Any]]:
        """Pages whose title or keywords contain every word of ``query`` (case-folded), by URL."""
        words = query.casefold().split()
        if not words:
            return []
        out = []
        for url in sorted(self.pages):
            p = self.pages[url]
            hay = " ".join([p["title"], *p["keywords"], url]).casefold()
            if all(w in hay for w in words):
                out.append(p)
        return out


@cache
def world(region: str = "en") -> World:
    folder = DATA if region == "en" else DATA / region
    if not (folder / "pages.json").exists():
        folder = DATA
    raw = json.loads((folder / "pages.json").read_text("utf-8"))
    pages = {p["url"]: MappingProxyType(p) for p in raw["pages"]}
    sites = {s["id"]: MappingProxyType(s) for s in raw["sites"]}
    return World(MappingProxyType(pages), MappingProxyType(sites))


def normalize(text: str) -> str:
    """A URL as the browser keeps it: no scheme, no ``www.``, no trailing slash, host lower-cased."""
    u = text.strip()
    for prefix in ("https://", "http://"):
        if u.lower().startswith(prefix):
            u = u[len(prefix):]
    if u.lower().startswith("www."):
        u = u[4:]
    host, _, rest = u.partition("/")
    u = host.lower() + ("/" + rest if rest else "")
    return u.rstrip("/")


def looks_like_url(text: str) -> bool:
    t = normalize(text)
    return bool(t) and " " not in t and "." in t.split("/", 1)[0] and not t.startswith(".")


def resolve_input(text: str) -> str:
    """What the address bar opens for ``text``: a URL, or a search of the built-in engine."""
    t = text.strip()
    if looks_like_url(t):
        return normalize(t)
    return SEARCH + quote(t)


def search_query(url: str) -> str | None:
    return unquote(url[len(SEARCH):]) if url.startswith(SEARCH) else None


@cache
def downloads(region: str = "en") -> MappingProxyType[str, MappingProxyType[str, Any]]:
    """URL -> a downloadable file linked from a page (written by ``scripts/gen_browser_downloads.py``):
    page, name, kind (pdf / txt / image), label and content (pages / text / asset, width, height)."""
    raw = json.loads((DATA / "downloads.json").read_text("utf-8"))
    rows = raw.get(region) or raw["en"]
    return MappingProxyType({r["url"]: MappingProxyType(r) for r in rows})


def downloads_on(region: str, page_url: str) -> list[MappingProxyType[str, Any]]:
    return [d for d in downloads(region).values() if d["page"] == page_url]
