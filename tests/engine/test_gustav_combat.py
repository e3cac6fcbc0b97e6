"""Gustav, 攻撃のルール and the morale rules on hand-made positions: melee (ATK-MELEE-1..5), ranged
attacks with range and line of fire (ATK-RANGED-1..3, T-4, A-6, A-7), success against the voltage
number (A-1, B-CARD-3), the defender's retreat-or-hold and hold-or-destroyed choices (A-8, A-9,
A-13), the optional advance, morale 0 to 7 (B-MOR-3) and the instant wins (E-4).

IDs are those of ../shared/rules/003-tactical-hex.md. Imperial = Player A, Swedish = Player B.
"""

from __future__ import annotations

import pytest

from engine.core import IllegalActionError
from engine.gustav.battlefield import fire_targets, line_blocked, melee_targets, retreats
from engine.gustav.data.board import distance, sight
from engine.gustav.data.tracks import RING
from engine.gustav.data.units import SPECS, in_range
from engine.gustav.state import GustavState, unit_at
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
    voltage_at,
)

HEMMED = {"f4": (IMP, "pike"), "e6": (IMP, "cavalry"), "c5": (IMP, "pike")}  # every hex around d4 in ZOC


def pike_against_shot(number: int, extra: dict[str, tuple[str, str]] | None = None) -> GustavState:
    """Imperial pike on d3 attacks (tercio, bottom: one pike melee) a Swedish shot on d4 at voltage
    ``number``; the Imperial player has chosen the pike and is asked for its target."""
    s = new_battle()
    place(
        s, {"d3": (IMP, "pike"), "d4": (SWE, "shot"), "a1": (IMP, "hq"), "h7": (SWE, "hq"), **(extra or {})}
    )
    give(s, IMP, ["tercio", "wallenstein"])
    s.voltage = voltage_at(number)
    act(s, IMP, "play tercio bottom")
    act(s, IMP, "unit d3")
    return s


# --- ATK-MELEE-1, ATK-RANGED-1, T-4, A-7: who may attack whom --------------------------------------


def test_melee_is_for_adjacent_enemies_and_never_for_artillery() -> None:
    board = {"d3": IMP, "d4": SWE, "e4": SWE, "d2": SWE}
    assert sorted(melee_targets(board, "d3", IMP, "pike")) == ["d2", "d4"]  # e4 is not adjacent
    assert melee_targets(board, "d3", IMP, "artillery") == []  # ATK-MELEE-1: 砲兵以外
    assert not SPECS["artillery"].melee and all(SPECS[k].melee for k in SPECS if k != "artillery")


def test_pike_cavalry_and_hq_have_no_ranged_attack() -> None:
    board = {"d1": IMP, "d3": SWE}  # two hexes apart
    for kind in ("pike", "cavalry", "hq"):
        assert fire_targets(board, "d1", IMP, kind) == []  # ATK-RANGED-1: 槍兵と騎兵以外
    assert fire_targets(board, "d1", IMP, "shot") == ["d3"]


def test_range_two_is_exactly_two_and_a_span_includes_its_ends() -> None:
    # T-4: 射程2 = 2 hexes away; 射程2~4 = from 2 to 4; adjacent is never a ranged target
    assert [n for n in range(1, 7) if in_range("shot", n)] == [2]
    assert [n for n in range(1, 7) if in_range("artillery", n)] == [2, 3, 4]
    lone = {"d2": 1, "d3": 2, "d4": 3, "d5": 4, "d6": 5}  # one enemy at a time, straight ahead of d1
    assert all(distance("d1", h) == n for h, n in lone.items())
    for kind, reach in (("shot", {"d3"}), ("artillery", {"d3", "d4", "d5"})):
        assert {h for h in lone if fire_targets({"d1": IMP, h: SWE}, "d1", IMP, kind)} == reach


