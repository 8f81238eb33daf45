"""Every template, present and future, has the judge properties of ``bench.audit``: the oracle passes
cleanly on 3 instances; idle gets no success, progress or reward; another instance's oracle fails;
one unrelated change of each kind is a reported side effect; query answers vary across instances.

``make test`` plays the oracle on 1 English instance (instance 0, whose final state the side-effect
test judges too); for a fixed half of the templates (chosen by a hash of the id) it also plays 1
Chinese instance, and for the other half another instance's solution, so the suite stays within
its time on 2 cores; ``make test-full`` (``MGYM_SUITE=full``) plays 3 English and 2
Chinese instances of every template."""

from __future__ import annotations

import os
import zlib
from functools import cache

import pytest

from bench.agents import IdleAgent, OracleAgent
from bench.answers import match
from bench.audit import Played, exact_value_mutations, mutations, play_oracle, replay, succeeded
from bench.calibrate import oracle_paths
from bench.composition import measure
from bench.episode import Episode, prepare, run_episode
from bench.judge import judge
from bench.protocol import deliver
from bench.task import Instance, validate
from bench.tasks import all_templates
from tests.i18n.test_catalogs import PENDING_ZH

TEMPLATES = sorted(all_templates())
FULL = os.environ.get("MGYM_SUITE") == "full"
#: instances the oracle must solve cleanly, in English
EN_INSTANCES = 3 if FULL else 1
#: templates whose oracle for another instance still solves instance 0 (to fix, tracked in the changelog)
KNOWN_SHARED_SOLUTIONS: dict[str, str] = {}
QUERY = sorted(t for t, tpl in all_templates().items() if tpl.answer_fields)


@cache
def oracle_episode(task_id: str) -> Episode:
    """The oracle's episode on instance 0, kept: the side-effect test judges its final state too."""
    return run_episode(Instance(all_templates()[task_id], 0), OracleAgent(), screenshots=False, keep=True)


@cache
def oracle_run(task_id: str, index: int = 0) -> Played:
    if index == 0:
        ep = oracle_episode(task_id)
        if ep.prep is not None and ep.final is not None:
            return Played(ep.prep, ep.final, ep.result["termination"])
    return play_oracle(Instance(all_templates()[task_id], index))


def test_suite_size_and_metadata() -> None:
    tpls = all_templates().values()
    for t in tpls:
        validate(t)
    assert len(tpls) >= 3


@pytest.mark.parametrize("task_id", TEMPLATES)
def test_oracle_passes_cleanly(task_id: str) -> None:
    tpl = all_templates()[task_id]
    for index in range(EN_INSTANCES):
        ep = oracle_episode(task_id) if index == 0 else run_episode(Instance(tpl, index), OracleAgent(),
                                                                      screenshots=False)
        r = ep.result
        assert r["termination"] == tpl.ends_with, r.get("traceback") or r
        failed = [c for c in r["checks"] if not c["passed"]]
        assert r["success"] and r["goal_reached"], f"instance {index}: failed checks {failed}"
        assert r["side_effects"] == [], f"instance {index}: unexpected changes {r['side_effects']}"
        assert r["invalid_steps"] == 0
        if index == 0 and tpl.optimal_steps is not None:
            assert r["steps"] == tpl.optimal_steps, "re-record with `python -m bench.calibrate`"
        if index == 0 and task_id in oracle_paths():
            assert ep.prep is not None and ep.final is not None
            assert measure(ep.steps, ep.prep.init, ep.final) == oracle_paths()[task_id], \
                "the oracle's path changed: re-record with `python -m bench.calibrate`"


@pytest.mark.parametrize("task_id", TEMPLATES)
def test_idle_agent_gets_nothing(task_id: str) -> None:
    r = run_episode(Instance(all_templates()[task_id], 0), IdleAgent(), screenshots=False).result
    assert r["termination"] == "complete" and not r["success"]
    passing = [c["name"] for c in r["checks"] if c["passed"]]
    assert r["progress"] == 0.0, f"checks an untouched phone passes: {passing}"
    assert r["reward"] == 0.0 and r["side_effects"] == []


#: the templates whose other-instance check runs in ``make test``: the half not played in Chinese
#: there (so each template costs one extra oracle play either way); all of them in the full run
OTHER_CHECKED = TEMPLATES if FULL else [t for t in TEMPLATES if zlib.crc32(t.encode()) % 2 == 1]


@pytest.mark.parametrize("task_id", OTHER_CHECKED)
def test_another_instances_solution_fails(task_id: str) -> None:
    """Operate tasks: the oracle briefed with another instance's goal fails here. Tasks with an
    AnswerSheet: another instance's recorded solution (its answers typed in) fails here."""
    if task_id in KNOWN_SHARED_SOLUTIONS:
        pytest.xfail(KNOWN_SHARED_SOLUTIONS[task_id])
    tpl = all_templates()[task_id]
    if tpl.ends_with == "abort":
        pytest.skip("an infeasible task's right answer is the same on every instance: look, then abort")
    own = prepare(Instance(tpl, 0))
    other = next((i for i in range(1, 12) if tpl.goal_of((p := prepare(Instance(tpl, i))).params) != tpl.goal_of(own.params)
                  and (not tpl.answer_fields or p.answers != own.answers)), None)
    if other is None:
        pytest.skip("every instance has the same goal")
    if tpl.answer_fields:
        played = replay(own, oracle_run(task_id, other).actions)
    else:
        played = play_oracle(Instance(tpl, 0), params=prepare(Instance(tpl, other)).params, prep=own)
    assert not succeeded(tpl, played), f"instance {other}'s solution also solves instance 0 ({own.params})"


