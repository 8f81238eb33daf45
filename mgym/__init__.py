"""mgym: a simulated Android phone in Python for training and evaluating mobile GUI agents."""

from mgym import actions
from mgym.errors import ActionError, AppError, MgymError, RenderError, StateError
from mgym.observation import Observation, UIElement
from mgym.session import Reply, Session

__all__ = [
    "ActionError",
    "AppError",
    "MgymError",
    "Observation",
    "RenderError",
    "Reply",
    "Session",
    "StateError",
    "UIElement",
    "actions",
]
__version__ = "0.10.0"