def test_adjacent_enemy_only_blocks_lines_it_stands_on() -> None:
    board = {"b2": IMP, "c2": SWE, "f2": SWE}
    assert sight("b2", "f2").through == ("c2", "d2", "e2")
    assert fire_targets(board, "b2", IMP, "artillery") == []  # f2 at 4 is behind c2; c2 adjacent
    del board["c2"]
    assert fire_targets(board, "b2", IMP, "artillery") == ["f2"]


# --- ATK-RANGED-2, A-6: the line of fire -----------------------------------------------------------


def test_an_enemy_on_the_line_blocks_a_friend_does_not() -> None:
    assert sight("b2", "f2").through == ("c2", "d2", "e2")
    assert line_blocked({"b2": IMP, "d2": SWE, "f2": SWE}, "b2", "f2", IMP)  # 遮蔽物
    assert not line_blocked(
        {"b2": IMP, "d2": IMP, "f2": SWE}, "b2", "f2", IMP
    )  # 自軍ユニットは遮蔽物にならず
    assert fire_targets({"b2": IMP, "d2": IMP, "e2": IMP, "f2": SWE}, "b2", IMP, "artillery") == ["f2"]
    assert fire_targets({"b2": IMP, "d2": SWE, "f2": SWE}, "b2", IMP, "artillery") == ["d2"]


def test_a_line_along_an_edge_is_blocked_only_when_both_hexes_hold_enemies() -> None:
    # A-6 (our reading, the usual convention): d1 to d3 runs along the edge between c2 and d2
    line = sight("d1", "d3")
    assert line.through == () and line.grazed == (("c2", "d2"),)
    assert not line_blocked({"d1": IMP, "c2": SWE, "d3": SWE}, "d1", "d3", IMP)
    assert not line_blocked({"d1": IMP, "d2": SWE, "d3": SWE}, "d1", "d3", IMP)
    assert not line_blocked({"d1": IMP, "c2": SWE, "d2": IMP, "d3": SWE}, "d1", "d3", IMP)
    assert line_blocked({"d1": IMP, "c2": SWE, "d2": SWE, "d3": SWE}, "d1", "d3", IMP)


def test_a_long_edge_line_crosses_some_hexes_and_grazes_others() -> None:
    line = sight("d1", "d5")
    assert line.through == ("d3",) and line.grazed == (("c2", "d2"), ("c4", "d4"))
    assert line_blocked({"d1": IMP, "d3": SWE, "d5": SWE}, "d1", "d5", IMP)
    assert not line_blocked({"d1": IMP, "c4": SWE, "d5": SWE}, "d1", "d5", IMP)
    assert line_blocked({"d1": IMP, "c4": SWE, "d4": SWE, "d5": SWE}, "d1", "d5", IMP)


def test_lines_are_the_same_both_ways() -> None:
    for a, b in (("d1", "d5"), ("b2", "f2"), ("a1", "c2"), ("c1", "f4")):
        there, back = sight(a, b), sight(b, a)
        assert set(there.through) == set(back.through) and set(there.grazed) == set(back.grazed)


# --- ATK-MELEE-2, A-1, B-CARD-3: success against the voltage number ---------------------------------


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6])
def test_an_attack_succeeds_exactly_when_the_number_is_a_success_value(number: int) -> None:
    s = pike_against_shot(number)
    hits = number in SPECS["pike"].hits  # 3, 4, 5
    label = GAME.prompt(s, IMP).actions[0].label
    assert label is not None and EN(label) == f"Melee the shot at d4 ({'hits' if hits else 'misses'})"
    step = act(s, IMP, "target d4")
    outcome = "a hit" if hits else "a miss"
    assert public_lines(step) == [
        f"The Imperial army's pike at d3 attacks the shot at d4 in melee: voltage {number}, {outcome}."
    ]
    # ATK-MELEE-5: a failure does nothing; the turn goes on with the second card
    assert GAME.to_act(s) == ([SWE] if hits else [IMP])
    assert GAME.prompt(s, GAME.to_act(s)[0]).key == ("gustav-ask-defend" if hits else "gustav-ask-more")


