"""Movement allowance of an army (aid 移動): its leader's movement rating, -1 when it moves to fight, -1 in a
winter round, +1 with the card Forced March, -1 under the card Mud."""

from __future__ import annotations

from engine.ageofnapoleon.data.charts import FORCED_MARCH, MOVE_TO_ATTACK, MUD, WINTER_ROUND


def allowance(
    rating: int,
    *,
    to_attack: bool = False,
    winter: bool = False,
    forced_march: bool = False,
    mud: bool = False,
) -> int:
    """Areas an army may move this round (MV-1, MV-2; never below 0: reconstructed)."""
    areas = rating
    areas += MOVE_TO_ATTACK if to_attack else 0
    areas += WINTER_ROUND if winter else 0
    areas += FORCED_MARCH if forced_march else 0
    areas += MUD if mud else 0
    return max(areas, 0)
