"""Napoleon 2.1 surrender check and processing (10.3, 10.31-10.33)."""

from __future__ import annotations

from engine.napoleon21.activities import Reinforcement
from engine.napoleon21.data import War
from engine.napoleon21.surrender import surrenders
from tests.engine.napoleon21_helpers import (
    GAME,
    asked,
    fight,
    keys,
    new_state,
    place,
    play,
    texts,
    top,
    turn_to,
    units,
    war,
)


def test_10_3_1_only_countries_at_war_with_enemies_at_home_are_checked() -> None:
    """10.3-1: Prussia at Armistice with 5 French units in an empty Berlin does not surrender."""
    s = new_state()
    s.war["prussia"] = War.ARMISTICE
    place(s, {"prussia": {"france": 5}, "france": {"france": 1}})
    fight(s, "france")
    assert war(s, "prussia") is War.ARMISTICE
    assert not surrenders(s, "prussia")


def test_10_3_2_rout_markers_come_off_after_the_check() -> None:
    """10.3-2: after a rout, no unit carries a marker once the activity is over."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "russia": [0, 2]}, "france": {"france": 1}})
    fight(s, "france", 6, 6)
    play(s, "rout", "austria:all")
    assert all(st[2] == st[3] == 0 for stacks in s.units.values() for st in stacks.values())


def test_10_31_1_all_three_conditions() -> None:
    """10.31-1: enemies at home, more than the garrison (Vienna 3), and no own unit there."""
    s = new_state()
    place(s, {"austria": {"france": 3}})
    assert not surrenders(s, "austria")  # 3 is not more than 3
    place(s, {"austria": {"france": 4, "austria": [0, 1]}})
    assert not surrenders(s, "austria")  # an Austrian unit is still there
    place(s, {"austria": {"france": [0, 4]}})
    assert surrenders(s, "austria")  # facing does not matter
    place(s, {"france": {"austria": 2, "russia": 2, "prussia": 3}})
    assert not surrenders(s, "france")  # Prussia at Peace does not count: 4 is not more than 4
    s.war["prussia"] = War.WAR
    assert surrenders(s, "france")  # all allies at War together


def test_10_31_2_routed_units_do_not_count_but_go_home() -> None:
    """10.31-2: routed French attackers do not count toward the enemies in Vienna."""
    s = new_state()
    place(s, {"austria": {"france": [0, 0, 4, 0]}})
    assert not surrenders(s, "austria")


def test_10_31_3_allies_surrender_first_then_france() -> None:
    """10.31-3: in Prussia's Move/Combat, Austria and France surrender together."""
    s = new_state()
    s.war["prussia"] = War.WAR
    place(s, {"france": {"prussia": 5}, "austria": {"france": 4}})
    log = texts(fight(s, "prussia"))
    assert log.index("Austria surrenders") < log.index("France surrenders")
    assert war(s, "austria") is War.PEACE


def test_10_32_1_a_surrendering_ally_makes_peace_and_goes_home() -> None:
    """10.32-1: facing is kept."""
    s = new_state()
    place(
        s, {"austria": {"france": 4}, "italy": {"austria": [1, 1]}, "atlantic": {}, "france": {"france": 1}}
    )
    log = fight(s, "france", *[6] * 8)
    assert war(s, "austria") is War.PEACE
    assert units(s, "austria", "austria") == [1, 1, 0, 0] and units(s, "italy", "austria") == [0, 0, 0, 0]
    assert "napoleon21-log-surrender-home" in keys(log)
    assert "Austria surrenders and makes peace with France; 2 units return home." in texts(log)


def test_10_32_2_other_allies_in_that_home_are_unaffected() -> None:
    """10.32-2: Russians in Vienna stay when Austria surrenders (here in Spain's activity)."""
    s = new_state()
    s.war["spain"] = War.WAR
    place(s, {"austria": {"france": 4, "russia": 2}})
    fight(s, "spain")
    assert war(s, "austria") is War.PEACE and units(s, "austria", "russia") == [2, 0, 0, 0]


def test_10_33_1_french_surrender_costs_5_morale_and_skips_to_the_declaration() -> None:
    """10.33-1, A-15: the countries after Prussia lose their activity; 11.1-11.3 are skipped."""
    s = new_state()
    s.war["prussia"] = War.WAR
    place(s, {"france": {"prussia": 5}, "russia": {"france": 2}})
    log = texts(fight(s, "prussia"))
    assert "France surrenders: morale falls to 15." in log
    assert "Attrition" not in log and "Austria" not in log
    assert s.morale == 15


def test_10_33_2_after_a_french_surrender_everyone_goes_home_and_france_reinforces() -> None:
    """10.33-2, A-16, A-17: all units home (facing kept), one French reinforcement, then a new turn."""
    s = new_state()
    s.war["prussia"] = War.WAR
    place(s, {"france": {"prussia": [4, 1]}, "italy": {"france": [1, 1]}, "atlantic": {"britain": 1}})
    turn = s.turn
    fight(s, "prussia")
    assert units(s, "prussia", "prussia") == [4, 1, 0, 0] and units(s, "britain", "britain") == [1, 0, 0, 0]
    assert units(s, "france", "france") == [1, 1, 0, 0]
    frame = top(s)
    assert asked(s) == "reinforce" and GAME.to_act(s) == ["france"]
    assert isinstance(frame, Reinforcement) and frame.points == 3
    assert GAME.view(s, None)["phase"] == "victory"
    play(s, "done")
    assert s.turn == turn + 1 and asked(s) == "activity"


def test_10_33_france_may_still_declare_victory_after_surrendering() -> None:
    """A-22: with 10+ VP at that declaration France may declare victory."""
    s = new_state()
    s.war["prussia"] = War.WAR
    place(s, {"france": {"prussia": 5}, "austria": {"france": 4}, "russia": {"france": 4}})
    fight(s, "prussia")
    assert asked(s) == "victory"
    play(s, "declare")
    result = GAME.result(s)
    assert result is not None and result.winners == ("france",)


def test_13_1_a_surrendered_ally_counts_at_the_next_declaration() -> None:
    """13.1 with 10.32: a surrendered ally counts for France at the next declaration."""
    s = new_state()
    place(s, {"austria": {"france": 4}, "france": {"france": 1}})
    turn_to(s, "france")
    log = texts(play(s, "campaign") + play(s, "begin") + play(s, "done"))
    assert "Austria surrenders and makes peace with France." in log and asked(s) == "victory"  # 3 + 2 + 5
