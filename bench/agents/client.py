"""A chat-completions client over the OpenAI-compatible API, with retries on transient failures.

Transient: connection errors, timeouts, HTTP 429 and 5xx; each is retried after an exponential
back-off. Any other HTTP error (a 4xx: bad request, auth, unknown model) fails at once. Failures
raise :class:`ModelError`, which ends the episode as a crash (the model server, not the model, failed).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

import openai

from bench.agents.config import ModelConfig

MAX_BACKOFF = 60.0


class ModelError(RuntimeError):
    """The model endpoint could not give an answer (after the configured retries)."""

    def __init__(self, message: str, status: int | None = None, attempts: int = 1) -> None:
        super().__init__(message)
        self.status = status
        self.attempts = attempts


@dataclass
class Completion:
    """One model answer."""

    text: str
    latency_s: float
    attempts: int = 1
    usage: dict[str, Any] = field(default_factory=dict)
    finish_reason: str | None = None
    #: the server's separate reasoning text (vLLM / SGLang reasoning parsers), if any
    reasoning: str | None = None


_clients: dict[tuple[str, str, float], openai.OpenAI] = {}
_lock = threading.Lock()


def _openai(config: ModelConfig) -> openai.OpenAI:
    """One shared client per endpoint, key and timeout (the client is thread-safe)."""
    key = (config.base_url, config.resolved_api_key(), config.timeout)
    with _lock:
        if key not in _clients:
            _clients[key] = openai.OpenAI(base_url=key[0], api_key=key[1], timeout=key[2], max_retries=0)
        return _clients[key]


def _transient(e: Exception) -> tuple[bool, int | None]:
    if isinstance(e, openai.APIStatusError):
        return e.status_code == 429 or e.status_code >= 500, e.status_code
    return isinstance(e, openai.APIConnectionError), None


class ChatClient:
    """Sends chat messages to ``config.model`` and returns its text answer."""

    def __init__(self, config: ModelConfig) -> None:
        self.config = config
        self._client = _openai(config)

    def complete(self, messages: list[dict[str, Any]], sampling: dict[str, Any]) -> Completion:
        cfg = self.config
        t0 = time.perf_counter()  # wall-clock-ok: latency of the model call
        for attempt in range(cfg.retries + 1):
            try:
                resp = self._client.chat.completions.create(
                    model=cfg.model, messages=messages, extra_body=cfg.extra_body or None, **sampling)  # type: ignore[arg-type]
            except (openai.APIStatusError, openai.APIConnectionError) as e:
                retry, status = _transient(e)
                if not retry or attempt == cfg.retries:
                    what = f"HTTP {status}" if status else type(e).__name__
                    raise ModelError(f"model call failed ({what}) after {attempt + 1} attempt(s): {e}",
                                     status, attempt + 1) from e
                time.sleep(min(MAX_BACKOFF, cfg.retry_backoff * 2 ** attempt))
                continue
            return _completion(resp, time.perf_counter() - t0, attempt + 1)  # wall-clock-ok
        raise AssertionError("unreachable")  # pragma: no cover


def _completion(resp: Any, latency: float, attempts: int) -> Completion:
    if not getattr(resp, "choices", None):
        raise ModelError("the model endpoint answered without choices", attempts=attempts)
    choice = resp.choices[0]
    msg = choice.message
    usage = resp.usage.model_dump(exclude_none=True) if getattr(resp, "usage", None) else {}
    reasoning = getattr(msg, "reasoning_content", None) or getattr(msg, "reasoning", None)
    return Completion(text=msg.content or "", latency_s=round(latency, 4), attempts=attempts, usage=usage,
                      finish_reason=choice.finish_reason, reasoning=reasoning if isinstance(reasoning, str) else None)
