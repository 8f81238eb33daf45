"""Reader views of the shelf, its menus and group dialogs, the store and a book's page. The reader,
bookmarks, audiobook and statistics are in :mod:`views_read`."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.reader import model, world
from mgym.apps.reader.views_read import READ_VIEWS
from mgym.i18n import N_
from mgym.os.context import AppContext

CATEGORY_LABELS: dict[str, str] = {
    "fantasy": N_("Fantasy"), "scifi": N_("Science fiction"), "mystery": N_("Mystery"), "romance": N_("Romance"),
    "history": N_("History"), "classics": N_("Classics"), "business": N_("Business"), "psychology": N_("Psychology"),
    "travel": N_("Travel"), "cooking": N_("Cooking"), "poetry": N_("Poetry"), "children": N_("Children"),
}
RANKING_LABELS: dict[str, str] = {"hot": N_("Trending"), "new": N_("New releases"), "top": N_("Top rated")}
SORT_LABELS: dict[str, str] = {"recent": N_("Recently read"), "title": N_("Title"), "progress": N_("Progress")}
STORE_TABS: dict[str, str] = {"featured": N_("Featured"), "rankings": N_("Rankings"), "categories": N_("Categories")}


def cover(b: world.Book) -> dict[str, Any]:
    return {"id": b["id"], "title": b["title"], "author": b["author"], "color": b["color"], "emoji": b["emoji"]}


def card(ctx: AppContext, b: world.Book) -> dict[str, Any]:
    return {**cover(b), "cat": CATEGORY_LABELS[b["cat"]], "rating": b["rating"], "readers": b["readers"],
            "price": b["price"], "owned": model.owned(ctx.state, b), "words": b["words"],
            "on_shelf": model.shelf_item(ctx.state, b["id"]) is not None}


def _shelf_rows(ctx: AppContext, query: str = "") -> list[dict[str, Any]]:
    rows = []
    for it in ctx.state["shelf"]:
        b = world.book(ctx.region, it["id"])
        if b is None:
            continue
        if query and query.lower() not in f"{b['title']} {b['author']}".lower():
            continue
        ch = min(int(it["chapter"]), len(b["chapters"]) - 1)
        pct = 100 if it["finished"] else model.progress(b, ch, it["para"])
        rows.append({**cover(b), "group": it["group"], "pct": pct, "finished": it["finished"],
                     "last": ctx.state["last_read"].get(b["id"], 0), "chapter": ch + 1,
                     "chapter_title": b["chapters"][ch]["title"]})
    sort = ctx.state["sort"]
    if sort == "title":
        rows.sort(key=lambda r: r["title"])
    elif sort == "progress":
        rows.sort(key=lambda r: (-r["pct"], r["title"]))
    else:
        rows.sort(key=lambda r: -r["last"])
    return rows


def shelf(ctx: AppContext) -> View:
    group = str(ctx.param("group") or "")
    if group not in ctx.state["groups"]:
        group = ""
    rows = _shelf_rows(ctx)
    shown = [r for r in rows if r["group"] == group] if group else rows
    chips = [{"id": "", "label": ctx.gettext("All"), "n": len(rows), "on": not group}] + [
        {"id": g, "label": g, "n": sum(r["group"] == g for r in rows), "on": g == group} for g in ctx.state["groups"]]
    return View("apps/reader/shelf.html", {"tab": "shelf", "rows": shown, "chips": chips, "group": group,
                                           "view": ctx.state["view"], "sort": SORT_LABELS[ctx.state["sort"]]})


def shelf_search(ctx: AppContext) -> View:
    q = ctx.field("q").strip()
    return View("apps/reader/shelf_search.html", {"q": q, "rows": _shelf_rows(ctx, q) if q else [],
                                                  "recent": ctx.state["recent_searches"]})


def shelf_menu(ctx: AppContext) -> View:
    b = world.book(ctx.region, ctx.param("id"))
    return View("apps/reader/shelf_menu.html", {"book": cover(b) if b else None})


def sort_menu(ctx: AppContext) -> View:
    return View("apps/reader/sort_menu.html", {"options": [{"id": k, "label": v, "on": k == ctx.state["sort"]}
                                                           for k, v in SORT_LABELS.items()]})


def move_sheet(ctx: AppContext) -> View:
    it = model.shelf_item(ctx.state, ctx.param("id"))
    current = it["group"] if it else ""
    return View("apps/reader/move_sheet.html", {"id": ctx.param("id"), "current": current,
                                                "groups": list(ctx.state["groups"])})


def group_new(ctx: AppContext) -> View:
    return View("apps/reader/group_dialog.html", {"mode": "new", "id": ctx.param("id"), "name": ""})


def group_rename(ctx: AppContext) -> View:
    return View("apps/reader/group_dialog.html", {"mode": "rename", "id": None, "name": ctx.param("name")})


def group_delete(ctx: AppContext) -> View:
    return View("apps/reader/group_delete.html", {"name": ctx.param("name")})


def groups(ctx: AppContext) -> View:
    return View("apps/reader/groups.html", {"groups": [
        {"name": g, "n": sum(1 for it in ctx.state["shelf"] if it["group"] == g)} for g in ctx.state["groups"]]})


# ---- store ------------------------------------------------------------------------------------------------
def store(ctx: AppContext) -> View:
    tab = ctx.param("tab") if ctx.param("tab") in STORE_TABS else "featured"
    w = world.world(ctx.region)
    out: dict[str, Any] = {"tab": tab, "tabs": STORE_TABS, "currency": world.currency(ctx.region)}
    if tab == "featured":
        out["sections"] = [{"title": RANKING_LABELS[k], "kind": k,
                            "books": [card(ctx, b) for b in w.ranking(k)[:6]]} for k in ("hot", "new", "top")]
        out["picks"] = [card(ctx, b) for b in w.ranking("top")[6:12]]
    elif tab == "rankings":
        cat = ctx.param("cat") if ctx.param("cat") in world.CATEGORIES else ""
        kind = ctx.param("kind") if ctx.param("kind") in world.RANKINGS else "hot"
        out.update(cat=cat, kind=kind, kinds=RANKING_LABELS,
                   cats=[{"id": "", "label": N_("All")}] + [{"id": c, "label": CATEGORY_LABELS[c]}
                                                              for c in world.CATEGORIES],
                   books=[card(ctx, b) for b in w.ranking(kind, cat)[:20]])
    else:
        out["cats"] = [{"id": c, "label": CATEGORY_LABELS[c], "n": sum(b["cat"] == c for b in w.books),
                        "cover": cover(w.ranking("hot", c)[0])} for c in world.CATEGORIES]
    return View("apps/reader/store.html", out)


def store_search(ctx: AppContext) -> View:
    q = ctx.field("q").strip().lower()
    hits = [card(ctx, b) for b in world.world(ctx.region).ranking("hot")
            if q and (q in b["title"].lower() or q in b["author"].lower())] if q else []
    return View("apps/reader/store_search.html", {"q": q, "rows": hits[:30], "recent": ctx.state["store_searches"],
                                                  "currency": world.currency(ctx.region)})


def category(ctx: AppContext) -> View:
    cat = ctx.param("cat") if ctx.param("cat") in world.CATEGORIES else world.CATEGORIES[0]
    rows = [card(ctx, b) for b in world.world(ctx.region).ranking("hot", cat)]
    return View("apps/reader/category.html", {"label": CATEGORY_LABELS[cat], "rows": rows,
                                              "currency": world.currency(ctx.region)})


def book(ctx: AppContext) -> View:
    b = world.book(ctx.region, ctx.param("id"))
    if b is None:
        return View("apps/reader/book.html", {"book": None})
    it = model.shelf_item(ctx.state, b["id"])
    owned = model.owned(ctx.state, b)
    chapters = [{"n": i + 1, "title": c["title"], "locked": not model.readable(ctx.state, b, i)}
                for i, c in enumerate(b["chapters"])]
    return View("apps/reader/book.html", {
        "book": {**card(ctx, b), "intro": b["intro"], "published": b["published"], "n_chapters": len(chapters)},
        "chapters": chapters, "owned": owned, "on_shelf": it is not None,
        "progress": (100 if it["finished"] else model.progress(b, it["chapter"], it["para"])) if it else None,
        "currency": world.currency(ctx.region),
        "ratings": [{"label": RANKING_LABELS[k], "rank": world.world(ctx.region).ranking(k, b["cat"]).index(b) + 1}
                    for k in ("hot", "top")], "cat_label": CATEGORY_LABELS[b["cat"]]})


VIEWS = {"shelf": shelf, "shelf_search": shelf_search, "shelf_menu": shelf_menu, "sort_menu": sort_menu,
         "move_sheet": move_sheet, "group_new": group_new, "groups": groups, "group_rename": group_rename,
         "group_delete": group_delete, "store": store, "store_search": store_search, "category": category,
         "book": book, **READ_VIEWS}
