"""Live sessions of the dev server: a registry by id, one lock per session.

Every method here is blocking (a :class:`~mgym.session.Session` renders through the process-wide
renderer thread); the web layer calls them through ``run_in_threadpool`` and each one takes the
session's lock, so two requests never drive one phone at the same time.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import orjson

from mgym import actions as A
from mgym.apps import get_app
from mgym.errors import ActionError, AppError
from mgym.observation import LAST_ACTION_ERROR, Observation
from mgym.session import Session, Snapshot
from mgym.state.diff import diff

T = TypeVar("T")

#: at most this many live sessions (each is small, but a browser tab can loop on "new")
MAX_SESSIONS = 64
#: at most this many snapshots kept per session (oldest dropped first)
MAX_SNAPSHOTS = 32
#: at most this many log entries kept per session
MAX_LOG = 2000
MAX_FORK = 8


class UnknownSession(LookupError):
    """No live session has this id."""


class UnknownSnapshot(LookupError):
    """The session has no snapshot with this id."""


class TooMany(RuntimeError):
    """The registry is full."""


@dataclass
class TaskInfo:
    """A task instance being played by hand (the ``human`` agent)."""

    template: Any  # bench.task.TaskTemplate (bench is imported lazily)
    params: dict[str, Any]
    instruction: str
    init: dict[str, Any]
    index: int
    base_seed: int
    seed: int
    answers: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.template.id, "instruction": self.instruction, "params": self.params,
                "index": self.index, "base_seed": self.base_seed, "seed": self.seed,
                "budget": self.template.step_budget, "meta": self.template.meta()}


@dataclass
class SavedSnapshot:
    id: str
    label: str
    steps: int
    app: str
    screen: str
    snapshot: Snapshot
    log_len: int

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "steps": self.steps, "app": self.app, "screen": self.screen}


def _shown(action: Any, limit: int = 500) -> Any:
    """An action as the log keeps it: small dicts as they are, anything else as a short text."""
    if isinstance(action, dict):
        try:
            if len(orjson.dumps(action)) <= limit:
                return action
        except TypeError:
            pass
    text = action.decode("utf-8", "replace") if isinstance(action, (bytes, bytearray)) else str(action)
    return text[:limit]


def observation_dict(obs: Observation, steps: int) -> dict[str, Any]:
    """An observation as JSON (no screenshot: that is served as an image of its own)."""
    return {"app": obs.app, "screen": obs.screen, "time": obs.time, "keyboard": obs.keyboard,
            "width": obs.width, "height": obs.height, "format": obs.format, "steps": steps,
            "ui": [e.to_dict() for e in obs.ui], "info": obs.info}


@dataclass
class LiveSession:
    id: str
    session: Session
    baseline: dict[str, Any]
    task: TaskInfo | None = None
    label: str = ""
    parent: str | None = None
    log: list[dict[str, Any]] = field(default_factory=list)
    snapshots: list[SavedSnapshot] = field(default_factory=list)
    #: bumped on every change (step, restore, snapshot): pages compare it to notice scripted changes
    version: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _snap_ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1), repr=False)

    def locked(self, fn: Callable[..., T], *args: Any) -> T:
        with self.lock:
            return fn(*args)

    # ---- reading (call with the lock held) -------------------------------------------------
    def summary(self) -> dict[str, Any]:
        s = self.session
        return {"id": self.id, "seed": s.seed, "label": self.label, "parent": self.parent, "app": s.app,
                "screen": s.screen, "steps": s.steps, "time": s.clock.iso(), "format": s.image_format,
                "version": self.version,
                "task": self.task.to_dict() if self.task else None,
                "snapshots": [x.to_dict() for x in self.snapshots]}

    def observation(self, screenshot: bool = False) -> dict[str, Any]:
        return observation_dict(self.session.observe(screenshot=screenshot), self.session.steps)

    def screenshot(self) -> tuple[bytes, str]:
        obs = self.session.observe(screenshot=True)
        return obs.screenshot or b"", obs.format

    def changes(self) -> list[dict[str, Any]]:
        return sorted((c.to_dict() for c in diff(self.baseline, self.session.get_state())), key=lambda c: c["path"])

    def verdict(self) -> dict[str, Any] | None:
        if self.task is None:
            return None
        from bench.episode import judged_state
        from bench.judge import judge

        v = judge(self.task.template, self.task.params, self.task.init, judged_state(self.session),
                  self.task.answers)
        out = v.to_dict()
        # live play has no ending yet: "success" here is the goal reached with a clean state (the
        # benchmark's success also needs `complete` declared)
        out["success"] = v.goal_reached and v.clean
        out["steps"] = self.session.steps
        out["budget"] = self.task.template.step_budget
        out["over_budget"] = self.session.steps > self.task.template.step_budget
        return out

    def nav_svg(self, app_id: str | None = None) -> str:
        from mgym.nav.graph import to_svg

        current = self.session.app
        app = get_app(app_id or current)
        return to_svg(app.navigation, current=self.session.screen if app.id == current else None)

    # ---- acting (call with the lock held) --------------------------------------------------
    def _log(self, entry: dict[str, Any]) -> None:
        self.log.append(entry)
        del self.log[:-MAX_LOG]

    def step(self, action: Any) -> dict[str, Any]:
        """Validate and apply one action (a model, a dict, or JSON text or bytes, in any accepted format).

        On a free phone a bad action raises ActionError/AppError and changes nothing. In a task it is
        an invalid step, as in the benchmark: a no-op that costs one step, its error recorded on the
        step and returned (and in the observation's info) as ``last_action_error``."""
        error: str | None = None
        try:
            act = A.parse_action(action)
            obs = self.session.step(act, screenshot=True)
        except (ActionError, AppError) as e:
            if self.task is None:
                self._log({"kind": "error", "steps": self.session.steps, "action": _shown(action), "error": str(e)})
                raise
            act, error = None, f"{type(e).__name__}: {e}"
            obs = self.session.step(A.Noop(), screenshot=True)
            obs.info[LAST_ACTION_ERROR] = error
        except Exception as e:
            self._log({"kind": "error", "steps": self.session.steps, "action": _shown(action), "error": str(e)})
            raise
        self.version += 1
        info = obs.info
        done = act.to_dict() if act is not None else None
        entry = {"kind": "action" if act is not None else "invalid", "steps": self.session.steps,
                 "action": done if act is not None else _shown(action), "app": obs.app, "screen": obs.screen,
                 "time": obs.time, "hit": info.get("hit"),
                 "result": {k: v for k, v in info.items() if k not in ("events", "hit", LAST_ACTION_ERROR)},
                 "events": info.get("events", [])}
        if error is not None:
            entry["error"] = error
        self._log(entry)
        return {"action": done, "version": self.version, LAST_ACTION_ERROR: error,
                "observation": observation_dict(obs, self.session.steps),
                "verdict": self.verdict(), "changes": len(self.changes())}

    def take_snapshot(self, label: str = "") -> SavedSnapshot:
        n = next(self._snap_ids)
        s = self.session
        snap = SavedSnapshot(f"snap{n}", label or f"#{n} at step {s.steps}", s.steps, s.app, s.screen,
                             s.snapshot(), len(self.log))
        self.snapshots.append(snap)
        self.version += 1
        del self.snapshots[:-MAX_SNAPSHOTS]
        self._log({"kind": "snapshot", "steps": s.steps, "snapshot": snap.id, "label": snap.label})
        return snap

    def find_snapshot(self, snap_id: str) -> SavedSnapshot:
        for x in self.snapshots:
            if x.id == snap_id:
                return x
        raise UnknownSnapshot(f"session {self.id} has no snapshot {snap_id!r}")

    def restore(self, snap_id: str) -> SavedSnapshot:
        snap = self.find_snapshot(snap_id)
        self.session.restore(snap.snapshot)
        self.version += 1
        self._log({"kind": "restore", "steps": self.session.steps, "snapshot": snap.id, "label": snap.label})
        return snap


class Registry:
    """Live sessions by id. Thread-safe; ids are short and never reused within a process."""

    def __init__(self, max_sessions: int = MAX_SESSIONS, locale: str = "en") -> None:
        #: the language of new phones when a request names none
        self.locale = locale
        self._lock = threading.Lock()
        self._sessions: dict[str, LiveSession] = {}
        self._ids = itertools.count(1)
        self.max_sessions = max_sessions
        #: places taken by sessions being made (counted against the limit until they are in)
        self._pending = 0

    def _reserve(self, n: int) -> None:
        """Take ``n`` places under the lock, or raise TooMany: the check and the taking are one step."""
        with self._lock:
            if len(self._sessions) + self._pending + n > self.max_sessions:
                raise TooMany(f"{self.max_sessions} sessions are open; close some first")
            self._pending += n

    def _add(self, make: Callable[[str], LiveSession]) -> LiveSession:
        self._reserve(1)
        try:
            with self._lock:
                sid = f"s{next(self._ids)}"
            live = make(sid)
        except BaseException:
            with self._lock:
                self._pending -= 1
            raise
        with self._lock:
            self._pending -= 1
            self._sessions[sid] = live
        return live

    def create(self, seed: int = 0, image_format: str = "png", label: str = "",
               locale: str | None = None) -> LiveSession:
        """A fresh phone on its home screen (blocking)."""
        def make(sid: str) -> LiveSession:
            s = Session(seed=seed, image_format=image_format, locale=locale or self.locale)
            return LiveSession(sid, s, s.get_state(), label=label)
        return self._add(make)

    def create_task(self, task_id: str, index: int = 0, base_seed: int = 0, image_format: str = "png",
                    locale: str | None = None) -> LiveSession:
        """A phone set up for one task instance (blocking). Unknown task ids raise KeyError."""
        from bench.episode import prepare
        from bench.task import Instance
        from bench.tasks import all_templates

        tpls = all_templates()
        if task_id not in tpls:
            raise KeyError(f"unknown task {task_id!r}")
        inst = Instance(tpls[task_id], index, base_seed)

        def make(sid: str) -> LiveSession:
            prep = prepare(inst, image_format=image_format, locale=locale or self.locale)
            info = TaskInfo(prep.template, prep.params, prep.instruction, prep.init, index, base_seed, inst.seed,
                            prep.answers)
            return LiveSession(sid, prep.session, prep.session.get_state(), task=info, label=task_id)
        return self._add(make)

    def fork(self, live: LiveSession, k: int = 1) -> list[LiveSession]:
        """``k`` copies of a session that continue exactly from where it is (same task, same baseline).

        Takes ``live``'s lock while copying it."""
        if not 1 <= k <= MAX_FORK:
            raise ValueError(f"fork needs 1 <= k <= {MAX_FORK}")
        self._reserve(k)
        try:
            with live.lock:
                twins = live.session.fork(k)
                log = [dict(e) for e in live.log]
        except BaseException:
            with self._lock:
                self._pending -= k
            raise
        out: list[LiveSession] = []
        with self._lock:  # the places reserved become the twins (cheap: nothing renders here)
            self._pending -= k
            for twin in twins:
                new = LiveSession(f"s{next(self._ids)}", twin, live.baseline, task=live.task, label=live.label,
                                  parent=live.id, log=list(log))
                new._log({"kind": "fork", "steps": twin.steps, "parent": live.id})
                self._sessions[new.id] = new
                out.append(new)
        return out

    def get(self, sid: str) -> LiveSession:
        with self._lock:
            live = self._sessions.get(sid)
        if live is None:
            raise UnknownSession(f"no session {sid!r}")
        return live

    def list(self) -> list[LiveSession]:
        with self._lock:
            return list(self._sessions.values())

    def close(self, sid: str) -> None:
        with self._lock:
            live = self._sessions.pop(sid, None)
        if live is None:
            raise UnknownSession(f"no session {sid!r}")
        with live.lock:
            live.session.close()

    def clear(self) -> None:
        with self._lock:
            self._sessions.clear()
