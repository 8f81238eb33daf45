"""The media provider: the phone's pictures (metadata only; thumbnails are drawn from it)."""

from mgym.os.providers.base import ContentProvider
from mgym.os.providers.rows import MediaRow, row_defaults


class MediaProvider(ContentProvider):
    name = "media"
    defaults = row_defaults(MediaRow)
