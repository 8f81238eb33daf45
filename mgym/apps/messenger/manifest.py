"""Messenger: a chat app (chats, contacts, moments) with our own name and look."""

from mgym.app import AppManifest, IntentFilter, Shortcut
from mgym.os.intents import SEND, SEND_MULTIPLE

#: opens a chat (``extras.chat_id``); what the app's notifications carry
OPEN_CHAT = "mgym.messenger.OPEN_CHAT"

MANIFEST = AppManifest(
    id="messenger", name="Messenger", icon="forum", color="#16a37f",
    intent_filters=(
        IntentFilter(action=OPEN_CHAT, screen="chat"),
        # shared text or pictures: "Send to" a chat (a direct share names the chat: ``target``)
        IntentFilter(action=SEND, types=("text/plain", "image/*"), screen="forward"),
        IntentFilter(action=SEND_MULTIPLE, types=("image/*",), screen="forward"),
    ),
    permissions=("photos", "location"),
    shortcuts=(Shortcut(id="moments", label="Moments", icon="camera", screen="moments"),
               Shortcut(id="add", label="Add contacts", icon="person_add", screen="add_contact"),
               Shortcut(id="qr", label="My QR code", icon="qr_code", screen="qr_card")),
)
