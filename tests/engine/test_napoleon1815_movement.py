"""Movement (p.10-11): MOV-1..14, with the rulebook's movement example replayed exactly."""

from __future__ import annotations

import pytest

from engine.napoleon1815 import movement
from engine.napoleon1815.state import Arrow, N1815State
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
    apply,
    ask,
    blank,
    change,
    eliminated,
    give,
    labels,
    notations,
    notations_of,
    piece,
    put,
    stack_deck,
    start_operations,
    status,
    token,
    who,
)

# Card values used to script MP flips: French 33 (4), 28 (3), 34 (2), 13 (1), 15 (5); Allied 48 (4), 65 (3).
FOUR, THREE, TWO, ONE, FIVE = 33, 28, 34, 13, 15


def ligny(*extra: tuple[str, str]) -> N1815State:
    """The movement example (p.11): Napoleon, Ney and d'Erlon, all active, at Ligny."""
    s = blank()
    for block in ("napoleon", "ney", "derlon"):
        put(s, block, "ligny")
    for block, area in extra:
        put(s, block, area)
    return s


def activate(s: N1815State, area: str, *blocks: str, card: int = FOUR) -> None:
    stack_deck(s, "french" if who(s) == "france" else "allied", [card])
    act(s, f"operate {area}")
    for block in blocks or [s.pieces[t].block for t in notations_of(s, "add")]:
        act(s, f"add {token(s, block)}")
    act(s, "move")


def march(s: N1815State, *areas: str) -> list[str]:
    out: list[str] = []
    for area in areas:
        out += apply(s, "road", area)
    return out


@pytest.mark.parametrize(
    ("blocks", "mp"),
    [
        (("derlon",), 4),  # no modifier
        (("ney",), 5),  # solo-move symbol
        (("derlon", "napoleon"), 5),  # Napoleon +1
        (("ney", "napoleon"), 6),  # both
        (("derlon", "ney", "napoleon"), 4),  # +1 Napoleon, -1 second corps, no solo bonus
    ],
)
def test_mov_1_movement_example_mp(blocks: tuple[str, ...], mp: int) -> None:
    """MOV-1 A, C, D: the rulebook's example, a 4 flipped at Ligny gives 4/5/5/6/4 MP."""
    s = ligny(("picton", "nivelles"))
    start_operations(s)
    activate(s, "ligny", *blocks)
    assert GAME.view(s, "france")["mp_left"] == mp
    assert GAME.view(s, None)["operation"]["card"] == 4


def test_mov_1_b_green_cards_and_rain_change_mp() -> None:
    """MOV-1 B: Forced march +1 MP; EVT-09 Rain -1 MP to a moving stack."""
    s = ligny(("picton", "nivelles"))
    give(s, "france", [28])  # Forced march
    s.effects.append("rain")
    start_operations(s)
    activate(s, "ligny", "derlon", card=FOUR)
    assert piece(s, "derlon").fatigue == 1  # Rain: 1 fatigue when activated
    assert GAME.view(s, "france")["mp_left"] == 3
    act(s, "Forced march")
    assert GAME.view(s, "france")["mp_left"] == 4


def test_mov_7_case_a_four_mp_two_corps_with_napoleon() -> None:
    """Case A (p.11): 4 roads at 1 MP each; 1 fatigue per corps for 4+ MP, -1 for Napoleon (MOV-7 A, E),
    the remainder placed by the owner (MOV-8)."""
    s = ligny(("picton", "nivelles"))
    start_operations(s)
    activate(s, "ligny", "derlon", "ney", "napoleon")
    march(s, "sombreffe", "gembloux", "walhain", "mont_saint_guibert")
    assert notations(s) == ["stop"]  # out of MP: the mover still ends the move himself
    act(s, "stop")
    assert ask(s) == "napoleon1815-ask-spread-fatigue"
    assert labels(s) == [
        "0 fatigue for each corps, one more for Ney",
        "0 fatigue for each corps, one more for d'Erlon",
    ]
    act(s, "one more for Ney")
    assert (piece(s, "ney").fatigue, piece(s, "derlon").fatigue) == (1, 0)
    assert all(piece(s, b).spent for b in ("ney", "derlon", "napoleon"))  # OPS-7


def test_mov_5_case_b_stops_on_a_friendly_stack() -> None:
    """Case B (p.11): after 2 MP the stack enters an area with a friendly stack and must stop (MOV-5)."""
    s = ligny(("vandamme", "gembloux"), ("picton", "nivelles"))
    start_operations(s)
    activate(s, "ligny", "derlon", "ney", "napoleon")
    march(s, "sombreffe", "gembloux")
    assert notations(s) == ["stop"]  # MOV-5: no road on, though MP are left
    act(s, "stop")
    assert who(s) == "allies"  # the move ended: no fatigue (2 MP, free area), the Allies' turn
    assert piece(s, "ney").area == "gembloux" and piece(s, "ney").fatigue == 0


