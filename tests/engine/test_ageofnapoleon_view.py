"""Age of Napoleon: the views keep hands and the deck's order secret, and determinizing changes only what the
seat cannot see (issue 18, hidden information)."""

from __future__ import annotations

import engine
from engine.ageofnapoleon.data.countries import SCENARIO_1805, Side
from engine.ageofnapoleon.game import AgeOfNapoleon
from engine.ageofnapoleon.phases import strategy_phase
from engine.ageofnapoleon.state import new_state

CARDS = [f"c{i:02}" for i in range(55)]
GAME = AgeOfNapoleon()


def test_a_seat_sees_its_hand_the_channel_sees_counts() -> None:
    state = GAME.setup(9)
    public = GAME.view(state, None)
    assert public["cards"]["hand"] is None and public["cards"]["hand_counts"] == {
        "french": 9,
        "coalition": 11,
    }
    assert "pile" not in public["cards"] and public["cards"]["deck"] == 35
    own = GAME.view(state, "french")["cards"]["hand"]
    assert own == sorted(state.deck.hands[Side.FRENCH]) and "hands" not in public


def test_determinize_keeps_what_the_seat_sees_and_deals_the_rest_again() -> None:
    state = GAME.setup(9)
    for seat in Side:
        other = Side.COALITION if seat is Side.FRENCH else Side.FRENCH
        guesses = [GAME.determinize(state, seat.value, seed) for seed in range(5)]
        for guess in guesses:
            assert GAME.view(guess, seat.value) == GAME.view(state, seat.value)  # all the seat sees
            assert sorted(guess.deck.hands[other] + guess.deck.pile) == sorted(
                state.deck.hands[other] + state.deck.pile
            )
        assert len({tuple(g.deck.hands[other]) for g in guesses}) > 1  # the unseen hand is dealt again


def test_the_first_draw_follows_the_chart_from_the_shuffled_deck() -> None:
    state = new_state(9, SCENARIO_1805, CARDS)
    strategy_phase(state)
    assert state.deck.hands[Side.FRENCH] == new_state(9, SCENARIO_1805, CARDS).deck.pile[-9:][::-1]


def test_registered_in_the_games() -> None:
    assert isinstance(engine.find_game("ageofnapoleon"), AgeOfNapoleon)
