"""Napoleon 1815 pictures of views the rules engine makes after random play, in every mode and seat."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from images import napoleon1815, render_board, render_sheets
from images.render import play_random
from tests.images.test_napoleon1815_board import check_png, strict_view

MODES = [
    {"players": players, "rules": rules} for players in ("2", "3") for rules in ("conscript", "grognard")
]


def _game() -> Any:
    if "napoleon1815" not in engine.GAMES:
        pytest.skip("the napoleon1815 engine is not registered yet")
    return engine.find_game("napoleon1815")


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
        view = game.view(state, seat)
        check_png(render_board(view))
        sheets = render_sheets(view)
        if seat is None:
            assert sheets == []
        else:
            assert [name for name, _ in sheets] == ["oob.png", "hand.png"]
            for _, png in sheets:
                check_png(png)


@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
def test_engine_views_use_documented_keys_only(options: dict[str, str]) -> None:
    game = _game()
    state, _ = play_random(game, 21, 150, scenario="waterloo", options=options)
    for seat in (None, *state.seats):
        view = game.view(state, seat)
        assert napoleon1815.board(strict_view(view)) == napoleon1815.board(view)
        assert napoleon1815.sheets(strict_view(view)) == napoleon1815.sheets(view)


@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
def test_finished_games_render(options: dict[str, str]) -> None:
    game = _game()
    state, _ = play_random(game, 31, 5000, options=options)
    assert game.result(state) is not None, "random play should finish a game within 5000 steps"
    view = game.view(state, None)
    assert view["result"] is not None
    check_png(render_board(view))


@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
def test_pictures_do_not_change_when_hidden_things_are_redealt(options: dict[str, str]) -> None:
    """The leak check's view of it: a seat's pictures of a state and of a determinized state are equal."""
    game = _game()
    state, _ = play_random(game, 41, 120, scenario="waterloo", options=options)
    for seat in state.seats:
        other = game.determinize(state, seat, 7)
        mine, theirs = game.view(state, seat), game.view(other, seat)
        assert napoleon1815.board(mine) == napoleon1815.board(theirs)
        assert napoleon1815.sheets(mine) == napoleon1815.sheets(theirs)
    public = game.determinize(state, None, 7)
    assert napoleon1815.board(game.view(state, None)) == napoleon1815.board(game.view(public, None))
