"""The ``mgym`` command: bad input is one line on stderr and exit code 2, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize("args", [["shot", "NoSuchApp"], ["nav", "NoSuchApp"]])
def test_unknown_app_is_a_one_line_error(args: list[str], tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "mgym.cli", *args, "--out", str(tmp_path / "x")],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and "Traceback" not in out.stdout
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: unknown app 'NoSuchApp'")
    assert not (tmp_path / "x").exists()


def test_known_app_nav_still_works(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "mgym.cli", "nav", "contacts", "--out", str(tmp_path)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "contacts.json").is_file() and (tmp_path / "contacts.svg").is_file()


def test_check_crawls_the_named_apps_only() -> None:
    out = subprocess.run([sys.executable, "-m", "mgym.cli", "check", "calculator", "Compass", "--max-states", "30"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "calculator" in out.stdout and "compass" in out.stdout and "contacts" not in out.stdout
    bad = subprocess.run([sys.executable, "-m", "mgym.cli", "check", "NoSuchApp"], capture_output=True, text=True,
                         timeout=120)
    assert bad.returncode == 2 and bad.stderr.strip().startswith("error: unknown app 'NoSuchApp'")
