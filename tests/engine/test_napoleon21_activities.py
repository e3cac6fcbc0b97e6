"""Napoleon 2.1 activities: the choice (6.0), Declaration of War (7.0), Reinforcement (8.0),
Mobilization/Reform (9.0) and the optional mobilization rules (14.0)."""

from __future__ import annotations

import pytest

from engine.napoleon21.activities import Reinforcement, reinforcement_points
from engine.napoleon21.data import CHART, War
from tests.engine.napoleon21_helpers import (
    EN,
    GAME,
    args,
    asked,
    decider,
    dice,
    keys,
    legal,
    new_state,
    place,
    play,
    texts,
    top,
    turn_to,
    units,
    verbs,
    war,
)


def _points(s) -> int:  # type: ignore[no-untyped-def]
    frame = top(s)
    assert isinstance(frame, Reinforcement)
    return frame.points


# --- 6.0 ---------------------------------------------------------------------------------------


def test_6_0_1_the_allied_player_runs_each_ally_in_its_own_slot() -> None:
    """6.0-1: France's player only ever decides for France; the allied seat for the five allies."""
    s = new_state()
    turn_to(s, "prussia", roll=3)
    assert GAME.to_act(s) == ["allies"]
    play(s, "pass")
    assert (decider(s), GAME.to_act(s)) == ("austria", ["allies"])
    play(s, "pass")
    assert (decider(s), GAME.to_act(s)) == ("france", ["france"])


def test_6_0_2_one_activity_or_none() -> None:
    """6.0-2: the four activities and 'nothing'; after one the next country acts."""
    s = new_state()
    turn_to(s, "france", roll=1)
    assert verbs(s) == {"pass", "campaign", "reinforce", "mobilize", "declare"}
    play(s, "mobilize")
    assert decider(s) == "prussia" and asked(s) == "activity"


def test_6_0_2_the_choice_in_words() -> None:
    """6.0-2: the prompt names the decision; labels read as whole phrases; passing is for good."""
    s = new_state()
    turn_to(s, "france", roll=1)
    prompt = GAME.prompt(s, "france")
    assert prompt.key == "napoleon21-ask-activity" and not prompt.forced
    assert EN(prompt.text) == f"Turn {s.turn}: France chooses its activity."
    labels = {a.notation(): EN(a.label) for a in prompt.actions if a.label}
    assert labels["reinforce"] == "France: Reinforcement (3 points)"
    assert labels["declare prussia"] == "Declare war: Prussia toward Armistice (success on 1-2)"
    assert labels["mobilize"] == "France: Mobilization/Reform"
    assert next(a for a in prompt.actions if a.verb == "pass").kind.value == "irreversible"


def test_6_0_3_activities_forbidden_by_war_state() -> None:
    """6.0-3: no Move/Combat at Peace; no declaration for a country already at War."""
    s = new_state()
    turn_to(s, "prussia")
    assert "campaign" not in verbs(s) and "declare" in verbs(s)
    turn_to(s, "austria")
    assert "campaign" in verbs(s) and "declare" not in verbs(s)
    turn_to(s, "france")
    assert set(args(s, "declare")) == {"prussia", "spain"}


def test_6_0_4_after_everyone_the_adjustment_phase() -> None:
    """6.0-4: when the last country has acted, the adjustment runs and a new turn begins."""
    s = new_state()
    turn_to(s, "britain", roll=1)
    log = play(s, "pass")
    assert s.turn == 2 and s.slot == 0 and GAME.view(s, None)["phase"] == "activity"
    assert keys(log)[-1] == "napoleon21-log-turn"


# --- 7.0 ---------------------------------------------------------------------------------------


def test_7_0_1_an_ally_declares_for_itself() -> None:
    """7.0-1: Prussia may only move its own state."""
    s = new_state()
    turn_to(s, "prussia")
    assert args(s, "declare") == ["prussia"]


def test_7_0_2_france_moves_one_ally_toward_war() -> None:
    """7.0-2, A-18: France picks one ally not at War; one activity means one target a turn."""
    s = new_state()
    turn_to(s, "france")
    dice(s, 2)
    log = play(s, "declare", "spain")
    assert war(s, "spain") is War.ARMISTICE and keys(log)[0] == "napoleon21-log-declare-against"
    assert texts(log[:1]) == "France declares war against Spain: Spain is now at Armistice. [2]"


def test_7_0_3_a_declaration_never_causes_combat() -> None:
    """7.0-3: an ally becoming at War next to French units fights nobody."""
    s = new_state()
    place(s, {"prussia": {"prussia": 4, "france": 3}})
    s.war["prussia"] = War.ARMISTICE
    turn_to(s, "prussia")
    dice(s, 1)
    play(s, "declare", "prussia")
    assert war(s, "prussia") is War.WAR
    assert units(s, "prussia", "prussia") == [4, 0, 0, 0] and units(s, "prussia", "france") == [3, 0, 0, 0]


def test_7_0_4_countries_at_war_are_no_target() -> None:
    """7.0-4."""
    s = new_state()
    turn_to(s, "britain")
    assert set(args(s, "declare")) == {"prussia", "spain"}


