"""Sound & vibration: volume sliders, ringer mode, ringtone, vibration and touch sounds."""

from __future__ import annotations

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.i18n import N_
from mgym.nav import Screen, Transition, pop, push, stay
from mgym.os.context import AppContext
from mgym.os.managers import RANGES

HOME = ("main", "search")

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("sound", title="Sound & vibration"),
    Screen("ringer_mode", kind="dialog", title="Ringer mode"),
    Screen("ringtone", title="Phone ringtone"),
]

STREAMS = (("media", N_("Media volume"), "music_note"), ("ring", N_("Ring volume"), "ring_volume"),
           ("notification", N_("Notification volume"), "notifications"), ("alarm", N_("Alarm volume"), "alarm"))
RINGER_MODES = (("normal", N_("Ring")), ("vibrate", N_("Vibrate")), ("silent", N_("Mute")))
RINGTONES = ("Soft Chime", "Beacon", "Crystal Bell", "Dance Party", "Flutterby", "Lollipop", "Spaceship",
             "Zen Garden", "None")


def set_volume(ctx: AppContext) -> None:
    """A tap on a volume slider sets the level under the finger (``_rx`` in [0, 1])."""
    stream = str(ctx.params["stream"])
    lo, hi = RANGES[("audio", stream)]
    ctx.managers.set_level(ctx.os, "audio", stream, round(lo + float(ctx.params.get("_rx", 0.5)) * (hi - lo)))


def set_ringer(ctx: AppContext) -> None:
    ctx.managers.set_ringer_mode(ctx.os, str(ctx.params["mode"]))


def set_ringtone(ctx: AppContext) -> None:
    ctx.os["audio"]["ringtone"] = str(ctx.params["name"])


def toggle_vibrate(ctx: AppContext) -> None:
    ctx.os["audio"]["vibrate_on_ring"] = not ctx.os["audio"]["vibrate_on_ring"]


def toggle_touch_sounds(ctx: AppContext) -> None:
    ctx.os["audio"]["touch_sounds"] = not ctx.os["audio"]["touch_sounds"]


TRANSITIONS: list[Transition] = [
    push("sound.open", HOME, "sound", label="Sound & vibration"),
    stay("sound.volume", "sound", effect=set_volume, label="Volume"),
    push("sound.ringer", "sound", "ringer_mode", label="Ringer mode"),
    pop("sound.set_ringer", "ringer_mode", "sound", effect=set_ringer),
    pop("ringer_mode.dismiss", "ringer_mode", "sound", label="Cancel"),
    push("sound.ringtone", ("sound", "search"), "ringtone", label="Phone ringtone"),
    stay("sound.set_ringtone", "ringtone", effect=set_ringtone),
    stay("sound.vibrate", "sound", effect=toggle_vibrate, label="Vibrate for calls"),
    stay("sound.touch", "sound", effect=toggle_touch_sounds, label="Touch sounds"),
]


# ---- summaries ---------------------------------------------------------------------------------
def sound_summary(ctx: AppContext) -> c.T:
    mode = ctx.os["audio"]["ringer_mode"]
    if mode == "vibrate":
        return t("Ringer set to vibrate")
    if mode == "silent":
        return t("Ringer set to mute")
    return t("Volume, haptics, Do Not Disturb")


# ---- views -------------------------------------------------------------------------------------
def sound(ctx: AppContext) -> View:
    a = ctx.os["audio"]
    items: list[c.Item] = []
    for stream, label, ico in STREAMS:
        lo, hi = RANGES[("audio", stream)]
        items.append(c.slider("sound.volume", t(label), a[stream], lo, hi, icon=ico, p={"stream": stream}))
    mode = dict(RINGER_MODES)[a["ringer_mode"]]
    items += [
        c.divider(),
        c.link("notifications.dnd", t("Do Not Disturb"), t("On") if ctx.os["dnd"]["enabled"] else t("Off")),
        c.link("sound.ringer", t("Ringer mode"), t(mode)),
        c.link("sound.ringtone", t("Phone ringtone"), a["ringtone"]),
        c.switch("sound.vibrate", t("Vibrate for calls"), a["vibrate_on_ring"]),
        c.switch("sound.touch", t("Touch sounds"), a["touch_sounds"]),
    ]
    return View("apps/settings/page.html", c.page(t("Sound & vibration"), items))


def ringer_mode(ctx: AppContext) -> View:
    cur = ctx.os["audio"]["ringer_mode"]
    d = c.dialog(t("Ringer mode"),
                 [c.radio("sound.set_ringer", t(label), key == cur, p={"mode": key}) for key, label in RINGER_MODES],
                 [c.button("ringer_mode.dismiss", t("Cancel"))], dismiss="ringer_mode.dismiss")
    return View("apps/settings/dialog.html", {"dlg": d})


def ringtone(ctx: AppContext) -> View:
    cur = ctx.os["audio"]["ringtone"]
    items: list[c.Item] = [c.section(t("Sounds"))]
    items += [c.radio("sound.set_ringtone", t(name) if name == "None" else name, name == cur, p={"name": name})
              for name in RINGTONES]
    return View("apps/settings/page.html", c.page(t("Phone ringtone"), items))


VIEWS = {"sound": sound, "ringer_mode": ringer_mode, "ringtone": ringtone}
