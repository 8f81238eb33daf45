"""Video views of the Me side: Me, history, watch later, favourite folders, following, downloads, VIP,
settings; and the sheets and dialogs (coins, favourite, more, move, folder name, deletes)."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.video.cards import card, uploader_row
from mgym.apps.video.effects import QUALITIES, folder
from mgym.apps.video.world import VIP_PRICE, currency, world
from mgym.i18n import N_
from mgym.os.context import AppContext

QUALITY_LABELS = {"auto": N_("Auto"), "1080p": N_("1080P HD"), "720p": N_("720P HD"), "480p": N_("480P Clear"),
                  "360p": N_("360P Smooth")}


def _v(template: str, **data: Any) -> View:
    return View(f"apps/video/{template}.html", data)


def _cards(ctx: AppContext, ids: list[str], **extra: Any) -> list[dict[str, Any]]:
    w = world(ctx.region)
    return [card(w, v, ctx.locale, **extra) for i in ids if (v := w.video(i)) is not None]


def _folder_row(ctx: AppContext, f: dict[str, Any]) -> dict[str, Any]:
    w = world(ctx.region)
    first = w.video(f["videos"][-1]) if f["videos"] else None
    return {"id": f["id"], "name": f["name"], "n": len(f["videos"]), "default": f["default"],
            "color": first.color if first else "#cfd8dc", "emoji": first.emoji if first else "⭐",
            "thumb": first.thumb if first else ""}


def me(ctx: AppContext) -> View:
    st = ctx.state
    return _v("me", st=st, n_follow=len(st["following"]), n_later=len(st["watch_later"]),
              n_favs=sum(len(f["videos"]) for f in st["folders"]), n_hist=len(st["history"]),
              n_dl=len(st["downloads"]), owner=str(ctx.os.get("device", {}).get("name", "")))


def history(ctx: AppContext) -> View:
    w = world(ctx.region)
    rows = [card(w, v, ctx.locale, at=h["at"]) for h in ctx.state["history"] if (v := w.video(h["video"]))]
    return _v("list", title=N_("History"), kind="history", cards=rows, empty=N_("No watch history"))


def later(ctx: AppContext) -> View:
    return _v("list", title=N_("Watch later"), kind="later", cards=_cards(ctx, list(reversed(ctx.state["watch_later"]))),
              empty=N_("Nothing to watch later"))


def downloads(ctx: AppContext) -> View:
    return _v("list", title=N_("Downloads"), kind="downloads", cards=_cards(ctx, list(reversed(ctx.state["downloads"]))),
              empty=N_("No downloads yet"), vip=ctx.state["vip"])


def favs(ctx: AppContext) -> View:
    return _v("favs", folders=[_folder_row(ctx, f) for f in ctx.state["folders"]])


def folder_page(ctx: AppContext) -> View:
    f = folder(ctx.state, ctx.param("id"))
    if f is None:
        return _v("folder", f=None)
    sel = [str(x) for x in ctx.param("sel") or []]
    rows = _cards(ctx, list(reversed(f["videos"])))
    for r in rows:
        r["selected"] = r["id"] in sel
    return _v("folder", f=_folder_row(ctx, f), cards=rows, edit=bool(ctx.param("edit")), sel=sel)


def follows(ctx: AppContext) -> View:
    w = world(ctx.region)
    rows = [uploader_row(u, ctx.locale, len(w.by_uploader.get(u.id, ())), True)
            for i in reversed(ctx.state["following"]) if (u := w.uploader(i)) is not None]
    return _v("follows", rows=rows)


def vip(ctx: AppContext) -> View:
    cur = currency(ctx.region)
    return _v("vip", vip=ctx.state["vip"], price=VIP_PRICE[cur], currency=cur)


def settings(ctx: AppContext) -> View:
    return _v("settings", s=ctx.state["settings"], qualities=[(q, QUALITY_LABELS[q]) for q in QUALITIES])


# ---- sheets and dialogs -------------------------------------------------------------------------
def coin_sheet(ctx: AppContext) -> View:
    vid = str(ctx.param("id"))
    given = ctx.state["coined"].get(vid, 0)
    return _v("coin_sheet", vid=vid, given=given, balance=ctx.state["coins"],
              options=[{"n": n, "ok": given + n <= 2 and ctx.state["coins"] >= n} for n in (1, 2)])


def fav_sheet(ctx: AppContext) -> View:
    vid = str(ctx.param("id"))
    rows = [{**_folder_row(ctx, f), "has": vid in f["videos"]} for f in ctx.state["folders"]]
    return _v("fav_sheet", vid=vid, folders=rows)


def more_sheet(ctx: AppContext) -> View:
    vid = str(ctx.param("id"))
    return _v("more_sheet", vid=vid, later=vid in ctx.state["watch_later"], downloaded=vid in ctx.state["downloads"],
              vip=ctx.state["vip"])


def move_sheet(ctx: AppContext) -> View:
    src = ctx.param("id")
    rows = [_folder_row(ctx, f) for f in ctx.state["folders"] if f["id"] != src]
    return _v("move_sheet", src=src, sel=list(ctx.param("sel") or []), folders=rows)


def folder_name(ctx: AppContext) -> View:
    f = folder(ctx.state, ctx.param("folder"))
    name = ctx.field("name").strip()
    clash = any(x["name"] == name and x is not f for x in ctx.state["folders"])
    ready = bool(name) and not clash
    if f is not None:
        return _v("folder_name", title=N_("Rename folder"), ok="fname.save", ok_label=N_("Save"), hint=f["name"],
                  ready=ready, clash=clash, tparams={"folder": f["id"]})
    return _v("folder_name", title=N_("New folder"), ok="fname.create", ok_label=N_("Create"), hint="",
              ready=ready, clash=clash, tparams={"id": ctx.param("id")} if ctx.param("id") else {})


def folder_delete(ctx: AppContext) -> View:
    f = folder(ctx.state, ctx.param("id"))
    return _v("confirm", title=N_("Delete folder?"), body=f["name"] if f else "", ok="fdel.confirm",
              cancel="fdel.cancel", ok_label=N_("Delete"), tparams={"id": ctx.param("id")})


def history_clear(ctx: AppContext) -> View:
    return _v("confirm", title=N_("Clear all watch history?"), body="", ok="hclear.confirm", cancel="hclear.cancel",
              ok_label=N_("Clear"), tparams={})


ME_VIEWS = {"me": me, "history": history, "later": later, "downloads": downloads, "favs": favs,
            "folder": folder_page, "follows": follows, "vip": vip, "settings": settings, "coin_sheet": coin_sheet,
            "fav_sheet": fav_sheet, "more_sheet": more_sheet, "move_sheet": move_sheet, "folder_name": folder_name,
            "folder_delete": folder_delete, "history_clear": history_clear}
