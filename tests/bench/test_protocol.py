"""The answer protocol applied in one place (bench.protocol): every query instruction says where to
answer, in every phrasing and both locales; text mode judges the ``answer`` action's text with the
same matchers; secrets are stated; every entry point delivers the same instruction.

``make test`` checks a fixed sample of instances per template (``MGYM_SUITE=full``: 30)."""

from __future__ import annotations

import os
import zlib

import pytest

from bench.agents import OracleAgent
from bench.episode import prepare, run_episode
from bench.gym import MgymEnv
from bench.protocol import answer_sentence, deliver, format_text, parse_text
from bench.task import AnswerField, Instance
from bench.tasks import all_templates
from tests.i18n.test_catalogs import PENDING_ZH

FULL = os.environ.get("MGYM_SUITE") == "full"
INSTANCES = 30 if FULL else 2
QUERY = sorted(t for t, tpl in all_templates().items() if tpl.answer_fields)
#: the query templates whose oracle answers in text mode in ``make test`` (all of them in the full run)
TEXT_PLAYED = QUERY if FULL else [t for t in QUERY if zlib.crc32(t.encode()) % 4 == 0]
FIELDS = (AnswerField("month", "Month", label_zh="月份"), AnswerField("amount", "Amount", "number", "number",
                                                                     label_zh="金额"))
LIST = (AnswerField("names", "Names", repeatable=True, label_zh="名字"),)


def _locales(task_id: str) -> list[str]:
    return ["en"] if set(all_templates()[task_id].apps) & PENDING_ZH else ["en", "zh-CN"]


@pytest.mark.parametrize("task_id", QUERY)
def test_every_query_instruction_says_where_to_answer(task_id: str) -> None:
    """Property (a): the delivered instruction of every instance ends with the AnswerSheet sentence,
    and so does every phrasing of the template, in both locales."""
    tpl = all_templates()[task_id]
    for locale in _locales(task_id):
        sentence = answer_sentence(tpl.answer_fields, locale)
        for i in range(INSTANCES):
            prep = prepare(Instance(tpl, i), locale=locale)
            assert prep.instruction.endswith(sentence), (i, locale, prep.instruction)
            if i == 0:
                for v in range(len(tpl.variants(locale))):
                    text = deliver(tpl, tpl.instruction(prep.params, v, locale), prep.init, locale)
                    assert text.endswith(sentence) and text.count(sentence) == 1, text
                    assert deliver(tpl, tpl.instruction(prep.params, v, locale), prep.init, locale,
                                   "text").endswith(answer_sentence(tpl.answer_fields, locale, "text"))


def test_operate_instructions_get_no_answer_sentence() -> None:
    tpl = all_templates()["launcher.SwitchViaRecents"]
    prep = prepare(Instance(tpl, 0))
    assert not tpl.answer_fields and "AnswerSheet" not in prep.instruction
    assert prep.instruction in {tpl.instruction(prep.params, v) for v in range(len(tpl.instructions))}


@pytest.mark.parametrize("task_id", TEXT_PLAYED)
def test_the_oracle_answers_in_text_mode(task_id: str) -> None:
    """Text mode: the oracle says its answers with the answer action (no AnswerSheet), and the judge
    reads them with the field's matchers."""
    r = run_episode(Instance(all_templates()[task_id], 0), OracleAgent(), screenshots=False,
                    answer_mode="text").result
    assert r["answer_mode"] == "text" and r["termination"] == "complete", r.get("traceback") or r
    assert r["success"], [c for c in r["checks"] if not c["passed"]]
    assert len(r["answers"]) == 1


def test_text_mode_judges_the_text_not_the_sheet() -> None:
    """A wrong answer said as text fails; nothing said fails; the same sheet answer is ignored."""
    tpl = all_templates()[QUERY[0]]

    class Says:
        name, needs_screenshot = "says", False

        def __init__(self, text: str | None) -> None:
            self.text = text

        def reset(self, instruction: str) -> None:
            self.done = False

        def act(self, obs: object) -> dict:
            if self.text is not None and not self.done:
                self.done = True
                return {"action": "answer", "text": self.text}
            return {"action": "complete"}

    for said in ("certainly not the answer 123456789", None):
        r = run_episode(Instance(tpl, 0), Says(said), screenshots=False, answer_mode="text").result
        assert not r["success"] and r["termination"] == "complete"
    with pytest.raises(ValueError, match="answer mode"):
        prepare(Instance(tpl, 0), answer_mode="voice")  # type: ignore[arg-type]


def test_parse_text_reads_one_field_several_fields_and_lists() -> None:
    one = (FIELDS[0],)
    assert parse_text("  March 2026 ", one, "en") == {"month": ["March 2026"]}
    assert parse_text("Month: 2026-03\namount: $12.50\nnote: ignored", FIELDS, "en") == {
        "month": ["2026-03"], "amount": ["$12.50"]}
    assert parse_text("月份：2026年3月\n金额: 12.5", FIELDS, "zh-CN") == {"month": ["2026年3月"], "amount": ["12.5"]}
    assert parse_text("Names: Ann; Bo\nnames: Cy", LIST, "en") == {"names": ["Ann", "Bo", "Cy"]}
    assert parse_text("Ann, Bo", LIST, "en") == {"names": []}  # no label: nothing said for the field
    for fields, values in ((FIELDS, {"month": "2026-03", "amount": "4"}), (LIST, {"names": ["Ann", "Bo"]})):
        said = parse_text(format_text(values, fields, "en"), fields, "en")
        assert said == {k: v if isinstance(v, list) else [v] for k, v in values.items()}


def test_payment_secret_is_stated_from_the_phone() -> None:
    class Pays:
        secrets = ("wallet_password",)
        answer_fields = ()

    state = {"apps": {"wallet": {"password": "246810"}}}
    assert deliver(Pays(), "Buy it.", state, "en") == "Buy it. My Wallet payment password is 246810."
    assert "246810" in deliver(Pays(), "买下它。", state, "zh-CN")
    Pays.secrets = ("pin_of_the_moon",)
    with pytest.raises(ValueError, match="unknown secret"):
        deliver(Pays(), "Buy it.", state, "en")


def test_the_gym_env_delivers_the_same_instruction_and_judges_text_mode() -> None:
    task_id = QUERY[0]
    tpl = all_templates()[task_id]
    for mode in ("sheet", "text"):
        env = MgymEnv(task_id, obs_mode="text", answer_mode=mode)
        obs, _ = env.reset(seed=0)
        assert obs["instruction"] == prepare(Instance(tpl, 0), answer_mode=mode).instruction  # type: ignore[arg-type]
    agent = OracleAgent()
    agent.reset(env.instruction)
    agent.brief(tpl, env.params)
    from bench.protocol import oracle_answers

    with oracle_answers("text", tpl.answer_fields, env.locale):
        o = env.session.observe(screenshot=False)
        for _ in range(tpl.step_budget):
            action = agent.act(o)
            _, reward, terminated, truncated, info = env.step(action.to_dict())
            o = env._obs
            if terminated or truncated:
                break
    assert info["success"] and reward == 1.0
    with pytest.raises(ValueError, match="answer_mode"):
        MgymEnv(task_id, answer_mode="voice")
