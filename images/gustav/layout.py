"""Where things go on the Gustav board picture (pixels), and the hex geometry of the map.

Portrait, 800 pixels wide so that a phone shows it at about half size: the map on top (Player B's
rear at the top, Player A's nearest the bottom, as the seed sets the board), then the voltage ring
beside the round and morale tracks, then one panel per army.
"""

from __future__ import annotations

import math

from engine.gustav.data.board import COLUMNS, HEXES, ROWS

WIDTH = 800
PAD = 16
HEADER = 56  # the status line

R = 50.0  # hex size: centre to corner
W = math.sqrt(3) * R  # hex width
MAP_LEFT = (WIDTH - W * (len(COLUMNS) + 0.5)) / 2
MAP_TOP = HEADER + 26  # room for the column letters
MAP_BOTTOM = MAP_TOP + R * (1.5 * (ROWS - 1) + 2)

TRACKS_TOP = MAP_BOTTOM + 34
RING_CENTRE = (PAD + 150.0, TRACKS_TOP + 150.0)
RING_RADIUS = 118.0
TRACK_LEFT = PAD + 320.0
PANELS_TOP = TRACKS_TOP + 318
PANEL_HEIGHT = 330
HEIGHT = int(PANELS_TOP + PANEL_HEIGHT + PAD)


def centre(hex_id: str) -> tuple[float, float]:
    """The centre of a hex: row 7 at the top, even rows shifted half a hex to the right."""
    h = HEXES[hex_id]
    x = MAP_LEFT + W / 2 + h.col * W + (W / 2 if h.row % 2 == 0 else 0.0)
    y = MAP_TOP + R + (ROWS - h.row) * 1.5 * R
    return x, y


def corners(hex_id: str, inset: float = 0.0) -> list[tuple[float, float]]:
    """The six corners of a pointy-topped hex, ``inset`` pixels inside its edge."""
    x, y = centre(hex_id)
    r = R - inset
    return [
        (x + r * math.cos(math.radians(60 * i - 90)), y + r * math.sin(math.radians(60 * i - 90)))
        for i in range(6)
    ]
