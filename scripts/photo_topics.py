"""What the committed photos show, as topic tags, and how a world generator asks for a fitting picture.

The photos (``mgym/os/data/photos/index.json``, written by ``scripts/gen_photos.py``) declare their
content as facts: a scene's ``setting`` and its counted emoji objects, a document's kind and its
text. :func:`tags` turns one index entry into the topics it shows (``desk``, ``laptop``, ``moon``,
``whiteboard``, ...): the setting's own tags (what its painting always shows), one tag per object it
shows (with a group tag: ``cat`` -> ``pets``), and a document's kind and sub-kind. Tags never claim
what a picture may lack: a ``breakfast`` table is not tagged ``coffee`` unless a cup is counted.

A generator states what an item's text is about as a :class:`Want` (any of these tags, all of those,
exactly n of an object) and draws its pictures from :func:`fitting`. ``tests/scripts/
test_world_coherence.py`` checks the committed world data against the same declarations.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

INDEX = Path(__file__).resolve().parent.parent / "mgym" / "os" / "data" / "photos" / "index.json"

#: what every picture of a setting shows (its painting), whatever objects it holds (a setting's key is
#: not a tag by itself: the ``pizza`` setting's table may hold only burgers)
SETTING_TAGS: dict[str, frozenset[str]] = {k: frozenset(v.split(",")) for k, v in {
    "sofa": "sofa,living room,home,indoors",
    "beach": "beach,sea,coast,summer,outdoors,daytime",
    "birthday": "birthday,party,celebration,indoors",
    "fruit": "fruit,kitchen,kitchen table,food,indoors",
    "park": "park,pond,grass,outdoors,daytime",
    "night": "night,city,street,city at night,moon,night sky,outdoors",
    "mountains": "mountains,meadow,nature,outdoors,daytime",
    "snow": "snow,winter,outdoors,daytime",
    "bookshelf": "bookshelf,books,reading,home,indoors",
    "parking": "parking lot,cars,outdoors,daytime",
    "garden": "garden,flowers,spring,outdoors,daytime",
    "aquarium": "aquarium,water,indoors",
    "farm": "farm,countryside,animals,outdoors,daytime",
    "breakfast": "breakfast,brunch,morning,table,food,indoors",
    "desk": "desk,workspace,indoors",
    "picnic": "picnic,grass,food,outdoors,daytime",
    "harbour": "harbour,boats,sea,coast,water,outdoors,daytime",
    "camp": "camping,night,night sky,stars,moon,outdoors",
    "playroom": "playroom,toys,kids,indoors",
    "pizza": "pizza night,dinner,table,food,indoors",
    "street": "street,city,downtown,outdoors,daytime",
}.items()}
#: an object's group tag, added when the picture shows one
OBJECT_GROUP: dict[str, str] = {
    "cat": "pets", "dog": "pets", "fish": "fish", "tropical fish": "fish", "blowfish": "fish",
    "car": "car", "taxi": "car", "SUV": "car", "bus": "bus", "truck": "car",
    "sailboat": "boat", "speedboat": "boat", "ship": "boat", "book": "books", "tent": "camping",
    "teddy bear": "toys", "soccer ball": "toys", "basketball": "toys", "toy train": "toys", "kite": "toys",
    "sunflower": "flowers", "tulip": "flowers", "pine tree": "trees", "tree": "trees", "palm tree": "trees",
}
#: a document's tags by kind (and sub-kind: a ticket's kind, a sign's sign)
DOC_TAGS: dict[str, frozenset[str]] = {k: frozenset(v.split(",")) for k, v in {
    "receipt": "receipt,shopping,document",
    "ticket": "ticket,document",
    "ticket:train": "train,train ticket,travel",
    "ticket:movie": "movie,movie ticket,cinema",
    "ticket:concert": "concert,concert ticket,music",
    "chart": "chart,data,document",
    "sign": "sign,document",
    "sign:menu": "menu,cafe,coffee shop,drinks",
    "sign:hours": "opening hours",
    "sign:wifi": "wifi,password",
    "sign:parking": "parking sign,parking",
    "sign:room": "meeting room,office,work",
    # whiteboards hold a software team's week (launch beta, fix login bug, design review, ...)
    "whiteboard": "whiteboard,work,office,software,planning,document",
    "note": "sticky note,note,document",
    "note:shopping": "shopping list,groceries",
    "note:reminder": "reminder,to-do",
}.items()}
SHOPPING_HEADS = ("Shopping", "购物清单")


def tags(entry: Mapping[str, Any]) -> frozenset[str]:
    """The topic tags of one photo index entry (see the module's doc)."""
    facts = entry.get("facts", {})
    kind = str(entry.get("kind", ""))
    if kind == "scene":
        out = set(SETTING_TAGS.get(str(facts.get("setting", "")), ()))
        for obj, n in facts.get("counts", {}).items():
            if n > 0:
                out.add(obj)
                if obj in OBJECT_GROUP:
                    out.add(OBJECT_GROUP[obj])
        return frozenset(out)
    out = {kind, *DOC_TAGS.get(kind, ())}
    sub = {"ticket": facts.get("kind"), "sign": facts.get("sign")}.get(kind)
    if kind == "note":
        lines = facts.get("lines") or [""]
        sub = "shopping" if lines[0] in SHOPPING_HEADS else "reminder"
    if sub:
        out |= DOC_TAGS.get(f"{kind}:{sub}", frozenset())
    return frozenset(out)


def counts(entry: Mapping[str, Any]) -> dict[str, int]:
    """The objects a scene shows, by count (documents: none)."""
    return dict(entry.get("facts", {}).get("counts", {})) if entry.get("kind") == "scene" else {}


@dataclass(frozen=True)
class Want:
    """What an item's text is about: a fitting picture carries one of ``any`` (when given), every tag
    of ``all``, exactly ``n`` of each object of ``count`` and at least ``n`` of each object of ``least``
    (a text about "my cats" shows several). ``scenes``: only shared scene photos (no region documents)."""

    any: frozenset[str] = frozenset()
    all: frozenset[str] = frozenset()
    count: tuple[tuple[str, int], ...] = ()
    scenes: bool = False
    note: str = field(default="", compare=False)
    least: tuple[tuple[str, int], ...] = ()

    def fits(self, entry: Mapping[str, Any]) -> bool:
        if self.scenes and entry.get("kind") != "scene":
            return False
        t = tags(entry)
        if self.any and not t & self.any:
            return False
        if not self.all <= t:
            return False
        c = counts(entry)
        return all(c.get(obj, 0) == n for obj, n in self.count) and all(c.get(obj, 0) >= n for obj, n in self.least)

    def describe(self) -> str:
        parts = []
        if self.any:
            parts.append("any of " + "/".join(sorted(self.any)))
        if self.all:
            parts.append("all of " + "/".join(sorted(self.all)))
        parts += [f"{n} {obj}" for obj, n in self.count]
        parts += [f"{n}+ {obj}" for obj, n in self.least]
        return ", ".join(parts) or "anything"


def want(*any_of: str, all_of: Iterable[str] = (), count: Mapping[str, int] | None = None,
         scenes: bool = False, least: Mapping[str, int] | None = None) -> Want:
    """A :class:`Want` from plain arguments: ``want("desk", "bookshelf", count={"book": 7})``,
    ``want(least={"cat": 2})``."""
    return Want(frozenset(any_of), frozenset(all_of), tuple(sorted((count or {}).items())), scenes,
                least=tuple(sorted((least or {}).items())))


@cache
def index() -> dict[str, dict[str, Any]]:
    """The committed photo index (read once)."""
    data: dict[str, dict[str, Any]] = json.loads(INDEX.read_text(encoding="utf-8"))
    return data


def usable(asset: str, region: str, ix: Mapping[str, Mapping[str, Any]] | None = None) -> bool:
    """Whether a world of ``region`` may show ``asset``: shared scenes, and the region's own documents."""
    e = (ix or index()).get(asset)
    return e is not None and e.get("region", "") in ("", region)


def fitting(w: Want, region: str, ix: Mapping[str, Mapping[str, Any]] | None = None) -> list[str]:
    """The assets a world of ``region`` may show for ``w``, in asset order."""
    if ix is None:
        return list(_fitting(w, region))
    return [a for a, e in sorted(ix.items()) if e.get("region", "") in ("", region) and w.fits(e)]


@cache
def _fitting(w: Want, region: str) -> tuple[str, ...]:
    return tuple(fitting(w, region, index()))


def pick(w: Want, region: str, key: int, keep: str = "") -> str:
    """One fitting asset for ``w``: ``keep`` when it already fits, else the ``key``-th of :func:`fitting`
    (modulo); raises when nothing fits (a generator must not ask for a picture it cannot have)."""
    ix = index()
    if keep and usable(keep, region, ix) and w.fits(ix[keep]):
        return keep
    pool = _fitting(w, region)
    if not pool:
        raise LookupError(f"no photo shows {w.describe()} ({region})")
    return pool[key % len(pool)]
