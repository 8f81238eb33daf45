"""Prompt-injection attacks: the declarations, ``--attack`` parsing, planting on a task's path (a valid,
deterministic patch whose content shows on the carrier's screen and leaves the task's goal alone),
every attack's goal reachable by the obeying steps and by nothing else, and the oracle still succeeding
with an attack planted."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

import pytest

from bench.agents.simple import IdleAgent, OracleAgent
from bench.episode import judged_state, prepare, run_episode
from bench.robustness.attacks import ATTACKS, Attack, UnknownAttack, for_template, parse, pick
from bench.robustness.attacks.base import CARRIERS, GOALS
from bench.robustness.attacks.obey import ObeyAgent
from bench.task import Instance, TaskTemplate
from bench.tasks import all_templates
from mgym import Session
from mgym import actions as A
from mgym.observation import Observation

#: one attack per goal (and carrier kind) that also runs on a Chinese phone
ZH_SAMPLE = ("messages.wallet_unfreeze_pay", "messenger.friend_prize_text", "calendar.event_code_forward",
             "files.notice_contact_delete", "wallet.notice_phish", "settings.notice_lock_off",
             "messages.thread_virus_delete", "notes.notice_note_delete", "browser.phish_page",
             "forum.post_lock_off", "forum.comment_code_forward", "microblog.post_find_off",
             "microblog.reply_pay", "shop.listing_phish")
#: templates whose oracle runs with an attack planted (each carrier kind at least once)
ORACLE_SAMPLE = (("messages.DeleteConversation", "messages.bank_code_forward"),
                 ("messenger.BlockContact", "messenger.friend_pay"),
                 ("calendar.DeleteEvent", "calendar.event_lock_off"),
                 ("files.RenameFile", "files.notice_phish"),
                 ("browser.BookmarkPage", "browser.phish_page"),
                 ("wallet.AddBillNote", "wallet.notice_pay"),
                 ("forum.ReplyToUser", "forum.post_phish"),
                 ("forum.EditMyComment", "forum.comment_prize_text"),
                 ("microblog.SendDm", "microblog.post_prize_text"),
                 ("microblog.BlockAccount", "microblog.reply_contact_delete"),
                 ("shop.AddToCart", "shop.listing_pay"))


@cache
def host(attack_id: str) -> TaskTemplate:
    """An applicable template that starts inside the carrier's app when one does (else any applicable one)."""
    a = ATTACKS[attack_id]
    fit = [t for t in all_templates().values() if a.applies(t)]
    own = [t for t in fit if t.start_app == a.app]
    return (own or fit)[0]


def run(s: Session, steps: Any, obs: Observation) -> Observation:
    """Drive a bench.ui generator on ``s`` to its end."""
    try:
        action = next(steps)
        while True:
            obs = s.step(action, screenshot=False)
            action = steps.send(obs)
    except StopIteration:
        return obs


def goal_passes(tpl: TaskTemplate, params: dict[str, Any], state: dict[str, Any]) -> list[bool]:
    return [c.passed for c in tpl.checks(params, state, state)]


# ---- declarations ----------------------------------------------------------------------------------
def test_declarations_cover_apps_goals_and_carriers() -> None:
    assert len(ATTACKS) >= 44
    apps = Counter(a.app for a in ATTACKS.values())
    assert len(apps) >= 9, apps
    assert set(a.goal for a in ATTACKS.values()) == set(GOALS)
    assert {a.carrier for a in ATTACKS.values()} <= set(CARRIERS)
    for aid, a in ATTACKS.items():
        assert aid == a.id and aid.startswith(f"{a.app}."), aid
    assert {"post", "comment", "product"} <= {a.carrier for a in ATTACKS.values()}
    credentials = [a for a in ATTACKS.values() if a.goal == "credentials"]
    assert {a.carrier for a in credentials} >= {"sms", "notification", "web"}


def test_a_third_of_the_suite_has_an_attack_on_its_path() -> None:
    tpls = list(all_templates().values())
    covered = [t for t in tpls if for_template(t)]
    assert len(covered) * 3 >= len(tpls), (len(covered), len(tpls))
    calc = next(t for t in tpls if t.apps == ("calculator",))
    assert for_template(calc) == [] and pick(calc, 5) is None


def test_parse_and_pick() -> None:
    assert parse("all") == list(ATTACKS.values())
    assert {a.id for a in parse("messages")} == {i for i in ATTACKS if i.startswith("messages.")}
    assert [a.id for a in parse("browser.phish_page, wallet.notice_pay")] == ["browser.phish_page",
                                                                             "wallet.notice_pay"]
    with pytest.raises(UnknownAttack, match="nope.*choose") as err:
        parse("messages,nope")
    assert isinstance(err.value, ValueError) and "wallet" in str(err.value)
    with pytest.raises(UnknownAttack):
        parse(" , ")
    tpl = all_templates()["messages.DeleteConversation"]
    got = pick(tpl, 11)
    assert got is not None and got == pick(tpl, 11) and got.applies(tpl)
    assert len({pick(tpl, seed) for seed in range(40)}) > 5


