"""Messenger: world data, the overlay composition, views by the context they return (no browser),
the navigation declaration and the crawler."""

from __future__ import annotations

import gzip
import importlib.util
import json
import random
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

from mgym import Session
from mgym.apps import get_app
from mgym.apps.messenger import model
from mgym.apps.messenger.layout import contacts_offsets
from mgym.apps.messenger.world import DATA, folder, world
from mgym.nav.graph import reachable
from mgym.os.context import AppContext
from mgym.os.tasks import new_entry

APP = get_app("messenger")
ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def s() -> Session:
    return Session(seed=0)


def st(s: Session) -> dict[str, Any]:
    out: dict[str, Any] = s.sys.p["apps"]["messenger"]
    return out


def ctx(s: Session, screen: str, params: dict[str, Any] | None = None,
        fields: dict[str, str] | None = None) -> AppContext:
    entry = new_entry("messenger", screen, params)
    entry["fields"].update(fields or {})
    return s.sys.ctx(APP, entry)


def view(s: Session, screen: str, params: dict[str, Any] | None = None, **fields: str) -> dict[str, Any]:
    return dict(APP.views[screen](ctx(s, screen, params, fields)).context)


def patch(s: Session, overlay: dict[str, Any]) -> None:
    s.set_state({"apps": {"messenger": overlay}})


def uid_of(s: Session, name: str) -> str:
    return next(u["id"] for u in model.contacts(st(s), "en") if u["name"] == name)


# ---- world data ---------------------------------------------------------------------------------
@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_world_volumes(region: str) -> None:
    w = world(region)
    assert len(w.contacts) >= 200 and len(w.chats) == 60
    assert sum(len(c["messages"]) for c in w.chats) >= 3000
    assert len(w.moments) == 300 and sum(len(p["comments"]) for p in w.moments) >= 300
    assert len({c["name"] for c in w.contacts}) == len(w.contacts)  # names are unique
    assert {m["kind"] for c in w.chats for m in c["messages"]} == {"text", "image", "location", "transfer",
                                                                  "red_envelope"}


def test_the_chinese_world_is_chinese() -> None:
    w = world("zh-CN")
    assert w.me["name"] == "林晓" and w.contacts[0]["name"] == "妈妈" and w.contacts[0]["phone"].startswith("+86 ")
    assert all(u["id"].isascii() for u in w.users.values())
    texts = [m["text"] for c in w.chats for m in c["messages"] if m["kind"] == "text"]
    assert sum(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in texts) > 0.9 * len(texts)
    assert len(set(texts)) > 400  # rich pools, not a few lines repeated
    assert any(c["kind"] == "group" and c["name"] == "相亲相爱一家人" for c in w.chats)


