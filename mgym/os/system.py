"""The System: one phone's OS kernel. Owns the state dicts and turns UI events into changes.

``p`` is the persistent state (``{"os": ..., "apps": ...}``, what judges read) and ``v`` the
volatile runtime (task stacks, shade, dialogs, keyboard, scroll offsets); both are plain JSON
data, so a snapshot is a copy. Events arrive here already resolved to an element of the last
frame: a trigger with its params, an input to focus, a key, back / home / recents.
"""

from __future__ import annotations

from functools import lru_cache
from random import Random
from typing import Any

from mgym.app import App
from mgym.apps import find_app, get_app, registry
from mgym.clock import VirtualClock
from mgym.i18n import DEFAULT_LOCALE, OS_DOMAIN, normalize_locale
from mgym.nav.declaration import Transition
from mgym.nav.machine import fire as fire_transition
from mgym.os import broadcasts, interrupts, keyboard, permissions, picker, screenshot, shade, share, textmenu
from mgym.os.context import AppContext
from mgym.os.files import default_files, share_seeded
from mgym.os.intents import SEND, SEND_MULTIPLE, Intent, home_app, resolve
from mgym.os.providers import default_providers
from mgym.os.schema import OsState, default_os_state
from mgym.os.state import copy_persistent
from mgym.os.tasks import TaskManager, new_entry
from mgym.state.copy import Shared

HEADSUP_MS = 5_000
#: Android's Toast.LENGTH_SHORT and LENGTH_LONG (2 s and 3.5 s; snackbars use the same two)
TOAST_MS = 2_000
TOAST_LONG_MS = 3_500
#: how long the user's reply to an ``info`` question stays on screen: on the observation right after the
#: question, gone once the next action's think time (2 s by default) has passed, so it hides no control for long
REPLY_MS = 2_000


@lru_cache(maxsize=8)
def _fresh(locale: str, apps_installed: tuple[str, ...]) -> dict[str, Any]:
    os = default_os_state(locale)
    os["settings"]["system"]["locale"] = locale
    os["device"]["region"] = locale
    os["providers"] = default_providers(locale)
    os["files"] = default_files(locale)
    apps = registry()
    for app in apps.values():
        os["apps"][app.id] = {"notifications": True, "battery": "optimized",
                              "storage_mb": float(12 + len(app.id) * 7), "cache_mb": float(len(app.id))}
    os = OsState.model_validate(os).model_dump(mode="json", by_alias=True)
    share_seeded(os)
    return {"os": os, "apps": {a.id: Shared(a.default_state(locale)) for a in apps.values()}}


