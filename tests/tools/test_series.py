"""A series of the AI kept game by game (tools/series.py, ``tools.matchup --games-file``): played in
parts, it comes to what it comes to played at once; games of another engine (its Python code) are not counted."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.core import Game, Result
from engine.core.agent import Agent
from tools import matchup, series

KEY = series.Key("duel", None, "red", "ai_vs_random", "2 playouts, depth 20, scripted playouts", "", "abc")


def _series(games: int, kept: Path | None) -> list[dict[str, object]]:
    budget = matchup.Budget(playouts=2)
    return matchup.ai_series("duel", games, budget, seed=3, versus=("random",), games_file=kept)


def test_a_series_played_in_two_parts_is_the_series_played_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = tmp_path / "games.jsonl"
    at_once = _series(4, None)
    _series(2, kept)
    played: list[int] = []
    play = matchup.play

    def counted(
        game: Game[Any, Any], players: Mapping[str, Agent], seed: int, scenario: str | None, options: None
    ) -> tuple[Result | None, int]:
        played.append(seed)
        return play(game, players, seed, scenario, options)

    monkeypatch.setattr(matchup, "play", counted)
    in_parts = _series(4, kept)
    rates = ("ai_vs_random", "random_vs_random", "decisions")
    assert [{k: line[k] for k in rates} for line in in_parts] == [
        {k: line[k] for k in rates} for line in at_once
    ]
    assert set(played) == {5, 6}  # the seeds the first part had not played, in each series
    seeds = [
        (line["seat"], line["versus"], line["seed"])
        for line in map(json.loads, kept.read_text().splitlines())
    ]
    assert len(seeds) == len(set(seeds)) == 2 * 2 * 4  # two seats, two opponents, seeds 3-6 once each


def test_a_game_counts_only_for_its_series_and_its_engine(tmp_path: Path) -> None:
    kept = tmp_path / "games.jsonl"
    series.Kept(kept, KEY).add(1, series.Played(True, 10, (5,)))
    series.Kept(kept, replace(KEY, engine="other")).add(2, series.Played(True, 10))
    series.Kept(kept, replace(KEY, seat="blue")).add(3, series.Played(False, 12))
    assert series.Kept(kept, KEY).played() == {1: series.Played(True, 10, (5,))}
    assert series.Kept(kept, replace(KEY, engine="other")).played().keys() == {2}


def test_a_partial_series_is_told_with_the_baseline_on_the_same_seeds(tmp_path: Path) -> None:
    kept = tmp_path / "games.jsonl"
    baseline = series.Kept(kept, replace(KEY, versus="random_vs_random"))
    for seed, won in ((1, True), (2, True), (3, False), (5, True), (9, False)):
        series.Kept(kept, KEY).add(seed, series.Played(won, 10, (7, 8)))
        baseline.add(seed, series.Played(not won, 10))
    (line,) = series.summaries(kept)
    assert line["games"] == 5 and line["seeds"] == "1-3, 5, 9" and line["wins"] == 3
    assert line["win_rate"] == 0.6 and line["baseline_wins"] == 2 and line["decisions"] == 10
    lines = [line for line in kept.read_text().splitlines() if '"seed": 9' not in line or '"ai_vs' in line]
    kept.write_text("\n".join(lines) + "\n")  # the baseline's game of seed 9 left out
    (line,) = series.summaries(kept)
    assert "baseline_wins" not in line  # not on the same seeds: not told


def test_the_engine_of_a_series_is_its_python_code_alone(tmp_path: Path) -> None:
    """A note or a catalog changed under ``engine/`` leaves a series going; a rule changed ends it."""

    def git(*args: str) -> None:
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=tmp_path, check=True)

    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "rules.py").write_text("LIMIT = 3\n")
    (tmp_path / "engine" / "DATA.md").write_text("# data\n")
    git("init", "-q")
    git("add", ".")
    git("commit", "-qm", "one")
    first = series.engine_of(tmp_path)
    (tmp_path / "engine" / "DATA.md").write_text("# data, measured\n")
    git("commit", "-qam", "a note")
    assert series.engine_of(tmp_path) == first
    (tmp_path / "engine" / "rules.py").write_text("LIMIT = 4\n")
    assert series.engine_of(tmp_path) == first + "+"
    copy = tmp_path / "build" / "compiled"  # a compiled copy built now, untracked inside the checkout
    copy.mkdir(parents=True)
    (copy / series.ENGINE_FILE).write_text(series.engine_of(tmp_path) + "\n")
    git("commit", "-qam", "a rule")
    assert series.engine_of(tmp_path) not in (first, first + "+", "unknown")
    assert series.engine_of(copy) == first + "+"  # the engine it was built from, not the checkout's HEAD
    (copy / series.ENGINE_FILE).unlink()
    assert series.engine_of(copy) == "unknown"  # a copy that does not say what it holds is not guessed
