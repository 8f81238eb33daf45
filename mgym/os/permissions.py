"""Runtime permissions: declared in manifests, asked for on first use, shown and changed in Settings.

A permission of an app is in one of the reference's states (``os.permissions.<app>.<perm>``;
missing means never asked):

* ``granted`` — allowed while the app is in use;
* ``once`` — allowed this time: it lapses back to never asked when the app leaves the screen;
* ``denied`` — refused; the app may ask again;
* ``denied_forever`` — refused twice (Android 11's rule): the app can no longer ask, only Settings
  can grant it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from mgym.i18n import N_

if TYPE_CHECKING:
    from mgym.os.system import System

State = Literal["granted", "once", "denied", "denied_forever"]
STATES: tuple[State, ...] = ("granted", "once", "denied", "denied_forever")
#: permissions whose dialog offers "While using the app / Only this time" (Android's foreground ones)
FOREGROUND = frozenset({"location", "camera", "microphone"})
#: what a permission dialog says an app wants (msgids); other permissions show their id
LABELS = {"contacts.read": N_("your contacts"), "contacts.write": N_("your contacts"),
          "location": N_("this device's location"), "camera": N_("the camera"),
          "microphone": N_("the microphone"), "storage": N_("photos and media"),
          "photos": N_("photos and videos"), "files": N_("all files"), "sms": N_("your SMS messages"),
          "calendar": N_("your calendar"), "notifications": N_("send you notifications")}
#: Settings' names of the permissions (msgids)
NAMES = {"contacts.read": N_("Contacts"), "contacts.write": N_("Contacts"), "location": N_("Location"),
         "camera": N_("Camera"), "microphone": N_("Microphone"), "storage": N_("Photos and media"),
         "photos": N_("Photos and videos"), "files": N_("Files"), "sms": N_("SMS"), "calendar": N_("Calendar"),
         "notifications": N_("Notifications")}


def state(os: dict[str, Any], app: str, perm: str) -> str:
    """The permission's state, ``ask`` if never asked."""
    return str(os["permissions"].get(app, {}).get(perm, "ask"))


def allowed(os: dict[str, Any], app: str, perm: str) -> bool:
    return state(os, app, perm) in ("granted", "once")


def set_state(os: dict[str, Any], app: str, perm: str, value: str) -> None:
    """Set a permission from Settings (``ask`` forgets the answer)."""
    perms = os["permissions"].setdefault(app, {})
    if value == "ask":
        perms.pop(perm, None)
    else:
        perms[perm] = value


def request(s: System, app: str, perm: str, then: str, params: dict[str, Any], on_deny: str | None) -> bool:
    """True if allowed; otherwise asks with the system dialog (unless refused for good: then a toast)
    and returns False. ``then`` fires once allowed, ``on_deny`` (if given) once refused."""
    st = state(s.p["os"], app, perm)
    if st in ("granted", "once"):
        return True
    if st == "denied_forever":
        s.toast("Permission denied. You can allow it in Settings > Apps")
        return False
    s.v["sysdialog"] = {"kind": "permission", "app": app, "perm": perm, "then": then, "params": params,
                        "on_deny": on_deny, "foreground": perm in FOREGROUND}
    return False


def fire(s: System, tid: str, params: dict[str, Any]) -> bool:
    """``perm.allow``, ``perm.once``, ``perm.deny`` on the open permission dialog."""
    d = s.v["sysdialog"]
    if not d or d["kind"] != "permission":
        return False
    answer = tid.split(".", 1)[1]
    if answer not in ("allow", "once", "deny"):
        return False
    s.v["sysdialog"] = None
    os = s.p["os"]
    before = state(os, d["app"], d["perm"])
    value = {"allow": "granted", "once": "once",
             "deny": "denied_forever" if before == "denied" else "denied"}[answer]
    os["permissions"].setdefault(d["app"], {})[d["perm"]] = value
    follow = d["then"] if answer != "deny" else d.get("on_deny")
    if follow and s.top()["app"] == d["app"]:
        s.fire_app(s.top(), follow, d["params"])
    return True


def lapse_once(s: System) -> None:
    """One-time grants end when their app is no longer on screen."""
    front = s.top()["app"]
    for app, perms in s.p["os"]["permissions"].items():
        if app == front:
            continue
        for perm, value in list(perms.items()):
            if value == "once":
                del perms[perm]
