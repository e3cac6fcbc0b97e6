"""Napoleon 2.1 Move/Combat, movement: 10.0, 10.1, 10.11-10.14 and Nelson's Offensive (14.0)."""

from __future__ import annotations

from engine.napoleon21.data import ADJACENT, War
from engine.napoleon21.movement import Group, Movement, destinations
from engine.napoleon21.state import N21State
from tests.engine.napoleon21_helpers import (
    EN,
    args,
    asked,
    chosen,
    decider,
    dice,
    keys,
    legal,
    new_state,
    place,
    play,
    start_moving,
    step,
    texts,
    top,
    turn_to,
    units,
    verbs,
)


def _group(s: N21State, packed: str) -> Group:
    """The moving group an action would name ``packed`` (``rhine:u:0f``)."""
    frame = top(s)
    assert isinstance(frame, Movement)
    return next(g for g in frame.groups if ":".join(map(str, g.args)) == packed)


def test_10_0_1_no_move_combat_at_peace() -> None:
    """10.0-1: Spain at Peace is not offered Move/Combat."""
    s = new_state()
    turn_to(s, "spain")
    assert "campaign" not in verbs(s)


def test_10_0_2_movement_then_combat_then_surrender() -> None:
    """10.0-2: the log shows the three steps in order."""
    s = new_state()
    place(s, {"rhine": {"france": 6}, "austria": {"austria": [0, 1]}, "france": {"france": 1}})
    start_moving(s, "france")
    step(s, "rhine:u:2", "austria")
    assert "napoleon21-log-battle" not in keys(s.log)  # moving alone fights nobody
    dice(s, *[6] * 12)
    log = texts(play(s, "done"))
    assert log.index("Battle in Austria.") < log.index("Austria surrenders")


def test_10_0_3_peace_units_are_off_the_map_during_move_combat() -> None:
    """10.0-3: France may pass Prussians at Peace and end in Berlin; the battle there is only
    with the Russians at War, the Prussians take no part."""
    s = new_state()
    place(s, {"rhine": {"france": 2}, "prussia": {"prussia": 6, "russia": [0, 1]}, "france": {"france": 1}})
    start_moving(s, "france")
    step(s, "rhine:u:2", "prussia")
    dice(s, 6, 6, 6, 6)
    log = texts(play(s, "done"))
    assert "Battle in Prussia." in log and "Prussian army" not in log
    assert units(s, "prussia", "prussia") == [6, 0, 0, 0]


def test_10_1_1_only_the_active_country_moves() -> None:
    """10.1-1: Austria's activity lists Austrian groups only, not the Russians beside them."""
    s = new_state()
    place(s, {"austria": {"austria": 2, "russia": 2}})
    start_moving(s, "austria")
    assert args(s, "unit") == ["austria:u:1"]


def test_10_1_2_moves_go_to_adjacent_areas() -> None:
    """10.1-2."""
    s = new_state()
    place(s, {"france": {"france": 1}})
    start_moving(s, "france")
    play(s, "unit", "france:u:2")
    assert set(args(s, "to")) <= set(ADJACENT["france"])


def test_10_1_3_units_move_individually_and_optionally() -> None:
    """10.1-3: part of a stack may move; the rest may stay; face-down units move alike."""
    s = new_state()
    place(s, {"france": {"france": [3, 1]}})
    start_moving(s, "france")
    step(s, "france:u:2", "rhine", 1)
    step(s, "france:d:2", "rhine")
    assert units(s, "france", "france") == [2, 0, 0, 0] and units(s, "rhine", "france") == [1, 1, 0, 0]
    assert "done" in verbs(s)


def test_10_1_4_declare_before_moving_check_after() -> None:
    """10.1-4: forced marches are declared before any move; the rolls come after all movement."""
    s = new_state()
    place(s, {"france": {"france": 2}})
    start_moving(s, "france", marches=(("france:u:2", 1),))
    step(s, "france:u:3f", "rhine")
    assert "march" not in verbs(s)
    dice(s, 6)
    step(s, "rhine:u:2f", "prussia")
    assert s.script == [6]  # not rolled yet
    play(s, "done")
    assert s.script == []


def test_10_11_1_allies_move_one_area() -> None:
    """10.11-1."""
    s = new_state()
    place(s, {"austria": {"austria": 1}})
    start_moving(s, "austria")
    step(s, "austria:u:1", "rhine")
    assert args(s, "unit") == []


def test_10_11_2_allies_stop_on_entering_french_units() -> None:
    """10.11-2: even with a forced march left."""
    s = new_state()
    place(s, {"austria": {"austria": 2}, "rhine": {"france": 1}})
    start_moving(s, "austria", marches=(("austria:u:1", 1),))
    step(s, "austria:u:2f", "rhine")
    assert _group(s, "rhine:u:0f") and args(s, "unit") == ["austria:u:1"]


