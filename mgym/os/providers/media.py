"""The media provider: the phone's pictures (metadata only; thumbnails are drawn from it)."""

from mgym.os.providers.base import ContentProvider


class MediaProvider(ContentProvider):
    name = "media"
    defaults = {"name": "", "album": "Camera", "time": 0, "width": 1080, "height": 1080, "hue": 200,
                "subject": ""}
