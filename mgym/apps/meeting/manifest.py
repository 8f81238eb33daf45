"""Meet: video meetings (join by id, schedule, in-meeting controls, history)."""

from mgym.app import AppManifest, Shortcut

APP_ID = "meeting"

MANIFEST = AppManifest(
    id=APP_ID, name="Meet", icon="videocam", color="#2f6bff",
    shortcuts=(Shortcut(id="join", label="Join", icon="login", screen="join"),
               Shortcut(id="schedule", label="Schedule", icon="calendar_month", screen="schedule")),
)
