"""The surrender phase and the victory check. The aid names them only (ゲームの流れ: countries conquered in the
field surrender; the players' victory is checked); the public facts are that the French aim at domination of
the continent and the Coalition at Napoleon's abdication (rules §1.0), that a major power whose army is
scattered and whose capital is occupied capitulates (a published play report), and that a surrender calls
for a reshuffle next year (aid 戦略チャート). The conditions below are reconstructed (DATA.md §8):

* a major power other than Britain surrenders when enemy corps hold its capital area, none of its own
  corps are there and its army is scattered (no stack of its corps left on the map both of three or more
  corps and as large as the enemy force in its capital); it leaves the war as a neutral (France's
  surrender is Napoleon's abdication);
* a minor country or detachable area surrenders when enemy corps stand in its areas and none of its side's
  do; it passes to the conqueror, as a French dominion or a Coalition member;
* the Coalition wins at once with Napoleon's abdication; the French win at a victory check when Österreich,
  Preußen, Russia and Spain are all on the French side; when the last year's check passes with Napoleon
  still reigning, the Coalition has failed its aim (rules §1.0: to force the abdication; every scenario
  ends in 1815 at the latest, §17.0) and the French win: the lesser, "moral" French victory a published
  play report speaks of (reconstructed: ``time-victory``).
"""

from __future__ import annotations

from collections.abc import Collection
from enum import StrEnum
from typing import Final

from engine.ageofnapoleon.data.board import AREAS, areas_of
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import (
    COALITION,
    COUNTRIES,
    DETACHABLE,
    DOMINION,
    FRENCH,
    MEMBER,
    NEUTRAL,
    Side,
    side_of,
)
from engine.ageofnapoleon.sequence import LAST_YEAR
from engine.ageofnapoleon.state import AonState, areas_held, lift, put, set_statuses, take

CONTINENTAL = ("oesterreich", "preussen", "russia", "spain")


class Ending(StrEnum):
    ABDICATION = "abdication"
    DOMINATION = "domination"
    TIME = "time"


def _held(areas: Collection[str], by: frozenset[str], against: frozenset[str]) -> bool:
    """Whether corps of one side stand in any of ``areas`` and none of the other's (``by`` and ``against``: the
    areas where each side's corps stand)."""
    return not by.isdisjoint(areas) and against.isdisjoint(areas)


# Public §14.0 (fact): surrender is checked for every minor country first, then Spain, Preußen, Österreich,
# Russia and France, in that order.
MAJOR_ORDER = ("spain", "preussen", "oesterreich", "russia", "france")


def _order(country: str) -> tuple[int, str]:
    return (MAJOR_ORDER.index(country) + 1 if country in MAJOR_ORDER else 0, country)


ARMY = 3  # reconstructed: the smallest stack that still counts as a field army


def scattered(state: AonState, country: str, occupiers: int = 0) -> bool:
    """Whether a major power's army is scattered (the play report's condition of a capitulation), read as:
    no stack of its corps left anywhere on the map that is a field army (three or more corps) and as large
    as the ``occupiers``, the enemy corps holding its capital (reconstructed: France capitulated in 1814
    with Paris taken although Napoleon still led an army in the field, outnumbered by the allies)."""
    stacks: dict[str, int] = {}
    for corps, area in state.location.items():
        if ROSTER[corps].country == country:
            stacks[area] = stacks.get(area, 0) + 1
    return all(n < max(ARMY, occupiers) for n in stacks.values())


def surrenders(state: AonState) -> list[str]:
    """The countries that surrender this phase, in the order of public §14.0 (conditions reconstructed,
    module note)."""
    out = []
    statuses = state.statuses
    # the areas each side holds, read once (nobody moves meanwhile)
    held = {side: areas_held(state, side) for side in (FRENCH, COALITION)}
    for country in _SURRENDER_ORDER:
        status = statuses.get(country)
        side = None if status is None else side_of(status)
        if side is None:
            continue
        enemy = COALITION if side is FRENCH else FRENCH
        capital = _CAPITAL.get(country)
        if capital is not None:
            if _held((capital,), held[enemy], held[side]):
                occupiers = sum(1 for a in state.location.values() if a == capital)
                if scattered(state, country, occupiers):
                    out.append(country)
        elif _held(areas_of(country), held[enemy], held[side]):
            out.append(country)
    return out


# the countries that may surrender (Britain never does), in the order of public §14.0, and each major power's
# capital: read once, as every year's surrender phase asks
_SURRENDER_ORDER: Final = tuple(sorted((set(COUNTRIES) | set(DETACHABLE)) - {"britain"}, key=_order))
_CAPITAL: Final = {
    c: next(a for a in areas_of(c) if AREAS[a].capital)
    for c in _SURRENDER_ORDER
    if c in COUNTRIES and COUNTRIES[c].major
}


def surrender(state: AonState, country: str) -> None:
    """A country leaves the war (a major power, as a neutral) or changes hands (a minor one)."""
    side = side_of(state.statuses[country])
    if COUNTRIES.get(country) is not None and COUNTRIES[country].major:
        set_statuses(state, {country: NEUTRAL})
        home = [c for c in state.location if ROSTER[c].country == country]
        lift(state, home)
        for corps in home:
            take(state.reduced, corps)
            put(state.pool, corps)
    else:
        set_statuses(state, {country: MEMBER if side is FRENCH else DOMINION})


def ending(state: AonState) -> tuple[Side, Ending] | None:
    """The winner at a victory check, and how; None while the war goes on."""
    if state.statuses["france"] is NEUTRAL:
        return COALITION, Ending.ABDICATION
    french = sum(1 for c in CONTINENTAL if side_of(state.statuses[c]) is FRENCH)
    if french == len(CONTINENTAL):
        return FRENCH, Ending.DOMINATION
    if state.year >= LAST_YEAR:  # reconstructed (time-victory): the abdication was not forced in time
        return FRENCH, Ending.TIME
    return None
