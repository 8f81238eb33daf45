"""Messenger and the OS: pictures through the system media picker (behind the "photos"
permission), content shared into a chat (ACTION_SEND), direct share targets, and saving a
picture to the phone.

Sharing reuses the forward flow: the share sheet opens ``forward`` ("Select a chat") with the
content as params, ``forward.pick`` asks in ``forward_confirm`` (with an optional message), and
``forward.send`` sends it and leaves the chat open in the sharing app's task, so Back returns there.
"""

from __future__ import annotations

from typing import Any

from mgym.os import permissions
from mgym.os.context import AppContext
from mgym.os.files import ROOT, matches_type
from mgym.os.intents import APP_DETAILS, Intent
from mgym.os.tasks import new_entry
from mgym.render.photos import asset_path, index

from . import fx_chat as fc
from . import model
from .fx_chat import add_message, target_chat
from .stack import below

PERM = "photos"
#: where "Save to phone" puts pictures (Gallery shows the folder as the album "Messenger")
SAVE_DIR = f"{ROOT}/Pictures/Messenger"
#: the content params a share carries through ``forward`` and ``forward_confirm``
SHARE_KEYS = ("text", "subject", "files", "type")


# ---- the media picker, behind the photos permission ---------------------------------------------
def picked_rows(ctx: AppContext, files: list[Any]) -> list[dict[str, Any]]:
    """The picture files of ``files`` (ids), in order; others are skipped."""
    out = []
    for fid in files:
        row = ctx.files.by_id(int(fid))
        if row is not None and not row["dir"] and matches_type(row["mime"], "image/*") and row["asset"]:
            out.append(row)
    return out


def ask_photos(ctx: AppContext, tid: str, entry: dict[str, Any] | None, **params: Any) -> None:
    """Open the picker for ``tid`` (fired back with ``files``); first ask for the photos permission.
    A refused permission shows the explanation (``rationale``) on ``entry`` instead."""
    if permissions.state(ctx.os, ctx.app.id, PERM) in ("denied", "denied_forever"):
        if entry is not None:
            entry["params"]["rationale"] = True
        return
    if ctx.require_permission(PERM, tid, on_deny=tid, **params):
        ctx.pick_media(tid, multiple=True, limit=9)


def attach_photos(ctx: AppContext) -> None:
    """The attach sheet's Photos: the sheet closes, the picker opens over the chat."""
    ask_photos(ctx, "chat.photos", below(ctx, "chat"), **chat_params(ctx))


def chat_photos(ctx: AppContext) -> None:
    """``chat.photos``: with ``files`` (the picker's result) send one image message per picture;
    otherwise open the picker."""
    files = ctx.params.get("files")
    if files is None:
        ask_photos(ctx, "chat.photos", ctx.entry, **chat_params(ctx))
        return
    cid = target_chat(ctx)
    if cid is None:
        return
    for row in picked_rows(ctx, list(files)):
        add_message(ctx, cid, "image", data={"image": model.file_photo(row)})


def compose_photos(ctx: AppContext) -> None:
    """``compose.photos`` on the moment composer: add the picked pictures (at most 9 in all); with
    ``remove`` (the x on a picture) take that one off."""
    if "remove" in ctx.params:
        ctx.set_param("images", [i for i in ctx.screen_params.get("images") or [] if i != ctx.params["remove"]])
        return
    files = ctx.params.get("files")
    if files is None:
        ask_photos(ctx, "compose.photos", ctx.entry)
        return
    images = list(ctx.screen_params.get("images") or [])
    for row in picked_rows(ctx, list(files)):
        if row["id"] not in images:
            images.append(row["id"])
    ctx.set_param("images", images[:9])


def chat_params(ctx: AppContext) -> dict[str, Any]:
    return {k: ctx.param(k) for k in ("chat_id", "user_id") if ctx.param(k)}


def close_rationale(ctx: AppContext) -> None:
    ctx.set_param("rationale", None)


def open_app_info(ctx: AppContext) -> None:
    """The explanation's "Settings": the app's page in Settings (App info), to allow the permission."""
    ctx.set_param("rationale", None)
    ctx.start(Intent(action=APP_DETAILS, data=f"package:{ctx.app.id}"))


# ---- saving a picture ---------------------------------------------------------------------------
def _viewed_image(ctx: AppContext) -> dict[str, Any] | None:
    st, rg = ctx.state, ctx.region
    images: list[dict[str, Any]] = []
    if ctx.param("post_id"):
        post = model.post(st, rg, str(ctx.param("post_id")))
        images = list(post["images"]) if post else []
    elif ctx.param("message_id"):
        m = model.message(st, rg, str(ctx.param("message_id")))
        if m is not None:
            images = [model.payload(m).get("image", {})]
    idx = int(ctx.params.get("index", ctx.param("index") or 0) or 0)
    return images[idx] if 0 <= idx < len(images) else None


