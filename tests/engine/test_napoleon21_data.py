"""Napoleon 2.1 component data: map (1.1), chart (1.2), pieces (1.3), dice (1.4), roles (2.1), order (5.0)."""

from __future__ import annotations

import pytest

from engine.core import Ref
from engine.napoleon21 import data
from engine.napoleon21.data import (
    ADJACENT,
    ALLIES,
    AREA_MARKS,
    AREAS,
    BONUS_AREAS,
    CHART,
    COASTS,
    COUNTRIES,
    IS_SEA,
    LAND_AREAS,
    SEA_AREAS,
    activity_order,
)
from tests.engine.napoleon21_helpers import EN, GAME, decider, new_state, play, turn_to


def test_1_1_1_eleven_land_and_three_sea_areas_only() -> None:
    """1.1-1, 1.1-10: only the named areas exist; unnamed land is not on our map at all."""
    assert len(LAND_AREAS) == 11 and len(SEA_AREAS) == 3
    assert set(AREAS) == {
        "france", "south_france", "spain", "britain", "rhine", "italy", "prussia",
        "warsaw", "austria", "west_russia", "russia", "atlantic", "baltic", "mediterranean",
    }  # fmt: skip
    assert all(other in AREAS for area in AREAS for other in ADJACENT[area])


def test_1_1_2_home_areas_show_capital_garrison_and_vp() -> None:
    """1.1-2: each home area carries its capital, garrison value and VP."""
    for country in COUNTRIES:
        p = CHART[country]
        assert EN.text(f"napoleon21-capital-{country}") and p.garrison > 0
        assert country in LAND_AREAS  # home area id == country id
    assert all(CHART[c].vp > 0 for c in ALLIES)


def test_1_1_3_bonus_areas_rhine_italy_warsaw() -> None:
    """1.1-3: Confederation of the Rhine, Italy and Warsaw carry the reinforcement bonus."""
    assert BONUS_AREAS == ("rhine", "italy", "warsaw")
    assert data.BONUS_VALUE == 1


def test_1_1_4_south_france_and_west_russia_are_not_home_areas() -> None:
    """1.1-4: South France, West Russia and the seas only have names."""
    plain = {"south_france", "west_russia", *SEA_AREAS}
    assert not plain & set(COUNTRIES)
    assert not plain & set(BONUS_AREAS)


def test_1_1_5_a_sea_is_one_area_of_movement() -> None:
    """1.1-5: a British unit in the Atlantic reaches the Mediterranean in one area of movement."""
    assert "mediterranean" in ADJACENT["atlantic"]
    assert all(IS_SEA[s] for s in SEA_AREAS)


def test_1_1_6_sea_adjacency_follows_the_coast_marks() -> None:
    """1.1-6: Baltic-Atlantic-Mediterranean chain; each sea touches the lands with its mark."""
    assert set(ADJACENT["baltic"]) == {"atlantic", "rhine", "prussia", "west_russia", "russia"}
    assert set(ADJACENT["atlantic"]) == {
        "baltic", "mediterranean", "britain", "spain", "france", "south_france", "rhine",
    }  # fmt: skip
    assert set(ADJACENT["mediterranean"]) == {
        "atlantic",
        "spain",
        "france",
        "south_france",
        "italy",
        "austria",
    }
    for sea, mark in data.COAST_MARKS.items():
        assert all(mark in AREA_MARKS[land] for land in COASTS[sea])
    assert AREA_MARKS["warsaw"] == ""


def test_1_1_7_france_and_italy_are_not_adjacent() -> None:
    """1.1-7."""
    assert "italy" not in ADJACENT["france"] and "france" not in ADJACENT["italy"]


def test_1_1_8_the_mediterranean_is_one_area() -> None:
    """1.1-8: Spain and Austria both touch the one Mediterranean area."""
    assert {"spain", "austria", "italy"} <= set(ADJACENT["mediterranean"])


def test_1_1_9_no_black_sea() -> None:
    """1.1-9: the Black Sea is not used and not linked to the Mediterranean."""
    assert not any("black" in a for a in AREAS)
    assert set(ADJACENT["mediterranean"]) & set(SEA_AREAS) == {"atlantic"}


def test_1_1_10_land_areas_by_kind() -> None:
    """1.1-10: six home areas, three bonus areas, South France and West Russia."""
    assert set(LAND_AREAS) == {*COUNTRIES, *BONUS_AREAS, "south_france", "west_russia"}


def test_map_is_connected_symmetric_and_britain_is_an_island() -> None:
    """1.1 (M-1): reconstructed land borders are symmetric; Britain touches only the Atlantic."""
    for area in AREAS:
        for other in ADJACENT[area]:
            assert area in ADJACENT[other]
    assert ADJACENT["britain"] == ("atlantic",)
    assert data.DISTANCE["russia"]["spain"] < 9


