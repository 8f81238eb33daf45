"""Browser: an offline web browser. It opens web links (``VIEW`` of an ``http``/``https`` URL)."""

from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import VIEW

MANIFEST = AppManifest(
    id="browser", name="Browser", icon="public", color="#1a73e8", system=True,
    intent_filters=(IntentFilter(action=VIEW, schemes=("http", "https"), screen="page"),),
)
