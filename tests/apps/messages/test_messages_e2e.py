"""Messages end to end, by screen coordinates only (as an agent acts), judged from the state."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps import get_app, registry
from mgym.os.intents import SEND, SENDTO, Intent
from tests.conftest import click, long_press, obs_of, type_into

APP = get_app("messages")


def sms(s: Session) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = s.get_state()["os"]["providers"]["sms"]
    return rows


def thread(s: Session, tid: int) -> dict[str, Any] | None:
    return next((t for t in sms(s) if t["id"] == tid), None)


@pytest.fixture
def s() -> Session:
    sess = Session(seed=0)
    sess.step({"action": "awake", "app": "messages"}, screenshot=False)
    assert sess.app == "messages" and sess.screen == "inbox"
    return sess


def test_open_thread_marks_read_and_reply(s: Session) -> None:
    t9 = thread(s, 9)
    assert t9 is not None and any(not m["read"] for m in t9["messages"])
    obs = click(s, "Aiden Khan", role="list_item")
    assert obs.screen == "thread" and obs.find("Aiden Khan")
    t9 = thread(s, 9)
    assert t9 is not None and all(m["read"] for m in t9["messages"])
    type_into(s, "Text message", "See you there")
    assert thread(s, 9)["messages"][-1]["body"] != "See you there"  # type: ignore[index]
    obs = click(s, "Send SMS")
    last = thread(s, 9)["messages"][-1]  # type: ignore[index]
    assert (last["body"], last["incoming"], last["read"]) == ("See you there", False, True)
    assert not s.sys.top()["fields"].get("body")
    assert obs.find("See you there", role="list_item")
    # back twice (keyboard, then the thread) lands on the list, with this thread on top
    s.step({"action": "back"}, screenshot=False)
    obs = s.step({"action": "back"}, screenshot=False)
    assert obs.screen == "inbox"
    rows = [e for e in obs.ui if e.trigger == "thread.open"]
    assert rows[0].params == {"thread_id": 9} and "You: See you there" in rows[0].text


def test_new_conversation_with_a_contact_from_the_to_search(s: Session) -> None:
    click(s, "Start chat")
    assert s.screen == "new"
    type_into(s, "Type a name or phone number", "ingrid")
    obs = click(s, "Ingrid Johnson", role="list_item")
    assert obs.screen == "thread" and obs.find("Ingrid Johnson")
    before = len(sms(s))
    type_into(s, "Text message", "Hi Ingrid!")
    s.step({"action": "enter"}, screenshot=False)
    assert len(sms(s)) == before + 1
    new = sms(s)[-1]
    assert new["address"] == "+1 650-555-4372"
    assert [(m["body"], m["incoming"]) for m in new["messages"]] == [("Hi Ingrid!", False)]
    # back goes to the list (the new-conversation screen was replaced)
    s.step({"action": "back"}, screenshot=False)
    assert s.step({"action": "back"}, screenshot=False).screen == "inbox"


def test_new_conversation_with_a_typed_number(s: Session) -> None:
    click(s, "Start chat")
    type_into(s, "Type a name or phone number", "650 555 0142")
    obs = s.step({"action": "enter"}, screenshot=False)
    assert obs.screen == "thread" and obs.find("650 555 0142")
    type_into(s, "Text message", "Hello")
    click(s, "Send SMS")
    assert sms(s)[-1]["address"] == "650 555 0142"
    assert sms(s)[-1]["messages"][-1]["body"] == "Hello"


def test_delete_thread_via_long_press_and_confirm(s: Session) -> None:
    obs = long_press(s, "Kwame Haddad", role="list_item")
    assert obs.screen == "thread_menu"
    obs = click(s, "Delete")
    assert obs.screen == "thread_delete"
    obs = click(s, "Cancel", trigger="thread_delete.dismiss")
    assert obs.screen == "inbox" and thread(s, 8) is not None
    long_press(s, "Kwame Haddad", role="list_item")
    click(s, "Delete")
    obs = click(s, "Delete", trigger="thread.delete")
    assert obs.screen == "inbox" and thread(s, 8) is None
    assert not obs.find("Kwame Haddad")


def test_pin_archive_and_mark_unread_from_the_sheet(s: Session) -> None:
    long_press(s, "Mom", trigger="thread.open", thread_id=1)
    click(s, "Pin")
    assert thread(s, 1)["pinned"]  # type: ignore[index]
    for _ in range(3):
        s.step({"action": "swipe", "x1": 500, "y1": 300, "x2": 500, "y2": 700}, screenshot=False)
    rows = [e for e in obs_of(s).ui if e.trigger == "thread.open"]
    assert rows[0].params == {"thread_id": 1}
    long_press(s, "Dad", trigger="thread.open", thread_id=2)
    click(s, "Archive")
    assert thread(s, 2)["archived"]  # type: ignore[index]
    assert not obs_of(s).find("Dad", trigger="thread.open", thread_id=2)
    click(s, "More options")
    obs = click(s, "Archived")
    assert obs.screen == "archived" and obs.find("Dad", trigger="thread.open", thread_id=2)
    s.step({"action": "back"}, screenshot=False)
    long_press(s, "Sophia Smith", role="list_item")
    click(s, "Mark as unread")
    assert thread(s, 3)["messages"][-1]["read"] is False  # type: ignore[index]


def test_message_menu_copy_and_delete(s: Session) -> None:
    click(s, "Dad", trigger="thread.open", thread_id=2)
    obs = long_press(s, "Dinner on Sunday?", role="list_item")
    assert obs.screen == "message_menu"
    click(s, "Copy text")
    assert s.get_state()["os"]["clipboard"] == "Dinner on Sunday?"
    long_press(s, "Dinner on Sunday?", role="list_item")
    click(s, "Delete")
    obs = click(s, "Delete", trigger="message.delete")
    assert obs.screen == "thread"
    assert "Dinner on Sunday?" not in [m["body"] for m in thread(s, 2)["messages"]]  # type: ignore[index]


def test_search_finds_a_message_and_opens_its_thread(s: Session) -> None:
    click(s, "Search conversations")
    type_into(s, "Search messages", "verification")
    obs = s.step({"action": "enter"}, screenshot=False)
    assert not obs.keyboard
    hits = obs.find("verification code", role="list_item")
    assert len(hits) == 1
    obs = click(s, "verification code", role="list_item")
    assert obs.screen == "thread" and obs.find("Your verification code is 886437", role="list_item")


def test_incoming_sms_alarm_notifies_and_opens_thread(s: Session) -> None:
    s.step({"action": "home"}, screenshot=False)
    APP_ctx = s.sys.ctx(APP, None)
    APP_ctx.schedule(s.sys.clock.now_ms + 30_000, "incoming_sms", address="+1 510-555-9304", body="Dinner at 8?")
    assert s.get_state()["os"]["alarms"]
    obs = s.step({"action": "wait", "seconds": 29}, screenshot=False)  # + the 2 s think time: due at 30 s
    mom = thread(s, 1)
    assert mom is not None and mom["messages"][-1]["body"] == "Dinner at 8?" and not mom["messages"][-1]["read"]
    notes = s.get_state()["os"]["notifications"]
    assert [(n["app"], n["title"], n["text"]) for n in notes] == [("messages", "Mom", "Dinner at 8?")]
    obs = click(s, "Dinner at 8?", trigger="notif.open")
    assert (obs.app, obs.screen) == ("messages", "thread")
    assert obs.find("Dinner at 8?", role="list_item")
    assert all(m["read"] for m in thread(s, 1)["messages"])  # type: ignore[index]
    assert not s.get_state()["os"]["notifications"]


def test_incoming_sms_from_the_shade_and_while_on_screen(s: Session) -> None:
    ctx = s.sys.ctx(APP, None)
    ctx.schedule(s.sys.clock.now_ms + 1_000, "incoming_sms", address="+1 415-555-0000", body="New number here")
    s.step({"action": "wait", "seconds": 2}, screenshot=False)
    assert obs_of(s).find("New number here", trigger="notif.open")
    s.step({"action": "wait", "seconds": 10}, screenshot=False)  # the heads-up expires
    assert not obs_of(s).find(trigger="notif.open")
    s.step({"action": "swipe", "x1": 500, "y1": 5, "x2": 500, "y2": 600}, screenshot=False)
    obs = click(s, "New number here", trigger="notif.open")
    assert obs.screen == "thread" and obs.find("+1 415-555-0000")
    # a message into the conversation on screen is read at once and raises no notification
    ctx.schedule(s.sys.clock.now_ms + 1_000, "incoming_sms", address="+14155550000", body="Still there?")
    obs = s.step({"action": "wait", "seconds": 5}, screenshot=False)
    assert obs.find("Still there?", role="list_item")
    assert not s.get_state()["os"]["notifications"]
    assert sms(s)[-1]["messages"][-1]["read"]


def test_details_mute_stops_notifications(s: Session) -> None:
    click(s, "Mom", trigger="thread.open", thread_id=1)
    click(s, "Details")
    obs = click(s, "Notifications", role="switch")
    assert s.get_state()["apps"]["messages"]["muted"] == [1]
    assert obs.find("Notifications", role="switch")[0].checked is False
    s.sys.ctx(APP, None).schedule(s.sys.clock.now_ms, "incoming_sms", address="+1 510-555-9304", body="psst")
    s.step({"action": "wait", "seconds": 1}, screenshot=False)
    assert thread(s, 1)["messages"][-1]["body"] == "psst"  # type: ignore[index]
    assert not s.get_state()["os"]["notifications"]
    click(s, "Delete conversation")
    obs = click(s, "Delete", trigger="details.delete")
    assert obs.screen == "inbox" and thread(s, 1) is None
    assert s.get_state()["apps"]["messages"]["muted"] == []


def test_sendto_intent_opens_compose_for_the_number(s: Session) -> None:
    s.step({"action": "home"}, screenshot=False)
    assert s.sys.start_activity(Intent(action=SENDTO, data="sms:+1 650-555-0100"))
    obs = s.step({"action": "noop"}, screenshot=False)
    assert (obs.app, obs.screen) == ("messages", "thread") and obs.find("+1 650-555-0100")
    type_into(s, "Text message", "Hi from an intent")
    s.step({"action": "enter"}, screenshot=False)
    assert sms(s)[-1]["address"] == "+1 650-555-0100"
    assert sms(s)[-1]["messages"][0]["body"] == "Hi from an intent"


def test_settings_toggles(s: Session) -> None:
    click(s, "More options")
    click(s, "Settings")
    click(s, "Get SMS delivery reports", role="switch")
    assert s.get_state()["apps"]["messages"]["settings"]["delivery_reports"] is True
    s.step({"action": "back"}, screenshot=False)
    click(s, "Carlos Wright", role="list_item")
    assert obs_of(s).find("Delivered")


def test_shared_text_goes_to_the_picked_recipient(s: Session) -> None:
    s.step({"action": "home"}, screenshot=False)
    assert s.sys.start_activity(Intent(action=SEND, type="text/plain", app="messages", extras={"text": "Look at this"}))
    obs = s.step({"action": "noop"}, screenshot=False)
    assert (obs.app, obs.screen) == ("messages", "new") and obs.find("Look at this")
    type_into(s, "Type a name or phone number", "mom")
    obs = s.step({"action": "enter"}, screenshot=False)
    assert obs.screen == "thread" and obs.find("Look at this")
    click(s, "Send SMS")
    assert thread(s, 1)["messages"][-1]["body"] == "Look at this"  # type: ignore[index]
    assert not obs_of(s).find("Shared text")


@pytest.mark.skipif("contacts" not in registry(), reason="needs the Contacts app")
def test_details_view_contact_opens_contacts(s: Session) -> None:
    click(s, "Sophia Smith", trigger="thread.open", thread_id=3)
    click(s, "Details")
    obs = click(s, "View contact")
    assert (obs.app, obs.screen) == ("contacts", "detail")
