"""Messages: the phone's SMS app."""

from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import SEND, SENDTO

MANIFEST = AppManifest(
    id="messages", name="Messages", icon="sms", color="#0b57d0",
    intent_filters=(
        # "sms:+1 650-555-0100" / "smsto:..." opens the conversation with that number
        IntentFilter(action=SENDTO, schemes=("sms", "smsto"), screen="thread"),
        # shared plain text: pick a recipient, the text rides along as an attachment
        IntentFilter(action=SEND, types=("text/plain",), screen="new"),
    ),
)
