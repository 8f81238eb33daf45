"""Soak test: ``python -m mgym.soak --minutes 10`` (not part of the test suite).

Worker threads drive many sessions with random actions (mgym's, the reference system's and
AndroidWorld's formats, some of them invalid) through one shared renderer, while a killer thread
SIGKILLs Chromium processes at random moments (browsers and their helper processes). It counts:

* ``actions``: steps taken (``invalid``: of them, bad actions refused with ActionError / AppError);
* ``kills``: Chromium processes killed;
* ``exceptions``: anything else a step raised (a RenderError included): must be 0;
* ``hangs``: steps a watchdog saw running longer than ``--deadline`` seconds: must be 0;
* ``mismatches``: frames that differ where they must not: a sample of frames re-rendered by a second
  renderer (recreated regularly, so on fresh pages too), and forked twins stepping the same action
  (same bytes, same state, same screen): must be 0.

The exit code is 1 if exceptions, hangs or mismatches are not all 0. Wall-clock time is used here
(to schedule kills and spot hangs), never inside the simulator.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from random import Random
from typing import Any

from mgym.apps import registry
from mgym.errors import ActionError, AppError
from mgym.observation import Observation
from mgym.os.shell import shell_html
from mgym.render.renderer import Geometry, Renderer
from mgym.session import Session

DIRECTIONS = ("up", "down", "left", "right")
WORDS = ("hi", "Mom", "pizza tonight?", "42", "hello world", "Ünïcödé", "👍")


@dataclass
class Tally:
    actions: int = 0
    invalid: int = 0
    kills: int = 0
    exceptions: int = 0
    hangs: int = 0
    checks: int = 0
    twin_checks: int = 0
    mismatches: int = 0
    slowest_s: float = 0.0
    renderer: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, **kw: int) -> None:
        with self.lock:
            for k, v in kw.items():
                setattr(self, k, getattr(self, k) + v)

    def note(self, what: str) -> None:
        with self.lock:
            if len(self.errors) < 8:
                self.errors.append(what)


def random_action(rng: Random, obs: Observation | None) -> Any:
    """A random action, in a random format; about one in twelve is invalid."""
    r = rng.random()
    clickable = [e for e in obs.ui if e.clickable] if obs is not None else []
    if r < 0.30 and clickable:
        e = rng.choice(clickable)
        x, y = e.center
        return rng.choice([{"action": "click", "x": x, "y": y}, {"action": "CLICK", "point": [x, y]},
                           {"action_type": "click", "index": e.id},
                           {"action": "click", "x": x / 1000, "y": y / 1000, "unit": "norm"}])
    if r < 0.38:
        return {"action": rng.choice(["click", "long_press", "double_tap"]), "x": rng.uniform(0, 1000),
                "y": rng.uniform(0, 1000)}
    if r < 0.50:
        d = rng.choice(DIRECTIONS)
        return rng.choice([{"action": "swipe", "direction": d}, {"action_type": "scroll", "direction": d},
                           {"action": "drag", "direction": d},
                           {"action": "SWIPE", "point1": [rng.uniform(0, 1000), rng.uniform(0, 1000)],
                            "point2": [rng.uniform(0, 1000), rng.uniform(0, 1000)]}])
    if r < 0.60:
        editable = [e for e in obs.ui if e.editable] if obs is not None else []
        if editable and rng.random() < 0.5:
            return {"action_type": "input_text", "text": rng.choice(WORDS), "index": rng.choice(editable).id}
        return {"action": "type", "text": rng.choice(WORDS), "clear": rng.random() < 0.3}
    if r < 0.72:
        return {"action": rng.choice(["back", "back", "home", "recent", "enter"])}
    if r < 0.82:
        app = rng.choice(sorted(registry().values(), key=lambda a: a.id))
        return rng.choice([{"action": "awake", "app": app.id}, {"action": "AWAKE", "value": app.manifest.name},
                           {"action_type": "open_app", "app_name": app.manifest.name}])
    if r < 0.86:
        return rng.choice([{"action": "wait", "seconds": rng.choice([1, 5, 60, 600])}, {"action": "noop"},
                           {"action": "answer", "text": "42"}, {"action_type": "unknown"}])
    if r < 0.92:
        return {"action": "double_tap" if rng.random() < 0.5 else "long_press", "index": rng.randrange(0, 40)}
    return rng.choice([  # invalid
        {"action": "fly"}, {"action": "click", "x": True, "y": 3}, {"action": "click", "x": 5000, "y": 1},
        {"action": "swipe", "direction": ["up"]}, {"action": "awake", "app": "NoSuchApp"},
        {"action_type": "click", "index": 10_000}, "{not json", {"action": "type", "text": "x" * 6000},
        {"action": "abort", "reason": "y" * 2000}, [1, 2],
    ])


class Soak:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.tally = Tally()
        self.stop = threading.Event()
        self.renderer = Renderer(pages=args.pages, cache_frames=0, timeout=args.timeout, deadline=args.render_deadline)
        self._checker: Renderer | None = None
        self._checker_uses = 0
        self._check_lock = threading.Lock()
        #: worker id -> (when its current step started, what it is)
        self.running: dict[int, tuple[float, str]] = {}
        self._flagged: set[tuple[int, float]] = set()
        self._running_lock = threading.Lock()

    # ---- checks --------------------------------------------------------------------------------
    def checker(self) -> Renderer:
        """A second renderer, recreated every ``--fresh-every`` checks (fresh browser, fresh pages)."""
        if self._checker is None or self._checker_uses >= self.args.fresh_every:
            if self._checker is not None:
                self._checker.close()
            self._checker = Renderer(pages=1, cache_frames=0, timeout=self.args.timeout,
                                     deadline=self.args.render_deadline)
            self._checker_uses = 0
        self._checker_uses += 1
        return self._checker

    def check_frame(self, s: Session, obs: Observation) -> None:
        with self._check_lock:
            frame = self.checker().render(shell_html(), s.html(), s.geometry, screenshot=True, fmt=s.image_format,
                                          quality=s.jpeg_quality)
        self.tally.add(checks=1)
        if frame.image != obs.screenshot:
            self.tally.add(mismatches=1)
            self.tally.note(f"frame mismatch on {obs.app}/{obs.screen} (re-rendered on another page)")

    def twin_step(self, s: Session, action: Any) -> Observation | None:
        twin = s.fork(1)[0]
        out: list[Any] = []
        for who in (s, twin):
            try:
                out.append(who.step(action, screenshot=True))
            except (ActionError, AppError) as e:
                out.append(type(e))
        a, b = out
        self.tally.add(twin_checks=1)
        if isinstance(a, Observation) and isinstance(b, Observation):
            same = (a.screenshot == b.screenshot and (a.app, a.screen, a.time) == (b.app, b.screen, b.time)
                    and s.get_state() == twin.get_state())
        else:
            same = a == b
        if not same:
            self.tally.add(mismatches=1)
            self.tally.note(f"forked twins differ after {str(action)[:80]}")
        if isinstance(a, Observation):
            return a
        raise ActionError("invalid action (twin step)")

    # ---- threads -------------------------------------------------------------------------------
    def worker(self, wid: int) -> None:
        rng = Random(self.args.seed * 1000 + wid)
        sessions = [Session(seed=rng.randrange(1 << 30), renderer=self.renderer) for _ in range(self.args.sessions)]
        last: dict[int, Observation | None] = dict.fromkeys(range(len(sessions)))
        while not self.stop.is_set():
            i = rng.randrange(len(sessions))
            s = sessions[i]
            if rng.random() < 0.01:
                sessions[i] = s = Session(seed=rng.randrange(1 << 30), renderer=self.renderer)
                last[i] = None
            action = random_action(rng, last[i])
            started = time.monotonic()  # wall-clock-ok: the watchdog's
            with self._running_lock:
                self.running[wid] = (started, f"{s.app}/{s.screen}: {str(action)[:100]}")
            try:
                if rng.random() < self.args.twin_rate:
                    obs = self.twin_step(s, action)
                else:
                    obs = s.step(action, screenshot=rng.random() < 0.8)
                assert obs is not None
                last[i] = obs
                if obs.screenshot is not None and rng.random() < self.args.check_rate:
                    self.check_frame(s, obs)
            except (ActionError, AppError):
                self.tally.add(invalid=1)
            except Exception as e:
                self.tally.add(exceptions=1)
                self.tally.note(f"{type(e).__name__}: {str(e)[:200]} after {str(action)[:80]}\n"
                                f"{traceback.format_exc(limit=4)}")
            finally:
                took = time.monotonic() - started  # wall-clock-ok
                with self._running_lock:
                    self.running.pop(wid, None)
                with self.tally.lock:
                    self.tally.actions += 1
                    self.tally.slowest_s = max(self.tally.slowest_s, took)

    def killer(self) -> None:
        rng = Random(self.args.seed)
        while not self.stop.wait(rng.expovariate(1 / self.args.kill_every)):
            victims = self._chromium(rng.random() < self.args.kill_helpers)
            if not victims:
                continue
            pid = rng.choice(victims)
            try:
                os.kill(pid, signal.SIGKILL)
                self.tally.add(kills=1)
            except ProcessLookupError:
                pass

    def _chromium(self, helpers: bool) -> list[int]:
        """PIDs of our renderers' browsers (or, with ``helpers``, of their helper processes)."""
        return [pid for r in (self.renderer, self._checker) if r is not None for pid in r.browser_pids(helpers)]

    def watchdog(self) -> None:
        while not self.stop.wait(0.5):
            now = time.monotonic()  # wall-clock-ok
            with self._running_lock:
                running = dict(self.running)
            for wid, (started, what) in running.items():
                if now - started > self.args.deadline and (wid, started) not in self._flagged:
                    self._flagged.add((wid, started))
                    self.tally.add(hangs=1)
                    frame = sys._current_frames().get(self._threads[wid].ident or -1)
                    stack = "".join(traceback.format_stack(frame, limit=8)) if frame is not None else ""
                    self.tally.note(f"hang: worker {wid} stuck {now - started:.0f} s in {what}\n{stack}")

    def run(self) -> Tally:
        self._threads = [threading.Thread(target=self.worker, args=(w,), name=f"soak-{w}", daemon=True)
                         for w in range(self.args.threads)]
        helpers = [threading.Thread(target=self.killer, daemon=True), threading.Thread(target=self.watchdog,
                                                                                       daemon=True)]
        for t in [*self._threads, *helpers]:
            t.start()
        end = time.monotonic() + self.args.seconds  # wall-clock-ok
        while time.monotonic() < end:  # wall-clock-ok
            time.sleep(min(5.0, max(0.0, end - time.monotonic())))  # wall-clock-ok
            if self.args.progress:
                n = self.tally
                print(f"  {n.actions} actions, {n.kills} kills, {n.exceptions} exceptions, {n.hangs} hangs, "
                      f"{n.mismatches} mismatches", file=sys.stderr, flush=True)
        self.stop.set()
        for t in self._threads:
            t.join(self.args.deadline + 30)
        for t in helpers:
            t.join(5)
        self.tally.renderer = dict(self.renderer.stats)
        self.renderer.close()
        if self._checker is not None:
            self._checker.close()
        return self.tally


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m mgym.soak", description=__doc__.split("\n")[0])
    ap.add_argument("--minutes", type=float, help="how long to run")
    ap.add_argument("--seconds", type=float, help="how long to run (instead of --minutes)")
    ap.add_argument("--threads", type=int, default=6, help="worker threads")
    ap.add_argument("--sessions", type=int, default=3, help="sessions per worker")
    ap.add_argument("--pages", type=int, default=4, help="pages in the shared renderer's pool")
    ap.add_argument("--kill-every", type=float, default=8.0, help="mean seconds between kills")
    ap.add_argument("--kill-helpers", type=float, default=0.3,
                    help="share of kills aimed at Chromium's helper processes instead of the browser")
    ap.add_argument("--check-rate", type=float, default=0.05, help="share of frames re-rendered elsewhere")
    ap.add_argument("--twin-rate", type=float, default=0.03, help="share of steps replayed on a forked twin")
    ap.add_argument("--fresh-every", type=int, default=20, help="checks before the checking renderer is renewed")
    ap.add_argument("--timeout", type=float, default=10.0, help="renderer: seconds per browser call")
    ap.add_argument("--render-deadline", type=float, default=40.0, help="renderer: seconds per render, retries included")
    ap.add_argument("--deadline", type=float, default=150.0, help="watchdog: a step longer than this is a hang")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--progress", action="store_true", help="print running figures to stderr")
    args = ap.parse_args(argv)
    if args.seconds is None:
        args.seconds = 60 * (args.minutes if args.minutes is not None else 1.0)
    t0 = time.monotonic()  # wall-clock-ok
    t = Soak(args).run()
    took = time.monotonic() - t0  # wall-clock-ok
    print(f"soak: {took:.0f} s, {args.threads} threads x {args.sessions} sessions, geometry {Geometry().pixels}")
    print(f"actions     {t.actions} ({t.invalid} invalid, refused)")
    print(f"kills       {t.kills}")
    print(f"exceptions  {t.exceptions}")
    print(f"hangs       {t.hangs} (deadline {args.deadline:g} s; slowest step {t.slowest_s:.1f} s)")
    print(f"mismatches  {t.mismatches} ({t.checks} frames re-rendered elsewhere, {t.twin_checks} forked twins)")
    r = t.renderer
    print(f"renderer    {r.get('renders', 0)} renders, {r.get('captures', 0)} captures, {r.get('launches', 0)} launches, "
          f"{r.get('relaunches', 0)} relaunches, {r.get('timeouts', 0)} browser calls timed out")
    for e in t.errors:
        print("---\n" + e)
    bad = t.exceptions or t.hangs or t.mismatches
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
