# Marengo: the two commands a newcomer needs are `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint bench demo clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m bot

# The layers (engine < i18n < images < bot < tools; fakediscord for tools and tests only) are import-linter
# contracts in pyproject.toml; mypy is strict on every package.
PACKAGES := engine i18n images bot tools fakediscord

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	$(BIN)/mypy $(PACKAGES)

test: lint
	$(BIN)/pytest -n 2

bench: $(STAMP)
	$(BIN)/python -m tools.bench

demo: $(STAMP)
	$(BIN)/python -m tools.demo

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
