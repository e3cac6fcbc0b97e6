"""Napoleon 2.1 rout: the checks (10.22, 10.24) and rout processing (10.25)."""

from __future__ import annotations

from engine.napoleon21.combat import rout_destinations
from engine.napoleon21.data import War
from tests.engine.napoleon21_helpers import (
    EN,
    GAME,
    args,
    asked,
    dice,
    fight,
    keys,
    new_state,
    place,
    play,
    texts,
    turn_to,
    units,
    war,
)


def test_10_22_1_an_army_with_only_face_down_units_routs() -> None:
    """10.22-1: the Austrian unit is flipped by the French attack and routs home."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": 1}, "france": {"france": 1}})
    log = fight(s, "france", 1, 6)
    assert "The Austrian army in Rhine routs (0 reorganized)." in texts(log)
    assert "1 Austrian unit routs to Austria." in texts(log)
    assert units(s, "austria", "austria") == [0, 1, 0, 0] and s.script == []


def test_10_22_2_no_rout_when_both_sides_are_face_down() -> None:
    """10.22-2."""
    s = new_state()
    place(s, {"rhine": {"france": [0, 1], "austria": [0, 1]}, "france": {"france": 1}})
    log = fight(s, "france", 6, 6)
    assert not {"napoleon21-log-rout", "napoleon21-log-rout-home"} & set(keys(log))
    assert units(s, "rhine", "france") == [0, 1, 0, 0] and units(s, "rhine", "austria") == [0, 1, 0, 0]


def test_10_22_3_reinforcement_triggers_no_rout_check() -> None:
    """10.22-3: placing face-up units beside face-down French units leaves them where they are."""
    s = new_state()
    place(s, {"austria": {"france": [0, 2], "austria": 1}})
    turn_to(s, "austria")
    play(s, "reinforce")
    play(s, "done")
    assert units(s, "austria", "france") == [0, 2, 0, 0]


def test_10_22_4_no_allied_attack_once_a_side_has_gone() -> None:
    """10.22-4: the Austrians routed away, so the battle ends without an allied attack."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": 1}, "france": {"france": 1}})
    log = fight(s, "france", 1, 6)
    assert "napoleon21-log-allied-attack" not in keys(log)


def test_10_24_1_second_rout_check_then_the_battle_ends() -> None:
    """10.24-1: the allied attack leaves France face-down only: France routs home, battle over."""
    s = new_state()
    place(s, {"rhine": {"france": [1, 1], "austria": 2}, "france": {"france": 1}})
    log = fight(s, "france", 6, 6, 6, 1, 1, 6, 6)
    text = texts(log)
    assert text.index("The allies attack with 4 dice: 2 hits.") < text.index("The French army in Rhine routs")
    assert units(s, "france", "france") == [1, 1, 0, 0] and s.script == []
    assert s.morale == 18  # one unit removed, then 11.1: nobody left abroad


def test_10_25_1_each_routed_army_is_processed_by_its_owner() -> None:
    """10.25-1: Austrians and Russians rout together; Austria goes home by itself, then the allied
    player chooses where the Russians go. Rout markers are on both meanwhile."""
    s = new_state()
    place(s, {"rhine": {"france": 2, "austria": [0, 1], "russia": [0, 1]}, "france": {"france": 1}})
    fight(s, "france")
    dice(s, 6, 6, 6, 6)
    play(s, "assign", "austria:all")
    assert asked(s) == "rout" and GAME.to_act(s) == ["allies"]
    assert EN(GAME.prompt(s, "allies").text) == (
        "Russia: rout 0 face-up and 1 face-down units from Rhine toward home."
    )
    assert units(s, "austria", "austria") == [0, 0, 0, 1] and units(s, "rhine", "russia") == [0, 0, 0, 1]
    assert set(args(s, "rout")) == {"prussia:all", "austria:all"}  # one unit: nothing to split


def test_10_25_2_routed_units_ignored_then_markers_removed() -> None:
    """10.25-2, 10.25-8, 10.31-2: the Austrians rout at home (no move); being routed they do not
    stop the surrender; their markers come off afterwards."""
    s = new_state()
    place(s, {"austria": {"france": 4, "austria": [0, 2]}, "france": {"france": 1}})
    log = fight(s, "france", *[6] * 8)
    assert "The Austrian army in Austria routs at home and stays there." in texts(log)
    assert "Austria surrenders" in texts(log)
    assert units(s, "austria", "austria") == [0, 2, 0, 0] and war(s, "austria") is War.PEACE


def test_10_25_3_reorganization_flips_half_rounded_down() -> None:
    """10.25-3: 3 routed Austrians: 1 flips face-up before moving home."""
    s = new_state()
    place(s, {"italy": {"france": 1, "austria": [0, 3]}, "france": {"france": 1}})
    log = fight(s, "france", 6, 6)
    assert "The Austrian army in Italy routs (1 reorganized)." in texts(log)
    assert units(s, "austria", "austria") == [1, 2, 0, 0]


def test_10_25_4_prussians_reorganize_completely() -> None:
    """10.25-4."""
    s = new_state()
    s.war["prussia"] = War.WAR
    place(s, {"rhine": {"france": 1, "prussia": [0, 3]}, "france": {"france": 1}})
    fight(s, "france", 6, 6)
    assert units(s, "prussia", "prussia") == [3, 0, 0, 0]


