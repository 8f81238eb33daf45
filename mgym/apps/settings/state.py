"""The Settings app's runtime overlay: small, since settings themselves live in the OS state."""

from pydantic import BaseModel, ConfigDict, Field


class SettingsState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: taps on About phone > Build number since developer options were last off (7 turn them on)
    build_taps: int = Field(default=0, ge=0)
    #: the last query submitted on the search page
    last_search: str = ""
    #: the network whose last join failed with a wrong password (shown under it in the list)
    wifi_auth_failed: str | None = None
