"""The AI's levels (``tools/ai.py``) and the AI matchup (``python -m tools.matchup GAME --ai``), with
tiny budgets: what they measure is a benchmark's business."""

from __future__ import annotations

import pytest

import engine
from engine.core.agent import RANDOM, Scripted, info_for
from engine.core.rng import Rng
from engine.core.search import Search
from tools import ai, matchup


@pytest.mark.parametrize("key", sorted(engine.TITLES))
def test_easy_is_the_best_scripted_player_of_every_seat(key: str) -> None:
    game = engine.find_game(key)
    for seat in game.seats(game.resolve_options(None)):
        easy = ai.agent(key, seat, "easy")
        assert isinstance(easy, Scripted) and easy.name in ai.BEST[key].values()


def test_a_template_without_scripted_players_plays_randomly_when_easy() -> None:
    assert ai.agent("duel", "red", "easy") is RANDOM


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_search_until_their_time_is_up(level: str) -> None:
    searching = ai.agent("duel", "red", level)
    assert isinstance(searching, Search) and searching.until is not None
    spent = Search(playouts=1000, until=ai.timed(0.0))
    game = engine.example("duel")
    state = game.setup(1)
    visits = spent.visits(info_for(game, state, game.to_act(state)[0], Rng(1)))
    assert visits == {}  # no time at all: not one playout


def test_the_ai_matchup_prints_its_win_rates(capsys: pytest.CaptureFixture[str]) -> None:
    assert matchup.main(["duel", "--ai", "--games", "2", "--playouts", "4"]) == 0
    out = capsys.readouterr().out
    assert "duel.ai_win_rate_vs_random" in out and '"seat": "blue"' in out