@pytest.mark.parametrize("task_id", TEMPLATES)
def test_unrelated_change_is_a_side_effect(task_id: str) -> None:
    tpl = all_templates()[task_id]
    played = oracle_run(task_id)
    p = played.prep
    assert judge(tpl, p.params, p.init, played.final, p.answers).clean
    kinds = mutations(tpl, played)
    assert any(d.startswith("another app") for d, _ in kinds)
    missed = [d for d, m in kinds if judge(tpl, p.params, p.init, m, p.answers).clean]
    assert not missed, f"changes the judge lets through: {missed}"


_NAME_PARTS = "the provider composes `name` from these; the judge compares that `name` exactly"
_SYSTEM_NOTICE = "the system notice repeats the group's field, which the judge compares exactly"
_PAYEE = "the app fills the bill's party from the picked contact; the judge checks the payee account (phone) exactly"
_ENVELOPE = ("Messenger copies the group and greeting into the bill; the judge finds the envelope in that group "
             "by its id, compares its greeting exactly and ties the bill to it by id")
_TRANSFER = ("Messenger copies the peer and note into the bill; the judge compares the transfer's recipient and "
             "note exactly and ties the bill to it by id")
_ORDER_MEMO = "the app writes the item's name as the bill memo; the judge checks the bought item by its id"
_NOTE_TITLE = "the instruction sets no note title (this is the oracle's choice); the judge checks the note's content"
#: task -> {a fragment of the state path: why the judge rightly ignores a longer value there}; e.g. a
#: name the app derives from an id the judge checks, or a system notice that repeats a checked field
EXACT_EXEMPT: dict[str, dict[str, str]] = {
    "contacts.AddContact": {".first_name": _NAME_PARTS, ".last_name": _NAME_PARTS},
    "contacts.AddFavouriteContact": {".first_name": _NAME_PARTS, ".last_name": _NAME_PARTS},
    "gallery.PayBackReceipt": {"new_bills[id=T0001].party": _PAYEE},
    "lifenotes.AddressToNotes": {".title": _NOTE_TITLE},
    "meeting.RemoveParticipant": {
        ".topic": "the call record copies the meeting's topic; the judge picks the call by the meeting's id",
        ".participants[": "the call record lists the invitees; the judge compares `removed` exactly"},
    "messenger.CreateGroup": {".data.args.": "the system notice names the members; the judge checks their ids"},
    "messenger.GroupNotice": {".data.args.": _SYSTEM_NOTICE},
    "messenger.RenameGroup": {".data.args.": _SYSTEM_NOTICE},
    "messenger.TaggedGroup": {".data.args.": _SYSTEM_NOTICE},
    "messenger.RedEnvelopeGroup": {"new_bills[id=T0001].party": _ENVELOPE, "new_bills[id=T0001].memo": _ENVELOPE},
    "messenger.TransferMoney": {"new_bills[id=T0001].party": _TRANSFER, "new_bills[id=T0001].memo": _TRANSFER},
    "music.LyricsToNotes": {".title": _NOTE_TITLE},
    "rail.AddPassengerAndBook": {".tickets[0].name": "the ticket shows the passenger picked by id, which the judge "
                                                     "checks; the new passenger's name is compared exactly"},
    "rail.BookCheapestArrivingBefore": {".tickets[0].name": "the ticket shows the passenger the judge checks by id"},
    "rail.BookEarliestHighSpeed": {".tickets[0].name": "the ticket shows the passenger the judge checks by id"},
    "reader.BuyBook": {"new_bills[id=T0001].memo": _ORDER_MEMO},
    "shop.BuyQuantity": {"new_bills[id=T0001].memo": _ORDER_MEMO},
    "shop.DefaultAddressAndBuy": {"new_bills[id=T0001].memo": _ORDER_MEMO},
    "shop.ReturnDearerAndNote": {".title": _NOTE_TITLE},
    "themes.BuyAndApplyTheme": {"new_bills[id=T0001].memo": _ORDER_MEMO},
    "wallet.RepayFriend": {"new_bills[id=T0001].party": _PAYEE},
    "wallet.TransferToAccount": {
        "new_bills[id=T0001].party": "the app fills the holder's name from the account; the judge checks the account "
                                     "number exactly"},
    "wallet.TransferToContact": {"new_bills[id=T0001].party": _PAYEE},
}


