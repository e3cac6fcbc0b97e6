"""Rules of position: ZOC, moves, retreats, lines of fire and who may attack whom.

Every function takes the board as ``at``, a mapping from each occupied hex to the side of the unit
on it, so that the scripted players can ask the same questions of a view as the rules ask of a
state.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from engine.gustav.data.board import HEXES, NEIGHBOURS, RED_ROW, distance, sight
from engine.gustav.data.cards import FIRE, MELEE, Mode
from engine.gustav.data.units import SPECS, in_range

Board = Mapping[str, str]  # hex -> side of the unit on it


def in_zoc(at: Board, hex_id: str, side: str) -> bool:
    """B-ZOC: ``hex_id`` is next to a unit of the other side."""
    get = at.get
    for n in NEIGHBOURS[hex_id]:  # noqa: SIM110  # a loop, not any(): moves ask it of every hex they pass
        if get(n, side) != side:
            return True
    return False


def zone(at: Board, side: str) -> set[str]:
    """B-ZOC: every hex next to a unit of the other side (``in_zoc`` for all hexes at once)."""
    return {n for h, owner in at.items() if owner != side for n in NEIGHBOURS[h]}


def reachable(
    at: Board, start: str, side: str, hexes: int, free: bool = False, zoc: set[str] | None = None
) -> list[str]:
    """The empty hexes a unit of ``side`` on ``start`` may end a move of up to ``hexes`` hexes in
    (``zoc``: ``zone(at, side)``, when the caller has it already).

    B-ZOC-1: a unit next to an enemy does not move; B-ZOC-2: a unit that comes next to an enemy
    stops there; B-ZOC-3: ``free`` (a card that says so) ignores both. T-2: one unit per hex; a
    unit may pass through hexes of its own side (our reading: the seed forbids only ending there)
    but never through an enemy.
    """
    return list(_ends(at, start, side, hexes, free, zoc))


def can_move(
    at: Board, start: str, side: str, hexes: int, free: bool = False, zoc: set[str] | None = None
) -> bool:
    """Whether ``reachable`` has any hex: the search stops at the first one found."""
    return next(_ends(at, start, side, hexes, free, zoc), None) is not None


def _ends(at: Board, start: str, side: str, hexes: int, free: bool, zoc: set[str] | None) -> Iterator[str]:
    """The hexes ``reachable`` lists, one by one as the moves out of ``start`` reach them. Without
    ``zoc`` the zone is made only once a hex past the first empty one needs it: ``can_move`` mostly
    stops at a unit's first empty neighbour."""
    if free:
        zoc = set()
    if start in zoc if zoc is not None else in_zoc(at, start, side):
        return
    seen = {start}
    frontier = [start]
    for _ in range(hexes):
        nxt: list[str] = []
        for h in frontier:
            for n in NEIGHBOURS[h]:
                if n in seen or at.get(n, side) != side:
                    continue
                seen.add(n)
                if n not in at:
                    yield n
                if zoc is None:
                    zoc = zone(at, side)
                if n not in zoc:
                    nxt.append(n)  # on from an empty hex or through a friendly unit (not a place to stop)
        frontier = nxt


def retreats(at: Board, hex_id: str, side: str) -> list[str]:
    """ATK-MELEE-3 (A-8): empty neighbouring hexes not next to any enemy unit, the attacker included.
    ATK-MELEE-4 (A-9): none for a unit in its own red-framed rear hexes."""
    here = HEXES[hex_id]
    if here.row == RED_ROW[side] and here.owner == side:
        return []
    return [n for n in NEIGHBOURS[hex_id] if n not in at and not in_zoc(at, n, side)]


def cornered(at: Board, hex_id: str, side: str) -> bool:
    """ATK-MELEE-4: a successful attack here leaves only holding with 2 morale or destruction."""
    return not retreats(at, hex_id, side)


def line_blocked(at: Board, start: str, end: str, side: str) -> bool:
    """ATK-RANGED-2 (A-6): an enemy unit of the firer on the line blocks it, a friendly one does not;
    where the line runs along the edge between two hexes it is blocked only if both hold enemies."""
    get = at.get
    through, grazed = sight(start, end)
    for h in through:  # loops, not any(): the scripted players ask it of every pair of units
        if get(h, side) != side:
            return True
    for pair in grazed:
        if len(pair) == 2 and get(pair[0], side) != side and get(pair[1], side) != side:
            return True
    return False


def melee_targets(at: Board, hex_id: str, side: str, kind: str) -> list[str]:
    """ATK-MELEE-1: adjacent enemy units, for any unit but artillery."""
    if not SPECS[kind].melee:
        return []
    return [n for n in NEIGHBOURS[hex_id] if at.get(n, side) != side]


def fire_targets(at: Board, hex_id: str, side: str, kind: str) -> list[str]:
    """ATK-RANGED-1: enemy units within range and not adjacent, with a clear line of fire (not pike,
    not cavalry: they have no range)."""
    if SPECS[kind].range is None:
        return []
    return [
        h
        for h, owner in at.items()
        if owner != side and in_range(kind, distance(hex_id, h)) and not line_blocked(at, hex_id, h, side)
    ]


def can_attack(at: Board, hex_id: str, side: str, kind: str, mode: Mode) -> bool:
    """Whether ``targets`` has any hex: the search stops at the first one found (the adjacent enemies
    first, then the first enemy in range with a clear line of fire)."""
    if mode is not FIRE and melee_targets(at, hex_id, side, kind):
        return True
    if mode is MELEE or SPECS[kind].range is None:
        return False
    for h, owner in at.items():  # a loop, not any(): every pick of an attack asks it
        if owner != side and in_range(kind, distance(hex_id, h)) and not line_blocked(at, hex_id, h, side):
            return True
    return False


def targets(at: Board, hex_id: str, side: str, kind: str, mode: Mode) -> list[str]:
    """The hexes a unit may attack with an attack of ``mode`` (melee when adjacent, ranged otherwise)."""
    found: list[str] = []
    if mode is not FIRE:
        found += melee_targets(at, hex_id, side, kind)
    if mode is not MELEE:
        found += fire_targets(at, hex_id, side, kind)
    return found
