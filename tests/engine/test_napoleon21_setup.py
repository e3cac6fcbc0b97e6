"""Napoleon 2.1 set-up (2.2), units and war states (3.x), options and seats (14.0 multi-player)."""

from __future__ import annotations

import pytest

from engine.core import SetupError
from engine.napoleon21.data import ALLIES, CHART, COUNTRIES, War
from engine.napoleon21.options import SPLIT_NAMES, balanced_split, every_seat, split_name, starting_vp
from engine.napoleon21.state import damage, on_map
from tests.engine.napoleon21_helpers import (
    EN,
    GAME,
    args,
    max_strength,
    new_state,
    place,
    play,
    turn_to,
    units,
    verbs,
    war,
)


def test_2_2_1_every_country_starts_on_its_star_stage() -> None:
    """2.2-1."""
    s = new_state()
    assert s.posture == {c: CHART[c].start_stage for c in COUNTRIES}


def test_2_2_2_boxes_hold_the_max_strength_of_the_stage() -> None:
    """2.2-2, 3.4-1: units in use (map + box) equal the current max strength; the rest are unused."""
    s = new_state()
    for c in COUNTRIES:
        assert on_map(s, c) + s.box[c] == max_strength(s, c)


def test_2_2_3_initial_strength_face_up_at_home() -> None:
    """2.2-3."""
    s = new_state()
    for c in COUNTRIES:
        assert units(s, c, c) == [CHART[c].initial_strength, 0, 0, 0]
    assert sum(len(stacks) for stacks in s.units.values()) == len(COUNTRIES)


def test_2_2_4_initial_war_states_from_the_chart() -> None:
    """2.2-4 (A-3): Peace markers where the chart says Peace; the 1805 coalition is at War."""
    s = new_state()
    assert s.war == {c: CHART[c].war for c in ALLIES}
    assert s.war["prussia"] is war(s, "spain") is War.PEACE
    assert s.war["austria"] is s.war["russia"] is war(s, "britain") is War.WAR


def test_2_2_5_morale_starts_at_20_and_the_order_is_rolled() -> None:
    """2.2-5, 12.0-1."""
    s = new_state()
    assert s.morale == 20 and s.turn == 1
    assert s.order_roll in range(1, 7) and s.log[0]["dice"] == [s.order_roll]
    assert s.log[0]["msg"] == {"key": "napoleon21-log-turn", "args": {"turn": 1, "slot": s.order_roll}}


def test_3_1_1_one_damage_flips_then_removes() -> None:
    """3.1-1, 3.4-2: removed units go back to the box."""
    s = new_state()
    place(s, {"austria": {"austria": [2, 0]}})
    box = s.box["austria"]
    assert damage(s, "austria", "austria", face_up=True)  # flipped
    assert units(s, "austria", "austria") == [1, 1, 0, 0]
    assert not damage(s, "austria", "austria", face_up=False)  # removed
    assert units(s, "austria", "austria") == [1, 0, 0, 0] and s.box["austria"] == box + 1


def test_3_1_2_facing_never_changes_a_count() -> None:
    """3.1-2: two face-down units are two units when counting (here: for surrender, 10.31)."""
    from engine.napoleon21.surrender import enemies_at_home

    s = new_state()
    place(s, {"austria": {"france": [0, 4]}})
    assert enemies_at_home(s, "austria") == 4


def test_3_2_1_allies_have_a_war_state_france_has_none() -> None:
    """3.2-1, 3.2-2: one state per ally; France has none (shown as None in the view)."""
    s = new_state()
    view = GAME.view(s, None)
    assert view["countries"]["france"]["war"] is None
    assert all(view["countries"][c]["war"] in ("peace", "armistice", "war") for c in ALLIES)


def test_3_2_3_states_advance_peace_armistice_war() -> None:
    """3.2-3: only by declaration, one step at a time."""
    s = new_state()
    turn_to(s, "prussia")
    s.script += [1]
    play(s, "declare", "prussia")
    assert war(s, "prussia") is War.ARMISTICE
    turn_to(s, "prussia")
    s.script += [2]
    play(s, "declare", "prussia")
    assert war(s, "prussia") is War.WAR


def test_3_2_4_surrender_brings_peace() -> None:
    """3.2-4: an ally at War whose home France takes (and passes the check) makes Peace."""
    s = new_state()
    place(s, {"rhine": {"france": 5}, "austria": {}, "france": {"france": 1}})
    turn_to(s, "france")
    play(s, "campaign")
    play(s, "begin")
    play(s, "unit", "rhine:u:2")
    play(s, "to", "austria")
    play(s, "count", "5")
    play(s, "done")
    assert war(s, "austria") is War.PEACE


def test_3_2_5_no_activity_moves_a_state_back() -> None:
    """3.2-5: nothing offered lowers a war state; allies at War cannot declare for themselves."""
    s = new_state()
    turn_to(s, "austria")
    assert "declare" not in verbs(s)
    turn_to(s, "britain")
    assert "britain" not in args(s, "declare")


def test_3_21_1_peace_or_armistice_no_move_combat() -> None:
    """3.21-1, 10.0-1, 6.0-3."""
    s = new_state()
    s.war["spain"] = War.ARMISTICE
    for country in ("prussia", "spain"):
        turn_to(s, country)
        assert "campaign" not in verbs(s)


def test_3_22_1_war_allows_move_combat() -> None:
    """3.22-1."""
    s = new_state()
    turn_to(s, "austria")
    assert "campaign" in verbs(s)


