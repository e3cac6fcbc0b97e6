"""The sequence of play (p.8-9): Draw (DRW-1..4), Initiative (INI-1..3), Recovery (REC-1..6), with the
rulebook's recovery example replayed exactly."""

from __future__ import annotations

from engine.core import is_visible
from engine.napoleon1815.sequence import Stage
from engine.napoleon1815.state import N1815State
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
    ask,
    attrition,
    blank,
    clear_map,
    empty_hands,
    give,
    labels,
    new_game,
    piece,
    put,
    stack_deck,
    start_recovery,
    start_turn,
    who,
)


def recovery_position() -> N1815State:
    s = blank()
    put(s, "vandamme", "fleurus", fat=5, spent=True)
    put(s, "drouot", "fleurus", fat=3)
    put(s, "uxbridge", "nivelles", fat=5, spent=True)
    put(s, "picton", "nivelles", fat=2, spent=True)
    return s


def test_recovery_example_p9() -> None:
    """The recovery example (p.9): France has no card; the Allies play their one card on Uxbridge (now 4
    fatigue); Vandamme, with more than 4 fatigue, loses 1 SP and the Allies score 1 VP (REC-1..5)."""
    s = recovery_position()
    give(s, "allies", [41])  # Reinforcement: its recovery box removes 1
    start_recovery(s)
    assert who(s) == "allies"  # France holds no card: not asked (hand sizes are public)
    act(s, "Uxbridge")
    act(s, "Reinforcement")  # the Allies hold no more cards: the phase goes on by itself
    assert ask(s) == "napoleon1815-ask-attrition"  # REC-3: each side with a spent block is asked
    attrition(s)
    assert piece(s, "uxbridge").fatigue == 4  # REC-2
    assert piece(s, "drouot").fatigue == 0  # REC-1: active corps lose all fatigue
    assert piece(s, "vandamme").sp == 4 and s.vp == 11  # REC-3
    assert not any(p.spent for p in s.pieces.values())  # REC-4
    assert s.turn == 2  # REC-5: the turn marker moves on


def test_rec_2_one_card_per_corps_and_own_corps_only() -> None:
    """REC-2 / A-14: one card per spent corps; a card removes at most its recovery value."""
    s = recovery_position()
    give(s, "allies", [54, 68])  # recovery 1 and 2
    start_recovery(s)
    act(s, "Picton")
    act(s, "Supply")  # removes 2
    assert piece(s, "picton").fatigue == 0
    assert not any(text.startswith("Picton") for text in labels(s))


def test_rec_3_attrition_and_rec_6_zero_sp() -> None:
    """REC-3: 5-8 fatigue costs 1 SP (infantry unless the owner chooses cavalry, issue 8 §8); REC-6: a
    corps at 0 SP is removed."""
    s = new_game()
    clear_map(s)
    empty_hands(s)
    put(s, "ney", "fleurus", inf=0, cav=1, fat=6, spent=True)
    put(s, "vandamme", "fleurus", fat=8, spent=True)
    put(s, "picton", "nivelles")
    start_recovery(s)
    assert who(s) == "france" and ask(s) == "napoleon1815-ask-attrition"
    assert labels(s)[-1] == "Confirm: infantry SP lost by Vandamme, cavalry SP by Ney"
    attrition(s)
    assert "ney" in [g.block for g in s.eliminated]
    assert piece(s, "vandamme").infantry == 4
    assert s.vp == 12


def test_rec_3_the_owner_chooses_the_arm() -> None:
    """REC-3 with issue 8 §8: a tired corps with both arms loses the arm its owner chooses."""
    s = blank()
    put(s, "reille", "fleurus", fat=5, spent=True)
    put(s, "picton", "nivelles")
    before = piece(s, "reille")
    start_recovery(s)
    attrition(s, "Confirm: cavalry SP lost by Reille")
    after = piece(s, "reille")
    assert (after.infantry, after.cavalry) == (before.infantry, before.cavalry - 1) and s.vp == 11


def test_rec_3_the_choice_of_arms_is_one_decision() -> None:
    """REC-3 with issue 21: whichever arms the tired corps lose, the owner's choice is one stored action
    (one version move), with one public form: the others cannot count which arm was chosen."""
    seen = []
    for plan in (
        "Confirm: infantry SP lost by Reille and d'Erlon",
        "Confirm: infantry SP lost by Reille, cavalry SP by d'Erlon",
        "Confirm: cavalry SP lost by Reille and d'Erlon",
    ):
        s = blank()
        put(s, "reille", "fleurus", fat=5, spent=True)
        put(s, "derlon", "ligny", fat=6, spent=True)
        put(s, "picton", "nivelles")
        start_recovery(s)
        assert who(s) == "france" and ask(s) == "napoleon1815-ask-attrition"
        step = s.step
        public = [a.public_form for a in GAME.legal_actions(s, "france")]
        act(s, plan)
        assert s.step == step + 1 and ask(s) != "napoleon1815-ask-attrition"
        seen.append((public, [e for e in s.log if is_visible(e, "allies")]))
    assert seen[0] == seen[1] == seen[2]


