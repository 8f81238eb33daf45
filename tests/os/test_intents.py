from mgym.apps import registry
from mgym.os.intents import Intent, home_app, resolve


def test_home_and_explicit() -> None:
    apps = registry()
    assert home_app(apps).id == "launcher"
    assert [a.id for a, _ in resolve(Intent(app="launcher"), apps)] == ["launcher"]
    assert resolve(Intent(action="no.such.action"), apps) == []


def test_intent_parts() -> None:
    it = Intent(action="android.intent.action.SENDTO", data="sms:+1 650")
    assert it.scheme == "sms" and it.payload == "+1 650"
