"""Where things go on the Napoleon 1815 board: our own drawing of the data's map, and the panel.

``engine.napoleon1815.data.map`` gives every area a position on a 0..1000 square (north up).
The three battlefields (Ligny, Quatre-Bras, Mont-Saint-Jean) are crowded there, so the board
draws its own positions, in pixels of the map frame: the data's positions stretched around the
battlefields and squeezed at the edges, then moved by hand so that names and stacks have room.
Roads, bridges and every rule stay the data's; only the drawing moves.

Rivers and the French border are suggested by polylines. The tests check that each river
crosses exactly the roads whose bridge is on it, and that the border separates the areas of
France from the others.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Final

from engine.napoleon1815.data import map as board

WIDTH = 1200
HEADER_H = 92
MAP_W, MAP_H = WIDTH, 1555
MAP_TOP = HEADER_H
MAP_BOTTOM = MAP_TOP + MAP_H
MAP_BOUNDS = (3.0, MAP_TOP + 3.0, WIDTH - 3.0, MAP_BOTTOM - 3.0)  # where trays of blocks may stand

# The panel below the map, top to bottom.
PAD = 16
LINE = 25  # panel text lines
PANEL_TOP = MAP_BOTTOM
VP_Y = PANEL_TOP + 12  # title; the boxes 30 px below, the captions under them
TURN_Y = VP_Y + 124
INFO_Y = TURN_Y + 112
EVENT_Y = INFO_Y + 40 + 7 * LINE - 6  # the battle and the operation under way
LOG_Y = EVENT_Y + 3 * LINE + 26
LOG_LINES = 6
HEIGHT = LOG_Y + 30 + LOG_LINES * LINE + 8
COLUMN_W = (WIDTH - 2 * PAD - 2 * 20) // 3

# The keys to the map, on empty land.
BLOCK_LEGEND_BOX = (640.0, MAP_TOP + 8.0, 1060.0, MAP_TOP + 150.0)
TERRAIN_LEGEND_BOX = (890.0, MAP_BOTTOM - 234.0, WIDTH - 8.0, MAP_BOTTOM - 8.0)

Point = tuple[float, float]

# area -> (x, y) in the map frame, and where its name goes: b(elow), a(bove), l(eft), r(ight)
# fmt: off
NODES: Final[dict[str, tuple[int, int, str]]] = {
    "alost": (175, 50, "l"),
    "asse": (330, 60, "b"),
    "bruxelles": (470, 130, "r"),
    "ninove": (190, 170, "l"),
    "grammont": (80, 260, "b"),
    "foret_de_soignes": (610, 190, "r"),
    "waterloo": (470, 240, "l"),
    "hal": (290, 290, "r"),
    "enghien": (180, 455, "b"),
    "wavre": (975, 255, "r"),
    "mont_saint_jean": (545, 350, "r"),
    "ohain": (775, 325, "r"),
    "limal": (960, 390, "r"),
    "chapelle_saint_lambert": (875, 440, "b"),
    "braine_l_alleud": (345, 425, "b"),
    "tubize": (290, 575, "b"),
    "hougoumont": (410, 535, "b"),
    "la_haye_sainte": (545, 500, "r"),
    "papelotte": (765, 515, "r"),
    "bois_de_paris": (835, 590, "b"),
    "la_belle_alliance": (545, 645, "b"),
    "plancenoit": (705, 665, "b"),
    "ath": (60, 645, "b"),
    "mont_saint_guibert": (960, 630, "b"),
    "walhain": (1110, 665, "b"),
    "braine_le_comte": (215, 730, "b"),
    "nivelles": (400, 775, "b"),
    "genappe": (600, 785, "r"),
    "tilly": (855, 845, "r"),
    "soignies": (160, 875, "b"),
    "gembloux": (1095, 885, "b"),
    "bois_de_bossu": (480, 925, "b"),
    "quatre_bras": (630, 905, "r"),
    "marbais": (775, 960, "b"),
    "sombreffe": (985, 980, "r"),
    "gemioncourt": (575, 1030, "l"),
    "ligny": (885, 1080, "r"),
    "saint_amand": (750, 1095, "b"),
    "le_roeulx": (250, 1095, "r"),
    "frasnes": (625, 1125, "l"),
    "temploux": (1080, 1115, "b"),
    "fleurus": (830, 1202, "r"),
    "namur": (1140, 1196, "b"),
    "mons": (110, 1196, "b"),
    "gosselies": (575, 1228, "l"),
    "binche": (255, 1278, "b"),
    "anderlues": (400, 1278, "b"),
    "marchienne": (515, 1315, "a"),
    "charleroi": (645, 1309, "r"),
    "chatelet": (800, 1309, "r"),
    "thuin": (390, 1396, "b"),
    "gerpinnes": (760, 1396, "r"),
    "ham_sur_heure": (545, 1415, "b"),
    "solre_sur_sambre": (250, 1446, "b"),
    "maubeuge": (95, 1452, "b"),
    "beaumont": (395, 1509, "b"),
    "philippeville": (760, 1509, "b"),
}
# fmt: on

# Rivers, in map-frame pixels, upstream first (suggested, not surveyed: see the module docstring).
# fmt: off
RIVERS: Final[dict[str, tuple[Point, ...]]] = {
    "sambre": ((95, 1452), (170, 1400), (250, 1360), (330, 1339), (450, 1342), (560, 1350), (700, 1350),
               (790, 1360), (900, 1315), (1040, 1260), (1140, 1196)),
    "dyle": ((572, 832), (612, 830), (665, 817), (760, 766), (850, 702), (905, 555), (955, 505), (1010, 487),
             (1075, 452), (1092, 317), (1082, 170), (1095, 0)),
    "dender": ((100, 773), (84, 610), (96, 542), (118, 423), (130, 298), (152, 222), (215, 190), (226, 140),
               (232, 110), (228, 0)),
}
# fmt: on
# where each river's name is written (map frame) and its slant in degrees
RIVER_LABELS: Final[dict[str, tuple[Point, float]]] = {
    "sambre": ((350, 1362), 0.0),
    "dyle": ((1112, 357), 90.0),
    "dender": ((130, 357), 80.0),
}

# The French border of 1815 (map frame, west to east): France lies south of it.
BORDER: Final[tuple[Point, ...]] = (
    (0, 1366), (180, 1385), (300, 1400), (335, 1460), (460, 1466), (620, 1460), (700, 1448), (WIDTH, 1448),
)  # fmt: skip


def node(area: str) -> Point:
    """An area's centre in image pixels."""
    x, y, _ = NODES[area]
    return (float(x), float(y + MAP_TOP))


