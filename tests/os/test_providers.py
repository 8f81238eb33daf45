from pathlib import Path

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


def test_generator_is_byte_identical_in_every_region() -> None:
    """scripts/gen_provider_data.py writes exactly the committed files, for every region."""
    import importlib.util
    import sys

    from mgym.os.providers.base import DATA

    path = Path(__file__).resolve().parents[2] / "scripts" / "gen_provider_data.py"
    spec = importlib.util.spec_from_file_location("gen_provider_data", path)
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = gen  # its dataclasses look their module up
    spec.loader.exec_module(gen)
    for region in gen.REGIONS:
        folder = DATA if region == "en" else DATA / region
        for name, rows in gen.generate(region).items():
            assert gen.encode(rows) == (folder / f"{name}.json").read_text(), (region, name)


def test_chinese_region_data() -> None:
    p = default_providers("zh-CN")
    names = [c["name"] for c in p["contacts"]]
    assert names[:2] == ["妈妈", "爸爸"] and len(set(names)) == len(names)
    assert all(c["phone"].startswith("+86 1") for c in p["contacts"])
    assert any("【验证码】" in m["body"] for t in p["sms"] for m in t["messages"])
    c = ContactsProvider({"providers": p})
    cid = c.insert({"first_name": "伟", "last_name": "张", "phone": "+86 138 0000 0000"})
    assert c.get(cid)["name"] == "张伟"


def test_contacts_provider_sorts_and_finds_chinese_names_by_pinyin() -> None:
    from mgym.os.providers.contacts import ContactsProvider

    rows = [{"id": i, "name": n, "email": "", "phone": ""} for i, n in enumerate(["张伟", "Amy", "王芳", "曾静"], 1)]
    cp = ContactsProvider({"providers": {"contacts": rows}})
    assert [c["name"] for c in cp.sorted()] == ["Amy", "王芳", "曾静", "张伟"]  # 曾 reads zeng as a surname
    assert [c["name"] for c in cp.search("zw")] == ["张伟"]
    assert [c["name"] for c in cp.search("wangfang")] == ["王芳"]
    assert [c["name"] for c in cp.search("芳")] == ["王芳"] and cp.search("zx") == []
