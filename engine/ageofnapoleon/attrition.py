"""March attrition (aid 行軍損耗表) and winter attrition (aid 冬季損耗表).

March: an army checks when it moved four areas (A-7: four or more), moved three and then fought, used the
extra area of Forced March, moved, intercepted, withdrew or retreated in a mountain or marsh area, or did
any of those in a winter round. It rolls one die per condition met and keeps the lowest, adds the modifiers,
and reads the table by army size. Corps lost are removed at once, the already reduced first; the survivors
are reduced. In a winter round the loss is permanent (out of the game, Veteran cannot bring them back);
in a normal round the lost corps go to the prisoner box.

Winter: every army of three corps or more checks, one die per area, with the same modifiers (A-5), all
losses permanent, the owner choosing which corps go.

A modified die of 0 or less adds the difference to the losses (A-4: row 1 plus 1 - die); above 6 reads
row 6. Armies larger than the last column read the last column (reconstructed).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from engine.ageofnapoleon.data.charts import (
    ATTRITION,
    ATTRITION_MODIFIERS,
    MARCH_FAR,
    MARCH_FAR_THEN_FIGHT,
    MARCH_SIZES,
    WINTER_MIN_SIZE,
    WINTER_SIZES,
    AttritionModifier,
)
from engine.ageofnapoleon.reinforcement import Corps
from engine.core.rng import HasRng, roll_many


@dataclass(slots=True)
class March:
    """What an army did this round, for the march attrition check. Never changed: its fields are ``Final``
    (not a frozen dataclass, whose ``__init__`` sets each field through ``object.__setattr__``: every move
    makes one)."""

    areas: Final[int] = 0
    fought: Final[bool] = False
    forced_march: Final[bool] = False  # moved with the extra area of Forced March
    rough: Final[bool] = False  # moved, intercepted, withdrew or retreated in a mountain or marsh area
    winter: Final[bool] = False  # moved, intercepted, withdrew or retreated in a winter round


def march_conditions(m: March) -> int:
    """How many of the aid's conditions hold: that many dice are rolled (MA-1, MA-2)."""
    far = m.areas >= MARCH_FAR
    far_then_fight = m.fought and m.areas >= MARCH_FAR_THEN_FIGHT and not far
    return sum((far, far_then_fight, m.forced_march, m.rough, m.winter))


def modifier(applying: Iterable[AttritionModifier]) -> int:
    """The sum of the modifiers that apply (aid 修正, MA-6); each counts once."""
    return sum(ATTRITION_MODIFIERS[m] for m in set(applying))


def _read(die: int, size: int, sizes: tuple[int, ...]) -> int:
    column = min(max(size, sizes[0]), sizes[-1]) - sizes[0]
    if die <= 0:
        return ATTRITION[0][column] + (1 - die)  # MA-7
    return ATTRITION[min(die, 6) - 1][column]


def march_losses(die: int, size: int) -> int:
    """The march attrition table for a modified lowest die and an army of ``size`` corps."""
    return _read(die, size, MARCH_SIZES) if size > 0 else 0


def winter_losses(die: int, size: int) -> int:
    """The winter attrition table (armies under three corps never check: none)."""
    return _read(die, size, WINTER_SIZES) if size >= WINTER_MIN_SIZE else 0


@dataclass(slots=True)
class Attrition:
    """A roll's dice, the losses and the corps lost. Never changed: its fields are ``Final`` (as ``March``)."""

    dice: Final[tuple[int, ...]]
    losses: Final[int]
    lost: Final[tuple[Corps, ...]]
    permanent: Final[bool]


def check_march(
    s: HasRng, m: March, corps: Sequence[Corps], applying: Iterable[AttritionModifier] = (), extra: int = 0
) -> Attrition | None:
    """Roll march attrition for an army (None when no condition holds). ``corps`` in the owner's order;
    those reduced before the move lose first (MA-5). The survivors are reduced (MA-3)."""
    count = march_conditions(m)
    if count == 0:
        return None
    dice = tuple(roll_many(s, count))
    losses = min(march_losses(min(dice) + modifier(applying) + extra, len(corps)), len(corps))
    order = [c for c in corps if c.reduced] + [c for c in corps if not c.reduced]
    lost = tuple(order[:losses])
    for c in order[losses:]:
        c.reduced = True
    return Attrition(dice, losses, lost, m.winter)


def check_winter(
    s: HasRng, size: int, applying: Iterable[AttritionModifier] = (), extra: int = 0
) -> Attrition | None:
    """Roll winter attrition for an area's army of ``size`` corps (None under three); the owner then picks
    the corps (WA-1 to WA-3)."""
    if size < WINTER_MIN_SIZE:
        return None
    dice = tuple(roll_many(s, 1))
    losses = min(winter_losses(dice[0] + modifier(applying) + extra, size), size)
    return Attrition(dice, losses, (), True)
