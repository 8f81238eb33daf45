"""Messenger: chats, contacts, moments and payments through the Wallet (a WeChat-like app, own look)."""

from mgym.app import App

from .handlers import HANDLERS
from .manifest import MANIFEST
from .navigation import NAV
from .state import MessengerState
from .views import VIEWS

#: content the crawler needs to see every trigger: a blocked contact for the blocked list, a picture
#: from the phone (Save to phone) and the photos permission refused (the explanation's buttons). The
#: picture is the only one of the chat the crawler opens (its drawn pictures, which cannot be saved,
#: deleted), since the crawler opens the first picture it meets.
SAMPLE_STATE = {"apps": {"messenger": {
    "contacts": {"nadia_rodriguez73": {"blocked": True}},
    "messages": [{"id": "n900", "chat": "c03", "sender": "me", "time": 1773478800000, "kind": "image",
                  "data": {"image": {"asset": "s001", "name": "IMG_0001.jpg", "media_id": 0}}}],
    "deleted_messages": ["m00101", "m00122"],
}}, "os": {"permissions": {"messenger": {"photos": "denied"}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=MessengerState, handlers=HANDLERS,
          sample_state=SAMPLE_STATE)
