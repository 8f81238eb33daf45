"""Forum: a community forum (communities, posts, nested comments, votes, a gated create-post form)."""

from mgym.app import AppManifest, Shortcut

APP_ID = "forum"

MANIFEST = AppManifest(
    id=APP_ID, name="Forum", icon="question_answer", color="#ff4500",
    permissions=("photos",),
    shortcuts=(Shortcut(id="create", label="Create post", icon="add", screen="create"),
               Shortcut(id="search", label="Search", icon="search", screen="search")),
)
