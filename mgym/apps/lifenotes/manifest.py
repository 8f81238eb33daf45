"""Lifenotes: a lifestyle notes feed (discover, search, notes with pictures, boards, messages, publish)."""

from mgym.app import AppManifest, IntentFilter, Shortcut
from mgym.os.intents import SEND, SEND_MULTIPLE

APP_ID = "lifenotes"

MANIFEST = AppManifest(
    id=APP_ID, name="Lifenotes", icon="auto_stories", color="#ff2442",
    intent_filters=(
        # pictures shared from another app (Gallery): the publish editor with them
        IntentFilter(action=SEND, types=("image/*",), screen="publish"),
        IntentFilter(action=SEND_MULTIPLE, types=("image/*",), screen="publish"),
    ),
    shortcuts=(Shortcut(id="search", label="Search", icon="search", screen="search"),
               Shortcut(id="me", label="Me", icon="person", screen="me")),
)
