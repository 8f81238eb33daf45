"""set_state validates the whole patched state: a patch applies entirely and validly, or raises
StateError naming the path and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mgym import Session
from mgym.apps import registry
from mgym.errors import StateError
from mgym.os.shell import compose

PROV = "os.providers"


def _rows(s: Session, table: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = s.get_state()["os"]["providers"][table]
    return rows


def screens_work(s: Session) -> None:
    """Every app's entry screen, and every contact and conversation, composes without error."""
    for app_id in registry():
        twin = s.fork(1)[0]
        twin.sys.launch(app_id)
        compose(twin.sys)
    for c in _rows(s, "contacts"):
        twin = s.fork(1)[0]
        twin.sys.launch("contacts", "detail", {"contact_id": c["id"]})
        compose(twin.sys)
    for t in _rows(s, "sms"):
        twin = s.fork(1)[0]
        twin.sys.launch("messages", "thread", {"thread_id": t["id"]})
        compose(twin.sys)


@pytest.mark.parametrize("patch, needle", [
    ({"apps": None}, "apps: the phone's apps state cannot be deleted"),
    ({"os": None}, "os: the phone's os state cannot be deleted"),
    ({"apps": 5}, "apps: expected dict, got int"),
    ({"apps": [1]}, "apps: expected dict, got list"),
    ({"apps": {"contacts": None}}, "apps.contacts: an app's state cannot be deleted"),
    ({"os": {"airplane_mode": None}}, "os.airplane_mode: cannot delete a field"),
    ({"os": {"display": None}}, "os.display: cannot delete a field"),
    ({"os": {"providers": {"contacts[id=1]": {"phone": None}}}}, "os.providers.contacts[id=1].phone: cannot delete"),
    ({"os": {"providers": {"calls": []}}}, "os.providers.calls: unknown field"),
    ({"os": {"providers": {"contacts[id=1]": {"nickname": "Mum"}}}}, "os.providers.contacts[id=1].nickname: unknown"),
    ({"os": {"providers": {"contacts[]": "junk"}}}, "os.providers.contacts"),
    ({"os": {"providers": {"contacts[]": {"name": "No Id"}}}}, ".id: Field required"),
    ({"os": {"providers": {"contacts[]": {"id": 1, "name": "Twin"}}}}, "two contacts have the id 1"),
    ({"os": {"providers": {"contacts[]": {"id": 500, "starred": "yes"}}}}, "contacts[id=500].starred"),
    ({"os": {"providers": {"contacts[]": {"id": 500, "created": "500"}}}}, "contacts[id=500].created"),
    ({"os": {"providers": {"contacts[]": {"id": 500, "phone_type": "pager"}}}}, "contacts[id=500].phone_type"),
    ({"os": {"providers": {"sms[]": {"id": 900, "messages": [{"body": "hi"}]}}}}, "sms[id=900].messages[0].id"),
    ({"os": {"providers": {"sms[]": {"id": 900, "messages": [{"id": 12}]}}}}, "two sms messages have the id 12"),
    ({"os": {"providers": {"sms[]": {"id": 900, "messages": "hi"}}}}, "sms[id=900].messages"),
    ({"os": {"files[]": {"id": 900, "path": "/sdcard/Music/a.mp3", "hue": 1}}}, "files[id=900].hue"),
    ({"os": {"files[]": {"id": 900, "path": "/sdcard/Nowhere/a.txt"}}}, "/sdcard/Nowhere does not exist"),
    ({"os": {"files[]": {"id": 900, "path": "/sdcard/../etc/passwd"}}}, "normalised"),
    ({"os": {"files[]": {"id": 901, "path": "/sdcard/DCIM"}}}, "two files have the path /sdcard/DCIM"),
    ({"os": {"apps": {"nosuchapp": {}}}}, "os.apps.nosuchapp: no such app"),
    ({"os": {"permissions": {"nosuchapp": {"camera": "granted"}}}}, "os.permissions.nosuchapp: no such app"),
    ({"os": {"notifications[]": {"id": 1, "app": "messages", "title": 5}}}, "os.notifications[id=1].title"),
    ({"apps": {"contacts": {"sort_by": 3}}}, "apps.contacts.sort_by: expected str, got int"),
    ({"apps": {"contacts": {"sort_by": "surname"}}}, "apps.contacts.sort_by"),
    ({"apps": {"messages": {"muted[]": "three"}}}, "apps.messages.muted[0]"),
    ({"apps": {"wallet": {"balance": True}}}, "apps.wallet.balance: expected float, got bool"),
    ({"apps": {"wallet": {"cards[id=c1]": {"type": None}}}}, "apps.wallet.cards[id=c1].type: cannot delete"),
    ({"apps": {"launcher": {"extra": 1}}}, "apps.launcher.extra: unknown field"),
])
def test_invalid_patches_raise_state_error_and_change_nothing(session: Session, patch: dict, needle: str) -> None:
    before = session.get_state()
    with pytest.raises(StateError) as e:
        session.set_state(patch)
    assert needle in str(e.value)
    assert session.get_state() == before


