"""AnswerSheet: fill the fields (typing or choosing), add slots to repeatable fields, submit."""

from mgym.nav import Navigation, Screen, pop, push, stay
from mgym.os.context import AppContext


def choose(ctx: AppContext) -> None:
    ctx.set_field(f"{ctx.params['field']}.0", str(ctx.params["value"]))


def add_slot(ctx: AppContext) -> None:
    slots = dict(ctx.screen_params.get("slots") or {})
    fid = str(ctx.params["field"])
    slots[fid] = int(slots.get(fid, 1)) + 1
    ctx.set_param("slots", slots)


def remove_slot(ctx: AppContext) -> None:
    slots = dict(ctx.screen_params.get("slots") or {})
    fid, i = str(ctx.params["field"]), int(ctx.params["slot"])
    n = int(slots.get(fid, 1))
    if n <= 1 or ctx.entry is None:
        return
    fields = ctx.entry["fields"]
    for k in range(i, n - 1):
        fields[f"{fid}.{k}"] = fields.get(f"{fid}.{k + 1}", "")
    fields.pop(f"{fid}.{n - 1}", None)
    slots[fid] = n - 1
    ctx.set_param("slots", slots)


def submit(ctx: AppContext) -> None:
    sheet_entry = ctx.entry_below("sheet")  # the sheet under the confirm dialog
    if sheet_entry is None:
        return
    fields = sheet_entry["fields"]
    values: dict[str, list[str]] = {}
    for f in ctx.state["fields"]:
        n = int((sheet_entry["params"].get("slots") or {}).get(f["id"], 1))
        values[f["id"]] = [str(fields.get(f"{f['id']}.{i}", "")).strip() for i in range(n)]
    ctx.state["values"] = values
    ctx.state["submitted"] = True
    ctx.toast("Answers submitted")


NAV = Navigation(
    app="answersheet",
    entry="sheet",
    screens=[
        Screen("sheet", params=("slots",), title="Answer sheet"),
        Screen("confirm", kind="dialog", title="Submit answers?"),
    ],
    transitions=[
        stay("sheet.choose", "sheet", effect=choose, label="Pick an option"),
        stay("sheet.add", "sheet", effect=add_slot, label="Add another value"),
        stay("sheet.remove", "sheet", effect=remove_slot, label="Remove a value"),
        push("sheet.submit", "sheet", "confirm", label="Submit"),
        pop("sheet.confirm", "confirm", "sheet", effect=submit, label="Confirm submission"),
        pop("sheet.cancel", "confirm", "sheet"),
    ],
)
