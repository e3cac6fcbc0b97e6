"""Where an army may end a land move, and by which path (aid 移動, MV-1; reconstructed path rules, DATA.md §7):
a breadth-first search of the map from the army's area; an area holding enemy corps may only be a move's last,
and costs one area more (the move to fight).

The search is made for every move offered and every Mud question, so a set of areas is kept as the bits of
one integer (bit n: the n-th area by name): a level of the search is a few integer operations per area, and
the areas of a set come out in name order.
"""

from __future__ import annotations

from collections.abc import Iterable, Set
from functools import cache, lru_cache
from typing import Final

from engine.ageofnapoleon.data.board import AREAS, NEIGHBOURS

_NAMES: Final = tuple(sorted(AREAS))
BIT: Final[dict[str, int]] = {area: 1 << n for n, area in enumerate(_NAMES)}
_AROUND: Final[tuple[int, ...]] = tuple(
    sum(BIT[b] for b in NEIGHBOURS[a]) for a in _NAMES
)  # by an area's bit number
AROUND: Final = {area: tuple(sorted(near)) for area, near in NEIGHBOURS.items()}  # each area's, in name order


def bits(areas: Iterable[str]) -> int:
    """A set of areas as bits."""
    return sum(map(BIT.__getitem__, areas))


def names(areas: int) -> list[str]:
    """The areas of a set of bits, in name order."""
    found = []
    while areas:
        low = areas & -areas
        found.append(_NAMES[low.bit_length() - 1])
        areas ^= low
    return found


def _around(areas: int) -> int:
    """The areas next to any of ``areas``."""
    near = 0
    while areas:
        low = areas & -areas
        near |= _AROUND[low.bit_length() - 1]
        areas ^= low
    return near


@cache
def near(start: str, depth: int) -> int:
    """The areas within ``depth`` steps of ``start`` on the map: only enemy corps there can change what
    ``reachable`` finds for that depth."""
    ball = BIT[start]
    for _ in range(depth):
        ball |= _around(ball)
    return ball


def reachable(start: str, hostile: int, depth: int) -> tuple[int, ...]:
    """For each allowance from 0 to ``depth``, the areas an army from ``start`` could end a land move in
    (``hostile``: the areas holding enemy corps). Only enemy corps within ``depth + 1`` areas can change it, so
    the searches are kept for all positions alike there."""
    return _reachable(start, hostile & near(start, depth), depth)


@lru_cache(maxsize=4096)
def _reachable(start: str, hostile: int, depth: int) -> tuple[int, ...]:
    seen = level = BIT[start]
    found = fights = 0
    within = [0]
    for _ in range(depth):  # the areas one step further than the last level, found from it
        further = _around(level) & ~seen
        seen |= further
        found |= fights  # enemy-held areas met one step nearer: a move to fight them costs one more
        fights = further & hostile
        level = further & ~fights  # a move goes on only through areas free of enemy corps
        found |= level
        within.append(found)
    return tuple(within)


def route(start: str, hostile: Set[str], end: str) -> tuple[str, ...]:
    """The path of a land move from ``start`` to ``end`` (one ``reachable`` finds): the first shortest path a
    breadth-first search finds, neighbours taken in name order (an area holding enemy corps only as the end)."""
    came = {start: start}  # each area found, with the area it was reached from
    level = [start]
    while level:
        further = []
        for here in level:
            for there in AROUND[here]:
                if there in came:
                    continue
                if there == end:
                    back = [there, here]
                    while here != start:
                        here = came[here]
                        back.append(here)
                    return tuple(reversed(back))
                if there not in hostile:
                    came[there] = here
                    further.append(there)
        level = further
    raise ValueError(f"no land path from {start} to {end}")
