"""Shared pieces of the Settings app: translatable messages, list items and small readers.

Views build pages as a list of *items* (plain dicts) that the generic templates draw:

``section`` a coloured group header; ``link`` a row that opens something; ``switch`` a row with
a switch; ``radio`` a row with a radio button; ``slider`` a titled slider; ``info`` a label and
value that is not tappable; ``note`` a muted paragraph; ``main_switch`` Android's big pill
switch at the top of a page; ``hero`` a centred icon with a title; ``actions`` a row of round
icon buttons; ``field`` a text field (dialogs); ``bar`` a usage bar; ``preview`` sample text.

Every visible string is either data (a network name, an app name) or a :class:`T` message,
which the templates translate through ``_()``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mgym.i18n import names, translate
from mgym.os.context import AppContext

Item = dict[str, Any]


@dataclass(frozen=True, slots=True)
class T:
    """A translatable message: an English msgid and its format arguments."""

    msgid: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.msgid.format(**self.args) if self.args else self.msgid


def t(msgid: str, **args: Any) -> T:
    return T(msgid, args)


Text = str | T | None


# ---- items -----------------------------------------------------------------------------------
def section(title: Text) -> Item:
    return {"kind": "section", "title": title}


def link(tid: str, title: Text, summary: Text = None, *, icon: str | None = None, color: str | None = None,
         p: Mapping[str, Any] | None = None, disabled: bool = False, trail: str | None = None,
         long: str | None = None, cls: str = "") -> Item:
    return {"kind": "link", "tid": tid, "title": title, "summary": summary, "icon": icon, "color": color,
            "p": dict(p or {}), "disabled": disabled, "trail": trail, "long": long, "cls": cls}


def switch(tid: str, title: Text, on: bool, summary: Text = None, *, icon: str | None = None,
           p: Mapping[str, Any] | None = None, disabled: bool = False) -> Item:
    return {"kind": "switch", "tid": tid, "title": title, "on": bool(on), "summary": summary, "icon": icon,
            "p": dict(p or {}), "disabled": disabled}


def main_switch(tid: str, title: Text, on: bool, p: Mapping[str, Any] | None = None) -> Item:
    return {"kind": "main_switch", "tid": tid, "title": title, "on": bool(on), "p": dict(p or {})}


def radio(tid: str, title: Text, on: bool, summary: Text = None, *, p: Mapping[str, Any] | None = None) -> Item:
    return {"kind": "radio", "tid": tid, "title": title, "on": bool(on), "summary": summary, "p": dict(p or {})}


def slider(tid: str, title: Text, value: float, lo: float, hi: float, *, icon: str | None = None,
           p: Mapping[str, Any] | None = None, disabled: bool = False) -> Item:
    return {"kind": "slider", "tid": tid, "title": title, "value": value, "lo": lo, "hi": hi, "icon": icon,
            "p": dict(p or {}), "disabled": disabled}


def info(title: Text, summary: Text = None, *, icon: str | None = None) -> Item:
    return {"kind": "info", "title": title, "summary": summary, "icon": icon}


def note(text: Text, *, icon: str | None = None) -> Item:
    return {"kind": "note", "text": text, "icon": icon}


def hero(icon: str, title: Text, summary: Text = None, *, color: str | None = None) -> Item:
    return {"kind": "hero", "icon": icon, "title": title, "summary": summary, "color": color}


def action(tid: str, label: Text, icon: str, *, p: Mapping[str, Any] | None = None,
           disabled: bool = False) -> dict[str, Any]:
    return {"tid": tid, "label": label, "icon": icon, "p": dict(p or {}), "disabled": disabled}


def actions(*buttons: dict[str, Any]) -> Item:
    return {"kind": "actions", "buttons": list(buttons)}


def text_field(name: str, hint: Text, *, submit: str | None = None, secret: bool = False,
               maxlength: int = 64) -> Item:
    return {"kind": "field", "name": name, "hint": hint, "submit": submit, "secret": secret,
            "maxlength": maxlength}


def bar(parts: list[dict[str, Any]], label: Text = None, summary: Text = None) -> Item:
    """A horizontal usage bar: parts are ``{"pct", "color"}``."""
    return {"kind": "bar", "parts": parts, "label": label, "summary": summary}


def preview(text: Text, scale: float) -> Item:
    return {"kind": "preview", "text": text, "scale": scale}


def divider() -> Item:
    return {"kind": "divider"}


def button(tid: str, label: Text, *, p: Mapping[str, Any] | None = None, disabled: bool = False,
           style: str = "text") -> dict[str, Any]:
    """A dialog (or page) button."""
    return {"tid": tid, "label": label, "p": dict(p or {}), "disabled": disabled, "style": style}


# ---- readers ---------------------------------------------------------------------------------
def on_off(on: bool) -> T:
    return t("On") if on else t("Off")


DEFAULT_PREFS = {"notifications": True, "battery": "optimized", "storage_mb": 0.0, "cache_mb": 0.0}


def app_prefs(ctx: AppContext, app_id: str) -> dict[str, Any]:
    """An app's OS-level preferences, to read (defaults if the OS has none for it yet)."""
    prefs: dict[str, Any] = ctx.os["apps"].get(app_id) or dict(DEFAULT_PREFS)
    return prefs


