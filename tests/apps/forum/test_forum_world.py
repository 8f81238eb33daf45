"""Forum world data (generated, seeded, both regions), comments grown on demand, the overlay model and the
idle overlay's size."""

from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from mgym import Session
from mgym.apps.forum import world as W
from mgym.apps.forum.state import REGION_STATE, ForumState

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_in_both_regions() -> None:
    spec = importlib.util.spec_from_file_location("gen_forum_data", ROOT / "scripts" / "gen_forum_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for region in ("en", "zh-CN"):
        assert (W.DATA / f"{region}.json.gz").read_bytes() == mod.build(region), f"{region} data is stale"


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_world_is_big_enough_and_consistent(region: str) -> None:
    w = W.world(region)
    assert len(w.communities) >= 200 and len(w.posts) >= 10_000 and len(w.users) >= 2_000
    assert len({c["name"] for c in w.communities}) == len(w.communities)
    assert len({p["title"] for p in w.posts}) == len(w.posts), "post titles are unique"
    assert all(p["c"] in w.by_id and p["author"] in w.user for p in w.posts)
    assert all(p.get("flair", "") in ("", *w.by_id[p["c"]]["flairs"]) for p in w.posts)
    assert all(p["kind"] in w.by_id[p["c"]]["types"] or "event" in p for p in w.posts)
    for c in w.communities:
        assert c["rules"] and c["flairs"] and c["types"]
        if c["flair_required"]:
            assert c["question_flair"] in c["flairs"] and c["question_flair"] in c["rules"][0]
    assert sum(1 for c in w.communities if c["flair_required"]) >= 40
    assert sum(1 for p in w.posts if "event" in p) >= 50


def test_comments_are_many_stable_and_shallow() -> None:
    w = W.world("en")
    assert sum(p["ncom"] for p in w.posts) >= 50_000
    sample = w.posts[:400]
    first = [W.comments("en", p["id"]) for p in sample]
    W._tree.cache_clear()
    assert first == [W.comments("en", p["id"]) for p in sample], "comments grow the same every time"
    for p, rows in zip(sample, first, strict=True):
        assert len(rows) == p["ncom"]
        ids = set()
        for c in rows:
            assert 0 <= c["depth"] <= W.MAX_DEPTH and (c["parent"] == "" or c["parent"] in ids)
            ids.add(c["id"])
    assert any(c["depth"] == W.MAX_DEPTH for rows in first for c in rows)


def test_overlay_rejects_unknown_fields_and_bad_values() -> None:
    with pytest.raises(ValidationError):
        ForumState.model_validate({"posts": [{"id": "m9", "c": "c1", "title": "x", "kind": "video"}]})
    with pytest.raises(ValidationError):
        ForumState.model_validate({"karma": 3})
    for region, patch in REGION_STATE.items():
        w = W.world(region)
        for p in patch["posts"]:
            assert p.get("flair", "") in ("", *w.by_id[p["c"]]["flairs"])


def test_idle_session_holds_no_world_data() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "forum"}, screenshot=False)
    fresh = len(json.dumps(ForumState().model_dump(mode="json")))
    assert fresh < 400
    size = len(json.dumps(s.get_state()["apps"]["forum"], ensure_ascii=False))
    assert size < 1500
    raw = len(gzip.decompress((W.DATA / "en.json.gz").read_bytes()))
    assert raw > 1000 * size
