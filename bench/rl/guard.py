"""Values the env servers accept, checked before anything is made or applied, and the shapes they admit.

Every bad value is an :class:`ApiError` (a typed 4xx): JSON with ``NaN`` or ``Infinity``, seeds
outside ``[0, 2**31 - 1]``, sizes and geometries outside sane ranges. :class:`Shapes` bounds what
distinct screen shapes cost the process: the observation spaces are cached per shape
(:func:`bench.rl.spaces.observation_space`, megabytes each), so at most ``limit`` shapes are kept
(least recently used first out, never one a live env uses); and the renderer keeps a browser context
and its pages per geometry, so at most ``max_geometries`` distinct geometries are admitted at once: a
geometry that no admitted shape has any more is released (:meth:`mgym.render.renderer.Renderer.forget`).
"""

from __future__ import annotations

import json
import math
from collections import OrderedDict
from collections.abc import Callable, Collection
from typing import Any, TypeVar

from mgym.render.renderer import Geometry

MAX_SEED = 2**31 - 1
#: CSS pixels of a geometry's side, its device scale, and pixels of any image side
CSS_RANGE, SCALE_RANGE, PIXEL_RANGE = (120, 2400), (0.5, 4.0), (16, 4096)
OBS_MODES = ("screenshot", "text", "both")
IMAGE_FORMATS = ("png", "jpeg")
MAX_FORK = 64

T = TypeVar("T")

#: a shape: (geometry, screenshot size or None, obs_mode)
Shape = tuple[Geometry, tuple[int, int] | None, str]


class ApiError(Exception):
    """An error the client caused or must know about, sent as typed JSON."""

    def __init__(self, status: int, kind: str, message: str) -> None:
        super().__init__(message)
        self.status, self.kind, self.message = status, kind, message


def bad(message: str) -> ApiError:
    return ApiError(400, "BadRequest", message)


def _no_constant(name: str) -> Any:
    raise bad(f"{name} is not a JSON number; send finite numbers")


def _finite(text: str) -> float:
    x = float(text)
    if not math.isfinite(x):
        raise bad(f"the number {text[:40]} is out of range")
    return x


def parse_object(raw: bytes) -> dict[str, Any]:
    """A request body as a JSON object (empty: ``{}``); NaN, Infinity and overflowing numbers refused."""
    if not raw.strip():
        return {}
    try:
        data = json.loads(raw, parse_constant=_no_constant, parse_float=_finite)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise bad(f"the body is not valid JSON: {e}") from None
    except (RecursionError, ValueError) as e:  # nesting too deep, an integer of thousands of digits
        raise bad(f"the body is not acceptable JSON: {type(e).__name__}") from None
    if not isinstance(data, dict):
        raise bad("the body must be a JSON object")
    return data


def check_numbers(raw: bytes | str) -> None:
    """Raise :class:`ApiError` (400) if the JSON text ``raw`` holds ``NaN``, ``Infinity`` or a number out
    of range; anything else passes, invalid JSON included (the app judges it)."""
    try:
        json.loads(raw, parse_constant=_no_constant, parse_float=_finite)
    except (ValueError, RecursionError):  # not JSON, or not acceptable JSON: not this check's to answer
        return


