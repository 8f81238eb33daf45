"""The dev server's page with a token (``mgym serve --token``), in real Chromium on a real server.

The page is opened as ``/#token=<token>``: it must load, keep the token out of every URL it requests,
send it as the bearer header, and get the read cookie its images need; without the token it says so.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from mgym.server.app import AUTH_COOKIE, create_app, hosts_for
from tests.server.conftest import live, needs_chromium

TOKEN = "pAge-t0ken"
pytestmark = needs_chromium


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    runs = tmp_path_factory.mktemp("runs")
    (runs / "note.txt").write_text("a run file")
    app = create_app(runs, allowed_hosts=hosts_for("127.0.0.1"), token=TOKEN)
    with live(app) as url:
        yield url


def test_the_page_is_public_and_the_api_wants_the_token_or_the_read_cookie(base_url: str) -> None:
    with httpx.Client(base_url=base_url, timeout=30) as c:
        assert c.get("/").status_code == 200 and c.get("/static/app.js").status_code == 200  # no data in them
        assert c.get("/api/sessions").status_code == 401 and c.get("/runs/note.txt").status_code == 401
        assert c.post("/api/auth", json={}).status_code == 401
        r = c.post("/api/auth", json={}, headers={"Authorization": f"Bearer {TOKEN}"})
        assert r.status_code == 200 and r.json() == {"token": True}
        cookie = r.headers["set-cookie"]
        assert "HttpOnly" in cookie and "samesite=strict" in cookie.lower() and TOKEN not in cookie
        value = r.cookies[AUTH_COOKIE]
    with httpx.Client(base_url=base_url, timeout=30, cookies={AUTH_COOKIE: value}) as c:
        assert c.get("/api/sessions").status_code == 200 and c.get("/runs/note.txt").text == "a run file"
        assert c.post("/api/sessions", json={"seed": 0}).status_code == 401  # reads only: a write needs the header
    with httpx.Client(base_url=base_url, timeout=30, cookies={AUTH_COOKIE: value[:-1] + "0"}) as c:
        assert c.get("/api/sessions").status_code == 401


def test_the_page_works_with_the_token_in_its_fragment(browser: Any, base_url: str) -> None:
    ctx = browser.new_context(viewport={"width": 1500, "height": 950})
    page = ctx.new_page()
    errors: list[str] = []
    requests: list[Any] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: requests.append(r))
    try:
        page.goto(f"{base_url}/#token={TOKEN}")
        page.wait_for_selector("body[data-ready='1']", timeout=30_000)
        assert TOKEN not in page.url and "#" not in page.url  # taken out of the address bar
        page.wait_for_function("document.querySelector('.phone-card .shot').naturalWidth > 0", timeout=30_000)
        card = page.locator(".phone-card").first
        steps = card.locator(".steps").inner_text()
        card.locator("button[data-act='home']").click()  # a write: the bearer header
        page.wait_for_function(f"document.querySelector('.phone-card .steps').innerText !== {steps!r}",
                               timeout=30_000)
        page.reload()  # the tab keeps the token
        page.wait_for_selector("body[data-ready='1']", timeout=30_000)
        page.wait_for_function("document.querySelector('.phone-card .shot').naturalWidth > 0", timeout=30_000)
        assert not errors, errors
        assert all(TOKEN not in r.url for r in requests)  # never in a URL (query strings reach logs)
        calls = [r for r in requests if "/api/" in r.url and r.resource_type == "fetch"]
        assert calls and all(r.headers.get("authorization") == f"Bearer {TOKEN}" for r in calls)
        shots = [r for r in requests if r.url.endswith(tuple("0123456789")) and "/screen?" in r.url]
        assert shots and all(r.response() is not None and r.response().status == 200 for r in shots)

        bare = ctx.browser.new_context().new_page()  # another tab, without the token
        try:
            bare.goto(f"{base_url}/")
            bare.wait_for_selector("#toast.show", timeout=30_000)
            assert "needs its token" in bare.inner_text("#toast")
        finally:
            bare.context.close()
    finally:
        ctx.close()
