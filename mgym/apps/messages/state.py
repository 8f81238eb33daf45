"""The Messages overlay: per-conversation notification muting and the app's settings.

Conversations and messages themselves live in the OS SMS provider (``os.providers.sms``);
drafts live in the conversation screen's fields.
"""

from pydantic import BaseModel, ConfigDict, Field


class MessagesSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: post a notification for incoming messages
    notifications: bool = True
    #: show "Delivered" under the last message you sent
    delivery_reports: bool = False


class MessagesState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: SMS thread ids whose notifications are muted
    muted: list[int] = Field(default_factory=list)
    settings: MessagesSettings = Field(default_factory=MessagesSettings)
