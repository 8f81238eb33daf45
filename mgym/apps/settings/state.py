"""The Settings app's runtime overlay: small, since settings themselves live in the OS state."""

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field


class SettingsState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: paths a user would not call a change to their data (the judge ignores them): taps counted
    #: toward developer options, the last search term, the last failed Wi-Fi join shown in the list
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("build_taps", "wifi_auth_failed")
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("last_search",)
    #: taps on About phone > Build number since developer options were last off (7 turn them on)
    build_taps: int = Field(default=0, ge=0)
    #: the last query submitted on the search page
    last_search: str = ""
    #: the network whose last join failed with a wrong password (shown under it in the list)
    wifi_auth_failed: str | None = None
