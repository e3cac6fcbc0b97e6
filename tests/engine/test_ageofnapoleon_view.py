"""Age of Napoleon: the views keep hands and the deck's order secret, and determinizing changes only what the
seat cannot see."""

from __future__ import annotations

from engine.ageofnapoleon.data.countries import SCENARIO_1805, Side
from engine.ageofnapoleon.phases import strategy_phase
from engine.ageofnapoleon.state import new_state
from engine.ageofnapoleon.view import determinize, view

CARDS = [f"c{i:02}" for i in range(55)]


def test_a_seat_sees_its_hand_the_channel_sees_counts() -> None:
    state = new_state(9, SCENARIO_1805, CARDS)
    strategy_phase(state)
    public = view(state, None)
    assert public["cards"]["hand"] is None and public["cards"]["hand_counts"] == {
        "french": 9,
        "coalition": 11,
    }
    assert "pile" not in public["cards"] and public["cards"]["deck"] == 35
    assert view(state, Side.FRENCH)["cards"]["hand"] == sorted(state.deck.hands[Side.FRENCH])


def test_determinize_keeps_what_the_seat_sees_and_deals_the_rest_again() -> None:
    state = new_state(9, SCENARIO_1805, CARDS)
    strategy_phase(state)
    for seat in Side:
        other = Side.COALITION if seat is Side.FRENCH else Side.FRENCH
        guesses = [determinize(state, seat, seed) for seed in range(5)]
        for guess in guesses:
            assert view(guess, seat) == view(state, seat)  # nothing the seat sees has changed
            assert sorted(guess.deck.hands[other] + guess.deck.pile) == sorted(
                state.deck.hands[other] + state.deck.pile
            )
        assert len({tuple(g.deck.hands[other]) for g in guesses}) > 1  # the unseen hand is dealt again
    assert state.deck.hands[Side.FRENCH] == new_state(9, SCENARIO_1805, CARDS).deck.pile[-9:][::-1]
