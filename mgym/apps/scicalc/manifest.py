"""Scientific Calculator: a second calculator (functions, degrees / radians, memory) that also answers
the calculate intent, so a calculation sent by another app offers a choice of calculators."""

from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import CALCULATE

MANIFEST = AppManifest(
    id="scicalc", name="Scientific Calculator", icon="functions", color="#00796b", system=True,
    intent_filters=(IntentFilter(action=CALCULATE, screen="main"),),
)
