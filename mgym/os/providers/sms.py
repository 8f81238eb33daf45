"""The SMS provider: threads keyed by the other party's address, each holding its messages."""

from __future__ import annotations

from typing import Any

from mgym.os.providers.base import ContentProvider
from mgym.os.providers.contacts import normalize_number
from mgym.os.providers.rows import SmsThread, row_defaults


class SmsProvider(ContentProvider):
    name = "sms"
    defaults = row_defaults(SmsThread)

    def thread_for(self, address: str) -> dict[str, Any] | None:
        key = normalize_number(address) or address
        return next((t for t in self.rows if (normalize_number(t["address"]) or t["address"]) == key), None)

    def next_message_id(self) -> int:
        return max((m["id"] for t in self.rows for m in t["messages"]), default=0) + 1

    def add_message(self, address: str, body: str, time: int, incoming: bool,
                    files: list[int] | None = None) -> int:
        """Append a message (an MMS with ``files``) to the thread with ``address`` (creating it);
        returns the thread id."""
        thread = self.thread_for(address)
        if thread is None:
            tid = self.insert({"address": address, "messages": []})
            thread = self.require(tid)
        msg: dict[str, Any] = {"id": self.next_message_id(), "body": body, "time": time,
                               "incoming": incoming, "read": not incoming}
        if files:
            msg["files"] = [int(f) for f in files]
        thread["messages"].append(msg)
        self._changed("update", thread["id"])
        return int(thread["id"])

    def mark_read(self, thread_id: int) -> None:
        thread = self.require(thread_id)
        if any(not m["read"] for m in thread["messages"]):
            for m in thread["messages"]:
                m["read"] = True
            self._changed("update", thread["id"])

    def unread(self, thread: dict[str, Any]) -> int:
        return sum(1 for m in thread["messages"] if not m["read"])

    def ordered(self) -> list[dict[str, Any]]:
        return sorted(self.rows, key=lambda t: (not t["pinned"],
                                                -(t["messages"][-1]["time"] if t["messages"] else 0), t["id"]))
