"""Deep copies of JSON-safe state through orjson (several times faster than copy.deepcopy)."""

from __future__ import annotations

from typing import Any

import orjson


def clone(value: Any) -> Any:
    """An independent deep copy of JSON-safe data."""
    return orjson.loads(orjson.dumps(value))
