"""The Video app's runtime overlay: the user's likes, coins, favourite folders, follows, watch later,
downloads, VIP, settings, and (bookkeeping) the history, the player and recent searches. World data
never lives here; only ids of it."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

Quality = Literal["auto", "1080p", "720p", "480p", "360p"]


class Folder(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    #: video ids, most recently added last
    videos: list[str] = Field(default_factory=list)
    created: int = 0
    #: the default folder (the triple action's, cannot be deleted)
    default: bool = False


class Watched(BaseModel):
    model_config = ConfigDict(extra="forbid")
    video: str
    at: int
    #: seconds watched into the video
    position: int = 0


class Player(BaseModel):
    model_config = ConfigDict(extra="forbid")
    video: str = ""
    part: int = 1
    playing: bool = False
    #: while playing: the virtual time at which the video was at 0:00
    started: int = 0
    #: while paused: the position (seconds)
    position: int = 0


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    autoplay: bool = True
    danmaku: bool = True
    quality: Quality = "auto"
    mobile_data: bool = False


class VideoState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: not the user's data: what they watched and searched lately, the player, the id counter
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("player", "next_id")
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("history", "recent_searches")
    liked: list[str] = Field(default_factory=list)
    #: video id -> coins given to it (1 or 2)
    coined: dict[str, int] = Field(default_factory=dict)
    coins: int = Field(default=0, ge=0)
    folders: list[Folder] = Field(default_factory=list)
    following: list[str] = Field(default_factory=list)
    watch_later: list[str] = Field(default_factory=list)
    downloads: list[str] = Field(default_factory=list)
    vip: bool = False
    settings: Settings = Field(default_factory=Settings)
    history: list[Watched] = Field(default_factory=list)
    player: Player = Field(default_factory=Player)
    recent_searches: list[str] = Field(default_factory=list)
    next_id: int = 1


_HOUR = 3_600_000
_BOOT = 1773478800000
_BASE: dict[str, Any] = {
    "liked": ["v120", "v4410", "v9031"],
    "coined": {"v120": 1},
    "coins": 36,
    "following": ["u7", "u42", "u310", "u1205"],
    "watch_later": ["v77", "v2048", "v15003"],
    "history": [{"video": v, "at": _BOOT - (i + 1) * 5 * _HOUR, "position": 60 * (i + 2)}
                for i, v in enumerate(("v120", "v9031", "v512", "v23888", "v4410", "v777"))],
    "next_id": 4,
}
_FOLDERS = [("f1", "Default", True, ["v120", "v3001", "v18222"]), ("f2", "Recipes", False, ["v640", "v2871"]),
            ("f3", "Learn later", False, ["v955", "v12000", "v27001"])]
_FOLDERS_ZH = ("默认收藏夹", "菜谱", "稍后学习")


def _folders(zh: bool) -> list[dict[str, Any]]:
    return [{"id": fid, "name": _FOLDERS_ZH[i] if zh else name, "default": d, "videos": vs,
             "created": _BOOT - (30 - i) * 24 * _HOUR}
            for i, (fid, name, d, vs) in enumerate(_FOLDERS)]


REGION_STATE = {
    "en": {**_BASE, "folders": _folders(False), "recent_searches": ["piano covers", "street food"]},
    "zh-CN": {**_BASE, "folders": _folders(True), "recent_searches": ["钢琴翻弹", "火锅"]},
}
