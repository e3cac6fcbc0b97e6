"""Napoleon 2.1 adjustment (11.0), French morale (12.0), victory (13.0) and the optional rules
that change them (14.0 multi-player scoring, Road to Paris)."""

from __future__ import annotations

from engine.core import LogEntry
from engine.napoleon21.data import CHART, War
from engine.napoleon21.options import starting_vp
from engine.napoleon21.scoring import french_vp, rank_for
from engine.napoleon21.state import N21State
from tests.engine.napoleon21_helpers import (
    EN,
    GAME,
    asked,
    decider,
    dice,
    fight,
    keys,
    new_state,
    place,
    play,
    texts,
    turn_to,
    units,
)


def _end_turn(s: N21State, *faces: int) -> list[LogEntry]:
    """France acts last and passes: the adjustment phase follows with these dice."""
    turn_to(s, "france", roll=6)
    dice(s, *faces)
    return play(s, "pass")


def test_11_1_1_morale_falls_when_no_french_unit_is_abroad() -> None:
    """11.1-1, 12.0-4 b, A-8: once per adjustment; South France counts as home ground."""
    s = new_state()
    place(s, {"france": {"france": 2}, "south_france": {"france": 1}})
    _end_turn(s)
    assert s.morale == 19
    s2 = new_state()
    place(s2, {"france": {"france": 2}, "rhine": {"france": 1}})
    _end_turn(s2)
    assert s2.morale == 20


def test_11_2_1_russian_attrition_on_1_to_3() -> None:
    """11.2-1: every non-Russian unit in Russia or West Russia rolls; Russians do not."""
    s = new_state()
    place(
        s,
        {
            "west_russia": {"france": [2, 1], "russia": 3},
            "russia": {"austria": 1},
            "rhine": {"france": 1},
        },
    )
    log = _end_turn(s, 3, 4, 1, 2)  # West Russia: French up, up, then down; Russia: Austrian
    assert units(s, "west_russia", "france") == [1, 1, 0, 0] and s.morale == 19
    assert units(s, "russia", "austria") == [0, 1, 0, 0]
    assert units(s, "west_russia", "russia") == [3, 0, 0, 0]
    assert "Attrition in West Russia for 3 French units: 1 flipped, 1 removed. [3 4 1]" in texts(log)
    assert "Attrition in Russia for 1 Austrian unit: 1 flipped, 0 removed. [2]" in texts(log)


def test_11_3_1_spanish_attrition_on_1_or_2() -> None:
    """11.3-1: a 3 spares the unit; Spaniards never roll."""
    s = new_state()
    place(s, {"spain": {"france": 2, "britain": 1, "spain": 2}})
    _end_turn(s, 2, 3, 1)
    assert units(s, "spain", "france") == [1, 1, 0, 0] and units(s, "spain", "britain") == [0, 1, 0, 0]
    assert units(s, "spain", "spain") == [2, 0, 0, 0]


def test_11_4_1_no_condition_means_another_turn() -> None:
    """11.4-1: with under 10 VP and morale above 0 the next turn starts."""
    s = new_state()
    turn = s.turn
    _end_turn(s)
    assert s.turn == turn + 1 and GAME.result(s) is None


def test_12_0_1_only_france_has_morale() -> None:
    """12.0-1: one number in the state, shown in the view."""
    s = new_state()
    assert GAME.view(s, None)["morale"] == 20


def test_12_0_2_reinforcement_value_from_morale() -> None:
    """12.0-2: 3 at 20-11, 2 at 10-0."""
    from engine.napoleon21.data import french_base_reinforcement

    assert [french_base_reinforcement(m, False) for m in (20, 11, 10, 0)] == [3, 3, 2, 2]


def test_12_0_3_morale_never_rises_nor_drops_below_0() -> None:
    """12.0-3, A-9: clamped at 0; the invariant check catches a rise."""
    s = new_state()
    place(s, {"france": {"prussia": 5}})
    s.war["prussia"] = War.WAR
    s.morale = 3
    fight(s, "prussia")
    assert s.morale == 0
    s.morale_was, s.morale = 5, 6
    assert any("rose" in v for v in GAME.invariant_violations(s))


def test_12_0_4_morale_losses() -> None:
    """12.0-4: -1 per French unit removed (any cause), -5 per surrender (b: see 11.1-1)."""
    s = new_state()
    place(s, {"west_russia": {"france": [0, 3]}, "rhine": {"france": 1}})
    _end_turn(s, 1, 1, 6)
    assert s.morale == 18


def test_13_0_1_either_side_ends_the_game_both_is_a_draw() -> None:
    """13.0-1, 11.4-1: morale 0 with 10+ VP: France declares and the game is drawn."""
    s = new_state()
    s.war["austria"] = War.PEACE
    s.morale = 1
    place(s, {"france": {"france": 1}})
    log = _end_turn(s)
    result = GAME.result(s)
    assert result is not None and result.draw and result.winners == ()
    assert result.reason == "vp_and_morale" and result.scores == {"france": 10}
    assert EN(result.summary) == (
        "A draw: France declares victory with 10 VP as its morale fails. Napoleon, Emperor of the French."
    )
    assert keys(log)[-1] == "napoleon21-result-draw" and GAME.to_act(s) == []


def test_13_1_1_vp_of_allies_at_peace_or_armistice_recounted_each_turn() -> None:
    """13.1-1: Prussia (Peace) + Spain (Armistice); allies at War give nothing."""
    s = new_state()
    s.war["spain"] = War.ARMISTICE
    assert french_vp(s) == CHART["prussia"].vp + CHART["spain"].vp
    assert GAME.view(s, None)["vp"] == french_vp(s)
    s.war["spain"] = War.WAR
    assert french_vp(s) == CHART["prussia"].vp


