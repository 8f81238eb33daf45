"""Messenger and Messages through the OS: the media picker behind the photos permission, shares
received from another app, copy and paste between the two apps, saving a picture. Driven by taps."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps import registry
from mgym.os.intents import SEND, SEND_MULTIPLE, Intent
from tests.conftest import click, long_press, obs_of, type_into

CHAT = "c03"


@pytest.fixture
def s() -> Session:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "messenger"}, screenshot=False)
    return s


def mx(s: Session) -> dict[str, Any]:
    out: dict[str, Any] = s.get_state()["apps"]["messenger"]
    return out


def perm(s: Session) -> str | None:
    return s.get_state()["os"]["permissions"].get("messenger", {}).get("photos")


def pick(s: Session, n: int) -> list[int]:
    """Tap the first ``n`` pictures of the open picker and Done; the picked file ids."""
    items = obs_of(s).find(trigger="mediapicker.item")[:n]
    for it in items:
        click(s, trigger="mediapicker.item", id=it.params["id"])
    click(s, trigger="mediapicker.done")
    return [int(it.params["id"]) for it in items]


def test_album_asks_for_photos_then_sends_one_image_per_picture(s: Session) -> None:
    click(s, trigger="chat.open", chat_id=CHAT)
    click(s, "Album", trigger="chat.photos")
    assert s.sys.v["sysdialog"]["kind"] == "permission"
    click(s, trigger="perm.allow")
    assert perm(s) == "granted"
    ids = pick(s, 2)
    sent = [m for m in mx(s)["messages"] if m["chat"] == CHAT]
    files = {r["id"]: r for r in s.get_state()["os"]["files"]}
    assert [(m["kind"], m["data"]["image"]["media_id"]) for m in sent] == [("image", i) for i in ids]
    assert [m["data"]["image"]["asset"] for m in sent] == [files[i]["asset"] for i in ids]
    assert obs_of(s).screen == "chat"


def test_refusal_explains_and_opens_app_info(s: Session) -> None:
    click(s, trigger="chat.open", chat_id=CHAT)
    click(s, trigger="chat.attach")
    click(s, "Photos", trigger="attach.photo")
    click(s, trigger="perm.deny")
    assert perm(s) == "denied" and s.sys.v["picker"] is None
    obs = obs_of(s)
    assert obs.screen == "chat" and obs.find(trigger="photos.settings")
    click(s, "Settings", trigger="photos.settings")
    if "settings" in registry():
        assert obs_of(s).app == "settings"


def test_denied_permission_granted_in_settings_then_picker_opens(s: Session) -> None:
    s.set_state({"os": {"permissions": {"messenger": {"photos": "denied_forever"}}}})
    click(s, trigger="chat.open", chat_id=CHAT)
    click(s, "Album", trigger="chat.photos")
    assert s.sys.v["picker"] is None and obs_of(s).find(trigger="photos.rationale_close")
    click(s, "Cancel", trigger="photos.rationale_close")
    s.set_state({"os": {"permissions": {"messenger": {"photos": "granted"}}}})
    click(s, "Album", trigger="chat.photos")
    assert s.sys.v["picker"] is not None


def test_shared_text_goes_to_the_chosen_chat_and_back_returns(s: Session) -> None:
    s.step({"action": "home"}, screenshot=False)
    s.sys.launch("messages")
    s.sys.start_activity(Intent(action=SEND, type="text/plain", app="messenger",
                                extras={"text": "https://example.org/page"}), caller="messages")
    obs = obs_of(s)
    assert (obs.app, obs.screen) == ("messenger", "forward")
    click(s, trigger="forward.pick", to_chat=CHAT)
    type_into(s, "Leave a message", "look")
    obs = click(s, "Send", trigger="forward.send")
    assert (obs.app, obs.screen) == ("messenger", "chat")
    sent = [(m["kind"], m["text"]) for m in mx(s)["messages"] if m["chat"] == CHAT]
    assert sent == [("text", "https://example.org/page"), ("text", "look")]
    obs = s.step({"action": "back"}, screenshot=False)
    assert obs.app == "messages"


def test_direct_share_of_pictures_skips_the_chooser(s: Session) -> None:
    pics = [r["id"] for r in s.get_state()["os"]["files"] if r["asset"]][:2]
    s.step({"action": "home"}, screenshot=False)
    s.sys.launch("messages")
    s.sys.start_activity(Intent(action=SEND_MULTIPLE, type="image/*", app="messenger",
                                extras={"files": pics, "target": CHAT}), caller="messages")
    assert obs_of(s).screen == "forward_confirm"
    click(s, "Send", trigger="forward.send")
    sent = [m["data"]["image"]["media_id"] for m in mx(s)["messages"] if m["chat"] == CHAT]
    assert sent == pics


def test_share_targets_are_recent_chats(s: Session) -> None:
    app = registry()["messenger"]
    out = app.handlers["share_targets"](s.sys.ctx(app, None), type="text/plain")
    assert len(out) == 4 and all({"id", "label", "color"} <= set(t) for t in out)


def test_save_a_received_picture_to_the_phone(s: Session) -> None:
    s.set_state({"apps": {"messenger": {"messages[]": {
        "id": "n900", "chat": CHAT, "sender": "me", "time": 1, "kind": "image",
        "data": {"image": {"asset": "en_r001", "name": "r.jpg"}}}}}})
    click(s, trigger="chat.open", chat_id=CHAT)
    click(s, trigger="image.open", message_id="n900")
    click(s, "Save to phone", trigger="image.save")
    rows = s.get_state()["os"]["files"]
    saved = [r for r in rows if r["path"].startswith("/sdcard/Pictures/Messenger/")]
    assert [r["asset"] for r in saved] == ["en_r001"]
    assert any(r["path"] == "/sdcard/Pictures/Messenger" and r["dir"] for r in rows)


def test_copy_in_messages_paste_in_messenger(s: Session) -> None:
    s.step({"action": "awake", "app": "messages"}, screenshot=False)
    t = s.get_state()["os"]["providers"]["sms"][0]
    click(s, trigger="thread.open", thread_id=t["id"])
    body = t["messages"][-1]["body"]
    long_press(s, trigger="message.time", message_id=t["messages"][-1]["id"])
    click(s, trigger="message.copy")
    assert s.get_state()["os"]["clipboard"] == body
    s.step({"action": "awake", "app": "messenger"}, screenshot=False)
    click(s, trigger="chat.open", chat_id=CHAT)
    field = next(e for e in obs_of(s).ui if e.editable and e.hint == "Message")
    s.step({"action": "long_press", "x": field.center[0], "y": field.center[1]}, screenshot=False)
    click(s, trigger="textsel.paste")
    click(s, "Send", trigger="chat.send")
    assert [m["text"] for m in mx(s)["messages"] if m["chat"] == CHAT] == [body]


def test_messages_attach_sends_an_mms_and_prefills_shared_text() -> None:
    s = Session(seed=0)
    s.sys.launch("notes")
    s.sys.start_activity(Intent(action=SEND, type="text/plain", app="messages", extras={"text": "Milk, eggs"}),
                         caller="notes")
    type_into(s, "Type a name or phone number", "mom")
    obs = s.step({"action": "enter"}, screenshot=False)
    assert obs.screen == "thread"
    assert any(e.editable and e.text == "Milk, eggs" for e in obs.ui)
    click(s, trigger="compose.attach")
    ids = pick(s, 2)
    click(s, trigger="compose.send")
    t = next(t for t in s.get_state()["os"]["providers"]["sms"] if t["id"] == 1)
    assert (t["messages"][-1]["body"], t["messages"][-1]["files"]) == ("Milk, eggs", ids)
    assert s.step({"action": "back"}, screenshot=False).app == "notes"


def test_my_location_asks_for_location_then_sends_a_card(s: Session) -> None:
    click(s, trigger="chat.open", chat_id=CHAT)
    click(s, trigger="chat.attach")
    click(s, "Location", trigger="attach.location")
    click(s, "My location", trigger="location.here")
    assert s.sys.v["sysdialog"]["kind"] == "permission"
    click(s, trigger="perm.allow")
    sent = [m for m in mx(s)["messages"] if m["chat"] == CHAT]
    loc = s.get_state()["os"]["location"]
    assert [(m["kind"], m["data"]["location"]["lat"]) for m in sent] == [("location", loc["lat"])]
    assert obs_of(s).screen == "chat"
