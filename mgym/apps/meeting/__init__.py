"""Meet: join meetings by id (password, waiting room), schedule them (repeat rules, invitees, Calendar),
the in-meeting screen (grid, mute, video, share screen, chat, participants, raise hand, leave or end
for all), history and settings."""

from mgym.app import App
from mgym.apps.meeting.manifest import MANIFEST
from mgym.apps.meeting.navigation import NAV
from mgym.apps.meeting.state import REGION_STATE, MeetingState
from mgym.apps.meeting.views import VIEWS

#: for the crawler: a call in progress that I host, with people and a chat line; the latest past call
#: was in a meeting with a password and a waiting room (the join form offers it; its password is
#: remembered); my next meeting has invitees
SAMPLE = {"apps": {"meeting": {
    "history[]": [
        {"id": 98, "meeting_id": "731904286", "topic": "Hiring panel", "host": "Henry Baker", "start": 1773476400000,
         "end": 1773477600000, "participants": ["Henry Baker"]},
        {"id": 99, "meeting_id": "102384756", "topic": "Weekly team sync", "host": "", "start": 1773478500000,
         "end": None, "participants": ["Liam Smith", "Zoe Hall"],
         "chat": [{"sender": "Zoe Hall", "text": "Hi all", "at": 1773478600000}]}],
    "meetings[id=102384756]": {"invitees": [5, 6]}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=MeetingState, sample_state=SAMPLE,
          region_state=REGION_STATE)
