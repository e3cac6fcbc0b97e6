"""Set-up, options, seats and the card and map basics (SET-1..7, TRM-1..16)."""

from __future__ import annotations

import json

import pytest

from engine import GAMES
from engine.core import SetupError
from engine.napoleon1815 import board, deck
from engine.napoleon1815.data import cards, oob, scenarios
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.sequence import Stage
from engine.napoleon1815.state import is_engaged, is_free
from tests.engine.test_napoleon1815_helpers import (
    EN,
    GAME,
    act,
    clear_map,
    eliminated,
    empty_hands,
    label,
    labels,
    logged,
    new_game,
    piece,
    put,
    stack_deck,
    start_operations,
    start_turn,
    token,
)


def test_registered_with_its_contract() -> None:
    game = GAMES["napoleon1815"]
    assert EN(game.title) == "Napoleon 1815" and game.hidden_information
    assert list(game.scenarios) == ["ligny_quatre_bras", "waterloo", "campaign"]
    assert game.seats({"players": "2"}) == ("france", "allies")
    assert game.seats({"players": "3"}) == ("france", "anglo_dutch", "prussia")
    assert [EN.name(game.seat_ref(s)) for s in ("france", "allies", "anglo_dutch", "prussia")] == [
        "France",
        "the Allies",
        "Anglo-Dutch",
        "Prussia",
    ]
    assert {o.key: (o.default, o.choices) for o in game.option_specs} == {
        "players": ("2", ("2", "3")),
        "rules": ("conscript", ("conscript", "grognard")),
        "combat": ("cards", ("cards", "dice")),
    }
    with pytest.raises(SetupError):
        game.setup(1, options={"combat": "coins"})
    assert game.help_topics() and game.provenance()


@pytest.mark.parametrize("scenario", ["ligny_quatre_bras", "waterloo", "campaign"])
def test_set_1_scenarios_set_up_as_written(scenario: str) -> None:
    """SET-1: blocks, VP marker, control flags and entrenchments as the scenario says; hands start empty
    and the first Draw Phase fills them."""
    sc = scenarios.scenario(scenario)
    s = GAME.setup(7, scenario)
    for p in sc.setup:
        assert piece(s, p.block).area == p.area
    assert s.entrenchments == list(sc.entrenchments)
    assert {a: x for a, x in s.control.items()} == {a: x.value for a, x in sc.control.items()}
    assert s.vp == sc.start_vp and s.turn == 1
    assert GAME.to_act(s)  # someone is asked something
    json.loads(s.to_json())


def test_set_2_blocks_lie_face_up_in_conscript_and_stand_in_grognard() -> None:
    """SET-2 / GRG-1: Conscript views name every block; Grognard views name only the viewer's own."""
    s = new_game()
    assert all("block" in b for b in GAME.view(s, None)["blocks"])
    g = new_game(rules="grognard")
    public = GAME.view(g, None)["blocks"]
    assert public and not any("block" in b for b in public)
    french = GAME.view(g, "france")["blocks"]
    assert all(("block" in b) == (b["army"] == "french") for b in french)


def test_set_3_combat_method_is_fixed_at_set_up() -> None:
    """SET-3: cards or dice is an option of the game, kept in the state for the whole game."""
    s = new_game(combat="dice")
    assert s.options["combat"] == "dice" and GAME.view(s, None)["options"]["combat"] == "dice"


def test_set_4_and_trm_6_the_order_of_battle_is_behind_the_screen() -> None:
    """SET-4 / TRM-6: SP and fatigue appear only in the owner's view, never in the public one."""
    s = new_game()
    public = json.dumps(GAME.view(s, None))
    assert '"fatigue"' not in public and '"infantry"' not in public
    oob = GAME.view(s, "allies")["oob"]
    zieten = next(e for e in oob if e["block"] == "zieten")
    assert (zieten["infantry"], zieten["cavalry"], zieten["fatigue"]) == (6, 1, 2)
    assert all(e["block"] not in ("ney", "napoleon") for e in oob)


def test_set_5_three_player_cards() -> None:
    """SET-5 / 3P-2: cards 78-82 replace 25, 42, 61, 67, 70 only in the 3-player game; 73-77 are not
    in any deck."""
    two, three = new_game(), new_game(players="3")

    def every(s):
        return {c for f in ("french", "allied") for c in s.decks[f] + s.discards[f]} | {
            c for h in s.hands.values() for c in h
        }

    assert {78, 79, 80, 81, 82}.isdisjoint(every(two)) and {25, 42, 61, 67, 70} <= every(two)
    assert {78, 79, 80, 81, 82} <= every(three) and {25, 42, 61, 67, 70}.isdisjoint(every(three))
    assert {73, 74, 75, 76, 77}.isdisjoint(every(two) | every(three))


