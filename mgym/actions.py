"""The 17 actions of the action space, as validated pydantic models.

Coordinates are normalised to [0, 1000] x [0, 1000] of the screen unless ``unit="px"`` is given,
in which case they are raw screenshot pixels. Actions are accepted as model objects, dicts or
JSON strings (see :func:`parse_action`); ``"tap"`` is accepted as an alias of ``"click"``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from mgym.errors import ActionError

Coord = Annotated[float, Field(ge=0)]
Unit = Literal["norm", "px"]


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(exclude_defaults=True) | {"action": self.action}  # type: ignore[attr-defined]


class _Point(_Action):
    x: Coord
    y: Coord
    unit: Unit = "norm"

    @model_validator(mode="after")
    def _in_range(self) -> _Point:
        _check_norm(self.unit, self.x, self.y)
        return self


def _check_norm(unit: str, *values: float | None) -> None:
    if unit == "norm":
        for v in values:
            if v is not None and v > 1000:
                raise ValueError(f"normalised coordinate {v} is outside [0, 1000]")


class Click(_Point):
    """Tap once at a point."""

    action: Literal["click"] = "click"


class DoubleTap(_Point):
    action: Literal["double_tap"] = "double_tap"


class LongPress(_Point):
    action: Literal["long_press"] = "long_press"


class Type(_Action):
    """Type text into the focused field, or into the field at (x, y); optionally clear it first."""

    action: Literal["type"] = "type"
    text: str = Field(max_length=5000)
    x: Coord | None = None
    y: Coord | None = None
    clear: bool = False
    unit: Unit = "norm"

    @model_validator(mode="after")
    def _point(self) -> Type:
        if (self.x is None) != (self.y is None):
            raise ValueError("type needs both x and y, or neither")
        _check_norm(self.unit, self.x, self.y)
        return self


_DIRECTIONS = {"up": (500, 700, 500, 300), "down": (500, 300, 500, 700),
               "left": (800, 500, 200, 500), "right": (200, 500, 800, 500)}


class _Stroke(_Action):
    x1: Coord
    y1: Coord
    x2: Coord
    y2: Coord
    unit: Unit = "norm"

    @model_validator(mode="before")
    @classmethod
    def _direction(cls, data: Any) -> Any:
        # {"direction": "up"} is a finger moving up from the screen centre (content scrolls down).
        if isinstance(data, dict) and "direction" in data:
            data = dict(data)
            d = data.pop("direction")
            if d not in _DIRECTIONS:
                raise ValueError(f"direction must be one of {sorted(_DIRECTIONS)}, not {d!r}")
            data.update(zip(("x1", "y1", "x2", "y2"), _DIRECTIONS[d], strict=True))
        return data

    @model_validator(mode="after")
    def _in_range(self) -> _Stroke:
        _check_norm(self.unit, self.x1, self.y1, self.x2, self.y2)
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
    text: str = Field(max_length=5000)


class Complete(_Action):
    action: Literal["complete"] = "complete"


class Abort(_Action):
    action: Literal["abort"] = "abort"
    reason: str = ""


class Info(_Action):
    """Ask the user a question; does not end the episode."""

    action: Literal["info"] = "info"
    text: str = Field(default="", max_length=5000)


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
_ALIASES = {"tap": "click", "press": "click", "doubletap": "double_tap", "longpress": "long_press",
            "scroll": "swipe", "open": "awake", "open_app": "awake", "launch": "awake"}

#: Virtual milliseconds each action advances the clock by (``wait`` adds its own seconds).
COST_MS: dict[str, int] = {
    "click": 400, "double_tap": 600, "long_press": 1000, "type": 800, "swipe": 600,
    "drag": 1000, "back": 300, "home": 300, "recent": 300, "enter": 300, "wait": 0,
    "awake": 1000, "answer": 0, "complete": 0, "abort": 0, "info": 0, "noop": 100,
}

_adapter: TypeAdapter[Any] = TypeAdapter(Action)


def parse_action(value: Any) -> Any:
    """Validate an action given as a model, a dict or a JSON string. Raises :class:`ActionError`."""
    if isinstance(value, _Action):
        return value
    if isinstance(value, (str, bytes)):
        try:
            value = orjson.loads(value)
        except orjson.JSONDecodeError as e:
            raise ActionError(f"action is not valid JSON: {e}") from None
    if not isinstance(value, dict):
        raise ActionError(f"an action must be a dict, JSON object or Action, not {type(value).__name__}")
    name = value.get("action")
    if not isinstance(name, str):
        raise ActionError(f"action dict needs an 'action' field naming one of {', '.join(ACTION_NAMES)}")
    name = _ALIASES.get(name.lower(), name.lower())
    if name not in ACTION_NAMES:
        raise ActionError(f"unknown action {value.get('action')!r}; expected one of {', '.join(ACTION_NAMES)}")
    try:
        return _adapter.validate_python({**value, "action": name})
    except ValidationError as e:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'][1:]) or name}: {err['msg']}" for err in e.errors()
        )
        raise ActionError(f"invalid {name} action: {problems}") from None
