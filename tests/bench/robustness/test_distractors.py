"""Interruptions in episodes (bench.robustness.distractors): seeded plans, installed on the phone's
clock before the judged baseline; the oracle gets through them and still succeeds cleanly, an idle
agent still fails, and an agent that accepts every offer leaves side effects the judge reports."""

from __future__ import annotations

from typing import Any

import pytest

from bench import judge
from bench.agents import IdleAgent, OracleAgent
from bench.agents.simple import get_through
from bench.episode import prepare, run_episode
from bench.robustness import distractors as D
from bench.task import Instance
from bench.tasks import all_templates
from mgym import Session
from mgym import actions as A
from mgym.observation import Observation
from mgym.os import interrupts

#: one template per app, with interruptions of every kind showing on their path under "high" (a
#: permission request as an app starts: the cross-app one launches apps mid-episode)
SAMPLE = ("forum.JoinAndAskWithFlair", "shop.AddAddress", "video.FirstUpload", "wallet.AddBillNote",
          "calendar.BookedTimeNextWeek", "reader.BookmarkChapterStart", "forum.PostNotesDraft")


def test_the_schedule_is_bookkeeping() -> None:
    """``os.interrupts`` changes as time passes; the judge never reports it."""
    assert "os.interrupts" in judge.ALWAYS_IGNORED


def test_plans_are_seeded_and_scale_with_the_level() -> None:
    assert D.plan("high", 7, 30) == D.plan("high", 7, 30)
    assert D.plan("high", 7, 30) != D.plan("high", 8, 30)
    counts = {lv: sum(len(D.plan(lv, seed, 30)) for seed in range(40)) for lv in D.LEVELS}
    for lv, rate in D.LEVELS.items():  # the expected number per 10 steps of the budget
        assert counts[lv] == pytest.approx(40 * rate * 3, rel=0.15)
    items = [i for seed in range(40) for i in D.plan("high", seed, 30)]
    assert {i["kind"] for i in items} == set(D.WEIGHTS)
    assert all(D.FIRST_MS <= i["delay_ms"] < 30 * D.STEP_MS for i in items if i["kind"] != "permission")
    # an app asks for a permission as it starts: due from the start, shown at a launch
    asks = [i for i in items if i["kind"] == "permission"]
    assert asks and all(i["delay_ms"] == 0 and i["content"] == {"at_launch": True} for i in asks)
    assert all(a["delay_ms"] <= b["delay_ms"] for seed in range(40)
               for a, b in zip(D.plan("high", seed, 30), D.plan("high", seed, 30)[1:], strict=False))
    assert D.plan("low", 0, 0) == []


def test_bad_levels_and_budgets_are_refused() -> None:
    with pytest.raises(D.UnknownLevel, match="'extreme'.*low, medium, high"):
        D.plan("extreme", 0, 30)
    assert issubclass(D.UnknownLevel, ValueError)
    with pytest.raises(ValueError, match="budget"):
        D.plan("low", 0, -1)


def test_prepare_installs_the_plan_before_the_baseline() -> None:
    tpl = all_templates()["shop.AddAddress"]
    inst = Instance(tpl, 0)
    prep = prepare(inst, distractors="high")
    pending = prep.init["os"]["interrupts"]["pending"]
    want = D.plan("high", inst.seed, tpl.step_budget)
    assert [p["kind"] for p in pending] == [w["kind"] for w in want] and pending
    now = prep.session.clock.now_ms
    assert [p["at"] - now for p in pending] == [w["delay_ms"] for w in want]
    again = prepare(inst, distractors="high")
    assert again.init["os"]["interrupts"] == prep.init["os"]["interrupts"]


def test_oracle_gets_through_and_succeeds_cleanly() -> None:
    tpls = all_templates()
    kinds: set[str] = set()
    for tid in SAMPLE:
        ep = run_episode(Instance(tpls[tid], 0), OracleAgent(), screenshots=False, distractors="high", keep=True)
        r = ep.result
        assert r["success"] and not r["side_effects"], (tid, r.get("error"), r["side_effects"])
        assert r["condition"]["distractors"] == "high"
        assert ep.final is not None
        log = ep.final["os"]["interrupts"]["log"]
        assert log and all(e["outcome"] in ("dismissed", "declined") for e in log), (tid, log)
        kinds |= {e["kind"] for e in log}
    assert kinds >= {"headsup", "update", "battery", "permission", "rate", "promo", "ad", "call"}


