"""Files: the system file manager. It browses ``/sdcard``, previews files, opens them with other
apps (VIEW ``file:<id>``) and receives shares (SEND / SEND_MULTIPLE of anything) into a folder."""

from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import SEND, SEND_MULTIPLE, VIEW

MANIFEST = AppManifest(
    id="files", name="Files", icon="folder", color="#1a73e8", system=True,
    intent_filters=(IntentFilter(action=VIEW, schemes=("file",), types=("text/*", "application/pdf", "audio/*", "video/*"),
                                 screen="viewer"),
                    IntentFilter(action=SEND, types=("*/*",), screen="save"),
                    IntentFilter(action=SEND_MULTIPLE, types=("*/*",), screen="save")),
)
