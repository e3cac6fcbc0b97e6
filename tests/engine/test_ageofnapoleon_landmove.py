"""Age of Napoleon: the land-move search (landmove.py) offers exactly the areas the path rules allow (aid 移動,
MV-1: an area holding enemy corps only as the last, one area more; DATA.md §7), and the path it takes is a
shortest one that keeps those rules."""

from __future__ import annotations

from itertools import pairwise

from engine.ageofnapoleon.data.board import AREAS, NEIGHBOURS
from engine.ageofnapoleon.landmove import bits, names, reachable, route
from engine.core.rng import Rng


def _costs(start: str, hostile: frozenset[str], most: int) -> dict[str, int]:
    """The allowance a move from ``start`` needs to each area it can end in within ``most``, by brute force over
    every path that keeps the rules."""
    best: dict[str, int] = {}
    stack: list[tuple[str, ...]] = [(start,)]
    while stack:
        path = stack.pop()
        here = path[-1]
        if len(path) > 1:
            cost = len(path) - 1 + (1 if here in hostile else 0)
            if cost <= most:
                best[here] = min(best.get(here, cost), cost)
            if here in hostile:
                continue
        if len(path) <= most:
            stack.extend((*path, there) for there in NEIGHBOURS[here] if there not in path)
    best.pop(start, None)
    return best


def test_the_areas_offered_are_those_the_path_rules_allow_and_the_path_keeps_them() -> None:
    pick = Rng(18)
    areas = sorted(AREAS)
    for _ in range(12):
        start = pick.choice(areas)
        hostile = frozenset(a for a in areas if a != start and pick.below(4) == 0)
        within = reachable(start, bits(hostile), 4)
        needs = _costs(start, hostile, 4)
        for limit in range(5):
            assert names(within[limit]) == sorted(a for a, cost in needs.items() if cost <= limit)
        for end in names(within[4]):
            path = route(start, hostile, end)
            assert path[0] == start and path[-1] == end
            assert all(b in NEIGHBOURS[a] for a, b in pairwise(path))
            assert not hostile & set(path[1:-1])  # enemy corps stop a move: only the last area may hold them
            assert len(path) - 1 + (1 if end in hostile else 0) == needs[end]
