"""Every secret a task needs is given or findable (issue 24, property 7).

* **The Wallet's payment password.** A template whose oracle types it on Wallet's PIN pad declares
  ``"wallet_password"`` in ``secrets``, so that :func:`bench.protocol.deliver` states it (read from
  the phone) once, in both locales; its own instruction variants do not repeat it.
* **Meeting and Wi-Fi passwords.** What the oracle types into a field asking for an existing
  password is in the instruction, or on the phone where its owner would look (a text, a calendar
  note, a note).

The oracle of instance 0 is played on an English phone; a step that taps Wallet's PIN pad (the
``pin.key`` trigger on a Wallet screen) counts as entering the password. In ``make test`` only the
templates that can reach that pad are played for it: those of Wallet's apps, and those whose code
reaches a function that taps ``pin.key`` (found by reading the task modules' syntax trees; a test
checks that this finds every ``pin.key`` in them); and for typed passwords, the templates whose code
speaks of passwords. ``make test-full`` plays every template."""

from __future__ import annotations

import ast
import inspect
import json
import os
import re
import textwrap
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bench.agents import OracleAgent
from bench.episode import prepare
from bench.protocol import secret_sentences
from bench.task import Instance, TaskTemplate
from bench.tasks import all_templates
from mgym import actions as A

FULL = os.environ.get("MGYM_SUITE") == "full"
TASKS = Path(__file__).resolve().parents[2] / "bench" / "tasks"
PIN_TRIGGER = "pin.key"
#: templates whose own words state the password, because the task is about it: the secret is part
#: of the goal (the old password to change, the two candidates to try in order), so it is not declared
STATES_ITS_OWN_PASSWORD = {"wallet.ChangePassword", "wallet.WrongThenRightPin"}


# ---- which templates can reach Wallet's PIN pad ----------------------------------------------------
def _functions(tree: ast.AST) -> list[ast.FunctionDef]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]


def _names(fn: ast.FunctionDef) -> set[str]:
    """The names a function's body refers to (called helpers, ``self.method``)."""
    out: set[str] = set()
    for n in ast.walk(fn):
        if isinstance(n, ast.Name):
            out.add(n.id)
        elif isinstance(n, ast.Attribute):
            out.add(n.attr)
    return out


def _taps_pin(fn: ast.FunctionDef) -> bool:
    return any(isinstance(n, ast.Constant) and n.value == PIN_TRIGGER for n in ast.walk(fn))


@cache
def pin_functions() -> frozenset[str]:
    """Names of the module-level functions in bench/tasks that tap a PIN pad, directly or through
    another such function (matched by name, so a name shared with an unrelated function only widens
    the set). Methods are not followed by name: a template's own methods are read in
    :func:`reaches_pin`."""
    fns = [fn for path in sorted(TASKS.rglob("*.py")) for fn in ast.parse(path.read_text()).body
           if isinstance(fn, ast.FunctionDef)]
    found = {fn.name for fn in fns if _taps_pin(fn)}
    while True:
        more = {fn.name for fn in fns if fn.name not in found and _names(fn) & found}
        if not more:
            return frozenset(found)
        found |= more


def reaches_pin(tpl: TaskTemplate) -> bool:
    """Whether a method of the template's classes (its oracle and its helpers, inherited ones too)
    taps a PIN pad or calls a function that does."""
    for cls in type(tpl).__mro__:
        if cls.__module__.startswith("bench.tasks."):
            tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
            if any(_taps_pin(fn) or _names(fn) & pin_functions() for fn in _functions(tree)):
                return True
    return False


#: the templates played (every template in the full run)
CANDIDATES = sorted(t for t, tpl in all_templates().items() if FULL or "wallet" in tpl.apps or reaches_pin(tpl))


def test_every_pin_pad_tap_is_found() -> None:
    """The restriction misses nothing: every ``pin.key`` in the task modules is a literal inside a
    function or method the syntax-tree search reads, and every template that reaches one is played."""
    for path in sorted(TASKS.rglob("*.py")):
        text = path.read_text()
        in_text = len(re.findall(re.escape(PIN_TRIGGER), text))
        read = [fn for fn in _functions(ast.parse(text)) if fn.col_offset > 0 or fn.name in pin_functions()]
        in_functions = len({id(n) for fn in read for n in ast.walk(fn)
                            if isinstance(n, ast.Constant) and n.value == PIN_TRIGGER})
        assert in_functions >= in_text, f"{path}: a {PIN_TRIGGER!r} outside any function the search finds"
    assert {"pay", "pay_in_wallet", "enter_pin"} <= pin_functions()
    missed = [t for t, tpl in all_templates().items() if reaches_pin(tpl) and t not in CANDIDATES]
    assert not missed


