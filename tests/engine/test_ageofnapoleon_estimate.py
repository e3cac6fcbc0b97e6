"""Age of Napoleon's estimate for search: each term reads a public fact (the clock, Paris, strength on the
map and to come, the continental powers, the number of cards in each hand), never a card of a hand."""

from __future__ import annotations

import pytest

from engine.ageofnapoleon import estimate
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import Side, Status
from engine.ageofnapoleon.game import AgeOfNapoleon
from engine.ageofnapoleon.sequence import LAST_YEAR, YearPhase
from engine.ageofnapoleon.state import AonState, lift, place, set_statuses, side_of_corps
from engine.core.rng import Rng

GAME = AgeOfNapoleon()
PARIS = estimate.PARIS


def fresh(scenario: str) -> AonState:
    return GAME.setup(3, scenario, None)


def corps_of(state: AonState, side: Side, n: int = 1) -> list[str]:
    return [c for c in sorted(state.location) if side_of_corps(state, c) is side][:n]


@pytest.mark.parametrize("scenario", GAME.scenarios)
def test_the_seats_estimates_add_up_and_stay_within_odds(scenario: str) -> None:
    state = fresh(scenario)
    france, coalition = GAME.estimate(state, "french"), GAME.estimate(state, "coalition")
    assert 0.0 < france < 1.0
    assert france + coalition == pytest.approx(1.0)


def test_the_clock_counts_the_years_and_phases_left_before_the_check_of_1815() -> None:
    state = fresh("1813")
    state.year, state.phase = LAST_YEAR, YearPhase.VICTORY
    assert estimate.years_left(state) == pytest.approx(1 / 8)
    state.year, state.phase = 1813, YearPhase.DIPLOMACY
    assert estimate.years_left(state) == pytest.approx(3.0)


def test_paris_counts_each_sides_corps_there_and_the_coalitions_round_it() -> None:
    state = fresh("1809")
    state.location = {
        c: a for c, a in state.location.items() if a != PARIS and a not in estimate.AROUND_PARIS
    }
    before = estimate.features(state)
    french = corps_of(state, Side.FRENCH, 2)
    coalition = corps_of(state, Side.COALITION, 3)
    place(state, coalition[:1], PARIS)
    place(state, coalition[1:3], sorted(estimate.AROUND_PARIS)[0])
    taken = estimate.features(state)
    assert (taken["coalition_in_paris"], taken["coalition_round_paris"], taken["paris_held"]) == (1, 2, 1.0)
    assert before["paris_held"] == 0.0
    place(state, french[:2], PARIS)
    held = estimate.features(state)
    assert (held["french_in_paris"], held["paris_held"]) == (2, 0.0)
    assert held["french_largest_stack"] >= 2


def test_strength_reads_a_reduced_corps_at_its_reduced_value_and_the_pool_by_side() -> None:
    state = fresh("1805")
    french = corps_of(state, Side.FRENCH)[0]
    before = estimate.features(state)
    state.reduced = sorted({*state.reduced, french})
    drop = ROSTER[french].combat - ROSTER[french].reduced
    assert estimate.features(state)["strength_balance"] == pytest.approx(
        before["strength_balance"] - drop / 10
    )
    coming = next(c for c in state.pool if side_of_corps(state, c) is Side.COALITION)
    state.pool.remove(coming)
    after = estimate.features(state)["pool_balance"]
    assert after == pytest.approx(before["pool_balance"] + ROSTER[coming].combat / 10)


def test_the_powers_count_the_four_continental_powers_on_each_side() -> None:
    state = fresh("1813")
    set_statuses(state, dict.fromkeys(("oesterreich", "preussen", "russia", "spain"), Status.NEUTRAL))
    assert estimate.features(state)["powers_balance"] == 0
    set_statuses(state, {"russia": Status.MEMBER, "spain": Status.ALLY})
    assert estimate.features(state)["powers_balance"] == 0
    set_statuses(state, {"spain": Status.NEUTRAL})
    assert estimate.features(state)["powers_balance"] == -1


def test_the_hands_are_read_by_their_count_alone() -> None:
    """The search hands the estimate a state with the other hand re-dealt: a hand's cards never move it."""
    state = fresh("1809")
    redealt = GAME.clone(state)
    GAME._redraw(redealt, "french", Rng(7))
    assert redealt.deck.hands[Side.COALITION] != state.deck.hands[Side.COALITION]
    assert estimate.features(redealt) == estimate.features(state)
    assert GAME.estimate(redealt, "french") == GAME.estimate(state, "french")
    state.deck.hands[Side.FRENCH].append(state.deck.pile.pop())
    assert estimate.features(state)["hand_balance"] == estimate.features(redealt)["hand_balance"] + 1


def test_the_coalition_in_paris_with_france_scattered_is_worse_for_france_than_paris_held() -> None:
    state = fresh("1813")
    held = GAME.estimate(state, "french")
    coalition = corps_of(state, Side.COALITION, 6)
    place(state, coalition, PARIS)
    lift(
        state, [c for c, a in state.location.items() if a == PARIS and side_of_corps(state, c) is Side.FRENCH]
    )
    assert GAME.estimate(state, "french") < held