def test_10_11_3_no_straight_move_between_french_areas() -> None:
    """10.11-3: from Italy (French there) not into Rhine (French there), but by forced march via
    French-free Austria it may."""
    s = new_state()
    place(s, {"italy": {"austria": 2, "france": 1}, "rhine": {"france": 1}})
    start_moving(s, "austria", marches=(("italy:u:1", 1),))
    assert "rhine" not in destinations(s, "austria", _group(s, "italy:u:1"))
    assert "rhine" not in destinations(s, "austria", _group(s, "italy:u:2f"))
    step(s, "italy:u:2f", "austria")
    assert "rhine" in destinations(s, "austria", _group(s, "austria:u:1f"))


def test_10_11_4_spain_never_moves() -> None:
    """10.11-4, 10.13-3, A-21: Spain's Move/Combat skips movement (no forced march either)."""
    s = new_state()
    s.war["spain"] = War.WAR
    place(s, {"spain": {"spain": 3}})
    turn_to(s, "spain")
    play(s, "campaign")
    assert asked(s) == "activity" and decider(s) == "britain"


def test_10_12_1_french_units_move_two_areas() -> None:
    """10.12-1."""
    s = new_state()
    place(s, {"france": {"france": 1}})
    start_moving(s, "france")
    step(s, "france:u:2", "rhine")
    step(s, "rhine:u:1", "prussia")
    assert args(s, "unit") == []


