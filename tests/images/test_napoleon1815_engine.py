"""Napoleon 1815 pictures of views the rules engine makes after random play, in every mode and seat:
valid PNGs, trays of blocks attached to their towns, every word from the catalogs, and pictures
that do not change when what the seat may not see is dealt again."""

from __future__ import annotations

from typing import Any, cast

import pytest

import engine
from engine.core import Game, GameState
from engine.napoleon1815.view import N1815View
from images import napoleon1815, render_board, render_sheets
from images.napoleon1815.board import stack_trays
from images.render import play_random
from tests.images.test_napoleon1815_board import check_attached, check_png, strict_words

__all__ = ["strict_words"]  # the fixture, shared with the hand-made views' tests

MODES = [
    {"players": players, "rules": rules} for players in ("2", "3") for rules in ("conscript", "grognard")
]
AnyGame = Game[Any, Any]


def _game() -> AnyGame:
    try:
        return engine.find_game("napoleon1815")
    except Exception as error:  # the engine is being ported to Contract 2
        pytest.skip(f"the napoleon1815 engine does not load yet: {error}")


def _view(game: AnyGame, state: GameState, seat: str | None) -> N1815View:
    return cast(N1815View, game.view(state, seat))


@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
@pytest.mark.parametrize(
    ("scenario", "seed", "steps"), [(None, 1, 40), ("waterloo", 2, 120), ("campaign", 3, 400)]
)
def test_random_states_render_for_every_seat(
    options: dict[str, str], scenario: str | None, seed: int, steps: int
) -> None:
    game = _game()
    state, _ = play_random(game, seed, steps, scenario=scenario, options=options)
    for seat in (None, *state.seats):
        view = _view(game, state, seat)
        check_png(render_board(view))
        check_attached(stack_trays(view, "en"))
        sheets = render_sheets(view)
        if seat is None:
            assert sheets == []
        else:
            assert [name for name, _ in sheets] == ["oob.png", "hand.png"]
            for _, png in sheets:
                check_png(png)


@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
def test_engine_views_draw_only_catalog_words(options: dict[str, str], strict_words: None) -> None:
    """The status, the log, the turn's label and every name the engine's views give are in the
    catalogs (the translator raises on anything missing)."""
    game = _game()
    state, _ = play_random(game, 21, 150, scenario="waterloo", options=options)
    for seat in (None, *state.seats):
        view = _view(game, state, seat)
        napoleon1815.board(view)
        napoleon1815.sheets(view)


@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
def test_finished_games_render(options: dict[str, str]) -> None:
    game = _game()
    state, _ = play_random(game, 31, 5000, options=options)
    assert game.result(state) is not None, "random play should finish a game within 5000 steps"
    view = _view(game, state, None)
    assert view["result"] is not None
    check_png(render_board(view))


@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
def test_pictures_do_not_change_when_hidden_things_are_redealt(options: dict[str, str]) -> None:
    """The leak check's view of it: a seat's pictures of a state, of a determinized state and of
    each perturbation the seat cannot see are equal."""
    game = _game()
    state, _ = play_random(game, 41, 120, scenario="waterloo", options=options)
    for seat in (None, *state.seats):
        mine = _view(game, state, seat)
        board, sheets = napoleon1815.board(mine), napoleon1815.sheets(mine)
        others = [game.determinize(state, seat, 7), *game.perturbations(state, seat, 7)]
        for other in others:
            theirs = _view(game, other, seat)
            assert napoleon1815.board(theirs) == board
            assert napoleon1815.sheets(theirs) == sheets
