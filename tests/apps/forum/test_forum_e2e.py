"""Forum end to end, by taps on screen coordinates (as an agent acts): the gated Post button (community,
title, required flair, link, image through the media picker), comments (reply, edit, delete with
confirmation, collapse), votes, join / leave, own-post delete, share through the share sheet, both locales."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.forum.world import comments, world
from mgym.clock import DEFAULT_EPOCH_MS
from mgym.observation import Observation


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = s.observe(screenshot=False).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{s.observe(screenshot=False).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def type_in(s: Session, hint: str, text: str) -> None:
    e = next(e for e in s.observe(screenshot=False).find(role="input") if e.hint == hint or e.text == hint)
    x, y = e.center
    s.step({"action": "type", "text": text, "x": x, "y": y, "clear": True}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)


def forum(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["forum"]
    return st


def post_enabled(s: Session) -> bool:
    return s.observe(screenshot=False).find(trigger="create.submit")[0].enabled


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "forum"}, screenshot=False)
    return session


def _required_community() -> dict[str, Any]:
    return next(c for c in world("en").communities if c["flair_required"] and "link" in c["types"])


def test_post_button_waits_for_every_required_field(s: Session) -> None:
    c = _required_community()
    tap(s, trigger="nav.create")
    assert not post_enabled(s)
    tap(s, trigger="create.community")
    type_in(s, "Search communities", c["name"])
    s.fire("picker.search")
    tap(s, trigger="picker.pick", id=c["id"])
    assert s.screen == "create" and not post_enabled(s)
    type_in(s, "Title", "Which pump should I buy?")
    assert not post_enabled(s) and "This community requires a flair" in s.observe(screenshot=False).text()
    tap(s, trigger="create.kind", kind="link")
    tap(s, trigger="create.flair")
    tap(s, trigger="flair.pick", flair=c["flairs"][1])
    type_in(s, "URL", "not a link")
    assert not post_enabled(s)
    tap(s, trigger="create.submit")  # refused: nothing posted
    assert len(forum(s)["posts"]) == 2
    type_in(s, "URL", "https://guides.example.net/pumps")
    assert post_enabled(s)
    tap(s, trigger="create.submit")
    new = forum(s)["posts"][-1]
    assert (new["c"], new["kind"], new["flair"], new["url"]) == (c["id"], "link", c["flairs"][1],
                                                                 "https://guides.example.net/pumps")
    assert s.screen == "post" and "Which pump should I buy?" in s.observe(screenshot=False).text()


def test_image_post_through_the_media_picker(s: Session) -> None:
    c = next(c for c in world("en").communities if not c["flair_required"] and "image" in c["types"])
    s.fire("community.open", id=c["id"])
    tap(s, trigger="community.create")
    tap(s, trigger="create.kind", kind="image")
    type_in(s, "Title", "Sunset from the ridge")
    assert not post_enabled(s)
    tap(s, trigger="create.image")
    first = s.observe(screenshot=False).find(trigger="mediapicker.item")[0]
    x, y = first.center
    s.step({"action": "click", "x": x, "y": y}, screenshot=False)
    assert post_enabled(s)
    tap(s, trigger="create.submit")
    new = forum(s)["posts"][-1]
    row = next(f for f in s.get_state()["os"]["files"] if f["id"] == new["file"])
    assert new["kind"] == "image" and new["image"] == row["asset"] and new["c"] == c["id"]


def test_reply_edit_delete_collapse_and_vote(s: Session) -> None:
    p = next(p for p in world("en").posts if p["ncom"] >= 6)
    s.fire("post.open", id=p["id"])
    tap(s, trigger="comments.sort", csort="new")  # my reply comes first among its siblings
    first = s.observe(screenshot=False).find(trigger="comment.collapse")[0].params["id"]
    top = next(c for c in comments("en", p["id"]) if c["id"] == first)
    tap(s, trigger="comment.reply", parent=top["id"])
    type_in(s, "Your comment", "Same here!")
    tap(s, trigger="reply.send")
    mine = forum(s)["comments"][-1]
    assert (mine["post"], mine["parent"], mine["text"]) == (p["id"], top["id"], "Same here!")
    tap(s, trigger="comment.edit", id=mine["id"])
    type_in(s, "Your comment", "Same here, twice!")
    tap(s, trigger="reply.send")
    assert forum(s)["comments"][-1]["text"] == "Same here, twice!" and forum(s)["comments"][-1]["edited"]
    tap(s, trigger="comment.delete", id=mine["id"])
    tap(s, "Cancel", trigger="delcomment.cancel")
    assert not forum(s)["comments"][-1]["deleted"]
    tap(s, trigger="comment.delete", id=mine["id"])
    tap(s, trigger="delcomment.confirm")
    assert forum(s)["comments"][-1]["deleted"]
    assert s.observe(screenshot=False).find(trigger="comment.collapse", id=mine["id"])
    tap(s, trigger="comment.collapse", id=top["id"])  # its replies (mine among them) fold away
    assert not s.observe(screenshot=False).find(trigger="comment.collapse", id=mine["id"])
    tap(s, trigger="comment.collapse", id=top["id"])
    tap(s, trigger="vote", id=p["id"], dir=1)
    tap(s, trigger="vote", id=top["id"], dir=-1)
    assert forum(s)["votes"] == {p["id"]: 1, top["id"]: -1}
    tap(s, trigger="vote", id=p["id"], dir=1)
    assert forum(s)["votes"] == {top["id"]: -1}


def test_join_leave_delete_own_post_and_share(s: Session) -> None:
    c = world("en").by_id["c2"]
    s.fire("community.open", id="c2")
    tap(s, trigger="community.join", id="c2")
    assert "c2" in forum(s)["joined"]
    tap(s, trigger="community.join", id="c2")
    assert "c2" not in forum(s)["joined"] and c["name"]
    s.fire("post.open", id="m1")
    tap(s, trigger="post.delete", id="m1")
    tap(s, trigger="delpost.confirm")
    assert next(p for p in forum(s)["posts"] if p["id"] == "m1")["deleted"]
    s.fire("post.open", id="p1")
    tap(s, trigger="post.share", id="p1")
    text = s.observe(screenshot=False).text()
    assert "https://forum.example/p/p1" in text


@pytest.mark.parametrize(("locale", "words"), [("en", ("Home", "Popular", "Hot")), ("zh-CN", ("首页", "热门榜", "热门"))])
def test_home_in_both_locales(locale: str, words: tuple[str, ...]) -> None:
    s = Session(seed=0, locale=locale)
    obs = s.step({"action": "awake", "app": "forum"})
    assert obs.image.size[0] > 0
    assert all(w in obs.text() for w in words)


def test_profile_lists_own_posts_and_comments_newest_first(s: Session) -> None:
    """Issue 25: the profile listed own posts in the order they were stored, not newest first (a
    lived-in account's posts added after others can be older)."""
    st = forum(s)
    now = DEFAULT_EPOCH_MS
    hour = 3_600_000
    extra = [{"id": f"m{10 + i}", "c": "c1", "title": f"Older post {i}", "body": "", "flair": "", "kind": "text",
              "time": now - (i + 1) * 2 * hour} for i in range(3)]
    pid = world("en").newest[0]["id"]
    kids = [{"id": f"k{20 + i}", "post": pid, "parent": "", "text": f"comment {i}", "time": now - (3 - i) * hour,
             "edited": None, "deleted": False} for i in range(2)]
    kids.insert(0, {**kids.pop(), "id": "k30"})  # the newest stored first
    s.set_state({"apps": {"forum": {"posts": [*st["posts"], *extra], "comments": kids, "next_id": 40}}})
    s.fire("nav.profile")
    shown = [e.params["id"] for e in s.observe(screenshot=False).find(trigger="post.open", role="list_item")]
    times = {p["id"]: p["time"] for p in forum(s)["posts"]}
    assert len(shown) == 5 and [times[i] for i in shown] == sorted(times.values(), reverse=True)
    tap(s, trigger="profile.tab", tab="comments")
    texts = [e.text for e in s.observe(screenshot=False).ui if e.text in ("comment 0", "comment 1")]
    assert texts == ["comment 1", "comment 0"]