def test_set_6_and_set_7_areas_roads_and_terrain() -> None:
    """SET-6: blocks are always in an area joined by roads; SET-7: the five area types exist."""
    s = new_game()
    assert all(p.area in data_map.AREA for p in s.pieces.values())
    assert {a.terrain for a in data_map.AREAS} == set(data_map.Terrain)


def test_trm_1_and_2_active_spent_and_commanders() -> None:
    """TRM-1: active blocks may operate, spent ones not; TRM-2: Napoleon, Wellington, Blücher are commanders."""
    s = new_game(scenario="campaign")
    assert all(b["spent"] for b in GAME.view(s, None)["blocks"] if b["army"] == "anglo_dutch")
    assert {b.id for b in oob.BLOCKS if b.kind is oob.BlockKind.COMMANDER} == {
        "napoleon",
        "wellington",
        "blucher",
    }


def test_trm_3_a_commander_never_moves_alone_nor_is_left_alone() -> None:
    """TRM-3: a commander cannot move alone; the last corps may not march off and leave him."""
    s = new_game()
    clear_map(s)
    empty_hands(s)
    put(s, "napoleon", "fleurus")
    put(s, "vandamme", "fleurus")
    put(s, "picton", "nivelles")
    start_operations(s)
    act(s, "operate fleurus")
    act(s, f"add {token(s, 'napoleon')}")
    assert "Move this stack (flip a card for its MP)" not in labels(s)
    act(s, f"drop {token(s, 'napoleon')}")
    act(s, f"add {token(s, 'vandamme')}")
    assert "Move this stack (flip a card for its MP)" not in labels(s)  # Napoleon would be alone
    act(s, f"add {token(s, 'napoleon')}")
    assert "Move this stack (flip a card for its MP)" in labels(s)


def test_trm_4_a_commander_left_alone_is_removed() -> None:
    """TRM-4 / VIC-8: Wellington's last corps dies: he is removed and France scores 2 VP."""
    s = new_game()
    clear_map(s)
    put(s, "wellington", "nivelles")
    t = put(s, "chasse", "nivelles", inf=1)
    board.lose_sp(s, t, 1, 0)
    assert "wellington" in eliminated(s)
    assert s.vp == 10 - 1 - 2


def test_trm_4_two_commanders_left_alone_together_are_both_removed() -> None:
    """TRM-4 / VIC-8: Blücher and Wellington share an area when its last corps dies: both go, once each."""
    s = new_game()
    clear_map(s)
    put(s, "wellington", "nivelles")
    put(s, "blucher", "nivelles")
    t = put(s, "chasse", "nivelles", inf=1)
    board.lose_sp(s, t, 1, 0)
    gone = eliminated(s)
    assert gone.count("wellington") == 1 and gone.count("blucher") == 1
    assert s.vp == 10 - 1 - 2 - 2


def test_trm_5_a_stack_is_any_choice_of_active_corps_in_an_area() -> None:
    """TRM-5 / OPS-4: the operating stack is any subset of the active corps in one area."""
    s = new_game()
    start_operations(s)
    act(s, "operate fleurus")
    assert sum(1 for label in labels(s) if label.startswith("Add")) == 5


def test_trm_8_draw_flip_play_and_trm_14_reshuffle() -> None:
    """TRM-8: draw into the hand, flip to use at once, play from the hand; TRM-14: an empty deck is the
    discard pile shuffled."""
    s = new_game()
    empty_hands(s)
    s.discards["french"] += s.decks["french"][:-1]
    s.decks["french"] = s.decks["french"][-1:]
    top = s.decks["french"][0]
    assert deck.draw(s, "france", 2)[0] == top
    assert len(s.decks["french"]) == 34 and s.discards["french"] == []
    card = deck.flip(s, "french")
    assert card is not None and s.discards["french"] == [card]


def test_trm_11_colours_give_the_timing() -> None:
    """TRM-11: blue cards only in the Initiative Phase, green only in operations (never offered as blue)."""
    s = new_game()
    empty_hands(s)
    s.hands["france"] += [7, 28]  # Lamarque (blue), Forced march (green)
    start_turn(s, Stage.INITIATIVE)
    assert labels(s) == ["Play Lamarque (7)", "No blue card"]


