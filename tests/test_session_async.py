"""Session.astep / aobserve (many sessions on one event loop) and pickling across processes."""

from __future__ import annotations

import asyncio
import hashlib
import pickle
import subprocess
import sys
import threading
from pathlib import Path

from mgym import Session
from mgym.render.renderer import Geometry

SMALL = Geometry(180, 400, 1.0)
ACTIONS = [{"action": "awake", "app": "settings"}, {"action": "swipe", "direction": "up"},
           {"action": "click", "x": 500, "y": 400}, {"action": "double_tap", "x": 500, "y": 300},
           {"action": "back"}, {"action": "awake", "app": "contacts"},
           {"action": "type", "text": "Mo", "x": 500, "y": 120}, {"action": "long_press", "x": 500, "y": 500}]


def digest(data: bytes | None) -> str:
    assert data is not None
    return hashlib.sha256(data).hexdigest()


def play_sync(seed: int) -> tuple[list[str], dict[str, object]]:
    s = Session(seed=seed, geometry=SMALL)
    shots = [digest(s.observe().screenshot)]
    shots += [digest(s.step(a).screenshot) for a in ACTIONS]
    return shots, s.get_state()


async def play_async(seed: int) -> tuple[list[str], dict[str, object]]:
    s = Session(seed=seed, geometry=SMALL)
    shots = [digest((await s.aobserve()).screenshot)]
    for a in ACTIONS:
        shots.append(digest((await s.astep(a)).screenshot))
    return shots, s.get_state()


def test_many_sessions_on_one_loop_match_sync_byte_for_byte() -> None:
    want = [play_sync(seed) for seed in range(2)]
    threads = threading.active_count()

    async def main() -> list[tuple[list[str], dict[str, object]]]:
        return await asyncio.gather(*(play_async(i % 2) for i in range(12)))

    got = asyncio.run(main())
    assert all(g == want[i % 2] for i, g in enumerate(got))
    assert threading.active_count() <= threads + 1  # the renderer's own loop thread at most


def test_astep_rolls_back_on_a_bad_action() -> None:
    s = Session(seed=0, geometry=SMALL)
    before = s.snapshot()

    async def bad() -> None:
        await s.astep({"action": "click", "index": 999})

    try:
        asyncio.run(bad())
    except Exception as e:
        assert "no element 999" in str(e)
    else:
        raise AssertionError("expected an ActionError")
    assert s.snapshot() == before


CHILD = """
import hashlib, pickle, sys
s = pickle.load(open(sys.argv[1], "rb"))
actions = pickle.load(open(sys.argv[2], "rb"))
shots = [hashlib.sha256(s.step(a).screenshot).hexdigest() for a in actions]
pickle.dump((shots, s.get_state(), s.snapshot()), open(sys.argv[1] + ".out", "wb"))
"""


def test_a_pickled_phone_continues_byte_identically_in_another_process(tmp_path: Path) -> None:
    s = Session(seed=3, geometry=SMALL)
    for a in ACTIONS[:3]:
        s.step(a)
    f, acts = tmp_path / "s.pkl", tmp_path / "a.pkl"
    f.write_bytes(pickle.dumps(s))
    acts.write_bytes(pickle.dumps(ACTIONS[3:]))
    subprocess.run([sys.executable, "-c", CHILD, str(f), str(acts)], check=True, timeout=120)
    shots, state, snap = pickle.loads(Path(f"{f}.out").read_bytes())
    assert shots == [digest(s.step(a).screenshot) for a in ACTIONS[3:]]
    assert state == s.get_state() and snap == s.snapshot()
