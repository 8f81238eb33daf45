"""The 17 actions of the action space, as strict pydantic models.

Coordinates are in [0, 1000] x [0, 1000] of the screen by default; ``unit="norm"`` takes them in
[0, 1] (converted to [0, 1000] when parsed) and ``unit="px"`` in screenshot pixels. A pointed
action may name an element of the UI tree by ``index`` (its position in the last observation's
``ui`` list) instead of a point; the session resolves it. Models are strict: a bool or a string is
never taken for a number, nor a number or a string for a bool.

:func:`parse_action` accepts a model, a dict or a JSON string, in mgym's own format or a foreign
one (the reference system's, AndroidWorld's JSONAction; see :mod:`mgym.action_formats` and
``docs/actions.md``). Every bad action raises :class:`~mgym.errors.ActionError`, whose message
quotes at most a short prefix of the offending input.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from mgym.action_formats import FINGER, normalize, shorten
from mgym.errors import ActionError

NORM = 1000.0
Coord = Annotated[float, Field(ge=0)]
Unit = Literal["norm1000", "px"]
Direction = Literal["up", "down", "left", "right"]
Index = Annotated[int, Field(ge=0, le=100_000)]
#: input spellings of the coordinate units (the reference system's ``coord_space`` names too)
UNITS: dict[str, str] = {"norm1000": "norm1000", "norm_0_1000": "norm1000", "norm": "norm", "norm_0_1": "norm",
                         "px": "px", "pixel": "px", "pixels": "px", "physical": "px"}
MAX_TEXT = 5000
MAX_REASON = 1000


def _units(data: Any, *keys: str) -> Any:
    """Spell the unit canonically; points given in [0, 1] are scaled to [0, 1000]."""
    if not isinstance(data, dict) or "unit" not in data:
        return data
    unit = data["unit"]
    if not isinstance(unit, str) or unit.lower() not in UNITS:
        raise ValueError(f"unit must be one of {', '.join(sorted(UNITS))}, not {shorten(unit)}")
    data = {**data, "unit": UNITS[unit.lower()]}
    if data["unit"] == "norm":
        for k in keys:
            v = data.get(k)
            if v is None:
                continue
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 <= v <= 1:
                raise ValueError(f"{k} must be a number in [0, 1] with unit 'norm', not {shorten(v)}")
            data[k] = v * NORM
        data["unit"] = "norm1000"
    return data


def _in_range(unit: str, **values: float | None) -> None:
    if unit == "norm1000":
        for k, v in values.items():
            if v is not None and v > NORM:
                raise ValueError(f"{k}: normalised coordinate {v} is outside [0, 1000]")


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(exclude_defaults=True) | {"action": self.action}  # type: ignore[attr-defined]


class _Point(_Action):
    x: Coord | None = None
    y: Coord | None = None
    #: an element of the UI tree instead of a point (its position in the observation's ``ui``)
    index: Index | None = None
    unit: Unit = "norm1000"

    @model_validator(mode="before")
    @classmethod
    def _unit(cls, data: Any) -> Any:
        return _units(data, "x", "y")

    @model_validator(mode="after")
    def _target(self) -> _Point:
        has_point = self.x is not None and self.y is not None
        if (self.x is None) != (self.y is None):
            raise ValueError("a point needs both x and y")
        if has_point == (self.index is not None):
            raise ValueError("give a point (x and y) or an element index, not both and not neither")
        _in_range(self.unit, x=self.x, y=self.y)
        return self


class Click(_Point):
    """Tap once at a point (or on an element)."""

    action: Literal["click"] = "click"


class DoubleTap(_Point):
    action: Literal["double_tap"] = "double_tap"


class LongPress(_Point):
    action: Literal["long_press"] = "long_press"


class Type(_Action):
    """Type into the focused field, or tap the field at (x, y) / ``index`` first; optionally clear it
    first and press Enter after."""

    action: Literal["type"] = "type"
    text: str = Field(max_length=MAX_TEXT)
    x: Coord | None = None
    y: Coord | None = None
    index: Index | None = None
    clear: bool = False
    #: press Enter after typing (AndroidWorld's ``input_text`` does)
    enter: bool = False
    unit: Unit = "norm1000"

    @model_validator(mode="before")
    @classmethod
    def _unit(cls, data: Any) -> Any:
        return _units(data, "x", "y")

    @model_validator(mode="after")
    def _point(self) -> Type:
        if (self.x is None) != (self.y is None):
            raise ValueError("type needs both x and y, or neither")
        if self.x is not None and self.index is not None:
            raise ValueError("give a point (x and y) or an element index, not both")
        _in_range(self.unit, x=self.x, y=self.y)
        return self


class _Stroke(_Action):
    x1: Coord | None = None
    y1: Coord | None = None
    x2: Coord | None = None
    y2: Coord | None = None
    #: with ``index``: the finger moves ``direction`` from the element's centre to its edge
    index: Index | None = None
    direction: Direction | None = None
    unit: Unit = "norm1000"

    @model_validator(mode="before")
    @classmethod
    def _direction(cls, data: Any) -> Any:
        # {"direction": "up"} is a finger moving up through the screen's centre (content scrolls down)
        data = _units(data, "x1", "y1", "x2", "y2")
        if isinstance(data, dict) and data.get("direction") is not None and data.get("index") is None:
            d = data["direction"]
            if not isinstance(d, str) or d not in FINGER:
                raise ValueError(f"direction must be one of up, down, left, right, not {shorten(d)}")
            if any(k in data for k in ("x1", "y1", "x2", "y2")):
                raise ValueError("give a direction or the points x1, y1, x2, y2, not both")
            data = {k: v for k, v in data.items() if k not in ("direction", "unit")}
            data.update(zip(("x1", "y1", "x2", "y2"), FINGER[d], strict=True))
        return data

    @model_validator(mode="after")
    def _shape(self) -> _Stroke:
        points = (self.x1, self.y1, self.x2, self.y2)
        if self.index is not None:
            if self.direction is None or any(p is not None for p in points):
                raise ValueError("a stroke on an element takes index and direction, and no points")
        elif any(p is None for p in points) or self.direction is not None:
            raise ValueError("a stroke needs x1, y1, x2 and y2 (or a direction)")
        _in_range(self.unit, x1=self.x1, y1=self.y1, x2=self.x2, y2=self.y2)
        return self


class Swipe(_Stroke):
    """A fling from (x1, y1) to (x2, y2): scrolls further than the finger moved (inertia)."""

    action: Literal["swipe"] = "swipe"


class Drag(_Stroke):
    """A slow drag: scrolls exactly as far as the finger moved."""

    action: Literal["drag"] = "drag"


class Back(_Action):
    action: Literal["back"] = "back"


class Home(_Action):
    action: Literal["home"] = "home"


class Recent(_Action):
    action: Literal["recent"] = "recent"


class Enter(_Action):
    action: Literal["enter"] = "enter"


class Wait(_Action):
    action: Literal["wait"] = "wait"
    seconds: float = Field(default=1.0, ge=0, le=3600)


class Awake(_Action):
    """Open an app by id or display name."""

    action: Literal["awake"] = "awake"
    app: str = Field(min_length=1, max_length=100)


class Answer(_Action):
    """Record an answer for the user; does not end the episode."""

    action: Literal["answer"] = "answer"
    text: str = Field(max_length=MAX_TEXT)


class Complete(_Action):
    action: Literal["complete"] = "complete"


class Abort(_Action):
    action: Literal["abort"] = "abort"
    reason: str = Field(default="", max_length=MAX_REASON)


class Info(_Action):
    """Ask the user a question; does not end the episode."""

    action: Literal["info"] = "info"
    text: str = Field(default="", max_length=MAX_TEXT)


class Noop(_Action):
    action: Literal["noop"] = "noop"


Tap = Click

Action = Annotated[
    Click | DoubleTap | LongPress | Type | Swipe | Drag | Back | Home | Recent | Enter | Wait
    | Awake | Answer | Complete | Abort | Info | Noop,
    Field(discriminator="action"),
]
ACTION_TYPES: tuple[type[_Action], ...] = (
    Click, DoubleTap, LongPress, Type, Swipe, Drag, Back, Home, Recent, Enter, Wait,
    Awake, Answer, Complete, Abort, Info, Noop,
)
ACTION_NAMES: tuple[str, ...] = tuple(t.model_fields["action"].default for t in ACTION_TYPES)
TERMINAL = frozenset({"complete", "abort"})

#: Virtual milliseconds each action advances the clock by (``wait`` adds its own seconds, a
#: ``type`` with ``enter`` adds an ``enter``).
COST_MS: dict[str, int] = {
    "click": 400, "double_tap": 600, "long_press": 1000, "type": 800, "swipe": 600,
    "drag": 1000, "back": 300, "home": 300, "recent": 300, "enter": 300, "wait": 0,
    "awake": 1000, "answer": 0, "complete": 0, "abort": 0, "info": 0, "noop": 100,
}


#: Virtual milliseconds an agent's step takes besides its action: the model reading the screen
#: and deciding, plus the screen settling after the previous action. Two seconds is the low end of
#: what an agent on a real device spends per step (AndroidWorld-style harnesses wait about a second
#: for the UI to settle, and a fast model takes a second or more to answer), so a short toast (2 s) is
#: seen in one observation and a long one (3.5 s) in at most two. ``Session(think_ms=)`` changes it.
THINK_MS = 2_000
#: actions that are the agent's words, not a touch on the phone: no think time is added for them
WORDS = frozenset({"answer", "complete", "abort", "info"})


def think_ms_of(act: Any, think_ms: int = THINK_MS) -> int:
    """Virtual milliseconds that pass before the action lands (the agent looking and deciding):
    ``think_ms``, or 0 for the agent's words. A session lets this time pass first, then applies the
    action, then lets :func:`cost_ms` pass, so what the action raises (a toast) is on the next
    observation, and gone after the next step's think time if it is short."""
    return 0 if act.action in WORDS else think_ms


