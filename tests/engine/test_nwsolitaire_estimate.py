"""The solitaire's estimate for a search's cut playouts: the win chances of ``data/chances.py``."""

from __future__ import annotations

import pytest

from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.data.chances import WIN_CHANCE
from engine.nwsolitaire.data.scenarios import SCENARIOS
from engine.nwsolitaire.data.track import ABDICATION_WIN, LAST_TURN


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_every_turn_and_level_of_a_scenario_has_a_chance(scenario: str) -> None:
    table = WIN_CHANCE[scenario]
    assert sorted(table) == list(range(SCENARIOS[scenario].turn, LAST_TURN + 1))
    for row in table.values():
        assert len(row) == ABDICATION_WIN + 1
        assert all(0 <= chance <= 1 for chance in row)
    assert table[LAST_TURN][ABDICATION_WIN - 1] > table[LAST_TURN][ABDICATION_WIN - 3]


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_the_estimate_scores_a_position_as_the_search_scores_an_end(scenario: str) -> None:
    """Between 1/2 (a campaign lost: a result without winners) and 1 (won); higher on the last
    turn one level short of victory than three short."""
    game = NapoleonicWars()
    state = game.setup(1, scenario)
    assert 0.5 <= game.estimate(state, "coalition") <= 1
    state.turn, state.abdication = LAST_TURN, ABDICATION_WIN - 1
    near = game.estimate(state, "coalition")
    state.abdication = ABDICATION_WIN - 3
    assert near > game.estimate(state, "coalition")
