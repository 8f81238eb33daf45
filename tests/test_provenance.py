"""mgym.provenance: the locked dependency set's hash and the checkout's git commit / dirty flag."""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mgym.provenance import LOCK_FILE, ROOT, git_info, lock_hash

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def test_lock_hash_is_the_sha256_of_requirements_lock() -> None:
    assert LOCK_FILE == ROOT / "requirements.lock"
    assert lock_hash() == hashlib.sha256(LOCK_FILE.read_bytes()).hexdigest()
    assert re.fullmatch(r"[0-9a-f]{64}", lock_hash() or "")


def test_lock_hash_of_a_file_and_of_none(tmp_path: Path) -> None:
    f = tmp_path / "requirements.lock"
    assert lock_hash(f) is None and lock_hash(tmp_path / "no" / "such") is None
    f.write_bytes(b"a==1\n")
    assert lock_hash(f) == hashlib.sha256(b"a==1\n").hexdigest()
    f.write_bytes(b"a==2\n")
    assert lock_hash(f) == hashlib.sha256(b"a==2\n").hexdigest()


def test_outside_a_work_tree_both_are_none(tmp_path: Path) -> None:
    assert git_info(tmp_path) == {"commit": None, "dirty": None}


@needs_git
def test_a_folder_inside_a_work_tree_is_not_its_top() -> None:
    # e.g. an installed package in a venv inside someone's repository: that repository says nothing about mgym
    assert git_info(ROOT / "mgym") == {"commit": None, "dirty": None}


@needs_git
def test_commit_and_dirty_of_a_repository(tmp_path: Path) -> None:
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@example.com",
                               *args], check=True, capture_output=True, text=True).stdout.strip()

    git("init", "-q")
    assert git_info(tmp_path) == {"commit": None, "dirty": False}  # no commit yet
    (tmp_path / "a.txt").write_text("one\n")
    (tmp_path / ".gitignore").write_text("ignored/\n")
    git("add", "a.txt", ".gitignore")
    git("commit", "-q", "-m", "first")
    head = git("rev-parse", "HEAD")
    assert git_info(tmp_path) == {"commit": head, "dirty": False}
    (tmp_path / "ignored").mkdir()
    (tmp_path / "ignored" / "x").write_text("build output\n")
    assert git_info(tmp_path) == {"commit": head, "dirty": False}  # ignored files do not count
    (tmp_path / "a.txt").write_text("two\n")
    assert git_info(tmp_path) == {"commit": head, "dirty": True}
    git("checkout", "-q", "--", "a.txt")
    (tmp_path / "new.py").write_text("x = 1\n")
    assert git_info(tmp_path) == {"commit": head, "dirty": True}  # an untracked file could change a run


@needs_git
def test_the_source_checkout() -> None:
    info = git_info()
    if not (ROOT / ".git").exists():
        assert info == {"commit": None, "dirty": None}
        return
    assert re.fullmatch(r"[0-9a-f]{40}", info["commit"] or "") and isinstance(info["dirty"], bool)
    assert info["commit"] == subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True,
                                            text=True, check=True).stdout.strip()
