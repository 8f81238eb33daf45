"""The Compass runtime overlay: the app's settings (true or magnetic north, coordinate format, the
level's beep) and when the compass was last calibrated (bookkeeping). Readings are OS sensor state
(``os.sensors``), not the app's."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field


class CompassSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: the dial points to true north (magnetic heading + declination) instead of magnetic north
    true_north: bool = False
    #: how coordinates are written: degrees-minutes-seconds or decimal degrees
    coord_format: Literal["dms", "decimal"] = "dms"
    #: the level beeps when the phone is level
    level_sound: bool = True


class CompassState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("last_calibrated",)
    settings: CompassSettings = Field(default_factory=CompassSettings)
    #: virtual ms of the last calibration (None: never)
    last_calibrated: int | None = None