def test_7_0_5_britain_declares_for_another_ally_with_its_numbers() -> None:
    """7.0-5: Britain (at War itself) declares for Austria at Armistice, using Austria's 1-3."""
    s = new_state()
    s.war["austria"] = War.ARMISTICE
    turn_to(s, "britain")
    assert "austria" in args(s, "declare")
    dice(s, 3)
    log = play(s, "declare", "austria")
    assert war(s, "austria") is War.WAR and keys(log) == ["napoleon21-log-declare-for"]
    assert "Britain declares war on behalf of Austria" in texts(log)


@pytest.mark.parametrize(("target", "face", "moved"), [("prussia", 2, True), ("prussia", 3, False)])
def test_7_0_6_success_on_1_or_2(target: str, face: int, moved: bool) -> None:
    """7.0-6: 1-2 succeeds, 3-6 fails."""
    s = new_state()
    turn_to(s, target)
    dice(s, face)
    play(s, "declare", target)
    assert (s.war[target] is War.ARMISTICE) is moved


@pytest.mark.parametrize(("face", "moved"), [(3, True), (4, False)])
def test_7_0_6_austria_succeeds_on_1_to_3_whoever_declares(face: int, moved: bool) -> None:
    """7.0-6: Austria as target uses 1-3, here declared by France."""
    s = new_state()
    s.war["austria"] = War.PEACE
    turn_to(s, "france")
    dice(s, face)
    play(s, "declare", "austria")
    assert (war(s, "austria") is War.ARMISTICE) is moved


def test_7_0_7_peace_to_armistice_to_war_and_failure_changes_nothing() -> None:
    """7.0-7."""
    s = new_state()
    turn_to(s, "spain")
    dice(s, 6)
    log = play(s, "declare", "spain")
    assert war(s, "spain") is War.PEACE and texts(log) == "Spain declares war: no change. [6]"
    turn_to(s, "spain")
    dice(s, 1)
    play(s, "declare", "spain")
    assert war(s, "spain") is War.ARMISTICE
    turn_to(s, "spain")
    dice(s, 1)
    log = play(s, "declare", "spain")
    assert war(s, "spain") is War.WAR and texts(log) == "Spain declares war: it is now at War. [1]"


def test_7_0_8_war_opens_move_combat_next_activity() -> None:
    """7.0-8."""
    s = new_state()
    s.war["prussia"] = War.ARMISTICE
    turn_to(s, "prussia")
    assert "campaign" not in verbs(s)
    dice(s, 1)
    play(s, "declare", "prussia")
    turn_to(s, "prussia")
    assert "campaign" in verbs(s)


# --- 8.0 ---------------------------------------------------------------------------------------


def test_8_0_1_bonus_for_leading_rhine_italy_warsaw_outright() -> None:
    """8.0-1, A-4: +1 per bonus area with strictly more units than each other army (facing and
    Peace status ignored); a tie gives nothing."""
    s = new_state()
    place(
        s,
        {
            "rhine": {"austria": [1, 1], "france": 1},
            "italy": {"austria": 1, "prussia": 1},
            "warsaw": {"austria": [0, 2], "russia": 1},
        },
    )
    assert reinforcement_points(s, "austria") == (CHART["austria"].stages[0].reinforcement or 0) + 2


def test_8_0_2_french_reinforcement_comes_from_morale() -> None:
    """8.0-2, 12.0-2, A-7: 3 at morale 11-20, 2 at 0-10, plus the bonus areas."""
    s = new_state()
    place(s, {"italy": {"france": 1}})
    s.morale = 11
    assert reinforcement_points(s, "france") == 4
    s.morale = 10
    assert reinforcement_points(s, "france") == 3
    s.morale = 0
    assert reinforcement_points(s, "france") == 3


def test_8_0_3_finishing_is_offered_as_done() -> None:
    """8.0-3: the reinforcement prompt counts the points left and offers to finish."""
    s = new_state()
    turn_to(s, "france")
    play(s, "reinforce")
    prompt = GAME.prompt(s, "france")
    assert prompt.key == "napoleon21-ask-reinforce"
    assert EN(prompt.text) == "France reinforcement: 3 points left, no free flip."
    done = next(a for a in prompt.actions if a.verb == "done")
    assert done.kind.value == "done" and "unspent points are lost" in EN(done.label)  # type: ignore[arg-type]
    assert EN(legal(s)[1].label) == "Place 1 unit face-up in France (1 point; 3 in the box)"  # type: ignore[arg-type]


def test_8_0_3_points_need_not_be_spent() -> None:
    """8.0-3: 'done' ends the activity; leftover points vanish."""
    s = new_state()
    turn_to(s, "france")
    play(s, "reinforce")
    play(s, "place")
    play(s, "done")
    assert asked(s) != "reinforce" and units(s, "france", "france")[0] == CHART["france"].initial_strength + 1