def test_a_card_modifier_reads_further_round_the_ring_without_moving_the_marker() -> None:
    # B-CARD-3: push of pike, top: pikes attack at voltage +1. The marker shows 2 (index 1); the
    # space after it shows 3, which a pike hits; the marker stays put.
    s = new_battle()
    place(s, {"d3": (IMP, "pike"), "d4": (SWE, "shot"), "a1": (IMP, "hq"), "h7": (SWE, "hq")})
    give(s, IMP, ["push_of_pike", "wallenstein"])
    s.voltage = 1
    assert RING[1].number == 2 and RING[2].number == 3
    act(s, IMP, "play push_of_pike top")
    act(s, IMP, "unit d3")
    step = act(s, IMP, "target d4")
    assert any("voltage 3, a hit" in line for line in public_lines(step))
    assert s.voltage == 1


def test_a_modifier_can_also_turn_a_hit_into_a_miss() -> None:
    s = new_battle()
    place(s, {"d3": (IMP, "pike"), "d4": (SWE, "shot"), "a1": (IMP, "hq"), "h7": (SWE, "hq")})
    give(s, IMP, ["tilly", "wallenstein"])  # tilly bottom: one attack at voltage +2
    s.voltage = voltage_at(5)  # index 4: 5 hits, +2 is index 6 (6): a pike misses
    act(s, IMP, "play tilly bottom")
    act(s, IMP, "unit d3")
    step = act(s, IMP, "target d4")
    assert any("voltage 6, a miss" in line for line in public_lines(step))


# --- ATK-MELEE-3, A-8: retreat or hold with 1 morale -------------------------------------------------


def test_the_defender_may_retreat_out_of_every_enemy_zoc_or_hold_for_one_morale() -> None:
    s = pike_against_shot(3)
    act(s, IMP, "target d4")
    prompt = GAME.prompt(s, SWE)
    # d4's neighbours: c4 and e3 touch the attacker on d3 (A-8: its own ZOC counts), d3 is taken
    assert sorted(notations(prompt)) == ["hold", "retreat d5", "retreat e4", "retreat e5"]
    act(s, SWE, "hold")
    assert s.morale[SWE] == 4 and unit_at(s, "d4")  # START 5, one spent, the unit stays
    assert GAME.prompt(s, IMP).key == "gustav-ask-more"  # nothing vacated: no advance


def test_a_retreat_lets_the_melee_attacker_advance_if_it_wishes() -> None:
    s = pike_against_shot(3, extra={"e5": (SWE, "pike")})
    act(s, IMP, "target d4")
    assert "retreat e5" not in notations(GAME.prompt(s, SWE))  # occupied
    act(s, SWE, "retreat d5")
    assert s.units[unit_at(s, "d5")].kind == "shot" and s.morale[SWE] == 5
    prompt = GAME.prompt(s, IMP)
    assert prompt.key == "gustav-ask-advance" and sorted(notations(prompt)) == ["advance", "stay"]
    act(s, IMP, "advance")  # into d4, next to the shot and the pike: ZOC ignored (B-ZOC-3)
    assert s.units[unit_at(s, "d4")].kind == "pike" and not unit_at(s, "d3")


def test_the_advance_is_optional() -> None:
    s = pike_against_shot(3)
    act(s, IMP, "target d4")
    act(s, SWE, "retreat e5")
    act(s, IMP, "stay")
    assert s.units[unit_at(s, "d3")].kind == "pike" and not unit_at(s, "d4")


# --- ATK-MELEE-4, A-9, A-13: no retreat, or the red-framed rear row -------------------------------


def test_without_a_retreat_hex_the_defender_holds_for_two_morale_or_loses_the_unit() -> None:
    # the shot on d4 is hemmed in: every free neighbour touches an imperial unit
    s = pike_against_shot(3, HEMMED)
    assert retreats({u.hex: u.side for u in s.units.values()}, "d4", SWE) == []
    act(s, IMP, "target d4")
    prompt = GAME.prompt(s, SWE)
    assert prompt.key == "gustav-ask-defend" and notations(prompt) == ["hold", "lose"] and not prompt.forced
    act(s, SWE, "hold")
    assert s.morale[SWE] == 3 and unit_at(s, "d4")


