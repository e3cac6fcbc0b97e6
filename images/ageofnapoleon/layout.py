"""Where each area of Age of Napoleon is drawn, and the measures of the board.

The board is a schematic map of Europe: each area a disk at a place chosen from its geography (west to
east, north to south), spread where the map is crowded (the Germanies, northern Italy) so that names and
stacks have room. The picture is ``WIDTH`` px wide: the header, the map (``MAP_H`` px), then the panel.
"""

from __future__ import annotations

from typing import Final

WIDTH: Final = 1200
MAP_H: Final = 900
PAD: Final = 16
RADIUS: Final = 22  # px: an area's disk
LINE: Final = 26  # px: a line of the panel

# the centre of each area's disk on the map, in px from the map's top left (reconstructed: geography)
SPOTS: Final[dict[str, tuple[int, int]]] = {
    "britain": (190, 175),
    "bretagne": (110, 370),
    "normandie": (215, 320),
    "flandre": (330, 250),
    "ile_de_france": (300, 385),
    "lorraine": (420, 345),
    "aquitaine": (190, 480),
    "lyonnais": (340, 480),
    "provence": (400, 585),
    "galicia": (60, 580),
    "portugal": (55, 720),
    "castilla_la_vieja": (165, 620),
    "castilla_la_nueva": (180, 730),
    "andalucia": (140, 840),
    "aragon": (275, 650),
    "cataluna": (345, 715),
    "holland": (435, 205),
    "westfalen": (505, 285),
    "hannover": (560, 195),
    "danmark": (585, 80),
    "sverige": (760, 55),
    "pommern": (690, 160),
    "brandenburg": (680, 255),
    "sachsen": (640, 345),
    "wuerttemberg": (505, 410),
    "bayern": (610, 445),
    "schweiz": (470, 500),
    "tirol": (590, 540),
    "italia": (510, 605),
    "chiesa": (585, 700),
    "napoli": (670, 800),
    "dalmatien": (715, 640),
    "boehmen": (735, 400),
    "schlesien": (790, 315),
    "polen": (840, 225),
    "ostpreussen": (880, 150),
    "niederoesterreich": (770, 500),
    "ungarn": (850, 580),
    "banat": (900, 680),
    "galizien": (930, 420),
    "siebenbuergen": (1010, 565),
    "kurland": (985, 125),
    "litva": (1000, 210),
    "volhynia": (1040, 330),
    "smolensk": (1110, 215),
    "moskva": (1150, 330),
    "sankt_peterburg": (1125, 75),
    "ukraina": (1120, 450),
}

# the seas' names and where they are written (their words in the catalogs: ``ageofnapoleon-board-sea-*``)
SEAS: Final[dict[str, tuple[int, int]]] = {
    "atlantic": (70, 250),
    "north": (320, 90),
    "baltic": (860, 40),
    "mediterranean": (470, 830),
    "black": (1090, 650),
}

# borders across a strait, drawn dashed over the sea (the land is not drawn between their ends)
STRAITS: Final = frozenset({frozenset({"danmark", "sverige"}), frozenset({"sverige", "sankt_peterburg"})})


def place(area: str) -> tuple[int, int]:
    """The area's centre on the map, in px."""
    return SPOTS[area]
