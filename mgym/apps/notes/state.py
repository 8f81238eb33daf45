"""The Notes runtime overlay: notes (text or checklist) in folders, to-dos with due dates and
reminders, the private-notes PIN and the layout. Times are virtual milliseconds (``mgym.clock``)."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from mgym.apps.notes import world

MAX_TITLE = 80
MAX_BODY = 2000


class Item(BaseModel):
    """One line of a checklist."""

    model_config = ConfigDict(extra="forbid")
    text: str = Field(max_length=200)
    checked: bool = False


class Note(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    title: str = Field(default="", max_length=MAX_TITLE)
    body: str = Field(default="", max_length=MAX_BODY)
    #: a checklist note shows ``items`` under its body
    checklist: bool = False
    items: list[Item] = Field(default_factory=list)
    #: the folder id, or None (no folder)
    folder: int | None = None
    pinned: bool = False
    #: in Private: hidden from the list and search, shown behind the PIN
    private: bool = False
    #: last edit (ms); the list sorts by it, newest first
    edited: int = 0
    #: in the trash since (ms); None when not deleted
    deleted_at: int | None = None


class Folder(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    name: str = Field(min_length=1, max_length=40)


class Todo(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    text: str = Field(min_length=1, max_length=200)
    done: bool = False
    #: due day, "YYYY-MM-DD"; None for no due date
    due: str | None = Field(default=None, pattern=r"^\d{4}-\d{2}-\d{2}$")
    #: remind at 09:00 on the due day (a notification on the virtual clock)
    remind: bool = False
    #: the reminder has fired
    reminded: bool = False


class NotesState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: whether Private is open is the app's own record, nobody's data
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("unlocked",)
    notes: list[Note] = Field(default_factory=lambda: [Note.model_validate(n) for n in world.start("en")["notes"]])
    folders: list[Folder] = Field(default_factory=lambda: [Folder.model_validate(f) for f in world.start("en")["folders"]])
    todos: list[Todo] = Field(default_factory=lambda: [Todo.model_validate(t) for t in world.start("en")["todos"]])
    #: the 4-digit PIN of Private ("" until set)
    pin: str = Field(default="", pattern=r"^(\d{4})?$")
    #: Private was opened with the right PIN (until locked again)
    unlocked: bool = False
    layout: Literal["grid", "list"] = "grid"

    @field_validator("notes", "folders", "todos")
    @classmethod
    def _unique_ids(cls, v: list[Any]) -> list[Any]:
        ids = [x.id for x in v]
        if len(set(ids)) != len(ids):
            raise ValueError("two entries have the same id")
        return v


#: a new phone of each region: notes, folders and to-dos written in its language
REGION_STATE = {"zh-CN": world.start("zh-CN")}
