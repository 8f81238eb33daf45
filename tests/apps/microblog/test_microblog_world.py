"""Chirp world data (generated, seeded, both regions), replies generated on demand, the overlay model
and the idle overlay's size."""

from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from mgym import Session
from mgym.apps.microblog import world as W
from mgym.apps.microblog.state import MicroblogState

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_in_both_regions() -> None:
    spec = importlib.util.spec_from_file_location("gen_microblog_data", ROOT / "scripts" / "gen_microblog_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for region in ("en", "zh-CN"):
        assert (W.DATA / f"{region}.json.gz").read_bytes() == mod.build(region), f"{region} data is stale"


def test_world_is_big_enough_and_consistent() -> None:
    w = W.world("en")
    assert len(w.accounts) >= 2000 and len(w.posts) >= 10_000
    assert len({a["handle"] for a in w.accounts}) == len(w.accounts), "handles are unique"
    assert len(w.post) == len(w.posts), "post ids are unique"
    assert all(len(p["text"]) <= 280 and p["author"] in w.account for p in w.posts)
    assert sum(1 for p in w.posts if "media" in p) >= 1000 and sum(1 for p in w.posts if "quote" in p) >= 300
    assert all(p["quote"] in w.post for p in w.posts if "quote" in p)
    assert sum(1 for p in w.posts if "#" in p["text"]) >= 5000 and sum(1 for p in w.posts if "@" in p["text"]) >= 2000
    assert len(w.trending) >= 10 and all(t["tag"].startswith("#") for t in w.trending)
    assert sum(1 for p in w.posts if "event" in p) >= 100


def test_replies_are_generated_on_demand_and_stable() -> None:
    w = W.world("en")
    total = sum(len(W.replies("en", p["id"])) for p in w.posts)
    assert total >= 50_000
    p = next(p for p in w.posts if p["replies"] >= 5)
    W.replies.cache_clear()
    first = W.replies("en", p["id"])
    W.replies.cache_clear()
    assert W.replies("en", p["id"]) == first and len(first) == p["replies"]
    assert all(r["author"] in w.account and r["author"] != p["author"] for r in first)


def test_regions_share_ids_and_numbers_not_words() -> None:
    en, zh = W.world("en"), W.world("zh-CN")
    assert [p["id"] for p in en.posts] == [p["id"] for p in zh.posts]
    assert [(p["author"], p["likes"], p["views"], p["time"]) for p in en.posts] == \
        [(p["author"], p["likes"], p["views"], p["time"]) for p in zh.posts]
    assert en.accounts[5]["name"] != zh.accounts[5]["name"]
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh.posts[0]["text"])


def test_overlay_rejects_unknown_fields_and_bad_values() -> None:
    with pytest.raises(ValidationError):
        MicroblogState.model_validate({"settings": {"dm_from": "aliens"}})
    with pytest.raises(ValidationError):
        MicroblogState.model_validate({"timeline": []})


def test_idle_session_holds_no_world_data() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "microblog"}, screenshot=False)
    size = len(json.dumps(s.get_state()["apps"]["microblog"]))
    assert size < 1200
    raw = len(gzip.decompress((W.DATA / "en.json.gz").read_bytes()))
    assert raw > 1000 * size  # the world lives in the process, not in the session
