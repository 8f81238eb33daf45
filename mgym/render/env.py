"""The Jinja environment: autoescaped templates plus the few globals templates may call.

``trigger()`` marks a tappable element with a declared transition id and its params; it is the
only way a template makes something interactive. ``textfield()`` renders an editable field of the
current screen. ``_()`` translates a visible string in the rendering app's catalogue domain
(``ngettext(singular, plural, n)`` a counted one, with plural forms); the
date, time, number and money filters format per locale (:mod:`mgym.i18n.formats`). Templates hold
no domain logic.
"""

from __future__ import annotations

import html
from functools import cache
from pathlib import Path
from typing import Any

import orjson
from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined, pass_context
from jinja2.runtime import Context
from markupsafe import Markup

from mgym.i18n import DEFAULT_LOCALE, OS_DOMAIN, formats, translate
from mgym.i18n import ngettext as _ngettext
from mgym.paths import TEMPLATES
from mgym.render.icons import icon
from mgym.render.photos import photo_src

_ROLE_DEFAULT = "button"


def trigger(tid: str, *, role: str = _ROLE_DEFAULT, long: str | None = None, double: str | None = None,
            checked: bool | None = None, selected: bool | None = None, disabled: bool = False,
            label: str | None = None, **params: Any) -> Markup:
    """Attributes that make an element tappable: ``<div {{ trigger("chat.open", chat_id=3) }}>``.

    ``long`` and ``double`` name transitions fired by a long press / double tap (same params).
    """
    parts = [f'data-t="{html.escape(tid)}"', f'data-role="{role}"']
    if params:
        parts.append(f"data-p='{html.escape(orjson.dumps(params, option=orjson.OPT_SORT_KEYS).decode())}'")
    if long:
        parts.append(f'data-long="{html.escape(long)}"')
    if double:
        parts.append(f'data-double="{html.escape(double)}"')
    if checked is not None:
        parts.append(f'data-checked="{str(bool(checked)).lower()}"')
    if selected:
        parts.append('data-selected="true"')
    if disabled:
        parts.append('data-disabled="true"')
    if label:
        parts.append(f'data-label="{html.escape(label)}"')
    return Markup(" ".join(parts))


def swipe(**directions: str) -> Markup:
    """Attributes mapping swipe directions to transitions: ``{{ swipe(up="home.drawer") }}``."""
    return Markup(f"data-swipe='{html.escape(orjson.dumps(directions, option=orjson.OPT_SORT_KEYS).decode())}'")


@pass_context
def scroll(ctx: Context, key: str, horizontal: bool = False) -> Markup:
    """Attributes of a scroll container; the session keeps its offset under ``key``."""
    axis = "x" if horizontal else "y"
    offset = (ctx.get("_scroll") or {}).get(key, 0)
    return Markup(f'data-scroll="{html.escape(key)}" data-axis="{axis}" data-offset="{int(offset)}" '
                  f'data-role="scroll"')


#: a field's input types (Android's inputType), as :mod:`mgym.os.keyboard` names its keypads
FIELD_KINDS = ("text", "password", "number", "decimal", "phone", "pin")


@pass_context
def textfield(ctx: Context, name: str, hint: str = "", *, submit: str | None = None, multiline: bool = False,
              cls: str = "", secret: bool = False, maxlength: int = 500, icon_name: str | None = None,
              kind: str = "text") -> Markup:
    """An editable field of the current screen, bound to ``fields[name]``. ``kind`` is its input
    type: the keypad it raises and what it accepts (``secret`` is the same as ``kind="password"``);
    a password or PIN shows dots."""
    if kind not in FIELD_KINDS:
        raise ValueError(f"textfield {name!r}: kind must be one of {', '.join(FIELD_KINDS)}, not {kind!r}")
    kind = "password" if secret and kind == "text" else kind
    fields: dict[str, str] = ctx.get("fields") or {}
    focused = ctx.get("focus") == name
    value = str(fields.get(name, ""))
    shown = "•" * len(value) if kind in ("password", "pin") else value
    classes = ["textfield", cls, "focused" if focused else "", "multiline" if multiline else "",
               "empty" if not value else ""]
    params = {"field": name} if kind == "text" else {"field": name, "kind": kind}
    attrs = [f'data-input="{html.escape(name)}"', 'data-role="input"', f'data-hint="{html.escape(hint)}"',
             f'data-maxlength="{maxlength}"', 'data-long="textsel.menu"',
             f"data-p='{html.escape(orjson.dumps(params).decode())}'"]
    if submit:
        attrs.append(f'data-submit="{html.escape(submit)}"')
    if focused:
        attrs.append('data-focused="true"')
        if ctx.get("_reveal"):  # just focused or typed into: scrolled into view (collect.js)
            attrs.append("data-reveal")
        kinds = ctx.get("_kinds")
        if isinstance(kinds, dict):
            kinds[name] = kind  # the keyboard, drawn after the screen, raises this field's keypad
    lead = f'<span class="tf-icon">{icon(icon_name)}</span>' if icon_name else ""
    caret = '<span class="tf-caret"></span>' if focused else ""
    # the caret sits at the insertion point: after the last character (inline, so it follows a
    # wrapped line), or before the hint of an empty field
    body = (f'<span class="tf-value">{html.escape(shown)}{caret}</span>' if value
            else f'{caret}<span class="tf-hint">{html.escape(hint)}</span>')
    return Markup(f'<div class="{" ".join(c for c in classes if c)}" {" ".join(attrs)}>{lead}'
                  f'<span class="tf-text">{body}</span></div>')


def _locale(ctx: Context) -> str:
    return str(ctx.get("_locale") or DEFAULT_LOCALE)


