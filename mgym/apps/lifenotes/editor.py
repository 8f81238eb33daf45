"""The publish editor: pictures (from the system media picker, or shared from another app), title
(20 characters at most), text, tags, location and visibility in the screen (params and text fields);
Publish is refused until there is a picture and a title; Save draft keeps it in Drafts."""

from __future__ import annotations

import re
from typing import Any

from mgym.apps.lifenotes.effects import new_id
from mgym.apps.lifenotes.world import cities
from mgym.os.context import AppContext
from mgym.os.files import matches_type

MAX_TITLE = 20
MAX_TEXT = 1000
MAX_FILES = 9
VISIBILITY = ("public", "friends", "private")


def pictures(ctx: AppContext, files: Any) -> list[int]:
    """The picture files among ``files`` (ids), in order, without repeats."""
    out: list[int] = []
    for f in files if isinstance(files, list) else []:
        try:
            row = ctx.files.by_id(int(f))
        except (TypeError, ValueError):
            continue
        if row is not None and not row["dir"] and row["asset"] and matches_type(row["mime"], "image/*") \
                and row["id"] not in out:
            out.append(int(row["id"]))
    return out[:MAX_FILES]


def parse_tags(text: str) -> list[str]:
    words = [w.strip("#,，") for w in re.split(r"[\s,，#]+", text)]
    out: list[str] = []
    for w in words:
        if w and f"#{w}" not in out:
            out.append(f"#{w}")
    return out[:10]


def seed(ctx: AppContext) -> None:
    """A new editor: the shared or picked pictures (and shared text); a draft: its contents."""
    p = ctx.screen_params
    d = next((x for x in ctx.state["drafts"] if x["id"] == p.get("draft")), None)
    if d is not None:
        ctx.set_field("title", d["title"])
        ctx.set_field("body", d["text"])
        ctx.set_field("tags", " ".join(d["tags"]))
        ctx.set_param("files", list(d["files"]))
        ctx.set_param("location", d["location"])
        ctx.set_param("visibility", d["visibility"])
        return
    p.pop("draft", None)
    files = pictures(ctx, p.get("files"))
    ctx.set_param("files", files)
    ctx.set_field("body", str(p.pop("text", "") or "")[:MAX_TEXT])
    ctx.set_param("visibility", "public")
    ctx.set_param("location", "")
    if not files:
        ctx.pick_media("editor.add", multiple=True, limit=MAX_FILES)


def add_pictures(ctx: AppContext) -> None:
    have = list(ctx.screen_params.get("files") or [])
    files = ctx.params.get("files")
    if files is None:
        if len(have) < MAX_FILES:
            ctx.pick_media("editor.add", multiple=True, limit=MAX_FILES - len(have))
        return
    ctx.set_param("files", pictures(ctx, [*have, *files]))


def remove_picture(ctx: AppContext) -> None:
    fid = ctx.params.get("file")
    ctx.set_param("files", [f for f in ctx.screen_params.get("files") or [] if f != fid])


def set_place(ctx: AppContext) -> None:
    e = ctx.entry_below("publish")
    place = str(ctx.params.get("place") or "")
    if e is not None and (place in cities(ctx.region) or place == ""):
        e["params"]["location"] = place


def set_visibility(ctx: AppContext) -> None:
    e = ctx.entry_below("publish")
    v = str(ctx.params.get("value"))
    if e is not None and v in VISIBILITY:
        e["params"]["visibility"] = v


def can_publish(ctx: AppContext) -> bool:
    return bool(ctx.screen_params.get("files")) and bool(ctx.field("title").strip())


def has_content(ctx: AppContext) -> bool:
    return bool(ctx.screen_params.get("files") or ctx.field("title").strip() or ctx.field("body").strip())


def _post(ctx: AppContext, pid: str) -> dict[str, Any]:
    p = ctx.screen_params
    return {"id": pid, "title": ctx.field("title").strip()[:MAX_TITLE], "text": ctx.field("body").strip()[:MAX_TEXT],
            "tags": parse_tags(ctx.field("tags")), "files": list(p.get("files") or []),
            "location": str(p.get("location") or ""), "visibility": str(p.get("visibility") or "public"),
            "time": ctx.now}


def _drop_draft(ctx: AppContext) -> None:
    did = ctx.screen_params.get("draft")
    if did:
        ctx.state["drafts"] = [d for d in ctx.state["drafts"] if d["id"] != did]


def publish(ctx: AppContext) -> None:
    ctx.state["notes"].insert(0, _post(ctx, new_id(ctx, "p")))
    _drop_draft(ctx)
    ctx.toast("Published")


def save_draft(ctx: AppContext) -> None:
    did = ctx.screen_params.get("draft")
    post = _post(ctx, str(did) if did else new_id(ctx, "d"))
    if did:
        ctx.state["drafts"] = [post if d["id"] == did else d for d in ctx.state["drafts"]]
    else:
        ctx.state["drafts"].insert(0, post)
    ctx.toast("Saved to drafts")


def delete_draft(ctx: AppContext) -> None:
    did = ctx.screen_params.get("id")
    ctx.state["drafts"] = [d for d in ctx.state["drafts"] if d["id"] != did]
    ctx.toast("Draft deleted")