def _generator() -> Any:
    spec = importlib.util.spec_from_file_location("gen_messenger_data", ROOT / "scripts" / "gen_messenger_data.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("gen_messenger_data", gen)  # its dataclasses look their module up
    spec.loader.exec_module(gen)
    return gen


def test_generator_is_deterministic_and_matches_the_committed_data() -> None:
    gen = _generator()
    rng = random.Random(gen.SEED)
    ppl = gen.people(rng)
    fresh = {"people": ppl, "chats": gen.chats(rng, ppl), "moments": gen.moments(rng, ppl)}
    for name, data in fresh.items():
        committed = json.loads(gzip.decompress((DATA / f"{name}.json.gz").read_bytes()))
        assert json.loads(json.dumps(data)) == committed, name


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_generator_writes_each_region_byte_identical(region: str) -> None:
    gen = _generator()
    for name, data in gen.generate(region).items():
        assert gen.encode(data) == (folder(region) / f"{name}.json.gz").read_bytes(), (region, name)


def test_fresh_overlay_is_small(s: Session) -> None:
    assert len(orjson.dumps(s.get_state()["apps"]["messenger"])) < 1500


# ---- the chat list --------------------------------------------------------------------------------
def test_chat_list_pinned_first_then_newest(s: Session) -> None:
    rows = view(s, "chats")["rows"]
    pinned = [r for r in rows if r["pinned"]]
    assert [r["id"] for r in rows[:len(pinned)]] == [r["id"] for r in pinned] and len(pinned) == 3
    rest = [r["time"] for r in rows[len(pinned):]]
    assert rest == sorted(rest, reverse=True)
    assert len(rows) == 60


def test_overlay_wins_over_the_world(s: Session) -> None:
    patch(s, {"chats": {"c03": {"pinned": False, "muted": True, "unread": 4}}})
    c = model.chat(st(s), "en", "c03")
    assert c is not None and (c["pinned"], c["muted"], c["unread"]) == (False, True, 4)
    rows = view(s, "chats")["rows"]
    assert "c03" not in [r["id"] for r in rows if r["pinned"]]
    assert view(s, "chats")["unread"] == sum(r["unread"] for r in rows if not r["muted"])


def test_unread_chat_count_and_reading(s: Session) -> None:
    n = model.unread_chats(st(s), "en")
    assert n == sum(1 for c in world().chats if c["unread"])
    s.sys.launch("messenger")
    s.fire("chat.open", chat_id="c05")
    assert st(s)["chats"]["c05"]["unread"] == 0 and model.unread_chats(st(s), "en") == n - 1


def test_chat_actions_pin_mute_read_delete(s: Session) -> None:
    s.sys.launch("messenger")
    for tid in ("chat.pin", "chat.mute", "chat.read"):
        s.fire("chat.actions", chat_id="c01")
        s.fire(tid, chat_id="c01")
    c = model.chat(st(s), "en", "c01")
    assert c is not None and (c["pinned"], c["muted"], c["unread"]) == (True, True, 1)
    s.fire("chat.actions", chat_id="c01")
    s.fire("chat.delete_ask", chat_id="c01")
    s.fire("chat.delete", chat_id="c01")
    assert "c01" not in [r["id"] for r in model.chat_rows(st(s), "en")]
    assert model.messages(st(s), "en", "c01") == []
    # a new message brings the chat back, with only the new message
    s.sys.advance(1000)
    s.fire("chat.open", chat_id="c01")
    s.sys.top()["fields"]["text"] = "hello again"
    s.fire("chat.send")
    assert [m["text"] for m in model.messages(st(s), "en", "c01")] == ["hello again"]
    assert "c01" in [r["id"] for r in model.chat_rows(st(s), "en")]


# ---- a chat ---------------------------------------------------------------------------------------
def test_chat_view_stamps_bubbles_and_kinds(s: Session) -> None:
    v = view(s, "chat", {"chat_id": "c37"})
    kinds = {i["kind"] for i in v["items"]}
    assert {"stamp", "text", "location", "transfer"} <= kinds
    first = v["items"][0]
    assert first["kind"] == "stamp"
    transfer = next(i for i in v["items"] if i["kind"] == "transfer")
    assert transfer["amount"].startswith("$") and transfer["mine"]
    assert v["title"] == model.chat(st(s), "en", "c37")["name"] and v["can_write"]  # type: ignore[index]


def test_group_chat_view_shows_names_and_member_count(s: Session) -> None:
    v = view(s, "chat", {"chat_id": "c05"})
    c = model.chat(st(s), "en", "c05")
    assert c is not None and v["title"] == f"{c['name']} ({len(c['members'])})"
    theirs = [i for i in v["items"] if i["kind"] == "text" and not i["mine"]]
    assert all(i["show_name"] and i["name"] for i in theirs)


def test_chat_with_a_contact_without_a_chat_yet(s: Session) -> None:
    uid = next(u["id"] for u in model.contacts(st(s), "en") if model.direct_chat_id(st(s), "en", u["id"]) is None)
    v = view(s, "chat", {"user_id": uid})
    assert v["items"] == [] and v["can_write"] and v["chat_id"] is None
    s.sys.launch("messenger")
    s.sys.tm.front()["entries"].append(new_entry("messenger", "chat", {"user_id": uid}))
    s.sys.top()["fields"]["text"] = "Hi there"
    s.fire("chat.send")
    cid = model.direct_chat_id(st(s), "en", uid)
    assert cid is not None and st(s)["new_chats"][-1]["peer"] == uid
    assert [m["text"] for m in model.messages(st(s), "en", cid)] == ["Hi there"]


def test_clear_history_and_clear_all(s: Session) -> None:
    patch(s, {"chats": {"c02": {"cleared_at": s.sys.clock.now_ms}}})
    assert model.messages(st(s), "en", "c02") == [] and model.messages(st(s), "en", "c03")
    patch(s, {"cleared_all_at": s.sys.clock.now_ms})
    assert all(model.messages(st(s), "en", c["id"]) == [] for c in world().chats)


def test_last_said_and_search(s: Session) -> None:
    peer = model.chat(st(s), "en", "c01")["peer"]  # type: ignore[index]
    last = model.last_said(st(s), "en", peer)
    assert last is not None and last["sender"] == peer
    res = model.search(st(s), "en", "umbrella")
    assert res["messages"] and all("umbrella" in h["text"].lower() for h in res["messages"])
    res = model.search(st(s), "en", "Oscar")
    assert "Oscar Silva" in [u["name"] for u in res["contacts"]]
    v = view(s, "search", q="Family")
    assert "Family" in [g["name"] for g in v["groups"]]


# ---- contacts ------------------------------------------------------------------------------------
def test_contacts_sections_index_and_offsets(s: Session) -> None:
    v = view(s, "contacts")
    assert v["count"] == len(world().contacts)
    letters = [lt for lt, _ in v["sections"]]
    assert letters == sorted(letters, key=lambda x: (x == "#", x))
    offs = contacts_offsets(model.contacts(st(s), "en"))
    assert list(offs) == letters and list(offs.values()) == sorted(offs.values())


def test_remark_tags_star_and_delete(s: Session) -> None:
    uid = uid_of(s, "Oscar Silva")
    patch(s, {"contacts": {uid: {"remark": "Ozzy", "tags": ["Gym", "Running"], "starred": True}}})
    u = model.user(st(s), "en", uid)
    assert u is not None and (u["display"], u["tags"], u["starred"]) == ("Ozzy", ["Gym", "Running"], True)
    assert "Ozzy" in [x["display"] for x in view(s, "contacts")["starred"]]
    assert uid in [x["id"] for x in model.tag_members(st(s), "en", "Gym")]
    chat_id = model.direct_chat_id(st(s), "en", uid)
    patch(s, {"contacts": {uid: {"deleted": True}}})
    assert uid not in [x["id"] for x in model.contacts(st(s), "en")]
    assert chat_id not in [r["id"] for r in model.chat_rows(st(s), "en")]
    assert all(p["author"] != uid for p in model.feed(st(s), "en"))


def test_add_a_contact_by_id_and_by_phone(s: Session) -> None:
    stranger = world().strangers[10]
    assert model.find_user(st(s), "en", stranger["id"].upper())["id"] == stranger["id"]  # type: ignore[index]
    assert model.find_user(st(s), "en", stranger["phone"])["id"] == stranger["id"]  # type: ignore[index]
    v = view(s, "contact_profile", {"user_id": stranger["id"]})
    assert v["u"]["contact"] is False
    s.sys.launch("messenger")
    s.sys.tm.front()["entries"].append(new_entry("messenger", "add_contact"))
    s.sys.top()["fields"]["q"] = stranger["phone"]
    s.fire("add.search")
    assert (s.screen, s.sys.top()["params"]) == ("contact_profile", {"user_id": stranger["id"], "via": "phone"})
    s.fire("profile.add", user_id=stranger["id"], via="phone")
    s.sys.top()["fields"]["remark"] = "Neighbour"
    s.fire("verify.send", user_id=stranger["id"], via="phone")
    assert st(s)["added"][-1]["id"] == stranger["id"] and st(s)["added"][-1]["via"] == "phone"
    u = model.user(st(s), "en", stranger["id"])
    assert u is not None and u["contact"] and u["display"] == "Neighbour"


def test_friend_requests(s: Session) -> None:
    reqs = view(s, "new_friends")["requests"]
    assert len(reqs) == 6 and all(r["status"] == "pending" for r in reqs)
    s.sys.launch("messenger")
    s.sys.tm.front()["entries"].append(new_entry("messenger", "new_friends"))
    s.fire("request.accept", user_id=reqs[0]["id"])
    s.fire("request.ignore", user_id=reqs[1]["id"])
    assert st(s)["requests"] == {reqs[0]["id"]: "accepted", reqs[1]["id"]: "ignored"}
    assert reqs[0]["id"] in model.friend_ids(st(s), "en") and reqs[1]["id"] not in model.friend_ids(st(s), "en")


# ---- moments -------------------------------------------------------------------------------------
def test_feed_is_newest_first_and_paged(s: Session) -> None:
    v = view(s, "moments")
    times = [p["time"] for p in v["posts"]]
    assert times == sorted(times, reverse=True) and len(times) == 20 and v["more"]
    assert len(view(s, "moments", {"limit": 40})["posts"]) == 40


def test_feed_hides_blocked_and_hidden_authors(s: Session) -> None:
    author = model.feed(st(s), "en", 1)[0]["author"]
    patch(s, {"contacts": {author: {"hide_their_moments": True}}})
    assert author not in [p["author"] for p in model.feed(st(s), "en")]
    patch(s, {"contacts": {author: {"hide_their_moments": False, "blocked": True}}})
    assert author not in [p["author"] for p in model.feed(st(s), "en")]


def test_likes_comments_and_my_posts(s: Session) -> None:
    p = model.feed(st(s), "en", 1)[0]
    patch(s, {"likes": {p["id"]: True}, "comments[]": {"id": "k1", "post": p["id"], "text": "Nice", "time": 1}})
    q = model.post(st(s), "en", p["id"])
    assert q is not None and q["liked"] and q["likes"][-1] == "me"
    assert [c["text"] for c in q["comments"] if c["mine"]][-1] == "Nice"
    patch(s, {"posts[]": {"id": "q1", "text": "Hello", "visibility": "only_me", "time": s.sys.clock.now_ms}})
    mine = model.user_posts(st(s), "en", "me")
    assert mine[0]["id"] == "q1" and mine[0]["visibility"] == "only_me"
    assert view(s, "moments")["posts"][0]["vis_label"] == "Only me"


def test_qr_cells_are_deterministic() -> None:
    from mgym.apps.messenger.views_social import qr_cells

    a, b = qr_cells("alexmorgan_88"), qr_cells("alexmorgan_88")
    assert a == b and len(a) == 21 and a[0][:7] == [True] * 7


# ---- navigation ----------------------------------------------------------------------------------
def test_navigation_size_and_reachability() -> None:
    nav = APP.navigation
    assert len(nav.screens) >= 40
    assert {sc.id for sc in nav.screens} - reachable(nav) == set()
    for sc in nav.screens:
        if sc.overlay:
            t = nav.transition_map.get(f"{sc.id}.dismiss")
            assert t is not None and t.op == "pop", sc.id
