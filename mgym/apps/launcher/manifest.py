from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import CATEGORY_HOME, MAIN

MANIFEST = AppManifest(
    id="launcher", name="Launcher", icon="home", color="#3b5ba9", system=True, in_launcher=False,
    intent_filters=(IntentFilter(action=MAIN, categories=(CATEGORY_HOME,)),),
)
