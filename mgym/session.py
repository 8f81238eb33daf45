"""Session: one simulated phone. The public API agents, benchmarks and RL loops use.

A session is plain Python data (persistent state, volatile runtime, virtual clock, seeded RNG)
plus a reference to the process-wide renderer, so thousands fit in memory and ``fork`` is a copy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any

from mgym import actions as A
from mgym.apps import find_app
from mgym.clock import DEFAULT_EPOCH_MS, VirtualClock, parse_time
from mgym.errors import ActionError
from mgym.i18n import normalize_locale
from mgym.observation import Observation, UIElement
from mgym.os import keyboard
from mgym.os.shell import compose, shell_html
from mgym.os.state import copy_persistent, patched_state
from mgym.os.system import System
from mgym.render.frame import Frame, HitBox
from mgym.render.renderer import Geometry, Renderer, get_renderer
from mgym.state import clone

#: A swipe moves content this many times the finger's travel; a drag exactly as far.
SWIPE_INERTIA = 2.0
STATUS_BAR_PX = 28


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything needed to continue a session exactly: state, runtime, clock and RNG."""

    persistent: dict[str, Any]
    volatile: dict[str, Any]
    now_ms: int
    rng: tuple[Any, ...]
    seed: int
    steps: int

    def to_dict(self) -> dict[str, Any]:
        return {"persistent": self.persistent, "volatile": self.volatile, "now_ms": self.now_ms,
                "rng": [self.rng[0], list(self.rng[1]), self.rng[2]], "seed": self.seed, "steps": self.steps}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Snapshot:
        r = d["rng"]
        return cls(d["persistent"], d["volatile"], int(d["now_ms"]), (r[0], tuple(r[1]), r[2]), int(d["seed"]),
                   int(d.get("steps", 0)))


@dataclass(frozen=True, slots=True)
class Reply:
    """The user's answer to an ``info`` question: ``text`` is shown to the agent; ``notes`` are recorded
    with the question for the harness (never shown), e.g. whether the phone had already changed."""

    text: str
    notes: dict[str, Any] = field(default_factory=dict)


#: the user an agent's ``info`` question goes to: called with the session and the question; a ``str`` is
#: the reply's text, ``None`` no reply (see ``Session.user``)
User = Callable[["Session", str], "Reply | str | None"]


class _NeedFrame(Exception):
    """Inside :meth:`Session.astep`: a frame the action needs has not been awaited yet."""

    def __init__(self, html: str, screenshot: bool) -> None:
        super().__init__("a frame is needed")
        self.html, self.screenshot = html, screenshot


#: what a pickled session does not carry (rebuilt from its snapshot, or per process)
_RUNTIME = frozenset({"renderer", "_frame", "_frame_html", "clock", "rng", "sys", "steps", "_async_frames"})


