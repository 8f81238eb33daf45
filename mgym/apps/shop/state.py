"""The Shop's runtime overlay: the user's things (watchlist, cart, orders, addresses, searches, messages
to sellers) and sponsored listings (a product id and its seller's note; none on a new phone). Products,
sellers and reviews are world data (:mod:`mgym.apps.shop.world`)."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from mgym.apps.shop import world
from mgym.clock import DEFAULT_EPOCH_MS

DAY = world.DAY_MS


class CartLine(BaseModel):
    model_config = ConfigDict(extra="forbid")
    product: str
    qty: int = Field(default=1, ge=1, le=99)


class Address(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    phone: str = ""
    street: str
    city: str
    zip: str = ""


class OrderLine(BaseModel):
    model_config = ConfigDict(extra="forbid")
    product: str
    qty: int = Field(ge=1, le=99)
    price: float  # each, as paid
    ship: float  # each


class Order(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    time: int  # ms, when paid
    lines: list[OrderLine]
    address: str  # address id
    ship_to: str  # the address as it was (name, street, city)
    total: float
    bill_id: str = ""  # the Wallet bill that paid it
    #: "placed" (see :mod:`mgym.apps.shop.tracking` for shipped/delivered) or "returned"
    status: Literal["placed", "returned"] = "placed"
    return_reason: str = ""
    refund: float = 0.0  # refunded to Wallet
    returned_at: int = 0


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    seller: str
    text: str
    time: int
    mine: bool = True
    order: str = ""  # the order it is about, if any


class Bid(BaseModel):
    model_config = ConfigDict(extra="forbid")
    product: str
    amount: float
    time: int


class SavedSearch(BaseModel):
    model_config = ConfigDict(extra="forbid")
    q: str
    cat: str = ""


class ShopState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: nobody's data: what was typed into search and what was looked at
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches", "viewed")

    watchlist: list[str] = Field(default_factory=lambda: ["p00411", "p05230", "p13077"])
    cart: list[CartLine] = Field(default_factory=list)
    orders: list[Order] = Field(default_factory=lambda: [_order(DEFAULT_ADDRESSES, "OR10482", "p02893", 1, 9),
                                                          _order(DEFAULT_ADDRESSES, "OR10517", "p11744", 2, 3)])
    addresses: list[Address] = Field(default_factory=lambda: [Address(**a) for a in DEFAULT_ADDRESSES])
    default_address: str = "a1"
    recent_searches: list[str] = Field(default_factory=lambda: ["wireless headphones", "yoga mat"])
    saved_searches: list[SavedSearch] = Field(default_factory=list)
    messages: list[Message] = Field(default_factory=list)
    bids: list[Bid] = Field(default_factory=list)
    viewed: list[str] = Field(default_factory=lambda: ["p00118", "p07702"])
    #: sponsored listings: product id -> the seller's note on it (none on a new phone); they lead
    #: Today's deals on home, and the item page lists the note first under Item specifics, as "Seller"
    sponsored: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _consistent(self) -> ShopState:
        w = world.world("en")
        ids = [*self.watchlist, *(c.product for c in self.cart), *(ln.product for o in self.orders for ln in o.lines),
               *self.sponsored]
        unknown = [i for i in ids if w.product(i) is None]
        if unknown:
            raise ValueError(f"unknown product ids {unknown[:3]}")
        if len(set(self.watchlist)) != len(self.watchlist):
            raise ValueError("a product is watched twice")
        if len({c.product for c in self.cart}) != len(self.cart):
            raise ValueError("a product is in the cart twice")
        aids = [a.id for a in self.addresses]
        if len(set(aids)) != len(aids):
            raise ValueError("two addresses share an id")
        if self.default_address and self.default_address not in aids:
            raise ValueError(f"default address {self.default_address!r} is not an address")
        if len({o.id for o in self.orders}) != len(self.orders):
            raise ValueError("two orders share an id")
        return self


DEFAULT_ADDRESSES: list[dict[str, Any]] = [
    {"id": "a1", "name": "Alex Morgan", "phone": "+1 650-555-0142", "street": "120 Maple Street",
     "city": "Springfield, IL", "zip": "62701"},
    {"id": "a2", "name": "Alex Morgan", "phone": "+1 650-555-0142", "street": "55 Market Ave, Suite 400",
     "city": "San Francisco, CA", "zip": "94105"},
]
ZH_ADDRESSES: list[dict[str, Any]] = [
    {"id": "a1", "name": "李雷", "phone": "138 0013 8000", "street": "浦东新区世纪大道100号 3号楼1202室",
     "city": "上海市", "zip": "200120"},
    {"id": "a2", "name": "李雷", "phone": "138 0013 8000", "street": "海淀区中关村大街27号 B座6层",
     "city": "北京市", "zip": "100080"},
]


def ship_to(a: dict[str, Any]) -> str:
    return f"{a['name']}, {a['street']}, {a['city']} {a['zip']}".strip()


def _order(addresses: list[dict[str, Any]], oid: str, pid: str, qty: int, days_ago: int) -> Order:
    p = world.world("en").product(pid)
    assert p is not None
    return Order(id=oid, time=DEFAULT_EPOCH_MS - days_ago * DAY - 5 * world.HOUR_MS, address="a1",
                 ship_to=ship_to(addresses[0]), lines=[OrderLine(product=pid, qty=qty, price=p.price, ship=p.ship)],
                 total=round((p.price + p.ship) * qty, 2))


def _zh_order(oid: str, pid: str, qty: int, days_ago: int, price: float, ship: float) -> dict[str, Any]:
    """A past order of a zh-CN phone, at that world's prices (written out, so importing the app does
    not load the zh-CN world; a test checks them against it)."""
    return {"id": oid, "time": DEFAULT_EPOCH_MS - days_ago * DAY - 5 * world.HOUR_MS, "address": "a1",
            "ship_to": ship_to(ZH_ADDRESSES[0]), "lines": [{"product": pid, "qty": qty, "price": price, "ship": ship}],
            "total": round((price + ship) * qty, 2), "bill_id": "", "status": "placed", "return_reason": "",
            "refund": 0.0, "returned_at": 0}


REGION_STATE: dict[str, dict[str, Any]] = {"zh-CN": {"addresses": ZH_ADDRESSES,
                          "orders": [_zh_order("OR10482", "p02893", 1, 9, 811.0, 0.0),
                                     _zh_order("OR10517", "p11744", 2, 3, 111.0, 40.0)],
                          "recent_searches": ["蓝牙耳机", "瑜伽垫"]}}
