"""Gallery's runtime overlay: the user's view options only (pictures live in ``os.files``)."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict


class GalleryState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    #: pictures per row in the grids
    columns: Literal[3, 4] = 4
    #: the order of the grids
    sort: Literal["newest", "oldest"] = "newest"