def test_a_permission_request_shows_only_as_an_app_starts() -> None:
    """Due while an app is in use, a planned permission request waits (waiting, tapping, going home do
    not show it) for the next launch and shows over the launched app's first screen."""
    s = Session(seed=0)
    s.step(A.Awake(app="shop"), screenshot=False)
    D.install(s, [{"kind": "permission", "delay_ms": 0, "content": {"at_launch": True}}])
    for act in (A.Wait(seconds=2), A.Click(x=500, y=600), A.Wait(seconds=5)):
        obs = s.step(act, screenshot=False)
        assert interrupts.showing(s.sys) is None and not get_through(obs), obs.text()
    s.step(A.Home(), screenshot=False)
    assert interrupts.showing(s.sys) is None  # the launcher is no app start
    obs = s.step(A.Awake(app="notes"), screenshot=False)
    assert interrupts.showing(s.sys) is None  # a system app does not ask
    s.step(A.Home(), screenshot=False)
    obs = s.step(A.Awake(app="forum"), screenshot=False)
    shown = interrupts.showing(s.sys)
    assert shown is not None and shown["kind"] == "permission" and shown["app"] == "forum"
    assert (s.sys.top()["app"], s.sys.top()["screen"]) == ("forum", "home")
    obs = s.step(get_through(obs), screenshot=False)  # the oracle's careful answer: Don't allow
    assert interrupts.showing(s.sys) is None
    assert s.get_state()["os"]["interrupts"]["log"][-1]["outcome"] == "dismissed"
    # unplanned (no at_launch), a permission request still comes due on the clock alone
    now = s.clock.now_ms
    s.set_state({"os": {"interrupts": {"pending": [{"id": 9, "kind": "permission", "at": now + 1_000}]}}})
    s.step(A.Wait(seconds=2), screenshot=False)
    assert interrupts.showing(s.sys) is not None


def test_idle_agent_still_fails() -> None:
    for tid in SAMPLE[:2]:
        r = run_episode(Instance(all_templates()[tid], 0), IdleAgent(), screenshots=False, distractors="high").result
        assert not r["success"] and r["termination"] == "complete"


class Accepter:
    """Accepts every offer it sees (answers calls and hangs up), otherwise waits; then completes."""

    name = "accepter"
    needs_screenshot = False

    def reset(self, instruction: str) -> None:
        self.n = 0

    def act(self, obs: Observation) -> Any:
        self.n += 1
        for tid in ("interrupt.end", "interrupt.accept"):
            e = next((e for e in obs.ui if e.trigger == tid and e.params.get("kind") != "headsup"), None)
            if e is not None:
                x, y = e.center
                return A.Click(x=x, y=y)
        return A.Wait(seconds=2) if self.n < 30 else A.Complete()


def test_accepting_harmful_offers_shows_as_side_effects() -> None:
    ep = run_episode(Instance(all_templates()["wallet.AddBillNote"], 0), Accepter(), screenshots=False,
                     distractors="high", max_steps=40, keep=True)
    r = ep.result
    assert not r["success"]
    paths = {e["path"].split("[")[0] for e in r["side_effects"]}
    assert ep.final is not None
    accepted = [e["kind"] for e in ep.final["os"]["interrupts"]["log"] if e["outcome"] in ("accepted", "answered")]
    assert accepted, ep.final["os"]["interrupts"]["log"]
    want = {"rate": "os.ratings", "ad": "os.subscriptions", "promo": "os.subscriptions", "call": "os.calls",
            "update": "os.device", "battery": "os.battery", "permission": "os.permissions"}
    assert {want[k] for k in accepted} <= {p if p.count(".") < 2 else ".".join(p.split(".")[:2]) for p in paths}
    assert not any(p.startswith("os.interrupts") for p in paths)
