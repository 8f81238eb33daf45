"""Visible labels of setting values and other msgids chosen at run time, the app's Python-side
translation helpers, and a day label for the moments album."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from babel.dates import format_datetime

from mgym.i18n import N_, babel_locale, translate
from mgym.i18n.formats import LOCAL_CURRENCY, money, to_datetime

DOMAIN = "messenger"

VISIBILITY = {"everyone": N_("Everyone"), "friends": N_("Friends"), "only_me": N_("Only me")}
VISIBILITY_HELP = {"everyone": N_("Visible to all contacts and, if allowed, to strangers"),
                   "friends": N_("Visible to your contacts only"), "only_me": N_("Private: visible to you only")}
RANGES = {"all": N_("All"), "6m": N_("Last 6 months"), "1m": N_("Last month"), "3d": N_("Last 3 days")}
#: how a contact was added (the world stores these msgids as ``source``; the profile translates them)
SOURCES = (N_("Added by searching phone number"), N_("Added by searching ID"), N_("Added from a group chat"),
           N_("Added by scanning QR code"), N_("Added from contact card"), N_("Added from a friend request"))
ADDED_VIA = {"phone": "Added by searching phone number", "request": "Added from a friend request",
             "id": "Added by searching ID"}
PAY_STATUS = {"sent": N_("Paid"), "accepted": N_("Accepted"), "received": N_("Received")}
#: the sign the payment forms show before an amount, per currency
SIGNS = {"USD": "$", "CNY": "¥"}


@dataclass(frozen=True)
class Msg:
    """A deferred message: a msgid and its args, translated where a template shows it (``_(msg)``)."""

    msgid: str
    args: dict[str, Any] = field(default_factory=dict)


def t(msgid: str, **args: Any) -> Msg:
    """Mark a msgid with args for extraction; the template translates it."""
    return Msg(msgid, args)


def gettext(msgid: str, locale: str, **fmt: Any) -> str:
    """``msgid`` in ``locale`` (Messenger's catalogue, then the OS's), formatted."""
    return translate(msgid, locale, DOMAIN, **fmt)


def currency(region: str) -> str:
    """The currency of a world region's payments (its Wallet's): USD, or CNY for zh-CN."""
    return LOCAL_CURRENCY.get(region, "USD")


def amount(v: Any, locale: str, region: str) -> str:
    """An amount of the region's money in the UI's format: $12.50, ¥12.50 (US$12.50 on a zh-CN UI)."""
    return money(float(v), locale, currency(region))


def day_label(ms: int, now_ms: int, locale: str) -> tuple[str, str]:
    """(big, small) date of an album entry: ("Today", ""), ("Yesterday", ""), ("14", "Mar" / "3月")."""
    t_, now = to_datetime(ms), to_datetime(now_ms)
    days = (now.date() - t_.date()).days
    if days == 0:
        return gettext("Today", locale), ""
    if days == 1:
        return gettext("Yesterday", locale), ""
    return f"{t_.day:02d}", format_datetime(t_, "LLL", locale=babel_locale(locale))
