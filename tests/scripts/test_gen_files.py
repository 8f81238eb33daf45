"""scripts/gen_files.py rebuilds each region's seeded /sdcard, which agrees with the photos' index."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from mgym.clock import DEFAULT_EPOCH_MS
from mgym.os.fs_rows import STANDARD_DIRS, FileRow, check_tree

ROOT = Path(__file__).resolve().parents[2]
FILES = ROOT / "mgym" / "os" / "data" / "files"
INDEX = ROOT / "mgym" / "os" / "data" / "photos" / "index.json"


def gen() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_files", ROOT / "scripts" / "gen_files.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules["gen_files"] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_committed_tree_is_rebuilt_byte_for_byte(region: str) -> None:
    mod = gen()
    index = json.loads(INDEX.read_text(encoding="utf-8"))
    assert mod.dump(mod.build(region, index)) == (FILES / f"{region}.json").read_bytes(), \
        "run scripts/gen_files.py and commit the result"


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_tree_is_valid_and_uses_every_photo_once(region: str) -> None:
    rows = [FileRow.model_validate(r) for r in json.loads((FILES / f"{region}.json").read_text(encoding="utf-8"))]
    check_tree(rows)
    assert [r.id for r in rows] == list(range(1, len(rows) + 1))
    assert [r.path for r in rows] == sorted(r.path for r in rows)
    paths = {r.path for r in rows if r.dir}
    assert {f"/sdcard/{d}" for d in STANDARD_DIRS} <= paths
    index = json.loads(INDEX.read_text(encoding="utf-8"))
    used = Counter(r.asset for r in rows if r.asset)
    mine = {a for a, e in index.items() if e["region"] in ("", region)}
    assert set(used) == mine and set(used.values()) == {1}
    for r in rows:
        assert r.created < DEFAULT_EPOCH_MS and r.modified < DEFAULT_EPOCH_MS and r.taken < DEFAULT_EPOCH_MS, r.path
        if r.text is not None:
            assert r.size == len(r.text.encode()), r.path
        if r.name.startswith("IMG_") and r.parent.endswith("/Camera"):
            assert 1_500_000 <= r.size <= 5_000_000 and r.taken and r.mime == "image/jpeg", r.path
        if r.parent.endswith("/Screenshots"):
            assert r.name.startswith("Screenshot_") and r.mime == "image/png", r.path
    kinds = Counter(r.mime for r in rows)
    assert kinds["application/pdf"] >= 8 and kinds["audio/mpeg"] >= 10 and kinds["video/mp4"] == 3
    assert sum(1 for r in rows if r.text is not None) >= 15
    assert sum(1 for r in rows if r.favorite) >= 5


def test_world_language_follows_the_region() -> None:
    zh = json.loads((FILES / "zh-CN.json").read_text(encoding="utf-8"))
    assert any("工作" in r["path"] for r in zh) and any("旅行" in r["path"] for r in zh)
    assert any(r["place"] == "北京" for r in zh)
