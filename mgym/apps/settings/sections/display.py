"""Display: brightness, adaptive brightness, dark theme, Night Light, timeout, font size, auto-rotate."""

from __future__ import annotations

from collections.abc import Callable

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.i18n import N_
from mgym.nav import Screen, Transition, pop, push, stay
from mgym.os.context import AppContext

HOME = ("main", "search")

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("display", title="Display"),
    Screen("screen_timeout", kind="dialog", title="Screen timeout"),
    Screen("font_size", title="Font size"),
]

TIMEOUTS = ((15, N_("15 seconds")), (30, N_("30 seconds")), (60, N_("1 minute")), (120, N_("2 minutes")),
            (300, N_("5 minutes")), (600, N_("10 minutes")), (1800, N_("30 minutes")))
FONT_SCALES = ((0.85, N_("Small")), (1.0, N_("Default")), (1.15, N_("Large")), (1.3, N_("Largest")))


def _toggle(key: str) -> Callable[[AppContext], None]:
    def effect(ctx: AppContext) -> None:
        ctx.os["display"][key] = not ctx.os["display"][key]

    effect.__name__ = f"toggle_display_{key}"
    return effect


toggle_adaptive = _toggle("adaptive")
toggle_dark = _toggle("dark_theme")
toggle_night_light = _toggle("night_light")
toggle_rotate = _toggle("auto_rotate")


def set_brightness(ctx: AppContext) -> None:
    """A tap on the slider sets the brightness under the finger, like the shade's slider."""
    ctx.managers.set_level(ctx.os, "display", "brightness", round(float(ctx.params.get("_rx", 0.5)) * 100))


def set_timeout(ctx: AppContext) -> None:
    ctx.managers.set_level(ctx.os, "display", "timeout_s", int(ctx.params["seconds"]))


def _scale_index(scale: float) -> int:
    return min(range(len(FONT_SCALES)), key=lambda i: abs(FONT_SCALES[i][0] - scale))


def set_font_scale(ctx: AppContext) -> None:
    idx = round(float(ctx.params.get("_rx", 0.5)) * (len(FONT_SCALES) - 1))
    ctx.managers.set_level(ctx.os, "display", "font_scale", FONT_SCALES[idx][0])


def font_smaller(ctx: AppContext) -> None:
    idx = max(_scale_index(ctx.os["display"]["font_scale"]) - 1, 0)
    ctx.managers.set_level(ctx.os, "display", "font_scale", FONT_SCALES[idx][0])


def font_larger(ctx: AppContext) -> None:
    idx = min(_scale_index(ctx.os["display"]["font_scale"]) + 1, len(FONT_SCALES) - 1)
    ctx.managers.set_level(ctx.os, "display", "font_scale", FONT_SCALES[idx][0])


TRANSITIONS: list[Transition] = [
    push("display.open", HOME, "display", label="Display"),
    stay("display.brightness", "display", effect=set_brightness, label="Brightness level"),
    stay("display.adaptive", "display", effect=toggle_adaptive, label="Adaptive brightness"),
    stay("display.dark_theme", "display", effect=toggle_dark, label="Dark theme"),
    stay("display.night_light", "display", effect=toggle_night_light, label="Night Light"),
    stay("display.auto_rotate", "display", effect=toggle_rotate, label="Auto-rotate screen"),
    push("display.timeout", "display", "screen_timeout", label="Screen timeout"),
    pop("display.set_timeout", "screen_timeout", "display", effect=set_timeout),
    pop("screen_timeout.dismiss", "screen_timeout", "display", label="Cancel"),
    push("display.font_size", ("display", "search"), "font_size", label="Font size"),
    stay("display.font_scale", "font_size", effect=set_font_scale, label="Font size"),
    stay("display.font_smaller", "font_size", effect=font_smaller, label="Make smaller"),
    stay("display.font_larger", "font_size", effect=font_larger, label="Make larger"),
]


# ---- summaries ---------------------------------------------------------------------------------
def timeout_label(ctx: AppContext, seconds: int) -> str:
    """A timeout as the phone shows it ("5 minutes" / "5 分钟")."""
    label = dict(TIMEOUTS).get(seconds)
    return ctx.gettext(label) if label else ctx.ngettext("{n} second", "{n} seconds", seconds)


def display_summary(ctx: AppContext) -> c.T:
    return t("Dark theme, font size, brightness")


# ---- views -------------------------------------------------------------------------------------
def display(ctx: AppContext) -> View:
    d = ctx.os["display"]
    font = FONT_SCALES[_scale_index(d["font_scale"])][1]
    items = [
        c.section(t("Brightness")),
        c.slider("display.brightness", t("Brightness level"), d["brightness"], 0, 100, icon="brightness_6"),
        c.switch("display.adaptive", t("Adaptive brightness"), d["adaptive"],
                 t("Automatically adjust screen brightness")),
        c.section(t("Lock display")),
        c.link("display.timeout", t("Screen timeout"),
               t("After {period} of inactivity", period=timeout_label(ctx, d["timeout_s"]))),
        c.section(t("Appearance")),
        c.switch("display.dark_theme", t("Dark theme"), d["dark_theme"], t("Use dark background")),
        c.switch("display.night_light", t("Night Light"), d["night_light"], t("Tint screen amber")),
        c.link("display.font_size", t("Font size"), t(font)),
        c.section(t("Other display controls")),
        c.switch("display.auto_rotate", t("Auto-rotate screen"), d["auto_rotate"]),
    ]
    return View("apps/settings/page.html", c.page(t("Display"), items))


def screen_timeout(ctx: AppContext) -> View:
    cur = ctx.os["display"]["timeout_s"]
    dlg = c.dialog(t("Screen timeout"),
                   [c.radio("display.set_timeout", t(label), s == cur, p={"seconds": s}) for s, label in TIMEOUTS],
                   [c.button("screen_timeout.dismiss", t("Cancel"))], dismiss="screen_timeout.dismiss")
    return View("apps/settings/dialog.html", {"dlg": dlg})


def font_size(ctx: AppContext) -> View:
    scale = ctx.os["display"]["font_scale"]
    idx = _scale_index(scale)
    items = [
        c.preview(t("Make the text on your screen smaller or larger. Preview: Hello! How are you today?"), scale),
        c.slider("display.font_scale", t("Font size"), idx, 0, len(FONT_SCALES) - 1, icon="format_size"),
        c.actions(c.action("display.font_smaller", t("Smaller"), "text_decrease", disabled=idx == 0),
                  c.action("display.font_larger", t("Larger"), "text_increase",
                           disabled=idx == len(FONT_SCALES) - 1)),
        c.info(t("Current size"), t(FONT_SCALES[idx][1])),
    ]
    return View("apps/settings/page.html", c.page(t("Font size"), items))


VIEWS = {"display": display, "screen_timeout": screen_timeout, "font_size": font_size}
