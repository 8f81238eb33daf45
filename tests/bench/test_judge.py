"""The judge through real episodes: success, failure of the idle agent, caught side effects."""

from __future__ import annotations

from bench.agents import IdleAgent, OracleAgent
from bench.episode import judged_state, prepare, run_episode
from bench.judge import judge
from bench.task import Instance
from bench.tasks import all_templates


def _solve(inst: Instance):  # type: ignore[no-untyped-def]
    prep = prepare(inst)
    agent = OracleAgent()
    agent.reset(prep.instruction, {"template": inst.template, "params": prep.params})
    obs = prep.session.observe(screenshot=False)
    for _ in range(inst.template.step_budget):
        action = agent.act(obs)
        obs = prep.session.step(action, screenshot=False)
        if getattr(action, "action", "") in ("complete", "abort"):
            break
    return prep


def test_injected_unrelated_change_is_a_named_side_effect() -> None:
    tpl = all_templates()["launcher.SwitchViaRecents"]
    prep = _solve(Instance(tpl, 0))
    clean = judge(tpl, prep.params, prep.init, judged_state(prep.session))
    assert clean.success and clean.clean
    prep.session.set_state({"os": {"providers": {"contacts[name=Mom]": {"name": "Mother"}}}})
    v = judge(tpl, prep.params, prep.init, judged_state(prep.session))
    assert v.success and not v.clean
    (effect,) = v.side_effects
    assert effect["path"].startswith("os.providers.contacts[id=") and effect["path"].endswith("].name")
    assert (effect["before"], effect["after"]) == ("Mom", "Mother")


def test_verdict_details_and_idle_failure() -> None:
    tpl = all_templates()["launcher.CountApps"]
    ep = run_episode(Instance(tpl, 0), IdleAgent(), screenshots=False)
    r = ep.result
    assert r["termination"] == "complete" and not r["success"] and r["reward"] == 0.0
    names = {c["name"] for c in r["checks"]}
    assert names == {"answer_sheet.submitted", "answer.count"}
