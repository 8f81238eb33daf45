from bench import paths
from bench.kinds import patch_for

STATE = {"os": {"wifi": {"enabled": True}, "providers": {"contacts": [{"id": 1, "name": "Mom"}, {"id": 2, "name": "Dad"}]}}}


def test_get() -> None:
    assert paths.get(STATE, "os.wifi.enabled") is True
    assert paths.get(STATE, "os.providers.contacts[name=Dad].id") == 2
    assert paths.get(STATE, "os.providers.contacts[1].name") == "Dad"
    assert paths.get(STATE, "os.nothing") is paths.MISSING


def test_matches() -> None:
    assert paths.matches("os.providers.contacts[*]", "os.providers.contacts[id=4].name")
    assert paths.matches("os.providers.contacts", "os.providers.contacts[id=4]")
    assert paths.matches("os.*.enabled", "os.wifi.enabled")
    assert not paths.matches("os.providers.contacts[id=3]", "os.providers.contacts[id=4].name")
    assert not paths.matches("os.wifi.enabled", "os.wifi.connected")


def test_patch_for() -> None:
    assert patch_for("os.providers.contacts[name=Mom].starred", True) == \
        {"os": {"providers": {"contacts[name=Mom]": {"starred": True}}}}