def test_trm_13_no_hand_limit_and_no_discard_pile_in_any_view() -> None:
    """TRM-13: hands are unlimited and nobody sees a discard pile, not even its owner (sizes only)."""
    s = new_game()
    s.hands["france"] += s.decks["french"][:20]
    s.decks["french"] = s.decks["french"][20:]
    for seat in (None, "france", "allies"):
        v = GAME.view(s, seat)
        assert "discards" not in v and set(v["discard_sizes"]) == {"french", "allied"}
    assert len(GAME.view(s, "france")["hand"]) >= 20


def test_trm_15_free_and_engaged_areas() -> None:
    """TRM-15: an area is free for a side without enemy corps, engaged with corps of both sides."""
    s = new_game()
    clear_map(s)
    put(s, "ney", "frasnes")
    put(s, "picton", "frasnes")
    assert is_engaged(s, "frasnes") and not is_free(s, "frasnes", "french")
    assert is_free(s, "fleurus", "french")


def test_trm_16_entrenchment_goes_when_only_french_corps_remain() -> None:
    """TRM-16: an entrenchment helps only the Allies and is removed when only French corps are there."""
    s = new_game()
    clear_map(s)
    s.entrenchments = ["gemioncourt"]
    put(s, "ney", "gemioncourt")
    board.settle(s, "gemioncourt")
    assert s.entrenchments == [] and s.control["gemioncourt"] == "french" and s.vp == 9


def test_trm_9_and_trm_10_card_uses_and_anatomy() -> None:
    """TRM-9/10: a card's value is its initiative and MP value when flipped; the combat box serves battles
    (test_combat_example_p13), the recovery box the Recovery Phase (test_recovery_example_p9)."""
    c = cards.CARD[16]
    assert (c.value, c.damage, c.fatigue, c.recovery, c.event) == (5, 0, 2, 3, "skirmish_line")
    s = new_game()
    empty_hands(s)
    stack_deck(s, "french", [13])  # value 1
    stack_deck(s, "allied", [40])  # value 5
    start_turn(s, Stage.INITIATIVE)
    assert s.initiative == "allied"
    assert any("flips Valour (13) for the initiative: 1" in line for line in logged(s))


def test_trm_7_losses_and_fatigue_on_the_order_of_battle() -> None:
    """TRM-7: SP lost take cubes off the track, fatigue adds cylinders, recovery takes them off."""
    s = new_game()
    t = token(s, "vandamme")
    board.lose_sp(s, t, 1, 0)
    board.add_fatigue(s, t, 3)
    board.remove_fatigue(s, t, 1)
    entry = next(e for e in GAME.view(s, "france")["oob"] if e["block"] == "vandamme")
    assert (entry["infantry"], entry["cavalry"], entry["fatigue"]) == (4, 0, 1 + 3 - 1)


def test_trm_12_green_timing_symbols() -> None:
    """TRM-12: a card with the Allied-move symbol (France's Road blocked) answers only Allied moves;
    battle and retreat cards wait for their moment."""
    s = new_game()
    clear_map(s)
    empty_hands(s)
    put(s, "ney", "frasnes")
    put(s, "picton", "nivelles")
    s.hands["france"] += [33, 11, 21]  # Road blocked, Fighting spirit, Cambronne
    stack_deck(s, "french", [15])
    stack_deck(s, "allied", [48])
    start_operations(s)
    act(s, "operate frasnes")
    act(s, "Add Ney")
    act(s, "move")
    assert not any("Play" in label for label in labels(s))  # none of them while France moves
    act(s, "stop")
    assert labels(s) == ["End the operation"]  # Combined operation would be offered here
    act(s, "End the operation")
    act(s, "operate nivelles")  # the Allies move
    act(s, "Add Picton")
    act(s, "move")
    assert labels(s) == ["No card"]  # before the flip: nothing fits
    act(s, "No card")
    assert labels(s) == ["Play Road blocked (33)", "No card"]  # after the flip


def test_actions_are_short_readable_and_few() -> None:
    """Every action: a notation <= 40 chars of [a-z0-9_:+/ -], a label <= 80 chars in English; prompts
    stay small."""
    import re

    from engine.core.rng import Rng

    notation = re.compile(r"^[a-z0-9_:+/ -]{1,40}$")
    biggest = 0
    for seed, options in ((1, {"rules": "grognard"}), (2, {"players": "3", "rules": "grognard"}), (3, {})):
        s = GAME.setup(seed, "campaign", options)
        picker = Rng(seed)
        for _ in range(300):
            if GAME.result(s) is not None:
                break
            seat = GAME.to_act(s)[0]
            actions = GAME.legal_actions(s, seat)
            assert actions
            biggest = max(biggest, len(actions))
            for a in actions:
                assert notation.match(a.notation()) and 0 < len(label(a)) <= 80, a
            GAME.apply(s, seat, picker.choice(actions))
    assert biggest <= 25
