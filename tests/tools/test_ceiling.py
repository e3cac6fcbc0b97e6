"""The best play against random play (``tools/ceiling.py``) on positions small enough to work out by hand."""

from __future__ import annotations

from fractions import Fraction

from engine.core.rng import Rng
from engine.examples.duel.game import CARDS
from tools import ceiling
from tools.ceiling import Future, PatrolAt, PatrolRules, PatrolSolver


def test_one_round_of_sealed_is_won_five_times_in_nine() -> None:
    # Two reserves on any order: it beats every order it beats (3 of 9), wins the mirror at 0 or 1
    # committed (2 of 9), and ties or loses to the order that beats it.
    assert ceiling.sealed_best(1) == Fraction(5, 9)
    assert ceiling.sealed_best(5) == Fraction(51589, 78732)  # under the 95%


def test_duel_to_two_points_as_worked_out_by_hand() -> None:
    # First: roll (5 in 6 win at once); on a 1 the random seat rolls or draws, each half the time,
    # and only its roll of 2 or more (5 in 6) stops the player: 5/6 + 1/6 * (1/2 * 1/6 + 1/2).
    for knows_hand in (False, True):
        assert ceiling.duel_best(2, True, knows_hand)[0] == Fraction(67, 72)
        # Second: 1/2 * 1/6 * 11/12 after the random seat rolls a 1, 1/2 * 49/54 after it draws.
        assert ceiling.duel_best(2, False, knows_hand)[0] == Fraction(229, 432)


def test_a_last_night_in_patrol_as_worked_out_by_hand() -> None:
    # The village has fallen, the ford is empty, one chit is left: a raid of 1 on the ford. Without
    # an order the ford holds on a 5 or 6 only (then falls: the second post); with one, a reserve or a
    # picket from the bridge makes it give way at worst.
    solver = PatrolSolver(PatrolRules(turns=1, draws=(1,)))
    at = PatrolAt(1, 0, True, 1, (0, 1, 0), frozenset({2}), (), (("ford", 1),))
    assert solver.value(at) == Fraction(1, 3)
    assert solver.value(at._replace(left=1)) == 1
    assert solver.value(at._replace(left=1, reserves=0, pickets=(0, 0, 0))) == Fraction(1, 3)


def test_patrol_over_two_turns() -> None:
    assert ceiling.patrol_best(1, "regular")[0] == 1  # one chit cannot take two posts
    assert Fraction(99, 100) < ceiling.patrol_best(2, "regular")[0] < 1


def test_foresight_wins_a_race_it_can_win_and_loses_one_it_cannot() -> None:
    deck = tuple(CARDS)
    sixes = Future(deck, dice=(6,) * 40, picks=(0.0,) * 40, their_dice=(6,) * 40)  # picks 0.0: a roll
    assert ceiling.foresight_wins(sixes, 12, first=True)  # 6 + 6 before the other's second roll
    ones = Future(deck, dice=(1,) * 40, picks=(0.0,) * 40, their_dice=(6,) * 40)
    assert not ceiling.foresight_wins(ones, 12, first=False)  # 6, then 6 again: one turn is not enough


def test_foresight_is_no_lower_than_the_best_real_player() -> None:
    pick, samples = Rng(3), 2000
    wins = sum(ceiling.foresight_wins(ceiling.draw_future(pick), 2, first=False) for _ in range(samples))
    exact = ceiling.duel_best(2, False, knows_hand=False)[0]
    error = (float(exact) * (1 - float(exact)) / samples) ** 0.5
    assert wins / samples > float(exact) - 3 * error  # an upper bound, up to the draw of futures


def test_the_command_names_the_game_and_seat() -> None:
    lines = ceiling.report("sealed", "blue", {"rounds": "5"}, 10, None)
    assert lines == ["sealed.blue.best_vs_random 0.6552  (exact 51589/78732; expectimax, 5 rounds)"]
