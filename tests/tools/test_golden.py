"""``python -m tools.golden``: the same file from two runs, and digests that tell games apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import Action
from engine.core.game import Step
from engine.examples.duel.game import Duel, DuelState
from tools import golden


def test_two_runs_write_the_same_file(tmp_path: Path) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    for out in (first, second):
        assert golden.main([str(out), "--games", "duel", "sealed", "--seeds", "1", "2"]) == 0
    assert first.read_bytes() == second.read_bytes()
    found = json.loads(first.read_text(encoding="utf-8"))
    assert set(found) == {"duel", "sealed"}
    assert set(found["duel"]) == {"1", "2"}


def test_each_seed_has_a_digest_of_its_own() -> None:
    digests = {golden.play(Duel(), seed)["digest"] for seed in range(1, 6)}
    assert len(digests) == 5


def test_a_game_that_plays_differently_changes_the_digest() -> None:
    class Hurried(Duel):
        def apply(self, state: DuelState, seat: str, action: Action, **flags: bool) -> Step:
            done = super().apply(state, seat, action, **flags)
            state.step += 1  # one field more than the rules say
            return done

    assert golden.play(Hurried(), 1) != golden.play(Duel(), 1)


def test_the_steps_stop_where_asked() -> None:
    assert golden.play(Duel(), 1, steps=3)["steps"] == 3


def test_the_ai_s_choices_are_part_of_the_digest(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(golden, "SEARCH_EVERY", 2)
    searched = golden.play(Duel(), 1)
    monkeypatch.setattr(golden, "_searched", lambda game, state, seed: "pass")
    assert golden.play(Duel(), 1)["digest"] != searched["digest"]
