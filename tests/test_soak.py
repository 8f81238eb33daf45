"""A short run of the soak script (``python -m mgym.soak``): random actions in threads while
Chromium is killed at random; no exceptions, no hangs, no frame mismatches."""

from __future__ import annotations

import re
import subprocess
import sys


def test_soak_smoke() -> None:
    out = subprocess.run([sys.executable, "-m", "mgym.soak", "--seconds", "20", "--threads", "3", "--sessions", "2",
                          "--kill-every", "4", "--check-rate", "0.2", "--twin-rate", "0.1"],
                         capture_output=True, text=True, timeout=400)
    figures = {k: int(v) for k, v in re.findall(r"^(\w+) +(\d+)", out.stdout, re.M)}
    assert out.returncode == 0, out.stdout
    assert figures["actions"] > 20
    assert figures["exceptions"] == figures["hangs"] == figures["mismatches"] == 0
    assert "frames re-rendered elsewhere" in out.stdout