class System:
    def __init__(self, p: dict[str, Any], v: dict[str, Any], clock: VirtualClock, rng: Random) -> None:
        self.p, self.v, self.clock, self.rng = p, v, clock, rng
        self.apps = registry()
        self.home = home_app(self.apps)
        self.tm = TaskManager(v, self.home.id)
        #: what the last event did, for the step's info (not state)
        self.events: list[str] = []
        #: the events list of the last ``advance``: a new one marks a step's first advance (think time)
        self._advanced: list[str] = self.events
        if p:  # a new phone (a snapshot fills ``p`` later): apps schedule what their state asks for
            self.tick()
            broadcasts.watch(self)

    # ---- construction ----------------------------------------------------------------------
    @staticmethod
    def fresh_persistent(locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
        """A new phone's persistent state, booted in ``locale``: its UI language and world region.
        It is canonical (what the OS schema would make of it), so the first ``set_state`` changes
        nothing but what it patches."""
        locale = normalize_locale(locale)
        return copy_persistent(_fresh(locale, tuple(registry())))

    @staticmethod
    def fresh_volatile() -> dict[str, Any]:
        home = home_app(registry())
        v = TaskManager.initial(home.id, home.navigation.entry)
        v.update({"keyboard": keyboard.initial(), "shade": {"open": False}, "sysdialog": None,
                  "headsup": None, "toast": None, "os_scroll": {}, "picker": None, "textmenu": None,
                  "reveal": False, "reply": None})
        return v

    # ---- where we are ----------------------------------------------------------------------
    def top(self) -> dict[str, Any]:
        return self.tm.top()

    def front_app(self) -> App:
        return get_app(self.top()["app"])

    def screen_id(self) -> str:
        e = self.top()
        return f"{e['app']}/{e['screen']}"

    def ctx(self, app: App, entry: dict[str, Any] | None, params: dict[str, Any] | None = None) -> AppContext:
        return AppContext(self, app, entry, params)

    # ---- events ----------------------------------------------------------------------------
    def fire(self, tid: str, params: dict[str, Any] | None = None) -> bool:
        """Fire a trigger of the frontmost UI: a system one (``sys.``, ``kbd.``, ``shade.``,
        ``perm.``, ``chooser.``, ``sharesheet.``, ``mediapicker.``, ``textsel.``, ``notif.``,
        ``interrupt.``) or a transition of the top entry's app."""
        params = dict(params or {})
        prefix = tid.split(".", 1)[0]
        if prefix not in ("textsel", "kbd"):
            self.v["textmenu"] = None
        handler = _SYSTEM.get(prefix)
        if handler is not None:
            return handler(self, tid, params)
        return self.fire_app(self.top(), tid, params)

    def fire_app(self, entry: dict[str, Any], tid: str, params: dict[str, Any]) -> bool:
        app = get_app(entry["app"])
        task = self.tm.front()
        ctx = self.ctx(app, entry, params)

        def on_fire(t: Transition) -> None:
            result = t.effect(ctx) if t.effect is not None else None
            self._stack_op(t, task, entry, {**params, **(result or {})}, result)

        ok = fire_transition(app.navigation, entry["screen"], tid, ctx, on_fire)
        self.events.append(f"{tid}{'' if ok else ' (refused)'}")
        return ok

    def _stack_op(self, t: Transition, task: dict[str, Any], entry: dict[str, Any], params: dict[str, Any],
                  result: dict[str, Any] | None) -> None:
        if t.op == "stay":
            return
        entries: list[dict[str, Any]] = task["entries"]
        if entry not in entries:
            return  # the effect already moved away from this screen (it switched tasks, say)
        app = get_app(entry["app"])
        nav = app.navigation
        idx = next(i for i, e in enumerate(entries) if e is entry)
        if t.op in ("push", "replace", "reset"):
            target = nav.screen_map[t.target]
            new = new_entry(app.id, t.target, {k: params[k] for k in target.params if k in params})
            if t.op == "push":
                del entries[idx + 1:]
                entries.append(new)
            elif t.op == "replace":
                new["caller"] = entry["caller"]
                entries[idx:] = [new]
            else:
                start = self._app_block_start(entries, idx)
                new["caller"] = entries[start]["caller"]
                entries[start:] = [new]
            self.opened(new)
        elif t.op == "pop":
            del entries[idx:]
            while entries and entries[-1]["app"] == app.id and t.target and entries[-1]["screen"] != t.target \
                    and t.target in {e["screen"] for e in entries if e["app"] == app.id}:
                entries.pop()
            if entries:
                entries[-1]["focus"] = None  # the screen returned to shows no keyboard
            if not entries:
                self._task_emptied(task)
        elif t.op == "finish":
            start = self._app_block_start(entries, idx)
            caller = entries[start]["caller"]
            del entries[start:]
            if caller and caller.get("result") and entries and result is not None:
                self.fire_app(entries[-1], caller["result"], result)
            if not entries:
                self._task_emptied(task)

    @staticmethod
    def _app_block_start(entries: list[dict[str, Any]], idx: int) -> int:
        app = entries[idx]["app"]
        start = idx
        while start > 0 and entries[start - 1]["app"] == app and entries[start]["caller"] is None:
            start -= 1
        return start

    def opened(self, entry: dict[str, Any]) -> None:
        """Run the screen's ``on_open`` effect for a newly opened entry, then focus its
        ``autofocus`` field (unless the screen opened on a value for it: a results page)."""
        app = get_app(entry["app"])
        screen = app.navigation.screen_map[entry["screen"]]
        if screen.on_open is not None:
            screen.on_open(self.ctx(app, entry))
        name = screen.autofocus
        if name and entry["focus"] is None and not entry["params"].get(name) and not entry["fields"].get(name):
            entry["focus"] = name
            entry["fields"].setdefault(name, "")
            if entry is self.top():
                keyboard.close(self.v["keyboard"])
                self.v["reveal"] = True

    def _task_emptied(self, task: dict[str, Any]) -> None:
        self.tm.remove(task)
        self.tm.go_home(self.home.navigation.entry)

    # ---- input -----------------------------------------------------------------------------
    def focus(self, field: str) -> None:
        e = self.top()
        keyboard.close(self.v["keyboard"])  # a tap into a field ends any pinyin composition
        e["focus"] = field
        e["fields"].setdefault(field, "")
        self.v["reveal"] = True

    def hide_keyboard(self, entry: dict[str, Any] | None = None) -> None:
        """Take the focus off a screen's field (the top one's by default): the keyboard goes down."""
        (entry if entry is not None else self.top())["focus"] = None
        keyboard.close(self.v["keyboard"])

    def focused(self) -> str | None:
        if self.v["shade"]["open"] or self.v["sysdialog"] or interrupts.blocking(self):
            return None
        return self.top()["focus"]

    def type_text(self, text: str, maxlength: int = 5000, clear: bool = False) -> bool:
        name = self.focused()
        if name is None:
            return False
        fields = self.top()["fields"]
        value = "" if clear or self._selection_taken() else str(fields.get(name, ""))
        fields[name] = (value + text)[:maxlength]
        self.v["reveal"] = True
        return True

    def _selection_taken(self) -> bool:
        """Typing over a Select-all selection replaces it (and ends it)."""
        m = self.v.get("textmenu")
        self.v["textmenu"] = None
        return bool(m and m["all"])

    def key(self, key: str) -> str | None:
        """A soft-keyboard key; returns the field's submit trigger to fire on enter."""
        name = self.focused()
        if name is None:
            return None
        fields = self.top()["fields"]
        if key not in ("enter", "shift", "sym", "abc", "lang") and self._selection_taken():
            fields[name] = ""
        value, enter = keyboard.press(self.v["keyboard"], key, str(fields.get(name, "")), keyboard.focus_of(self))
        fields[name] = value
        self.v["reveal"] = True
        return "enter" if enter else None

    # ---- system navigation -----------------------------------------------------------------
    def back(self) -> None:
        """The back-key chain (the reference's priorities): interruption (:func:`interrupts.back`) >
        system dialog > shade > text toolbar > keyboard > media picker > the screen's ``on_back``
        transition (when its guard allows) > app. Back on an app's root screen goes home and keeps the
        task (with its drafts) in Recents, as Android 12+ does."""
        v = self.v
        if interrupts.back(self):
            pass
        elif v["sysdialog"] is not None:
            v["sysdialog"] = None
        elif v["shade"]["open"]:
            v["shade"]["open"] = False
        elif v.get("textmenu") is not None:
            v["textmenu"] = None
        elif self.top()["focus"] is not None:
            self.top()["focus"] = None
            keyboard.close(self.v["keyboard"])
        elif v.get("picker") is not None:
            v["picker"] = None
        elif self._back_transition():
            pass
        else:
            task = self.tm.front()
            entries = task["entries"]
            if task["app"] == self.home.id and len(entries) == 1:
                return
            if len(entries) == 1:
                self.tm.go_home(self.home.navigation.entry)
            else:
                entries.pop()
                entries[-1]["focus"] = None  # the screen returned to shows no keyboard
        self.events.append("back")

    def settle(self) -> bool:
        """What finishes without the user when the session ends (``complete``/``abort``): the top
        screen's ``on_back`` transition when its guard allows. A paid checkout hands its result to its
        caller, as a payment reaches the merchant whether or not the user taps Done."""
        return self._back_transition()

    def _back_transition(self) -> bool:
        """Fire the top screen's ``on_back`` transition when it declares one and its guard allows."""
        entry = self.top()
        screen = get_app(entry["app"]).navigation.screen_map.get(entry["screen"])
        return bool(screen is not None and screen.on_back and self.fire_app(entry, screen.on_back, {}))

    def _close_layers(self) -> None:
        interrupts.leave(self)
        self.v["shade"]["open"] = False
        self.v["sysdialog"] = None
        self.v["picker"] = None
        self.v["textmenu"] = None

    def go_home(self) -> None:
        self._close_layers()
        keyboard.close(self.v["keyboard"])
        self.tm.go_home(self.home.navigation.entry)

    def recents(self) -> None:
        self._close_layers()
        keyboard.close(self.v["keyboard"])
        recents = next((s.id for s in self.home.navigation.screens if s.id == "recents"), None)
        if recents is None:
            return
        self.tm.go_home(self.home.navigation.entry)
        self.tm.home_task()["entries"].append(new_entry(self.home.id, recents))

    def launch(self, name: str, screen: str | None = None, params: dict[str, Any] | None = None) -> App:
        """Open an app by id or display name: bring its task to the front, or start one."""
        app = find_app(name)
        if not self.p["os"]["apps"].get(app.id, {}).get("enabled", True):
            self.toast("App is disabled")  # Settings > Apps > Disable; Enable there brings it back
            return app
        self._close_layers()
        keyboard.close(self.v["keyboard"])
        if app.id == self.home.id:
            self.go_home()
            return app
        task = self.tm.for_app(app.id)
        if task is None:
            task = self.tm.create(app.id, screen or app.navigation.entry, params)
            self.opened(task["entries"][-1])
        else:
            self.tm.to_front(task)
            if screen is not None:
                task["entries"].append(new_entry(app.id, screen, params))
                self.opened(task["entries"][-1])
        self.events.append(f"launch {app.id}")
        return app

    def switch_to_task(self, task_id: int) -> None:
        task = self.tm.by_id(task_id)
        if task is not None:
            self.tm.go_home(self.home.navigation.entry)
            self.tm.to_front(task)

    def remove_task(self, task_id: int) -> None:
        task = self.tm.by_id(task_id)
        if task is not None:
            self.tm.remove(task)

    # ---- intents ---------------------------------------------------------------------------
    def start_activity(self, intent: Intent, caller: str | None = None, result: str | None = None,
                       new_task: bool = False) -> bool:
        """Resolve and open an intent. From an app (``caller``) the screen goes on top of the
        caller's task unless ``new_task``; from the system (notifications) it opens in its own task."""
        if intent.action in (SEND, SEND_MULTIPLE) and intent.app is None and caller is not None:
            return share.open_sheet(self, caller, {"type": intent.type, **intent.extras})
        options = resolve(intent, self.apps)
        if not options:
            self.toast("No app can perform this action")
            return False
        if len(options) > 1:
            self.v["sysdialog"] = {"kind": "chooser", "intent": intent.model_dump(),
                                   "options": [{"app": a.id, "screen": s} for a, s in options],
                                   "caller": caller, "result": result, "new_task": new_task}
            return True
        app, screen = options[0]
        self._open_for_intent(app, screen, intent, caller, result, new_task)
        return True

    def _open_for_intent(self, app: App, screen: str, intent: Intent, caller: str | None,
                         result: str | None, new_task: bool = False) -> None:
        params = {**intent.extras}
        if intent.data:
            params["data"] = intent.data
        target = app.navigation.screen_map[screen]
        params = {k: params[k] for k in target.params if k in params}
        if caller is not None and not new_task and app.id != self.home.id:
            back_to = {"app": caller, "result": result} if result is not None else None
            self.tm.front()["entries"].append(new_entry(app.id, screen, params, back_to))
            self.opened(self.tm.front()["entries"][-1])
        else:
            self.launch(app.id, screen, params)
        self.events.append(f"intent {intent.action} -> {app.id}/{screen}")

    # ---- services --------------------------------------------------------------------------
    def toast(self, text: str, domain: str = OS_DOMAIN, *, long: bool = False, **args: Any) -> None:
        """Show ``text`` (a msgid of ``domain``, with ``{name}`` args) for 2 s (3.5 s if ``long``);
        the shell translates it into the phone's language when it draws the frame."""
        shown = text.format(**args) if args else text
        self.v["toast"] = {"text": shown, "msgid": text, "domain": domain, "args": args,
                           "until": self.clock.now_ms + (TOAST_LONG_MS if long else TOAST_MS)}

    def ntoast(self, singular: str, plural: str, n: int, domain: str = OS_DOMAIN, /, **args: Any) -> None:
        """A toast with plural forms (``{n}`` is ``n`` unless ``args`` gives it); the shell picks
        the phone language's form for ``n`` when it draws the frame."""
        args.setdefault("n", n)
        self.toast(singular if n == 1 else plural, domain, **args, _plural=[singular, plural, n])

    def show_reply(self, text: str) -> None:
        """Show the user's reply to the agent's question (an ``info`` action) in a bubble at the top of
        the screen for :data:`REPLY_MS`; it covers nothing a tap can reach."""
        self.v["reply"] = {"text": str(text)[:2000], "until": self.clock.now_ms + REPLY_MS}

    def post_notification(self, app: str, title: str, text: str, intent: dict[str, Any] | None) -> int:
        os = self.p["os"]
        nid = max((n["id"] for n in os["notifications"]), default=0) + 1
        os["notifications"].append({"id": nid, "app": app, "title": title, "text": text,
                                    "time": self.clock.now_ms, "read": False, "intent": intent})
        enabled = os["apps"].get(app, {}).get("notifications", True)
        if enabled and not os["dnd"]["enabled"]:
            self.v["headsup"] = {"id": nid, "until": self.clock.now_ms + HEADSUP_MS}
        return nid

    def open_notification(self, nid: int) -> None:
        os = self.p["os"]
        n = next((n for n in os["notifications"] if n["id"] == nid), None)
        self.v["shade"]["open"] = False
        self.v["headsup"] = None
        if n is None:
            return
        os["notifications"].remove(n)
        if n["intent"]:
            self.start_activity(Intent.model_validate(n["intent"]))
        else:
            self.launch(n["app"])

    def request_permission(self, app: str, perm: str, then: str, params: dict[str, Any],
                           on_deny: str | None = None) -> bool:
        if perm not in self.apps[app].manifest.permissions:
            raise ValueError(f"app {app} asks for {perm!r}, which its manifest does not declare")
        return permissions.request(self, app, perm, then, params, on_deny)

    def share(self, caller: str, content: dict[str, Any]) -> bool:
        return share.open_sheet(self, caller, content)

    def pick_media(self, app: str, result: str, multiple: bool = False, limit: int = 9, type: str = "image/*") -> None:
        picker.open_picker(self, app, result, multiple, limit, type)

    def set_clipboard(self, text: str) -> None:
        self.p["os"]["clipboard"] = str(text)[:20000]
        self.toast("Copied to clipboard")

    def broadcast(self, action: str, **extras: Any) -> int:
        return broadcasts.send(self, action, **extras)

    def schedule(self, app: str, at_ms: int, handler: str, payload: dict[str, Any], clock: bool = False) -> None:
        alarms = self.p["os"]["alarms"]
        aid = max((a["id"] for a in alarms), default=0) + 1
        alarms.append({"id": aid, "at": int(at_ms), "app": app, "handler": handler, "payload": payload,
                       "clock": clock})

    def tick(self) -> None:
        """Run every app's ``time_tick`` handler (Android's TIME_TICK): before time passes, so an app
        can schedule the alarms its state asks for, also for state written by ``set_state``."""
        for app in self.apps.values():
            h = app.handlers.get("time_tick")
            if h is not None:
                h(self.ctx(app, None))

    def provider_changed(self, provider: str, op: str, row_id: int) -> None:
        for app in self.apps.values():
            h = app.handlers.get("on_provider_change")
            if h is not None:
                h(self.ctx(app, None), provider=provider, op=op, row_id=row_id)

    def advance(self, ms: int) -> None:
        """Let virtual time pass: due alarms run at their own time, banners and toasts expire."""
        if ms < 0:
            raise ValueError("the clock cannot go backwards")
        permissions.lapse_once(self)
        broadcasts.watch(self)  # may move the clock (a new time zone); time passes from there
        end = self.clock.now_ms + int(ms)
        self.tick()
        alarms = self.p["os"]["alarms"]
        while True:
            due = sorted((a for a in alarms if a["at"] <= end), key=lambda a: (a["at"], a["id"]))
            if not due:
                break
            alarm = due[0]
            alarms.remove(alarm)
            self.clock.now_ms = max(self.clock.now_ms, alarm["at"])
            app = self.apps.get(alarm["app"])
            if app is not None and alarm["handler"] in app.handlers:
                app.handlers[alarm["handler"]](self.ctx(app, None), **alarm["payload"])
        self.clock.now_ms = end
        now = end
        for key in ("headsup", "toast", "reply"):
            if self.v.get(key) is not None and self.v[key]["until"] <= now:
                self.v[key] = None
        # an interruption due during a step's think time waits for the action to land (see interrupts)
        thinking = self.events is not self._advanced
        self._advanced = self.events
        interrupts.tick(self, surface=not thinking)


# ---- system triggers (rendered by the OS templates) -------------------------------------------
def _sys(s: System, tid: str, params: dict[str, Any]) -> bool:
    action = tid.split(".", 1)[1]
    if action == "back":
        s.back()
    elif action == "home":
        s.go_home()
    elif action == "recents":
        s.recents()
    elif action == "shade":
        if interrupts.blocking(s):
            return False  # the interruption's screen covers the status bar
        s.v["shade"]["open"] = True
        s.top()["focus"] = None
    elif action == "dismiss":
        s.v["sysdialog"] = None
    else:
        return False
    return True


def _kbd(s: System, tid: str, params: dict[str, Any]) -> bool:
    if s.key(str(params.get("k", ""))) == "enter":
        s.events.append("enter")
        return True
    return True


def _shade(s: System, tid: str, params: dict[str, Any]) -> bool:
    action = tid.split(".", 1)[1]
    os = s.p["os"]
    if action == "tile":
        shade.toggle(os, str(params["tile"]))
    elif action == "close":
        s.v["shade"]["open"] = False
    elif action == "brightness":
        from mgym.os import managers

        managers.set_level(os, "display", "brightness", round(float(params.get("_rx", 0.5)) * 100))
    elif action == "clear":
        os["notifications"].clear()
    elif action == "screenshot":  # the shade closes first, so the picture is of the screen under it
        s.v["shade"]["open"] = False
        screenshot.take(s)
    elif action == "settings":
        s.v["shade"]["open"] = False
        s.start_activity(Intent(action="android.settings.SETTINGS"))
    else:
        return False
    return True


def _notif(s: System, tid: str, params: dict[str, Any]) -> bool:
    s.open_notification(int(params["id"]))
    return True


def _chooser(s: System, tid: str, params: dict[str, Any]) -> bool:
    d = s.v["sysdialog"]
    if not d or d["kind"] != "chooser":
        return False
    s.v["sysdialog"] = None
    opt = next((o for o in d["options"] if o["app"] == params.get("app")), None)
    if opt is None:
        return False
    s._open_for_intent(get_app(opt["app"]), opt["screen"], Intent.model_validate(d["intent"]),
                       d["caller"], d["result"], d.get("new_task", False))
    return True


_SYSTEM = {"sys": _sys, "kbd": _kbd, "shade": _shade, "notif": _notif, "perm": permissions.fire, "chooser": _chooser,
           "sharesheet": share.fire, "mediapicker": picker.fire, "textsel": textmenu.fire, "interrupt": interrupts.fire}
