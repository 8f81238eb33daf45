"""The Music app's runtime overlay: the user's library, downloads, Premium, settings and the player.
World data (the catalogue) never lives here; only ids of it."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

Repeat = Literal["off", "all", "one"]
Quality = Literal["auto", "low", "normal", "high", "very_high"]


class Playlist(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    #: track ids, in the playlist's order
    tracks: list[str] = Field(default_factory=list)
    created: int = 0


class Context(BaseModel):
    """What the player plays from: an album, a playlist, an artist's top tracks, a genre, liked songs."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal["album", "playlist", "artist", "genre", "liked", "search", "track"]
    id: str = ""


class Player(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: the context's tracks in their own order, and the play order (shuffled when shuffle is on)
    source: list[str] = Field(default_factory=list)
    queue: list[str] = Field(default_factory=list)
    index: int = 0
    context: Context | None = None
    playing: bool = False
    #: while playing: the virtual time at which the current track was at 0:00
    started: int = 0
    #: while paused: the position in the current track (ms)
    position: int = 0
    shuffle: bool = False
    repeat: Repeat = "off"
    #: the shuffle order's seed (drawn from the session's RNG when shuffle is turned on)
    seed: int = 0
    #: virtual time at which the sleep timer pauses playback, or "end" of the current track
    sleep_at: int | None = None
    sleep_end_of_track: bool = False


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    quality: Quality = "auto"
    download_quality: Quality = "normal"
    crossfade: int = Field(default=0, ge=0, le=12)
    explicit: bool = True
    normalize: bool = True


class RecentItem(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["album", "playlist", "artist", "genre", "liked"]
    id: str


class MusicState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: not the user's data: what they searched and opened lately, the playlist id counter
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("next_id",)
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches", "recent")
    liked: list[str] = Field(default_factory=list)
    saved_albums: list[str] = Field(default_factory=list)
    followed: list[str] = Field(default_factory=list)
    saved_playlists: list[str] = Field(default_factory=list)
    saved_podcasts: list[str] = Field(default_factory=list)
    playlists: list[Playlist] = Field(default_factory=list)
    downloads: list[str] = Field(default_factory=list)
    premium: bool = False
    settings: Settings = Field(default_factory=Settings)
    player: Player = Field(default_factory=Player)
    recent_searches: list[str] = Field(default_factory=list)
    recent: list[RecentItem] = Field(default_factory=list)
    next_id: int = 1


#: a lived-in library for a new phone (ids are the same in every region)
_PLAYLISTS: list[dict[str, Any]] = [
    {"id": "u1", "name": "Road trip", "tracks": ["t12", "t80", "t301", "t455", "t902", "t1500"], "created": 1772000000000},
    {"id": "u2", "name": "Late night", "tracks": ["t66", "t640", "t2210", "t3100"], "created": 1772600000000},
]
_LIBRARY: dict[str, Any] = {
    "liked": ["t3", "t41", "t118", "t250", "t777", "t1203", "t2024", "t3330", "t4100", "t5012"],
    "saved_albums": ["al5", "al12", "al40"],
    "followed": ["ar2", "ar7", "ar15", "ar60"],
    "saved_playlists": ["pl1", "pl33"],
    "saved_podcasts": ["pod3"],
    "playlists": _PLAYLISTS,
    "recent": [{"kind": "album", "id": "al5"}, {"kind": "playlist", "id": "pl1"}, {"kind": "artist", "id": "ar7"},
               {"kind": "liked", "id": ""}, {"kind": "playlist", "id": "u1"}, {"kind": "genre", "id": "chill"}],
    "next_id": 3,
}
REGION_STATE = {
    "en": {**_LIBRARY, "recent_searches": ["neon", "summer"]},
    "zh-CN": {**_LIBRARY, "playlists": [{**_PLAYLISTS[0], "name": "自驾游"}, {**_PLAYLISTS[1], "name": "深夜"}],
              "recent_searches": ["夏天", "月光"]},
}
