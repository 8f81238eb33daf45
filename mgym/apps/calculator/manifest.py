"""Calculator: a basic phone calculator with history. It answers the calculate intent
(:data:`mgym.os.intents.CALCULATE`, ``extras={"expr": ...}``) by opening with the expression typed in."""

from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import CALCULATE

MANIFEST = AppManifest(
    id="calculator", name="Calculator", icon="calculate", color="#2e7d32", system=True,
    intent_filters=(IntentFilter(action=CALCULATE, screen="main"),),
)
