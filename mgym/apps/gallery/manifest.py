"""Gallery: the phone's pictures (a view of ``/sdcard`` through the media provider)."""

from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import VIEW

MANIFEST = AppManifest(
    id="gallery", name="Gallery", icon="photo_library", color="#1a73e8", system=True,
    #: Files and chats open a picture here: ``data`` = "file:<id>"
    intent_filters=(IntentFilter(action=VIEW, types=("image/*",), screen="viewer"),),
)
