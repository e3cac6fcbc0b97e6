"""Age of Napoleon: leaving a battle area (reconstructed procedure, DATA.md §11)."""

from __future__ import annotations

import pytest

from engine.ageofnapoleon.data.board import NEIGHBOURS
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.phases import mobilize
from engine.ageofnapoleon.retreat import retreat, retreat_options
from engine.ageofnapoleon.state import put, set_statuses
from tests.engine.ageofnapoleon_helpers import empty_1805


def test_retreat_avoids_the_enemy_and_moves_the_whole_army() -> None:
    state = empty_1805(8)
    mobilize(state, {"mack": "bayern", "ferdinand": "bayern", "napoleon": "bayern", "soult": "wuerttemberg"})
    options = retreat_options(state, "bayern", Side.COALITION)
    assert "wuerttemberg" not in options and options == sorted(NEIGHBOURS["bayern"] - {"wuerttemberg"})
    assert retreat(state, "bayern", Side.COALITION, "boehmen") == []
    assert state.location["mack"] == state.location["ferdinand"] == "boehmen"
    with pytest.raises(ValueError):
        retreat(state, "boehmen", Side.COALITION, "wuerttemberg")


def test_with_nowhere_to_go_the_army_is_taken() -> None:
    state = empty_1805(8)
    mobilize(state, {"castanos": "andalucia"})
    set_statuses(state, {"spain": state.statuses["britain"]})  # Spain on the Coalition's side
    ring = {"soult": "castilla_la_nueva", "ney": "portugal"}
    mobilize(state, ring)
    assert retreat_options(state, "andalucia", Side.COALITION) == []
    put(state.reduced, "castanos")
    assert retreat(state, "andalucia", Side.COALITION, None) == ["castanos"]
    assert state.prisoners[Side.FRENCH] == ["castanos"] and "castanos" not in state.reduced
