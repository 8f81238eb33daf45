"""The Maps runtime overlay: saved lists, recent searches, settings and the last route. Places, roads
and transit are world data (:mod:`mgym.apps.maps.world`), never copied here."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from mgym.apps.maps import world
from mgym.i18n import N_

#: the two lists every phone has; their names are msgids (shown translated)
BUILTIN = {"favorites": N_("Favourites"), "want_to_go": N_("Want to go")}
MAX_LISTS = 20


class SavedList(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    #: a user list's name ("" for a built-in list, whose name is translated)
    name: str = ""
    places: list[str] = Field(default_factory=list)


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    units: Literal["km", "mi"] = "km"
    avoid_tolls: bool = False
    avoid_highways: bool = False


class LastRoute(BaseModel):
    model_config = ConfigDict(extra="forbid")
    origin: str  # a place id or "me"
    to: str
    mode: Literal["car", "walk", "transit"]
    minutes: int
    metres: int


def _lists(favs: tuple[str, ...]) -> list[SavedList]:
    return [SavedList(id="favorites", places=list(favs)), SavedList(id="want_to_go")]


class MapsState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: nobody's data: what was typed into search, the id counter, the last route started
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("next_list", "last_route")
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches",)

    lists: list[SavedList] = Field(default_factory=lambda: _lists(("sf0002", "sf0004")))
    next_list: int = 1
    #: newest first
    recent_searches: list[str] = Field(default_factory=lambda: ["coffee", "Corner Pepper Grill"])
    settings: Settings = Field(default_factory=Settings)
    last_route: LastRoute | None = None

    @model_validator(mode="after")
    def _consistent(self) -> MapsState:
        ids = [x.id for x in self.lists]
        if len(set(ids)) != len(ids):
            raise ValueError("two lists share an id")
        if len(self.lists) > MAX_LISTS:
            raise ValueError(f"at most {MAX_LISTS} lists")
        for x in self.lists:
            unknown = [p for p in x.places if world.place(p) is None]
            if unknown:
                raise ValueError(f"list {x.id}: unknown place ids {unknown[:3]}")
            if len(set(x.places)) != len(x.places):
                raise ValueError(f"list {x.id}: a place is listed twice")
            if x.id not in BUILTIN and not x.name.strip():
                raise ValueError(f"list {x.id}: a user list needs a name")
        return self


REGION_STATE = {"zh-CN": {"lists": [x.model_dump(mode="json") for x in _lists(("bj0003", "bj0009"))],
                          "recent_searches": ["咖啡", "烤鸭"]}}
