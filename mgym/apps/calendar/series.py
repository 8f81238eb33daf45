"""One occurrence of a repeating event, changed or deleted on its own: Android's "This event / This
and following events / All events". "This" adds an exception date to the series (and, when editing,
a detached single event); "following" ends the series the day before (and, when editing, starts a
new series); "all" changes the series itself."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from mgym.apps.calendar import model, rules
from mgym.i18n import N_

SCOPES = ("this", "following", "all")
SCOPE_NAMES = {"this": N_("This event"), "following": N_("This and following events"), "all": N_("All events")}


def repeats(e: dict[str, Any] | None) -> bool:
    return e is not None and e["repeat"]["freq"] != "none"


def _end_before(e: dict[str, Any], day: date) -> None:
    """The series stops the day before ``day``; exceptions after its end are dropped."""
    r = e["repeat"]
    until = (day - timedelta(days=1)).isoformat()
    r["until"] = until if not r["until"] or r["until"] > until else r["until"]
    r["exdates"] = [x for x in r.get("exdates", []) if x <= until]


def _except(e: dict[str, Any], day: date) -> None:
    r = e["repeat"]
    r["exdates"] = sorted({*r.get("exdates", []), day.isoformat()})


def delete(state: dict[str, Any], eid: Any, day: date | None, scope: str) -> None:
    """Delete the event ``eid`` (``scope`` "all", or a single event), or its occurrence on ``day``
    ("this"), or that occurrence and the later ones ("following")."""
    e = model.event(state, eid)
    if e is None:
        return
    if not repeats(e) or day is None or scope == "all" or (
            scope == "following" and day <= date.fromisoformat(e["start_date"])):
        state["events"] = [x for x in state["events"] if x["id"] != eid]
    elif scope == "this":
        _except(e, day)
    else:
        _end_before(e, day)


def save(state: dict[str, Any], eid: Any, day: date | None, values: dict[str, Any], scope: str) -> int:
    """Save the editor's ``values`` for the occurrence on ``day`` of event ``eid``; returns the id of
    the event that now holds the edited occurrence. ``values`` carry the occurrence's dates."""
    e = model.event(state, eid)
    assert e is not None
    start = date.fromisoformat(e["start_date"])
    if not repeats(e) or day is None or scope == "all" or (scope == "following" and day <= start):
        keep = list(e["repeat"].get("exdates", []))
        if repeats(e) and day is not None:  # the series keeps its first date, shifted as the occurrence was
            shift = date.fromisoformat(values["start_date"]) - day
            length = date.fromisoformat(values["end_date"]) - date.fromisoformat(values["start_date"])
            first = start + shift
            values = {**values, "start_date": first.isoformat(), "end_date": (first + length).isoformat()}
            keep = [(date.fromisoformat(x) + shift).isoformat() for x in keep]
        e.update(values)
        e["repeat"]["exdates"] = keep if e["repeat"]["freq"] != "none" else []
        return int(e["id"])
    new = {"id": model.new_id(state), **values}
    if scope == "this":
        _except(e, day)
        new["repeat"] = {"freq": "none", "days": [], "until": None, "count": None, "exdates": []}
    else:
        later = [x for x in e["repeat"].get("exdates", []) if x > day.isoformat()]
        count = values["repeat"]["count"]
        if count:  # the new series happens as many times as the old one had left
            bare = {**e["repeat"], "exdates": [], "until": None, "count": None}
            count = max(1, count - len(rules.occurrences(e["start_date"], bare, start, day - timedelta(days=1))))
        _end_before(e, day)
        new["repeat"] = {**values["repeat"], "count": count, "exdates": later}
    state["events"].append(new)
    return int(new["id"])
