from mgym.os import managers as m
from mgym.os.schema import default_os_state


def test_airplane_turns_radios_off_and_restores_them() -> None:
    os = default_os_state()
    m.set_bluetooth(os, True)
    m.set_airplane(os, True)
    assert os["airplane_mode"] and not os["wifi"]["enabled"] and not os["bluetooth"]["enabled"]
    assert not os["cellular"]["enabled"] and os["wifi"]["connected"] is None
    m.set_airplane(os, False)
    assert os["wifi"]["enabled"] and os["bluetooth"]["enabled"] and os["cellular"]["enabled"]
    assert os["wifi"]["connected"] == "Home-5G"


def test_levels_clamp() -> None:
    os = default_os_state()
    m.set_level(os, "display", "brightness", 180)
    assert os["display"]["brightness"] == 100
    m.set_level(os, "audio", "ring", -3)
    assert os["audio"]["ring"] == 0


def test_wifi_password_rules() -> None:
    os = default_os_state()
    assert not m.connect_wifi(os, "Router-7F21")
    assert m.connect_wifi(os, "Router-7F21", "pw")
    assert os["wifi"]["connected"] == "Router-7F21"
    m.forget_wifi(os, "Router-7F21")
    assert os["wifi"]["connected"] is None


def test_bluetooth_off_disconnects() -> None:
    os = default_os_state()
    m.set_bluetooth(os, True)
    m.set_bt_device(os, "bt1", connected=True)
    assert os["bluetooth"]["devices"][0]["connected"]
    m.set_bluetooth(os, False)
    assert not any(d["connected"] for d in os["bluetooth"]["devices"])


def test_enforce_applies_cascade_of_a_wholesale_write() -> None:
    before = default_os_state()
    after = default_os_state()
    after["airplane_mode"] = True
    after["display"]["brightness"] = 400
    m.enforce(before, after)
    assert not after["wifi"]["enabled"] and after["display"]["brightness"] == 100
