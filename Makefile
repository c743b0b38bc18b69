# cardtable: `make play` and `make test` set everything up on a fresh machine (Python 3.11+).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
DEPS := $(VENV)/.pyproject-sha256
PYTEST_WORKERS ?= auto

.PHONY: play test setup bench screenshots browser-shots lint simulate clean fuzz serve

# `make play` installs only what playing needs; the test tools come with `make test`/`make setup`.
play: $(STAMP)
	@echo "Starting cardtable (Ctrl+Q quits)..."
	$(BIN)/cardtable

# `make serve`: the suite in a browser (the web extra: textual-serve); it prints the address to open
# (SERVE_ARGS="--port 8080" passes options).
WEB_STAMP := $(VENV)/.installed-web
serve: $(WEB_STAMP)
	$(BIN)/cardtable serve $(SERVE_ARGS)

$(WEB_STAMP): $(STAMP)
	@echo "Installing the web extra (textual-serve) into $(VENV)/..."
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[web]"
	@touch $(WEB_STAMP)

test: $(TEST_STAMP)
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS) -q

setup: $(TEST_STAMP)

# The install stamps follow what pyproject.toml says, not when it was written: a clone or a
# checkout gives every file the time it was written out, so comparing times reinstalled everything
# for nothing (and a copy keeping older times would miss a real change). $(DEPS) holds the file's
# hash and is rewritten only when the hash changes; the stamps depend on it.
.PHONY: FORCE
$(DEPS): FORCE
	@mkdir -p $(VENV)
	@sum=$$($(PYTHON) -c 'import hashlib; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())'); \
	test "$$(cat $@ 2>/dev/null)" = "$$sum" || echo "$$sum" > $@

define NEW_VENV
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "cardtable needs Python 3.11 or newer (set PYTHON=python3.11)")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
endef

$(STAMP): $(DEPS)
	@echo "First run: setting up cardtable in $(VENV)/ (a private Python environment; about 30 s, once)..."
	$(NEW_VENV)
	@echo "  installing cardtable and what it needs to run (textual, rich, pydantic, PyYAML, platformdirs)..."
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e .
	@touch $(STAMP)
	@echo "  done."

# The test tools with cardtable in one install (a fresh clone installs once, not twice).
$(TEST_STAMP): $(DEPS)
	@echo "Setting up cardtable and the test tools (pytest, hypothesis, pytest-textual-snapshot...) in $(VENV)/..."
	$(NEW_VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[test]"
	@touch $(STAMP) $(TEST_STAMP)

# Nightly: every fuzzer with its large budget (tests/fuzz/budget.py) on FUZZ_WORKERS workers, then
# one line per fuzzer with its count against the target, and the time taken (exit 1 if any failed).
# Failures are named at the end (-rfE) and in FUZZ_COUNTS/junit.xml. A run may be cut in parts
# (FUZZ_TESTS=<test ids or files>, or FUZZ_PART=i/n: every n-th storm batch; each part with its own
# FUZZ_COUNTS) and the parts summed:
# `python tests/fuzz/report.py DIR1 DIR2 ...`.
# FUZZ_BUDGET=N plays N percent of the nightly budget (every fuzzer, each held to N% of its target):
# `make fuzz FUZZ_BUDGET=1` runs every fuzzer in a few minutes (README, "Fuzzing").
FUZZ_WORKERS ?= 2
FUZZ_TESTS ?= tests/fuzz
FUZZ_COUNTS ?= .fuzz-counts
FUZZ_PART ?= 0/1
FUZZ_BUDGET ?= 100
fuzz: $(TEST_STAMP)
	rm -rf $(FUZZ_COUNTS)
	@mkdir -p $(FUZZ_COUNTS); start=$$(date +%s); status=0; \
	CARDTABLE_FUZZ=nightly CARDTABLE_FUZZ_PART=$(FUZZ_PART) CARDTABLE_FUZZ_COUNTS=$(abspath $(FUZZ_COUNTS)) \
	CARDTABLE_FUZZ_BUDGET=$(FUZZ_BUDGET) \
		$(BIN)/python -m pytest -n $(FUZZ_WORKERS) --dist worksteal -q -rfE \
		--junit-xml=$(FUZZ_COUNTS)/junit.xml $(FUZZ_TESTS) || status=1; \
	$(BIN)/python tests/fuzz/report.py $(FUZZ_COUNTS) --budget $(FUZZ_BUDGET) \
		--seconds $$(( $$(date +%s) - start )) || status=1; \
	exit $$status

bench: $(TEST_STAMP)
	$(BIN)/python bench/run_all.py

screenshots: $(STAMP)
	$(BIN)/cardtable screenshots --out screenshots

# The browser pictures (screenshots/browser-*.png) come from the browser tests; `make test` saves
# them in a temp folder, this target into screenshots/ (needs Chromium and the web extra).
browser-shots: $(TEST_STAMP)
	CARDTABLE_BROWSER_SHOTS=screenshots $(BIN)/python -m pytest tests/web -n 0 -q

simulate: $(STAMP)
	$(BIN)/cardtable simulate lux-nova --games 1000 --json

# The code-health gate (also run by .ci/run before the tests): lint rules, formatting, types.
lint: $(TEST_STAMP)
	$(BIN)/ruff check cardtable tests bench
	$(BIN)/ruff format --check cardtable tests bench
	$(BIN)/mypy cardtable
	$(BIN)/mypy --strict cardtable/engine

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis .fuzz-counts
