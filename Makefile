# cardtable: `make play` and `make test` set everything up on a fresh machine (Python 3.11+).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PYTEST_WORKERS ?= auto

.PHONY: play test setup bench screenshots lint simulate clean fuzz

play: $(STAMP)
	$(BIN)/cardtable

test: $(STAMP)
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS) -q

setup: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "cardtable needs Python 3.11 or newer (set PYTHON=python3.11)")'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

# Nightly: every fuzzer with its large budget (tests/fuzz/budget.py), then the case counts.
fuzz: $(STAMP)
	rm -rf .fuzz-counts
	CARDTABLE_FUZZ=nightly CARDTABLE_FUZZ_COUNTS=$(CURDIR)/.fuzz-counts $(BIN)/python -m pytest -n $(PYTEST_WORKERS) -q tests/fuzz
	$(BIN)/python tests/fuzz/report.py .fuzz-counts

bench: $(STAMP)
	$(BIN)/python bench/run_all.py

screenshots: $(STAMP)
	$(BIN)/cardtable screenshots --out screenshots

simulate: $(STAMP)
	$(BIN)/cardtable simulate lux-nova --games 1000 --json

lint: $(STAMP)
	$(BIN)/python -m compileall -q cardtable tests bench

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis .fuzz-counts