def side(area: str) -> str:
    """Where the area's name sits next to its node: ``b``, ``a``, ``l`` or ``r``."""
    return NODES[area][2]


def to_image(points: Sequence[Point]) -> list[Point]:
    """Map-frame points in image pixels."""
    return [(x, y + MAP_TOP) for x, y in points]


def crosses(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether the segments ab and cd cross (touching ends do not count)."""

    def orient(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    d1, d2 = orient(c, d, a), orient(c, d, b)
    d3, d4 = orient(a, b, c), orient(a, b, d)
    return d1 * d2 < 0 and d3 * d4 < 0


def crossing(a: Point, b: Point, polyline: Sequence[Point]) -> Point | None:
    """Where the segment ab first crosses the polyline, or None."""
    for c, d in itertools.pairwise(polyline):
        if crosses(a, b, c, d):
            den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
            t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den
            return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
    return None


def bridge_point(road: board.Road) -> Point:
    """Where a bridged road crosses its river, in image pixels (the road's middle if it does not)."""
    a, b = node(road.a), node(road.b)
    assert road.bridge is not None
    hit = crossing(a, b, to_image(RIVERS[road.bridge.value]))
    return hit if hit is not None else ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def border_y(x: float) -> float:
    """The border's height (image pixels) at ``x``."""
    for (ax, ay), (bx, by) in itertools.pairwise(to_image(BORDER)):
        if ax <= x <= bx:
            return ay + (by - ay) * (x - ax) / (bx - ax)
    return float(MAP_BOTTOM)


def south_of_border(point: Point) -> bool:
    """Whether an image point lies in France (south of the border line)."""
    x, y = point
    for (ax, ay), (bx, by) in itertools.pairwise(to_image(BORDER)):
        if ax <= x <= bx:
            return y > ay + (by - ay) * (x - ax) / (bx - ax)
    return False
