"""Every snippet of the README's Gymnasium and RL section runs as written (the env server started
by its own command line, on 127.0.0.1, and stopped here)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

README = Path(__file__).parents[3] / "README.md"


def section() -> str:
    text = README.read_text()
    start = text.index("## Gymnasium and RL")
    return text[start:text.index("\n## ", start + 5)]


def blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", section(), flags=re.S)


def test_readme_rl_snippets_run() -> None:
    pytest.importorskip("ray", reason="Ray is not installed (pip install 'mgym[ray]')")
    import ray

    (serve,) = blocks("sh")
    argv = shlex.split(serve.strip().rstrip("&"))
    assert argv[:2] == ["mgym", "env-serve"]
    port = int(argv[argv.index("--port") + 1])
    server = subprocess.Popen([sys.executable, "-m", "mgym.cli", *argv[1:]], stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/health", timeout=2)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline and server.poll() is None, "env-serve did not start"
                time.sleep(0.2)
        for code in blocks("python"):
            exec(compile(code, "README.md", "exec"), {"__name__": "readme"})  # noqa: S102
    finally:
        server.terminate()
        server.wait(30)
        if ray.is_initialized():
            ray.shutdown()
