"""Age of Napoleon's scripted players: they decide from their view alone, finish games, and beat random play
as the Coalition (the balance figures are in engine/ageofnapoleon/DATA.md)."""

from __future__ import annotations

from engine import find_game
from engine.core.agent import RANDOM, info_for
from engine.core.rng import Rng
from tools.ageofnapoleon_strategies import GENERAL, series


def test_the_general_finishes_games_against_itself() -> None:
    out = series(3, {"french": GENERAL, "coalition": GENERAL})
    wins = out["wins"]
    assert out["games"] == 3 and isinstance(wins, dict) and sum(wins.values()) == 3


def test_random_play_loses_to_the_general() -> None:
    # almost always: since the owner chooses his battle losses (the commander no longer falls first), a random
    # French player may outlast the Coalition to 1815 now and then (seed 2: a French win on time)
    out = series(4, {"french": RANDOM, "coalition": GENERAL})
    wins = out["wins"]
    assert isinstance(wins, dict) and wins.get("coalition", 0) >= 3


def test_the_general_reads_only_its_view() -> None:
    game = find_game("ageofnapoleon")
    state = game.setup(5)
    seat = game.to_act(state)[0]
    chosen = GENERAL.choose(info_for(game, state, seat, Rng(1)))
    twin = game.determinize(state, seat, 77)
    assert GENERAL.choose(info_for(game, twin, seat, Rng(1))) == chosen