# ---- playing the oracle ---------------------------------------------------------------------------
#: the placeholders of fields that ask for a password the owner already has (not one being chosen)
PASSWORD_FIELDS = {"Meeting password", "Password"}
#: templates whose code speaks of passwords (meeting and Wi-Fi passwords among them)
PASSWORD_TEMPLATES = sorted(t for t, tpl in all_templates().items() if FULL or any(
    re.search("password|密码", inspect.getsource(c), re.IGNORECASE)
    for c in type(tpl).__mro__ if c.__module__.startswith("bench.tasks.")))


@dataclass
class Play:
    """What the oracle of one instance did that needs a secret."""

    instruction: str
    init: dict[str, Any]
    #: it tapped Wallet's PIN pad
    wallet_pin: bool = False
    #: what it typed into fields asking for an existing password
    typed: list[str] = field(default_factory=list)


def _field_at(obs: Any, x: float, y: float) -> Any:
    return next((e for e in obs.ui if e.editable and e.bounds[0] <= x <= e.bounds[2] and e.bounds[1] <= y <= e.bounds[3]),
                None)


@cache
def play(task_id: str, index: int = 0) -> Play:
    """The oracle's episode on an English phone, watched for the secrets it uses."""
    tpl = all_templates()[task_id]
    prep = prepare(Instance(tpl, index))
    agent = OracleAgent()
    agent.reset(prep.instruction)
    agent.brief(tpl, prep.params)
    out = Play(prep.instruction, prep.init)
    obs = prep.session.observe(screenshot=False)
    for _ in range(tpl.step_budget):
        action = A.parse_action(agent.act(obs))
        if isinstance(action, A.Type) and action.x is not None and action.y is not None:
            target = _field_at(obs, action.x, action.y)
            if target is not None and target.hint in PASSWORD_FIELDS:
                out.typed.append(action.text)
        app = obs.app
        obs = prep.session.step(action, screenshot=False)
        out.wallet_pin |= app == "wallet" and obs.info.get("hit") == PIN_TRIGGER
        if action.action in A.TERMINAL:
            assert action.action == tpl.ends_with, f"{task_id}: the oracle ended with {action.action}"
            return out
    raise AssertionError(f"{task_id}: the oracle did not finish within {tpl.step_budget} steps")


@pytest.mark.parametrize("task_id", CANDIDATES)
def test_the_payment_password_is_given(task_id: str) -> None:
    """A template whose oracle types the Wallet password declares it (unless its own words state it,
    see :data:`STATES_ITS_OWN_PASSWORD`); the delivered instruction states it once, in both locales.
    Where the oracle can reach the PIN pad but does not pay on instance 0 (no fare difference to
    pay, a balance too low to buy), the first 6 instances are played."""
    tpl = all_templates()[task_id]
    declared = "wallet_password" in tpl.secrets
    instances = range(6) if reaches_pin(tpl) else range(1)
    if not any(play(task_id, i).wallet_pin for i in instances):
        assert not declared, f"{task_id} declares the Wallet password, but its oracle never types it"
        return
    if task_id in STATES_ITS_OWN_PASSWORD:
        assert not declared, f"{task_id} states its own passwords; declaring one would give the task away"
    else:
        assert declared, f'{task_id}: its oracle types the Wallet password; declare secrets = ("wallet_password",)'
    for locale in ("en", "zh-CN"):
        prep = prepare(Instance(tpl, 0), locale=locale)
        password = str(prep.init["apps"]["wallet"]["password"])
        assert password in prep.instruction, f"{task_id} ({locale}): the password is not in {prep.instruction!r}"
        if declared:
            said = secret_sentences(tpl.secrets, prep.init, locale)
            assert all(s in prep.instruction for s in said)
            own = [v for v in tpl.variants(locale) if password in v]
            assert not own, f"{task_id} ({locale}): the protocol states the password; drop it from {own}"


def _visible(state: dict[str, Any]) -> str:
    """The phone's state as its owner can read it, less the records that hold the secrets themselves
    (the meetings Meet knows, the Wi-Fi networks' stored passwords)."""
    apps = {k: v for k, v in state.get("apps", {}).items() if k != "meeting"}
    os_ = {k: v for k, v in state.get("os", {}).items() if k != "wifi"}
    return json.dumps({"apps": apps, "os": os_}, ensure_ascii=False)


@pytest.mark.parametrize("task_id", PASSWORD_TEMPLATES)
def test_typed_passwords_are_given_or_findable(task_id: str) -> None:
    """A meeting or Wi-Fi password the oracle types is in the instruction, or on the phone where its
    owner would look (a text, a calendar note, a note)."""
    played = play(task_id)
    hidden = [pw for pw in played.typed if pw not in played.instruction and pw not in _visible(played.init)]
    assert not hidden, f"{task_id}: the oracle types {hidden}, given neither in the instruction nor on the phone"
