"""What Lifenotes' browsing transitions do: channels and tabs, the carousel, like / collect / comment /
reply on a note, share a note out, and search (query, tabs, sort and filters, recent searches)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mgym.apps.lifenotes.world import CHANNELS, LINK, world
from mgym.apps.lifenotes.world import comment as world_comment
from mgym.i18n import N_
from mgym.os.context import AppContext

MAX_RECENT = 10
MAX_COMMENT = 200
SORTS = ("general", "newest", "likes")
KINDS = ("all", "image", "video")
PERIODS = ("all", "day", "week", "half_year")


def new_id(ctx: AppContext, prefix: str) -> str:
    n = int(ctx.state["next_id"])
    ctx.state["next_id"] = n + 1
    return f"{prefix}{n}"


def note_title(ctx: AppContext, nid: str) -> str:
    """A world note's or one of mine's title."""
    n = world(ctx.region).note(nid)
    if n is not None:
        return str(n["title"])
    mine = next((p for p in ctx.state["notes"] if p["id"] == nid), None)
    return str(mine["title"]) if mine else ""


def note_exists(ctx: AppContext, nid: str) -> bool:
    return world(ctx.region).note(nid) is not None or any(p["id"] == nid for p in ctx.state["notes"])


def set_channel(ctx: AppContext) -> None:
    ch = str(ctx.param("channel") or "")
    ctx.set_param("channel", ch if ch in CHANNELS else "")


def set_tab(ctx: AppContext) -> None:
    ctx.set_param("tab", str(ctx.params.get("tab") or ""))


def tab(name: str) -> Callable[[AppContext], None]:
    """An effect showing one tab of the page."""
    def effect(ctx: AppContext) -> None:
        ctx.set_param("tab", name)
    return effect


def swipe_image(ctx: AppContext) -> None:
    """The carousel: ``to`` (a dot) or ``by`` (+1 / -1, a swipe), clamped to the note's pictures."""
    nid = str(ctx.param("id"))
    n = world(ctx.region).note(nid)
    count = len(n["images"]) if n else len(next((p["files"] for p in ctx.state["notes"] if p["id"] == nid), []))
    cur = int(ctx.screen_params.get("img") or 0)
    to = ctx.params.get("to")
    by = ctx.params.get("by")
    new = int(to) if isinstance(to, int) else cur + (by if isinstance(by, int) else 1)
    ctx.set_param("img", max(0, min(new, max(count - 1, 0))))


def next_image(ctx: AppContext) -> None:
    ctx.params["by"] = 1
    swipe_image(ctx)


def prev_image(ctx: AppContext) -> None:
    ctx.params["by"] = -1
    swipe_image(ctx)


def _toggle(lst: list[str], value: str) -> bool:
    if value in lst:
        lst.remove(value)
        return False
    lst.append(value)
    return True


def like_note(ctx: AppContext) -> None:
    nid = str(ctx.param("id"))
    if note_exists(ctx, nid):
        _toggle(ctx.state["liked"], nid)


def collect(ctx: AppContext) -> None:
    """Collect the note into ``board``; tapping the board that holds it takes it out again."""
    nid, bid = str(ctx.param("id")), str(ctx.param("board"))
    board = next((b for b in ctx.state["boards"] if b["id"] == bid), None)
    if board is None or not note_exists(ctx, nid):
        return
    if nid in board["notes"]:
        board["notes"].remove(nid)
        ctx.toast("Removed from {board}", board=board["name"])
    else:
        board["notes"].insert(0, nid)
        ctx.toast("Collected to {board}", board=board["name"])


def collected(state: dict[str, Any], nid: str) -> bool:
    return any(nid in b["notes"] for b in state["boards"])


def can_comment(ctx: AppContext) -> bool:
    return bool(ctx.field("comment").strip())


def comment(ctx: AppContext) -> None:
    """Send the comment box: a comment on the note, or a reply to the comment in ``reply``."""
    nid = str(ctx.param("id"))
    text = ctx.field("comment").strip()[:MAX_COMMENT]
    if not text or not note_exists(ctx, nid):
        return
    reply = str(ctx.screen_params.get("reply") or "")
    ctx.state["comments"].append({"id": new_id(ctx, "c"), "note": nid, "text": text, "reply_to": reply,
                                  "time": ctx.now})
    ctx.set_field("comment", "")
    ctx.set_param("reply", None)
    if reply:
        ctx.toast("Reply sent")
    else:
        ctx.toast("Comment sent")


def start_reply(ctx: AppContext) -> None:
    cid = str(ctx.params.get("comment") or "")
    mine = any(c["id"] == cid for c in ctx.state["comments"])
    if mine or world_comment(ctx.region, cid) is not None:
        ctx.set_param("reply", cid)
        if ctx.entry is not None:
            ctx.entry["focus"] = "comment"


def cancel_reply(ctx: AppContext) -> None:
    ctx.set_param("reply", None)


def like_comment(ctx: AppContext) -> None:
    cid = str(ctx.params.get("comment") or "")
    if world_comment(ctx.region, cid) is not None or any(c["id"] == cid for c in ctx.state["comments"]):
        _toggle(ctx.state["liked_comments"], cid)


def delete_comment(ctx: AppContext) -> None:
    cid = str(ctx.params.get("comment") or "")
    before = len(ctx.state["comments"])
    ctx.state["comments"] = [c for c in ctx.state["comments"] if c["id"] != cid and c["reply_to"] != cid]
    if len(ctx.state["comments"]) != before:
        ctx.toast("Comment deleted")


def share_text(ctx: AppContext, nid: str) -> str:
    return f"{note_title(ctx, nid)} {LINK.format(id=nid)}"


def share_out(ctx: AppContext) -> None:
    nid = str(ctx.param("id"))
    ctx.share(text=share_text(ctx, nid), subject=note_title(ctx, nid))


def copy_link(ctx: AppContext) -> None:
    ctx.copy(LINK.format(id=ctx.param("id")))


# ---- search ----------------------------------------------------------------------------------
def search_submit(ctx: AppContext) -> None:
    q = str(ctx.params.get("q") or ctx.field("q")).strip()
    ctx.set_field("q", q)
    ctx.set_param("q", q)
    if q:
        rec = [r for r in ctx.state["recent_searches"] if r != q]
        ctx.state["recent_searches"] = [q, *rec][:MAX_RECENT]


def clear_searches(ctx: AppContext) -> None:
    ctx.state["recent_searches"] = []


def toggle_panel(ctx: AppContext) -> None:
    ctx.set_param("panel", None if ctx.screen_params.get("panel") else True)


def set_filter(ctx: AppContext) -> None:
    """One filter of the panel: ``sort``, ``kind`` or ``period`` set to ``value``."""
    key, value = str(ctx.params.get("key")), str(ctx.params.get("value"))
    allowed = {"sort": SORTS, "kind": KINDS, "period": PERIODS}.get(key, ())
    if value in allowed:
        ctx.set_param(key, value)


SORT_LABELS = {"general": N_("General"), "newest": N_("Newest"), "likes": N_("Most liked")}
KIND_LABELS = {"all": N_("All"), "image": N_("Image"), "video": N_("Video")}
PERIOD_LABELS = {"all": N_("Any time"), "day": N_("Past day"), "week": N_("Past week"),
                 "half_year": N_("Past 6 months")}
