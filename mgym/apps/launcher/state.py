"""The launcher's persistent layout: home pages, folders, dock and the apps removed from home."""

from pydantic import BaseModel, ConfigDict, Field

#: icons on a home page (4 columns x 5 rows); page 1 gives two rows to the clock widget
PAGE_SIZE = 20
FIRST_PAGE_SIZE = 12
DOCK_SIZE = 5


class Folder(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    apps: list[str] = Field(default_factory=list)


class Page(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    #: app ids and folder ids, in reading order
    items: list[str] = Field(default_factory=list)


def _pages() -> list[Page]:
    return [Page(id=1, items=["messenger", "wallet", "calendar", "notes", "answersheet", "f1"]),
            Page(id=2, items=["f2"])]


def _folders() -> list[Folder]:
    return [Folder(id="f1", name="Tools", apps=["calculator", "scicalc", "compass", "clock"]),
            Folder(id="f2", name="Utilities", apps=["weather", "themes"])]


class LauncherState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: app ids in the dock, left to right (apps not installed are skipped)
    dock: list[str] = Field(default_factory=lambda: ["messages", "contacts", "browser", "settings"])
    pages: list[Page] = Field(default_factory=_pages)
    folders: list[Folder] = Field(default_factory=_folders)
    #: apps taken off the home screen (still in the app drawer)
    removed: list[str] = Field(default_factory=list)


#: folder names are the owner's data, so in the language of the phone's world region
REGION_STATE = {"zh-CN": {"folders": [f.model_dump() | {"name": n} for f, n in zip(_folders(), ("工具", "实用工具"), strict=True)]}}