def can_save(ctx: AppContext) -> bool:
    img = _viewed_image(ctx)
    return bool(img and img.get("asset"))


def save_image(ctx: AppContext) -> None:
    """Save the picture shown to ``/sdcard/Pictures/Messenger`` (created on first use)."""
    img = _viewed_image(ctx)
    if not img or not img.get("asset"):
        return
    asset = str(img["asset"])
    fs = ctx.files
    if not fs.exists(SAVE_DIR):
        fs.mkdir(f"{ROOT}/Pictures", "Messenger", owner=ctx.app.id)
    facts = index().get(asset, {})
    path = fs.unique_path(SAVE_DIR, f"mgym_{ctx.now}.jpg")
    size = asset_path(asset).stat().st_size if asset_path(asset).exists() else 0
    fs.create(SAVE_DIR, path.rsplit("/", 1)[1], owner=ctx.app.id, asset=asset, size=size,
              width=int(facts.get("w", 0)), height=int(facts.get("h", 0)))
    ctx.toast("Saved to {path}", path="Pictures/Messenger")


# ---- receiving shares ---------------------------------------------------------------------------
def share_params(ctx: AppContext) -> dict[str, Any]:
    return {k: ctx.param(k) for k in SHARE_KEYS if ctx.param(k) not in (None, "", [])}


def share_opened(ctx: AppContext) -> None:
    """A direct share (``target``: a chat the share sheet offered) skips the chooser: the confirm
    dialog opens at once."""
    target = ctx.param("target")
    if not target or model.chat(ctx.state, ctx.region, str(target)) is None:
        return
    entries, idx = ctx.stack_position()
    if idx is None:
        return
    confirm = new_entry(ctx.app.id, "forward_confirm", {"to_chat": str(target), **share_params(ctx)})
    entries.append(confirm)


def send_shared(ctx: AppContext, cid: str) -> None:
    """Send the shared content into ``cid``: the text, or one image message per picture, then the
    note; then show the chat in place of the chooser (in the sharing app's task)."""
    text = str(ctx.param("text") or "").strip()
    if text:
        add_message(ctx, cid, "text", text)
    for row in picked_rows(ctx, list(ctx.param("files") or [])):
        add_message(ctx, cid, "image", data={"image": model.file_photo(row)})
    note = ctx.field("note").strip()
    if note:
        add_message(ctx, cid, "text", note)
    ctx.toast("Sent")
    entries, idx = ctx.stack_position()
    if idx is None:
        return
    start = idx
    while start > 0 and entries[start - 1]["app"] == ctx.app.id and entries[start - 1]["screen"] == "forward":
        start -= 1
    caller = entries[start]["caller"]
    chat = new_entry(ctx.app.id, "chat", {"chat_id": cid})
    chat["caller"] = caller
    entries[start:] = [chat]
    ctx.sys.opened(chat)


def share_targets(ctx: AppContext, type: str = "text/plain") -> list[dict[str, Any]]:
    """The share sheet's direct targets: the 4 most recent chats."""
    rows = [r for r in model.chat_rows(ctx.state, ctx.region) if not r["left"]]
    rows.sort(key=lambda r: (-r["time"], r["id"]))
    return [{"id": r["id"], "label": r["name"], "icon": "forum" if r["kind"] == "group" else "person",
             "color": f"hsl({r['hue']}, 45%, 55%)"} for r in rows[:4]]


def forward_send(ctx: AppContext) -> None:
    """``forward.send``: forward a message, or send what another app shared."""
    if ctx.param("message_id"):
        fc.forward_send(ctx)
        return
    cid = fc.forward_target(ctx)
    if cid is not None:
        send_shared(ctx, cid)


# ---- my location, behind the location permission -------------------------------------------------
def send_here(ctx: AppContext) -> None:
    """``location.here``: send where the phone is (``os.location``) as a location card; asks for the
    location permission first, and closes the place list once sent."""
    if not ctx.require_permission("location", "location.here", **chat_params(ctx)):
        return
    loc = ctx.os["location"]
    if not loc.get("enabled", True):
        ctx.toast("Location is off")
        return
    cid = target_chat(ctx)
    if cid is None:
        return
    lat, lon = float(loc["lat"]), float(loc["lon"])
    add_message(ctx, cid, "location", data={"location": {
        "name": ctx.gettext("My location"), "address": f"{lat:.4f}, {lon:.4f}", "lat": lat, "lon": lon}})
    ctx.close_screen()
