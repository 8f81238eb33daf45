"""Video world data (generated, byte-identical, both regions), comments drawn from the video id,
search filters, rankings and the size of an idle session's overlay."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import orjson

from mgym import Session
from mgym.apps.video import comments, search
from mgym.apps.video.world import BOOT_MS, DATA, world

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_in_both_regions() -> None:
    spec = importlib.util.spec_from_file_location("gen_video_data", ROOT / "scripts" / "gen_video_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert (DATA / "shape.json.gz").read_bytes() == mod.build_shape(), "shape.json.gz is stale"
    for region in ("en", "zh-CN"):
        assert (DATA / f"{region}.json.gz").read_bytes() == mod.build(region), f"{region}.json.gz is stale"


def test_world_size_and_shape() -> None:
    en, zh = world("en"), world("zh-CN")
    assert len(en.videos) >= 30_000 and len(en.uploaders) >= 3_000 and len(en.partitions) >= 12
    assert [v.id for v in en.videos[:50]] == [v.id for v in zh.videos[:50]]
    assert en.videos[0].title != zh.videos[0].title and en.videos[0].views == zh.videos[0].views
    assert len({v.title for v in en.videos}) == len(en.videos)
    assert all(v.uploaded < BOOT_MS and v.duration > 0 for v in en.videos)
    assert any(v.parts > 1 for v in en.videos) and all(en.by_uploader[u.id] for u in en.uploaders)
    for p in en.partitions:
        top = en.ranking[p["id"]]
        assert len(top) == 100 and all(a.score >= b.score for a, b in zip(top, top[1:], strict=False))


def test_comments_are_deterministic_and_sortable() -> None:
    w = world("en")
    v = w.video("v120")
    assert v is not None
    a, b = comments.comments(w, v), comments.comments(w, v)
    assert a == b and len(a) >= 3
    hot, new = comments.sorted_comments(w, v, "hot"), comments.sorted_comments(w, v, "new")
    assert [c["likes"] for c in hot] == sorted((c["likes"] for c in a), reverse=True)
    assert [c["at"] for c in new] == sorted((c["at"] for c in a), reverse=True)
    assert comments.comments(w, w.videos[1]) != a


def test_search_filters_and_sorts() -> None:
    w = world("en")
    q = w.videos[0].topic
    assert all(600 <= v.duration < 1800 for v in search.search(w, q, dur="10to30"))
    assert all(v.duration >= 3600 for v in search.search(w, q, dur="gt60"))
    week = search.search(w, q, date="week")
    assert all(v.uploaded >= BOOT_MS - 7 * search.DAY_MS for v in week)
    by_dm = search.search(w, q, sort="danmaku")
    assert [v.danmaku for v in by_dm] == sorted((v.danmaku for v in by_dm), reverse=True)
    by_new = search.search(w, q, sort="new")
    assert [v.uploaded for v in by_new] == sorted((v.uploaded for v in by_new), reverse=True)
    assert search.search(w, "   ") == []


def test_idle_session_keeps_the_world_out_of_its_state() -> None:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "video"}, screenshot=False)
    overlay = s.get_state()["apps"]["video"]
    assert len(orjson.dumps(overlay)) < 4_000
    assert len(orjson.dumps(s.snapshot().persistent["apps"]["video"])) < 200_000


def test_thumbnails_are_committed_scenes_of_the_topic_drawn_from_the_id() -> None:
    """A thumbnail is a landscape scene that fits the video's topic (``THUMBS`` of the generator; the
    world coherence tests check every video), the same in every region and drawn from the id's CRC-32."""
    from mgym.apps.video.world import thumb_counts
    from mgym.render.photos import index

    en, zh = world("en"), world("zh-CN")
    for v in en.videos[::997]:
        e = index()[v.thumb]
        assert e["kind"] == "scene" and e["w"] > e["h"]
        assert zh.by_id[v.id].thumb == v.thumb and thumb_counts(v) == e["facts"]["counts"]
    assert en.by_id["v0"].thumb == "s073"  # used cars: a parking lot, CRC-32 of the id
    assert len({v.thumb for v in en.videos}) > 90
    import base64
    import io

    from PIL import Image

    from mgym.render.photos import photo_src

    uri = photo_src(en.by_id["v0"].thumb, "fit")  # the whole picture, uncropped
    assert Image.open(io.BytesIO(base64.b64decode(uri.split(",", 1)[1]))).size == (320, 240)


def test_thumbnail_content_is_never_text_on_screen() -> None:
    from mgym.render.photos import index

    s = Session(seed=0)
    s.step({"action": "awake", "app": "video"})
    obs = s.observe(screenshot=False)
    captions = {e[k] for e in index().values() if e["kind"] == "scene" for k in ("caption", "caption_zh")}
    texts = [e.text for e in obs.ui if e.text]
    assert any(e.role == "list_item" and e.trigger == "video.open" for e in obs.ui)
    assert not [t for t in texts if any(c in t for c in captions)]
