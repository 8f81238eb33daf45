"""Theme Store views: the three store tabs, an item's detail page, My themes and the restore dialog.
Items come from the region's world data; owned comes from the overlay; applied from ``os.display``."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.themes import looks, world
from mgym.apps.themes.navigation import FIELDS, applied, owns
from mgym.i18n import N_
from mgym.os.context import AppContext

KIND_LABELS = {"theme": N_("Theme"), "wallpaper": N_("Wallpaper"), "icon_pack": N_("Icon pack")}
CATEGORY_LABELS = {"nature": N_("Nature"), "abstract": N_("Abstract"), "space": N_("Space"), "city": N_("City")}
#: the sample icons an icon pack's preview draws (Material icon, stock colour)
SAMPLE_ICONS = (("call", "#1e88e5"), ("chat", "#43a047"), ("photo_camera", "#e53935"), ("settings", "#546e7a"))


def _preview(it: world.Item) -> dict[str, Any]:
    """What a card or the detail page draws for an item (a theme: its status bar and accent too)."""
    out: dict[str, Any] = {"bg": "#eceff1", "bar": None, "accent": None, "dark": False, "icons": []}
    if it["kind"] == "icon_pack":
        return {**out, "icons": [{"icon": name, **looks.icon({"icon_pack": it["id"]}, color)}
                                 for name, color in SAMPLE_ICONS]}
    out["bg"] = looks.gradient(it["colors"])
    if it["kind"] == "theme":
        out.update(bar=it["statusbar"], accent=it["accent"], dark=it["dark"])
    return out


def _card(ctx: AppContext, it: world.Item) -> dict[str, Any]:
    return {"id": it["id"], "name": it["name"], "kind": it["kind"], "emoji": it["emoji"], "price": it["price"],
            "owned": bool(it["price"]) and it["id"] in ctx.state["owned"], "applied": applied(ctx.os, it),
            "preview": _preview(it)}


def _page(ctx: AppContext, tab: str, kind: world.Kind, extra: dict[str, Any] | None = None) -> View:
    rows = [_card(ctx, it) for it in world.items(ctx.region, kind)]
    if extra and extra.get("cat"):
        rows = [r for r, it in zip(rows, world.items(ctx.region, kind), strict=True) if it["category"] == extra["cat"]]
    return View(f"apps/themes/{tab}.html", {"tab": tab, "cards": rows, "currency": world.currency(ctx.region),
                                            **(extra or {})})


def themes(ctx: AppContext) -> View:
    return _page(ctx, "themes", "theme")


def wallpapers(ctx: AppContext) -> View:
    cat = ctx.param("cat") if ctx.param("cat") in world.CATEGORIES else ""
    chips = [{"id": "", "label": N_("All"), "on": not cat}] + [
        {"id": c, "label": CATEGORY_LABELS[c], "on": c == cat} for c in world.CATEGORIES]
    return _page(ctx, "wallpapers", "wallpaper", {"cat": cat, "chips": chips})


def icons(ctx: AppContext) -> View:
    return _page(ctx, "icons", "icon_pack")


def detail(ctx: AppContext) -> View:
    it = world.item(ctx.region, ctx.param("id"))
    if it is None:
        return View("apps/themes/detail.html", {"item": None})
    category = CATEGORY_LABELS.get(str(it.get("category", "")))
    return View("apps/themes/detail.html", {
        "item": {**_card(ctx, it), "designer": it["designer"], "rating": it["rating"], "downloads": it["downloads"],
                 "kind_label": KIND_LABELS[it["kind"]], "category": category},
        "can_apply": owns(ctx.state, it) and not applied(ctx.os, it), "currency": world.currency(ctx.region)})


def mine(ctx: AppContext) -> View:
    d = ctx.os["display"]
    current = []
    for kind, field in FIELDS.items():
        it = world.item(ctx.region, d[field])
        current.append({"kind_label": KIND_LABELS[kind], "item": _card(ctx, it) if it is not None else None})
    # newest purchase first
    bought = [_card(ctx, it) for i in reversed(ctx.state["owned"]) if (it := world.item(ctx.region, i)) is not None]
    return View("apps/themes/mine.html", {"current": current, "bought": bought,
                                          "is_default": all(d[f] == looks.DEFAULT for f in FIELDS.values())})


def restore_confirm(ctx: AppContext) -> View:
    return View("apps/themes/restore_confirm.html", {})


VIEWS = {"themes": themes, "wallpapers": wallpapers, "icons": icons, "detail": detail, "mine": mine,
         "restore_confirm": restore_confirm}
