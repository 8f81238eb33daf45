"""Intents and their resolution against the intent filters of the installed apps' manifests."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mgym.app import App, IntentFilter
from mgym.os.files import matches_type

# Well-known actions (Android's names, shortened).
VIEW = "android.intent.action.VIEW"
SEND = "android.intent.action.SEND"
SEND_MULTIPLE = "android.intent.action.SEND_MULTIPLE"
SENDTO = "android.intent.action.SENDTO"
PICK = "android.intent.action.PICK"
#: open an app's page in Settings: ``data="package:<app id>"``
APP_DETAILS = "android.settings.APPLICATION_DETAILS_SETTINGS"
MAIN = "android.intent.action.MAIN"
SETTINGS = "android.settings.SETTINGS"
#: open a calculator with an expression: ``extras={"expr": "12*3+4"}`` (ASCII operators accepted)
CALCULATE = "mgym.intent.CALCULATE"
#: pay through the wallet app's checkout, for a result (the contract: ``mgym/apps/wallet/manifest.py``)
PAY = "mgym.wallet.PAY"
#: a broadcast the wallet app receives to credit a refund (``mgym/apps/wallet/refunds.py``)
REFUND = "mgym.wallet.REFUND"
CATEGORY_HOME = "android.intent.category.HOME"


class Intent(BaseModel):
    """A request to open something. ``app`` makes it explicit; otherwise filters decide."""

    model_config = ConfigDict(extra="forbid")
    action: str = VIEW
    data: str = ""  # a URI such as "sms:+16505550100" or "contact:12"
    type: str = ""
    app: str | None = None
    extras: dict[str, Any] = Field(default_factory=dict)

    @property
    def scheme(self) -> str:
        return self.data.split(":", 1)[0] if ":" in self.data else ""

    @property
    def payload(self) -> str:
        return self.data.split(":", 1)[1] if ":" in self.data else ""


def resolve(intent: Intent, apps: dict[str, App]) -> list[tuple[App, str]]:
    """Apps (with the screen to open) that can handle ``intent``, in registry order."""
    if intent.app is not None:
        app = apps.get(intent.app)
        if app is None:
            return []
        screen = next((f.screen for f in app.manifest.intent_filters if _matches(f, intent) and f.screen), None)
        return [(app, screen or app.navigation.entry)]
    out = []
    for app in apps.values():
        f = next((f for f in app.manifest.intent_filters if _matches(f, intent)), None)
        if f is not None:
            out.append((app, f.screen or app.navigation.entry))
    return out


def _matches(f: IntentFilter, intent: Intent) -> bool:
    if f.action != intent.action:
        return False
    if f.schemes and intent.scheme not in f.schemes:
        return False
    return not f.types or any(matches_type(intent.type, t) for t in f.types)


def home_app(apps: dict[str, App]) -> App:
    for app in apps.values():
        if any(CATEGORY_HOME in f.categories for f in app.manifest.intent_filters):
            return app
    raise LookupError("no app declares the HOME category: a phone needs a launcher")
