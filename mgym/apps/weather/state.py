"""The Weather runtime overlay: the saved cities in the order shown, whether the located city is on,
and the units. Forecasts are not state: they follow from the world data and the virtual date."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from mgym.apps.weather import world

MAX_CITIES = 20


class WeatherSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: temperature unit: "c" (°C) or "f" (°F)
    unit: Literal["c", "f"] = "c"
    #: wind speed unit
    wind: Literal["kmh", "mph", "ms"] = "kmh"


class WeatherState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: nothing here is bookkeeping: every field is something the user chose
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    #: saved city ids, in the order the pages and the manage list show them
    cities: list[str] = Field(default_factory=lambda: world.start_cities("en"))
    #: the located city (from the phone's location) is shown first; it also needs the location
    #: permission and the OS location switch
    use_location: bool = False
    settings: WeatherSettings = Field(default_factory=WeatherSettings)

    @field_validator("cities")
    @classmethod
    def _known_cities(cls, v: list[str]) -> list[str]:
        unknown = [c for c in v if world.city(c) is None]
        if unknown:
            raise ValueError(f"unknown city ids {unknown[:3]}")
        if len(set(v)) != len(v):
            raise ValueError("a city is listed twice")
        if len(v) > MAX_CITIES:
            raise ValueError(f"at most {MAX_CITIES} cities")
        return v


#: a new phone of each region: its saved cities are the region's own
REGION_STATE = {"zh-CN": {"cities": world.start_cities("zh-CN")}}