@pytest.mark.parametrize("task_id", TEMPLATES)
def test_exact_values_are_not_matched_as_substrings(task_id: str) -> None:
    """Property (d): a value the instruction gives exactly, written by the task into state, is matched
    exactly: the same text with one character more (or a number in a text with one digit more) fails."""
    tpl = all_templates()[task_id]
    exempt = EXACT_EXEMPT.get(task_id, {})
    for index in range(EN_INSTANCES):  # the oracle runs the suite plays anyway (3 in the full run)
        played = oracle_run(task_id, index)
        p = played.prep
        passed = [d for d, m in exact_value_mutations(tpl, played)
                  if not any(frag in d.split(":", 1)[0] for frag in exempt)
                  and judge(tpl, p.params, p.init, m, p.answers).goal_reached]
        assert not passed, f"instance {index}: values the judge matches as substrings or never reads: {passed}"


@pytest.mark.parametrize("task_id", QUERY)
def test_no_single_answer_passes_a_third_of_instances(task_id: str) -> None:
    tpl = all_templates()[task_id]
    n = 30
    expected = [prepare(Instance(tpl, i)).answers or {} for i in range(n)]
    fields = {f.id: f for f in tpl.answer_fields}

    def passes(cand: dict, want: dict) -> bool:
        for fid, f in fields.items():
            c, w = cand[fid], want[fid]
            if f.repeatable:
                if len(c) != len(w) or not all(match(f.matcher, str(a), b, f.precision) for a, b in zip(c, w, strict=True)):
                    return False
            elif not match(f.matcher, str(c), w, f.precision):
                return False
        return True

    best = max(sum(passes(c, w) for w in expected) for c in expected)
    assert best <= n // 3, f"one answer passes {best} of {n} instances"


# ---- the same properties on a Chinese phone (templates whose apps are all translated) ----------------
ZH_TEMPLATES = sorted(t for t, tpl in all_templates().items() if not set(tpl.apps) & PENDING_ZH)
#: the templates whose oracle plays on a Chinese phone in ``make test`` (all of them in the full run)
ZH_PLAYED = ZH_TEMPLATES if FULL else [t for t in ZH_TEMPLATES if zlib.crc32(t.encode()) % 2 == 0]
#: fewer instances than in English: the suite must stay fast on 2 cores
ZH_INSTANCES = 2 if FULL else 1


@pytest.mark.parametrize("task_id", ZH_PLAYED)
def test_oracle_passes_cleanly_in_chinese(task_id: str) -> None:
    tpl = all_templates()[task_id]
    for index in range(ZH_INSTANCES):
        r = run_episode(Instance(tpl, index), OracleAgent(), screenshots=False, locale="zh-CN").result
        assert r["locale"] == "zh-CN" and r["termination"] == tpl.ends_with, r.get("traceback") or r
        failed = [c for c in r["checks"] if not c["passed"]]
        assert r["success"] and r["goal_reached"], f"instance {index}: failed checks {failed}"
        assert r["side_effects"] == [] and r["invalid_steps"] == 0, r["side_effects"]


@pytest.mark.parametrize("task_id", ZH_TEMPLATES)
def test_idle_agent_gets_nothing_in_chinese(task_id: str) -> None:
    r = run_episode(Instance(all_templates()[task_id], 0), IdleAgent(), screenshots=False, locale="zh-CN").result
    assert not r["success"] and r["progress"] == 0.0 and r["side_effects"] == []


@pytest.mark.parametrize("task_id", ZH_TEMPLATES)
def test_chinese_instructions(task_id: str) -> None:
    """Every template of a translated app speaks Chinese: 2+ variants in Chinese over the same params,
    and AnswerSheet fields labelled in Chinese."""
    tpl = all_templates()[task_id]
    assert len(tpl.instructions_zh) >= 2, f"{task_id}: add instructions_zh (docs/locales.md)"
    prep = prepare(Instance(tpl, 0), locale="zh-CN")
    shown = tpl.localize(prep.params, "zh-CN")
    for i, text in enumerate(tpl.instructions_zh):
        assert any("\u4e00" <= ch <= "\u9fff" for ch in text), text
        assert tpl.instruction(prep.params, i, "zh-CN") == text.format(**shown)
    assert prep.instruction in {deliver(tpl, tpl.instruction(prep.params, i, "zh-CN"), prep.init, "zh-CN")
                                for i in range(len(tpl.instructions_zh))}
    for f in tpl.answer_fields:
        assert f.label_zh and (f.hint_zh or not f.hint), f"{task_id}: field {f.id} needs label_zh / hint_zh"
        assert f.sheet("zh-CN")["label"] == f.label_zh


def test_sampling_is_deterministic_and_varies() -> None:
    seen = {}
    for task_id, tpl in all_templates().items():
        a = prepare(Instance(tpl, 0))
        b = prepare(Instance(tpl, 0))
        assert (a.params, a.instruction, a.init) == (b.params, b.instruction, b.init), task_id
        seen[task_id] = {str(a.params)} | {str(prepare(Instance(tpl, i)).params) for i in (1, 2)}
    varying = [t for t, v in seen.items() if len(v) > 1]
    assert len(varying) >= len(seen) // 2, "most templates vary their parameters across seeds"
