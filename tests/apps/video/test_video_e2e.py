"""Video end to end, by taps on screen coordinates: the triple by long press, coins from the balance,
a new favourites folder from the video page, moving videos between folders, the player on the virtual
clock, comments, VIP bought at Wallet's checkout, sharing."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = s.observe(screenshot=False).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{s.observe(screenshot=False).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def ov(s: Session) -> dict[str, Any]:
    o: dict[str, Any] = s.get_state()["apps"]["video"]
    return o


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "video"}, screenshot=False)
    return session


def first_video(s: Session) -> str:
    vid = str(s.observe(screenshot=False).find(trigger="video.open")[0].params["id"])
    tap(s, trigger="video.open", id=vid)
    return vid


def test_triple_by_long_press(s: Session) -> None:
    vid = first_video(s)
    coins = ov(s)["coins"]
    e = s.observe(screenshot=False).find(trigger="video.like")[0]
    assert e.long_clickable
    x, y = e.center
    s.step({"action": "long_press", "x": x, "y": y}, screenshot=False)
    o = ov(s)
    assert vid in o["liked"] and o["coined"][vid] == 1 and o["coins"] == coins - 1
    assert vid in next(f for f in o["folders"] if f["default"])["videos"]
    assert vid == o["history"][0]["video"]


def test_coins_come_from_the_balance_and_cap_at_two(s: Session) -> None:
    vid = first_video(s)
    tap(s, trigger="video.coin")
    tap(s, trigger="coin.give", n=2)
    assert ov(s)["coined"][vid] == 2 and ov(s)["coins"] == 34
    tap(s, trigger="video.coin")
    assert s.observe(screenshot=False).find(trigger="coin.give", n=1)[0].enabled is False


def test_new_folder_from_the_video_page_then_move_back(s: Session) -> None:
    vid = first_video(s)
    tap(s, trigger="video.fav")
    tap(s, trigger="fav.new")
    field = s.observe(screenshot=False).find(role="input")[0]
    s.step({"action": "type", "text": "Later", "x": field.center[0], "y": field.center[1]}, screenshot=False)
    tap(s, trigger="fname.create")
    new = ov(s)["folders"][-1]
    assert new["name"] == "Later" and new["videos"] == [vid] and s.screen == "video"
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="nav.me")
    tap(s, trigger="me.favs")
    tap(s, trigger="folder.open", id=new["id"])
    tap(s, trigger="folder.edit")
    tap(s, trigger="folder.select", video=vid)
    tap(s, trigger="folder.move")
    tap(s, trigger="move.pick", to="f2")
    folders = {f["id"]: f["videos"] for f in ov(s)["folders"]}
    assert folders[new["id"]] == [] and folders["f2"][-1] == vid


def test_player_runs_on_the_virtual_clock(s: Session) -> None:
    first_video(s)
    s.step({"action": "wait", "seconds": 65}, screenshot=False)
    assert any(e.text.startswith("01:0") for e in s.observe(screenshot=False).ui)
    tap(s, trigger="player.toggle")
    p = ov(s)["player"]
    assert not p["playing"] and 60 <= p["position"] <= 75


def test_a_video_resumes_where_it_was_left(s: Session) -> None:
    vid = first_video(s)
    s.step({"action": "wait", "seconds": 65}, screenshot=False)
    tap(s, trigger="player.toggle")
    left = ov(s)["player"]["position"]
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="video.open", id=vid)
    p = ov(s)["player"]
    top = ov(s)["history"][0]
    assert p["video"] == vid and p["position"] == left and (top["video"], top["position"]) == (vid, left)


def test_comments_sort_and_replies(s: Session) -> None:
    first_video(s)
    tap(s, trigger="video.comments")
    tap(s, trigger="comments.sort", sort="new")
    assert s.observe(screenshot=False).find(trigger="comments.sort", sort="new")[0].selected
    tap(s, trigger="comments.replies")
    assert s.screen == "replies"


def test_vip_through_wallet_unlocks_downloads(s: Session) -> None:
    vid = first_video(s)
    tap(s, trigger="video.more")
    tap(s, trigger="more.download")
    assert ov(s)["downloads"] == []
    balance = s.get_state()["apps"]["wallet"]["balance"]
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="nav.me")
    tap(s, trigger="me.vip")
    tap(s, trigger="vip.buy")
    tap(s, trigger="checkout.pay")
    for d in "123456":
        tap(s, trigger="pin.key", d=d)
    if s.observe(screenshot=False).find(trigger="checkout.done"):
        tap(s, trigger="checkout.done")
    assert ov(s)["vip"] and s.get_state()["apps"]["wallet"]["balance"] == pytest.approx(balance - 6.99)
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="nav.home")
    tap(s, trigger="video.open", id=vid)
    tap(s, trigger="video.more")
    tap(s, trigger="more.download")
    assert ov(s)["downloads"] == [vid]


def test_share_opens_the_share_sheet_with_the_link(s: Session) -> None:
    vid = first_video(s)
    tap(s, trigger="video.share")
    html = s.html()
    assert f"https://video.example/v/{vid}" in html and s.observe(screenshot=False).find(trigger="sharesheet.app")
