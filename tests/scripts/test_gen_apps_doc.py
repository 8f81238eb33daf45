"""docs/apps.md's inventory is what the registry and the task suite say."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_apps_doc_is_up_to_date() -> None:
    r = subprocess.run([sys.executable, "scripts/gen_apps_doc.py", "--check"], cwd=ROOT, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stdout + r.stderr
