"""Contacts: the phone's address book over the contacts provider."""

from mgym.app import AppManifest, IntentFilter, Shortcut
from mgym.os.intents import PICK, VIEW

INSERT = "android.intent.action.INSERT"
EDIT = "android.intent.action.EDIT"
#: the MIME-like type a PICK intent names to choose a contact
CONTACT_TYPE = "vnd.contact"

MANIFEST = AppManifest(
    id="contacts", name="Contacts", icon="person", color="#1a73e8", system=True,
    permissions=("contacts.read", "contacts.write"),
    intent_filters=(
        IntentFilter(action=PICK, types=(CONTACT_TYPE,), screen="pick"),
        IntentFilter(action=VIEW, schemes=("contact",), screen="detail"),
        IntentFilter(action=EDIT, schemes=("contact",), screen="edit"),
        IntentFilter(action=INSERT, types=("",), screen="add"),  # a contact: no other type (events go to Calendar)
    ),
    shortcuts=(Shortcut(id="new", label="Create contact", icon="person_add", screen="add"),),
)
