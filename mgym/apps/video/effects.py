"""What Video's transitions do to the overlay: the player, like / coin / favourite / triple, follow,
favourite folders (create, rename, delete, move, remove), watch later, downloads, history, search,
share, VIP through Wallet, settings."""

from __future__ import annotations

from typing import Any

from mgym.apps.video.world import VIP_PRICE, currency, world
from mgym.os import purchase
from mgym.os.context import AppContext

LINK = "https://video.example/v/{id}"
MAX_HISTORY = 50
QUALITIES = ("auto", "1080p", "720p", "480p", "360p")


def _vid(ctx: AppContext) -> str:
    return str(ctx.param("id", ""))


def _video(ctx: AppContext) -> Any:
    return world(ctx.region).video(ctx.param("id"))


# ---- the player (on the virtual clock) ---------------------------------------------------------
def position(ctx: AppContext) -> int:
    """Seconds into the current video."""
    p = ctx.state["player"]
    v = world(ctx.region).video(p["video"])
    if v is None:
        return 0
    pos = (ctx.now - p["started"]) // 1000 if p["playing"] else p["position"]
    return max(0, min(v.duration, int(pos)))


def open_video(ctx: AppContext) -> None:
    """A video page opened: it starts playing (autoplay) where it was left, or from the start when it was
    never watched or watched to the end, and goes to the top of the history."""
    vid = _vid(ctx)
    v = world(ctx.region).video(vid)
    if v is None:
        return
    st = ctx.state
    auto = st["settings"]["autoplay"]
    left = next((int(h["position"]) for h in st["history"] if h["video"] == vid), 0)
    at = left if 0 < left < v.duration else 0
    st["player"] = {"video": vid, "part": 1, "playing": auto, "started": ctx.now - at * 1000, "position": at}
    hist = [h for h in st["history"] if h["video"] != vid]
    st["history"] = [{"video": vid, "at": ctx.now, "position": at}, *hist][:MAX_HISTORY]


def toggle_play(ctx: AppContext) -> None:
    p = ctx.state["player"]
    if p["video"] != _vid(ctx):
        p.update(video=_vid(ctx), part=1, playing=False, started=ctx.now, position=0)
    pos = position(ctx)
    if p["playing"]:
        p.update(playing=False, position=pos)
    else:
        v = world(ctx.region).video(p["video"])
        if v is not None and pos >= v.duration:
            pos = 0
        p.update(playing=True, started=ctx.now - pos * 1000)
    for h in ctx.state["history"]:
        if h["video"] == p["video"]:
            h["position"] = pos


def pick_part(ctx: AppContext) -> None:
    v = _video(ctx)
    n = int(ctx.param("part", 1))
    if v is not None and 1 <= n <= v.parts:
        ctx.state["player"].update(video=v.id, part=n, playing=True, started=ctx.now, position=0)


# ---- like, coin, favourite, triple -------------------------------------------------------------
def like(ctx: AppContext) -> None:
    vid = _vid(ctx)
    if _video(ctx) is None:
        return
    lst: list[str] = ctx.state["liked"]
    if vid in lst:
        lst.remove(vid)
        ctx.toast("Like removed")
    else:
        lst.append(vid)
        ctx.toast("Liked")


def can_coin(ctx: AppContext) -> bool:
    n = int(ctx.param("n", 1))
    st = ctx.state
    return _video(ctx) is not None and n in (1, 2) and st["coined"].get(_vid(ctx), 0) + n <= 2 and st["coins"] >= n


def give_coins(ctx: AppContext) -> None:
    n = int(ctx.param("n", 1))
    st = ctx.state
    vid = _vid(ctx)
    st["coined"][vid] = st["coined"].get(vid, 0) + n
    st["coins"] -= n
    ctx.ntoast("Gave {n} coin", "Gave {n} coins", n)


def default_folder(st: dict[str, Any]) -> dict[str, Any]:
    f = next((f for f in st["folders"] if f["default"]), None)
    if f is None:
        f = {"id": "f0", "name": "Default", "videos": [], "created": 0, "default": True}
        st["folders"].insert(0, f)
    return f


