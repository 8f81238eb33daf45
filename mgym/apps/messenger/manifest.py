"""Messenger: a chat app (chats, contacts, moments) with our own name and look."""

from mgym.app import AppManifest, IntentFilter

#: opens a chat (``extras.chat_id``); what the app's notifications carry
OPEN_CHAT = "mgym.messenger.OPEN_CHAT"

MANIFEST = AppManifest(
    id="messenger", name="Messenger", icon="forum", color="#16a37f",
    intent_filters=(IntentFilter(action=OPEN_CHAT, screen="chat"),),
)
