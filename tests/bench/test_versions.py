"""The versions a score cites stay honest: a moved fingerprint needs a bumped version (recorded with
``python -m bench.versions record``), and the CHANGELOG names the task set version."""

from __future__ import annotations

from pathlib import Path

from bench import versions
from bench.runner import version_info
from mgym import versions as sim_versions

ROOT = Path(__file__).resolve().parents[2]


def test_taskset_fingerprint_is_recorded_with_its_version() -> None:
    rec = versions.recorded()["taskset"]
    assert rec["fingerprint"] == versions.taskset_fingerprint() or rec["version"] != versions.TASKSET_VERSION, (
        "the task set changed: bump bench.versions.TASKSET_VERSION, name the templates in CHANGELOG.md, "
        "then run `python -m bench.versions record`")
    assert rec == {"version": versions.TASKSET_VERSION, "fingerprint": versions.taskset_fingerprint()}, (
        "run `python -m bench.versions record`")


def test_world_fingerprint_is_recorded_with_its_version() -> None:
    rec = versions.recorded()["world"]
    assert rec == {"version": sim_versions.WORLD_VERSION, "fingerprint": versions.world_fingerprint()}, (
        "the world data changed: bump mgym.versions.WORLD_VERSION, then `python -m bench.versions record`")


def test_the_changelog_names_the_task_set_version() -> None:
    assert f"task set {versions.TASKSET_VERSION}" in (ROOT / "CHANGELOG.md").read_text()


def test_meta_carries_versions_commit_and_lock() -> None:
    info = version_info()
    assert info["taskset"] == versions.TASKSET_VERSION and info["world"] == sim_versions.WORLD_VERSION
    assert set(info) >= {"simulator", "commit", "dirty", "lock", "python"}
    assert info["lock"] is None or len(info["lock"]) == 64