def test_3_22_2_no_area_control_move_into_a_neutral_home() -> None:
    """3.22-2, 10.0-3: France may march into and through Prussia (at Peace) freely."""
    s = new_state()
    place(s, {"rhine": {"france": 2}, "prussia": {"prussia": 6}})
    turn_to(s, "france")
    play(s, "campaign")
    play(s, "begin")
    play(s, "unit", "rhine:u:2")
    assert "prussia" in args(s, "to")
    play(s, "to", "prussia")
    play(s, "count", "2")
    assert "prussia:u:1" in args(s, "unit")  # 6 Prussians at Peace do not stop France


def test_3_3_1_stage_sets_reinforcement_and_max_strength() -> None:
    """3.3-1: the stage's reinforcement value is what an ally spends."""
    from engine.napoleon21.activities import reinforcement_points

    s = new_state()
    place(s, {"austria": {"austria": 1}})
    assert reinforcement_points(s, "austria") == CHART["austria"].stages[0].reinforcement
    s.posture["austria"] = 2
    assert reinforcement_points(s, "austria") == CHART["austria"].stages[2].reinforcement


def test_3_4_1_units_in_use_are_map_plus_box() -> None:
    """3.4-1: the view reports in_use = on_map + box."""
    s = new_state()
    view = GAME.view(s, None)["countries"]["russia"]
    assert view["in_use"] == view["on_map"] + view["box"] == max_strength(s, "russia")


def test_3_4_2_reinforcements_come_from_the_box() -> None:
    """3.4-2."""
    s = new_state()
    place(s, {"russia": {"russia": 1}})
    box = s.box["russia"]
    turn_to(s, "russia")
    play(s, "reinforce")
    play(s, "place")
    assert s.box["russia"] == box - 1 and units(s, "russia", "russia")[0] == 2


def test_3_4_3_mobilization_moves_unused_units_into_the_box() -> None:
    """3.4-3, 9.0-5."""
    s = new_state()
    box = s.box["russia"]
    turn_to(s, "russia")
    s.script += [1]
    play(s, "mobilize")
    gain = CHART["russia"].stages[1].max_strength - CHART["russia"].stages[0].max_strength
    assert s.box["russia"] == box + gain


def test_3_4_4_units_in_use_never_exceed_max_strength() -> None:
    """3.4-4, 8.0-6: with an empty box nothing more can be placed."""
    s = new_state()
    place(s, {"russia": {"russia": [5, 1]}})
    assert s.box["russia"] == 0
    turn_to(s, "russia")
    play(s, "reinforce")
    assert "place" not in verbs(s)
    assert GAME.invariant_violations(s) == []
    s.box["russia"] = 1
    assert any("max strength" in v for v in GAME.invariant_violations(s))


# --- options and seats -------------------------------------------------------------------------


def test_14_mp_1_splits_seats_and_starting_vp() -> None:
    """14-MP-1: each allied player starts with the gap to the biggest right-most strength total."""
    options = {"allies": "prussia+austria/russia+spain+britain"}
    assert GAME.seats(options) == ("france", "prussia+austria", "russia+spain+britain")
    totals = {
        "prussia+austria": sum(CHART[c].stages[-1].max_strength for c in ("prussia", "austria")),
        "russia+spain+britain": sum(CHART[c].stages[-1].max_strength for c in ("russia", "spain", "britain")),
    }
    best = max(totals.values())
    assert starting_vp(options) == {seat: best - total for seat, total in totals.items()}
    assert min(starting_vp(options).values()) == 0


def test_allies_option_lists_every_split_and_normalises_order() -> None:
    """14.0 multi-player: all 51 splits into 2-5 groups; any spelling is put in allied order."""
    assert len(SPLIT_NAMES) == 51 and len(set(SPLIT_NAMES)) == 51
    s = GAME.setup(1, None, {"allies": "britain+spain+russia/austria+prussia"})
    assert s.options["allies"] == "prussia+austria/russia+spain+britain"
    assert s.seats == ["france", "prussia+austria", "russia+spain+britain"]
    with pytest.raises(SetupError) as refused:
        GAME.setup(1, None, {"allies": "prussia/austria"})
    assert refused.value.msg.key == "napoleon21-error-allies"
    assert EN(refused.value.msg).startswith("“prussia/austria” does not share out the allies")
    with pytest.raises(SetupError):
        GAME.setup(1, None, {"allies": "6"})


def test_every_seat_has_a_name() -> None:
    """14.0 multi-player: every seat any split can make is named, and joins its countries."""
    seats = {seat for split in SPLIT_NAMES for seat in GAME.seats({"allies": split})}
    assert seats <= set(every_seat()) and len(every_seat()) == 32
    names = {seat: EN.name(GAME.seat_ref(seat)) for seat in every_seat()}
    assert names["allies"] == "The Allies" and names["france"] == "France"
    assert names["prussia+austria"] == "Prussia and Austria"
    assert names["russia+spain+britain"] == "Russia, Spain and Britain"
    assert len(set(names.values())) == len(names)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_shortcut_splits_are_balanced(players: int) -> None:
    """allies=2..5 pick the split with the closest right-most strength totals."""
    split = balanced_split(players)
    assert len(split) == players
    seats = GAME.seats({"allies": str(players)})
    assert seats[1:] == tuple("+".join(g) for g in split)
    assert split_name(split) in SPLIT_NAMES


def test_14_mp_2_each_allied_player_decides_for_its_own_countries() -> None:
    """14-MP-2: the seat owning the acting country is the one asked."""
    s = GAME.setup(1, None, {"allies": "5"})
    turn_to(s, "russia")
    assert GAME.to_act(s) == ["russia"]
    assert GAME.legal_actions(s, "prussia") == []
    turn_to(s, "france")
    assert GAME.to_act(s) == ["france"]
