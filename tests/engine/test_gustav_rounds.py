"""Gustav, ゲーム進行 and the card and ZOC rules: refill (R-1-1), the unshuffled recycle (R-1-2, A-15),
one or two cards a turn with one effect each, in full, in part or not at all (R-2-1, A-2, B-CARD-1,
B-CARD-2), the voltage marker (R-2-2, B-VOLT-2), initiative and the discard order (R-3-1..4, A-11),
the round track and the end (R-4-1, E-1..3, A-12, A-18), moves and ZOC (T-2, T-3, B-ZOC-1..3).

IDs are those of ../shared/rules/003-tactical-hex.md. Imperial = Player A, Swedish = Player B.
"""

from __future__ import annotations

from engine.core import Result
from engine.gustav.battlefield import reachable
from engine.gustav.data.cards import CARDS, DECKS
from engine.gustav.data.tracks import RING, ROUNDS
from engine.gustav.rounds import refill
from engine.gustav.state import GustavState, unit_at
from engine.gustav.victory import final_result, points
from tests.engine.test_gustav_helpers import (
    EN,
    GAME,
    IMP,
    SWE,
    act,
    give,
    new_battle,
    notations,
    place,
    public_lines,
    turn_of,
)

EFFECT_ASKS = ("gustav-ask-move", "gustav-ask-attack", "gustav-ask-assault")


def use_idly(s: GustavState, seat: str, card: str, half: str = "top") -> None:
    """Use a card and carry out none of its effect (B-CARD-2: 全て実行せず)."""
    act(s, seat, f"play {card} {half}")
    while seat in GAME.to_act(s) and GAME.prompt(s, seat).key in EFFECT_ASKS:
        act(s, seat, "stop")


def idle_turn(s: GustavState, seat: str, cards: int = 1) -> None:
    """A turn of ``cards`` cards from the hand, each used idly (top halves)."""
    for card in list(s.hands[seat])[:cards]:
        use_idly(s, seat, card)
    if cards == 1:
        act(s, seat, "end")


def idle_round(s: GustavState, cards: int = 1) -> None:
    """A whole round with nothing done; two-card players lay their cards down in the order used."""
    first = s.first
    for seat in (first, IMP if first == SWE else SWE):
        idle_turn(s, seat, cards)
    for seat in list(GAME.to_act(s)):
        if GAME.prompt(s, seat).key == "gustav-ask-discard":
            act(s, seat, f"first {s.played[seat][0].card}")


# --- refill and the recycled pile ------------------------------------------------------------


def test_both_hands_are_refilled_to_two_cards_from_the_top_of_the_pile() -> None:
    s = new_battle()
    # the default stack is deck order less the last two cards, which were set aside
    assert s.hands == {IMP: list(DECKS[IMP][:2]), SWE: list(DECKS[SWE][:2])}
    idle_round(s)  # one card each: each draws one
    assert len(s.hands[IMP]) == len(s.hands[SWE]) == 2
    assert s.hands[IMP][-1] == DECKS[IMP][2] and len(s.piles[IMP]) == 3


def test_an_empty_pile_becomes_the_discards_at_once_unshuffled_first_discarded_on_top() -> None:
    # R-1-2: mid-draw, the moment the pile runs out
    s = new_battle()
    s.hands[IMP] = []
    s.piles[IMP] = ["tercio"]
    s.discards[IMP] = ["croats", "great_guns", "pappenheim", "jesus_maria"]  # bottom (first laid) first
    s.culled[IMP] = ["push_of_pike", "wallenstein"]
    s.hands[IMP], s.log = [], []
    refill(s, IMP)
    assert s.hands[IMP] == ["tercio", "croats"]
    assert s.piles[IMP] == ["great_guns", "pappenheim", "jesus_maria"] and s.discards[IMP] == []
    assert s.recycled[IMP] and s.known[IMP] == ["croats"]  # everybody watched it laid down
    lines = [EN.entry(e) for e in s.log if e["to"] is None]
    assert lines[0].startswith("The Imperial army turns its discards over into a new draw pile")
    public = GAME.view(s, SWE)["sides"][IMP]
    assert public["pile_cards"] == ["great_guns", "pappenheim", "jesus_maria"] and public["known"] == [
        "croats"
    ]


def test_two_cards_a_round_cycle_the_pile_in_the_order_they_were_discarded() -> None:
    s = new_battle()
    expected: list[str] = []
    for _ in range(2):  # 6 cards: 2 in hand, 4 in the pile; after two rounds of two cards it is out
        idle_turn(s, s.first, 2)
        idle_turn(s, IMP if s.first == SWE else SWE, 2)
        expected += [s.played[IMP][1].card, s.played[IMP][0].card]
        for seat in GAME.to_act(s):  # R-3-4: the owner chooses the order: the second card first
            act(s, seat, f"first {s.played[seat][1].card}")
    # round 3's refill drew the last two cards and turned the four discards over at once
    assert s.hands[IMP] == list(DECKS[IMP][4:6]) and s.discards[IMP] == []
    assert s.piles[IMP] == expected and s.recycled[IMP]