def test_half_empty_rows_get_the_row_defaults_and_the_apps_still_work(session: Session) -> None:
    session.set_state({"os": {"providers": {
        "contacts[]": {"id": 500, "first_name": "Zed"},
        "sms[]": {"id": 900, "address": "+1 650-555-0199", "messages": [{"id": 9000, "body": "hi"}]},
    }, "files[]": {"id": 900, "path": "/sdcard/Download/notes.txt", "text": "hi"}}})
    zed = next(c for c in _rows(session, "contacts") if c["id"] == 500)
    assert zed["name"] == "Zed" and zed["phone_type"] == "mobile" and zed["starred"] is False
    thread = next(t for t in _rows(session, "sms") if t["id"] == 900)
    assert thread["messages"][0] == {"id": 9000, "body": "hi", "time": 0, "incoming": False, "read": True,
                                     "files": []}
    screens_work(session)


def test_first_and_last_name_give_the_display_name(session: Session) -> None:
    session.set_state({"os": {"providers": {"contacts[id=5]": {"first_name": "Hiroshi"}}}})
    c = next(c for c in _rows(session, "contacts") if c["id"] == 5)
    assert (c["first_name"], c["last_name"], c["name"]) == ("Hiroshi", "Haddad", "Hiroshi Haddad")
    session.set_state({"os": {"providers": {"contacts[id=5]": {"name": "Hana Lee Park"}}}})
    c = next(c for c in _rows(session, "contacts") if c["id"] == 5)
    assert (c["first_name"], c["last_name"], c["name"]) == ("Hana", "Lee Park", "Hana Lee Park")
    session.set_state({"os": {"providers": {"contacts[]": {"id": 501, "name": "Solo"}}}})
    c = next(c for c in _rows(session, "contacts") if c["id"] == 501)
    assert (c["first_name"], c["last_name"]) == ("Solo", "")
    obs = session.step({"action": "awake", "app": "contacts"}, screenshot=False)
    assert obs.find("Hana Lee Park")


def test_a_name_that_disagrees_with_its_parts_is_refused(session: Session) -> None:
    before = session.get_state()
    with pytest.raises(StateError, match=r"contacts\[id=5\]\.name"):
        session.set_state({"os": {"providers": {"contacts[id=5]": {"name": "Bob Roe", "first_name": "Ann"}}}})
    assert session.get_state() == before


def test_os_rules_still_hold(session: Session) -> None:
    session.set_state({"os": {"airplane_mode": True, "display": {"brightness": 150}}})
    os = session.get_state()["os"]
    assert os["airplane_mode"] and not os["wifi"]["enabled"] and os["display"]["brightness"] == 100
    session.set_state({"os": {"settings": {"global": {"nfc": None}}}})  # entries of free-form maps may go
    assert "nfc" not in session.get_state()["os"]["settings"]["global"]


# ---- random junk ---------------------------------------------------------------------------
TARGETS = [
    ("os",), ("apps",), ("os", "airplane_mode"), ("os", "display"), ("os", "display", "brightness"),
    ("os", "wifi", "networks[]"), ("os", "wifi", "connected"), ("os", "providers"),
    ("os", "providers", "contacts[]"), ("os", "providers", "contacts[id=1]"), ("os", "providers", "contacts[id=5]"),
    ("os", "providers", "sms[]"), ("os", "providers", "sms[id=3]"), ("os", "files[]"), ("os", "files[id=2]"),
    ("os", "permissions"), ("os", "apps", "contacts"), ("os", "notifications[]"), ("os", "alarms[]"),
    ("apps", "contacts"), ("apps", "contacts", "sort_by"), ("apps", "messages", "muted"),
    ("apps", "messages", "muted[]"), ("apps", "wallet", "balance"), ("apps", "wallet", "cards[]"),
    ("apps", "launcher", "dock"), ("apps", "answersheet", "fields[]"), ("apps", "messenger", "chats"),
]
KEYS = st.sampled_from(["id", "name", "first_name", "last_name", "phone", "messages", "body", "address", "ssid",
                        "saved", "app", "title", "starred", "read", "time", "label", "x"])
