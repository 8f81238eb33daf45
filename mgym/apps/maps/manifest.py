"""Maps: places, search, directions and saved lists. It opens ``geo:`` links (VIEW)."""

from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import VIEW

MANIFEST = AppManifest(id="maps", name="Maps", icon="map", color="#1a73e8", permissions=("location",),
                       intent_filters=(IntentFilter(action=VIEW, schemes=("geo",), screen="place"),))
