"""Messenger end to end, by screen coordinates only (as an agent acts), judged from the state."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps import get_app, registry
from mgym.apps.messenger import model
from mgym.observation import Observation
from tests.conftest import click, long_press, obs_of, point
from tests.conftest import type_into as type_into_field

APP = get_app("messenger")


@pytest.fixture
def s() -> Session:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "messenger"}, screenshot=False)
    return s


def st(s: Session) -> dict[str, Any]:
    out: dict[str, Any] = s.get_state()["apps"]["messenger"]
    return out


def type_into(s: Session, hint: str, text: str) -> Observation:
    return type_into_field(s, hint, text, clear=True)


def open_profile(s: Session, name: str) -> Observation:
    """Contacts tab, search the name, open the profile."""
    click(s, "Contacts", trigger="tab.contacts")
    click(s, "Search", trigger="search.open")
    type_into(s, "Search contacts, groups, messages", name)
    return click(s, name, trigger="profile.open")


def test_send_a_message(s: Session) -> None:
    obs = click(s, "Oscar Silva", trigger="chat.open")
    assert obs.screen == "chat"
    assert st(s)["chats"]["c08"]["unread"] == 0  # opening reads it
    type_into(s, "Message", "Running late, 10 min")
    obs = click(s, "Send", trigger="chat.send")
    m = st(s)["messages"][-1]
    assert (m["chat"], m["sender"], m["kind"], m["text"]) == ("c08", "me", "text", "Running late, 10 min")
    assert obs.find("Running late, 10 min", role="list_item")
    s.step({"action": "back"}, screenshot=False)  # the keyboard
    s.step({"action": "back"}, screenshot=False)
    row = obs_of(s).find("Oscar Silva", trigger="chat.open")[0]
    assert "Running late, 10 min" in row.text


def test_forward_a_message(s: Session) -> None:
    click(s, "Arjun Moreau", trigger="chat.open")
    long_press(s, "Thanks, see you at 1:00", role="list_item")
    click(s, "Forward", trigger="message.forward")
    obs = click(s, "Henry Lopez", trigger="forward.pick")
    assert obs.screen == "forward_confirm"
    obs = click(s, "Send", trigger="forward.send")
    assert obs.screen == "chat"
    m = st(s)["messages"][-1]
    assert (m["chat"], m["text"], m["forwarded"]) == ("c02", "Thanks, see you at 1:00", True)


def test_quote_copy_pin_and_delete_a_message(s: Session) -> None:
    click(s, "Yara Novak", trigger="chat.open")
    long_press(s, "Perfect, see you there", role="list_item")
    click(s, "Copy", trigger="message.copy")
    assert s.get_state()["os"]["clipboard"] == "Perfect, see you there"
    long_press(s, "Perfect, see you there", role="list_item")
    click(s, "Quote", trigger="message.quote")
    type_into(s, "Message", "Great!")
    click(s, "Send", trigger="chat.send")
    sent = st(s)["messages"][-1]
    quoted = model.message(st(s), "en", sent["quote"])
    assert quoted is not None and quoted["text"] == "Perfect, see you there"
    long_press(s, "Great!", role="list_item")
    obs = click(s, "Pin", trigger="message.pin")
    assert st(s)["chats"]["c06"]["pinned_message"] == sent["id"] and obs.find(trigger="chat.unpin_message")
    long_press(s, "Great!", role="list_item")
    click(s, "Delete", trigger="message.delete_ask")
    obs = click(s, "Delete", trigger="message.delete")
    assert sent["id"] in st(s)["deleted_messages"]
    assert st(s)["chats"]["c06"]["pinned_message"] is None and not obs.find("Great!", role="list_item")


def test_block_a_contact(s: Session) -> None:
    obs = open_profile(s, "Oscar Silva")
    assert obs.screen == "contact_profile"
    click(s, "More", trigger="profile.settings")
    click(s, "Block", trigger="csettings.block_ask")
    obs = click(s, "OK", trigger="contact.block")
    uid = next(u["id"] for u in model.contacts(st(s), "en") if u["name"] == "Oscar Silva")
    assert st(s)["contacts"][uid]["blocked"] is True
    assert obs.find("Block", trigger="csettings.unblock")[0].checked is True
    # the blocked list in privacy settings shows them, and unblocking works from there
    for _ in range(3):  # settings, profile, search (which Back returns to with its keyboard down)
        s.step({"action": "back"}, screenshot=False)
    click(s, "Me", trigger="tab.me")
    click(s, "Settings", trigger="me.settings")
    click(s, "Privacy", trigger="settings.privacy")
    obs = click(s, "Blocked list", trigger="privacy.blocked")
    assert obs.find("Oscar Silva", trigger="profile.open")
    click(s, "Unblock", trigger="blocked.unblock")
    assert st(s)["contacts"][uid]["blocked"] is False


def test_create_a_group_with_three_contacts(s: Session) -> None:
    click(s, "Add", trigger="plus.open")
    obs = click(s, "New group chat", trigger="plus.group")
    assert obs.screen == "group_new"
    names = ["Oscar Silva", "Henry Lopez", "Yara Novak"]
    for name in names:
        type_into(s, "Search", name)
        click(s, name, trigger="group_new.toggle")
    type_into(s, "Group name (optional)", "Weekend plan")
    obs = click(s, "Done", trigger="group.create")
    assert obs.screen == "chat"
    g = st(s)["new_chats"][-1]
    ids = {u["name"]: u["id"] for u in model.contacts(st(s), "en")}
    assert g["kind"] == "group" and g["name"] == "Weekend plan"
    assert sorted(g["members"]) == sorted(["me", *(ids[n] for n in names)])
    assert obs.find("Weekend plan (4)")
    # rename it from the group info
    click(s, "Group info", trigger="group.info")
    click(s, "Group name", trigger="group.rename_ask")
    type_into(s, "Group name", "Road trip")
    click(s, "Save", trigger="group.rename")
    assert st(s)["chats"][g["id"]]["name"] == "Road trip"


def test_post_a_moment_visible_to_friends_only(s: Session) -> None:
    click(s, "Moments", trigger="tab.moments")
    obs = click(s, "Post a moment", trigger="moment.new")
    assert obs.screen == "moment_compose"
    type_into(s, "What's on your mind?", "Spring picnic today")
    click(s, "Add photos", trigger="compose.photos")
    click(s, trigger="perm.allow")  # the photos permission, asked on first use
    first = obs_of(s).find(trigger="mediapicker.item")[0]
    click(s, trigger="mediapicker.item", id=first.params["id"])
    click(s, trigger="mediapicker.done")
    click(s, "Who can see", trigger="compose.visibility")
    click(s, "Friends", trigger="visibility.set")
    obs = click(s, "Post", trigger="compose.post")
    assert obs.screen == "moments"
    p = st(s)["posts"][-1]
    assert (p["text"], p["visibility"], len(p["images"])) == ("Spring picnic today", "friends", 1)
    assert obs.find("Spring picnic today", trigger="moment.open")


def test_like_and_comment_on_a_moment(s: Session) -> None:
    click(s, "Moments", trigger="tab.moments")
    click(s, "Like or comment", trigger="moment.actions", post_id="p001")
    click(s, "Like", trigger="moment.like")
    assert st(s)["likes"] == {"p001": True}
    click(s, "Like or comment", trigger="moment.actions", post_id="p001")
    click(s, "Comment", trigger="moment.comment_open")
    type_into(s, "Comment", "Gorgeous colours!")
    obs = click(s, "Send", trigger="moment.comment_send")
    c = st(s)["comments"][-1]
    assert (c["post"], c["text"]) == ("p001", "Gorgeous colours!")
    assert obs.screen == "moments"
    point(s, "Gorgeous colours!", trigger="comment.delete_ask")  # shown under the post (scrolls to it)


def chat(s: Session, cid: str) -> dict[str, Any]:
    c = model.chat(st(s), "en", cid)
    assert c is not None
    return c


def test_incoming_scheduled_message_raises_a_notification(s: Session) -> None:
    s.step({"action": "home"}, screenshot=False)
    ctx = s.sys.ctx(APP, None)
    ctx.schedule(s.sys.clock.now_ms + 30_000, "incoming", sender=chat(s, "c01")["peer"],
                 text="Are we still on for lunch?")
    s.step({"action": "wait", "seconds": 29}, screenshot=False)  # + the 2 s think time: due at 30 s
    m = st(s)["messages"][-1]
    assert (m["chat"], m["text"]) == ("c01", "Are we still on for lunch?")
    assert st(s)["chats"]["c01"]["unread"] == 1
    notes = s.get_state()["os"]["notifications"]
    assert [(n["app"], n["title"], n["text"]) for n in notes] == [("messenger", "Arjun Moreau",
                                                                   "Are we still on for lunch?")]
    obs = click(s, "Are we still on for lunch?", trigger="notif.open")
    assert (obs.app, obs.screen) == ("messenger", "chat")
    assert obs.find("Are we still on for lunch?", role="list_item")
    assert st(s)["chats"]["c01"]["unread"] == 0


def test_muted_chat_and_blocked_sender_raise_no_notification(s: Session) -> None:
    ctx = s.sys.ctx(APP, None)
    # c09 is a muted group: the message arrives, counts as unread, but no banner
    sender = chat(s, "c09")["members"][1]
    ctx.schedule(s.sys.clock.now_ms + 1_000, "incoming", sender=sender, text="Muted hello", chat_id="c09")
    s.step({"action": "wait", "seconds": 2}, screenshot=False)
    assert st(s)["messages"][-1]["text"] == "Muted hello" and not s.get_state()["os"]["notifications"]
    peer = chat(s, "c02")["peer"]
    s.set_state({"apps": {"messenger": {"contacts": {peer: {"blocked": True}}}}})
    ctx.schedule(s.sys.clock.now_ms + 1_000, "incoming", sender=peer, text="You there?")
    s.step({"action": "wait", "seconds": 2}, screenshot=False)
    assert st(s)["messages"][-1]["text"] == "Muted hello" and not s.get_state()["os"]["notifications"]


def _pay_in_wallet(s: Session) -> Observation:
    """Drive the real Wallet checkout: Pay, the 6-digit password, Done."""
    obs = obs_of(s)
    assert obs.app == "wallet", obs.text()
    obs = click(s, trigger="checkout.pay")
    for d in "123456":
        obs = click(s, d, trigger="pin.key")
    done = obs.find(trigger="checkout.done")
    if done:
        obs = click(s, trigger="checkout.done")
    return obs


def test_transfer_round_trip_through_the_wallet(s: Session) -> None:
    if "wallet" not in registry():
        pytest.skip("the Wallet app is not installed")
    balance = s.get_state()["apps"]["wallet"]["balance"]
    click(s, "Arjun Moreau", trigger="chat.open")
    click(s, "More", trigger="chat.attach")
    obs = click(s, "Transfer", trigger="attach.transfer")
    assert obs.screen == "transfer"
    type_into(s, "0.00", "25.50")
    type_into(s, "Add a note (optional)", "Lunch")
    obs = click(s, trigger="transfer.pay")
    obs = _pay_in_wallet(s)
    assert (obs.app, obs.screen) == ("messenger", "chat"), obs.text()
    m = st(s)["messages"][-1]
    assert (m["chat"], m["kind"], m["data"]["amount"], m["data"]["memo"]) == ("c01", "transfer", 25.5, "Lunch")
    wallet = s.get_state()["apps"]["wallet"]
    bill = wallet["new_bills"][-1]
    assert bill["id"] == m["data"]["bill_id"] and bill["amount"] == 25.5
    assert wallet["balance"] == pytest.approx(balance - 25.5)
    assert obs.find("$25.50", trigger="payment.open")


def test_red_envelope_in_a_group_through_the_wallet(s: Session) -> None:
    if "wallet" not in registry():
        pytest.skip("the Wallet app is not installed")
    click(s, "Apartment 4B Neighbors", trigger="chat.open")
    click(s, "More", trigger="chat.attach")
    click(s, "Red Envelope", trigger="attach.envelope")
    type_into(s, "Enter number", "3")
    type_into(s, "0.00", "30")
    type_into(s, "Best wishes!", "Happy Friday")
    click(s, trigger="envelope.pay")
    obs = _pay_in_wallet(s)
    assert (obs.app, obs.screen) == ("messenger", "chat")
    m = st(s)["messages"][-1]
    assert (m["chat"], m["kind"], m["data"]["amount"], m["data"]["count"], m["data"]["greeting"]) == \
        ("c04", "red_envelope", 30.0, 3, "Happy Friday")


def test_wallet_row_opens_the_wallet_and_back_returns(s: Session) -> None:
    if "wallet" not in registry():
        pytest.skip("the Wallet app is not installed")
    click(s, "Me", trigger="tab.me")
    obs = click(s, "Wallet", trigger="me.wallet")
    assert obs.app == "wallet"
    obs = s.step({"action": "back"}, screenshot=False)
    assert (obs.app, obs.screen) == ("messenger", "me")