def triple(ctx: AppContext) -> None:
    """The long press on Like: like, one coin (if none given yet and the balance allows), and the
    default folder."""
    vid = _vid(ctx)
    if _video(ctx) is None:
        return
    st = ctx.state
    if vid not in st["liked"]:
        st["liked"].append(vid)
    if st["coined"].get(vid, 0) == 0 and st["coins"] >= 1:
        st["coined"][vid] = 1
        st["coins"] -= 1
    f = default_folder(st)
    if vid not in f["videos"]:
        f["videos"].append(vid)
    ctx.toast("Liked, coined and favourited!")


def folder(st: dict[str, Any], fid: object) -> dict[str, Any] | None:
    return next((f for f in st["folders"] if f["id"] == fid), None)


def fav_toggle(ctx: AppContext) -> None:
    f = folder(ctx.state, ctx.param("folder"))
    vid = _vid(ctx)
    if f is None or _video(ctx) is None:
        return
    if vid in f["videos"]:
        f["videos"].remove(vid)
        ctx.toast("Removed from {name}", name=f["name"])
    else:
        f["videos"].append(vid)
        ctx.toast("Added to {name}", name=f["name"])


def name_ready(ctx: AppContext) -> bool:
    name = ctx.field("name").strip()
    fid = ctx.param("folder")
    return bool(name) and all(f["name"] != name or f["id"] == fid for f in ctx.state["folders"])


def create_folder(ctx: AppContext) -> None:
    st = ctx.state
    fid = f"f{st['next_id']}"
    st["next_id"] += 1
    vid = str(ctx.param("id") or "")
    videos = [vid] if world(ctx.region).video(vid) else []
    st["folders"].append({"id": fid, "name": ctx.field("name").strip()[:40], "videos": videos, "created": ctx.now,
                          "default": False})
    if videos:
        ctx.toast("Created {name} and added the video", name=ctx.field("name").strip()[:40])
    else:
        ctx.toast("Folder created")


def rename_folder(ctx: AppContext) -> None:
    f = folder(ctx.state, ctx.param("folder"))
    if f is not None:
        f["name"] = ctx.field("name").strip()[:40]


def can_delete_folder(ctx: AppContext) -> bool:
    f = folder(ctx.state, ctx.param("id"))
    return f is not None and not f["default"]


def delete_folder(ctx: AppContext) -> None:
    fid = ctx.param("id")
    ctx.state["folders"] = [f for f in ctx.state["folders"] if f["id"] != fid or f["default"]]
    ctx.toast("Folder deleted")


def _selection(ctx: AppContext) -> list[str]:
    return [str(x) for x in ctx.screen_params.get("sel") or []]


def select(ctx: AppContext) -> None:
    vid = str(ctx.param("video"))
    sel = _selection(ctx)
    ctx.set_param("sel", [x for x in sel if x != vid] if vid in sel else [*sel, vid])


def edit_mode(ctx: AppContext) -> None:
    ctx.set_param("edit", not ctx.screen_params.get("edit"))
    ctx.set_param("sel", [])


def has_selection(ctx: AppContext) -> bool:
    return bool(ctx.params.get("sel") or ctx.screen_params.get("sel"))


def remove_selected(ctx: AppContext) -> None:
    f = folder(ctx.state, ctx.param("id"))
    sel = set(_selection(ctx))
    if f is not None:
        f["videos"] = [v for v in f["videos"] if v not in sel]
        ctx.ntoast("Removed {n} video", "Removed {n} videos", len(sel))
    ctx.set_param("sel", [])


