"""The SystemShell: composes one HTML document body for the phone's current state.

Layers (bottom to top): the app's page with any dialog / sheet / menu above it, status bar and
navigation bar, toast and heads-up banner, keyboard, notification shade, system dialogs.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from markupsafe import Markup

from mgym.apps import get_app, registry
from mgym.apps.themes.looks import phone_look
from mgym.i18n import translate
from mgym.os import fontscale, interrupts, keyboard, permissions, picker, shade, textmenu
from mgym.os.files import FileSystem
from mgym.os.system import System
from mgym.paths import STATIC
from mgym.render.env import environment

#: context names the shell sets for every screen template; views must not use them
RESERVED = frozenset({"params", "fields", "focus", "_scroll", "_locale", "_24h", "_now", "app", "_kinds", "_reveal"})


@cache
def shell_html() -> str:
    """The fixed document every page loads once: all CSS in <head>, an empty <body>."""
    css = [(STATIC / "css" / "os.css").read_text(), (STATIC / "css" / "keyboard.css").read_text(),
           (STATIC / "css" / "interrupt.css").read_text()]
    css += [p.read_text() for p in sorted((STATIC / "css" / "apps").glob("*.css"))]
    for app in registry().values():
        if app.template_dir is not None and (app.template_dir / "style.css").exists():
            css.append((app.template_dir / "style.css").read_text())
    return ("<!doctype html><html><head><meta charset='utf-8'><style>" + fontscale.scalable("\n".join(css))
            + "</style></head><body></body></html>")


def _env() -> Any:
    dirs = tuple(a.template_dir for a in registry().values() if a.template_dir is not None)
    return environment(dirs)


def locale_of(s: System) -> str:
    """The phone's UI language, from its persistent state."""
    return str(s.p["os"]["settings"]["system"]["locale"])


def app_name(app_id: str, locale: str) -> str:
    """An installed app's display name in ``locale`` (its manifest name, a msgid of its own domain)."""
    apps = registry()
    if app_id not in apps:
        return app_id
    return translate(apps[app_id].manifest.name, locale, app_id)


def render_entry(s: System, entry: dict[str, Any], locale: str, kinds: dict[str, str] | None = None) -> Markup:
    """One screen's HTML; ``kinds`` collects the focused field's input type (for the keyboard)."""
    app = get_app(entry["app"])
    ctx = s.ctx(app, entry)
    view = app.views[entry["screen"]](ctx)
    clash = RESERVED & view.context.keys()
    if clash:
        raise ValueError(f"{app.id}/{entry['screen']}: view context uses reserved names {sorted(clash)}")
    tpl = _env().get_template(view.template)
    return Markup(tpl.render({**view.context, "params": entry["params"], "fields": entry["fields"],
                           "focus": entry["focus"], "_scroll": entry["scroll"], "_locale": locale,
                           "_24h": s.p["os"]["datetime"]["use_24h"], "_now": s.clock.now_ms,
                           "app": app.manifest, "_kinds": {} if kinds is None else kinds,
                           "_reveal": bool(s.v.get("reveal"))}))


def status_icons(os: dict[str, Any]) -> dict[str, Any]:
    return {
        "airplane": os["airplane_mode"], "wifi": os["wifi"]["enabled"] and os["wifi"]["connected"] is not None,
        "wifi_on": os["wifi"]["enabled"], "cell": os["cellular"]["enabled"], "bt": os["bluetooth"]["enabled"],
        "dnd": os["dnd"]["enabled"], "battery": os["battery"]["level"], "charging": os["battery"]["charging"],
        "saver": os["battery"]["saver"], "percent": os["battery"]["show_percentage"],
        "location": os["location"]["enabled"], "network": os["cellular"]["network_type"],
        "alarm": any(a.get("clock") for a in os["alarms"]),
    }