def test_mov_9_case_c_enters_an_enemy_stack() -> None:
    """Case C (p.11): entering Picton's area after 2 MP stops the stack, engages the area (+1 fatigue,
    -1 for Napoleon) and puts the French arrow on the road from Marbais (MOV-5, MOV-7 C, MOV-9)."""
    s = ligny(("picton", "quatre_bras"))
    start_operations(s)
    activate(s, "ligny", "derlon", "ney", "napoleon")
    march(s, "marbais", "quatre_bras")
    assert ask(s) == "napoleon1815-ask-engage"  # the move ends by itself in an enemy stack
    act(s, "hold")
    assert (piece(s, "ney").fatigue, piece(s, "derlon").fatigue) == (0, 0)
    assert s.arrows == {"quatre_bras": Arrow("french", "marbais")}
    assert GAME.view(s, None)["arrows"]["quatre_bras"] == {
        "army": "french",
        "side": "french",
        "toward": "marbais",
    }


def _case_c() -> N1815State:
    s = ligny(("picton", "quatre_bras"), ("perponcher", "nivelles"), ("zieten", "tilly"))
    start_operations(s)
    activate(s, "ligny", "derlon", "ney", "napoleon")
    march(s, "marbais", "quatre_bras")
    act(s, "hold")
    return s


def test_mov_14_the_enemy_may_not_leave_by_the_french_arrow() -> None:
    """MOV-14 (p.11): Picton may leave Quatre-Bras only by the roads other than the French arrow's."""
    s = _case_c()
    stack_deck(s, "allied", [48])
    act(s, "operate quatre_bras")
    act(s, "Add Picton")
    act(s, "move")
    roads = [label for label in labels(s) if label.startswith("March")]
    assert roads and not any("Marbais" in r for r in roads)


def test_mov_14_own_arrow_must_be_used_first() -> None:
    """MOV-14: a stack leaving an engaged area where its side has the arrow must take that road."""
    s = _case_c()
    put(s, "reille", "quatre_bras")
    act(s, "pass")  # the Allies pass; France goes on
    stack_deck(s, "french", [FOUR])
    act(s, "operate quatre_bras")
    act(s, "Add Reille")  # the one active block there
    act(s, "move")
    assert [label for label in labels(s) if label.startswith("March")] == ["March to Marbais (1 MP)"]


def test_mov_12_entering_along_the_enemy_arrow_tires_the_enemy_once() -> None:
    """MOV-12 (p.11): an Allied stack entering from Marbais gives the French stacks 2 fatigue, spread
    evenly, once per area per turn (A-17); MOV-11: it places no arrow."""
    s = _case_c()
    put(s, "thielmann", "marbais")
    put(s, "pirch", "marbais")
    stack_deck(s, "allied", [65])
    act(s, "operate marbais")
    act(s, f"add {token(s, 'thielmann')}")
    act(s, "move")
    march(s, "quatre_bras")
    assert "place a point of fatigue" not in status(s)  # 2 fatigue over Ney and d'Erlon: 1 each
    assert (piece(s, "ney").fatigue, piece(s, "derlon").fatigue) == (1, 1)
    assert s.arrows == {"quatre_bras": Arrow("french", "marbais")}  # MOV-10/11: still the French arrow
    assert s.arrow_fatigue == ["quatre_bras"]
    movement.enter_against_arrow(s, "quatre_bras", "marbais", "allied")
    assert (piece(s, "ney").fatigue, piece(s, "derlon").fatigue) == (1, 1)  # once per area per turn


def test_mov_10_a_second_french_stack_keeps_the_arrow() -> None:
    """MOV-10: later friendly stacks entering the engaged area by another road leave the arrow alone."""
    s = _case_c()
    put(s, "reille", "frasnes")
    act(s, "pass")
    stack_deck(s, "french", [FOUR])
    act(s, "operate frasnes")
    act(s, "Add Reille")
    act(s, "move")
    march(s, "quatre_bras")
    assert s.arrows == {"quatre_bras": Arrow("french", "marbais")}


def test_mov_13_arrow_removed_when_no_longer_engaged() -> None:
    """MOV-13: the arrow goes when the area is no longer engaged (here Picton marches away)."""
    s = _case_c()
    stack_deck(s, "allied", [48])
    act(s, "operate quatre_bras")
    act(s, "Add Picton")
    act(s, "move")
    march(s, "genappe")
    assert s.arrows == {}


def test_mov_2_no_mp_no_move() -> None:
    """MOV-2: with 0 MP or less the stack cannot move and is spent at once."""
    s = ligny(("picton", "nivelles"), ("reille", "fleurus"), ("gerard", "fleurus"))
    start_operations(s)
    activate(s, "fleurus", "reille", "gerard", card=ONE)  # 1 - 1 = 0 MP
    assert notations(s) == ["stop"]
    act(s, "stop")
    assert who(s) == "allies"
    assert piece(s, "reille").spent and piece(s, "reille").area == "fleurus"


