"""Pydantic models of the content providers' rows: what a row of each table must look like.

``set_state`` validates every provider row through these (strictly: no coercion of strings or
bools into numbers); fields left out of a new row get the defaults below, as ``insert`` does.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class _Row(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int = Field(ge=0)


class ContactRow(_Row):
    #: the display name, always ``first_name + " " + last_name`` (stripped); see ``reconcile_names``
    name: str = ""
    first_name: str = ""
    last_name: str = ""
    phone: str = ""
    phone_type: Literal["mobile", "home", "work", "other"] = "mobile"
    email: str = ""
    company: str = ""
    address: str = ""
    #: YYYY-MM-DD or empty
    birthday: str = ""
    note: str = ""
    starred: bool = False
    created: int = 0


class SmsMessage(_Row):
    body: str = ""
    time: int = 0
    incoming: bool = False
    read: bool = True
    #: an MMS's attachments: ids of ``os.files`` (pictures)
    files: list[int] = Field(default_factory=list)


class SmsThread(_Row):
    address: str = ""
    pinned: bool = False
    archived: bool = False
    messages: list[SmsMessage] = Field(default_factory=list)


def _unique(rows: list[Any], what: str) -> None:
    seen: set[int] = set()
    for r in rows:
        if r.id in seen:
            raise ValueError(f"two {what} have the id {r.id}")
        seen.add(r.id)


class Providers(BaseModel):
    """The provider tables of the OS state; no other table exists."""

    model_config = ConfigDict(extra="forbid")
    contacts: list[ContactRow] = Field(default_factory=list)
    sms: list[SmsThread] = Field(default_factory=list)

    @model_validator(mode="after")
    def _ids(self) -> Providers:
        _unique(self.contacts, "contacts")
        _unique(self.sms, "sms threads")
        _unique([m for t in self.sms for m in t.messages], "sms messages")
        return self


def row_defaults(model: type[_Row]) -> dict[str, Any]:
    """The values a new row of ``model`` starts with (every field but ``id``)."""
    return {k: f.get_default(call_default_factory=True) for k, f in model.model_fields.items() if k != "id"}