# --- one or two cards, one effect each, then the voltage ---------------------------------------


def test_a_turn_is_one_card_at_least_and_two_at_most() -> None:
    s = new_battle()
    prompt = GAME.prompt(s, IMP)
    assert prompt.key == "gustav-ask-card" and "end" not in notations(prompt)  # at least one
    card, other_card = s.hands[IMP]
    assert notations(prompt) == [
        f"play {card} top",
        f"play {card} bottom",
        f"play {other_card} top",
        f"play {other_card} bottom",
    ]
    use_idly(s, IMP, card)
    prompt = GAME.prompt(s, IMP)
    assert prompt.key == "gustav-ask-more"
    assert notations(prompt) == [f"play {other_card} top", f"play {other_card} bottom", "end"]
    use_idly(s, IMP, other_card)
    assert GAME.to_act(s) == [SWE]  # after two cards the turn is over by itself


def test_only_the_chosen_effect_is_carried_out() -> None:
    # B-CARD-1: jesus_maria gives 2 morale on top, 1 at the bottom
    s = new_battle()
    give(s, IMP, ["jesus_maria", "wallenstein"])
    s.morale[IMP] = 3
    act(s, IMP, "play jesus_maria bottom")
    assert s.morale[IMP] == 4 and s.played[IMP][0].half == "bottom"


def test_an_effect_may_stop_part_way() -> None:
    # B-CARD-2: wallenstein, top: up to 4 units move; one moves, then the player stops
    s = new_battle()
    place(s, {"a1": (IMP, "hq"), "c1": (IMP, "pike"), "e1": (IMP, "pike"), "h7": (SWE, "hq")})
    give(s, IMP, ["wallenstein", "jesus_maria"])
    act(s, IMP, "play wallenstein top")
    assert notations(GAME.prompt(s, IMP)) == ["unit a1", "unit c1", "unit e1", "stop"]
    act(s, IMP, "unit c1")
    act(s, IMP, "to c2")
    assert notations(GAME.prompt(s, IMP)) == ["unit a1", "unit e1", "stop"]  # each unit once
    act(s, IMP, "stop")
    assert GAME.prompt(s, IMP).key == "gustav-ask-more"
    assert unit_at(s, "c2") and unit_at(s, "e1")


def test_the_voltage_moves_one_space_clockwise_after_each_turn_and_wraps() -> None:
    s = new_battle()
    s.voltage = len(RING) - 1
    idle_turn(s, s.first)
    assert s.voltage == 0  # B-VOLT-2: round the ring, clockwise only
    idle_turn(s, GAME.to_act(s)[0])
    assert s.voltage == 1  # R-2-3: two spaces a round


# --- initiative and the discard order --------------------------------------------------------


def test_the_lower_total_of_action_values_goes_first_next_round() -> None:
    s = new_battle()
    give(s, IMP, ["jesus_maria", "wallenstein"])
    give(s, SWE, ["feste_burg", "fog"])
    act(s, IMP, "play jesus_maria top")  # value 3
    act(s, IMP, "end")
    act(s, SWE, "play feste_burg bottom")  # value 1
    use_idly(s, SWE, "fog", "bottom")  # value 1: 2 in all, still lower
    act(s, SWE, "first fog")
    assert CARDS["jesus_maria"].top.value == 3 and s.first == SWE and s.round == 2
    assert "Round 2: the Swedish army goes first." in [EN.entry(e) for e in s.log]


def test_a_tie_goes_to_the_letter_under_the_marker_after_both_turns() -> None:
    # the marker has moved twice when the totals are compared
    for start, letter, winner in ((1, "B", SWE), (3, "A", IMP)):
        s = new_battle()
        s.voltage = start
        assert RING[start + 2].letter == letter
        give(s, IMP, ["jesus_maria", "wallenstein"])
        give(s, SWE, ["feste_burg", "fog"])
        act(s, IMP, "play jesus_maria bottom")  # 1
        act(s, IMP, "end")
        act(s, SWE, "play feste_burg bottom")  # 1
        act(s, SWE, "end")
        assert s.first == winner, letter


def test_two_used_cards_go_down_in_the_order_their_owner_picks_and_that_is_public() -> None:
    s = new_battle()
    first, second = s.hands[IMP]
    idle_turn(s, IMP, 2)
    idle_turn(s, SWE, 1)
    assert GAME.to_act(s) == [IMP]  # only a player with two cards is asked
    prompt = GAME.prompt(s, IMP)
    assert prompt.key == "gustav-ask-discard" and notations(prompt) == [f"first {first}", f"first {second}"]
    assert all(a.public is None for a in prompt.actions)  # the discards lie face up
    step = act(s, IMP, f"first {second}")
    assert s.discards[IMP] == [second, first]
    assert any("discard" in line for line in public_lines(step, SWE))


