"""The reinforcement phase: the mobilization and appearance limits, corps recovery (9.6) and the prisoners'
return (9.7). Aid 増援チャート and その他の行動.

What the two limits count is not printed on the aid; reconstructed: the mobilization limit caps how many
corps of that power the controlling player brings onto the map in one reinforcement phase, the appearance
limit how many of them appear in any one area (DATA.md, ``reconstructed: limits-meaning``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Final

from engine.ageofnapoleon.data.charts import (
    COALITION_MINORS,
    FRENCH_CONTROLLED_LIMIT,
    FRENCH_MINORS_PER_APPEARANCE,
    FRENCH_MINORS_PER_MOBILIZATION,
    REINFORCEMENT,
)
from engine.ageofnapoleon.data.countries import COUNTRIES, REFORMED_ROW, Side, Status, side_of


@dataclass(slots=True, unsafe_hash=True)
class Limit:
    """A power's two limits. Never changed: its fields are ``Final`` (not a frozen dataclass, whose
    ``__init__`` sets each field through ``object.__setattr__``: a reinforcement prompt makes some)."""

    mobilization: Final[int]
    appearance: Final[int]


@cache  # a chart look-up: one per power, status and reform, read once
def power_limits(country_id: str, status: Status, reformed: bool = False) -> Limit:
    """A major power's limits under its controller (aid 増援チャート; "*": 1 under the French side)."""
    country = COUNTRIES[country_id]
    if not country.major:
        raise ValueError(f"{country_id} is a minor country: see minors_limits")
    row = REFORMED_ROW[country_id][1] if reformed and country_id in REFORMED_ROW else country.row
    limits = REINFORCEMENT[row]
    french = side_of(status) is Side.FRENCH
    mobilization = FRENCH_CONTROLLED_LIMIT if french and limits.mobilization_cut else limits.mobilization
    appearance = FRENCH_CONTROLLED_LIMIT if french and limits.appearance_cut else limits.appearance
    return Limit(mobilization, appearance)


@cache  # a chart look-up: one per side and number of minors, read once
def minors_limits(side: Side, count: int) -> Limit:
    """The limits of a side's ``count`` minor countries together (aid 増援チャート; each side's count is
    kept on the board, ``state.Sides``): the French get one corps to mobilize for every 2 minors they
    control and one to appear for every 3; the Coalition's line reads 2 and 1 whatever their number (as
    printed: one line, no "per"), and nothing without a minor country."""
    if side is Side.FRENCH:
        return Limit(count // FRENCH_MINORS_PER_MOBILIZATION, count // FRENCH_MINORS_PER_APPEARANCE)
    if count == 0:
        return Limit(0, 0)
    return Limit(COALITION_MINORS.mobilization, COALITION_MINORS.appearance)


def check_mobilization(limit: Limit, areas: Iterable[str]) -> str | None:
    """Why placing corps in these areas (one entry per corps) breaks the limits, or None (reconstructed
    meaning, see the module's note)."""
    placed = list(areas)
    if len(placed) > limit.mobilization:
        return "mobilization"
    if len(placed) > limit.appearance:  # with no more corps than the limit, no area holds more
        for area in set(placed):
            if placed.count(area) > limit.appearance:
                return "appearance"
    return None


@dataclass(slots=True)
class Corps:
    id: str
    owner: Side
    reduced: bool = False


@dataclass(slots=True)
class Army:
    leader: str
    corps: list[Corps] = field(default_factory=list)


def recover(army: Army) -> int:
    """Aid 9.6: the card discarded for this army restores every reduced corps of it (no cap on the number
    of corps); returns how many were flipped back to full strength."""
    flipped = 0
    for corps in army.corps:
        if corps.reduced:
            corps.reduced = False
            flipped += 1
    return flipped


def return_prisoners(prisoners: dict[Side, list[Corps]], pool: dict[Side, list[Corps]]) -> None:
    """Aid 9.7: at the end of the reinforcement phase every corps in a prisoner box goes back to its owner
    (A-10: to the owner's pool of corps set aside, at full strength: reconstructed destination).
    ``prisoners[side]`` is the box of the side holding them."""
    for held in prisoners.values():
        for corps in held:
            corps.reduced = False
            pool[corps.owner].append(corps)
        held.clear()
