# Marengo: the two commands a newcomer needs are `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run run-compiled test lint bench bench-compiled bench-scale demo compiled clean postgres

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

# The tests start a PostgreSQL server of their own (tools/pgserver.py) from Debian's package,
# installed here when its binaries are missing (as root, as CI runs; otherwise through sudo).
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || { \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends postgresql; }

test: lint postgres
	$(BIN)/pytest -n 2

bench: $(STAMP)
	$(BIN)/python -m tools.bench

bench-scale: $(STAMP) postgres
	$(BIN)/python -m tools.bench_bot --scale

demo: $(STAMP)
	$(BIN)/python -m tools.demo

# Opt-in: the core and the five games compiled with mypyc in build/compiled/, a rewritten copy of the
# checkout (about 9 min of one core); the sources stay pure Python and `make run` does not use the build.
# `make test` builds a copy of its own and checks it (tests/tools/test_compiled_build.py). Run from
# build/compiled; check it plays as the pure run does (the two files must be identical):
#   .venv/bin/python -m tools.golden pure.json
#   cd build/compiled && ../../.venv/bin/python -m tools.golden ../../compiled.json
# On 2026-11-29 (engine/README.md, "The compiled build"): steps 1.3-1.6x faster, copies 1.2-1.5x,
# 1,000 playouts 1.35-1.55x, golden identical; since the draws in halves, Final constants and written-out
# __init__s, 1,000 playouts take 0.2-0.5 s in every game (`make bench-compiled`).
compiled: $(STAMP)
	$(BIN)/python -m tools.mypyc_build
	touch build/compiled/.built

# The bot on the compiled build, built again first when a tracked file changed since: the AI's search
# reaches about 1.3-2x the playouts in its time (engine/README.md, "The compiled build"). The .env and
# the database are the working directory's, as with `make run` (-P: the checkout's own pure modules
# are not put first).
build/compiled/.built: $(wildcard $(shell git ls-files 2>/dev/null))
	$(MAKE) compiled

run-compiled: $(STAMP) build/compiled/.built
	PYTHONPATH=build/compiled $(BIN)/python -P -m bot

# `make bench` on the compiled build (its first line says which engine ran)
bench-compiled: $(STAMP) build/compiled/.built
	PYTHONPATH=build/compiled $(BIN)/python -P -m tools.bench

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