def test_10_12_2_french_may_go_from_enemies_to_enemies() -> None:
    """10.12-2."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": 1}, "austria": {"austria": 1}})
    start_moving(s, "france")
    assert "austria" in destinations(s, "france", _group(s, "rhine:u:2"))


def test_10_12_3_pass_four_enemies_stop_at_five() -> None:
    """10.12-3: 4 Austrians in Rhine can be passed; 5 stop the move."""
    s = new_state()
    place(s, {"france": {"france": 2}, "rhine": {"austria": [2, 2]}})
    start_moving(s, "france")
    step(s, "france:u:2", "rhine", 1)
    assert _group(s, "rhine:u:1")
    s2 = new_state()
    place(s2, {"france": {"france": 2}, "rhine": {"austria": [3, 2]}})
    start_moving(s2, "france")
    step(s2, "france:u:2", "rhine", 1)
    assert _group(s2, "rhine:u:0")


def test_10_12_4_only_allies_at_war_count_and_british_at_sea_are_ignored() -> None:
    """10.12-4: Austria 3 + Russia 2 at War add up to 5 and stop France; 6 Prussians at Peace do
    not; 6 British units in the Atlantic do not either."""
    s = new_state()
    place(s, {"france": {"france": 3}, "rhine": {"austria": 3, "russia": 2}})
    start_moving(s, "france")
    step(s, "france:u:2", "rhine", 1)
    assert _group(s, "rhine:u:0")
    s2 = new_state()
    s2.posture["britain"] = 1
    place(s2, {"france": {"france": 1}, "rhine": {"prussia": 6}, "atlantic": {"britain": 6}})
    start_moving(s2, "france")
    step(s2, "france:u:2", "atlantic")
    assert _group(s2, "atlantic:u:1s")
    s3 = new_state()
    place(s3, {"france": {"france": 1}, "rhine": {"prussia": 6}})
    start_moving(s3, "france")
    step(s3, "france:u:2", "rhine")
    assert _group(s3, "rhine:u:1")


def test_10_13_1_forced_march_adds_one_area() -> None:
    """10.13-1: France 3 areas, allies 2."""
    s = new_state()
    place(s, {"france": {"france": 1}})
    start_moving(s, "france", marches=(("france:u:2", 1),))
    assert _group(s, "france:u:3f")
    s2 = new_state()
    place(s2, {"russia": {"russia": 1}})
    start_moving(s2, "russia", marches=(("russia:u:1", 1),))
    step(s2, "russia:u:2f", "west_russia")
    step(s2, "west_russia:u:1f", "warsaw")
    assert units(s2, "warsaw", "russia") == [1, 0, 0, 0]


def test_10_13_2_each_forced_marcher_rolls_after_moving() -> None:
    """10.13-2 (M-6): the Forced March Table does 1 damage on 1-2, per unit."""
    s = new_state()
    place(s, {"france": {"france": [2, 1]}})
    start_moving(s, "france", marches=(("france:u:2", 2), ("france:d:2", 1)))
    step(s, "france:u:3f", "rhine")
    step(s, "france:d:3f", "rhine")
    dice(s, 1, 5, 2)  # face-up units first: one flipped; then the face-down one: removed
    log = play(s, "done")
    assert units(s, "rhine", "france") == [1, 1, 0, 0] and s.morale == 19
    assert "Forced march for 2 French units in Rhine: 1 flipped, 0 removed. [1 5]" in texts(log)
    assert "Forced march for 1 French unit in Rhine: 0 flipped, 1 removed. [2]" in texts(log)


def test_10_13_3_spain_cannot_force_march() -> None:
    """10.13-3: see 10.11-4; Spain is never asked to declare."""
    s = new_state()
    s.war["spain"] = War.WAR
    turn_to(s, "spain")
    play(s, "campaign")
    assert asked(s) != "march"


def test_10_14_1_each_sea_is_one_area() -> None:
    """10.14-1: France to Britain is two areas (France, Atlantic, Britain)."""
    s = new_state()
    place(s, {"france": {"france": 1}})
    start_moving(s, "france")
    step(s, "france:u:2", "atlantic")
    assert chosen(s) == "atlantic:u:1s" and "britain" in args(s, "to")


def test_10_14_2_british_units_may_stay_at_sea() -> None:
    """10.14-2: no sea attrition for them either."""
    s = new_state()
    place(s, {"britain": {"britain": 2}})
    start_moving(s, "britain")
    step(s, "britain:u:1", "atlantic", 1)
    assert "done" in verbs(s)
    log = play(s, "done")
    assert units(s, "atlantic", "britain") == [1, 0, 0, 0] and not any(e["dice"] for e in log)


def test_10_14_3_others_cross_seas_but_never_stop_there() -> None:
    """10.14-3: a French unit at sea must go on to land, then rolls on the Sea Attrition Table."""
    s = new_state()
    place(s, {"france": {"france": 1}})
    start_moving(s, "france")
    step(s, "france:u:2", "atlantic")
    assert asked(s) == "move-to" and "back" not in verbs(s)  # the lone unit at sea must land
    dice(s, 1)
    step(s, "atlantic:u:1s", "spain")  # nothing can move any more: movement ends by itself
    assert units(s, "spain", "france") == [0, 1, 0, 0] and s.script == []


def test_10_14_3_forced_march_and_sea_both_roll() -> None:
    """10.14-3: a forced march across a sea takes both checks."""
    s = new_state()
    s.war["prussia"] = War.WAR
    place(s, {"prussia": {"prussia": 1}})
    start_moving(s, "prussia", marches=(("prussia:u:1", 1),))
    step(s, "prussia:u:2f", "baltic")
    dice(s, 1, 1)
    step(s, "baltic:u:1fs", "russia")
    assert units(s, "russia", "prussia") == [0, 0, 0, 0] and s.box["prussia"] >= 1


def test_10_14_4_two_seas_one_sea_roll() -> None:
    """10.14-4: a French forced march across two seas rolls sea attrition once (plus forced march)."""
    s = new_state()
    place(s, {"france": {"france": 1}})
    start_moving(s, "france", marches=(("france:u:2", 1),))
    step(s, "france:u:3f", "atlantic")
    step(s, "atlantic:u:2fs", "baltic")
    dice(s, 6, 6)
    assert asked(s) == "move-to" and "back" not in {a.verb for a in legal(s)}  # it must land
    log = play(s, "to", "russia")
    checks = [e for e in log if e["msg"]["key"] == "napoleon21-log-check-both"]
    assert len(checks) == 1 and checks[0]["dice"] == [6, 6]
    assert EN.entry(checks[0]) == (
        "Forced march and sea attrition for 1 French unit in Russia: 0 flipped, 0 removed. [6 6]"
    )


def test_10_14_5_allies_cross_a_sea_only_by_forced_march() -> None:
    """10.14-5: land → sea → land needs the extra area."""
    s = new_state()
    place(s, {"austria": {"austria": 2}})
    start_moving(s, "austria", marches=(("austria:u:1", 1),))
    assert "mediterranean" not in destinations(s, "austria", _group(s, "austria:u:1"))
    assert "mediterranean" in destinations(s, "austria", _group(s, "austria:u:2f"))


def test_14_no_1_nelson_keeps_france_off_the_seas_on_even_rolls() -> None:
    """14-NO-1."""
    s = new_state(nelson="on")
    place(s, {"france": {"france": 1}})
    start_moving(s, "france")
    s.order_roll = 4
    assert not any(
        d in ("atlantic", "mediterranean") for d in destinations(s, "france", _group(s, "france:u:2"))
    )
    s.order_roll = 3
    assert "atlantic" in destinations(s, "france", _group(s, "france:u:2"))
    s2 = new_state()
    place(s2, {"france": {"france": 1}})
    start_moving(s2, "france")
    s2.order_roll = 4
    assert "atlantic" in destinations(s2, "france", _group(s2, "france:u:2"))  # option off