def test_8_0_4_place_at_home_face_up_or_flip_two_per_point() -> None:
    """8.0-4, A-6: a point places one unit face-up at home, or flips up to two face-down units
    anywhere (sea included); flipping one still spends the point."""
    s = new_state()
    place(s, {"britain": {"britain": [0, 1]}, "atlantic": {"britain": [0, 2]}, "spain": {"britain": [0, 1]}})
    turn_to(s, "britain")
    play(s, "reinforce")
    assert _points(s) == 1
    assert set(args(s, "flip")) == {"britain", "atlantic", "spain"}
    play(s, "flip", "atlantic")
    play(s, "flip", "atlantic")  # the free second flip of the point
    assert units(s, "atlantic", "britain") == [2, 0, 0, 0]
    assert asked(s) == "activity"  # points spent: the activity ended by itself


def test_8_0_4_placement_is_face_up_in_the_home_area_only() -> None:
    """8.0-4: West Russia is not Russia's home; placement goes to Russia."""
    s = new_state()
    place(s, {"west_russia": {"russia": 2}})
    turn_to(s, "russia")
    play(s, "reinforce")
    play(s, "place")
    assert units(s, "russia", "russia") == [1, 0, 0, 0]


def test_8_0_5_only_own_units() -> None:
    """8.0-5: face-down units of other countries are never offered."""
    s = new_state()
    place(s, {"austria": {"austria": 1, "russia": [0, 2]}})
    turn_to(s, "austria")
    play(s, "reinforce")
    assert args(s, "flip") == []


def test_8_0_6_cannot_exceed_max_strength() -> None:
    """8.0-6: placement stops when the box is empty."""
    s = new_state()
    place(s, {"austria": {"austria": [5, 1]}})
    turn_to(s, "austria")
    play(s, "reinforce")
    assert _points(s) == 2 and s.box["austria"] == 1
    play(s, "place")
    assert s.box["austria"] == 0 and "place" not in verbs(s) and _points(s) == 1


def test_8_0_7_reinforcement_never_causes_combat() -> None:
    """8.0-7, 10.22-3: a face-up army placed next to face-down enemies causes no rout check."""
    s = new_state()
    place(s, {"austria": {"france": [0, 3], "austria": 1}})
    turn_to(s, "austria")
    play(s, "reinforce")
    play(s, "place")
    assert units(s, "austria", "france") == [0, 3, 0, 0]


def test_8_0_8_peace_countries_may_reinforce() -> None:
    """8.0-8."""
    s = new_state()
    turn_to(s, "prussia")
    assert "reinforce" in verbs(s)


# --- 9.0 ---------------------------------------------------------------------------------------


def test_9_0_1_mobilization_moves_one_stage_right() -> None:
    """9.0-1, A-1: stages only move right."""
    s = new_state()
    turn_to(s, "austria")
    dice(s, 2)
    play(s, "mobilize")
    assert s.posture["austria"] == 1


def test_9_0_2_two_or_three_stages_rising() -> None:
    """9.0-2: moving right raises the max strength."""
    for p in CHART.values():
        assert p.stages[-1].max_strength > p.stages[0].max_strength


def test_9_0_3_no_mobilization_at_the_last_stage() -> None:
    """9.0-3."""
    s = new_state()
    s.posture["prussia"] = len(CHART["prussia"].stages) - 1
    turn_to(s, "prussia")
    assert "mobilize" not in verbs(s)


@pytest.mark.parametrize(("face", "moved"), [(2, True), (3, False)])
def test_9_0_4_allies_roll_1_or_2(face: int, moved: bool) -> None:
    """9.0-4: allies 1-2."""
    s = new_state()
    turn_to(s, "russia")
    dice(s, face)
    play(s, "mobilize")
    assert (s.posture["russia"] == 1) is moved


def test_9_0_4_france_always_succeeds() -> None:
    """9.0-4: no die for France."""
    s = new_state()
    turn_to(s, "france")
    log = play(s, "mobilize")
    assert s.posture["france"] == 1 and log[0]["dice"] == []


def test_9_0_5_success_adds_the_new_units_to_the_box() -> None:
    """9.0-5."""
    s = new_state()
    box = s.box["france"]
    turn_to(s, "france")
    play(s, "mobilize")
    assert (
        s.box["france"]
        == box + CHART["france"].stages[1].max_strength - CHART["france"].stages[0].max_strength
    )


@pytest.mark.parametrize(("face", "moved"), [(4, True), (5, False)])
def test_14_fm_1_optional_french_mobilization_rolls_1_to_4(face: int, moved: bool) -> None:
    """14-FM-1."""
    s = new_state(french_mobilization="on")
    turn_to(s, "france")
    dice(s, face)
    play(s, "mobilize")
    assert (s.posture["france"] == 1) is moved


def test_9_0_6_and_14_am_1_optional_no_allied_mobilization_at_war() -> None:
    """9.0-6, 14-AM-1: with the option, allies at War may not mobilize; at Peace they may."""
    s = new_state(allied_mobilization="on")
    turn_to(s, "austria")
    assert "mobilize" not in verbs(s)
    turn_to(s, "prussia")
    assert "mobilize" in verbs(s)
