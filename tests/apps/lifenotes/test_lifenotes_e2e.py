"""Lifenotes end to end, by taps on screen coordinates (as an agent acts): the gated publish flow through
the media picker, comments and replies, collect into a new board, boards, search filters, a photo shared
from Gallery, and both locales on screen."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.lifenotes import search as find
from mgym.apps.lifenotes.world import LINK, comments, world
from mgym.observation import Observation


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = s.observe(screenshot=False).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{s.observe(screenshot=False).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def type_in(s: Session, text: str, index: int = 0) -> None:
    x, y = s.observe(screenshot=False).find(role="input")[index].center
    s.step({"action": "type", "text": text, "x": x, "y": y}, screenshot=False)


def ln(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["lifenotes"]
    return st


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "lifenotes"}, screenshot=False)
    return session


def test_publish_is_gated_until_a_picture_and_a_title(s: Session) -> None:
    tap(s, trigger="nav.new")
    assert s.observe(screenshot=False).find(trigger="mediapicker.done"), "the picker opens over the editor"
    s.step({"action": "back"}, screenshot=False)
    assert s.screen == "publish"
    type_in(s, "Sunny day")
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="editor.publish")
    assert s.screen == "publish" and ln(s)["notes"] == []  # no picture yet: refused
    tap(s, trigger="editor.add")
    items = s.observe(screenshot=False).find(trigger="mediapicker.item")
    for it in items[:2]:
        x, y = it.center
        s.step({"action": "click", "x": x, "y": y}, screenshot=False)
    tap(s, trigger="mediapicker.done")
    tap(s, trigger="editor.visibility")
    tap(s, trigger="visibility.pick", value="friends")
    tap(s, trigger="editor.publish")
    notes = ln(s)["notes"]
    assert len(notes) == 1 and notes[0]["title"] == "Sunny day" and len(notes[0]["files"]) == 2
    assert notes[0]["visibility"] == "friends" and s.screen == "discover"


def test_draft_saved_then_published_from_drafts(s: Session) -> None:
    tap(s, trigger="nav.new")
    s.step({"action": "back"}, screenshot=False)
    type_in(s, "Later")
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="editor.draft")
    assert [d["title"] for d in ln(s)["drafts"]] == ["Later"]
    s.fire("nav.me")
    tap(s, trigger="me.drafts")
    tap(s, trigger="draft.open")
    assert s.observe(screenshot=False).find("Later")
    tap(s, trigger="editor.publish")
    assert ln(s)["notes"] == [] and s.screen == "publish"  # still no picture


def test_comment_reply_and_like_a_comment(s: Session) -> None:
    nid = next(n["id"] for n in world("en").notes if n["comments"] >= 5)
    s.fire("note.open", id=nid)
    type_in(s, "Lovely!")
    s.step({"action": "enter"}, screenshot=False)
    top = sorted(comments("en", nid), key=lambda c: (-c["likes"], c["id"]))[0]
    s.fire("note.reply", comment=top["id"])
    assert s.observe(screenshot=False).find(role="input")[0].hint.startswith("Reply to")
    type_in(s, "Agreed")
    s.step({"action": "enter"}, screenshot=False)
    s.fire("comment.like", comment=top["id"])
    mine = ln(s)["comments"]
    assert [(c["text"], c["reply_to"]) for c in mine] == [("Lovely!", ""), ("Agreed", top["id"])]
    assert ln(s)["liked_comments"] == [top["id"]]
    assert "Lovely!" in s.html() and "Agreed" in s.html()


def test_collect_into_a_new_board_and_move_it(s: Session) -> None:
    s.fire("note.open", id="n5")
    tap(s, trigger="note.collect")
    tap(s, trigger="collect.new")
    type_in(s, "Ideas")
    tap(s, trigger="board.new_private")
    tap(s, trigger="board.create")
    b = ln(s)["boards"][0]
    assert b["name"] == "Ideas" and b["notes"] == ["n5"] and b["private"] and s.screen == "note"
    s.fire("nav.me")
    tap(s, trigger="me.boards")
    tap(s, trigger="board.open", id=b["id"])
    tap(s, trigger="board.move", note="n5")
    tap(s, trigger="move.pick", to="b1")
    boards = {x["id"]: x["notes"] for x in ln(s)["boards"]}
    assert boards[b["id"]] == [] and boards["b1"][0] == "n5"


def test_search_sort_and_filters(s: Session) -> None:
    tap(s, trigger="nav.search")
    type_in(s, "cake")
    s.step({"action": "enter"}, screenshot=False)
    tap(s, trigger="search.panel")
    tap(s, trigger="search.filter", key="sort", value="likes")
    top = find.notes("en", "cake", "likes")[0]
    assert s.observe(screenshot=False).find(trigger="note.open")[0].params["id"] == top["id"]
    assert ln(s)["recent_searches"][0] == "cake"


def test_share_link_and_photo_from_gallery() -> None:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "lifenotes"}, screenshot=False)
    s.fire("note.open", id="n9")
    tap(s, trigger="note.share")
    tap(s, trigger="share.copy")
    assert s.get_state()["os"]["clipboard"] == LINK.format(id="n9")
    s.step({"action": "awake", "app": "gallery"}, screenshot=False)
    tap(s, trigger="grid.open")
    tap(s, trigger="viewer.share")
    tap(s, trigger="sharesheet.app", app="lifenotes")
    assert s.screen == "publish"
    type_in(s, "From Gallery")
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="editor.publish")
    assert s.sys.top()["app"] == "gallery" and len(ln(s)["notes"][0]["files"]) == 1


def test_chinese_phone_shows_chinese() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "lifenotes"}, screenshot=False)
    html = s.html()
    assert "发现" in html and "推荐" in html and "首页" in html
    s.fire("note.open", id=world("zh-CN").channel[""][0]["id"])
    assert "说点什么" in s.html()


def test_feed_card_title_author_and_heart(s: Session) -> None:
    """Issue 25: only a card's picture did anything. As in the real app, the title opens the note, the
    author their profile, and the heart likes the note (again: unlikes it) without opening it."""
    card = s.observe(screenshot=False).find(trigger="note.open", role="list_item")[0]
    nid = card.params["id"]
    author = (world("en").note(nid) or {})["author"]
    heart = next(e for e in s.observe(screenshot=False).find(trigger="card.like") if e.params["id"] == nid)
    assert heart.checked is False
    tap(s, trigger="card.like", id=nid)
    assert s.screen == "discover" and nid in ln(s)["liked"]
    assert next(e for e in s.observe(screenshot=False).find(trigger="card.like") if e.params["id"] == nid).checked
    tap(s, trigger="card.like", id=nid)
    assert nid not in ln(s)["liked"]
    title = next(e for e in s.observe(screenshot=False).find(trigger="note.open", id=nid) if e.role != "list_item")
    assert title.text == card.text
    x, y = title.center
    s.step({"action": "click", "x": x, "y": y}, screenshot=False)
    assert s.screen == "note" and s.observe(screenshot=False).find(trigger="note.like", id=nid)
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="user.open", id=author)
    assert s.screen == "user"


def test_the_comment_box_has_a_send_button_once_it_has_text(s: Session) -> None:
    """Issue 25: the comment box could only be sent with Enter; the real app shows a Send button."""
    nid = s.observe(screenshot=False).find(trigger="note.open", role="list_item")[0].params["id"]
    s.fire("note.open", id=nid)
    assert not s.observe(screenshot=False).find(trigger="note.comment")
    x, y = next(e for e in s.observe(screenshot=False).find(role="input")).center
    s.step({"action": "type", "text": "Love this", "x": x, "y": y}, screenshot=False)
    tap(s, "Send", trigger="note.comment")
    assert [c["text"] for c in ln(s)["comments"]] == ["Love this"]
    assert not s.observe(screenshot=False).find(trigger="note.comment")  # the box is empty again
