"""Notes: notes, checklists, folders, to-dos and private notes."""

from mgym.app import AppManifest, IntentFilter, Shortcut
from mgym.os.intents import SEND

APP_ID = "notes"
#: Android's Intent.ACTION_INSERT: another app asks for a new note (extras ``title``, ``text``);
#: the editor opens filled in and the user confirms with Save
INSERT = "android.intent.action.INSERT"
NOTE_TYPE = "vnd.android.cursor.item/note"
#: what a to-do reminder's notification opens
SHOW_TODOS = "mgym.intent.SHOW_TODOS"

MANIFEST = AppManifest(
    id=APP_ID, name="Notes", icon="sticky_note_2", color="#f9a825", system=True,
    intent_filters=(
        IntentFilter(action=INSERT, types=(NOTE_TYPE,), screen="edit"),
        # shared plain text becomes a new note (the user saves it)
        IntentFilter(action=SEND, types=("text/plain",), screen="edit"),
        IntentFilter(action=SHOW_TODOS, screen="todos"),
    ),
    shortcuts=(Shortcut(id="new", label="New note", icon="edit_note", screen="edit"),),
)