class Session:
    """One phone. ``Session(seed=0)`` boots to the home screen; ``locale="zh-CN"`` boots a Chinese
    phone (UI language and world region; see ``docs/locales.md``)."""

    def __init__(self, seed: int = 0, *, renderer: Renderer | None = None, geometry: Geometry | None = None,
                 image_format: str = "png", jpeg_quality: int = 90, locale: str = "en",
                 think_ms: int = A.THINK_MS, _snapshot: Snapshot | None = None) -> None:
        if image_format not in ("png", "jpeg"):
            raise ValueError(f"image_format must be 'png' or 'jpeg', not {image_format!r}")
        if isinstance(think_ms, bool) or not isinstance(think_ms, int) or not 0 <= think_ms <= 600_000:
            raise ValueError(f"think_ms must be an int of milliseconds from 0 to 600000, not {think_ms!r}")
        #: virtual ms each agent step adds besides its action (see ``mgym.actions.THINK_MS``)
        self.think_ms = think_ms
        #: answers ``info`` questions (the benchmark's simulated user); None: questions get no reply
        self.user: User | None = None
        self.seed = int(seed)
        self.renderer = renderer or get_renderer()
        self.geometry = geometry or Geometry()
        self.image_format = image_format
        self.jpeg_quality = jpeg_quality
        locale = normalize_locale(locale)  # LocaleError before anything is built
        self._frame: Frame | None = None
        self._frame_html = ""
        if _snapshot is None:
            self.clock = VirtualClock(DEFAULT_EPOCH_MS)
            self.rng = Random(self.seed)
            self.sys = System(System.fresh_persistent(locale), System.fresh_volatile(), self.clock, self.rng)
            self.steps = 0
        else:
            self.clock = VirtualClock(0)
            self.rng = Random(0)
            self.sys = System({}, {}, self.clock, self.rng)
            self._load(_snapshot, copy=False)

    # ---- observing -------------------------------------------------------------------------
    def observe(self, screenshot: bool = True) -> Observation:
        """The current screen: screenshot (unless ``screenshot=False``) and UI tree."""
        frame = self._render(screenshot)
        return self._observation(frame)

    def _render(self, screenshot: bool) -> Frame:
        html = compose(self.sys)
        frame = self._frame
        if frame is not None and self._frame_html == html and (frame.image is not None or not screenshot):
            return frame
        self._frame = self._draw(html, screenshot)
        self._frame_html = html
        return self._frame

    def _draw(self, html: str, screenshot: bool) -> Frame:
        """A frame of ``html``: from the renderer, or inside :meth:`astep` from the frames awaited so
        far (a missing one stops the step, which is replayed once it has been awaited)."""
        frames = self._async_frames
        if frames is None:
            return self.renderer.render(shell_html(), html, self.geometry, screenshot=screenshot,
                                        fmt=self.image_format, quality=self.jpeg_quality)
        frame = frames.get((html, screenshot)) or frames.get((html, True))
        if frame is None:
            raise _NeedFrame(html, screenshot)
        return frame

    def html(self) -> str:
        """The current document body (what the renderer draws)."""
        return compose(self.sys)

    def _observation(self, frame: Frame, info: dict[str, Any] | None = None) -> Observation:
        g = self.geometry
        sx, sy = 1000 / g.width, 1000 / g.height
        ui = []
        for i, b in enumerate(x for x in frame.boxes if not x.inert):
            ui.append(UIElement(
                id=i, role=b.role, text=b.text, hint=b.hint, layer=b.layer, name=b.input,
                bounds=(round(b.x0 * sx, 1), round(b.y0 * sy, 1), round(b.x1 * sx, 1), round(b.y1 * sy, 1)),
                bounds_px=(round(b.x0 * g.scale), round(b.y0 * g.scale), round(b.x1 * g.scale), round(b.y1 * g.scale)),
                trigger=b.trigger, params={k: v for k, v in b.params.items() if not k.startswith("_")},
                clickable=bool(b.trigger or b.input) and not b.disabled, long_clickable=bool(b.long) and not b.disabled,
                editable=bool(b.input) and not b.disabled,
                scrollable=bool(b.scroll) and b.scroll_max > 0, checked=b.checked, selected=b.selected,
                enabled=not b.disabled, focused=b.focused))
        top = self.sys.top()
        return Observation(
            screenshot=frame.image, width=frame.width, height=frame.height, ui=ui, app=top["app"],
            screen=top["screen"], time=self.clock.iso(), keyboard=self.sys.focused() is not None,
            format=frame.format, info=info or {}, locale=self.locale)

    # ---- async ------------------------------------------------------------------------------
    _async_frames: dict[tuple[str, bool], Frame] | None = None

    async def _fetch(self, html: str, screenshot: bool) -> Frame:
        return await self.renderer.render_async(shell_html(), html, self.geometry, screenshot=screenshot,
                                                fmt=self.image_format, quality=self.jpeg_quality)

    async def _arender(self, screenshot: bool) -> Frame:
        html = self.html()
        frame = self._frame
        if frame is not None and self._frame_html == html and (frame.image is not None or not screenshot):
            return frame
        self._frame = await self._fetch(html, screenshot)
        self._frame_html = html
        return self._frame

    async def aobserve(self, screenshot: bool = True) -> Observation:
        """:meth:`observe` on the renderer's async path: the event loop is never blocked."""
        return self._observation(await self._arender(screenshot))

    async def astep(self, action: Any, screenshot: bool = True) -> Observation:
        """:meth:`step` on the renderer's async path, with the same result byte for byte.

        The action runs in Python; a layout it needs that is not at hand (the current screen's hit
        map, or the screen after the first tap of a double tap) undoes it, is awaited, and the action
        is replayed from the same state, so one event loop keeps many sessions' renders in flight.
        """
        act = A.parse_action(action)
        if isinstance(act, A.Awake):
            find_app(act.app)
        saved, saved_frame = self._capture(), (self._frame, self._frame_html)
        frames: dict[tuple[str, bool], Frame] = {}
        try:
            while True:
                self.sys.events = []
                self._async_frames = frames
                try:
                    self.sys.advance(A.think_ms_of(act, self.think_ms))
                    result = self._apply(act)
                    break
                except _NeedFrame as need:
                    self._async_frames = None
                    self._load(saved, copy=True)
                    self._frame, self._frame_html = saved_frame
                    frames[(need.html, need.screenshot)] = await self._fetch(need.html, need.screenshot)
                finally:
                    self._async_frames = None
            self.sys.advance(A.cost_ms(act))
            self.steps += 1
            self._frame = None
            frame = await self._arender(screenshot)
        except BaseException:
            self._load(saved, copy=False)
            self._frame, self._frame_html = saved_frame
            raise
        return self._observation(frame, {"events": self.sys.events, **result})

    # ---- pickling ---------------------------------------------------------------------------
    def __getstate__(self) -> dict[str, Any]:
        """A session pickles through its snapshot; the renderer and frames are not carried."""
        state = {k: v for k, v in self.__dict__.items() if k not in _RUNTIME}
        state["_snapshot"] = self._capture()
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Rebuilt from the snapshot on this process's renderer: it continues byte-identically."""
        state = dict(state)
        snap: Snapshot = state.pop("_snapshot")
        Session.__init__(self, snap.seed, geometry=state.get("geometry"),
                         image_format=state.get("image_format", "png"),
                         jpeg_quality=state.get("jpeg_quality", 90), think_ms=state.get("think_ms", A.THINK_MS),
                         _snapshot=snap)
        self.__dict__.update(state)

    # ---- acting ----------------------------------------------------------------------------
    def step(self, action: Any, screenshot: bool = True) -> Observation:
        """Apply one action and return the next observation.

        ``action`` is a model, a dict or JSON, in mgym's format, the reference system's or
        AndroidWorld's (see ``docs/actions.md``); an ``index`` names an element of the last
        observation's ``ui``. A malformed action raises :class:`ActionError` and changes nothing.
        The step is all or nothing: if anything fails half-way, the render of the next frame
        included, the session is put back exactly as it was.
        """
        act = A.parse_action(action)
        if isinstance(act, A.Awake):
            find_app(act.app)  # unknown app: AppError before anything changes
        saved, saved_frame = self._capture(), (self._frame, self._frame_html)
        self.sys.events = []
        try:
            self.sys.advance(A.think_ms_of(act, self.think_ms))
            result = self._apply(act)
            self.sys.advance(A.cost_ms(act))
            self.steps += 1
            self._frame = None
            frame = self._render(screenshot)  # a render failure undoes the step too
        except BaseException:
            self._load(saved, copy=False)
            self._frame, self._frame_html = saved_frame
            raise
        return self._observation(frame, {"events": self.sys.events, **result})

    def _capture(self) -> Snapshot:
        return Snapshot(copy_persistent(self.sys.p), clone(self.sys.v), self.clock.now_ms, self.rng.getstate(), self.seed,
                        self.steps)

    def _point(self, x: float, y: float, unit: str) -> tuple[float, float]:
        g = self.geometry
        if unit == "px":
            px, py = x / g.scale, y / g.scale
            if px > g.width or py > g.height:
                raise ActionError(f"pixel point ({x}, {y}) is outside the {g.pixels[0]}x{g.pixels[1]} screen")
            return px, py
        return x / 1000 * g.width, y / 1000 * g.height

    @staticmethod
    def _element(frame: Frame | None, index: int) -> HitBox:
        """The element ``index`` of the UI tree (the order of the observation's ``ui``)."""
        assert frame is not None
        boxes = [b for b in frame.boxes if not b.inert]
        if index >= len(boxes):
            raise ActionError(f"no element {index}: the screen's UI tree has {len(boxes)} elements "
                              f"(ids 0 to {len(boxes) - 1})")
        return boxes[index]

    def _at(self, frame: Frame | None, act: Any) -> tuple[float, float]:
        """The CSS point a pointed action targets: the centre of its element, or its point."""
        if act.index is not None:
            return self._element(frame, act.index).center
        return self._point(act.x, act.y, act.unit)

    def _stroke_points(self, frame: Frame | None, act: A.Swipe | A.Drag) -> tuple[float, float, float, float]:
        if act.index is None:
            assert act.x1 is not None and act.y1 is not None and act.x2 is not None and act.y2 is not None
            return (*self._point(act.x1, act.y1, act.unit), *self._point(act.x2, act.y2, act.unit))
        b = self._element(frame, act.index)  # the finger moves from its centre to its edge
        cx, cy = b.center
        ends = {"up": (cx, b.y0), "down": (cx, b.y1 - 0.01), "left": (b.x0, cy), "right": (b.x1 - 0.01, cy)}
        return (cx, cy, *ends[str(act.direction)])

    def _apply(self, act: Any) -> dict[str, Any]:
        s = self.sys
        frame = self._render(False) if act.action in ("click", "double_tap", "long_press", "type", "swipe",
                                                       "drag", "enter") else None
        if isinstance(act, A.Click):
            return self._tap(frame, *self._at(frame, act), "tap")
        if isinstance(act, A.DoubleTap):
            x, y = self._at(frame, act)
            if frame is not None and frame.hit(x, y, "double"):
                return self._tap(frame, x, y, "double")
            r = self._tap(frame, x, y, "tap")
            self._frame = None
            return self._tap(self._render(False), x, y, "tap") if r.get("hit") else r
        if isinstance(act, A.LongPress):
            x, y = self._at(frame, act)
            if frame is not None and frame.hit(x, y, "long"):
                return self._tap(frame, x, y, "long")
            return self._tap(frame, x, y, "tap")
        if isinstance(act, A.Type):
            if act.index is not None or act.x is not None:
                self._tap(frame, *self._at(frame, act), "tap")
                self._frame = None
                frame = self._render(False)
            name = s.focused()
            box = next((b for b in frame.boxes if b.input == name), None) if frame is not None and name else None
            text = keyboard.accept(str(box.params.get("kind", "text")) if box is not None else "text", act.text)
            if not s.type_text(text, clear=act.clear):  # the step is undone, the tap included
                raise ActionError("type: no text field is focused; tap a field first, or give type the "
                                  "point of one")
            out: dict[str, Any] = {"typed": True}
            if len(text) < len(act.text):  # a number field takes digits only, as on a phone
                out["dropped"] = len(act.text) - len(text)
            if act.enter:
                out.update(self._enter(frame))
            return out
        if isinstance(act, (A.Swipe, A.Drag)):
            return self._stroke(frame, act)
        if isinstance(act, A.Enter):
            return self._enter(frame)
        if isinstance(act, A.Back):
            s.back()
        elif isinstance(act, A.Home):
            s.go_home()
        elif isinstance(act, A.Recent):
            s.recents()
        elif isinstance(act, A.Awake):
            s.launch(act.app)
        elif isinstance(act, A.Answer):
            s.v.setdefault("agent", {}).setdefault("answers", []).append(act.text)
        elif isinstance(act, A.Info):
            return self._ask(act.text)
        elif isinstance(act, (A.Complete, A.Abort)):
            s.settle()  # a payment left on its success screen still reaches the app that asked for it
            s.v.setdefault("agent", {})["status"] = act.action
        return {}

    def _ask(self, question: str) -> dict[str, Any]:
        """An ``info`` question to the user: recorded in ``v["agent"]["questions"]`` with the reply,
        which is shown in a bubble on the next observations and in ``info["user_reply"]``."""
        got = self.user(self, question) if self.user is not None else None
        reply = Reply(got) if isinstance(got, str) else got
        entry: dict[str, Any] = {"text": question, "step": self.steps,
                                 "reply": reply.text if reply is not None else None}
        if reply is not None:
            entry.update(reply.notes)
            self.sys.show_reply(reply.text)
        self.sys.v.setdefault("agent", {}).setdefault("questions", []).append(entry)
        return {"user_reply": reply.text} if reply is not None else {}

    def _tap(self, frame: Frame | None, x: float, y: float, want: str) -> dict[str, Any]:
        assert frame is not None
        box = frame.hit(x, y, want)
        if box is None:
            return {"hit": None}
        rx = (x - box.x0) / max(box.x1 - box.x0, 1e-6)
        ry = (y - box.y0) / max(box.y1 - box.y0, 1e-6)
        if want == "tap" and box.input and not box.trigger:
            self.sys.focus(box.input)
            return {"hit": f"input:{box.input}"}
        tid = {"tap": box.trigger, "long": box.long, "double": box.double}[want]
        assert tid is not None
        if tid == "kbd.key" and box.params.get("k") == "enter":
            return self._enter(frame)
        self.sys.fire(tid, {**box.params, "_rx": round(rx, 4), "_ry": round(ry, 4)})
        return {"hit": tid}

    def _enter(self, frame: Frame | None) -> dict[str, Any]:
        """The keyboard's action key on the focused field: submit it. As on Android, a search
        hides the keyboard once submitted, and a "done" field with nothing to submit hides it too;
        a "send" field (a chat's) keeps it up."""
        name = self.sys.focused()
        if name is None or frame is None:
            return {"hit": None}
        entry = self.sys.top()
        box = next((b for b in frame.boxes if b.input == name), None)
        submit = box.submit if box is not None else None
        if submit:
            self.sys.fire(submit, dict(box.params) if box is not None else {})
        if keyboard.enter_action(name) == ("search" if submit else "done") and entry["focus"] == name:
            self.sys.hide_keyboard(entry)
        return {"hit": submit}

    def _stroke(self, frame: Frame | None, act: A.Swipe | A.Drag) -> dict[str, Any]:
        assert frame is not None
        x1, y1, x2, y2 = self._stroke_points(frame, act)
        dx, dy = x2 - x1, y2 - y1
        if abs(dx) < 4 and abs(dy) < 4:
            return self._tap(frame, x1, y1, "tap")
        vertical = abs(dy) >= abs(dx)
        direction = ("down" if dy > 0 else "up") if vertical else ("right" if dx > 0 else "left")
        v = self.sys.v
        if direction == "down" and y1 <= STATUS_BAR_PX and not v["shade"]["open"] and v["sysdialog"] is None:
            self.sys.fire("sys.shade")
            return {"hit": "sys.shade"}
        target = frame.swipe_target(x1, y1, direction)
        if target is not None:
            self.sys.fire(target.swipe[direction], dict(target.params))
            return {"hit": target.swipe[direction]}
        if direction == "up" and v["shade"]["open"]:
            v["shade"]["open"] = False
            return {"hit": "shade.close"}
        box = self._scroller(frame, x1, y1, "y" if vertical else "x")
        if box is None or box.scroll is None:
            return {"hit": None}
        travel = -(dy if vertical else dx) * (SWIPE_INERTIA if isinstance(act, A.Swipe) else 1.0)
        offset = int(round(min(max(box.offset + travel, 0), box.scroll_max)))
        v["reveal"] = False  # scrolled by hand: the focused field is no longer pulled into view
        if box.scroll.startswith("os:"):
            v["os_scroll"][box.scroll] = offset
        else:
            self.sys.top()["scroll"][box.scroll] = offset
        return {"scrolled": box.scroll, "offset": offset}

    @staticmethod
    def _scroller(frame: Frame, x: float, y: float, axis: str) -> HitBox | None:
        cands = [b for b in frame.boxes if b.scroll and not b.inert and not b.disabled and b.axis == axis
                 and b.contains(x, y) and b.scroll_max > 0]
        return max(cands, key=lambda b: (b.z, b.depth, b.index), default=None)

    def fire(self, trigger: str, **params: Any) -> None:
        """Fire a trigger directly, bypassing the screen (tests and analysis, never agents)."""
        self.sys.fire(trigger, params)
        self._frame = None

    # ---- state -----------------------------------------------------------------------------
    def get_state(self) -> dict[str, Any]:
        """The judge-visible state: persistent OS state and each app's runtime overlay (a copy)."""
        state: dict[str, Any] = clone(self.sys.p)
        return state

    def set_state(self, patch: dict[str, Any]) -> None:
        """Deep-merge a patch (see :mod:`mgym.state.patch`), validated as a whole (see
        :mod:`mgym.os.state`): all of it applies, or a :class:`StateError` names the problem and
        nothing changes. A top-level ``"time"`` (epoch ms, or ``"YYYY-MM-DDTHH:MM[:SS]"`` in UTC)
        sets the phone's clock, as setting the date and time by hand does; the time zone is
        ``os.datetime.time_zone``."""
        when = parse_time(patch["time"]) if isinstance(patch, dict) and "time" in patch else None
        new = patched_state(self.sys.p, patch)
        self.sys.p.clear()
        self.sys.p.update(new)
        if when is not None:  # the phone's wall time in its (possibly new) zone
            self.clock.now_ms = when
            self.sys.v["clock_zone"] = new["os"]["datetime"]["time_zone"]
        self._frame = None

    def snapshot(self) -> Snapshot:
        """Full state including the volatile UI (stacks, scroll, focus), clock and RNG."""
        return self._capture()

    def restore(self, snap: Snapshot) -> None:
        self._load(snap, copy=True)

    def _load(self, snap: Snapshot, copy: bool) -> None:
        p = copy_persistent(snap.persistent) if copy else snap.persistent
        v = clone(snap.volatile) if copy else snap.volatile
        self.sys.p.clear()
        self.sys.p.update(p)
        self.sys.v.clear()
        self.sys.v.update(v)
        self.clock.now_ms = snap.now_ms
        self.rng.setstate(snap.rng)
        self.seed = snap.seed
        self.steps = snap.steps
        self._frame = None

    def fork(self, k: int = 1) -> list[Session]:
        """``k`` independent copies that continue exactly from here (same next observation)."""
        if k < 1:
            raise ValueError("fork needs k >= 1")
        out = []
        for _ in range(k):
            twin = Session(self.seed, renderer=self.renderer, geometry=self.geometry,
                           image_format=self.image_format, jpeg_quality=self.jpeg_quality, locale=self.locale,
                           think_ms=self.think_ms, _snapshot=self._capture())
            twin._frame, twin._frame_html = self._frame, self._frame_html
            twin.user = self.user
            out.append(twin)
        return out

    def reboot(self) -> None:
        """Restart the phone: volatile UI reset to the home screen, persistent state kept."""
        self.sys.v.clear()
        self.sys.v.update(System.fresh_volatile())
        self._frame = None

    # ---- conveniences ----------------------------------------------------------------------
    @property
    def locale(self) -> str:
        """The phone's UI language (``os.settings.system.locale``; Settings can change it)."""
        return str(self.sys.p["os"]["settings"]["system"]["locale"])

    @property
    def region(self) -> str:
        """The world region (``os.device.region``), fixed at boot from ``Session(locale=...)``."""
        return str(self.sys.p["os"]["device"]["region"])

    @property
    def app(self) -> str:
        return str(self.sys.top()["app"])

    @property
    def screen(self) -> str:
        return str(self.sys.top()["screen"])

    def close(self) -> None:
        """Sessions hold no browser resources; nothing to release. Kept for symmetry."""
