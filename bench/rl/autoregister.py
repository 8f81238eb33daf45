"""``gymnasium.make("mgym/<task id>-v0")`` in any process, with no ``import bench.gym`` first.

Gymnasium 1.x no longer loads plugins from an entry-point group, so mgym installs a one-line
``mgym_gym.pth`` into site-packages (``python -m bench.rl.autoregister install``; ``make`` does it).
At interpreter start it runs :func:`install`, which costs nothing until Gymnasium is imported; then
it wraps Gymnasium's id lookup so that the first ``make``/``make_vec``/``spec`` of an ``mgym/`` id
imports :mod:`bench.gym`, which registers every task (other environments pay nothing).
Spawned workers, joblib and Ray workers on the same environment get the ids the same way.
``MGYM_GYM_AUTOREGISTER=0`` turns it off.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import sysconfig
from pathlib import Path
from types import ModuleType
from typing import Any

PTH_NAME = "mgym_gym.pth"
PTH_LINE = ("import os; os.environ.get('MGYM_GYM_AUTOREGISTER', '1') != '0' and "
            "__import__('bench.rl.autoregister', fromlist=['install']).install()\n")


def _register() -> None:
    try:
        import bench.gym  # noqa: F401  (registers at import)
    except Exception as e:  # never break an unrelated Gymnasium call
        print(f"mgym: could not register the Gymnasium ids: {type(e).__name__}: {e}", file=sys.stderr)


def _hook_lookup() -> None:
    """Make Gymnasium's id lookup (behind ``make``, ``make_vec`` and ``spec``) register mgym's ids the
    first time an ``mgym/`` id is asked for: nothing is imported for other environments."""
    from gymnasium.envs import registration

    find = getattr(registration, "_find_spec", None)
    if find is None or getattr(find, "_mgym", False):
        if find is None:
            _register()
        return

    def _find_spec(env_id: str) -> Any:
        if isinstance(env_id, str) and env_id.split(":")[-1].startswith("mgym/") \
                and env_id.split(":")[-1] not in registration.registry:
            _register()
        return find(env_id)

    _find_spec._mgym = True  # type: ignore[attr-defined]
    registration._find_spec = _find_spec
    spec = registration.spec

    def _spec(env_id: str) -> Any:
        if isinstance(env_id, str) and env_id.split(":")[-1].startswith("mgym/") \
                and env_id.split(":")[-1] not in registration.registry:
            _register()
        return spec(env_id)

    import gymnasium
    import gymnasium.envs

    for mod in (registration, gymnasium, gymnasium.envs):
        if getattr(mod, "spec", None) is spec:
            mod.spec = _spec  # type: ignore[attr-defined]


class _Loader(importlib.abc.Loader):
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        module: ModuleType | None = self.inner.create_module(spec)
        return module

    def exec_module(self, module: ModuleType) -> None:
        self.inner.exec_module(module)
        _hook_lookup()


class _Finder(importlib.abc.MetaPathFinder):
    """Waits for ``import gymnasium`` and registers mgym's ids right after it has loaded."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != "gymnasium":
            return None
        sys.meta_path.remove(self)
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            spec = find(fullname, path, target) if find is not None else None
            if spec is not None and spec.loader is not None:
                spec.loader = _Loader(spec.loader)
                return spec
        return None


def install() -> None:
    """Register now if Gymnasium is loaded, else as soon as it is."""
    if "gymnasium" in sys.modules:
        _hook_lookup()
    elif not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder())


def pth_path() -> Path:
    return Path(sysconfig.get_paths()["purelib"]) / PTH_NAME


def write_pth() -> Path:
    """Install the start-up hook into this environment's site-packages."""
    p = pth_path()
    if not p.exists() or p.read_text() != PTH_LINE:
        p.write_text(PTH_LINE)
    return p


if __name__ == "__main__":
    if sys.argv[1:] == ["install"]:
        print(f"wrote {write_pth()}")
    elif sys.argv[1:] == ["uninstall"]:
        pth_path().unlink(missing_ok=True)
    else:
        print("usage: python -m bench.rl.autoregister install|uninstall", file=sys.stderr)
        raise SystemExit(2)
