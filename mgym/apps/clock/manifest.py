"""Clock: alarms, world clock, stopwatch and timer on the virtual clock."""

from mgym.app import AppManifest, IntentFilter, Shortcut

APP_ID = "clock"
#: other apps ask Clock to set an alarm (Android's AlarmClock.ACTION_SET_ALARM); extras ``hour``,
#: ``minute``, ``label``, ``days`` (codes "mon".."sun", or Android's 1 = Sunday .. 7 = Saturday).
#: The alarm editor opens filled in; the user confirms with Save.
SET_ALARM = "mgym.intent.SET_ALARM"
#: set a timer (AlarmClock.ACTION_SET_TIMER); extra ``seconds``; the user starts it
SET_TIMER = "mgym.intent.SET_TIMER"
SHOW_ALARMS = "mgym.intent.SHOW_ALARMS"
SHOW_TIMERS = "mgym.intent.SHOW_TIMERS"
#: the full-screen alert of a ringing alarm (what its notification opens)
RING_ACTION = "mgym.intent.ALARM_RING"

MANIFEST = AppManifest(
    id=APP_ID, name="Clock", icon="schedule", color="#3f51b5", system=True,
    intent_filters=(
        IntentFilter(action=SET_ALARM, screen="edit"),
        IntentFilter(action=SET_TIMER, screen="timer"),
        IntentFilter(action=SHOW_ALARMS, screen="alarms"),
        IntentFilter(action=SHOW_TIMERS, screen="timer"),
        IntentFilter(action=RING_ACTION, screen="ring"),
    ),
    shortcuts=(
        Shortcut(id="new_alarm", label="Add alarm", icon="alarm_add", screen="edit"),
        Shortcut(id="timer", label="Timer", icon="hourglass_empty", screen="timer"),
        Shortcut(id="stopwatch", label="Stopwatch", icon="timer", screen="stopwatch"),
    ),
)
