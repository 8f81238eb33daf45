"""The Theme Store's runtime overlay: the paid items the user owns. What is applied lives in the OS
(``os.display.theme`` / ``wallpaper`` / ``icon_pack``), where the launcher and status bar read it."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator

from mgym.apps.themes import world


class ThemesState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: nothing here is bookkeeping: every owned item was paid for
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    #: ids of paid items bought (through Wallet), in the order bought
    owned: list[str] = Field(default_factory=list)

    @field_validator("owned")
    @classmethod
    def _known_items(cls, v: list[str]) -> list[str]:
        unknown = [i for i in v if world.item("en", i) is None]
        if unknown:
            raise ValueError(f"unknown item ids {unknown[:3]}")
        if len(set(v)) != len(v):
            raise ValueError("an item is owned twice")
        return v
