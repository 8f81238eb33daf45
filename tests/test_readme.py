"""Every Python snippet of the README runs as written (each in a fresh namespace, in order). The
Gymnasium and RL section, which needs a server and Ray, is run by tests/bench/rl/test_readme_rl.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
TEXT = README.read_text()
RL_START = TEXT.index("## Gymnasium and RL")
RL_END = TEXT.index("\n## ", RL_START + 5)
BLOCKS = re.findall(r"```python\n(.*?)```", TEXT[:RL_START] + TEXT[RL_END:], flags=re.S)


def test_the_readme_has_python_snippets() -> None:
    assert len(BLOCKS) >= 2


@pytest.mark.parametrize("code", BLOCKS, ids=[b.splitlines()[0][:40] for b in BLOCKS])
def test_readme_snippet_runs(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(code, str(README), "exec"), {"__name__": "readme"})  # noqa: S102 - the README is ours


def test_the_task_example_succeeds(capsys: pytest.CaptureFixture[str]) -> None:
    (code,) = [b for b in BLOCKS if "class PinConversation" in b]
    exec(compile(code, str(README), "exec"), {"__name__": "readme"})  # noqa: S102
    assert capsys.readouterr().out.startswith("True ")
