"""Typed errors. Every error leaves the session exactly as it was before the call."""


class MgymError(Exception):
    """Base class of every error mgym raises on bad input."""


class ActionError(MgymError, ValueError):
    """A malformed or out-of-range action."""


class StateError(MgymError, ValueError):
    """A state patch that names nothing, has the wrong type, or breaks a schema."""


class AppError(MgymError, LookupError):
    """An unknown app id or display name, or a broken app declaration."""


class RenderError(MgymError, RuntimeError):
    """The renderer failed twice in a row (Chromium unavailable)."""


class LocaleError(MgymError, ValueError):
    """An unknown locale code (the message names the locale and the choices)."""
