"""Age of Napoleon: campaign rounds and the price of a move (scenario book §17.0 facts; the rest
reconstructed, DATA.md §15)."""

from __future__ import annotations

from engine.ageofnapoleon.campaign import (
    activate,
    activation_refusal,
    is_winter,
    next_round,
)
from engine.ageofnapoleon.data.countries import SCENARIO_1805, Side
from tests.engine.ageofnapoleon_helpers import empty_1805


def test_rounds_and_the_winter_round() -> None:
    assert SCENARIO_1805.round == 3 and not is_winter(3) and is_winter(5)
    assert next_round(3) == 4 and next_round(5) is None


def test_a_free_opening_move_then_a_card_per_move() -> None:
    state = empty_1805(2)  # a scenario's start: one free move or interception each (§17.0)
    state.deck.hands[Side.FRENCH] = ["mud"]
    assert activation_refusal(state, Side.FRENCH, None) is None
    activate(state, Side.FRENCH, None)
    assert activation_refusal(state, Side.FRENCH, None) == "free"  # once only
    assert activation_refusal(state, Side.COALITION, None) is None  # the other player's is still there
    assert activation_refusal(state, Side.FRENCH, "depot") == "hand"
    assert activation_refusal(state, Side.FRENCH, "mud") is None
    activate(state, Side.FRENCH, "mud")  # any card may pay for a move instead of its event
    assert state.deck.hands[Side.FRENCH] == [] and state.deck.discard == ["mud"]
