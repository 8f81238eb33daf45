"""The Starlette dev server: play phones by hand, inspect them, play tasks, browse runs.

See :mod:`mgym.server.app` for the JSON API.
"""

from mgym.server.app import create_app

__all__ = ["create_app"]
