"""Where a run's code and dependencies came from: the locked dependency set's hash and the git commit.

Both are read from the source checkout mgym runs from (the directory above the ``mgym`` package):

* :func:`lock_hash`: the sha256 of ``requirements.lock`` (written by ``scripts/lock.py``, installed by
  ``make setup``), or None where there is no such file (an installed wheel);
* :func:`git_info`: the commit checked out there and whether the work tree differs from it, or None
  values where that directory is not the top of a git work tree (or git is missing).

Neither reads a clock, so the same checkout always gives the same answer.
"""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path
from typing import TypedDict

#: the source checkout: the directory holding the ``mgym`` package (site-packages for a wheel)
ROOT = Path(__file__).resolve().parents[1]
LOCK_FILE = ROOT / "requirements.lock"


class GitInfo(TypedDict):
    """The checked-out commit (40 hex digits) and whether the work tree has changes; None when unknown."""

    commit: str | None
    dirty: bool | None


def lock_hash(path: Path | None = None) -> str | None:
    """The sha256 (hex) of the lock file's bytes (default ``requirements.lock`` beside the package), or
    None when there is no such file."""
    path = LOCK_FILE if path is None else path
    try:
        data = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return None
    return hashlib.sha256(data).hexdigest()


def _git(root: Path, *args: str) -> str | None:
    """``git -C root args`` stdout, or None when git fails or is missing."""
    try:
        r = subprocess.run(["git", "--no-optional-locks", "-C", str(root), *args], capture_output=True, text=True,
                           timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return r.stdout if r.returncode == 0 else None


def git_info(root: Path | None = None) -> GitInfo:
    """``{"commit": ..., "dirty": ...}`` of the git work tree whose top is ``root`` (default: the source
    checkout). ``dirty`` is True when a tracked file is changed, staged or deleted or an untracked file
    that git does not ignore is present. Both are None when ``root`` is not the top of a work tree
    (an installed package inside some other repository included) or git cannot say."""
    root = (ROOT if root is None else root).resolve()
    top = _git(root, "rev-parse", "--show-toplevel")
    if top is None or Path(top.strip()).resolve() != root:
        return {"commit": None, "dirty": None}
    head = _git(root, "rev-parse", "--verify", "--quiet", "HEAD")
    status = _git(root, "status", "--porcelain")
    return {"commit": head.strip() if head else None, "dirty": None if status is None else bool(status.strip())}
