"""Movement in the campaign rounds. The allowance of an army (aid 移動): its leader's movement rating, -1 when it
moves to fight, -1 in a winter round, +1 with the card Forced March, -1 under the card Mud. The path rules are
reconstructed (DATA.md §7)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from engine.ageofnapoleon.army import can_form, commander
from engine.ageofnapoleon.attrition import March
from engine.ageofnapoleon.data.board import AREAS, MARSH, MOUNTAIN, adjacent
from engine.ageofnapoleon.data.charts import FORCED_MARCH, MOVE_TO_ATTACK, MUD, WINTER_ROUND
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import FRENCH, Side
from engine.ageofnapoleon.state import RUSSIA_INVADED, AonState, areas_held, enemy, place, put, side_of_corps


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


class Path(NamedTuple):
    """An army's move this round: the areas in order, start first."""

    areas: tuple[str, ...]

    @property
    def length(self) -> int:
        return len(self.areas) - 1


def path_refusal(
    state: AonState,
    corps: Sequence[str],
    path: Path,
    *,
    winter: bool = False,
    forced_march: bool = False,
    mud: bool = False,
) -> str | None:
    """Why this army may not make this move, or None. The aid fixes the allowance (MV-1, MV-2); reconstructed
    (DATA.md §7): the army is one side's corps in one area, no more than its commander's rank; each step crosses
    a shared border; an area holding enemy corps may only be the last (the move is then a move to fight, one
    area less); the path never enters an area twice."""
    if not corps or len(set(corps)) != len(corps) or not can_form(corps):
        return "army"
    sides = {side_of_corps(state, c) for c in corps}
    starts = {state.location.get(c) for c in corps}
    side = sides.pop() if len(sides) == 1 else None
    if side is None or starts != {path.areas[0]}:
        return "army"
    if len(set(path.areas)) != len(path.areas):
        return "loop"
    if any(not adjacent(a, b) for a, b in zip(path.areas, path.areas[1:], strict=False)):
        return "border"
    enemy = [i for i, area in enumerate(path.areas) if _enemy_in(state, area, side)]
    if any(i != len(path.areas) - 1 for i in enemy if i > 0):
        return "blocked"
    rating = ROSTER[commander(corps)].movement
    limit = allowance(rating, to_attack=bool(enemy), winter=winter, forced_march=forced_march, mud=mud)
    return "allowance" if path.length > limit else None


def _enemy_in(state: AonState, area: str, side: Side) -> bool:
    return area in areas_held(state, enemy(side))


def march_of(path: Path, *, fought: bool, winter: bool, rating: int, forced_march: bool, mud: bool) -> March:
    """What the move counts for march attrition (aid 行軍損耗表, MA-1): areas moved, a battle after it, the
    Forced March area used (the path is longer than the allowance without the card), a mountain or marsh
    area entered (reconstructed: entered, not left), a winter round."""
    areas = path.length
    # the allowance without the card is read only for a move made with it
    extra = forced_march and areas > allowance(rating, to_attack=fought, winter=winter, mud=mud)
    rough = not _ROUGH.isdisjoint(path.areas[1:])
    return March(areas, fought, extra, rough, winter and areas > 0)


_ROUGH: Final = frozenset(a for a, spot in AREAS.items() if spot.terrain in (MOUNTAIN, MARSH))  # read once


def move(state: AonState, corps: Sequence[str], path: Path) -> None:
    """Carry out a move checked by ``path_refusal``. French-side corps entering a Russian area make Russia
    invaded, for good (errata §2.2.1: the Invasion corps' trigger)."""
    place(state, corps, path.areas[-1])
    russian = not _RUSSIAN.isdisjoint(path.areas[1:])
    if russian and any(side_of_corps(state, c) is FRENCH for c in corps):
        put(state.lasting, RUSSIA_INVADED)


_RUSSIAN: Final = frozenset(a for a, spot in AREAS.items() if spot.country == "russia")  # looked up once
