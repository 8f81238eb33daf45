"""How a model agent reaches its model: endpoint, sampling, retries, image and history policy.

One :class:`ModelConfig` describes any OpenAI-compatible chat-completions endpoint (vLLM, SGLang,
hosted APIs). Sampling fields left at ``None`` take the adapter's published defaults (the paper's
Appendix G values for the generic adapters), so ``--temperature`` only overrides when given.
"""

from __future__ import annotations

import os
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

#: environment variables read for the API key, in order, when none is given
API_KEY_ENV = ("MGYM_API_KEY", "OPENAI_API_KEY")
#: what is sent when no key is configured (local servers ignore it; the client refuses an empty one)
NO_KEY = "EMPTY"

ImageFormat = Literal["png", "jpeg"]
ImageEncoding = Literal["data_url", "base64"]


class ModelConfig(BaseModel):
    """Endpoint, decoding, retry, image and history settings of a model agent."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    base_url: str = "http://127.0.0.1:8000/v1"
    #: the served model name (``--model-name``)
    model: str = ""
    #: the API key; when unset, ``MGYM_API_KEY`` then ``OPENAI_API_KEY`` are read
    api_key: str | None = Field(default=None, repr=False)
    temperature: float | None = Field(default=None, ge=0)
    top_p: float | None = Field(default=None, gt=0, le=1)
    max_tokens: int | None = Field(default=None, gt=0)
    frequency_penalty: float | None = None
    #: seconds for one model call
    timeout: float = Field(default=300.0, gt=0)
    #: extra attempts after a transient failure (connection error, timeout, 429, 5xx); never after other 4xx
    retries: int = Field(default=3, ge=0)
    #: first back-off in seconds; doubles on each retry, capped at 60 s
    retry_backoff: float = Field(default=1.0, ge=0)
    #: longest side of the image sent, in pixels (downscale only); None keeps the screenshot's size
    image_size: int | None = Field(default=None, gt=0)
    #: factor applied to the screenshot before ``image_size`` (the reference's ``--screenshot-scale``)
    screenshot_scale: float = Field(default=1.0, gt=0)
    #: encoding of the image sent; None keeps the observation's own format
    image_format: ImageFormat | None = None
    image_quality: int = Field(default=85, ge=1, le=100)
    #: ``data_url`` (``data:image/png;base64,...``) or the bare base64 text some servers expect
    image_encoding: ImageEncoding = "data_url"
    #: how many of the latest turns keep their screenshot (1: only the current step, the paper's Appendix G)
    history_images: int = Field(default=1, ge=1)
    #: how many earlier steps are shown at all (their text); None shows every step
    history_steps: int | None = Field(default=None, ge=0)
    #: adapter-specific options, e.g. ``{"version": "2.5"}`` for ``qwenvl`` (see docs/agents.md)
    options: dict[str, Any] = Field(default_factory=dict)
    #: extra JSON fields sent with every request (e.g. ``{"top_k": 1}`` for vLLM)
    extra_body: dict[str, Any] = Field(default_factory=dict)

    @field_validator("base_url")
    @classmethod
    def _url(cls, v: str) -> str:
        if not v.startswith(("http://", "https://")):
            raise ValueError(f"base_url must start with http:// or https://, not {v!r}")
        return v.rstrip("/")

    def resolved_api_key(self) -> str:
        """The key to send: the configured one, else the first environment variable set, else a placeholder."""
        if self.api_key:
            return self.api_key
        for name in API_KEY_ENV:
            if os.environ.get(name):
                return os.environ[name]
        return NO_KEY

    def sampling(self, defaults: dict[str, Any]) -> dict[str, Any]:
        """Decoding parameters to send: the adapter's ``defaults`` overridden by the fields set here."""
        out = dict(defaults)
        for key in ("temperature", "top_p", "max_tokens", "frequency_penalty"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out

    def to_meta(self) -> dict[str, Any]:
        """The configuration as JSON, without the API key (for a run's meta file)."""
        meta = self.model_dump(exclude={"api_key"})
        meta["api_key_set"] = self.resolved_api_key() != NO_KEY
        return meta


def parse_options(items: list[str] | None) -> dict[str, Any]:
    """``["version=2.5", "lang=en"]`` -> ``{"version": "2.5", "lang": "en"}`` (for ``--agent-option``).

    Values ``true`` / ``false`` and integers become booleans and ints; anything else stays text."""
    out: dict[str, Any] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"agent option {item!r} is not key=value")
        low = value.strip().lower()
        parsed: Any = value.strip()
        if low in ("true", "false"):
            parsed = low == "true"
        elif low.lstrip("-").isdigit():
            parsed = int(low)
        out[key.strip()] = parsed
    return out
