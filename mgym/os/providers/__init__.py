"""Content providers: shared data (contacts, sms) that apps read and write through CRUD, and the
media view of the file system."""

from mgym.os.providers.base import ContentProvider, default_providers
from mgym.os.providers.contacts import ContactsProvider
from mgym.os.providers.media import MediaProvider
from mgym.os.providers.sms import SmsProvider

PROVIDERS: dict[str, type[ContentProvider]] = {
    "contacts": ContactsProvider,
    "sms": SmsProvider,
}

__all__ = ["PROVIDERS", "ContactsProvider", "ContentProvider", "MediaProvider", "SmsProvider",
           "default_providers"]
