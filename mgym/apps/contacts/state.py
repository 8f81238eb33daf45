"""The Contacts runtime overlay: display settings and search history. Contacts themselves live
in the OS contacts provider."""

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

MAX_RECENT = 5


class ContactsState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: paths a user would not call a change to their data (the judge ignores them)
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches",)
    #: order of the contact list
    sort_by: Literal["first_name", "last_name"] = "first_name"
    #: how names are shown: "Sophia Smith" or "Smith, Sophia"
    name_format: Literal["first_last", "last_first"] = "first_last"
    #: most recent first, at most MAX_RECENT (a lived-in phone has searched before)
    recent_searches: list[str] = Field(default_factory=lambda: ["Pizza", "Martinez"])
