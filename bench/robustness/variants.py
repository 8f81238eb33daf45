"""Appearance variants (``mgym bench --variant``): the same task on a phone that looks different.

A variant changes how the phone looks and never what the task is about: a screen (CSS viewport and
device scale) to boot with, the other locale, and OS settings written to the fresh phone before the
task's own sample and setup (so the task's setup wins, and the judged baseline, taken after, holds the
variant: its settings are never side effects). Seeded choices (which wallpaper, icon pack or accent)
follow from the instance seed alone.

A variant does not apply to a template that would be about what it changes (``dark`` and a task that
turns the dark theme on): :meth:`Variant.applies` looks at the state paths the template's instance
touches (its allowed changes, its setup and its checks) and at its own source, and excludes apps the
variant's settings belong to (the Theme Store for looks).
"""

from __future__ import annotations

import contextlib
import hashlib
import inspect
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from random import Random
from typing import Any

from bench.task import TaskTemplate
from mgym.apps.themes import world as looks
from mgym.render.renderer import Geometry

#: a seeded settings patch: (fresh state, rng) -> set_state patch
Build = Callable[[Mapping[str, Any], Random], dict[str, Any]]


class UnknownVariant(ValueError):
    """A variant name that does not exist; the message names it and the choices."""

    def __init__(self, name: str, choices: tuple[str, ...]) -> None:
        super().__init__(f"unknown variant {name!r}; choose from all, {', '.join(choices)}")
        self.name, self.choices = name, choices


@dataclass(frozen=True)
class Variant:
    """One appearance variant. ``geometry`` and ``other_locale`` are chosen at boot; :meth:`patch` is
    the OS state written to the fresh phone before the task's setup."""

    name: str
    #: one line for docs/robustness.md
    description: str
    #: the screen to boot the phone with (None: the run's own)
    geometry: Geometry | None = None
    #: play on the other locale's phone (en <-> zh-CN), instruction included
    other_locale: bool = False
    #: the settings patch, from the fresh state and a seeded rng (None: no state change)
    build: Build | None = field(default=None, repr=False, compare=False)
    #: state path prefixes the variant sets: a template whose paths start with one is excluded
    touches: tuple[str, ...] = ()
    #: words whose presence in a template's own source excludes it (settings read by name)
    words: tuple[str, ...] = ()
    #: apps whose templates are excluded (the app that owns the setting)
    apps: tuple[str, ...] = ()

    def patch(self, state: dict[str, Any], seed: int) -> dict[str, Any]:
        """An mgym ``set_state`` patch for a fresh phone in ``state``, deterministic from ``seed``."""
        if self.build is None:
            return {}
        return self.build(state, Random(_seed(self.name, seed)))

    def applies(self, tpl: TaskTemplate) -> bool:
        """False when the variant would change what ``tpl`` is about: the template belongs to one of
        :attr:`apps`, a state path it touches starts with one of :attr:`touches`, or its source names
        one of :attr:`words`."""
        if any(a in self.apps for a in tpl.apps):
            return False
        if self.words and any(w in template_source(tpl) for w in self.words):
            return False
        return not (self.touches and any(p.startswith(t) for p in template_paths(tpl) for t in self.touches))


def _seed(name: str, seed: int) -> int:
    return int.from_bytes(hashlib.blake2b(f"variant|{name}|{seed}".encode(), digest_size=8).digest(), "big")


def _display(**values: Any) -> Build:
    return lambda state, rng: {"os": {"display": dict(values)}}


def _look(kind: looks.Kind, key: str, light_only: bool = False) -> Build:
    """A Theme Store item of ``kind`` other than the one applied, drawn by the rng, applied at ``key``."""
    def build(state: Mapping[str, Any], rng: Random) -> dict[str, Any]:
        current = state["os"]["display"].get(key)
        ids = [it["id"] for it in looks.items("en", kind)
               if it["id"] != current and not (light_only and it.get("dark"))]
        return {"os": {"display": {key: rng.choice(ids)}}}
    return build


DISPLAY = "os.display."
_LOOK = ("themes",)

