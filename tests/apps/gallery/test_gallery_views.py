"""Gallery's views by the context they return (no rendering): grids, albums, trash, the picture frame."""

from __future__ import annotations

from mgym import Session
from mgym.apps.gallery import model, views


def _ctx(s: Session, screen: str = "photos", **params: object):  # type: ignore[no-untyped-def]
    from mgym.apps import get_app
    from mgym.os.tasks import new_entry

    return s.sys.ctx(get_app("gallery"), new_entry("gallery", screen, dict(params)))


def test_photos_grid_is_grouped_by_day_newest_first() -> None:
    s = Session(seed=0)
    ctx = _ctx(s)
    c = views.photos(ctx).context
    assert c["count"] >= 200 and c["columns"] == 4
    days = [g["day"] for g in c["groups"]]
    assert days == sorted(days, reverse=True) and c["groups"][0]["kind"] == "yesterday"
    s.set_state({"apps": {"gallery": {"sort": "oldest", "columns": 3}}})
    c = views.photos(_ctx(s)).context
    assert [g["day"] for g in c["groups"]] == sorted(days) and c["columns"] == 3


def test_albums_list_standard_then_user_albums_and_favourites() -> None:
    s = Session(seed=0)
    albums = views.albums(_ctx(s)).context["albums"]
    srcs = [a["src"] for a in albums]
    assert srcs[:4] == [model.CAMERA, model.SCREENSHOTS, model.DOWNLOADS, model.FAV]
    assert "/sdcard/Pictures/Receipts" in srcs and all(a["cover"] for a in albums if a["count"])
    fav = next(a for a in albums if a["src"] == model.FAV)
    assert fav["count"] == sum(1 for r in s.get_state()["os"]["files"] if r["favorite"])


def test_trash_counts_days_left() -> None:
    s = Session(seed=0)
    now = s.sys.clock.now_ms
    s.set_state({"os": {"files[id=21]": {"trashed": now - 3 * model.DAY_MS}}})
    items = views.trash(_ctx(s, "trash")).context["items"]
    assert [(i["id"], i["days_left"]) for i in items] == [(21, 27)]
    assert all(r["id"] != 21 for r in model.pictures(_ctx(s)))


def test_frame_fits_the_stage_after_crop_and_rotation() -> None:
    row = {"asset": "s001", "width": 4000, "height": 3000}
    f = model.frame(row, 0, "")
    assert (f["w"], f["h"]) == (360, 270)
    sq = model.frame(row, 90, "square")
    assert sq["w"] == sq["h"] == 360 and sq["rot"] == 90
    turned = model.frame(row, 90, "16:9")
    assert turned["h"] <= model.STAGE_W and turned["w"] <= model.STAGE_H
