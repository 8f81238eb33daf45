"""requirements.lock (scripts/lock.py) pins every distribution of the venv, Babel at the tested version,
covers what pyproject.toml asks for, and is what this venv holds: a drifted venv fails here."""

from __future__ import annotations

import importlib.metadata as md
import importlib.util
import re
import tomllib
from pathlib import Path
from types import ModuleType

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements.lock"
LINE = re.compile(r"^(?P<name>[a-z0-9]+(?:-[a-z0-9]+)*)==(?P<version>[A-Za-z0-9][A-Za-z0-9.+!_-]*)$")


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mgym_lock_script", ROOT / "scripts" / "lock.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _pins() -> dict[str, str]:
    out: dict[str, str] = {}
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        m = LINE.match(line)
        assert m, f"not name==version: {line!r}"
        assert m["name"] not in out, f"{m['name']} twice"
        out[m["name"]] = m["version"]
    return out


def test_lock_is_complete_sorted_pins_under_a_header() -> None:
    text = LOCK.read_text(encoding="utf-8")
    header = [x for x in text.splitlines() if x.startswith("#")]
    assert text.startswith("#") and any("scripts/lock.py" in x for x in header)
    body = [x for x in text.splitlines() if not x.startswith("#")]
    assert all(body), "one pin a line, no blank lines"
    pins = _pins()
    assert list(pins) == sorted(pins), "sorted by name"
    assert len(pins) == len(body) > 20
    assert "mgym" not in pins
    assert f"# {len(pins)} distributions (mgym itself excluded)." in header


def test_babel_is_pinned_at_the_tested_version() -> None:
    assert _pins()["babel"] == "2.17.0"
    assert _script().PINS == {"babel": "2.17.0"}


def test_every_requirement_of_pyproject_is_locked_at_a_version_it_allows() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = [*project["dependencies"], *(r for extra in ("dev", "ray", "openenv")
                                        for r in project["optional-dependencies"][extra])]
    assert reqs == _script().requirements()  # what the script resolves
    pins = _pins()
    for text in reqs:
        req = Requirement(text)
        name = _norm(req.name)
        assert name in pins, f"{text} is not in requirements.lock: run `make lock`"
        assert req.specifier.contains(pins[name], prereleases=True), f"{text} does not allow {pins[name]}"


def test_this_venv_holds_exactly_the_locked_versions() -> None:
    installed = {_norm(d.metadata["Name"]): d.version for d in md.distributions()}
    drift = {name: (want, installed.get(name)) for name, want in _pins().items() if installed.get(name) != want}
    assert not drift, f"(locked, installed) differ: {drift}; rebuild the venv (rm -rf .venv && make setup)"


def test_script_names_and_renders_like_the_lock() -> None:
    lock = _script()
    assert [lock.normalise(n) for n in ("Jinja2", "ui_tars", "typing.extensions", "PyYAML")] == \
        ["jinja2", "ui-tars", "typing-extensions", "pyyaml"]
    text = lock.render([("a-b", "1.0"), ("c", "2")], "3.11.9")
    assert text.endswith("# 2 distributions (mgym itself excluded).\na-b==1.0\nc==2\n")
    assert "babel==2.17.0" in text and "CPython 3.11.9" in text


@pytest.mark.parametrize("target", ["lock:", "$(STAMP): $(LOCK) pyproject.toml"])
def test_make_installs_from_the_lock(target: str) -> None:
    make = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert target in make
    assert "pip install -q --no-deps -r $(LOCK)" in make and "pip install -q --no-deps -e ." in make
    assert "scripts/lock.py --pip-check" in make


def test_the_no_deps_distributions_are_locked_and_pip_check_allows_only_their_left_outs() -> None:
    """OpenEnv is locked, installed without its dependencies, and pip check passes here, with only
    the requirements NO_DEPS names left out."""
    lock = _script()
    pins = _pins()
    for name, (version, _) in lock.NO_DEPS.items():
        assert pins.get(name) == version
    lock.pip_check()  # raises SystemExit with pip's report on anything else
    import openenv.core  # noqa: F401  (its client and server import with what the lock holds)
