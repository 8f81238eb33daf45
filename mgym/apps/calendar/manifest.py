"""Calendar: month, day and schedule views of events, holidays, reminders."""

from mgym.app import AppManifest, IntentFilter, Shortcut

APP_ID = "calendar"
#: other apps add an event (Android's ``Intent.ACTION_INSERT`` with ``Events.CONTENT_URI``'s type);
#: extras ``title``, ``begin`` / ``end`` (virtual ms), ``location``, ``all_day``, ``notes``. The
#: editor opens filled in; the user confirms with Save.
INSERT = "android.intent.action.INSERT"
EVENT_TYPE = "vnd.android.cursor.item/event"
#: open one event (what a reminder notification does); extras ``event_id``, ``day``
VIEW_EVENT = "mgym.intent.VIEW_EVENT"

MANIFEST = AppManifest(
    id=APP_ID, name="Calendar", icon="calendar_month", color="#1a73e8", system=True,
    intent_filters=(
        IntentFilter(action=INSERT, types=(EVENT_TYPE,), screen="edit"),
        IntentFilter(action=VIEW_EVENT, screen="detail"),
    ),
    shortcuts=(Shortcut(id="new", label="New event", icon="event", screen="edit"),),
)
