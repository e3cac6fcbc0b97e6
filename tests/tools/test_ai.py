"""The AI's levels (``engine.core.levels``, timed by ``tools/ai.py``) and the AI matchup
(``python -m tools.matchup GAME --ai``), with tiny budgets: what they measure is a benchmark's
business."""

from __future__ import annotations

import pytest

import engine
from engine.core.agent import RANDOM, Scripted, info_for
from engine.core.levels import PLAYOUTS, best_scripted, guided, level_agent
from engine.core.rng import Rng
from engine.core.search import Search
from tools import ai, matchup


@pytest.mark.parametrize("key", ["napoleon21", "napoleon1815", "gustav"])
def test_easy_is_the_strongest_scripted_player_of_every_seat(key: str) -> None:
    game = engine.find_game(key)
    for seat in game.seats(game.resolve_options(None)):
        easy = ai.agent(key, seat, "easy")
        first = next(iter(game.scripted(seat).values()))
        assert isinstance(easy, Scripted) and easy is first is best_scripted(game, seat)


def test_the_strongest_comes_first() -> None:
    game = engine.find_game("napoleon21")
    assert [best_scripted(game, seat).name for seat in ("france", "allies")] == ["aggressive", "counter"]
    game = engine.find_game("napoleon1815")
    assert [best_scripted(game, seat).name for seat in ("france", "allies")] == ["aggressive", "hold"]


def test_a_template_without_scripted_players_plays_randomly_when_easy_and_searches_by_its_own_policy() -> (
    None
):
    duel = engine.example("duel")
    assert ai.agent("duel", "red", "easy") is RANDOM
    assert guided(duel) is None
    searching = level_agent(duel, "red", "normal")
    assert isinstance(searching, Search) and searching.policy is None


def test_a_level_without_a_clock_searches_its_playouts_or_the_budget_given() -> None:
    game = engine.find_game("gustav")
    normal, hard, fixed = (
        level_agent(game, "imperial", "normal"),
        level_agent(game, "imperial", "hard"),
        level_agent(game, "imperial", "normal", playouts=7),
    )
    assert isinstance(normal, Search) and normal.playouts == PLAYOUTS["normal"] and normal.until is None
    assert isinstance(hard, Search) and hard.playouts == PLAYOUTS["hard"] > normal.playouts
    assert isinstance(fixed, Search) and fixed.playouts == 7 and fixed.policy is not None
    with pytest.raises(ValueError, match="level"):
        level_agent(game, "imperial", "brutal")


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


def test_the_ai_matchup_plays_the_scenario_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[str | None] = []

    def fake_play(
        game: object, players: object, seed: int, scenario: str | None, options: object
    ) -> tuple[None, int]:
        played.append(scenario)
        return None, 0

    monkeypatch.setattr(matchup, "play", fake_play)
    matchup.ai_series("duel", 2, matchup.Budget(playouts=1), versus=("random",), scenario="long")
    assert played and set(played) == {"long"}
