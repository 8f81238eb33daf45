"""State plumbing: fast JSON copies, the set_state patch language, and JSON diffs."""

from mgym.state.copy import clone
from mgym.state.diff import Change, diff
from mgym.state.patch import apply_patch

__all__ = ["Change", "apply_patch", "clone", "diff"]