LEAVES = (st.none() | st.booleans() | st.integers(-5, 10**6) | st.floats(-1e6, 1e6, allow_nan=False)
          | st.text(max_size=6))
VALUES = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=4),
                      max_leaves=10)


def _nest(path: tuple[str, ...], value: Any) -> dict[str, Any]:
    out: Any = value
    for key in reversed(path):
        out = {key: out}
    result: dict[str, Any] = out
    return result


def _merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    out = dict(a)
    for k, v in b.items():
        out[k] = _merge(out[k], v) if isinstance(out.get(k), dict) and isinstance(v, dict) else v
    return out


PATCHES = st.lists(st.tuples(st.sampled_from(TARGETS), VALUES), min_size=1, max_size=3).map(
    lambda parts: _merge_all([_nest(p, v) for p, v in parts]))


def _merge_all(parts: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for p in parts:
        out = _merge(out, p)
    return out


TEXT = st.text(max_size=12)
CONTACT = st.fixed_dictionaries({"id": st.integers(1000, 1100)}, optional={
    "first_name": TEXT, "last_name": TEXT, "name": TEXT, "phone": TEXT, "email": TEXT, "birthday": TEXT,
    "starred": st.booleans(), "phone_type": st.sampled_from(["mobile", "home", "work", "other"]),
    "created": st.integers(0, 2**40)})
MESSAGE = st.fixed_dictionaries({"id": st.integers(5000, 5100)}, optional={
    "body": TEXT, "time": st.integers(0, 2**42), "incoming": st.booleans(), "read": st.booleans()})
THREAD = st.fixed_dictionaries({"id": st.integers(1000, 1100)}, optional={
    "address": TEXT, "pinned": st.booleans(), "archived": st.booleans(),
    "messages": st.lists(MESSAGE, max_size=3, unique_by=lambda m: m["id"])})
PLAUSIBLE = st.one_of(
    CONTACT.map(lambda r: {"os": {"providers": {"contacts[]": r}}}),
    st.fixed_dictionaries({}, optional={"first_name": TEXT, "last_name": TEXT, "name": TEXT, "phone": TEXT}).map(
        lambda r: {"os": {"providers": {"contacts[id=5]": r}}}),
    THREAD.map(lambda r: {"os": {"providers": {"sms[]": r}}}),
    st.fixed_dictionaries({}, optional={"address": TEXT, "pinned": st.booleans(),
                                        "messages[]": MESSAGE}).map(lambda r: {"os": {"providers": {"sms[id=3]": r}}}),
    st.fixed_dictionaries({}, optional={"brightness": st.integers(-500, 500),
                                        "font_scale": st.floats(0, 3), "dark_theme": st.booleans()}).map(
        lambda r: {"os": {"display": r}}),
    st.fixed_dictionaries({}, optional={"airplane_mode": st.booleans(), "clipboard": TEXT,
                                        "wifi": st.fixed_dictionaries({}, optional={"enabled": st.booleans()})}).map(
        lambda r: {"os": r}),
    st.fixed_dictionaries({}, optional={"sort_by": st.sampled_from(["first_name", "last_name"]),
                                        "recent_searches": st.lists(TEXT, max_size=3)}).map(
        lambda r: {"apps": {"contacts": r}}),
    st.lists(st.integers(-3, 20), max_size=3).map(lambda m: {"apps": {"messages": {"muted": m}}}),
)

_PHONE = Session(seed=0)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(PATCHES, PLAUSIBLE))
def test_junk_patches_apply_validly_or_change_nothing(patch: dict[str, Any]) -> None:
    s = _PHONE.fork(1)[0]
    before = s.get_state()
    try:
        s.set_state(patch)
    except StateError:
        assert s.get_state() == before
        return
    s.set_state({})  # what was accepted is itself a valid state
    screens_work(s)
