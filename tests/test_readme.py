"""Every Python snippet of the README runs as written (each in a fresh namespace, in order)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)


def test_the_readme_has_python_snippets() -> None:
    assert len(BLOCKS) >= 3


@pytest.mark.parametrize("code", BLOCKS, ids=[b.splitlines()[0][:40] for b in BLOCKS])
def test_readme_snippet_runs(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(code, str(README), "exec"), {"__name__": "readme"})  # noqa: S102 - the README is ours


def test_the_task_example_succeeds(capsys: pytest.CaptureFixture[str]) -> None:
    (code,) = [b for b in BLOCKS if "class PinConversation" in b]
    exec(compile(code, str(README), "exec"), {"__name__": "readme"})  # noqa: S102
    assert capsys.readouterr().out.startswith("True ")