def _domain(ctx: Context) -> str:
    """The catalogue domain of the template being rendered: its app's id, else ``os``."""
    app = ctx.get("app")
    return str(getattr(app, "id", None) or OS_DOMAIN)


def _text(ctx: Context, msgid: Any, domain: str, fmt: dict[str, Any]) -> str:
    if msgid is None:
        return ""
    if "_plural" in fmt:  # a toast with plural forms (``ctx.ntoast``): its args hold [singular, plural, count]
        fmt = dict(fmt)
        singular, plural, count = fmt.pop("_plural")
        return _ngettext(singular, plural, count, _locale(ctx), domain, **fmt)
    if hasattr(msgid, "msgid") and hasattr(msgid, "args"):  # a deferred message (settings' ``t()``)
        fmt = {**msgid.args, **fmt}
        msgid = msgid.msgid
    # an argument that is itself a deferred message is translated too ("After {period}", period=t("5 minutes"))
    fmt = {k: _text(ctx, v, domain, {}) if hasattr(v, "msgid") and hasattr(v, "args") else v for k, v in fmt.items()}
    return translate(str(msgid), _locale(ctx), domain, **fmt)


@pass_context
def gettext(ctx: Context, msgid: Any, **fmt: Any) -> str:
    """``_("Save")``: a msgid in the rendering app's domain (then ``os``), formatted with ``fmt``."""
    return _text(ctx, msgid, _domain(ctx), fmt)


@pass_context
def ngettext(ctx: Context, singular: str, plural: str, n: Any, /, **fmt: Any) -> str:
    """``ngettext("{n} song", "{n} songs", count)``: the plural form the phone's language uses for
    ``count`` (gettext's msgid_plural; the rendering app's domain, then ``os``), formatted with
    ``fmt``, ``{n}`` being ``count`` unless given (``n=count|number``)."""
    return _ngettext(singular, plural, n, _locale(ctx), _domain(ctx), **fmt)


@pass_context
def dgettext(ctx: Context, domain: str, msgid: Any, **fmt: Any) -> str:
    """``dgettext("contacts", msgid)``: a msgid of another domain (a toast an app posted)."""
    return _text(ctx, msgid, domain or OS_DOMAIN, fmt)


def initials(name: str) -> str:
    parts = [p for p in name.replace("-", " ").split() if p and p[0].isalnum()]
    if not parts:
        return "#"
    return (parts[0][0] + (parts[1][0] if len(parts) > 1 else "")).upper()


def avatar(name: str, hue: int | None = None, size: int = 40) -> Markup:
    """A round initials avatar with a colour derived from the name."""
    h = hue if hue is not None else sum(map(ord, name)) * 37 % 360
    return Markup(f'<span class="avatar" style="--hue:{h};width:{size}px;height:{size}px;'
                  f'font-size:{size * 0.42:.0f}px">{html.escape(initials(name))}</span>')


def _24h(ctx: Context) -> bool:
    return bool(ctx.get("_24h", True))


@pass_context
def fmt_time(ctx: Context, ms: int) -> str:
    """A clock time per locale and the phone's 24-hour setting: 14:05 / 2:05 PM / 下午2:05."""
    return formats.time(int(ms), _locale(ctx), _24h(ctx))


@pass_context
def fmt_when(ctx: Context, ms: int) -> str:
    """Android-style short time: today -> 14:05, this week -> Sat / 周六, this year -> Mar 2 /
    3月2日, else 2025-03-02 / 2025/3/2."""
    return formats.when(int(ms), int(ctx.get("_now", ms)), _locale(ctx), _24h(ctx))


@pass_context
def fmt_date(ctx: Context, ms: int) -> str:
    """A full date: Mar 14, 2026 / 2026年3月14日."""
    return formats.fmt(int(ms), "date", _locale(ctx))


@pass_context
def fmt_day(ctx: Context, ms: int, long: bool = False) -> str:
    """A day without its year: Sat, Mar 14 / 3月14日 周六 (``long``: Saturday, March 14)."""
    return formats.fmt(int(ms), "long_day" if long else "day", _locale(ctx))


@pass_context
def fmt_weekday(ctx: Context, ms: int, long: bool = False) -> str:
    return formats.fmt(int(ms), "long_weekday" if long else "weekday", _locale(ctx))


@pass_context
def fmt_number(ctx: Context, value: Any, digits: int | None = None) -> str:
    return formats.number(value, _locale(ctx), digits)


@pass_context
def fmt_money(ctx: Context, amount: Any, currency: str | None = None) -> str:
    """``{{ 12.5|money("USD") }}``: $12.50; without a currency, the locale's own (¥ in zh-CN)."""
    return formats.money(amount, _locale(ctx), currency)


@cache
def environment(extra_dirs: tuple[Path, ...] = ()) -> Environment:
    loader = ChoiceLoader([FileSystemLoader(str(TEMPLATES)), *(FileSystemLoader(str(d)) for d in extra_dirs)])
    env = Environment(loader=loader, autoescape=True, undefined=StrictUndefined, auto_reload=False,
                      trim_blocks=True, lstrip_blocks=True, cache_size=2000)
    env.globals.update(trigger=trigger, swipe=swipe, scroll=scroll, textfield=textfield, _=gettext,
                       ngettext=ngettext, dgettext=dgettext, icon=icon, avatar=avatar, initials=initials, photo_src=photo_src)
    env.filters.update(time=fmt_time, when=fmt_when, date=fmt_date, day=fmt_day, weekday=fmt_weekday,
                       number=fmt_number, money=fmt_money)
    return env
