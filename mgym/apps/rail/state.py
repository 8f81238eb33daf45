"""Rail's runtime overlay: the account's passengers, orders and the search form. World data
(stations, trains) is never here; orders name trains and stations by id."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

Status = Literal["unpaid", "paid", "refunded", "cancelled", "changed"]
#: an unpaid order is held this long (virtual ms), then cancelled
HOLD_MS = 30 * 60 * 1000


class Passenger(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    name: str
    id_no: str
    phone: str = ""
    #: the account holder (cannot be deleted)
    me: bool = False


class Ticket(BaseModel):
    model_config = ConfigDict(extra="forbid")
    pid: int
    name: str
    coach: int
    seat: str


class Order(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    train: str
    date: str  # the day the train leaves ``frm``
    frm: int
    to: int
    cls: str
    tickets: list[Ticket]
    price: float  # the fare of all tickets
    status: Status = "unpaid"
    created: int = 0
    #: what is left to pay (a change's fare difference; the price otherwise)
    due: float = 0.0
    bill_id: str = ""
    refund_fee: float = 0.0
    refund_amount: float = 0.0
    #: a change: the order it replaces / the order that replaced it
    change_of: int | None = None
    changed_to: int | None = None


class Search(BaseModel):
    model_config = ConfigDict(extra="forbid")
    frm: int | None = None
    to: int | None = None
    date: str = "2026-03-15"
    high_speed: bool = False


class RailState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: the search form and its history are the user's scratch, not data
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("search", "next_id")
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent", "recent_stations")
    account: str = "Alex Morgan"
    passengers: list[Passenger] = Field(default_factory=lambda: [
        Passenger(id=1, name="Alex Morgan", id_no="X31875402", phone="+1 415-555-0142", me=True),
        Passenger(id=2, name="Jamie Morgan", id_no="X40217795"),
        Passenger(id=3, name="Chris Walker", id_no="P7730158")])
    orders: list[Order] = Field(default_factory=list)
    search: Search = Field(default_factory=Search)
    #: recent (from, to) searches, newest first
    recent: list[list[int]] = Field(default_factory=list)
    recent_stations: list[int] = Field(default_factory=list)
    next_id: int = 100


REGION_STATE = {"zh-CN": {
    "account": "李明",
    "passengers": [
        {"id": 1, "name": "李明", "id_no": "11010519900307451X", "phone": "138 0013 8000", "me": True},
        {"id": 2, "name": "王芳", "id_no": "310104199208163023", "phone": ""},
        {"id": 3, "name": "张伟", "id_no": "440106198511234012", "phone": ""}],
}}
