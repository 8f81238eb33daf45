# mgym: `make demo` and `make test` set up everything they need (idempotent).
PY      ?= python3.11
VENV    ?= .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed
LOCK    := requirements.lock
APT_PKGS := chromium chromium-headless-shell fonts-roboto fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji

.PHONY: setup system venv lock demo tour test test-full test-rl lint perf serve clean i18n

setup: system venv

# Debian packages: Chromium (driven by Playwright via executable_path) and the pinned fonts.
system:
	@missing=""; for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

venv: $(STAMP)

# The venv is made from nothing (--clear) whenever the lock or pyproject.toml changes, and holds exactly
# requirements.lock (pip first, at its locked version; the lock is the whole closure, so without resolving),
# then mgym itself without dependencies; pip check (scripts/lock.py --pip-check: only the left-out
# requirements of scripts/lock.py's NO_DEPS allowed) fails when pyproject.toml asks for something the lock
# lacks (run `make lock`).
$(STAMP): $(LOCK) pyproject.toml
	@command -v $(PY) >/dev/null 2>&1 || { echo "need $(PY)"; exit 1; }
	$(PY) -m venv --clear $(VENV)
	$(BIN)/python -m pip install -q "$$(grep -E '^pip==' $(LOCK))"
	$(BIN)/python -m pip install -q --no-deps -r $(LOCK)
	$(BIN)/python -m pip install -q --no-deps -e .
	$(BIN)/python scripts/lock.py --pip-check
	$(BIN)/python -m bench.rl.autoregister install
	touch $(STAMP)

# Re-resolve every dependency in a throwaway venv and rewrite requirements.lock (scripts/lock.py).
lock:
	$(PY) scripts/lock.py

# The main job: the oracle agent over every task on 2 seeds, in parallel, with the HTML report
# (`make demo LOCALE=zh-CN` plays it on Chinese phones with Chinese instructions).
LOCALE ?= en
demo: setup
	rm -rf runs/demo
	$(BIN)/mgym bench --agent oracle --seeds 2 --parallel 4 --locale $(LOCALE) --out runs/demo

# A walk through the system apps by taps: screenshots, state diff and a contact sheet.
tour: setup
	$(BIN)/python -m mgym.demo demo-out

# Tests run on $(TEST_WORKERS) pytest-xdist worker processes, each with its own Chromium.
TEST_WORKERS ?= 2
test: setup
	$(BIN)/python -m pytest -n $(TEST_WORKERS)

# Every template's oracle on 3 English and 2 Chinese instances and its other-instance check (make test
# plays 1 English instance, and for half of the templates 1 Chinese one, for the other half the check).
test-full: setup
	MGYM_SUITE=full $(BIN)/python -m pytest -n $(TEST_WORKERS)

# TRL's GRPOTrainer against mgym's phone (tests/bench/rl/test_trl.py, which `make test` skips without TRL):
# a second venv, .venv-rl, made from nothing whenever its lock or pyproject.toml changes, holding exactly
# requirements-rl.lock (the main lock's closure plus trl, transformers, accelerate, datasets and CPU torch;
# see its header), then mgym without dependencies. The tests build a tiny random Qwen3-VL model, its
# tokenizer and processor in code (nothing is downloaded) and run GRPO with screenshots end to end.
RL_VENV  := .venv-rl
RL_LOCK  := requirements-rl.lock
RL_STAMP := $(RL_VENV)/.installed

$(RL_STAMP): $(RL_LOCK) pyproject.toml
	@command -v $(PY) >/dev/null 2>&1 || { echo "need $(PY)"; exit 1; }
	$(PY) -m venv --clear $(RL_VENV)
	$(RL_VENV)/bin/python -m pip install -q "$$(grep -E '^pip==' $(RL_LOCK))"
	$(RL_VENV)/bin/python -m pip install -q --no-deps -r $(RL_LOCK)
	$(RL_VENV)/bin/python -m pip install -q --no-deps -e .
	$(RL_VENV)/bin/python scripts/lock.py --pip-check --rl
	touch $(RL_STAMP)

test-rl: system $(RL_STAMP)
	$(RL_VENV)/bin/python -m pytest -rP tests/bench/rl/test_trl.py tests/bench/rl/test_adapters.py tests/bench/rl/test_verl.py

# Message catalogues: extract msgids (mgym.i18n.extract: Python by its ast reader, templates by Jinja2's
# extractor), merge them into each locale's .po (Babel), check translations.
i18n: setup
	$(BIN)/python scripts/i18n.py update
	$(BIN)/python scripts/i18n.py check

lint: setup
	$(BIN)/ruff check mgym bench tests
	$(BIN)/mypy mgym bench

perf: setup
	$(BIN)/python -m mgym.perf
	$(BIN)/python -m bench.perf

serve: setup
	$(BIN)/mgym serve

clean:
	rm -rf $(VENV) $(RL_VENV) demo-out .pytest_cache .mypy_cache .ruff_cache