def test_1_2_1_war_posture_chart_rows() -> None:
    """1.2-1, 9.0-2: 2 or 3 stages, a ★ start, reinforcement value and max strength per stage."""
    for country, p in CHART.items():
        assert len(p.stages) in (2, 3)
        assert 0 <= p.start_stage < len(p.stages)
        assert p.initial_strength <= p.stages[p.start_stage].max_strength
        strengths = [st.max_strength for st in p.stages]
        assert strengths == sorted(strengths)
        if country == "france":
            assert all(st.reinforcement is None for st in p.stages)  # morale sets it
            assert p.war is None
        else:
            assert all(st.reinforcement and st.reinforcement > 0 for st in p.stages)
            assert p.war in tuple(data.War)


def test_1_3_1_six_countries_with_their_colours() -> None:
    """1.3-1 and 1.31: six countries, France blue, Prussia grey, Austria orange, Russia green,
    Spain yellow, Britain red; the counter mix covers the right-most max strength."""
    assert COUNTRIES == ("france", "prussia", "austria", "russia", "spain", "britain")
    assert set(data.COUNTRY_COLOURS) == set(COUNTRIES)
    hue = {c: data.COUNTRY_COLOURS[c] for c in COUNTRIES}
    assert hue["france"].startswith("#2") and hue["britain"].startswith("#c")
    assert all(CHART[c].counters >= data.right_most_strength(c) for c in COUNTRIES)


def test_1_3_2_markers_are_state_fields() -> None:
    """1.3-2: Peace/Armistice, morale, posture, French order and rout markers all live in the state."""
    s = new_state()
    assert set(s.war.values()) <= set(data.War)
    assert s.morale == 20 and s.posture["france"] == 0
    assert s.order_roll is not None and s.order.index("france") == s.order_roll - 1
    assert all(len(st) == 4 for stacks in s.units.values() for st in stacks.values())  # rout counts


def test_1_4_1_only_six_sided_dice() -> None:
    """1.4-1: every table is read on a d6."""
    for faces in (data.COMBAT_HITS, data.FORCED_MARCH_DAMAGE, data.SEA_ATTRITION_DAMAGE):
        assert faces <= set(range(1, 7))


def test_2_1_1_france_against_five_allies() -> None:
    """2.1-1: two seats by default, France and the Allies running all five allied countries."""
    assert GAME.seats({"allies": "1"}) == ("france", "allies")
    assert ALLIES == ("prussia", "austria", "russia", "spain", "britain")


@pytest.mark.parametrize("roll", range(1, 7))
def test_5_0_3_france_acts_in_the_slot_rolled(roll: int) -> None:
    """5.0-3 (Q&A.02: roll 2 gives Prussia, France, Austria, ...): France acts roll-th."""
    order = activity_order(roll)
    assert order.index("france") == roll - 1
    assert [c for c in order if c != "france"] == list(ALLIES)


def test_5_0_1_countries_act_top_to_bottom() -> None:
    """5.0-1, 6.0-1: the first country in the order chooses first, the next one after it."""
    s = new_state()
    turn_to(s, "prussia", roll=2)
    play(s, "pass")
    assert decider(s) == "france"
    play(s, "pass")
    assert decider(s) == "austria"


def test_5_0_2_allied_order_never_changes() -> None:
    """5.0-2: every turn the allies act Prussia, Austria, Russia, Spain, Britain."""
    s = new_state(seed=9)
    rolls = set()
    while s.turn <= 6:
        assert [c for c in s.order if c != "france"] == list(ALLIES)
        rolls.add(s.order_roll)
        play(s, "pass")
    assert len(rolls) > 1  # France's slot did change


def test_provenance_covers_every_component_value() -> None:
    """Every chart, map and table value carries a source; reconstructed ones say why."""
    rows = GAME.provenance()
    items = {EN(p.item): p for p in rows}
    assert len(items) == len(rows)  # no item twice
    for country in COUNTRIES:
        name = EN.name(Ref("napoleon21-country", country))
        for key in ("initial strength", "capital", "garrison value", "counters"):
            assert f"{name}, {key}" in items
    for needle in ("Combat Table", "Forced March Table", "Sea Attrition Table", "Activity Table"):
        assert needle in items
    britain = items["Britain, victory points"]
    assert not britain.reconstructed and EN(britain.source).startswith("public source")
    assert EN(britain.value) == "6"
    assert EN(items["Austria, capital"].value) == "Vienna"
    assert EN(items["Combat Table"].value) == "a die hits on 1-2"
    for p in rows:
        source = EN(p.source)
        assert source.startswith("reconstructed: ") is p.reconstructed, source
        assert p.reconstructed or source.startswith(("rulebook § ", "public source: ")), source
        assert EN(p.value) and EN(p.item)
    assert sum(p.reconstructed for p in rows) > 30