def app_prefs_w(ctx: AppContext, app_id: str) -> dict[str, Any]:
    """An app's OS-level preferences, to change (created with the defaults when missing)."""
    prefs: dict[str, Any] = ctx.os["apps"].setdefault(app_id, dict(DEFAULT_PREFS))
    return prefs


def app_row(ctx: AppContext, app_id: str) -> dict[str, Any]:
    """Name (in the phone's language, as the launcher shows it), icon and colour of an installed app."""
    for a in ctx.apps():
        if a.id == app_id:
            return {"id": a.id, "name": translate(a.manifest.name, ctx.locale, a.id), "icon": a.manifest.icon, "color": a.manifest.color,
                    "system": a.manifest.system, "in_launcher": a.manifest.in_launcher,
                    "permissions": list(a.manifest.permissions)}
    return {"id": app_id, "name": app_id, "icon": "android", "color": "#5f6368", "system": False,
            "in_launcher": False, "permissions": []}


def join(ctx: AppContext, parts: list[str]) -> str:
    """Shown values as a list: "Camera, Contacts" / "相机、通讯录"."""
    return ("、" if ctx.locale == "zh-CN" else ", ").join(parts)


def all_apps(ctx: AppContext) -> list[dict[str, Any]]:
    """Every installed app, sorted by name (Chinese names by their pinyin)."""
    rows = [app_row(ctx, a.id) for a in ctx.apps()]
    if ctx.locale == "en":
        return sorted(rows, key=lambda r: str(r["name"]).lower())
    return sorted(rows, key=lambda r: (names.latin_key(str(r["name"])), r["id"]))


def fmt_size_mb(mb: float) -> str:
    if mb >= 1000:
        return f"{mb / 1000:.2f} GB"
    if mb >= 1:
        return f"{mb:.0f} MB" if mb >= 10 else f"{mb:.1f} MB"
    return f"{mb * 1000:.0f} kB" if mb > 0 else "0 B"


def page(title: Text, items: list[Item], **extra: Any) -> dict[str, Any]:
    return {"title": title, "items": items, **extra}


def dialog(title: Text, items: list[Item], buttons: list[dict[str, Any]], dismiss: str,
           body: Text = None, icon: str | None = None) -> dict[str, Any]:
    return {"title": title, "items": items, "buttons": buttons, "dismiss": dismiss, "body": body, "icon": icon}


def prefill(ctx: AppContext, name: str, value: str) -> None:
    """Put an editable field's current value in place the first time its screen is shown
    (Android opens rename dialogs with the old name selected). Idempotent."""
    if ctx.entry is not None and name not in ctx.entry["fields"]:
        ctx.set_field(name, value)


def flag(table: dict[str, Any], key: str, default: bool = False) -> bool:
    return bool(table.get(key, default))


def check(tid: str, title: Text, on: bool, *, p: Mapping[str, Any] | None = None) -> Item:
    return {"kind": "check", "tid": tid, "title": title, "on": bool(on), "p": dict(p or {})}


def dismiss_of(dialog_id: str) -> str:
    """The id of a dialog's dismiss transition (scrim tap and Cancel)."""
    return f"{dialog_id}.dismiss"