def test_10_25_5_rout_one_land_area_closer_to_home() -> None:
    """10.25-5, A-12: land units rout over land (South France and West Russia are not home);
    British units may take to the sea."""
    assert rout_destinations("russia", "rhine") == ["prussia", "austria"]
    assert rout_destinations("russia", "west_russia") == ["russia"]
    assert rout_destinations("france", "austria") == ["rhine"]
    assert rout_destinations("france", "spain") == ["south_france"]
    assert rout_destinations("britain", "spain") == ["atlantic"]
    assert rout_destinations("britain", "prussia") == ["rhine", "baltic"]
    assert all(not a.startswith(("atl", "bal", "med")) for a in rout_destinations("austria", "spain"))


def test_10_25_5_british_units_rout_to_sea() -> None:
    """10.25-5: a British army routed in Spain ends in the Atlantic."""
    s = new_state()
    place(s, {"spain": {"france": 1, "britain": [0, 2]}, "france": {"france": 1}})
    fight(s, "france", 6, 6)
    assert units(s, "atlantic", "britain") == [1, 1, 0, 0]


def test_10_25_6_routed_units_may_split() -> None:
    """10.25-6: one Russian to Prussia, the other to Austria; also two units of one facing."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "russia": [0, 2]}, "france": {"france": 1}})
    fight(s, "france", 6, 6)
    assert asked(s) == "rout"
    play(s, "rout", "prussia:u")
    play(s, "rout", "austria:all")
    assert units(s, "prussia", "russia") == [1, 0, 0, 0] and units(s, "austria", "russia") == [0, 1, 0, 0]
    s2 = new_state()
    place(s2, {"rhine": {"france": 1, "russia": [0, 3]}, "france": {"france": 1}})
    fight(s2, "france", 6, 6)  # 1 of 3 reorganizes: 1 up, 2 down
    play(s2, "rout", "prussia:d")
    assert asked(s2) == "rout-count" and args(s2, "count") == ["1", "2"]
    assert EN(GAME.prompt(s2, "allies").text) == "How many face-down routed units go to Prussia?"
    play(s2, "count", "1")
    play(s2, "rout", "austria:all")
    assert units(s2, "prussia", "russia") == [0, 1, 0, 0] and units(s2, "austria", "russia") == [1, 1, 0, 0]


def test_10_25_7_routing_into_a_pending_battle_changes_nothing_there() -> None:
    """10.25-7: Russians routed from Italy into Austria take no part in the Austrian battle."""
    s = new_state()
    place(
        s,
        {
            "italy": {"france": 1, "russia": [0, 1]},
            "austria": {"france": 2, "austria": 1},
            "france": {"france": 1},
        },
    )
    fight(s, "france")
    dice(s, 6, 6, 6, 6, 6, 6, 6, 6)
    log = texts(play(s, "battle", "italy"))
    assert "1 Russian unit routs to Austria." in log
    assert (
        "France attacks the Austrian army with 4 dice" in log
        and "Russian army" not in log.split("Battle in Austria.")[1]
    )
    assert units(s, "austria", "russia") == [0, 1, 0, 0] and s.script == []


def test_10_25_7_routed_units_start_no_new_battle() -> None:
    """10.25-7: Austrians routing home into Vienna, where a French unit waits, start no battle."""
    s = new_state()
    place(s, {"italy": {"france": 1, "austria": [0, 1]}, "austria": {"france": 1}, "france": {"france": 1}})
    log = fight(s, "france", 6, 6)
    assert "Battle in Austria." not in texts(log) and s.script == []
    assert units(s, "austria", "austria") == [0, 1, 0, 0] and units(s, "austria", "france") == [1, 0, 0, 0]


def test_10_25_8_no_reorganization_or_move_at_home() -> None:
    """10.25-8: a French army routed in France stays, face-down, with its markers until the end."""
    s = new_state()
    place(s, {"france": {"france": [0, 2], "austria": 2}})
    log = fight(s, "austria", 6, 6, 6, 6, 6, 6)
    assert "The French army in France routs at home and stays there." in texts(log)
    assert units(s, "france", "france") == [0, 2, 0, 0]


def test_10_25_9_rout_out_of_britain_crosses_the_atlantic_without_reorganizing() -> None:
    """10.25-9, A-13: French units routing from Britain pick a coastal area closer to Paris; no
    sea attrition, no reorganization."""
    s = new_state()
    place(s, {"britain": {"france": [0, 2], "britain": 2}})
    fight(s, "britain", 6, 6)
    assert asked(s) == "rout" and GAME.to_act(s) == ["france"]
    assert units(s, "britain", "france") == [0, 0, 0, 2]
    assert {"france:all", "south_france:all", "rhine:all", "rhine:d"} <= set(args(s, "rout"))
    dice(s, 6, 6, 6, 6)
    log = play(s, "rout", "france:all")
    assert "2 French units rout across the Atlantic to France." in texts(log)
    assert units(s, "france", "france") == [0, 2, 0, 0] and s.morale == 20