def test_mov_3_destroyed_bridge_costs_3_mp_and_the_stack_moves_together() -> None:
    """MOV-3: 1 MP a road, 3 across a destroyed bridge; the whole stack moves as one."""
    s = ligny(("picton", "nivelles"))
    s.broken_bridges.append("genappe|quatre_bras")
    put(s, "reille", "quatre_bras")
    put(s, "gerard", "quatre_bras")
    start_operations(s)
    activate(s, "quatre_bras", "reille", "gerard", card=THREE)  # 3 - 1 = 2 MP
    assert "March to Genappe (3 MP)" not in labels(s)
    s2 = ligny(("picton", "nivelles"))
    s2.broken_bridges.append("genappe|quatre_bras")
    put(s2, "reille", "quatre_bras")
    start_operations(s2)
    activate(s2, "quatre_bras", card=THREE)
    assert "March to Genappe (3 MP)" in labels(s2)
    march(s2, "genappe")
    assert GAME.view(s2, "france")["mp_left"] == 0  # 3 MP used: only "stop" is left
    assert [a.notation() for a in GAME.legal_actions(s2, "france")] == ["stop"]
    assert piece(s2, "reille").area == "genappe"


def test_mov_4_unused_mp_are_lost() -> None:
    """MOV-4: stopping early loses the remaining MP; the stack is spent (OPS-7)."""
    s = ligny(("picton", "nivelles"))
    start_operations(s)
    activate(s, "ligny", "ney", card=FIVE)
    march(s, "fleurus")
    act(s, "stop")
    assert piece(s, "ney").spent and who(s) == "allies"


def test_mov_6_taking_a_walled_city_stops_with_1_fatigue() -> None:
    """MOV-6 / VIC-5 (A-5): taking Namur stops the stack with 1 fatigue and scores 2 VP for France."""
    s = ligny(("picton", "nivelles"))
    put(s, "lobau", "temploux")
    start_operations(s)
    activate(s, "temploux", card=FOUR)
    march(s, "namur")
    assert piece(s, "lobau").fatigue == 1
    assert s.control["namur"] == "french" and s.vp == 8
    assert who(s) == "allies"


def test_mov_6_no_flag_if_the_fatigue_eliminates() -> None:
    """MOV-6: if that fatigue would eliminate a corps, the enemy flag stays."""
    s = ligny(("picton", "nivelles"))
    put(s, "lobau", "temploux", fat=8)
    start_operations(s)
    activate(s, "temploux", card=FOUR)
    march(s, "namur")
    assert s.control["namur"] == "prussian"
    assert "lobau" in eliminated(s)


def test_mov_7_b_started_engaged_and_d_fatigue_card() -> None:
    """MOV-7 B: +1 for a move that starts in an engaged area; D: the Fatigue event adds 1."""
    s = _case_c()
    put(s, "reille", "quatre_bras")
    give(s, "allies", [64])  # Fatigue, enemy-move symbol for the French move
    act(s, "pass")
    stack_deck(s, "french", [FOUR])
    act(s, "operate quatre_bras")
    act(s, "Add Reille")
    act(s, "move")
    act(s, "No card")  # before the flip: the Allies hold a card, so they are asked
    act(s, "No card")  # after the flip (Road blocked)
    march(s, "marbais")
    act(s, "stop")
    act(s, "Fatigue")  # end of the move
    assert piece(s, "reille").fatigue == 2  # started engaged +1, Fatigue +1


def test_mov_7_e_never_below_zero() -> None:
    """MOV-7 E / A-16: Napoleon's -1 never turns a fatigue gain into a loss."""
    s = ligny(("picton", "nivelles"))
    change(s, "ney", fatigue=3)
    start_operations(s)
    activate(s, "ligny", "ney", "napoleon", card=TWO)
    march(s, "fleurus")
    act(s, "stop")
    assert piece(s, "ney").fatigue == 3


def _out_of_mp(hand: list[int], **options: str) -> N1815State:
    """D'Erlon alone at Ligny flips a 1 and marches to Fleurus: no MP left."""
    s = blank(**options)
    put(s, "derlon", "ligny")
    put(s, "picton", "nivelles")
    give(s, "france", hand)
    start_operations(s)
    activate(s, "ligny", "derlon", card=ONE)
    while ask(s) != "napoleon1815-ask-move":
        act(s, "No card")
    march(s, "fleurus")
    return s


def test_mov_4_a_stack_everyone_knows_out_of_mp_is_forced_to_stop() -> None:
    """Issue 8 §4: "stop" alone is flagged forced (a client may take it for the player) only when
    every other seat can tell: a known stack (Conscript) and no card moment (an empty hand)."""
    s = _out_of_mp([])
    prompt = GAME.prompt(s, "france")
    assert [a.notation() for a in prompt.actions] == ["stop"] and prompt.forced
    with_card = _out_of_mp([FOUR])
    assert not GAME.prompt(with_card, "france").forced  # the Allies cannot see whether it fits
    hidden = _out_of_mp([], rules="grognard")
    assert notations(hidden) == ["stop"] and not GAME.prompt(hidden, "france").forced  # MP unknown