def test_rec_6_nine_fatigue_removes_at_once() -> None:
    """REC-6: more than 8 fatigue removes the corps at once; its SP count for the enemy."""
    from engine.napoleon1815 import board

    s = recovery_position()
    t = next(t for t, p in s.pieces.items() if p.block == "drouot")
    board.add_fatigue(s, t, 6)
    assert "drouot" in [b for b, _ in s.eliminated] and s.vp == 15


def test_drw_1_draws_as_the_invasion_card_says() -> None:
    """DRW-1: each player draws the invasion card's number into a hand that carries over (card 75: 3
    each; the campaign's first card, 73: France 3, the Allies 1; 3P-5: each Allied player draws)."""
    for scenario, players, expected in (
        ("ligny_quatre_bras", "2", {"france": 4, "allies": 4}),
        ("campaign", "2", {"france": 4, "allies": 2}),
        ("ligny_quatre_bras", "3", {"france": 4, "anglo_dutch": 4, "prussia": 4}),
    ):
        s = new_game(scenario=scenario, players=players)
        empty_hands(s)
        for seat, card in zip(s.seats, (4, 40, 41), strict=False):
            give(s, seat, [card])  # one card carried over
        stack_deck(s, "french", [11, 12, 13])
        stack_deck(s, "allied", [47, 48, 49, 50, 51, 52])
        _draw_phase(s)
        assert {seat: len(s.hands[seat]) for seat in s.seats} == expected


def _draw_phase(s: N1815State) -> None:
    start_turn(s)


def test_drw_2_a_red_card_is_played_at_once() -> None:
    """DRW-2/3: a red card drawn is played at once, is not replaced, and Rain lasts the turn."""
    s = new_game()
    empty_hands(s)
    stack_deck(s, "french", [1, 11, 12])  # Rain, then two others
    stack_deck(s, "allied", [47, 48, 49])
    _draw_phase(s)
    assert "rain" in s.effects
    assert sorted(s.hands["france"]) == [11, 12]
    assert 1 in s.discards["french"]


def test_drw_4_several_red_cards_cancel() -> None:
    """DRW-4: two red cards drawn in the Draw Phase (by either player) are all cancelled."""
    s = new_game()
    empty_hands(s)
    stack_deck(s, "french", [1, 11, 12])
    stack_deck(s, "allied", [37, 48, 49])
    _draw_phase(s)
    assert "rain" not in s.effects
    assert 1 in s.discards["french"] and 37 in s.discards["allied"]


def test_ini_1_and_2_blue_cards_then_flips_ties_to_france() -> None:
    """INI-1: France declares first, then the Allies; INI-2: the higher flip goes first, ties to France."""
    s = new_game()
    empty_hands(s)
    give(s, "france", [6])  # Reconnaissance
    give(s, "allies", [41])  # Reinforcement
    stack_deck(s, "french", [11, 12, 13])
    stack_deck(s, "allied", [48, 49, 50])
    start_turn(s, Stage.INITIATIVE)
    assert who(s) == "france"
    act(s, "No blue card")
    assert who(s) == "allies"
    act(s, "No blue card")
    assert s.initiative == "french"  # 4 against 4: France


def test_ini_3_intuition_and_both_intuitions_cancel() -> None:
    """INI-3 / EVT-28: Intuition takes the initiative without a flip; two Intuitions cancel out."""
    s = new_game()
    empty_hands(s)
    give(s, "allies", [40])
    stack_deck(s, "french", [15])  # France would flip a 5
    start_turn(s, Stage.INITIATIVE)
    act(s, "Intuition")
    assert s.initiative == "allied"
    s = new_game()
    empty_hands(s)
    give(s, "france", [4])
    give(s, "allies", [40])
    stack_deck(s, "french", [13])  # 1
    stack_deck(s, "allied", [48])  # 4
    start_turn(s, Stage.INITIATIVE)
    act(s, "Intuition")
    act(s, "Intuition")
    assert s.initiative == "allied"


def test_reinforcements_arrive_in_the_draw_phase() -> None:
    """SET-1 / scenario: reinforcements enter active in the first entry area free of enemy corps, the next
    one if it is held, or a turn later if all are (Waterloo turn 2: Blücher and Bülow at
    Chapelle-Saint-Lambert, else Wavre)."""
    s = new_game(scenario="waterloo")
    empty_hands(s)
    s.turn = 2
    put(s, "ney", "chapelle_saint_lambert")
    stack_deck(s, "french", [11, 12, 13])
    stack_deck(s, "allied", [47, 48, 49])
    _draw_phase(s)
    assert piece(s, "blucher").area == "wavre" and piece(s, "bulow").area == "wavre"
    assert not piece(s, "bulow").spent
    s2 = new_game(scenario="waterloo")
    empty_hands(s2)
    s2.turn = 2
    put(s2, "ney", "chapelle_saint_lambert")
    put(s2, "reille", "wavre")
    stack_deck(s2, "french", [11, 12, 13])
    stack_deck(s2, "allied", [47, 48, 49])
    _draw_phase(s2)
    assert [a.turn for a in s2.arrivals] == [4, 3]  # Zieten's group, then the waiting Blücher group
    assert GAME.view(s2, None)["reinforcements"][-1]["blocks"] == ["blucher", "bulow"]
