"""AppContext: what an app's guards, effects, views and handlers see of the phone."""

from __future__ import annotations

import re
from random import Random
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from mgym.i18n import ngettext, translate
from mgym.os import managers, permissions
from mgym.os.files import FileSystem
from mgym.os.intents import Intent
from mgym.os.providers import ContactsProvider, MediaProvider, SmsProvider
from mgym.state.copy import Shared, clone

if TYPE_CHECKING:
    from mgym.app import App
    from mgym.os.system import System


#: the attributes that make an element live (a control, a field, a scroller)
_LIVE = re.compile(r"\sdata-(t|p|long|double|submit|swipe|input|scroll|role|label|focused)=")


def picture(html: str) -> Markup:
    """Rendered HTML as a picture: its trigger, input and scroll attributes renamed, so nothing in it
    is tappable, focusable or counted as a control of the page that shows it."""
    return Markup(_LIVE.sub(r" data-pic-\1=", html))


class AppContext:
    """Bound to one app, one screen entry (None for background handlers) and a trigger's params."""

    __slots__ = ("app", "entry", "params", "sys")

    def __init__(self, system: System, app: App, entry: dict[str, Any] | None,
                 params: dict[str, Any] | None = None) -> None:
        self.sys = system
        self.app = app
        self.entry = entry
        self.params: dict[str, Any] = params or {}

    # ---- state -----------------------------------------------------------------------------
    @property
    def state(self) -> dict[str, Any]:
        """This app's runtime overlay (mutable; what judges read). A new phone's overlays are
        shared read-only by every phone of the process until an app first runs: this is where
        the app gets its own copy (copy-on-write)."""
        apps = self.sys.p["apps"]
        st: dict[str, Any] = apps[self.app.id]
        if type(st) is Shared:
            st = apps[self.app.id] = clone(st)
        return st

    @property
    def peek(self) -> dict[str, Any]:
        """This app's overlay to read, never to write: unlike :attr:`state` it does not take the
        app's own copy of a shared overlay (what handlers that run on every tick use)."""
        st: dict[str, Any] = self.sys.p["apps"][self.app.id]
        return st

    @property
    def os(self) -> dict[str, Any]:
        """The persistent OS state. Write it through :attr:`managers` so the rules hold."""
        return self.sys.p["os"]

    managers = managers

    @property
    def contacts(self) -> ContactsProvider:
        return ContactsProvider(self.os, self.sys.provider_changed)

    @property
    def sms(self) -> SmsProvider:
        return SmsProvider(self.os, self.sys.provider_changed)

    @property
    def media(self) -> MediaProvider:
        """Pictures and videos (a view of :attr:`files`)."""
        return MediaProvider(self.os)

    @property
    def files(self) -> FileSystem:
        """The file system (``/sdcard``): read, create, rename, move, copy, delete, trash."""
        return FileSystem(self.os, self.sys.clock.now_ms, self.sys.provider_changed)

    @property
    def now(self) -> int:
        return self.sys.clock.now_ms

    @property
    def rng(self) -> Random:
        return self.sys.rng

    # ---- the current screen ----------------------------------------------------------------
    @property
    def screen_params(self) -> dict[str, Any]:
        return self.entry["params"] if self.entry else {}

    def param(self, name: str, default: Any = None) -> Any:
        """A trigger param, else the screen's param of that name."""
        if name in self.params:
            return self.params[name]
        return self.screen_params.get(name, default)

    def field(self, name: str, default: str = "") -> str:
        return str(self.entry["fields"].get(name, default)) if self.entry else default

    def set_field(self, name: str, value: str) -> None:
        if self.entry is not None:
            self.entry["fields"][name] = value

    def clear_fields(self) -> None:
        if self.entry is not None:
            self.entry["fields"].clear()
            self.entry["focus"] = None

    def stack_position(self) -> tuple[list[dict[str, Any]], int | None]:
        """The task's entry list holding the current screen, and its index there."""
        for task in self.sys.tm.tasks:
            entries: list[dict[str, Any]] = task["entries"]
            for i, e in enumerate(entries):
                if e is self.entry:
                    return entries, i
        return [], None

    def entry_below(self, screen: str | None = None) -> dict[str, Any] | None:
        """The screen entry right under the current one, if it belongs to this app (and is
        ``screen`` when given): where a picker or dialog hands a value back to its page."""
        entries, idx = self.stack_position()
        if not idx:
            return None
        e = entries[idx - 1]
        if e["app"] != self.app.id or (screen is not None and e["screen"] != screen):
            return None
        return e

    def close_screen(self, also_below: str | None = None) -> None:
        """Close the current screen (and anything above it); with ``also_below``, also close the
        page right under it if it is that screen of this app (a dialog and the page it sits on)."""
        entries, idx = self.stack_position()
        if idx is None:
            return
        start = idx
        if also_below is not None and self.entry_below(also_below) is not None:
            start = idx - 1
        del entries[start:]
        if not entries:
            task = next(t for t in self.sys.tm.tasks if t["entries"] is entries)
            self.sys._task_emptied(task)

    def set_param(self, name: str, value: Any) -> None:
        """Change a param of the current screen (a sub-state such as a filter or a selection)."""
        if self.entry is not None:
            self.entry["params"][name] = value

    # ---- language ----------------------------------------------------------------------------
    @property
    def locale(self) -> str:
        """The phone's UI language (``os.settings.system.locale``): what screens are drawn in."""
        return str(self.os["settings"]["system"]["locale"])

    @property
    def region(self) -> str:
        """The world region (``os.device.region``): the language of the world data, fixed at boot."""
        return str(self.os["device"]["region"])

    def gettext(self, msgid: str, **fmt: Any) -> str:
        """``msgid`` in the phone's language (this app's catalogue, then ``os``). Views rarely need
        it: templates translate with ``_()``; use it for text built in Python."""
        return translate(msgid, self.locale, self.app.id, **fmt)

    def ngettext(self, singular: str, plural: str, n: int, /, **fmt: Any) -> str:
        """A counted phrase in the phone's language: the plural form for ``n`` (``{n}`` is ``n``
        unless ``fmt`` gives it): ``ctx.ngettext("{n} song", "{n} songs", 3)``."""
        return ngettext(singular, plural, n, self.locale, self.app.id, **fmt)

    # ---- the system ------------------------------------------------------------------------
    def toast(self, text: str, *, long: bool = False, **args: Any) -> None:
        """A toast: ``text`` is a msgid of this app (``{name}`` placeholders filled from ``args``),
        shown in the phone's language for 2 s (3.5 s if ``long``)."""
        self.sys.toast(text, self.app.id, long=long, **args)

    def ntoast(self, singular: str, plural: str, n: int, /, **args: Any) -> None:
        """A toast with plural forms: ``ctx.ntoast("Deleted {n} item", "Deleted {n} items", n)``."""
        self.sys.ntoast(singular, plural, n, self.app.id, **args)

    def start(self, intent: Intent | dict[str, Any], result: str | None = None, new_task: bool = False) -> bool:
        """Start an activity on top of this app's task (back returns here), or in its own task
        with ``new_task``. With ``result`` (a transition id of this app) the callee's result comes
        back as that transition's params. False when no app can handle the intent."""
        it = intent if isinstance(intent, Intent) else Intent.model_validate(intent)
        return self.sys.start_activity(it, caller=self.app.id, result=result, new_task=new_task)

    def launch(self, app_id: str) -> None:
        self.sys.launch(app_id)

    def notify(self, title: str, text: str = "", intent: dict[str, Any] | None = None) -> int:
        return self.sys.post_notification(self.app.id, title, text, intent)

    def has_permission(self, perm: str) -> bool:
        """Whether the app may use ``perm`` now (granted, or allowed this time)."""
        return permissions.allowed(self.os, self.app.id, perm)

    def require_permission(self, perm: str, then: str, *, on_deny: str | None = None, **params: Any) -> bool:
        """True if allowed; otherwise asks the user with the permission dialog (``perm`` must be in
        the manifest), firing ``then`` (a transition of this app) with ``params`` once allowed, and
        ``on_deny`` once refused. Refused for good: a toast, and False."""
        return self.sys.request_permission(self.app.id, perm, then, params, on_deny)

    def share(self, *, type: str = "text/plain", text: str = "", subject: str = "",
              files: list[int] | None = None) -> bool:
        """Share content through the system share sheet (ACTION_SEND / SEND_MULTIPLE): ``text`` (a
        message or a link) or ``files`` (ids of ``os.files``) of MIME ``type``."""
        return self.sys.share(self.app.id, {"type": type, "text": text, "subject": subject,
                                            "files": list(files or [])})

    def pick_media(self, result: str, *, multiple: bool = False, limit: int = 9, type: str = "image/*") -> None:
        """Open the system media picker; ``result`` (a transition of this app on the current screen)
        fires with ``files`` = the picked file ids."""
        self.sys.pick_media(self.app.id, result, multiple, limit, type)

    def broadcast(self, action: str, **extras: Any) -> int:
        """Send a broadcast to every app that declares a receiver for ``action``."""
        return self.sys.broadcast(action, **extras)


    def schedule(self, at_ms: int, handler: str, *, alarm_clock: bool = False, **payload: Any) -> None:
        """Run ``app.handlers[handler](ctx, **payload)`` when virtual time reaches ``at_ms``; an
        ``alarm_clock`` (one the user set) shows the alarm icon in the status bar while scheduled."""
        self.sys.schedule(self.app.id, at_ms, handler, payload, clock=alarm_clock)

    @property
    def clipboard(self) -> str:
        return str(self.os["clipboard"])

    def copy(self, text: str) -> None:
        """Put ``text`` on the clipboard (with the system's "Copied" toast)."""
        self.sys.set_clipboard(text)

    def task_preview(self, task_id: int) -> Markup:
        """The last frame of a task as a :func:`picture` (its top page, in the phone's language), for
        Recents to draw scaled down inside an element marked ``data-thumb``."""
        from mgym.os.shell import render_entry

        task = self.sys.tm.by_id(task_id)
        if task is None:
            return Markup("")
        entry = task["entries"][self.sys.tm.page_index(task)]
        return picture(str(render_entry(self.sys, entry, self.locale)))

    def apps(self) -> list[App]:
        from mgym.apps import registry

        return list(registry().values())
