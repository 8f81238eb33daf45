"""``python -m bench.perf``: judge cost per verdict on typical states (target: under 1 ms).

Expected AnswerSheet values are computed once per episode (from the initial state), as runs do."""

from __future__ import annotations

import statistics
import time

from bench.agents import OracleAgent
from bench.episode import judged_state, prepare
from bench.judge import judge
from bench.task import Instance
from bench.tasks import all_templates


def main() -> None:
    per: list[float] = []
    for tpl in all_templates().values():
        prep = prepare(Instance(tpl, 0))
        agent = OracleAgent()
        agent.reset(prep.instruction)
        agent.brief(tpl, prep.params)
        obs = prep.session.observe(screenshot=False)
        for _ in range(tpl.step_budget):
            a = agent.act(obs)
            obs = prep.session.step(a, screenshot=False)
            if getattr(a, "action", "") in ("complete", "abort"):
                break
        final = judged_state(prep.session)
        times = []
        for _ in range(200):
            t = time.perf_counter()  # wall-clock-ok: a benchmark
            judge(tpl, prep.params, prep.init, final, prep.answers)
            times.append((time.perf_counter() - t) * 1000)  # wall-clock-ok
        per.append(statistics.median(times))
    print(f"templates {len(per)}")
    print(f"judge_ms_median {statistics.median(per):.3f}")
    print(f"judge_ms_max    {max(per):.3f}")


if __name__ == "__main__":
    main()
