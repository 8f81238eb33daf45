"""Meet's model and world: ids, occurrences of repeat rules, the seeded world per region."""

from __future__ import annotations

from mgym.apps.meeting import model, world
from mgym.apps.meeting.state import MeetingState


def test_grouped_and_link() -> None:
    assert model.grouped("123456789") == "123 456 789"
    assert model.link("123456789") == "https://meet.example/j/123456789"


def _m(freq: str, **r: object) -> dict[str, object]:
    return {"start": "2026-03-16T10:00", "duration": 60, "repeat": {"freq": freq, **r}}


def test_occurrences() -> None:
    assert [d.isoformat() for d in model.occurrences(_m("weekly", until="2026-04-06"))] == [
        "2026-03-16", "2026-03-23", "2026-03-30", "2026-04-06"]
    assert len(model.occurrences(_m("daily", count=3))) == 3
    days = model.occurrences(_m("weekdays", until="2026-03-23"))
    assert [d.weekday() for d in days] == [0, 1, 2, 3, 4, 0]
    assert [d.month for d in model.occurrences(_m("monthly", count=3))] == [3, 4, 5]


def test_monthly_on_the_31st_skips_short_months() -> None:
    m = {"start": "2026-01-31T10:00", "duration": 60, "repeat": {"freq": "monthly", "count": 4}}
    assert [d.isoformat() for d in model.occurrences(m)] == ["2026-01-31", "2026-03-31", "2026-05-31",
                                                             "2026-07-31"]
    m["repeat"] = {"freq": "monthly", "until": "2026-06-30"}
    assert [d.isoformat() for d in model.occurrences(m)] == ["2026-01-31", "2026-03-31", "2026-05-31"]


def test_next_start_skips_past_occurrences() -> None:
    m = _m("weekly", count=3)
    assert model.ms_iso(model.next_start(m, model.iso_ms("2026-03-17T09:00")) or 0) == "2026-03-23T10:00"
    assert model.next_start(m, model.iso_ms("2026-04-07T00:00")) is None


def test_world_is_per_region_and_valid() -> None:
    for region in ("en", "zh-CN"):
        MeetingState.model_validate({"meetings": world.start_meetings(region), "history": world.start_history(region)})
        ids = [m["id"] for m in world.others(region)]
        assert len(ids) == len(set(ids)) and all(len(i) == 9 for i in ids)
    assert world.others("en")[0]["topic"] != world.others("zh-CN")[0]["topic"]
    assert [m["id"] for m in world.others("en")] == [m["id"] for m in world.others("zh-CN")]
