"""Lifenotes' people and collections: follow, boards (create, rename, delete, private, move a note),
direct messages (text, a shared note), the profile and the settings."""

from __future__ import annotations

from typing import Any

from mgym.apps.lifenotes.effects import new_id, note_exists
from mgym.apps.lifenotes.world import world
from mgym.os.context import AppContext

MAX_BOARD = 20
MAX_DM = 500
TOGGLES = ("notify_likes", "notify_comments", "notify_follows", "notify_messages", "private_account")
WHO = ("everyone", "following", "nobody")


def follow(ctx: AppContext) -> None:
    uid = str(ctx.param("user") or "")
    if world(ctx.region).user(uid) is None:
        return
    lst: list[str] = ctx.state["following"]
    if uid in lst:
        lst.remove(uid)
        ctx.toast("Unfollowed")
    else:
        lst.append(uid)
        ctx.toast("Followed")


# ---- boards ----------------------------------------------------------------------------------
def board(state: dict[str, Any], bid: object) -> dict[str, Any] | None:
    return next((b for b in state["boards"] if b["id"] == bid), None)


def is_my_board(ctx: AppContext) -> bool:
    return board(ctx.state, ctx.param("id")) is not None


def seed_board_name(ctx: AppContext) -> None:
    ctx.set_field("name", "")


def board_name_ready(ctx: AppContext) -> bool:
    name = ctx.field("name").strip()
    return bool(name) and not any(b["name"] == name for b in ctx.state["boards"])


def create_board(ctx: AppContext) -> None:
    """A new board (``private`` from the dialog's switch); with ``note``, the note goes into it."""
    name = ctx.field("name").strip()[:MAX_BOARD]
    nid = str(ctx.screen_params.get("note") or "")
    notes = [nid] if nid and note_exists(ctx, nid) else []
    ctx.state["boards"].insert(0, {"id": new_id(ctx, "b"), "name": name, "notes": notes,
                                   "private": bool(ctx.screen_params.get("private"))})
    if notes:
        ctx.toast("Collected to {board}", board=name)
    else:
        ctx.toast("Board created")


def toggle_new_private(ctx: AppContext) -> None:
    ctx.set_param("private", not ctx.screen_params.get("private"))


def seed_rename(ctx: AppContext) -> None:
    b = board(ctx.state, ctx.screen_params.get("id"))
    ctx.set_field("name", b["name"] if b else "")


def rename_ready(ctx: AppContext) -> bool:
    name = ctx.field("name").strip()
    bid = ctx.screen_params.get("id")
    return bool(name) and not any(b["name"] == name and b["id"] != bid for b in ctx.state["boards"])


def rename_board(ctx: AppContext) -> None:
    b = board(ctx.state, ctx.screen_params.get("id"))
    if b is not None:
        b["name"] = ctx.field("name").strip()[:MAX_BOARD]


def delete_board(ctx: AppContext) -> None:
    bid = ctx.screen_params.get("id")
    ctx.state["boards"] = [b for b in ctx.state["boards"] if b["id"] != bid]
    ctx.toast("Board deleted")


def toggle_private(ctx: AppContext) -> None:
    b = board(ctx.state, ctx.param("id"))
    if b is not None:
        b["private"] = not b["private"]


def move_note(ctx: AppContext) -> None:
    src, dst = board(ctx.state, ctx.param("board")), board(ctx.state, ctx.param("to"))
    nid = str(ctx.param("note"))
    if src is None or dst is None or src is dst or nid not in src["notes"]:
        return
    src["notes"].remove(nid)
    if nid not in dst["notes"]:
        dst["notes"].insert(0, nid)
    ctx.toast("Moved to {board}", board=dst["name"])


def remove_from_board(ctx: AppContext) -> None:
    b = board(ctx.state, ctx.param("id"))
    nid = str(ctx.param("note"))
    if b is not None and nid in b["notes"]:
        b["notes"].remove(nid)


# ---- messages ----------------------------------------------------------------------------------
def thread(state: dict[str, Any], uid: str, create: bool = False) -> dict[str, Any] | None:
    t = next((t for t in state["threads"] if t["id"] == uid), None)
    if t is None and create:
        t = {"id": uid, "messages": []}
        state["threads"].insert(0, t)
    return t


def dm_ready(ctx: AppContext) -> bool:
    return bool(ctx.field("msg").strip()) and world(ctx.region).user(ctx.param("user")) is not None


def _send(ctx: AppContext, uid: str, text: str = "", note: str = "") -> None:
    t = thread(ctx.state, uid, create=True)
    assert t is not None
    t["messages"].append({"me": True, "text": text, "note": note, "time": ctx.now})


def send_dm(ctx: AppContext) -> None:
    _send(ctx, str(ctx.param("user")), text=ctx.field("msg").strip()[:MAX_DM])
    ctx.set_field("msg", "")


def share_to_dm(ctx: AppContext) -> None:
    uid, nid = str(ctx.param("user") or ""), str(ctx.param("id"))
    if world(ctx.region).user(uid) is not None and note_exists(ctx, nid):
        _send(ctx, uid, note=nid)
        ctx.toast("Sent")


def _last(t: dict[str, Any]) -> int:
    return int(t["messages"][-1]["time"]) if t["messages"] else 0


def dm_people(ctx: AppContext) -> list[str]:
    """Who a note can be sent to in the app: my threads, then the people I follow."""
    out = [t["id"] for t in sorted(ctx.state["threads"], key=_last, reverse=True)]
    return out + [u for u in reversed(ctx.state["following"]) if u not in out]


# ---- profile and settings --------------------------------------------------------------------
def seed_profile(ctx: AppContext) -> None:
    ctx.set_field("name", ctx.state["profile"]["name"])
    ctx.set_field("bio", ctx.state["profile"]["bio"])


def profile_ready(ctx: AppContext) -> bool:
    return bool(ctx.field("name").strip())


def save_profile(ctx: AppContext) -> None:
    ctx.state["profile"] = {"name": ctx.field("name").strip()[:24], "bio": ctx.field("bio").strip()[:100]}
    ctx.toast("Profile saved")


def toggle_setting(ctx: AppContext) -> None:
    key = str(ctx.params.get("key"))
    if key in TOGGLES:
        s = ctx.state["settings"]
        s[key] = not s[key]


def set_who(ctx: AppContext) -> None:
    v = str(ctx.params.get("value"))
    if v in WHO:
        ctx.state["settings"]["who_comments"] = v
