"""Chirp: a microblog (timeline, posts, replies, quotes, reposts, lists, search, DMs)."""

from mgym.app import AppManifest, Shortcut

APP_ID = "microblog"

MANIFEST = AppManifest(
    id=APP_ID, name="Chirp", icon="flutter_dash", color="#1d9bf0",
    shortcuts=(Shortcut(id="post", label="New post", icon="edit", screen="compose"),
               Shortcut(id="search", label="Search", icon="search", screen="explore")),
)
