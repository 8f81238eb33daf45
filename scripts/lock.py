"""Lock every resolved Python dependency into ``requirements.lock`` (``make lock`` runs this).

    python scripts/lock.py                # resolve from nothing, write requirements.lock
    python scripts/lock.py --out FILE     # write elsewhere (to compare with the committed lock)

How: a throwaway virtualenv made from nothing (``python3.11 -m venv`` in a temporary directory),
pip upgraded in it, then ``[project].dependencies`` and the ``dev`` and ``ray`` extras of
``pyproject.toml`` (what ``pip install '.[dev,ray]'`` asks for, read with :mod:`tomllib` so that
mgym itself is never built into the work tree) installed under :data:`PINS` as constraints, and
``pip check``. Every distribution then installed in it, pip and the venv's setuptools included and
mgym excluded, becomes one ``name==version`` line (names normalised as in PEP 503, sorted), under a
header that says how the file was made. ``make setup`` installs exactly that set
(``pip install -r requirements.lock``, then ``pip install --no-deps -e .`` and ``pip check``).

pip's own configuration applies as it does to ``make setup``: its indexes and any machine
constraint file (``pip config list``). The one on the machines this was written on caps
torch / torchvision, which are not in the graph, so it cannot move the lock and is left alone.

The lock holds for CPython 3.11 on Linux x86_64 (every pinned wheel here is for that; no
environment markers are written).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements.lock"
PYPROJECT = ROOT / "pyproject.toml"
PYTHON = "python3.11"
EXTRAS = ("dev", "ray", "openenv")
#: versions fixed in the resolve, with why: each is a constraint, so it must also satisfy pyproject.toml
PINS: dict[str, str] = {
    # the tested extractor version: Babel 2.19.0's Python extractor also picked up dictionary keys and
    # docstrings (issue 24); mgym.i18n.extract no longer uses it, but Babel still reads and writes
    # the catalogues and stamps its version into their headers
    "babel": "2.17.0",
}
#: distributions installed without their dependencies (``pip install --no-deps``), each with the
#: requirements of its metadata that are left out on purpose (and so allowed in ``pip check``)
NO_DEPS: dict[str, tuple[str, frozenset[str]]] = {
    # OpenEnv's client and server need only the ``openenv`` extra of pyproject.toml; gradio (its web
    # UI, which caps pillow below 13), huggingface-hub and tomli/tomli-w (its CLI) are never imported
    "openenv": ("0.10.0", frozenset({"gradio", "huggingface-hub", "tomli", "tomli-w"})),
}
#: the same for ``.venv-rl`` only (requirements-rl.lock, ``make test-rl``): verl 0.9.1 is installed without
#: its dependencies for its agent loop (tests/bench/rl/test_verl.py); the requirements left out are never
#: imported by ``verl.experimental.agent_loop``, and its cap on transformers is not followed (TRL's
#: transformers stays), which ``pip check --rl`` allows too
RL_NO_DEPS: dict[str, tuple[str, frozenset[str]]] = {
    "verl": ("0.9.1", frozenset({"peft", "pybind11", "pylatexenc", "tensorboard", "torchdata", "wandb"})),
}
#: version conflicts allowed in ``.venv-rl``: (distribution, requirement)
RL_CONFLICTS = frozenset({("verl", "transformers")})
#: distributions never written to the lock (the project itself)
EXCLUDE = frozenset({"mgym"})

_LIST = """
import importlib.metadata as md, json
print(json.dumps(sorted({(d.metadata["Name"], d.version) for d in md.distributions()})))
"""


def normalise(name: str) -> str:
    """A distribution name as PEP 503 compares it (``Jinja2`` -> ``jinja2``, ``ui_tars`` -> ``ui-tars``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirements(pyproject: Path = PYPROJECT, extras: tuple[str, ...] = EXTRAS) -> list[str]:
    """The requirement strings of ``[project].dependencies`` and the given extras, in file order."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    out = list(project.get("dependencies", []))
    for extra in extras:
        out += project.get("optional-dependencies", {}).get(extra, [])
    return out


def _run(cmd: list[str], capture: bool = False) -> subprocess.CompletedProcess[str]:
    print("+", " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, text=True, capture_output=capture)


def resolve(python: str = PYTHON) -> list[tuple[str, str]]:
    """Install the requirements into a fresh venv; every (normalised name, version) in it, sorted."""
    with tempfile.TemporaryDirectory(prefix="mgym-lock-") as tmp:
        venv = Path(tmp) / "venv"
        _run([python, "-m", "venv", str(venv)])
        py = str(venv / "bin" / "python")
        pip = [py, "-m", "pip", "--disable-pip-version-check"]
        _run([*pip, "install", "-q", "--upgrade", "pip"])
        pins = Path(tmp) / "pins.txt"
        pins.write_text("".join(f"{name}=={version}\n" for name, version in sorted(PINS.items())))
        _run([*pip, "install", "-q", "-c", str(pins), *requirements()])
        _run([*pip, "install", "-q", "--no-deps", *(f"{n}=={v}" for n, (v, _) in sorted(NO_DEPS.items()))])
        pip_check(py)
        listed = _run([py, "-c", _LIST], capture=True).stdout
    found = {normalise(name): version for name, version in json.loads(listed)}
    for name, version in PINS.items():
        if found.get(normalise(name)) != version:
            raise SystemExit(f"{name} resolved to {found.get(normalise(name))}, not the pinned {version}")
    return sorted((n, v) for n, v in found.items() if n not in EXCLUDE)


def pip_check(python: str = sys.executable, rl: bool = False) -> None:
    """``pip check`` in the venv of ``python``, where the only allowed complaints are the left-out
    requirements of :data:`NO_DEPS` (and, with ``rl``, of :data:`RL_NO_DEPS` and the conflicts of
    :data:`RL_CONFLICTS`); exits with pip's report otherwise."""
    out = subprocess.run([python, "-m", "pip", "--disable-pip-version-check", "check"], text=True,
                         capture_output=True)
    skips = {**NO_DEPS, **(RL_NO_DEPS if rl else {})}
    bad = []
    for line in out.stdout.splitlines():
        m = re.match(r"(\S+) \S+ requires ([^,]+), which is not installed", line)
        if m and normalise(m[2]) in skips.get(normalise(m[1]), ("", frozenset()))[1]:
            continue
        c = re.match(r"(\S+) \S+ has requirement ([A-Za-z0-9._-]+)", line)
        if rl and c and (normalise(c[1]), normalise(c[2])) in RL_CONFLICTS:
            continue
        if line.strip():
            bad.append(line)
    if bad or (out.returncode and not out.stdout.strip()):
        raise SystemExit("pip check failed:\n" + ("\n".join(bad) or out.stderr))
    print("pip check: ok" + (" (left out on purpose: " + ", ".join(
        f"{n}'s {', '.join(sorted(skip))}" for n, (_, skip) in sorted(skips.items())) + ")"))


def render(pinned: list[tuple[str, str]], python_version: str) -> str:
    """The lock file's text: the header, then one ``name==version`` line per distribution."""
    extras = ",".join(EXTRAS)
    pins = ", ".join(f"{n}=={v}" for n, v in sorted(PINS.items()))
    header = [
        "# requirements.lock: every Python distribution of mgym's virtualenv, resolved from nothing.",
        "# Generated by scripts/lock.py (`make lock`); do not edit by hand.",
        f"# Resolve: a fresh `python3.11 -m venv` (CPython {python_version}, Linux x86_64), pip upgraded,",
        f"# then pyproject.toml's dependencies + extras [{extras}] installed with the pins {pins}.",
        f"# then {', '.join(f'{n}=={v}' for n, (v, _) in sorted(NO_DEPS.items()))} without its dependencies (see NO_DEPS).",
        "# `make setup` installs it: pip install --no-deps -r requirements.lock; pip install --no-deps -e .;",
        "# python scripts/lock.py --pip-check.",
        f"# {len(pinned)} distributions (mgym itself excluded).",
    ]
    return "\n".join([*header, *(f"{n}=={v}" for n, v in pinned)]) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=LOCK, help="where to write (default: requirements.lock)")
    ap.add_argument("--python", default=os.environ.get("PY", PYTHON), help="interpreter to build the venv with")
    ap.add_argument("--pip-check", action="store_true", help="only run pip check in this venv (NO_DEPS allowed)")
    ap.add_argument("--rl", action="store_true", help="with --pip-check: the .venv-rl rules (RL_NO_DEPS too)")
    args = ap.parse_args(argv)
    if args.pip_check:
        pip_check(rl=args.rl)
        return 0
    version = _run([args.python, "-c", "import platform; print(platform.python_version())"],
                   capture=True).stdout.strip()
    if not version.startswith("3.11."):
        raise SystemExit(f"{args.python} is CPython {version}; the lock is for 3.11")
    pinned = resolve(args.python)
    text = render(pinned, version)
    old = args.out.read_text(encoding="utf-8") if args.out.exists() else None
    if old != text:  # an untouched file keeps its mtime, so make does not rebuild the venv for nothing
        args.out.write_text(text, encoding="utf-8")
    print(f"{args.out}: {len(pinned)} distributions, {'unchanged' if old == text else 'written'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
