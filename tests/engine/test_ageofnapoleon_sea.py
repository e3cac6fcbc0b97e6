"""Age of Napoleon: sea movement and sea reinforcements (coasts: public §2.1.1.2 and errata; the rest
reconstructed, DATA.md §14)."""

from __future__ import annotations

from engine.ageofnapoleon.data.board import AREAS
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.phases import mobilization_refusal, mobilize
from engine.ageofnapoleon.sea import BRITANNIA, sea_destinations, sea_refusal, sea_reinforcement_areas
from engine.ageofnapoleon.state import put
from engine.core.rng import script
from tests.engine.ageofnapoleon_helpers import battle, empty_1805


def test_the_british_army_waits_for_britannia() -> None:
    state = empty_1805(4)
    mobilize(state, {"moore": "britain", "hill": "britain"})
    assert sea_refusal(state, ["moore", "hill"], "portugal") == "britannia"
    assert sea_reinforcement_areas(state) == ["britain"]
    put(state.lasting, BRITANNIA)
    assert sea_refusal(state, ["moore", "hill"], "portugal") is None
    assert sea_refusal(state, ["moore"], "westfalen") == "coast"  # not coastal (public §2.1.1.2)
    assert sea_refusal(state, ["moore"], "ukraina") == "coast"  # the Black Sea does not count (errata)
    mobilize(state, {"davout": "britain"})
    assert sea_refusal(state, ["davout"], "portugal") == "army"  # only British corps sail


def test_the_sea_destinations_are_the_moves_sea_refusal_allows() -> None:
    state = empty_1805(4)
    mobilize(state, {"moore": "britain", "hill": "britain", "davout": "westfalen", "soult": "hannover"})
    armies = (["moore", "hill"], ["moore"], ["davout"], ["davout", "soult"], [])
    for lasting in (False, True):
        if lasting:
            put(state.lasting, BRITANNIA)
        for corps in armies:
            allowed = [a for a in sorted(AREAS) if sea_refusal(state, corps, a) is None]
            assert sea_destinations(state, corps) == allowed
    assert "portugal" in sea_destinations(state, ["moore", "hill"])


def test_sea_reinforcements_go_to_coalition_coasts_without_the_french() -> None:
    state = empty_1805(4)
    put(state.lasting, BRITANNIA)
    areas = sea_reinforcement_areas(state)
    assert "britain" in areas and "napoli" in areas and "pommern" in areas and "sankt_peterburg" in areas
    assert "portugal" not in areas and "niederoesterreich" not in areas  # neutral; inland
    assert mobilization_refusal(state, Side.COALITION, {"moore": "napoli"}) is None  # 10.4: by sea
    mobilize(state, {"massena": "napoli"})
    assert "napoli" not in sea_reinforcement_areas(state)
    assert mobilization_refusal(state, Side.COALITION, {"moore": "napoli"}) == "area"


def test_a_battle_straight_after_sea_movement_is_at_minus_two() -> None:
    state = empty_1805(4)
    mobilize(state, {"wellington": "italia", "eugene": "italia"})
    script(state, [1, 1, 6, 1])
    chosen = {Side.COALITION: ["wellington"], Side.FRENCH: ["eugene"]}
    report = battle(state, "italia", Side.COALITION, chosen, lost={}, after_sea=True)
    assert report.totals == (5 - 2, 4)
