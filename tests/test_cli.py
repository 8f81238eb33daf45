"""The ``mgym`` command: bad input is one line on stderr and exit code 2, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer

from mgym.cli import fail


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


def test_errors_are_one_line_whatever_the_width_and_the_path_length(tmp_path: Path) -> None:
    # rich would wrap at $COLUMNS (80 when piped); errors are grepped, so they never wrap
    name = "NoSuch" + "App" * 60
    out = subprocess.run([sys.executable, "-m", "mgym.cli", "nav", name, "--out", str(tmp_path / ("x" * 100))],
                         capture_output=True, text=True, timeout=120, env={**os.environ, "COLUMNS": "30"})
    assert out.returncode == 2
    (line,) = out.stderr.strip().splitlines()
    assert line.startswith(f"error: unknown app '{name}'")


def test_fail_prints_one_plain_line_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    message = "/tmp/" + "long-folder-" * 20 + " already holds [red]results[/red]"
    with pytest.raises(typer.Exit) as e:
        fail(message)
    assert e.value.exit_code == 2
    got = capsys.readouterr()
    assert got.err == f"error: {message}\n" and got.out == ""
    with pytest.raises(typer.Exit) as e:
        fail(ValueError("bad"), code=3)
    assert e.value.exit_code == 3 and capsys.readouterr().err == "error: bad\n"
