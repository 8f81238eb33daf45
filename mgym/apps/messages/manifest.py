"""Messages: the phone's SMS app."""

from mgym.app import AppManifest, IntentFilter, Shortcut
from mgym.os.intents import SEND, SEND_MULTIPLE, SENDTO

MANIFEST = AppManifest(
    id="messages", name="Messages", icon="sms", color="#0b57d0",
    intent_filters=(
        # "sms:+1 650-555-0100" / "smsto:..." opens the conversation with that number
        IntentFilter(action=SENDTO, schemes=("sms", "smsto"), screen="thread"),
        # shared text or pictures: pick a recipient; the text prefills the message, pictures are attached
        IntentFilter(action=SEND, types=("text/plain", "image/*"), screen="new"),
        IntentFilter(action=SEND_MULTIPLE, types=("image/*",), screen="new"),
    ),
    shortcuts=(Shortcut(id="new", label="Start chat", icon="chat", screen="new"),),
)
