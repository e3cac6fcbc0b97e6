"""Age of Napoleon: the insurrection phase (reconstructed around the aid's facts, DATA.md §13)."""

from __future__ import annotations

from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.data.countries import Status as S
from engine.ageofnapoleon.insurrection import may_rise, resolve_insurrections
from engine.ageofnapoleon.phases import mobilize
from engine.ageofnapoleon.state import set_statuses
from engine.ageofnapoleon.strategy import cards_drawn
from tests.engine.ageofnapoleon_helpers import empty_1805


def test_which_card_raises_which_country() -> None:
    assert may_rise("insurrection", "italia", S.DOMINION) and not may_rise("insurrection", "bayern", S.ALLY)
    assert may_rise("guerrilla", "spain", S.ALLY) and not may_rise("guerrilla", "spain", S.MEMBER)
    assert may_rise("andreas_hofer", "tirol", S.DOMINION) and not may_rise("andreas_hofer", "bayern", S.ALLY)
    assert may_rise("tugendbund", "westfalen", S.DOMINION) and not may_rise("mud", "westfalen", S.DOMINION)


def test_an_insurrection_succeeds_is_put_down_or_goes_on() -> None:
    state = empty_1805(3)
    set_statuses(state, {"spain": S.INSURRECTION})
    assert resolve_insurrections(state) == {"spain": S.MEMBER}  # no French corps in Spain
    mobilize(state, {"soult": "castilla_la_nueva"})
    assert resolve_insurrections(state) == {"spain": S.DOMINION}  # Madrid held
    mobilize(state, {"castanos": "castilla_la_nueva"})
    set_statuses(state, {"spain": S.INSURRECTION})  # Castaños now fights for the rising
    assert resolve_insurrections(state) == {}  # Madrid contested: it goes on
    set_statuses(state, {"tirol": S.INSURRECTION})
    mobilize(state, {"ney": "tirol"})
    assert resolve_insurrections(state) == {"tirol": S.DOMINION}


def test_the_coalition_draws_less_from_a_rising() -> None:
    state = empty_1805(3)
    set_statuses(state, {"spain": S.INSURRECTION})
    assert cards_drawn(Side.COALITION, state.statuses) == 11 + 1  # aid: Spain 2 less 1
    assert cards_drawn(Side.FRENCH, state.statuses) == 9 - 2
