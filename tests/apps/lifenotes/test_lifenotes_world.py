"""Lifenotes world data (generated, seeded, both regions), comments generated from the note id, the
overlay model and the idle overlay's size."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from mgym import Session
from mgym.apps.lifenotes import world as W
from mgym.apps.lifenotes.state import LifenotesState
from mgym.render.photos import index

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_in_both_regions() -> None:
    spec = importlib.util.spec_from_file_location("gen_lifenotes_data", ROOT / "scripts" / "gen_lifenotes_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for region in ("en", "zh-CN"):
        assert (W.DATA / f"{region}.json.gz").read_bytes() == mod.build(region), f"{region} data is stale"


def test_world_is_big_and_consistent() -> None:
    w = W.world("en")
    assert len(w.notes) >= 10_000 and len(w.users) >= 2_000
    ix = index()
    for n in w.notes:
        assert 1 <= len(n["images"]) <= 6 and all(a in ix for a in n["images"])
        assert n["author"] in w.by_id and n["time"] < 1773478800000 and n["tags"]
        assert n["topic"] in W.CHANNELS and n["place"]["city"]
    assert sum(1 for n in w.notes if n["products"]) > 1000
    assert len({u["name"] for u in w.users}) == len(w.users)
    assert set(w.channel) == {"", *W.CHANNELS}


def test_comments_are_generated_from_the_note_and_match_its_count() -> None:
    w = W.world("zh-CN")
    for n in w.notes[:300]:
        cs = W.comments("zh-CN", n["id"])
        assert sum(1 + len(c["replies"]) for c in cs) == min(n["comments"], W.MAX_COMMENTS)
        assert cs == W.comments("zh-CN", n["id"])
    big = next(n for n in w.notes if n["comments"] > 100)
    c = W.comments("zh-CN", big["id"])[0]
    assert W.comment("zh-CN", c["id"]) == c


def test_regions_share_ids_and_numbers_not_words() -> None:
    en, zh = W.world("en"), W.world("zh-CN")
    assert [(n["id"], n["likes"], n["author"]) for n in en.notes] == [(n["id"], n["likes"], n["author"]) for n in zh.notes]
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh.notes[0]["title"])
    assert en.notes[0]["title"] != zh.notes[0]["title"]


def test_overlay_rejects_unknown_fields_and_bad_values() -> None:
    with pytest.raises(ValidationError):
        LifenotesState.model_validate({"settings": {"who_comments": "robots"}})
    with pytest.raises(ValidationError):
        LifenotesState.model_validate({"wishlist": []})


def test_idle_session_holds_only_the_users_things() -> None:
    for locale in ("en", "zh-CN"):
        s = Session(seed=0, locale=locale)
        s.step({"action": "awake", "app": "lifenotes"}, screenshot=False)
        assert len(json.dumps(s.get_state()["apps"]["lifenotes"], ensure_ascii=False)) < 1200