def non_finite(value: Any, depth: int = 0) -> bool:
    """Whether a decoded JSON value holds a float that is ``NaN`` or infinite (or nests too deep)."""
    if isinstance(value, float):
        return not math.isfinite(value)
    if depth > 64:
        return True
    if isinstance(value, dict):
        return any(non_finite(v, depth + 1) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(non_finite(v, depth + 1) for v in value)
    return False


def integer(value: Any, what: str, lo: int = 0, hi: int = MAX_SEED) -> int:
    """``value`` as an int in ``[lo, hi]`` (a JSON integer, not a bool or float)."""
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise bad(f"{what} must be an integer in [{lo}, {hi}], not {str(value)[:40]}")
    return value


def _number(value: Any, what: str, lo: float, hi: float) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not lo <= value <= hi:
        raise bad(f"{what} must be a number in [{lo:g}, {hi:g}], not {str(value)[:40]}")
    return float(value)


def geometry(value: Any) -> Geometry:
    """``[css width, css height, device scale]`` within :data:`CSS_RANGE` and :data:`SCALE_RANGE`,
    at most :data:`PIXEL_RANGE` pixels a side."""
    if not (isinstance(value, list) and len(value) == 3):
        raise bad("geometry must be [css width, css height, device scale]")
    w, h = (integer(v, f"geometry {n}", *CSS_RANGE) for v, n in zip(value[:2], ("width", "height"), strict=True))
    scale = _number(value[2], "geometry scale", *SCALE_RANGE)
    geo = Geometry(w, h, scale)
    if max(geo.pixels) > PIXEL_RANGE[1]:
        raise bad(f"geometry gives {geo.pixels[0]}x{geo.pixels[1]} pixels; at most {PIXEL_RANGE[1]} a side")
    return geo


def screenshot_size(value: Any) -> tuple[int, int]:
    """``[width, height]`` in pixels, each within :data:`PIXEL_RANGE`."""
    if not (isinstance(value, list) and len(value) == 2):
        raise bad("screenshot_size must be [width, height]")
    w, h = (integer(v, "screenshot_size", *PIXEL_RANGE) for v in value)
    return w, h


def env_kwargs(body: dict[str, Any], fields: Collection[str]) -> dict[str, Any]:
    """MgymEnv's keyword arguments from a create (or reset) body, every value checked."""
    unknown = set(body) - set(fields)
    if unknown:
        raise bad(f"unknown fields {sorted(unknown)}; known: {sorted(fields)}")
    kw: dict[str, Any] = {k: v for k, v in body.items() if k not in ("geometry", "task", "screenshot_size")}
    task = body.get("task")
    if task is not None and not isinstance(task, str):
        raise bad("task must be a task id string")
    kw["task_id"] = task
    if body.get("geometry") is not None:
        kw["geometry"] = geometry(body["geometry"])
    if body.get("screenshot_size") is not None:
        kw["screenshot_size"] = screenshot_size(body["screenshot_size"])
    if kw.get("obs_mode", "screenshot") not in OBS_MODES:
        raise bad(f"obs_mode must be one of {OBS_MODES}")
    if kw.get("image_format", "png") not in IMAGE_FORMATS:
        raise bad(f"image_format must be one of {IMAGE_FORMATS}")
    if not isinstance(kw.get("dense", False), bool):
        raise bad("dense must be true or false")
    if "base_seed" in kw:
        kw["base_seed"] = integer(kw["base_seed"], "base_seed")
    for name in ("locale", "answer_mode", "loop_rule"):
        if name in kw and not isinstance(kw[name], str):
            raise bad(f"{name} must be a string")
    return kw


def reset_args(body: dict[str, Any]) -> tuple[int | None, dict[str, Any] | None]:
    """A reset's ``seed`` and ``options`` (``task``, ``instance``), checked."""
    unknown = set(body) - {"seed", "options"}
    if unknown:
        raise bad(f"unknown fields {sorted(unknown)}; known: ['options', 'seed']")
    seed, options = body.get("seed"), body.get("options")
    if seed is not None:
        integer(seed, "seed")
    if options is not None:
        if not isinstance(options, dict):
            raise bad("options must be an object")
        if options.get("instance") is not None:
            integer(options["instance"], "options.instance")
        if options.get("task") is not None and not isinstance(options["task"], str):
            raise bad("options.task must be a task id string")
    return seed, options


def shape_of(kw: dict[str, Any]) -> Shape:
    """The shape an env made from ``kw`` (MgymEnv's keyword arguments) will have."""
    return kw.get("geometry") or Geometry(), kw.get("screenshot_size"), kw.get("obs_mode", "screenshot")


class Shapes:
    """The distinct shapes a server admits (see the module doc); ``admit`` before making an env."""

    def __init__(self, limit: int = 8, max_geometries: int = 8) -> None:
        self.limit, self.max_geometries = limit, max_geometries
        self.recent: OrderedDict[Shape, None] = OrderedDict()
        #: the geometries of the admitted shapes (each has a browser context in the renderer)
        self.geometries: set[Geometry] = set()

    def admit(self, shape: Shape, live: Callable[[], Collection[Shape]], make: Callable[[], T]) -> T:
        """``make()`` an env of ``shape`` and take the shape in, evicting the least recently used shapes
        no live env uses when a bound would pass (a whole geometry when the geometries are at their
        bound): 429 ``ShapeLimit`` if none can go. Nothing changes if ``make`` fails (a bad task id costs
        no place)."""
        geo = shape[0]
        evict: list[Shape] = []
        if shape not in self.recent:
            used: set[Shape] | None = None
            if geo not in self.geometries and len(self.geometries) >= self.max_geometries:
                used = set(live())
                busy = {s[0] for s in used}
                free = next((s[0] for s in self.recent if s[0] not in busy), None)
                if free is None:
                    raise ApiError(429, "ShapeLimit", f"{self.max_geometries} distinct geometries are in use: "
                                   f"{sorted((g.width, g.height, g.scale) for g in self.geometries)}; close envs "
                                   "or use one of them")
                evict = [s for s in self.recent if s[0] == free]
            if len(self.recent) - len(evict) >= self.limit:
                used = set(live()) if used is None else used
                victim = next((s for s in self.recent if s not in used and s not in evict), None)
                if victim is None:
                    raise ApiError(429, "ShapeLimit", f"{self.limit} distinct screen shapes are in use; "
                                   "close envs or reuse a shape")
                evict.append(victim)
        made = make()
        for s in evict:
            del self.recent[s]
        if evict:
            self.forget()
        self.recent[shape] = None
        self.recent.move_to_end(shape)
        self.geometries.add(geo)
        for g in {s[0] for s in evict} - {s[0] for s in self.recent}:
            self.geometries.discard(g)
            self.release(g)
        return made

    @staticmethod
    def forget() -> None:
        """Drop the cached observation spaces (live envs keep theirs; others are rebuilt when needed)."""
        from bench.rl.spaces import observation_space

        observation_space.cache_clear()

    @staticmethod
    def release(geo: Geometry) -> None:
        """Close the renderer's browser context and pages of ``geo`` (no admitted shape has it now)."""
        from mgym.render.renderer import get_renderer

        get_renderer().forget(geo)

    @staticmethod
    def cached() -> int:
        """How many observation spaces the process caches now."""
        from bench.rl.spaces import observation_space

        return observation_space.cache_info().currsize
