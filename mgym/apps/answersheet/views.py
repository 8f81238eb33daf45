from typing import Any

from mgym.app import View
from mgym.os.context import AppContext


def sheet(ctx: AppContext) -> View:
    slots = ctx.screen_params.get("slots") or {}
    fields: list[dict[str, Any]] = []
    entry_fields = ctx.entry["fields"] if ctx.entry else {}
    for f in ctx.state["fields"]:
        n = int(slots.get(f["id"], 1))
        current = str(entry_fields.get(f"{f['id']}.0", ""))
        fields.append({**f, "slots": [f"{f['id']}.{i}" for i in range(n)], "current": current})
    return View("apps/answersheet/sheet.html", {"question": ctx.state["question"], "items": fields,
                                                "submitted": ctx.state["submitted"]})


def confirm(ctx: AppContext) -> View:
    return View("apps/answersheet/confirm.html", {})


VIEWS = {"sheet": sheet, "confirm": confirm}
