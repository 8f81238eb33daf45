"""Browser downloads end to end, by taps: a file link saved to /sdcard/Download (PDF pages, text,
a picture), unique names, the "Download complete" notification, the long-press link menu and the
Downloads screen (open, delete)."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation
from mgym.os.intents import VIEW, Intent


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def tap(s: Session, text: str | None = None, long: bool = False, **kw: Any) -> Observation:
    for _ in range(4):  # scroll the page down to it
        if obs_of(s).find(text, **kw):
            break
        s.step({"action": "swipe", "x1": 500, "y1": 750, "x2": 500, "y2": 300}, screenshot=False)
    hits = [h for h in obs_of(s).find(text, **kw) if h.role != "scrim"] or obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "long_press" if long else "click", "x": x, "y": y}, screenshot=False)


def mine(s: Session) -> list[dict[str, Any]]:
    return [r for r in s.get_state()["os"]["files"] if r["owner"] == "browser"]


def open_page(s: Session, url: str) -> None:
    s.sys.start_activity(Intent(action=VIEW, data="https://" + url))


@pytest.fixture
def s() -> Session:
    return Session(seed=0)


def test_download_pdf_twice_and_notify(s: Session) -> None:
    open_page(s, "dailynews.com/rail-line-extended")
    tap(s, trigger="dl.get", url="dailynews.com/files/airport-line-timetable.pdf")
    tap(s, trigger="dl.get", url="dailynews.com/files/airport-line-timetable.pdf")
    rows = mine(s)
    assert [r["path"] for r in rows] == ["/sdcard/Download/airport-line-timetable.pdf",
                                         "/sdcard/Download/airport-line-timetable (1).pdf"]
    assert rows[0]["mime"] == "application/pdf" and len(rows[0]["pages"]) == 3 and "07:00" in rows[0]["pages"][1]
    notes = [n for n in s.get_state()["os"]["notifications"] if n["title"] == "Download complete"]
    assert len(notes) == 2 and notes[-1]["intent"]["data"] == f"file:{rows[1]['id']}"


def test_long_press_menu_copy_and_download_image(s: Session) -> None:
    open_page(s, "dailynews.com/food-festival")
    obs = tap(s, long=True, trigger="dl.menu", url="dailynews.com/images/festival-cafe-menu.jpg")
    assert obs.screen == "linkmenu" and obs.find("Download image")
    tap(s, "Download image", trigger="linkmenu.download")
    row = mine(s)[0]
    assert row["path"].endswith("festival-cafe-menu.jpg") and row["asset"] == "en_g004"
    tap(s, long=True, trigger="dl.get", url="dailynews.com/files/food-festival-menu.pdf")
    tap(s, "Copy link address", trigger="linkmenu.copy")
    assert "food-festival-menu.pdf" in str(s.get_state()["os"]["clipboard"])
    open_page(s, "dailynews.com")
    tap(s, long=True, trigger="link.open")  # an ordinary link: no download, copy / share only
    obs = obs_of(s)
    assert obs.screen == "linkmenu" and not obs.find(trigger="linkmenu.download")


def test_downloads_screen_open_and_delete(s: Session) -> None:
    open_page(s, "encyclo.org/wiki/mars")
    tap(s, trigger="dl.get", url="encyclo.org/files/mars-facts.txt")
    row = mine(s)[0]
    assert row["text"].startswith("Mars quick facts") and row["mime"] == "text/plain"
    tap(s, trigger="page.menu")
    obs = tap(s, "Downloads", trigger="menu.downloads")
    assert obs.screen == "downloads" and obs.find("mars-facts.txt")
    obs = tap(s, trigger="downloads.open", id=row["id"])
    assert (obs.app, obs.screen) == ("files", "viewer") and obs.find("mars-facts.txt"), "Files previews it"
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="downloads.delete", id=row["id"])
    assert mine(s) == [] and obs_of(s).find("No downloads yet")
