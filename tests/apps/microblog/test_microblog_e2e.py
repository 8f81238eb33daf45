"""Chirp end to end, by taps on screen coordinates (as an agent acts): the composer's 280 limit and
reply settings, like / repost / quote / bookmark, block behind its confirmation, a private list with
members, muted words hiding posts, sharing a post into a DM, both locales on screen."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.microblog.world import world
from mgym.observation import Observation


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = s.observe(screenshot=False).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{s.observe(screenshot=False).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def type_in(s: Session, text: str) -> None:
    x, y = s.observe(screenshot=False).find(role="input")[0].center
    s.step({"action": "type", "text": text, "x": x, "y": y, "clear": True}, screenshot=False)
    if s.observe(screenshot=False).keyboard:
        s.step({"action": "back"}, screenshot=False)


def mb(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["microblog"]
    return st


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "microblog"}, screenshot=False)
    return session


def test_composer_counts_down_and_gates_post(s: Session) -> None:
    tap(s, trigger="compose.open")
    assert s.observe(screenshot=False).find(trigger="compose.post")[0].enabled is False
    type_in(s, "x" * 281)
    assert 'mb-count over' in s.html()
    tap(s, trigger="compose.post")
    assert s.screen == "compose" and mb(s)["posts"] == []
    type_in(s, "Hello from the test #coffee")
    tap(s, trigger="compose.audience")
    tap(s, trigger="audience.pick", who="following")
    tap(s, trigger="compose.post")
    post = mb(s)["posts"][-1]
    assert post["text"] == "Hello from the test #coffee" and post["audience"] == "following"
    assert s.screen == "home" and "Hello from the test" in s.observe(screenshot=False).text()


def test_like_repost_quote_and_bookmark(s: Session) -> None:
    pid = next(e.params["id"] for e in s.observe(screenshot=False).ui if e.trigger == "post.like")
    tap(s, trigger="post.like", id=pid)
    tap(s, trigger="post.bookmark", id=pid)
    tap(s, trigger="post.repost", id=pid)
    tap(s, trigger="repost.do")
    tap(s, trigger="post.repost", id=pid)
    tap(s, trigger="repost.quote")
    type_in(s, "Quoting this")
    tap(s, trigger="compose.post")
    st = mb(s)
    assert pid in st["likes"] and pid in st["bookmarks"] and pid in st["reposts"]
    assert st["posts"][-1]["quote"] == pid


def test_block_needs_confirmation_and_hides_the_account(s: Session) -> None:
    s.fire("author.open", uid="u3")
    tap(s, trigger="profile.menu")
    tap(s, trigger="pmenu.block")
    tap(s, "Cancel", trigger="block.cancel")
    assert mb(s)["blocked"] == []
    tap(s, trigger="profile.menu")
    tap(s, trigger="pmenu.block")
    tap(s, trigger="block.confirm")
    assert mb(s)["blocked"] == ["u3"] and "u3" not in mb(s)["follows"]
    assert not s.observe(screenshot=False).find(trigger="post.like")


def test_private_list_with_members(s: Session) -> None:
    tap(s, trigger="home.drawer")
    tap(s, trigger="drawer.lists")
    tap(s, trigger="lists.new")
    assert s.observe(screenshot=False).find(trigger="listedit.save")[0].enabled is False
    type_in(s, "Runners")
    tap(s, trigger="listedit.private")
    tap(s, trigger="listedit.save")
    lst = mb(s)["lists"][-1]
    assert lst["name"] == "Runners" and lst["private"]
    tap(s, trigger="list.open", id=lst["id"])
    tap(s, trigger="list.members")
    a = world("en").account["u48"]
    type_in(s, a["handle"])
    s.fire("members.search", q=a["handle"])
    tap(s, trigger="members.toggle", uid="u48")
    assert mb(s)["lists"][-1]["members"] == ["u48"]
    rows = [e for e in s.observe(screenshot=False).ui if e.trigger == "author.open" and e.role == "list_item"
            and e.params["uid"] == "u48"]
    assert len(rows) == 2  # the suggestion and the member, each a whole row
    x, y = rows[-1].center
    s.step({"action": "click", "x": x, "y": y}, screenshot=False)  # the name, not only the picture, opens them
    assert s.screen == "profile"


def test_muted_word_hides_posts_from_search(s: Session) -> None:
    s.fire("nav.explore")
    s.fire("search.submit", q="coffee")
    assert s.observe(screenshot=False).find(trigger="post.open")
    s.set_state({"apps": {"microblog": {"settings": {"muted_words": ["coffee"]}}}})
    s.fire("search.submit", q="coffee")
    rows = [e for e in s.observe(screenshot=False).ui if e.trigger == "post.open" and e.role == "list_item"]
    assert all("coffee" not in e.text.casefold() for e in rows)


def test_share_a_post_into_a_dm(s: Session) -> None:
    pid = next(e.params["id"] for e in s.observe(screenshot=False).ui if e.trigger == "post.share")
    tap(s, trigger="post.share", id=pid)
    tap(s, trigger="share.dm")
    tap(s, trigger="dmpick.send", uid="u7")
    assert s.screen == "dm"
    msg = next(t for t in mb(s)["dms"] if t["uid"] == "u7")["messages"][-1]
    w = world("en")
    assert msg["me"] and msg["text"] == f"https://chirp.example/{w.handle(w.post[pid]['author'])}/status/{pid}"


def test_chinese_screens() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "microblog"}, screenshot=False)
    text = s.observe(screenshot=False).text()
    assert "为你推荐" in text and "正在关注" in text
    s.fire("home.drawer")
    tap(s, trigger="drawer.settings")
    tap(s, trigger="settings.privacy")
    assert "保护你的帖子" in s.observe(screenshot=False).text()


def test_mute_toast_names_the_account_in_chinese() -> None:
    """Issue 25: the mute toast read as a literal word-for-word "你隐藏了 @x"; it is now 已隐藏 @<handle>,
    with the muted account's real handle substituted (unmute and block alike)."""
    from mgym.apps.microblog.world import world

    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "microblog"}, screenshot=False)
    author = s.observe(screenshot=False).find(trigger="author.open")[0].params
    handle = world("zh-CN").handle(author["uid"])
    s.fire("author.open", **author)
    s.fire("profile.menu", uid=author["uid"])
    obs = tap(s, trigger="pmenu.mute")
    assert obs.find(f"已隐藏 @{handle}") and "{handle}" not in obs.text()
    s.fire("profile.menu", uid=author["uid"])
    assert tap(s, trigger="pmenu.mute").find(f"已取消隐藏 @{handle}")
