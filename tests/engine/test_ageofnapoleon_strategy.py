"""Age of Napoleon: strategy draws and reshuffle (aid 戦略チャート), reinforcement limits (aid 増援チャート),
recovery (9.6), prisoners (9.7), and the secret hands."""

from __future__ import annotations

from engine.ageofnapoleon.data.countries import SCENARIO_1805, Side
from engine.ageofnapoleon.data.countries import Status as S
from engine.ageofnapoleon.deck import discard, new_deck, strategy_draw, view
from engine.ageofnapoleon.reinforcement import (
    Army,
    Corps,
    Limit,
    check_mobilization,
    minors_limits,
    power_limits,
    recover,
    return_prisoners,
)
from engine.ageofnapoleon.state import Sides
from engine.ageofnapoleon.strategy import cards_drawn, must_reshuffle
from engine.core.rng import Rng

CARDS = [f"c{i:02}" for i in range(55)]


def gen(seed: int) -> Rng:
    return Rng(seed)


def test_1805_draws() -> None:
    # French: France 5, Spain 2, eight minors 2; Coalition: Britain 4, Austria 3, Russia 3, three minors 1
    assert cards_drawn(Side.FRENCH, SCENARIO_1805.statuses) == 9
    assert cards_drawn(Side.COALITION, SCENARIO_1805.statuses) == 11


def test_draws_by_control_reform_and_insurrection() -> None:
    assert cards_drawn(Side.COALITION, {"preussen": S.MEMBER}) == 2
    assert cards_drawn(Side.COALITION, {"preussen": S.MEMBER}, reformed={"preussen"}) == 3
    assert cards_drawn(Side.FRENCH, {"preussen": S.ALLY}, reformed={"preussen"}) == 2
    assert cards_drawn(Side.FRENCH, {"oesterreich": S.ALLY}, reformed={"oesterreich"}) == 2
    assert cards_drawn(Side.COALITION, {"spain": S.INSURRECTION}) == 1  # "*": one fewer
    assert cards_drawn(Side.COALITION, {"britain": S.MEMBER, "russia": S.INSURRECTION}) == 6
    minors = {"napoli": S.MEMBER, "portugal": S.MEMBER, "sverige": S.INSURRECTION}
    assert cards_drawn(Side.COALITION, minors) == 0  # nothing from a minor in insurrection: 2 // 3
    assert cards_drawn(Side.COALITION, {**minors, "pommern": S.MEMBER}) == 1
    assert cards_drawn(Side.FRENCH, {"bayern": S.ALLY, "holland": S.ALLY}) == 0  # rounded down
    assert cards_drawn(Side.FRENCH, {"danmark": S.NEUTRAL}) == 0


def test_reshuffle_under_twenty_or_after_a_surrender() -> None:
    assert must_reshuffle(19, False) and not must_reshuffle(20, False) and must_reshuffle(40, True)
    rng = gen(7)
    deck = new_deck(rng, CARDS)
    deck.discard, deck.pile = deck.pile[:40], deck.pile[40:]  # 15 left
    assert strategy_draw(rng, deck, {Side.FRENCH: 5, Side.COALITION: 4})
    assert len(deck.pile) == 55 - 9 and deck.discard == []
    assert not strategy_draw(rng, deck, {Side.FRENCH: 1})  # 46 left: no reshuffle
    assert strategy_draw(rng, new_deck(rng, CARDS), {}, major_surrendered_last_turn=True)


def test_the_deck_is_its_seed_and_hands_are_secret() -> None:
    ra = gen(3)
    a, b = new_deck(ra, CARDS), new_deck(gen(3), CARDS)
    assert a.pile == b.pile and a.pile != new_deck(gen(4), CARDS).pile and sorted(a.pile) == CARDS
    strategy_draw(ra, a, {Side.FRENCH: 9, Side.COALITION: 11})
    discard(a, Side.FRENCH, a.hands[Side.FRENCH][0])
    public = view(a, None)
    assert public["hand"] is None and public["hand_counts"] == {"french": 8, "coalition": 11}
    assert public["deck"] == 35 and len(public["discard"]) == 1
    french = view(a, Side.FRENCH)
    assert french["hand"] == sorted(a.hands[Side.FRENCH])
    assert not set(french["hand"] or []) & set(a.hands[Side.COALITION])
    # the other hand never shows: the French view is the same whatever the Coalition holds
    rb = gen(3)
    b2 = new_deck(rb, CARDS)
    strategy_draw(rb, b2, {Side.FRENCH: 9, Side.COALITION: 11})
    discard(b2, Side.FRENCH, b2.hands[Side.FRENCH][0])
    b2.hands[Side.COALITION], b2.pile[:11] = b2.pile[:11], b2.hands[Side.COALITION]
    assert view(b2, Side.FRENCH) == french


def test_reinforcement_limits() -> None:
    assert power_limits("france", S.DOMINION) == Limit(10, 5)
    assert power_limits("oesterreich", S.MEMBER) == Limit(6, 3)
    assert power_limits("oesterreich", S.MEMBER, reformed=True) == Limit(8, 4)
    assert power_limits("oesterreich", S.ALLY) == Limit(1, 1)  # "*": 1 under the French side
    assert power_limits("preussen", S.NEUTRAL) == Limit(4, 2)
    assert power_limits("preussen", S.MEMBER, reformed=True) == Limit(6, 3)
    assert power_limits("russia", S.MEMBER) == Limit(8, 4) and power_limits("russia", S.ALLY) == Limit(1, 1)
    assert power_limits("spain", S.ALLY) == Limit(4, 1)  # the "*" only on the appearance limit
    assert power_limits("britain", S.MEMBER) == Limit(2, 1)
    minors = Sides(SCENARIO_1805.statuses).minors
    assert minors[Side.FRENCH] == 8 and minors_limits(Side.FRENCH, 8) == Limit(4, 2)  # 8 // 2, 8 // 3
    assert minors_limits(Side.COALITION, minors[Side.COALITION]) == Limit(2, 1)
    assert Sides({"bayern": S.ALLY}).minors[Side.COALITION] == 0 and minors_limits(
        Side.COALITION, 0
    ) == Limit(0, 0)
    assert check_mobilization(Limit(3, 2), ["wien", "wien", "prag"]) is None
    assert check_mobilization(Limit(3, 2), ["wien", "wien", "wien"]) == "appearance"
    assert check_mobilization(Limit(2, 2), ["wien", "prag", "linz"]) == "mobilization"


def test_recovery_and_prisoners() -> None:
    army = Army(
        "davout", [Corps("a", Side.FRENCH, True), Corps("b", Side.FRENCH), Corps("c", Side.FRENCH, True)]
    )
    assert recover(army) == 2 and not any(c.reduced for c in army.corps)  # 9.6: every reduced corps of it
    assert recover(army) == 0
    held = {Side.FRENCH: [Corps("x", Side.COALITION, True)], Side.COALITION: [Corps("y", Side.FRENCH)]}
    pool: dict[Side, list[Corps]] = {Side.FRENCH: [], Side.COALITION: []}
    return_prisoners(held, pool)  # 9.7: back to their owner
    assert [c.id for c in pool[Side.COALITION]] == ["x"] and [c.id for c in pool[Side.FRENCH]] == ["y"]
    assert held == {Side.FRENCH: [], Side.COALITION: []} and not pool[Side.COALITION][0].reduced
