"""The battlefield: a hex grid of 8 columns and 7 rows, a neutral centre line, two territories and
the red-framed rear rows.

The seed (用語, 攻撃のルール) says only that one line of coloured hexes through the centre is
neutral, that every hex on a player's side of it is that player's territory, and that the rearmost
hexes of each territory are framed in red. Size and shape are ours (``SOURCES``).

Hexes are pointy-topped in straight rows. A hex is named by its column letter and row number,
``c2``: columns ``a``-``h`` from left to right as Player A sees the board, rows 1-7 from Player A's
rear (row 1) to Player B's rear (row 7). Even rows are shifted half a hex to the right. Internally
each hex also has axial coordinates ``(q, r)`` for distances and lines of fire (``sight``).
"""

from __future__ import annotations

from functools import cache
from math import lcm
from typing import Final, NamedTuple

from engine.gustav.data.sources import Source, ours, seed

COLUMNS: Final = "abcdefgh"
ROWS: Final = 7
NEUTRAL_ROW: Final = 4
SIDES: Final = ("imperial", "swedish")  # Player A (red, nearest row 1) and Player B (blue)
TERRITORY_ROWS: Final = {"imperial": (1, 2, 3), "swedish": (5, 6, 7)}
RED_ROW: Final = {"imperial": 1, "swedish": 7}  # each side's own rearmost row, framed in red

SOURCES: Final[dict[str, Source]] = {
    "grid": ours("board-grid"),
    "neutral": seed("board-neutral"),
    "territory": seed("board-territory"),
    "red": ours("board-red"),
    "terrain": ours("board-terrain"),
}


class Hex(NamedTuple):
    id: str  # "c2"
    col: int  # 0..7 (a..h)
    row: int  # 1..7
    q: int  # axial coordinates
    r: int
    owner: str  # the side whose territory it is; "" on the neutral line
    red: bool  # in its owner's red-framed rear row


def _make(col: int, row: int) -> Hex:
    y = row - 1
    q = col - (y - (y & 1)) // 2  # odd offset rows (2, 4, 6) shifted right
    owner = next((side for side, rows in TERRITORY_ROWS.items() if row in rows), "")
    return Hex(f"{COLUMNS[col]}{row}", col, row, q, y, owner, bool(owner) and RED_ROW[owner] == row)


HEXES: Final[dict[str, Hex]] = {
    h.id: h for h in (_make(col, row) for row in range(1, ROWS + 1) for col in range(len(COLUMNS)))
}
_AXIAL: Final[dict[tuple[int, int], str]] = {(h.q, h.r): h.id for h in HEXES.values()}
_DIRECTIONS: Final = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))

NEIGHBOURS: Final[dict[str, tuple[str, ...]]] = {
    h.id: tuple(_AXIAL[(h.q + dq, h.r + dr)] for dq, dr in _DIRECTIONS if (h.q + dq, h.r + dr) in _AXIAL)
    for h in HEXES.values()
}


def _hex_distance(ha: Hex, hb: Hex) -> int:
    dq, dr = ha.q - hb.q, ha.r - hb.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


_DISTANCE: Final[dict[str, dict[str, int]]] = {
    a.id: {b.id: _hex_distance(a, b) for b in HEXES.values()} for a in HEXES.values()
}


def distance(a: str, b: str) -> int:
    """Hexes from ``a`` to ``b`` (1 for neighbours)."""
    return _DISTANCE[a][b]


@cache
def territory(side: str) -> tuple[str, ...]:
    """T-5: every hex on a side's half of the neutral line, row by row."""
    return tuple(h.id for h in HEXES.values() if h.owner == side)


def neutral_line() -> tuple[str, ...]:
    return tuple(h.id for h in HEXES.values() if h.owner == "")


def red_frame(side: str) -> tuple[str, ...]:
    return tuple(h.id for h in HEXES.values() if h.red and h.owner == side)


# --- lines of fire (攻撃のルール; reading A-6) --------------------------------------------------------


class Sight(NamedTuple):
    """What lies on the straight line between two hex centres.

    ``through``: hexes whose inside the line crosses. ``grazed``: pairs of hexes along whose shared
    edge the line runs (A-6: such a pair blocks only when both hexes hold enemy units; a pair whose
    second hex is off the board never blocks, and is kept as a single hex).
    """

    through: tuple[str, ...]
    grazed: tuple[tuple[str, ...], ...]


def _cube(h: Hex) -> tuple[int, int, int]:
    return h.q, -h.q - h.r, h.r


@cache
def sight(a: str, b: str) -> Sight:
    """The hexes between ``a`` and ``b`` on the centre-to-centre line, computed exactly.

    In cube coordinates the inside of the hex at ``c`` is where ``|dx - dy|``, ``|dy - dz|`` and
    ``|dz - dx|`` are all below 1 (``d = p - c``). Along the line ``p(t) = a + t (b - a)`` each of
    the three is linear in ``t``; the hex is crossed when they are below 1 together over an interval
    of ``t``, and grazed when one of them stays exactly at 1 over it (the line runs along an edge).
    Every ``t`` met is a whole number over one of the three slopes, so ``t`` is counted in steps
    of 1/``scale`` (their least common multiple): whole numbers, exact.
    """
    ha, hb = HEXES[a], HEXES[b]
    ca, cb = _cube(ha), _cube(hb)
    span = distance(a, b)
    pairs = ((0, 1), (1, 2), (2, 0))
    slopes = [(cb[i] - ca[i]) - (cb[j] - ca[j]) for i, j in pairs]
    scale = lcm(*(abs(slope) for slope in slopes if slope))
    through: list[str] = []
    grazes: dict[tuple[int, int], list[str]] = {}
    from_a, from_b = _DISTANCE[a], _DISTANCE[b]
    for h in HEXES.values():
        if h.id in (a, b) or from_a[h.id] > span or from_b[h.id] > span:
            continue
        c = _cube(h)
        lo, hi, on_edge = 0, scale, False
        for (i, j), slope in zip(pairs, slopes, strict=True):
            start = (ca[i] - c[i]) - (ca[j] - c[j])
            if slope == 0:
                if abs(start) > 1:
                    lo, hi = scale, 0
                on_edge = on_edge or abs(start) == 1
                continue
            t1, t2 = (-1 - start) * (scale // slope), (1 - start) * (scale // slope)
            lo, hi = max(lo, min(t1, t2)), min(hi, max(t1, t2))
        if hi <= lo:
            continue
        if on_edge:
            grazes.setdefault((lo, hi), []).append(h.id)
        else:
            through.append(h.id)
    return Sight(
        tuple(sorted(through, key=lambda h: distance(a, h))),
        tuple(tuple(sorted(pair)) for _, pair in sorted(grazes.items())),
    )