def test_13_1_2_declare_with_10_or_more_or_continue() -> None:
    """13.1-2: 10 VP offers the choice; 9 does not."""
    s = new_state()
    s.war["russia"] = War.PEACE
    assert french_vp(s) == 9
    _end_turn(s)
    assert asked(s) == "activity"
    s.war["britain"] = War.PEACE
    _end_turn(s)
    assert asked(s) == "victory" and GAME.to_act(s) == ["france"]
    prompt = GAME.prompt(s, "france")
    assert EN(prompt.text) == "France has 15 VP: declare victory or play on?"
    declare = next(a for a in prompt.actions if a.verb == "declare")
    assert declare.kind.value == "irreversible"
    assert EN(declare.label) == "Declare victory: 15 VP, Napoleon, Hero who unified Europe"  # type: ignore[arg-type]
    log = play(s, "continue")
    assert asked(s) == "activity" and GAME.result(s) is None
    assert texts(log[:1]) == "France plays on with 15 VP."
    _end_turn(s)
    play(s, "declare")
    result = GAME.result(s)
    assert result is not None and result.winners == ("france",) and result.reason == "vp"
    view_result = GAME.view(s, None)["result"]
    assert view_result is not None and view_result["rank"] == rank_for(french_vp(s)) == "hero"
    assert EN(result.summary) == "France declares victory with 15 VP. Napoleon, Hero who unified Europe."


def test_13_1_3_titles() -> None:
    """13.1-3: 10 Emperor of the French, 12 Master of Europe, 15 Hero who unified Europe."""
    assert rank_for(10) == rank_for(11) == "emperor"
    assert rank_for(12) == rank_for(14) == "master"
    assert rank_for(15) == "hero"
    names = [EN.text(f"napoleon21-rank-{rank}") for rank in ("emperor", "master", "hero")]
    assert names == [
        "Napoleon, Emperor of the French",
        "Napoleon, Master of Europe",
        "Napoleon, Hero who unified Europe",
    ]


def test_13_2_1_morale_0_at_the_declaration_the_allies_win() -> None:
    """13.2-1: Napoleon the Frenchman."""
    s = new_state()
    s.morale = 1
    place(s, {"france": {"france": 1}})
    _end_turn(s)
    result = GAME.result(s)
    assert result is not None and result.winners == ("allies",) and result.reason == "morale"
    view = GAME.view(s, None)
    assert view["result"] is not None and view["result"]["rank"] == "frenchman"
    assert EN(result.summary) == "The allies win: French morale has fallen to 0. Napoleon the Frenchman."
    assert EN(GAME.status(s)) == "Game over: " + EN(result.summary)
    assert GAME.to_act(s) == [] and view["phase"] == "over"


def test_13_2_2_only_checked_at_the_declaration() -> None:
    """13.2-2: morale 0 in the middle of a turn does not end the game there."""
    s = new_state()
    s.morale = 1
    place(s, {"rhine": {"france": 1, "austria": 2}, "france": {"france": 1}})
    turn_to(s, "austria", roll=6)
    dice(s, 6, 6, 1, 1, 6, 6)
    play(s, "campaign")
    play(s, "begin")
    play(s, "done")
    assert s.morale == 0 and GAME.result(s) is None and decider(s) == "russia" and s.script == []


def test_14_rp_1_road_to_paris() -> None:
    """14-RP-1: play goes on at morale 0 with base reinforcement 0; the first French surrender
    after that ends it."""
    s = new_state(road_to_paris="on")
    s.morale = 1
    place(s, {"france": {"france": 1}})
    _end_turn(s)
    assert s.morale == 0 and GAME.result(s) is None
    from engine.napoleon21.activities import reinforcement_points

    assert reinforcement_points(s, "france") == 0
    s.war["prussia"] = War.WAR
    place(s, {"france": {"prussia": 5}})
    fight(s, "prussia")
    result = GAME.result(s)
    assert result is not None and result.winners == ("allies",) and result.reason == "surrender"
    assert EN(result.summary).startswith("The allies win: France surrendered with its morale already at 0.")


def test_14_rp_1_a_surrender_that_reaches_0_is_not_yet_the_end() -> None:
    """14-RP-1: the surrender must come after morale is already 0."""
    s = new_state(road_to_paris="on")
    s.morale = 4
    s.war["prussia"] = War.WAR
    place(s, {"france": {"prussia": 5}})
    fight(s, "prussia")
    assert s.morale == 0 and GAME.result(s) is None


def test_14_mp_2_a_french_win_beats_every_allied_player() -> None:
    """14-MP-2."""
    s = new_state(allies="3")
    s.war["britain"] = s.war["russia"] = War.PEACE
    _end_turn(s)
    play(s, "declare")
    result = GAME.result(s)
    assert result is not None and result.winners == ("france",)


def test_14_mp_3_allied_players_score_units_near_paris() -> None:
    """14-MP-3, A-23: 2 VP per unit in France, 1 in South France, 1 next to either; best total wins."""
    s = new_state(allies="prussia+austria/russia+spain+britain")
    s.morale = 1
    place(
        s,
        {
            "france": {"prussia": [1, 1], "france": 1},
            "south_france": {"russia": 1},
            "rhine": {"austria": 1},
            "atlantic": {"britain": 2},
        },
    )
    start = starting_vp(s.options)
    _end_turn(s)
    result = GAME.result(s)
    assert result is not None
    assert result.scores["prussia+austria"] == start["prussia+austria"] + 4 + 1
    assert result.scores["russia+spain+britain"] == start["russia+spain+britain"] + 1 + 2
    best = max(result.scores[k] for k in ("prussia+austria", "russia+spain+britain"))
    assert result.winners == tuple(
        k for k in ("prussia+austria", "russia+spain+britain") if result.scores[k] == best
    )
