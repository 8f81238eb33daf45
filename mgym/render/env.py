"""The Jinja environment: autoescaped templates plus the few globals templates may call.

``trigger()`` marks a tappable element with a declared transition id and its params; it is the
only way a template makes something interactive. ``textfield()`` renders an editable field of the
current screen. ``_()`` translates a visible string. Templates hold no domain logic.
"""

from __future__ import annotations

import html
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any

import orjson
from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined, pass_context
from jinja2.runtime import Context
from markupsafe import Markup

from mgym.i18n import translate
from mgym.paths import TEMPLATES
from mgym.render.icons import icon

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


@pass_context
def textfield(ctx: Context, name: str, hint: str = "", *, submit: str | None = None, multiline: bool = False,
              cls: str = "", secret: bool = False, maxlength: int = 500, icon_name: str | None = None) -> Markup:
    """An editable field of the current screen, bound to ``fields[name]``."""
    fields: dict[str, str] = ctx.get("fields") or {}
    focused = ctx.get("focus") == name
    value = str(fields.get(name, ""))
    shown = "•" * len(value) if secret else value
    classes = ["textfield", cls, "focused" if focused else "", "multiline" if multiline else "",
               "empty" if not value else ""]
    attrs = [f'data-input="{html.escape(name)}"', 'data-role="input"', f'data-hint="{html.escape(hint)}"',
             f'data-maxlength="{maxlength}"']
    if submit:
        attrs.append(f'data-submit="{html.escape(submit)}"')
    if focused:
        attrs.append('data-focused="true"')
    lead = f'<span class="tf-icon">{icon(icon_name)}</span>' if icon_name else ""
    body = (f'<span class="tf-value">{html.escape(shown)}</span>' if value
            else f'<span class="tf-hint">{html.escape(hint)}</span>')
    caret = '<span class="tf-caret"></span>' if focused else ""
    return Markup(f'<div class="{" ".join(c for c in classes if c)}" {" ".join(attrs)}>{lead}'
                  f'<span class="tf-text">{body}{caret}</span></div>')


@pass_context
def gettext(ctx: Context, msgid: str, **fmt: Any) -> str:
    return translate(msgid, ctx.get("_locale", "en"), **fmt)


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


def _dt(ms: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))


def fmt_time(ms: int) -> str:
    return _dt(ms).strftime("%H:%M")


@pass_context
def fmt_when(ctx: Context, ms: int) -> str:
    """Android-style short time: today -> 14:05, this year -> Mar 2, else 2025-03-02."""
    now = _dt(ctx.get("_now", ms))
    t = _dt(ms)
    if t.date() == now.date():
        return t.strftime("%H:%M")
    if (now.date() - t.date()).days < 7:
        return t.strftime("%a")
    if t.year == now.year:
        return f"{t.strftime('%b')} {t.day}"
    return t.strftime("%Y-%m-%d")


def fmt_date(ms: int) -> str:
    t = _dt(ms)
    return f"{t.strftime('%b')} {t.day}, {t.year}"


@cache
def environment(extra_dirs: tuple[Path, ...] = ()) -> Environment:
    loader = ChoiceLoader([FileSystemLoader(str(TEMPLATES)), *(FileSystemLoader(str(d)) for d in extra_dirs)])
    env = Environment(loader=loader, autoescape=True, undefined=StrictUndefined, auto_reload=False,
                      trim_blocks=True, lstrip_blocks=True, cache_size=2000)
    env.globals.update(trigger=trigger, swipe=swipe, scroll=scroll, textfield=textfield, _=gettext,
                       icon=icon, avatar=avatar, initials=initials)
    env.filters.update(time=fmt_time, when=fmt_when, date=fmt_date)
    return env
