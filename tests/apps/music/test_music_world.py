"""Music world data (generated, seeded, both regions), the overlay model and the idle overlay's size."""

from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from mgym import Session
from mgym.apps.music import world as W
from mgym.apps.music.state import MusicState

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_in_both_regions() -> None:
    spec = importlib.util.spec_from_file_location("gen_music_data", ROOT / "scripts" / "gen_music_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for region in ("en", "zh-CN"):
        assert (W.DATA / f"{region}.json.gz").read_bytes() == mod.build(region), f"{region} data is stale"


def test_catalogue_is_big_enough_and_consistent() -> None:
    w = W.world("en")
    assert len(w.artists) >= 1000 and len(w.tracks) >= 5000 and len(w.genres) >= 40
    assert sum(1 for a in w.albums if a["kind"] == "album") >= 400
    assert sum(1 for t in w.tracks if "lyrics" in t) >= 300
    assert len(w.playlists) >= 40 and all(p["episodes"] for p in w.podcasts)
    for al in w.albums:
        assert [w.by_id[t]["no"] for t in al["tracks"]] == list(range(1, len(al["tracks"]) + 1))
        assert all(w.by_id[t]["artist"] == al["artist"] for t in al["tracks"])
    assert all(w.releases.get(a["id"]) for a in w.artists), "every artist has a release"
    assert len({t["title"] for t in w.tracks}) == len(w.tracks), "song titles are unique"


def test_regions_share_ids_and_numbers_not_names() -> None:
    en, zh = W.world("en"), W.world("zh-CN")
    assert [t["id"] for t in en.tracks] == [t["id"] for t in zh.tracks]
    assert [(t["duration"], t["plays"], t["year"]) for t in en.tracks] == \
        [(t["duration"], t["plays"], t["year"]) for t in zh.tracks]
    assert en.artists[0]["name"] != zh.artists[0]["name"]
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh.tracks[0]["title"])


def test_overlay_rejects_unknown_fields_and_bad_values() -> None:
    with pytest.raises(ValidationError):
        MusicState.model_validate({"player": {"repeat": "twice"}})
    with pytest.raises(ValidationError):
        MusicState.model_validate({"wishlist": []})


def test_idle_session_holds_no_world_data() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "music"}, screenshot=False)
    size = len(json.dumps(s.get_state()["apps"]["music"]))
    assert size < 4000
    raw = len(gzip.decompress((W.DATA / "en.json.gz").read_bytes()))
    assert raw > 100 * size  # the catalogue lives in the process, not in the session
