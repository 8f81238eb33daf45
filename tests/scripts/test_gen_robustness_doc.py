"""docs/robustness.md's tables are what bench.robustness declares."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_robustness_doc_is_up_to_date() -> None:
    r = subprocess.run([sys.executable, "scripts/gen_robustness_doc.py", "--check"], cwd=ROOT, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stdout + r.stderr
