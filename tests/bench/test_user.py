"""The simulated user and the two kinds that need it: ``ask_user`` tasks (ask before acting) and
``infeasible`` ones (look, then abort with the phone unchanged), on real phones and real templates."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest

from bench import hardness
from bench.agents import OracleAgent
from bench.audit import play_oracle, replay, succeeded
from bench.episode import prepare, run_episode
from bench.judge import judge
from bench.metrics import interaction, summarize
from bench.task import Instance, TaskTemplate, validate
from bench.tasks import all_templates
from bench.user import GENERIC
from mgym import actions as A

ASK = "messages.TextWhichNamesake"
INFEASIBLE = "messages.DeleteChatWithStranger"


def tpl(task_id: str) -> TaskTemplate:
    return all_templates()[task_id]


def test_the_reply_is_shown_on_the_next_observation_and_recorded() -> None:
    prep = prepare(Instance(tpl(ASK), 0))
    s = prep.session
    obs = s.step({"action": "info", "text": "Which one do you mean?"}, screenshot=False)
    assert prep.params["name"] in obs.info["user_reply"] and prep.params["tail"] in obs.info["user_reply"]
    bubble = [e.text for e in obs.ui if e.layer == "reply"]
    assert bubble and prep.params["name"] in bubble[0]
    for _ in range(3):  # it goes away as time passes, as a heads-up does
        obs = s.step({"action": "wait", "seconds": 1}, screenshot=False)
    assert not [e for e in obs.ui if e.layer == "reply"]
    asked = s.sys.v["agent"]["questions"]
    assert asked == [{"text": "Which one do you mean?", "step": 0, "reply": obs.info.get("user_reply", asked[0]["reply"]),
                      "changed": False}]


def test_a_chinese_phone_gets_the_reply_in_chinese() -> None:
    prep = prepare(Instance(tpl(ASK), 0), locale="zh-CN")
    obs = prep.session.step({"action": "info", "text": "哪一位？"}, screenshot=False)
    assert obs.info["user_reply"].startswith("我说的是" + prep.params["name"])


def test_the_oracle_asks_first_and_succeeds_and_its_step_line_shows_the_reply() -> None:
    ep = run_episode(Instance(tpl(ASK), 1), OracleAgent(), screenshots=False)
    r = ep.result
    assert r["success"] and r["questions"][0]["changed"] is False
    assert ep.steps[0]["user_reply"] == r["questions"][0]["reply"]


def _oracle_actions(task_id: str, index: int = 0) -> list[Any]:
    return play_oracle(Instance(tpl(task_id), index)).actions


def test_acting_first_then_asking_fails_though_the_message_is_right() -> None:
    actions = _oracle_actions(ASK)
    assert actions[0].action == "info"
    late = [*actions[1:-1], actions[0], actions[-1]]  # send, then ask, then complete
    t = tpl(ASK)
    played = replay(prepare(Instance(t, 0)), late)
    v = judge(t, played.prep.params, played.prep.init, played.final)
    failed = [c.name for c in v.checks if not c.passed]
    assert failed == ["user.asked_first"] and v.clean and not succeeded(t, played)


def test_texting_the_other_namesake_is_a_side_effect() -> None:
    t = tpl(ASK)
    prep = prepare(Instance(t, 0))
    wrong = {**prep.params, "thread_id": prep.params["other_thread"]}
    played = play_oracle(Instance(t, 0), params=wrong, prep=prep)
    v = judge(t, prep.params, prep.init, played.final)
    assert not v.goal_reached and not v.clean


def test_an_unneeded_question_gets_the_generic_reply_and_is_counted() -> None:
    prep = prepare(Instance(tpl(INFEASIBLE), 0))
    obs = prep.session.step({"action": "info", "text": "Are you sure?"}, screenshot=False)
    assert obs.info["user_reply"] == GENERIC["en"]
    ask = run_episode(Instance(tpl(ASK), 0), OracleAgent(), screenshots=False).result
    gave_up = run_episode(Instance(tpl(INFEASIBLE), 0), OracleAgent(), screenshots=False).result
    assert interaction([ask, gave_up]) == {"ask_user": 1, "infeasible": 1, "ask_rate": 1.0,
                                           "unnecessary_question_rate": 0.0, "infeasible_detection": 1.0,
                                           "false_abort_rate": 0.0}
    assert summarize([ask, gave_up])["interaction"]["ask_rate"] == 1.0


def test_an_infeasible_task_succeeds_only_by_aborting_with_the_phone_unchanged() -> None:
    t = tpl(INFEASIBLE)
    actions = _oracle_actions(INFEASIBLE)
    assert actions[-1].action == "abort"
    ok = replay(prepare(Instance(t, 0)), actions)
    assert succeeded(t, ok)
    claimed = replay(prepare(Instance(t, 0)), [*actions[:-1], A.Complete()])
    assert not succeeded(t, claimed)
    prep = prepare(Instance(t, 0))  # deleting some other chat first, then aborting
    tid = prep.init["os"]["providers"]["sms"][0]["id"]
    prep.session.set_state({"os": {"providers": {f"sms[id={tid}]": {"pinned": True}}}})
    assert not succeeded(t, replay(prep, actions))


def test_an_abort_on_an_infeasible_task_keeps_its_whole_reward() -> None:
    r = run_episode(Instance(tpl(INFEASIBLE), 1), OracleAgent(), screenshots=False).result
    assert r["termination"] == "abort" and r["success"] and r["reward"] == 1.0


def test_hardness_factors_set_the_level() -> None:
    assert hardness.level(["aggregate", "trap", "temporal"]) == "L4"
    assert hardness.level(["trap"]) == hardness.level(["trap", "image"]) == "L3"
    with pytest.raises(ValueError, match="unknown hardness factors"):
        hardness.level(["tricky"])

    class Hard(TaskTemplate):
        id = "messages.Hard"
        apps = ("messages",)
        tags = ("social",)
        instructions = ("a", "b")
        hardness = ("aggregate", "trap", "explore")

    assert Hard.difficulty == "L4"
    validate(Hard())


def test_metadata_refuses_a_half_declared_interaction_task() -> None:
    class NoReply(TaskTemplate):
        id = "messages.NoReply"
        apps = ("messages",)
        tags = ("ask_user",)
        instructions = ("a", "b")

    with pytest.raises(ValueError, match="ask_user"):
        validate(NoReply())


@pytest.mark.parametrize("task_id", sorted(t for t, x in all_templates().items() if x.hardness))
def test_declared_factors_hold(task_id: str) -> None:
    """The two factors that are facts: ``steps`` against the recorded oracle length, ``apps3``
    against the template's apps."""
    t = tpl(task_id)
    if "steps" in t.hardness:
        assert t.optimal_steps is None or t.optimal_steps >= hardness.MIN_STEPS
    assert ("apps3" in t.hardness) == (t.scope == "S3")


def test_mgym_tasks_lists_the_interaction_tags_and_the_subsets() -> None:
    out = subprocess.run([sys.executable, "-m", "mgym.cli", "tasks", "--tag", "ask_user", "--json"],
                         capture_output=True, text=True, timeout=120)
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert ASK in {r["id"] for r in rows} and all("ask_user" in r["tags"] for r in rows)
    table = subprocess.run([sys.executable, "-m", "mgym.cli", "tasks", "--tag", "infeasible"],
                           capture_output=True, text=True, timeout=120, env={**os.environ, "COLUMNS": "200"})
    assert "tags: " in table.stdout and "infeasible " in table.stdout and "subsets: high_risk" in table.stdout
    bad = subprocess.run([sys.executable, "-m", "mgym.cli", "bench", "--agent", "idle", "--subset", "risky"],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "unknown subset 'risky'" in bad.stderr
