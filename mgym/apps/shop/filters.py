"""Search, the results' filters and sort. A results screen's params are its query (``q``, ``cat``,
``brands``, ``cond``, ``pmin``, ``pmax``, ``origin``, ``free``, ``fmt``, ``sort``); the filter and
sort sheets edit the results entry below them."""

from __future__ import annotations

from typing import Any

from mgym.apps.shop import world
from mgym.os.context import AppContext

MAX_RECENT = 8
FILTER_KEYS = ("cat", "brands", "cond", "pmin", "pmax", "origin", "free", "fmt")


def _num(v: Any) -> float | None:
    try:
        x = float(str(v).replace(",", "").replace("$", "").replace("¥", "").strip())
    except (TypeError, ValueError):
        return None
    return x if x >= 0 else None


def query_of(p: dict[str, Any]) -> world.Query:
    sort = str(p.get("sort") or "best")
    return world.Query(
        q=str(p.get("q") or "").strip(), cat=str(p.get("cat") or ""),
        brands=tuple(sorted(str(b) for b in p.get("brands") or ())), cond=tuple(sorted(str(c) for c in p.get("cond") or ())),
        pmin=_num(p.get("pmin")) if p.get("pmin") not in (None, "") else None,
        pmax=_num(p.get("pmax")) if p.get("pmax") not in (None, "") else None,
        origin=str(p.get("origin") or ""), free=bool(p.get("free")), fmt=str(p.get("fmt") or ""),
        sort=sort if sort in world.SORTS else "best")


def n_filters(p: dict[str, Any]) -> int:
    q = query_of(p)
    return (len(q.brands) + len(q.cond) + (q.pmin is not None or q.pmax is not None) + bool(q.origin) + q.free
            + bool(q.fmt))


# ---- search ------------------------------------------------------------------------------------
def focus_query(ctx: AppContext) -> None:
    if ctx.entry is not None:
        ctx.entry["fields"].setdefault("q", "")
        ctx.entry["focus"] = "q"


def has_query(ctx: AppContext) -> bool:
    return bool(ctx.field("q").strip())


def _remember(ctx: AppContext, q: str) -> None:
    rs = [r for r in ctx.state["recent_searches"] if r.lower() != q.lower()]
    ctx.state["recent_searches"] = [q, *rs][:MAX_RECENT]


def search_go(ctx: AppContext) -> dict[str, Any]:
    q = ctx.field("q").strip()
    _remember(ctx, q)
    return {"q": q, "sort": "best"}


def recent_go(ctx: AppContext) -> dict[str, Any]:
    q = str(ctx.params.get("q") or "")
    _remember(ctx, q)
    return {"q": q, "sort": "best"}


def clear_recent(ctx: AppContext) -> None:
    ctx.state["recent_searches"] = []


def saved_go(ctx: AppContext) -> dict[str, Any]:
    i = ctx.params.get("i")
    saved = ctx.state["saved_searches"]
    s = saved[i] if isinstance(i, int) and 0 <= i < len(saved) else {"q": "", "cat": ""}
    return {"q": s["q"], "cat": s["cat"], "sort": "best"}


def toggle_saved(ctx: AppContext) -> None:
    q, cat = str(ctx.param("q") or ""), str(ctx.param("cat") or "")
    saved = ctx.state["saved_searches"]
    hit = next((s for s in saved if s["q"] == q and s["cat"] == cat), None)
    if hit is not None:
        saved.remove(hit)
        ctx.toast("Search removed from saved")
    else:
        saved.append({"q": q, "cat": cat})
        ctx.toast("Search saved")


def unsave(ctx: AppContext) -> None:
    i = ctx.params.get("i")
    saved = ctx.state["saved_searches"]
    if isinstance(i, int) and 0 <= i < len(saved):
        del saved[i]


def category_go(ctx: AppContext) -> dict[str, Any]:
    return {"cat": ctx.params.get("cat"), "q": "", "sort": "best"}


def known_category(ctx: AppContext) -> bool:
    return str(ctx.params.get("cat")) in world.world(ctx.region).categories


# ---- the filter sheet (edits the results below) ------------------------------------------------------
def _below(ctx: AppContext) -> dict[str, Any]:
    e = ctx.entry_below("results")
    assert e is not None
    p: dict[str, Any] = e["params"]
    return p


def fill_prices(ctx: AppContext) -> None:
    e = ctx.entry_below("results")
    if e is None:
        return
    for k in ("pmin", "pmax"):
        v = e["params"].get(k)
        ctx.set_field(k, "" if v in (None, "") else f"{float(v):g}")


def _toggle_in(p: dict[str, Any], key: str, value: str) -> None:
    cur = [str(x) for x in p.get(key) or ()]
    p[key] = [x for x in cur if x != value] if value in cur else [*cur, value]


def toggle_brand(ctx: AppContext) -> None:
    _toggle_in(_below(ctx), "brands", str(ctx.params.get("brand", "")))


def toggle_cond(ctx: AppContext) -> None:
    c = str(ctx.params.get("cond", ""))
    if c in world.CONDITIONS:
        _toggle_in(_below(ctx), "cond", c)


def set_origin(ctx: AppContext) -> None:
    p = _below(ctx)
    o = str(ctx.params.get("origin", ""))
    p["origin"] = "" if p.get("origin") == o else o


def set_cat(ctx: AppContext) -> None:
    p = _below(ctx)
    c = str(ctx.params.get("cat", ""))
    p["cat"] = "" if p.get("cat") == c else c
    p["brands"] = []


def toggle_free(ctx: AppContext) -> None:
    p = _below(ctx)
    p["free"] = not p.get("free")


def set_fmt(ctx: AppContext) -> None:
    f = str(ctx.params.get("fmt", ""))
    if f in ("", "buy", "auction"):
        _below(ctx)["fmt"] = f


def apply_prices(ctx: AppContext) -> None:
    p = _below(ctx)
    for k in ("pmin", "pmax"):
        v = _num(ctx.field(k)) if ctx.field(k).strip() else None
        p[k] = "" if v is None else v


def reset_filters(ctx: AppContext) -> None:
    p = _below(ctx)
    for k in FILTER_KEYS:
        if k != "cat":
            p.pop(k, None)
    for k in ("pmin", "pmax"):
        ctx.set_field(k, "")


def pick_sort(ctx: AppContext) -> None:
    s = str(ctx.params.get("sort", ""))
    if s in world.SORTS:
        _below(ctx)["sort"] = s