def share_view(s: System, d: dict[str, Any], locale: str) -> dict[str, Any]:
    """The share sheet's content preview, direct targets and app targets, named in ``locale``."""
    apps = registry()
    extras = d["intent"]["extras"]
    files = [f for f in (FileSystem(s.p["os"], 0).by_id(i) for i in extras.get("files", [])) if f is not None]
    def card(app_id: str) -> dict[str, str]:
        m = apps[app_id].manifest
        return {"name": app_name(app_id, locale), "icon": m.icon, "color": m.color}
    return {**d, "text": extras.get("text", ""), "files": files,
            "apps": [{"app": t["app"], **card(t["app"])} for t in d["targets"]],
            "people": [{**p, "app_icon": card(p["app"])["icon"], "app_color": card(p["app"])["color"]}
                       for p in d["direct"]]}


def compose(s: System, locale: str | None = None) -> str:
    """The document body for the current state, in the phone's language (``locale`` overrides it)."""
    v, os = s.v, s.p["os"]
    locale = locale or locale_of(s)
    task = s.tm.front()
    entries = task["entries"]
    base = s.tm.page_index(task)
    kinds: dict[str, str] = {}
    page = render_entry(s, entries[base], locale, kinds if base == len(entries) - 1 else None)
    overlays = [(get_app(e["app"]).navigation.screen_map[e["screen"]].kind,
                 render_entry(s, e, locale, kinds if e is entries[-1] else None)) for e in entries[base + 1:]]
    top = entries[-1]
    app = get_app(top["app"])
    apps = registry()
    notifs = [{**n, "app_name": app_name(n["app"], locale),
               "icon": apps[n["app"]].manifest.icon if n["app"] in apps else "notifications",
               "color": apps[n["app"]].manifest.color if n["app"] in apps else "#888"}
              for n in reversed(os["notifications"])]
    headsup = None
    if v["headsup"] is not None:
        headsup = next((n for n in notifs if n["id"] == v["headsup"]["id"]), None)
    sysdialog = v["sysdialog"]
    if sysdialog is not None and sysdialog["kind"] == "chooser":
        sysdialog = {**sysdialog, "choices": [{"app": o["app"], "name": app_name(o["app"], locale),
                                               "icon": apps[o["app"]].manifest.icon,
                                               "color": apps[o["app"]].manifest.color}
                                              for o in sysdialog["options"]]}
    elif sysdialog is not None and sysdialog["kind"] == "permission":
        perm = str(sysdialog["perm"])
        sysdialog = {**sysdialog, "app_name": app_name(sysdialog["app"], locale),
                     "perm_label": permissions.LABELS.get(perm, perm.replace("_", " ").lower()),
                     "again": permissions.state(os, sysdialog["app"], perm) == "denied"}
    elif sysdialog is not None and sysdialog["kind"] == "share":
        sysdialog = share_view(s, sysdialog, locale)
    picker_view = picker.view(os, v["picker"]) if v.get("picker") else None
    focus = keyboard.focus_of(s, kinds.get(str(top["focus"]), "text"))
    kb = keyboard.view(v["keyboard"], focus, str(top["fields"].get(focus.field, ""))) if focus is not None else None
    home = app.id == s.home.id
    look = phone_look(os["display"])
    return fontscale.rule(os["display"]) + str(_env().get_template("os/phone.html").render({
        "page": page, "overlays": overlays, "status": status_icons(os), "now": s.clock.now_ms,
        "dark": os["display"]["dark_theme"] or look["dark"], "look": look,
        "accent": look["accent"] or app.manifest.color, "home": home, "keyboard": kb, "kb_state": v["keyboard"],
        "shade": v["shade"]["open"], "tiles": shade.view(os), "notifications": notifs,
        "brightness": os["display"]["brightness"], "headsup": headsup, "toast": v["toast"],
        "reply": v.get("reply"), "interrupt": interrupts.view(s, locale),
        "sysdialog": sysdialog, "_scroll": v["os_scroll"], "_locale": locale, "_now": s.clock.now_ms,
        "_24h": os["datetime"]["use_24h"], "lang": locale, "picker": picker_view, "textmenu": textmenu.view(s),

        "unread_icons": [n for n in notifs if not n["read"]][:4],
    }))
