"""Sellers answer messages: a reply arrives a few virtual minutes after each message, chosen from a
bilingual bank. Its facts (warranty months, days to ship) are the seller's own, fixed by the seller id,
so a task can ask for them; only the wording varies with the question."""

from __future__ import annotations

import zlib
from typing import Any

from mgym.i18n import N_
from mgym.os.context import AppContext

#: virtual time from a message to the seller's reply
REPLY_MS = 2 * 60_000
WARRANTY_MONTHS = (3, 6, 12, 18, 24, 36)
REPLIES = (
    N_("Thanks for your message! Every item we sell has a {months}-month warranty, and orders ship within {days} "
       "business days."),
    N_("Hi, thanks for asking. We ship within {days} business days and give a {months}-month warranty on this."),
    N_("Hello! Happy to help: {months}-month warranty, shipping within {days} business days. Anything else?"),
)


def _h(text: str) -> int:
    return zlib.crc32(text.encode())


def facts(seller: str) -> dict[str, int]:
    """The seller's warranty (months) and handling time (business days)."""
    h = _h(seller)
    return {"months": WARRANTY_MONTHS[h % len(WARRANTY_MONTHS)], "days": 1 + h // len(WARRANTY_MONTHS) % 4}


def reply_text(ctx: AppContext, seller: str, question: str) -> str:
    return ctx.gettext(REPLIES[_h(question) % len(REPLIES)], **facts(seller))


def schedule_reply(ctx: AppContext, seller: str, mid: int) -> None:
    ctx.schedule(ctx.now + REPLY_MS, "seller_reply", seller=seller, mid=mid)


def seller_reply(ctx: AppContext, seller: str, mid: int, **_: Any) -> None:
    """The alarm handler: the seller answers message ``mid``."""
    msgs = ctx.state["messages"]
    asked = next((m for m in msgs if m["id"] == mid and m["seller"] == seller and m["mine"]), None)
    if asked is None:
        return
    msgs.append({"id": max(m["id"] for m in msgs) + 1, "seller": seller, "text": reply_text(ctx, seller, asked["text"]),
                 "time": ctx.now, "mine": False, "order": asked["order"]})
