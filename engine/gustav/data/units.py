"""The spec cards (unit types) and the counters each army owns.

The seed names four types, HQ 本営 (mandatory; losing it loses the game), artillery 砲兵 (no melee),
pike 槍兵 and cavalry 騎兵 (no ranged attack), and implies a fifth that may fire and is none of
those: the musketeers, "shot" 銃兵, the other half of every pike-and-shot army. It gives ranges in the
form "射程2" and "射程2~4" and a build of 12 points. Costs, success values, ranges and movement are
ours (DATA.md explains them). Both armies read the same spec cards: the armies differ in the
counters they own and in their action cards.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from engine.gustav.data.sources import Source, ours, seed

KINDS: Final = ("hq", "pike", "shot", "cavalry", "artillery")
BUDGET: Final = 12  # ゲーム準備: an army of at most 12 points, HQ included (reading A-4)
BUDGET_SOURCE: Final = seed("budget")


class Spec(NamedTuple):
    """One spec card."""

    kind: str
    cost: int  # points toward the 12-point build, and victory points when destroyed
    hits: tuple[int, ...]  # attack success values: an attack succeeds on one of these voltages
    range: tuple[int, int] | None  # nearest and farthest ranged target (None: no ranged attack)
    move: int  # hexes per move
    melee: bool  # may attack an adjacent enemy (攻撃のルール: not artillery)
    source: Source


SPECS: Final[dict[str, Spec]] = {
    s.kind: s
    for s in (
        Spec("hq", 3, (5, 6), None, 1, True, ours("unit-hq")),
        Spec("pike", 2, (3, 4, 5), None, 1, True, ours("unit-pike")),
        Spec("shot", 2, (2, 3, 4), (2, 2), 1, True, ours("unit-shot")),
        Spec("cavalry", 3, (4, 5, 6), None, 2, True, ours("unit-cavalry")),
        Spec("artillery", 3, (1, 2, 3), (2, 4), 1, False, ours("unit-artillery")),
    )
}
RULE_SOURCES: Final = {
    "melee": seed("no-melee-artillery"),
    "ranged": seed("no-fire-pike-cavalry"),
    "hq": seed("hq-mandatory"),
}


class Counters(NamedTuple):
    """How many counters of each type an army owns (ゲーム準備: all the units of its colour)."""

    side: str
    counts: dict[str, int]
    source: Source


COUNTERS: Final[dict[str, Counters]] = {
    "imperial": Counters(
        "imperial", {"hq": 1, "pike": 4, "shot": 2, "cavalry": 3, "artillery": 1}, ours("counters-imperial")
    ),
    "swedish": Counters(
        "swedish", {"hq": 1, "pike": 2, "shot": 4, "cavalry": 2, "artillery": 2}, ours("counters-swedish")
    ),
}


def can_fire(kind: str) -> bool:
    return SPECS[kind].range is not None


def in_range(kind: str, hexes: int) -> bool:
    """T-4, A-7: "range 2" is exactly 2 hexes away, "range 2-4" from 2 to 4; never adjacent."""
    reach = SPECS[kind].range
    return reach is not None and hexes >= 2 and reach[0] <= hexes <= reach[1]


def army_cost(kinds: list[str] | tuple[str, ...]) -> int:
    return sum(SPECS[k].cost for k in kinds)
