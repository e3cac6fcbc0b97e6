"""Colours and type shared by the Napoleon 1815 board and sheets (no words: those are in the catalogs)."""

from __future__ import annotations

from typing import Final

from PIL import ImageFont

from engine.napoleon1815.data import oob
from images.draw import RGB, font, mix

PAPER: RGB = (246, 241, 228)
LAND: RGB = (236, 230, 208)
FRANCE_TINT: RGB = (221, 226, 238)
HEADER: RGB = (29, 39, 64)
INK: RGB = (24, 24, 28)
MUTED: RGB = (105, 105, 110)
WHITE: RGB = (255, 255, 255)
GOLD: RGB = (236, 196, 70)
BATTLE: RGB = (205, 30, 42)
WATER: RGB = (92, 146, 206)
RIVER_INK: RGB = (30, 80, 150)
ROAD: RGB = (226, 204, 160)
ROAD_EDGE: RGB = (112, 80, 50)
FATIGUE: RGB = (232, 128, 36)  # the orange fatigue cylinders (p.3)
DANGER: RGB = (200, 36, 36)
EARTH: RGB = (112, 72, 36)  # entrenchments
TRAY: RGB = (252, 250, 244)
TRAY_EDGE: RGB = (120, 110, 96)
RULE: RGB = (200, 192, 176)  # thin separating lines
GREEN: RGB = (36, 128, 70)

ARMY_COLOURS: Final[dict[str, RGB]] = {
    "french": (36, 82, 170),
    "anglo_dutch": (198, 34, 40),
    "prussian": (42, 42, 46),
}
SIDE_COLOURS: Final[dict[str, RGB]] = {
    "french": ARMY_COLOURS["french"],
    "allied": ARMY_COLOURS["anglo_dutch"],
}
SEAT_COLOURS: Final[dict[str, RGB]] = {
    "france": ARMY_COLOURS["french"],
    "allies": ARMY_COLOURS["anglo_dutch"],
    "anglo_dutch": ARMY_COLOURS["anglo_dutch"],
    "prussia": ARMY_COLOURS["prussian"],
}
# SP cubes (p.3; colour per army and arm from data.oob.CUBES)
CUBE_RGB: Final[dict[str, RGB]] = {
    "blue": (44, 96, 196),
    "yellow": (242, 204, 46),
    "red": (206, 40, 44),
    "orange": (240, 136, 40),
    "grey": (138, 138, 142),
    "purple": (128, 66, 160),
}
CUBES: Final[dict[tuple[str, str], RGB]] = {(c.army.value, c.arm): CUBE_RGB[c.colour] for c in oob.CUBES}
CARD_COLOURS: Final[dict[str, RGB]] = {"red": (196, 36, 40), "blue": (40, 92, 180), "green": (36, 128, 70)}


def army_colour(army: str) -> RGB:
    """The block colour of an army (white blocks, never on the map, are drawn grey)."""
    return ARMY_COLOURS.get(army, (200, 200, 200))


def seat_colour(seat: str) -> RGB:
    return SEAT_COLOURS.get(seat, MUTED)


def side_colour(side: str) -> RGB:
    return SIDE_COLOURS.get(side, INK)


def pale(colour: RGB, amount: float = 0.62) -> RGB:
    """A spent block's washed-out colour."""
    return mix(colour, WHITE, amount)


def face(size: int, lang: str, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
    """The type of a picture's words in ``lang``."""
    return font(size, bold, condensed, lang)
