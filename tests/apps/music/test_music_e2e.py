"""Music end to end, by taps on screen coordinates (as an agent acts): the player on the virtual clock
(next track at a track's end, repeat one, end of the queue, shuffle order, sleep timer), playlist
create / add / reorder / rename / delete, Premium-only downloads, both locales on screen."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.music.world import world
from mgym.observation import Observation


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = s.observe(screenshot=False).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{s.observe(screenshot=False).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def type_in(s: Session, text: str) -> None:
    x, y = s.observe(screenshot=False).find(role="input")[0].center
    s.step({"action": "type", "text": text, "x": x, "y": y}, screenshot=False)


def music(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["music"]
    return st


def wait(s: Session, seconds: float) -> None:
    s.step({"action": "wait", "seconds": seconds}, screenshot=False)


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "music"}, screenshot=False)
    return session


def _play_album(s: Session, album: str, shuffle: bool = False) -> None:
    s.fire("album.open", id=album)
    tap(s, trigger="ctx.play", kind="album", id=album, shuffle=shuffle)


def test_tracks_follow_each_other_on_the_virtual_clock(s: Session) -> None:
    al = world("en").by_id["al5"]
    _play_album(s, "al5")
    p = music(s)["player"]
    assert p["queue"] == al["tracks"] and p["index"] == 0 and p["playing"]
    first = world("en").by_id[al["tracks"][0]]["duration"]
    wait(s, first - 10)
    assert music(s)["player"]["index"] == 0
    wait(s, 15)
    assert music(s)["player"]["index"] == 1
    assert "mu-mini" in s.html()


def test_repeat_one_replays_and_the_end_of_the_queue_stops(s: Session) -> None:
    w = world("en")
    _play_album(s, "al1")  # a short EP
    tap(s, trigger="player.open")
    tap(s, trigger="player.repeat")
    tap(s, trigger="player.repeat")
    assert music(s)["player"]["repeat"] == "one"
    wait(s, w.by_id["t1"]["duration"] * 3)
    assert music(s)["player"]["index"] == 0 and music(s)["player"]["playing"]
    tap(s, trigger="player.repeat")  # off
    wait(s, sum(w.by_id[t]["duration"] for t in w.by_id["al1"]["tracks"]) + 5)
    p = music(s)["player"]
    assert p["index"] == 0 and not p["playing"]


def test_shuffle_order_is_deterministic_and_complete() -> None:
    orders = []
    for _ in range(2):
        s = Session(seed=4)
        s.step({"action": "awake", "app": "music"}, screenshot=False)
        _play_album(s, "al12", shuffle=True)
        orders.append(music(s)["player"]["queue"])
    assert orders[0] == orders[1]
    assert sorted(orders[0]) == sorted(world("en").by_id["al12"]["tracks"])
    assert orders[0] != world("en").by_id["al12"]["tracks"]


def test_sleep_timer_pauses_playback(s: Session) -> None:
    _play_album(s, "al12")
    tap(s, trigger="player.open")
    tap(s, trigger="player.sleep")
    tap(s, trigger="sleep.set", minutes=15)
    assert "14 min left" in s.observe(screenshot=False).text() or "15 min left" in s.observe(screenshot=False).text()
    wait(s, 15 * 60 + 1)
    p = music(s)["player"]
    assert not p["playing"] and p["sleep_at"] is None


def test_sleep_at_the_end_of_the_track(s: Session) -> None:
    _play_album(s, "al12")
    tap(s, trigger="player.open")
    tap(s, trigger="player.sleep")
    tap(s, trigger="sleep.set", minutes="end")
    wait(s, world("en").by_id[world("en").by_id["al12"]["tracks"][0]]["duration"] + 2)
    p = music(s)["player"]
    assert p["index"] == 1 and not p["playing"] and p["position"] == 0 and not p["sleep_end_of_track"]


def test_create_fill_reorder_rename_delete_a_playlist(s: Session) -> None:
    tap(s, trigger="nav.library")
    tap(s, trigger="lib.new")
    type_in(s, "Night drive")
    tap(s, trigger="new.create")
    pid = music(s)["playlists"][-1]["id"]
    assert music(s)["playlists"][-1]["name"] == "Night drive" and s.screen == "playlist"
    for tid in ("t21", "t22", "t23"):
        s.fire("track.menu", track=tid)
        tap(s, trigger="menu.add")
        tap(s, "Night drive", trigger="addto.pick")
    assert music(s)["playlists"][-1]["tracks"] == ["t21", "t22", "t23"]
    tap(s, trigger="pl.edit")
    tap(s, trigger="edit.move", i=2, dir="up")
    tap(s, trigger="edit.remove", i=0)
    tap(s, trigger="edit.done")
    assert music(s)["playlists"][-1]["tracks"] == ["t23", "t22"]
    tap(s, trigger="pl.rename")
    type_in(s, "Dawn drive")
    tap(s, trigger="rename.save")
    assert music(s)["playlists"][-1]["name"] == "Dawn drive"
    tap(s, trigger="pl.delete")
    tap(s, trigger="delete.confirm")
    assert pid not in {p["id"] for p in music(s)["playlists"]} and s.screen == "library"


def test_downloads_need_premium(s: Session) -> None:
    s.fire("track.menu", track="t21")
    tap(s, trigger="menu.download")
    assert music(s)["downloads"] == []
    s.set_state({"apps": {"music": {"premium": True}}})
    s.fire("track.menu", track="t21")
    tap(s, trigger="menu.download")
    assert music(s)["downloads"] == ["t21"]


def test_premium_opens_wallet_checkout(s: Session) -> None:
    tap(s, trigger="home.premium")
    tap(s, trigger="premium.buy")
    assert s.observe(screenshot=False).app == "wallet"


@pytest.mark.parametrize(("locale", "words"), [("en", ("Good morning", "Your Library")), ("zh-CN", ("早上好", "音乐库"))])
def test_home_in_both_locales(locale: str, words: tuple[str, ...]) -> None:
    s = Session(seed=0, locale=locale)
    obs = s.step({"action": "awake", "app": "music"})
    assert obs.image.size[0] > 0
    text = obs.text()
    assert all(w in text for w in words)


def test_the_status_and_navigation_bars_are_dark_over_music(s: Session) -> None:
    """Issue 25: a white status bar sat over the dark app (Android draws the bars in the app's dark colours)."""
    import io

    from PIL import Image

    shot = s.observe(screenshot=True).screenshot
    assert shot is not None
    img = Image.open(io.BytesIO(shot)).convert("RGB")
    w, h = img.size
    for x, y in ((w // 2, 4), (w // 2, h - 4)):  # the status bar's and the navigation bar's background
        assert max(img.getpixel((x, y))) < 60, (x, y, img.getpixel((x, y)))  # type: ignore[arg-type]


def test_albums_is_zhuanji_not_xiangce_in_chinese() -> None:
    """Issue 25: Music's "Albums" fell back to the OS's 相册 (a photo album); a music album is 专辑."""
    from mgym.i18n import translate

    assert translate("Albums", "zh-CN", "music") == "专辑"
    assert translate("Albums", "zh-CN", "gallery") == "相册"


def test_a_second_search_runs_the_new_query(s: Session) -> None:
    """Found in two playtests: Enter on a new query re-ran the previous one (the screen's old q won)."""
    tap(s, trigger="nav.search")
    for query in ("love", "night"):
        x, y = s.observe(screenshot=False).find(role="input")[0].center
        s.step({"action": "type", "text": query, "x": x, "y": y, "clear": True}, screenshot=False)
        s.step({"action": "enter"}, screenshot=False)
        assert music(s)["recent_searches"][0] == query