def cost_ms(act: Any) -> int:
    """Virtual milliseconds the action itself takes."""
    ms = COST_MS[act.action]
    if isinstance(act, Wait):
        ms += int(act.seconds * 1000)
    if isinstance(act, Type) and act.enter:
        ms += COST_MS["enter"]
    return ms


_adapter: TypeAdapter[Any] = TypeAdapter(Action)


def parse_action(value: Any) -> Any:
    """Validate an action given as a model, a dict or a JSON string (any accepted format).

    Raises :class:`ActionError`."""
    if isinstance(value, _Action):
        return value
    if isinstance(value, (str, bytes, bytearray)):
        try:
            value = orjson.loads(value)
        except orjson.JSONDecodeError as e:
            raise ActionError(f"action is not valid JSON ({shorten(str(e), 80)}): {shorten(value)}") from None
    elif not isinstance(value, dict) and callable(getattr(value, "as_dict", None)):
        value = value.as_dict()  # AndroidWorld's JSONAction
    if not isinstance(value, dict):
        raise ActionError(f"an action must be a dict, JSON object or Action, not {type(value).__name__}")
    data = normalize(value, ACTION_NAMES)
    name = data["action"]
    try:
        return _adapter.validate_python(data)
    except ValidationError as e:
        problems = "; ".join(_problem(err) for err in e.errors()[:3])
        raise ActionError(f"invalid {name} action: {problems}") from None


def _problem(err: Any) -> str:
    where = ".".join(shorten(p, 40, quote=False) for p in err["loc"][1:])
    if err["type"] == "extra_forbidden":
        return f"{where}: unknown field"
    msg = str(err["msg"]).removeprefix("Value error, ")
    return f"{where}: {msg}" if where else msg
