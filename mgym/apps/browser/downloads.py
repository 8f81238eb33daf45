"""Downloads: a file link or a picture of a page saved to ``/sdcard/Download`` (a file of the OS
file system owned by the browser), a "Download complete" notification that opens it, the long-press
link menu (download, copy the address, share) and the Downloads screen (open, delete)."""

from __future__ import annotations

from typing import Any

from mgym.apps.browser import world as W
from mgym.errors import StateError
from mgym.os.context import AppContext
from mgym.os.files import ROOT
from mgym.os.intents import VIEW

FOLDER = ROOT + "/Download"
OWNER = "browser"


def item(ctx: AppContext, url: Any) -> Any:
    return W.downloads(ctx.region).get(str(url or ""))


def download(ctx: AppContext, url: Any) -> dict[str, Any] | None:
    """Save the file at ``url`` (a downloadable of the offline web) under a unique name; notify."""
    d = item(ctx, url)
    if d is None:
        return None
    fs = ctx.files
    if not fs.exists(FOLDER):
        try:
            fs.mkdir(ROOT, "Download")
        except StateError:
            return None
    name = fs.unique_path(FOLDER, str(d["name"])).rsplit("/", 1)[1]
    content: dict[str, Any] = {}
    if d["kind"] == "pdf":
        content = {"pages": list(d["pages"]), "size": 24_000 + 9_000 * len(d["pages"])}
    elif d["kind"] == "txt":
        content = {"text": str(d["text"])}
    else:
        content = {"asset": str(d["asset"]), "width": int(d["width"]), "height": int(d["height"]),
                   "size": int(d["width"]) * int(d["height"]) // 5}
    row = fs.create(FOLDER, name, owner=OWNER, **content)
    ctx.notify(ctx.gettext("Download complete"), name, intent=view_intent(row))
    ctx.toast("Downloaded {name}", name=name)
    return row


def view_intent(row: dict[str, Any]) -> dict[str, Any]:
    return {"action": VIEW, "type": row["mime"], "data": f"file:{row['id']}"}


def mine(ctx: AppContext) -> list[dict[str, Any]]:
    """The browser's downloads still on the phone (not in the trash), newest first."""
    return ctx.files.files(lambda r: r["owner"] == OWNER)


def _mine(ctx: AppContext, fid: Any) -> dict[str, Any] | None:
    if not isinstance(fid, int) or isinstance(fid, bool):
        return None
    row = ctx.files.by_id(fid)
    return row if row is not None and row["owner"] == OWNER and not row["trashed"] and not row["dir"] else None


# ---- effects ----------------------------------------------------------------------------------------
def get(ctx: AppContext) -> None:
    """A tap on a file link downloads it (as a phone's browser does for a PDF)."""
    download(ctx, ctx.params.get("url"))


def menu_download(ctx: AppContext) -> None:
    download(ctx, ctx.screen_params.get("url"))


def is_download(ctx: AppContext) -> bool:
    return item(ctx, ctx.screen_params.get("url")) is not None


def _link(ctx: AppContext) -> str:
    return "https://" + str(ctx.screen_params.get("url") or "")


def copy_link(ctx: AppContext) -> None:
    ctx.copy(_link(ctx))


def share_link(ctx: AppContext) -> None:
    ctx.share(type="text/plain", text=_link(ctx))


def exists(ctx: AppContext) -> bool:
    return _mine(ctx, ctx.param("id")) is not None


def open_file(ctx: AppContext) -> None:
    row = _mine(ctx, ctx.param("id"))
    if row is not None and not ctx.start(view_intent(row)):
        ctx.toast("No app can open this file")


def delete(ctx: AppContext) -> None:
    row = _mine(ctx, ctx.param("id"))
    if row is not None:
        ctx.files.delete(row["id"])
        ctx.toast("Deleted {name}", name=row["path"].rsplit("/", 1)[1])