def move_selected(ctx: AppContext) -> None:
    """From the move sheet: the folder page's selection goes to folder ``to``."""
    src, dst = folder(ctx.state, ctx.param("id")), folder(ctx.state, ctx.param("to"))
    sel = [str(x) for x in ctx.param("sel") or []]
    if src is None or dst is None or src is dst:
        return
    src["videos"] = [v for v in src["videos"] if v not in sel]
    dst["videos"].extend(v for v in sel if v not in dst["videos"])
    below = ctx.entry_below("folder")
    if below is not None:
        below["params"]["sel"] = []
    ctx.toast("Moved to {name}", name=dst["name"])


# ---- follow, watch later, downloads, history, share --------------------------------------------
def follow(ctx: AppContext) -> None:
    uid = str(ctx.param("up"))
    if world(ctx.region).uploader(uid) is None:
        return
    lst: list[str] = ctx.state["following"]
    if uid in lst:
        lst.remove(uid)
        ctx.toast("Unfollowed")
    else:
        lst.append(uid)
        ctx.toast("Followed")


def watch_later(ctx: AppContext) -> None:
    vid = _vid(ctx)
    lst: list[str] = ctx.state["watch_later"]
    if _video(ctx) is None:
        return
    if vid in lst:
        lst.remove(vid)
        ctx.toast("Removed from Watch later")
    else:
        lst.append(vid)
        ctx.toast("Added to Watch later")


def later_remove(ctx: AppContext) -> None:
    ctx.state["watch_later"] = [v for v in ctx.state["watch_later"] if v != _vid(ctx)]


def download(ctx: AppContext) -> None:
    if not ctx.state["vip"]:
        ctx.toast("Downloading is a VIP feature")
        return
    vid = _vid(ctx)
    if _video(ctx) is not None and vid not in ctx.state["downloads"]:
        ctx.state["downloads"].append(vid)
    ctx.toast("Downloaded")


def download_remove(ctx: AppContext) -> None:
    ctx.state["downloads"] = [v for v in ctx.state["downloads"] if v != _vid(ctx)]
    ctx.toast("Download deleted")


def clear_history(ctx: AppContext) -> None:
    ctx.state["history"] = []
    ctx.toast("History cleared")


def share(ctx: AppContext) -> None:
    v = _video(ctx)
    if v is not None:
        ctx.share(text=f"{v.title} {LINK.format(id=v.id)}", subject=v.title)


# ---- search ------------------------------------------------------------------------------------
def search_submit(ctx: AppContext) -> dict[str, Any]:
    q = str(ctx.params.get("q") or ctx.field("q")).strip()  # a recent search's own q, else what was typed
    if not q:
        return {}
    ctx.set_field("q", q)
    rs = [x for x in ctx.state["recent_searches"] if x != q]
    ctx.state["recent_searches"] = [q, *rs][:10]
    ctx.set_param("q", q)
    return {"q": q}


def set_filter(ctx: AppContext) -> None:
    for key in ("dur", "date", "sort"):
        if key in ctx.params:
            ctx.set_param(key, str(ctx.params[key]))


def clear_searches(ctx: AppContext) -> None:
    ctx.state["recent_searches"] = []


def set_param(name: str) -> Any:
    def effect(ctx: AppContext) -> None:
        ctx.set_param(name, ctx.params.get(name))
    return effect


# ---- VIP and settings --------------------------------------------------------------------------
def can_buy(ctx: AppContext) -> bool:
    return purchase.can_buy(ctx, "vip", "vip")


def buy_vip(ctx: AppContext) -> None:
    if purchase.subscribe(ctx, flag="vip", order_id="vip", amount=VIP_PRICE[currency(ctx.region)],
                          payee=ctx.gettext("Video VIP"), memo=ctx.gettext("VIP · 1 month"), result="vip.buy"):
        ctx.toast("Welcome to VIP")


def toggle_setting(ctx: AppContext) -> None:
    key = ctx.param("key")
    if key in ("autoplay", "danmaku", "mobile_data"):
        ctx.state["settings"][key] = not ctx.state["settings"][key]


def set_quality(ctx: AppContext) -> None:
    if ctx.param("q") in QUALITIES:
        ctx.state["settings"]["quality"] = ctx.param("q")
