import pytest

from mgym.errors import StateError
from mgym.os.providers import ContactsProvider, SmsProvider, default_providers


def _os() -> dict:
    return {"providers": default_providers()}


def test_seed_volume() -> None:
    p = default_providers()
    assert len(p["contacts"]) >= 40 and len(p["sms"]) >= 15


def test_crud_notifies() -> None:
    os, seen = _os(), []
    c = ContactsProvider(os, lambda prov, op, rid: seen.append((prov, op, rid)))
    cid = c.insert({"first_name": "Zed", "last_name": "Q", "phone": "+1 555 0000"})
    assert c.get(cid)["name"] == "Zed Q"
    c.update(cid, {"starred": True})
    c.delete(cid)
    assert [s[1] for s in seen] == ["insert", "update", "delete"]
    with pytest.raises(StateError):
        c.delete(cid)


def test_sms_threads_by_number() -> None:
    os = _os()
    sms = SmsProvider(os)
    mom = ContactsProvider(os).search("Mom")[0]
    n = len(sms.rows)
    tid = sms.add_message(mom["phone"].replace(" ", ""), "hello", 1, incoming=False)
    assert len(sms.rows) == n and sms.require(tid)["messages"][-1]["body"] == "hello"
    sms.add_message("+1 999-555-1234", "new", 2, incoming=True)
    assert len(sms.rows) == n + 1