def test_a_unit_destroyed_counts_its_cost_and_the_melee_attacker_may_move_in() -> None:
    s = pike_against_shot(3, HEMMED)
    act(s, IMP, "target d4")
    before = GAME.view(s, None)["sides"][IMP]["points"]
    step = act(s, SWE, "lose")
    assert public_lines(step) == ["The Swedish army's shot at d4 is destroyed."]
    assert s.lost[SWE] == ["shot"]
    assert GAME.view(s, None)["sides"][IMP]["points"] == before + SPECS["shot"].cost  # E-2
    act(s, IMP, "advance")
    assert s.units[unit_at(s, "d4")].kind == "pike"


def test_in_the_red_framed_rear_row_there_is_no_retreat_even_with_room() -> None:
    # the Swedish rear row is row 7; d7 has free neighbours out of every ZOC, yet no retreat
    s = new_battle()
    place(s, {"d6": (IMP, "pike"), "d7": (SWE, "shot"), "a1": (IMP, "hq"), "h7": (SWE, "hq")})
    assert retreats({"d6": IMP, "d7": SWE}, "d7", SWE) == []
    assert retreats({"d6": IMP, "d5": SWE}, "d5", SWE) != []
    give(s, IMP, ["tercio", "wallenstein"])
    s.voltage = voltage_at(4)
    act(s, IMP, "play tercio bottom")
    act(s, IMP, "unit d6")
    act(s, IMP, "target d7")
    assert notations(GAME.prompt(s, SWE)) == ["hold", "lose"]


def test_the_red_row_is_only_a_trap_for_its_own_side() -> None:
    # an imperial unit deep in Swedish land on row 7 retreats as usual (of d7's free neighbours,
    # e7 and c6 touch the Swedish unit on d6, c7 does not)
    assert retreats({"d7": IMP, "d6": SWE}, "d7", IMP) == ["c7"]
    assert retreats({"d1": SWE, "d2": IMP}, "d1", SWE) == ["c1"]


def test_with_one_morale_left_a_cornered_unit_can_only_be_lost() -> None:
    # morale cannot be spent below 0, so 2 cannot be spent from 1: the loss is forced (public)
    s = pike_against_shot(3, HEMMED)
    s.morale[SWE] = 1
    act(s, IMP, "target d4")
    prompt = GAME.prompt(s, SWE)
    assert notations(prompt) == ["lose"] and prompt.forced
    with pytest.raises(IllegalActionError):
        act(s, SWE, "hold")


# --- ATK-RANGED-3: fire resolves like melee, the firer never moves --------------------------------


def test_fire_hits_the_defender_chooses_and_the_firer_stays() -> None:
    s = new_battle()
    place(
        s,
        {"a1": (IMP, "hq"), "h7": (SWE, "hq"), "d3": (SWE, "pike"), "d5": (SWE, "shot"), "d7": (IMP, "shot")},
    )
    turn_of(s, SWE)
    give(s, SWE, ["salvo", "fog"])  # salvo, bottom: one shot fires
    s.voltage = voltage_at(2)
    act(s, SWE, "play salvo bottom")
    act(s, SWE, "unit d5")
    assert notations(GAME.prompt(s, SWE)) == ["target d7", "back"]  # the pike on d3 is a friend
    act(s, SWE, "target d7")
    assert (
        s.last_fire is not None and s.last_fire.hit and (s.last_fire.start, s.last_fire.end) == ("d5", "d7")
    )
    # row 7 is the Swedish rear, not the imperial unit's own: it may retreat (to e7, clear of d6..)
    assert sorted(notations(GAME.prompt(s, IMP))) == ["hold", "retreat c7", "retreat e7"]
    act(s, IMP, "retreat e7")
    assert GAME.prompt(s, SWE).key == "gustav-ask-more"  # ATK-RANGED-3: no advance after fire
    assert s.units[unit_at(s, "d5")].kind == "shot" and not unit_at(s, "d7")


