"""Where things go on the Gustav board picture (pixels), and the hex geometry of the map.

Portrait, 800 pixels wide so that a phone shows it at about half size: the map on top (Player B's
rear at the top, Player A's nearest the bottom, as the seed sets the board), then the voltage ring
beside the round and morale tracks, then one panel per army. The phone's pictures draw the same map
smaller (``Grid``) and the ring larger (``RingLook``), on pages of their own (``images.gustav.phone``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.gustav.data.board import COLUMNS, HEXES, ROWS

WIDTH = 800
PAD = 16
HEADER = 56  # the status line


@dataclass(frozen=True)
class Grid:
    """A drawing of the hex map: the size of a hex, where the map's corner is, and the sizes of what
    a hex holds."""

    r: float  # px: a hex from centre to corner
    left: float
    top: float
    label: int  # px: the hex names
    rise: float  # a hex's name stands this many hex sizes over its centre
    counter: tuple[int, int]  # px: a unit counter's width and height
    name: int  # px: the unit's type on its counter

    @property
    def w(self) -> float:
        """A hex's width."""
        return math.sqrt(3) * self.r

    @property
    def width(self) -> float:
        """The map's width: its columns and the half hex of the shifted rows."""
        return self.w * (len(COLUMNS) + 0.5)

    @property
    def height(self) -> float:
        return self.r * (1.5 * (ROWS - 1) + 2)

    def centre(self, hex_id: str) -> tuple[float, float]:
        """The centre of a hex: row 7 at the top, even rows shifted half a hex to the right."""
        h = HEXES[hex_id]
        x = self.left + self.w / 2 + h.col * self.w + (self.w / 2 if h.row % 2 == 0 else 0.0)
        y = self.top + self.r + (ROWS - h.row) * 1.5 * self.r
        return x, y

    def corners(self, hex_id: str, inset: float = 0.0) -> list[tuple[float, float]]:
        """The six corners of a pointy-topped hex, ``inset`` pixels inside its edge."""
        x, y = self.centre(hex_id)
        r = self.r - inset
        return [
            (x + r * math.cos(math.radians(60 * i - 90)), y + r * math.sin(math.radians(60 * i - 90)))
            for i in range(6)
        ]


@dataclass(frozen=True)
class RingLook:
    """A drawing of the voltage ring: its centre and radius, and the sizes of its spaces and words
    (the marker's space 4 px wider and its number 3 px taller)."""

    centre: tuple[float, float]
    radius: float
    space: int  # px: a space's radius
    number: int  # px: a space's number
    letter: int  # px: a space's letter, A or B
    start: int  # px: the START over the first space
    title: int  # px: the ring's name
    value: int  # px: the voltage now, in the middle


_R = 50.0
GRID = Grid(_R, (WIDTH - math.sqrt(3) * _R * (len(COLUMNS) + 0.5)) / 2, HEADER + 26, 13, 0.66, (66, 54), 20)
MAP_BOTTOM = GRID.top + GRID.height

TRACKS_TOP = MAP_BOTTOM + 34
RING = RingLook((PAD + 150.0, TRACKS_TOP + 150.0), 118.0, 23, 21, 14, 15, 16, 44)
TRACK_LEFT = PAD + 320.0
PANELS_TOP = TRACKS_TOP + 318
PANEL_HEIGHT = 330
HEIGHT = int(PANELS_TOP + PANEL_HEIGHT + PAD)
