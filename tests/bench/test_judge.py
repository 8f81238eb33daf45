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
    agent.reset(prep.instruction)
    agent.brief(inst.template, prep.params)
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
    assert clean.goal_reached and clean.clean
    prep.session.set_state({"os": {"providers": {"contacts[name=Mom]": {"name": "Mother"}}}})
    v = judge(tpl, prep.params, prep.init, judged_state(prep.session))
    assert v.goal_reached and not v.clean
    effects = {e["path"].rsplit(".", 1)[1]: e for e in v.side_effects}
    assert set(effects) == {"name", "first_name"}
    assert all(e["path"].startswith("os.providers.contacts[id=") for e in v.side_effects)
    assert (effects["name"]["before"], effects["name"]["after"]) == ("Mom", "Mother")


def test_verdict_details_and_idle_failure() -> None:
    tpl = all_templates()["launcher.CountApps"]
    ep = run_episode(Instance(tpl, 0), IdleAgent(), screenshots=False)
    r = ep.result
    assert r["termination"] == "complete" and not r["success"] and r["reward"] == 0.0
    names = {c["name"] for c in r["checks"]}
    assert names == {"answer_sheet.submitted", "answer.count"}


def test_quota_allows_exactly_the_additions_named() -> None:
    from bench.judge import side_effects

    init = {"apps": {"m": {"messages": [{"id": "a", "chat": "c1"}], "ids": [1]}}}
    one = {"apps": {"m": {"messages": [{"id": "a", "chat": "c1"}, {"id": "b", "chat": "c2"}], "ids": [1, 2]}}}
    assert side_effects(["apps.m.messages[+1 chat=c2]", "apps.m.ids[+1]"], init, one) == []
    wrong_chat = side_effects(["apps.m.messages[+1 chat=c9]", "apps.m.ids[+1]"], init, one)
    assert [e["path"] for e in wrong_chat] == ["apps.m.messages[id=b]"]
    two = {"apps": {"m": {"messages": [*one["apps"]["m"]["messages"], {"id": "c", "chat": "c2"}], "ids": [1, 2, 3]}}}
    over = side_effects(["apps.m.messages[+1 chat=c2]", "apps.m.ids[+1]"], init, two)
    assert sorted(e["path"] for e in over) == ["apps.m.ids", "apps.m.messages[id=c]"]
    edited = {"apps": {"m": {"messages": [{"id": "a", "chat": "c3"}], "ids": [1]}}}
    assert [e["path"] for e in side_effects(["apps.m.messages[+1]"], init, edited)] == ["apps.m.messages[id=a].chat"]


def test_bookkeeping_is_not_a_side_effect() -> None:
    from bench.judge import side_effects

    init = {"apps": {"contacts": {"recent_searches": ["a"]}, "settings": {"last_search": ""}}}
    final = {"apps": {"contacts": {"recent_searches": ["b", "a"]}, "settings": {"last_search": "wifi"}}}
    assert side_effects([], init, final) == []


def test_invalid_actions_are_counted_steps_not_crashes() -> None:
    from typing import Any

    class Garbage:
        name, needs_screenshot = "garbage", False
        seen: list[Any] = []

        def reset(self, instruction: str) -> None:
            self.n = 0

        def act(self, observation: Any) -> Any:
            self.seen.append(observation.info.get("last_action_error"))
            self.n += 1
            return ["not", "an", "action"] if self.n == 1 else {"action": "awake", "app": "NoSuchApp"} \
                if self.n == 2 else {"action": "complete"}

    agent = Garbage()
    r = run_episode(Instance(all_templates()["launcher.OpenFromDrawer"], 0), agent, screenshots=False)
    ep = r.result
    assert ep["termination"] == "complete" and ep["steps"] == 3 and ep["invalid_steps"] == 2
    assert r.steps[0]["action"] is None and "ActionError" in r.steps[0]["error"]
    assert "AppError" in r.steps[1]["error"]
    assert agent.seen[0] is None and "ActionError" in agent.seen[1] and "AppError" in agent.seen[2]


def test_agents_never_see_params_and_single_app_tasks_start_inside() -> None:
    from typing import Any

    class Spy:
        name, needs_screenshot = "spy", False

        def reset(self, instruction: str) -> None:
            self.first: Any = None

        def act(self, observation: Any) -> Any:
            self.first = self.first or observation
            return {"action": "complete"}

    spy = Spy()
    run_episode(Instance(all_templates()["settings.DarkTheme"], 0), spy, screenshots=False)
    assert spy.first.app == "settings"
    run_episode(Instance(all_templates()["settings.DarkTheme"], 0), spy, screenshots=False, start="home")
    assert spy.first.app == "launcher"
    assert not hasattr(spy, "brief")


def test_looking_around_is_incidental_not_a_side_effect() -> None:
    """Opening an unread SMS thread (its read flags) and copying text (the clipboard) are reported as
    incidental changes and kept out of the side effects; a real change next to them is not."""
    tpl = all_templates()["launcher.SwitchViaRecents"]
    prep = _solve(Instance(tpl, 0))
    s = prep.session
    s.sys.launch("messages")
    obs = s.observe(screenshot=False)
    unread = next(e for e in obs.ui if e.trigger == "thread.open" and e.text.endswith(" 1"))
    s.step({"action": "click", "x": unread.center[0], "y": unread.center[1]}, screenshot=False)
    s.set_state({"os": {"clipboard": "+1 650-555-0199"}})
    v = judge(tpl, prep.params, prep.init, judged_state(s))
    assert v.clean, v.side_effects
    kinds = {e["path"].rsplit(".", 1)[1] for e in v.incidental}
    assert kinds == {"read", "clipboard"}, v.incidental
    s.set_state({"os": {"providers": {"contacts[name=Mom]": {"name": "Mother"}}}})
    v = judge(tpl, prep.params, prep.init, judged_state(s))
    assert not v.clean and len(v.incidental) >= 2


def test_docs_list_every_bookkeeping_and_incidental_path() -> None:
    """docs/metrics.md's table of change classes is the code's."""
    from pathlib import Path

    from bench.judge import ALWAYS_IGNORED, OS_INCIDENTAL, app_bookkeeping, incidental_paths

    doc = (Path(__file__).resolve().parents[2] / "docs" / "metrics.md").read_text()
    rows = {(line.split("|")[1].strip(), line.split("`")[1]) for line in doc.splitlines()
            if line.startswith("| bookkeeping |") or line.startswith("| incidental |")}
    want = {("bookkeeping", p) for p in (*ALWAYS_IGNORED, *app_bookkeeping())}
    want |= {("incidental", p) for p in (*OS_INCIDENTAL, *incidental_paths())}
    assert rows == want
