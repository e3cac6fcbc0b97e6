"""Age of Napoleon: march and winter attrition (aid 行軍損耗表, 冬季損耗表; inventory MA, WA, A-4 to A-7) and
the movement allowance (aid 移動, MV)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.ageofnapoleon.attrition import (
    March,
    check_march,
    check_winter,
    march_conditions,
    march_losses,
    modifier,
    winter_losses,
)
from engine.ageofnapoleon.data.charts import AttritionModifier as M
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.movement import allowance
from engine.ageofnapoleon.reinforcement import Corps


@dataclass
class Dice:
    script: list[int]
    rng: int = 1
    dice: list[int] = field(default_factory=list)


def test_movement_allowance() -> None:
    # MV-1/MV-2: the leader's rating, -1 to attack, -1 in winter, +1 Forced March, -1 Mud
    assert allowance(4) == 4
    assert allowance(4, to_attack=True) == 3
    assert allowance(4, to_attack=True, winter=True) == 2
    assert allowance(3, forced_march=True) == 4
    assert allowance(3, mud=True, forced_march=True) == 3
    assert allowance(1, to_attack=True, winter=True) == 0


def test_march_conditions_count_the_dice() -> None:
    # MA-1: each condition met is one die (A-7: four or more areas)
    assert march_conditions(March(areas=3)) == 0
    assert march_conditions(March(areas=4)) == 1
    assert march_conditions(March(areas=5, forced_march=True)) == 2
    assert march_conditions(March(areas=3, fought=True)) == 1
    assert march_conditions(March(areas=2, fought=True)) == 0
    assert march_conditions(March(areas=1, rough=True, winter=True)) == 2


def test_march_table_and_the_shortfall_below_one() -> None:
    assert march_losses(1, 1) == 1 and march_losses(6, 8) == 1 and march_losses(3, 5) == 1
    assert march_losses(2, 8) == 3 and march_losses(4, 3) == 1 and march_losses(5, 3) == 0
    assert march_losses(9, 8) == 1  # above 6 reads row 6
    assert march_losses(0, 1) == 2 and march_losses(-1, 4) == 4  # MA-7: row 1 plus 1 - die
    assert march_losses(2, 12) == 3  # larger armies read the last column


def test_attrition_modifiers_add_once_each() -> None:
    assert modifier([M.DEPOT, M.FRIENDLY, M.CAPITAL]) == 5
    assert modifier([M.NEUTRAL, M.SCORCHED_EARTH, M.REVOLT, M.BARREN]) == -5
    assert modifier([M.DEPOT, M.DEPOT]) == 2


def test_march_attrition_takes_the_lowest_die_and_the_reduced_first() -> None:
    army = [Corps("a", Side.FRENCH), Corps("b", Side.FRENCH, reduced=True), Corps("c", Side.FRENCH)]
    # two conditions: two dice, 5 and 2; lowest 2, barren -2: 0, so row 1 + 1: 1 + 1 = 2 corps of 3
    result = check_march(Dice([5, 2]), March(areas=4, rough=True), army, [M.BARREN])
    assert result is not None and result.dice == (5, 2) and result.losses == 2
    assert [c.id for c in result.lost] == ["b", "a"]  # MA-5: the reduced one first
    assert army[2].reduced and not result.permanent  # MA-3, MA-4: normal round, to the prisoner box
    winter = check_march(
        Dice([6]), March(areas=1, winter=True), [Corps(f"w{i}", Side.COALITION) for i in range(5)]
    )
    assert winter is not None and winter.losses == 1 and winter.permanent  # MA-4: winter losses are permanent
    assert check_march(Dice([]), March(areas=2), army) is None


def test_winter_attrition_for_armies_of_three_or_more() -> None:
    assert winter_losses(3, 2) == 0 and check_winter(Dice([]), 2) is None  # WA-1
    assert winter_losses(1, 3) == 1 and winter_losses(1, 10) == 3 and winter_losses(6, 6) == 0
    assert winter_losses(2, 6) == 1 and winter_losses(5, 10) == 2
    result = check_winter(Dice([3]), 8, [M.CAPITAL, M.FRIENDLY])  # 3 + 3 = 6: row 6, size 8
    assert result is not None and result.losses == 1 and result.permanent  # WA-3
    result = check_winter(Dice([1]), 4, [M.BARREN])  # -1: row 1 (1) + 2
    assert result is not None and result.losses == 3
