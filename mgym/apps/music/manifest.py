"""Music: a streaming music app (home, search, artists, albums, playlists, library, a player on the
virtual clock, Premium bought through Wallet)."""

from mgym.app import AppManifest, Shortcut

APP_ID = "music"
#: the share link of a track
LINK = "https://music.example/track/{id}"

MANIFEST = AppManifest(
    id=APP_ID, name="Music", icon="music_note", color="#1db954",
    shortcuts=(Shortcut(id="search", label="Search", icon="search", screen="search"),
               Shortcut(id="liked", label="Liked Songs", icon="favorite", screen="playlist",
                        params=(("id", "liked"),))),
)
