from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class SheetField(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    label: str
    type: Literal["text", "number", "choice"] = "text"
    hint: str = ""
    choices: list[str] = Field(default_factory=list)
    repeatable: bool = False


class AnswerSheetState(BaseModel):
    """The task's question and fields (set by the benchmark) and what the user submitted."""

    model_config = ConfigDict(extra="forbid")
    question: str = ""
    fields: list[SheetField] = Field(default_factory=list)
    #: field id -> submitted values (one per slot; repeatable fields may have several)
    values: dict[str, list[str]] = Field(default_factory=dict)
    submitted: bool = False