# --- R-4, E-1..3: the round track and the count ---------------------------------------------------


def test_nine_rounds_then_the_count_idle_armies_draw() -> None:
    s = new_battle()
    for n in range(1, ROUNDS + 1):
        assert s.round == n and GAME.result(s) is None
        idle_round(s)
    result = GAME.result(s)
    assert result is not None and result.draw and result.reason == "draw"  # E-3: 0-0, 5-5


def test_points_are_units_in_enemy_land_plus_the_cost_of_enemy_units_destroyed() -> None:
    s = new_battle()
    # E-2: d5 is Swedish land, d4 the neutral line: only d5 counts
    place(
        s,
        {"d5": (IMP, "pike"), "d4": (IMP, "shot"), "a1": (IMP, "hq"), "h7": (SWE, "hq"), "c3": (SWE, "pike")},
    )
    s.lost[SWE] = ["cavalry"]
    assert points(s, IMP) == 1 + 3 and points(s, SWE) == 1


def test_more_points_win_then_more_morale_then_it_is_a_draw() -> None:
    s = new_battle()
    place(s, {"a1": (IMP, "hq"), "h7": (SWE, "hq"), "d5": (IMP, "pike")})
    result: Result = final_result(s)
    assert result.winners == (IMP,) and result.reason == "points" and result.scores == {IMP: 1, SWE: 0}
    place(s, {"a1": (IMP, "hq"), "h7": (SWE, "hq")})
    s.morale = {IMP: 4, SWE: 6}
    result = final_result(s)
    assert result.winners == (SWE,) and result.reason == "morale-tie"
    s.morale = {IMP: 6, SWE: 6}
    assert final_result(s).draw and final_result(s).winners == ()


# --- T-2, T-3, B-ZOC: moves -------------------------------------------------------------------------


def test_a_unit_next_to_an_enemy_cannot_move() -> None:
    s = new_battle()
    place(s, {"d3": (IMP, "pike"), "d4": (SWE, "pike"), "a1": (IMP, "hq"), "h7": (SWE, "hq")})
    give(s, IMP, ["wallenstein", "jesus_maria"])
    act(s, IMP, "play wallenstein top")
    assert notations(GAME.prompt(s, IMP)) == ["unit a1", "stop"]  # B-ZOC-1: not the pike on d3


def test_a_move_stops_on_coming_next_to_an_enemy() -> None:
    # B-ZOC-2: from a1, three hexes; c2 is Swedish: c1 and b2 touch it, so d1 (beyond c1) is out
    board = {"a1": IMP, "c2": SWE}
    ends = reachable(board, "a1", IMP, 3)
    assert {"c1", "b2"} <= set(ends) and "d1" not in ends
    assert "d1" in reachable(board, "a1", IMP, 3, free=True)  # B-ZOC-3: a card that says so


def test_zoc_free_moves_come_from_cards() -> None:
    # fog, top: two units move ignoring ZOC; the pike on d3 next to the enemy may go
    s = new_battle()
    place(s, {"d3": (SWE, "pike"), "d4": (IMP, "pike"), "a1": (IMP, "hq"), "h7": (SWE, "hq")})
    turn_of(s, SWE)
    give(s, SWE, ["fog", "brigade"])
    act(s, SWE, "play fog top")
    assert "unit d3" in notations(GAME.prompt(s, SWE))
    act(s, SWE, "unit d3")
    assert "to c3" in notations(GAME.prompt(s, SWE))  # still next to d4: no stop


def test_one_unit_per_hex_and_friends_may_be_passed_through() -> None:
    # T-2: never ending on a unit; our reading: a friend may be passed, an enemy never
    assert "b1" not in reachable({"a1": IMP, "b1": IMP}, "a1", IMP, 2)
    assert "c1" in reachable({"a1": IMP, "b1": IMP}, "a1", IMP, 2)
    assert reachable({"a1": IMP, "b1": IMP}, "a1", IMP, 1) == ["a2"]


def test_a_move_is_logged_and_drawn() -> None:
    s = new_battle()
    place(s, {"a1": (IMP, "hq"), "c1": (IMP, "pike"), "h7": (SWE, "hq")})
    give(s, IMP, ["wallenstein", "jesus_maria"])
    act(s, IMP, "play wallenstein bottom")
    act(s, IMP, "unit c1")
    step = act(s, IMP, "to c2")
    assert public_lines(step, SWE) == ["The Imperial army moves its pike from c1 to c2."]
    assert s.last_move is not None and (s.last_move.start, s.last_move.end) == ("c1", "c2")