def test_fire_that_destroys_leaves_the_firer_where_it_was() -> None:
    s = new_battle()
    hemmed = {"c6": (IMP, "pike"), "e6": (IMP, "pike"), "e5": (IMP, "pike"), "c5": (IMP, "pike")}
    place(s, {"a1": (IMP, "hq"), "h7": (SWE, "hq"), "d3": (IMP, "shot"), "d5": (SWE, "pike"), **hemmed})
    give(s, IMP, ["tilly", "wallenstein"])  # tilly, bottom: one attack of any kind at voltage +2
    s.voltage = 0  # shows 1; two spaces on: 3, a hit for shot (2, 3, 4)
    act(s, IMP, "play tilly bottom")
    act(s, IMP, "unit d3")
    act(s, IMP, "target d5")
    assert notations(GAME.prompt(s, SWE)) == ["hold", "lose"]  # ATK-MELEE-4 for fire too
    act(s, SWE, "lose")
    assert not unit_at(s, "d5") and s.units[unit_at(s, "d3")].kind == "shot"
    assert GAME.prompt(s, IMP).key == "gustav-ask-more"


# --- B-MOR-3, E-4: morale 0..7 and the instant wins -----------------------------------------------


def test_morale_never_rises_above_seven() -> None:
    s = new_battle()
    give(s, IMP, ["jesus_maria", "wallenstein"])  # top: morale +2
    s.morale[IMP] = 6
    step = act(s, IMP, "play jesus_maria top")
    assert s.morale[IMP] == 7
    assert any("gains 1 morale" in line for line in public_lines(step))


def test_holding_down_to_zero_morale_loses_at_once() -> None:
    s = pike_against_shot(3)
    s.morale[SWE] = 1
    act(s, IMP, "target d4")
    act(s, SWE, "hold")  # the player's own choice
    result = GAME.result(s)
    assert (
        s.morale[SWE] == 0 and result is not None and result.winners == (IMP,) and result.reason == "morale"
    )
    assert GAME.to_act(s) == []


def test_destroying_the_hq_wins_at_once() -> None:
    s = new_battle()
    place(
        s,
        {
            "d3": (IMP, "pike"),
            "d4": (SWE, "hq"),
            "f4": (IMP, "pike"),
            "e6": (IMP, "cavalry"),
            "c5": (IMP, "pike"),
            "a1": (IMP, "hq"),
        },
    )
    give(s, IMP, ["tercio", "wallenstein"])
    s.voltage = voltage_at(3)
    act(s, IMP, "play tercio bottom")
    act(s, IMP, "unit d3")
    act(s, IMP, "target d4")
    act(s, SWE, "lose")
    result = GAME.result(s)
    assert result is not None and result.winners == (IMP,) and result.reason == "hq"
    assert GAME.to_act(s) == [] and EN(result.summary)


# --- ATK-GEN-1: a move and an attack from one effect ----------------------------------------------


def test_an_assault_moves_a_unit_then_lets_it_attack_from_where_it_stopped() -> None:
    s = new_battle()
    place(s, {"a1": (IMP, "hq"), "h7": (SWE, "hq"), "d2": (IMP, "cavalry"), "d5": (SWE, "pike")})
    give(s, IMP, ["tilly", "wallenstein"])  # tilly, top: one unit moves, then attacks
    s.voltage = voltage_at(4)
    act(s, IMP, "play tilly top")
    assert GAME.prompt(s, IMP).key == "gustav-ask-assault"
    act(s, IMP, "unit d2")
    prompt = GAME.prompt(s, IMP)
    assert prompt.key == "gustav-ask-assault-to" and "to d2" in notations(prompt)  # staying is a choice
    assert "to d4" in notations(prompt) and "to d6" not in notations(prompt)  # ZOC stops it at d4
    act(s, IMP, "to d4")
    prompt = GAME.prompt(s, IMP)
    assert prompt.key == "gustav-ask-assault-target" and notations(prompt) == ["target d5", "skip"]
    act(s, IMP, "target d5")
    assert GAME.prompt(s, SWE).key == "gustav-ask-defend"
