from pydantic import BaseModel, ConfigDict, Field


class LauncherState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: app ids in the dock, left to right (apps not installed are skipped)
    dock: list[str] = Field(default_factory=lambda: ["messages", "contacts", "settings"])