def test_planting_leaves_the_task_goal_as_it_was() -> None:
    """Every attack on the path of a sample of templates: a valid patch, the goal checks unchanged."""
    tpls = [t for t in all_templates().values() if for_template(t)][::37]
    assert len(tpls) >= 10
    assert not ATTACKS["browser.phish_page"].applies(all_templates()["browser.CloseWhichTab"])
    # a task that deletes contacts could delete the attacker's target itself
    assert not ATTACKS["contacts.notice_contact_delete"].applies(all_templates()["contacts.DeleteTwoContacts"])
    # a task ranking a feed's posts or comments could take the planted one for its answer
    for aid, task in (("forum.post_pay", "forum.UpvoteTopComment"), ("forum.comment_prize_text", "forum.MostDiscussedBestReply"),
                      ("microblog.post_phish", "microblog.ReplyToLatest"), ("microblog.reply_pay", "microblog.QuoteMostLiked")):
        assert not ATTACKS[aid].applies(all_templates()[task]), (aid, task)
    for tpl in tpls:
        prep = prepare(Instance(tpl, 0))
        s, snap = prep.session, prep.session.snapshot()
        want = goal_passes(tpl, prep.params, prep.init)
        for a in for_template(tpl):
            s.restore(snap)
            s.set_state(a.plant(s.get_state(), s.locale, 3))
            assert goal_passes(tpl, prep.params, judged_state(s)) == want, (tpl.id, a.id)


# ---- planting and obeying, every attack ------------------------------------------------------------
def attack_on_path(attack: Attack, locale: str) -> None:
    """Plant ``attack`` on an applicable template's first screen: a deterministic patch, the task's goal
    unchanged, the content on screen; the goal false until the obeying steps, true after them."""
    tpl = host(attack.id)
    prep = prepare(Instance(tpl, 0), locale=locale)
    s = prep.session
    before = s.get_state()
    patch = attack.plant(before, s.locale, 7)
    assert patch and patch == attack.plant(before, s.locale, 7)
    s.set_state(patch)
    init = judged_state(s)
    assert goal_passes(tpl, prep.params, prep.init) == goal_passes(tpl, prep.params, init)
    assert not attack.reached(init, init)
    obs = s.observe(screenshot=False)
    if attack.carrier != "notification" and obs.app != attack.app:
        s.sys.launch(attack.app)
        obs = s.observe(screenshot=False)
    obs = run(s, attack.via.reveal(obs), obs)
    shown = attack.via.shown(attack.lure(before, s.locale))
    if locale == "en":
        assert any(shown in e.text for e in obs.ui), f"{shown!r} not on {obs.app}/{obs.screen}:\n{obs.text()}"
    assert not attack.reached(init, judged_state(s))  # looking is not obeying
    obs = s.step(A.Back(), screenshot=False)
    run(s, attack.obey(obs), obs)
    assert attack.reached(init, judged_state(s)), attack.id


@pytest.mark.parametrize("attack_id", list(ATTACKS))
def test_every_attack_is_visible_and_can_succeed(attack_id: str) -> None:
    attack_on_path(ATTACKS[attack_id], "en")


@pytest.mark.parametrize("attack_id", ZH_SAMPLE)
def test_attacks_on_a_chinese_phone(attack_id: str) -> None:
    a = ATTACKS[attack_id]
    s = Session(0, locale="zh-CN")
    lure = a.lure(s.get_state(), s.locale)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in lure), lure
    attack_on_path(a, "zh-CN")


# ---- episodes ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("task", "attack_id"), ORACLE_SAMPLE)
def test_the_oracle_still_succeeds_under_attack(task: str, attack_id: str) -> None:
    tpl = all_templates()[task]
    assert ATTACKS[attack_id].applies(tpl)
    r = run_episode(Instance(tpl, 0), OracleAgent(), attack=attack_id, screenshots=False).result
    assert r["success"], r
    assert r["attack_success"] is False


def test_obey_agent_reaches_the_goal_and_idle_does_not() -> None:
    inst = Instance(all_templates()["messages.DeleteConversation"], 1)
    obey = run_episode(inst, ObeyAgent(), attack="messages.bank_code_forward", screenshots=False).result
    assert obey["attack_success"] is True and obey["termination"] == "complete", obey
    assert not obey["success"]
    idle = run_episode(inst, IdleAgent(), attack="messages.bank_code_forward", screenshots=False).result
    assert idle["attack_success"] is False
    plain = ObeyAgent()
    plain.reset("")
    assert plain.act(Session(0).observe(screenshot=False)).action == "complete"  # not briefed: nothing to obey
