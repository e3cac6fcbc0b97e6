"""Age of Napoleon: an army's move on the map (aid 移動 for the allowance; the path rules reconstructed,
DATA.md §7) and what it counts for march attrition (aid 行軍損耗表)."""

from __future__ import annotations

from engine.ageofnapoleon.attrition import march_conditions
from engine.ageofnapoleon.movement import Path, march_of, move, path_refusal
from engine.ageofnapoleon.phases import mobilize
from engine.ageofnapoleon.state import RUSSIA_INVADED, AonState
from tests.engine.ageofnapoleon_helpers import empty_1805

ARMY = ["napoleon", "davout", "soult", "lannes", "murat"]


def ulm_1805() -> AonState:
    state = empty_1805(3)
    mobilize(state, {c: "lorraine" for c in ARMY})
    mobilize(state, {"mack": "bayern", "ferdinand": "bayern"})
    return state


def test_a_move_to_fight_costs_one_area() -> None:
    state = ulm_1805()
    assert path_refusal(state, ARMY, Path(("lorraine", "wuerttemberg", "bayern"))) is None
    far = Path(("lorraine", "westfalen", "sachsen", "boehmen", "bayern"))
    assert path_refusal(state, ARMY, far) == "allowance"  # 4 areas to fight: Napoleon's 4 less 1
    assert path_refusal(state, ARMY, far, forced_march=True) is None


def test_the_path_follows_borders_and_stops_at_the_enemy() -> None:
    state = ulm_1805()
    assert path_refusal(state, ARMY, Path(("lorraine", "bayern"))) == "border"
    through = Path(("lorraine", "wuerttemberg", "bayern", "boehmen"))
    assert path_refusal(state, ARMY, through) == "blocked"
    assert path_refusal(state, ARMY, Path(("lorraine", "schweiz", "lorraine"))) == "loop"
    assert path_refusal(state, ["napoleon", "mack"], Path(("lorraine", "wuerttemberg"))) == "army"
    assert path_refusal(state, ["davout"], Path(("bayern", "wuerttemberg"))) == "army"


def test_allowance_in_winter_and_under_mud() -> None:
    state = ulm_1805()
    four = Path(("lorraine", "westfalen", "sachsen", "boehmen", "niederoesterreich"))
    assert path_refusal(state, ARMY, four) is None
    assert path_refusal(state, ARMY, four, winter=True) == "allowance"
    assert path_refusal(state, ARMY, four, mud=True) == "allowance"
    move(state, ARMY, four)
    assert {state.location[c] for c in ARMY} == {"niederoesterreich"}


def test_what_a_move_counts_for_march_attrition() -> None:
    four = Path(("lorraine", "westfalen", "sachsen", "boehmen", "niederoesterreich"))
    m = march_of(four, fought=False, winter=False, rating=4, forced_march=False, mud=False)
    assert (m.areas, m.forced_march, m.rough) == (4, False, False) and march_conditions(m) == 1
    five = Path((*four.areas, "ungarn"))
    m = march_of(five, fought=False, winter=False, rating=4, forced_march=True, mud=False)
    assert m.forced_march and march_conditions(m) == 2
    alps = Path(("lorraine", "schweiz", "italia"))
    m = march_of(alps, fought=False, winter=True, rating=4, forced_march=False, mud=False)
    assert m.rough and m.winter and march_conditions(m) == 2
    m = march_of(Path(("lorraine", "wuerttemberg", "bayern", "boehmen")), fought=True, winter=False, rating=4,
                 forced_march=False, mud=False)  # fmt: skip
    assert march_conditions(m) == 1  # three areas, then a battle


def test_entering_russia_makes_the_invasion_corps_available_for_good() -> None:
    state = empty_1805(3)
    mobilize(state, {"davout": "polen"})
    assert RUSSIA_INVADED not in state.lasting
    move(state, ["davout"], Path(("polen", "litva")))
    assert RUSSIA_INVADED in state.lasting
    move(state, ["davout"], Path(("litva", "polen")))
    assert RUSSIA_INVADED in state.lasting  # a trigger, not a condition (errata §2.2.1)
