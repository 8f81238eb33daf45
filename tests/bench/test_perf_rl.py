"""``python -m bench.perf_rl`` runs end to end at the smallest sizes (a smoke test, not a timing)."""

from __future__ import annotations

from bench.perf_rl import main


def test_perf_rl_runs_with_minimal_sizes() -> None:
    figures = main(["--group", "2", "--steps", "2", "--sizes", "540x1200", "--processes", "1", "--no-ray"])
    assert figures["540x1200.threads_steps_s"] > 0 and figures["540x1200.bare_chromium_frames_s"] > 0
    assert 0 <= figures["540x1200.frame_cache_hit_rate"] <= 1 and figures["mb_per_idle_session"] < 5
