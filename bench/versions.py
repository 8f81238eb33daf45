"""Version numbers that a published score cites, and the fingerprints that keep them honest.

* **task set** (:data:`TASKSET_VERSION`): the templates, their judges, matchers, metrics and the
  delivered instructions. Any change that can move a score bumps it (a new minor version for fixes
  and rewordings, a new major one for added or removed templates), and the CHANGELOG line of the
  change names the templates.
* **simulator** (``mgym.__version__``): the phone.
* **world data** (:data:`mgym.versions.WORLD_VERSION`): the seeded world files of the apps and the OS.

The task set and world data each have a fingerprint (a hash of the files they are made of) recorded in
``bench/tasks/versions.json`` beside the version it belongs to; ``tests/bench/test_versions.py``
fails when a fingerprint moved and its version did not. After a change, bump the version and run
``python -m bench.versions record``. ``meta.json`` carries :func:`version_info`, and the report shows it.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import mgym
from mgym import versions as sim_versions
from mgym.provenance import git_info, lock_hash

#: the task set's version (see the module doc for when to bump it)
TASKSET_VERSION = "2.3.0"

BENCH = Path(__file__).resolve().parent
RECORD = BENCH / "tasks" / "versions.json"
#: the benchmark modules whose code decides a score, besides the templates under bench/tasks
SCORING_MODULES = ("task.py", "judge.py", "answers.py", "numerals.py", "metrics.py", "protocol.py",
                   "episode.py", "paths.py")


def _digest(files: list[Path], root: Path) -> str:
    h = hashlib.sha256()
    for f in sorted(files):
        h.update(str(f.relative_to(root)).encode() + b"\0")
        h.update(f.read_bytes().replace(b"\r\n", b"\n"))
        h.update(b"\0")
    return h.hexdigest()[:16]


def taskset_fingerprint() -> str:
    """A hash of the template sources and the scoring modules (calibration data left out)."""
    files = [p for p in (BENCH / "tasks").rglob("*.py") if "__pycache__" not in p.parts]
    files += [BENCH / m for m in SCORING_MODULES]
    return _digest(files, BENCH)


def world_fingerprint() -> str:
    """A hash of every seeded world data file of the OS and the apps."""
    root = Path(mgym.__file__).resolve().parent
    files = [p for p in root.rglob("*") if p.is_file() and "data" in p.relative_to(root).parts
             and "__pycache__" not in p.parts and p.suffix != ".py"]
    return _digest(files, root)


def recorded() -> dict[str, Any]:
    return json.loads(RECORD.read_text()) if RECORD.exists() else {}


def version_info() -> dict[str, Any]:
    """What ``meta.json`` records: the three versions, the git commit and whether the tree was dirty,
    the locked dependency set's hash, and the Python version."""
    git = git_info()
    return {"taskset": TASKSET_VERSION, "simulator": mgym.__version__, "world": sim_versions.WORLD_VERSION,
            "mgym": mgym.__version__, "commit": git["commit"], "dirty": git["dirty"], "lock": lock_hash(),
            "python": sys.version.split()[0]}


def record() -> dict[str, Any]:
    """Write the current fingerprints beside the current versions."""
    data = {"taskset": {"version": TASKSET_VERSION, "fingerprint": taskset_fingerprint()},
            "world": {"version": sim_versions.WORLD_VERSION, "fingerprint": world_fingerprint()}}
    RECORD.write_text(json.dumps(data, indent=1) + "\n")
    return data


if __name__ == "__main__":
    if sys.argv[1:] != ["record"]:
        sys.exit("usage: python -m bench.versions record")
    print(json.dumps(record(), indent=1))