_ALL: tuple[Variant, ...] = (
    Variant("dark", "Dark theme on (Settings > Display > Dark theme)",
            build=_display(dark_theme=True), touches=(DISPLAY + "dark_theme", DISPLAY + "theme"),
            words=("dark_theme",), apps=_LOOK),
    Variant("font_small", "Smallest font size (font scale 0.85): text shrinks, layout stays",
            build=_display(font_scale=0.85), touches=(DISPLAY + "font_scale",), words=("font_scale",)),
    Variant("font_large", "Largest font size (font scale 1.3): text grows, layout stays",
            build=_display(font_scale=1.3), touches=(DISPLAY + "font_scale",), words=("font_scale",)),
    Variant("display_small", "Display size small: the same pixels at a lower density, so everything is smaller",
            geometry=Geometry(432, 960, 2.5)),
    Variant("display_large", "Display size large: the same pixels at a higher density, so everything is larger",
            geometry=Geometry(320, 711, 3.375)),
    Variant("density_low", "A low-density screen: the same layout in fewer pixels",
            geometry=Geometry(360, 800, 1.5)),
    Variant("geo_720x1600", "An HD+ screen", geometry=Geometry(360, 800, 2.0)),
    Variant("geo_1080x2340", "A shorter FHD+ screen (19.5:9)",
            geometry=Geometry(360, 780, 3.0)),
    Variant("geo_1440x3200", "A QHD+ screen", geometry=Geometry(360, 800, 4.0)),
    Variant("wallpaper", "A Theme Store wallpaper on the home screen (seeded)",
            build=_look("wallpaper", "wallpaper"), touches=(DISPLAY + "wallpaper",), words=("wallpaper",),
            apps=_LOOK),
    Variant("icons", "A Theme Store icon pack: app icon shapes and colours (seeded)",
            build=_look("icon_pack", "icon_pack"), touches=(DISPLAY + "icon_pack",), words=("icon_pack",),
            apps=_LOOK),
    Variant("accent", "A light Theme Store theme: accent and status bar colours (seeded)",
            build=_look("theme", "theme", light_only=True), touches=(DISPLAY + "theme", DISPLAY + "dark_theme"),
            words=("dark_theme",), apps=_LOOK),
    Variant("clock_12h", "12-hour clock (both locales default to 24-hour)",
            build=lambda state, rng: {"os": {"datetime": {"use_24h": False}}},
            touches=("os.datetime.use_24h",), words=("use_24h",)),
    Variant("other_locale", "A Chinese phone and instruction for an English run, English for a Chinese one", other_locale=True,
            touches=("os.settings.system.locale",)),
)

#: every variant by name, in the order docs and reports list them
VARIANTS: dict[str, Variant] = {v.name: v for v in _ALL}


def parse(names: str) -> list[Variant]:
    """``"dark,font_large"`` -> those variants, in order, once each; ``"all"`` -> every one.
    An unknown name raises :class:`UnknownVariant` naming it and the choices."""
    out: dict[str, Variant] = {}
    for raw in names.split(","):
        name = raw.strip()
        if not name:
            continue
        if name == "all":
            out.update(VARIANTS)
        elif name in VARIANTS:
            out[name] = VARIANTS[name]
        else:
            raise UnknownVariant(name, tuple(VARIANTS))
    if not out:
        raise UnknownVariant(names, tuple(VARIANTS))
    return list(out.values())


# ---- what a template touches ------------------------------------------------------------------------

@cache
def _fresh_state() -> dict[str, Any]:
    from mgym import Session

    return Session(seed=0).get_state()


def _flatten(patch: Mapping[str, Any], prefix: str = "") -> Iterator[str]:
    for k, v in patch.items():
        path = f"{prefix}{k}"
        yield path
        if isinstance(v, Mapping):
            yield from _flatten(v, path + ".")


@cache
def _paths_of(tpl_id: str, tpl: TaskTemplate) -> tuple[str, ...]:
    state = _fresh_state()
    out: list[str] = []
    try:
        params = tpl.sample(Random(0), state)
        out += tpl.expected_changes(params)
        out += _flatten(tpl.setup(params, state))
        out += [c.name for c in tpl.checks(params, state, state)]
    except Exception:  # a sampler or check that needs more than a fresh phone: the source scan still applies
        pass
    return tuple(out)


def template_paths(tpl: TaskTemplate) -> tuple[str, ...]:
    """The state paths one instance of ``tpl`` on a fresh phone touches: its allowed changes, the
    paths its setup writes and its checks' names (cached per template)."""
    return _paths_of(tpl.id, tpl)


@cache
def _source_of(tpl_id: str, tpl: TaskTemplate) -> str:
    parts = []
    for c in type(tpl).__mro__:
        if c.__module__.startswith("bench.tasks"):
            with contextlib.suppress(OSError, TypeError):
                parts.append(inspect.getsource(c))
    return "\n".join(parts)


def template_source(tpl: TaskTemplate) -> str:
    """The source of ``tpl``'s class and its task-package base classes."""
    return _source_of(tpl.id, tpl)
