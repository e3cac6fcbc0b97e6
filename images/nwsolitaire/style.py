"""Colours and type of the Napoleonic Wars solitaire's pictures."""

from __future__ import annotations

from PIL import ImageFont

from engine.nwsolitaire.data.map import (
    AUSTRIA,
    AUSTRIAN,
    BRITISH,
    FRANCE,
    FRENCH,
    FRENCH_ALLY,
    GERMANY,
    ITALY,
    MINOR,
    PORTUGAL,
    PRUSSIAN,
    ROYALIST,
    RUSSIAN,
    SPAIN,
    SPANISH,
    SWEDISH,
)
from engine.nwsolitaire.data.units import POLISH
from images.draw import RGB, font

INK: RGB = (30, 28, 26)
PAPER: RGB = (244, 238, 222)
MUTED: RGB = (110, 102, 90)
WHITE: RGB = (255, 255, 255)
GOLD: RGB = (212, 164, 40)
HEADER: RGB = (40, 44, 70)
GREEN_BOX: RGB = (170, 212, 150)
BROWN: RGB = (178, 134, 92)
BROWN_PALE: RGB = (222, 196, 164)
SEA: RGB = (150, 190, 222)
BOX: RGB = (232, 226, 210)  # the off-map boxes (Hotel, Bedroom, pools)
MARKER: RGB = (250, 246, 232)
LOST: RGB = (120, 110, 100)
WON: RGB = (196, 52, 48)

# the major countries' map colours
LAND: dict[str, RGB] = {
    FRANCE: (200, 214, 240),
    GERMANY: (222, 222, 214),
    AUSTRIA: (240, 224, 200),
    ITALY: (216, 234, 206),
    SPAIN: (244, 226, 170),
    PORTUGAL: (226, 232, 200),
}

# the counters' colours by nationality
NATION: dict[str, RGB] = {
    FRENCH: (38, 68, 152),
    FRENCH_ALLY: (92, 118, 186),
    POLISH: (150, 40, 70),
    BRITISH: (186, 38, 40),
    PRUSSIAN: (58, 60, 70),
    AUSTRIAN: (238, 236, 226),
    RUSSIAN: (38, 104, 62),
    SPANISH: (222, 176, 36),
    SWEDISH: (64, 126, 204),
    MINOR: (148, 108, 62),
    ROYALIST: (168, 208, 234),
}
GUARD_COLOUR: RGB = (22, 36, 96)


def face(size: int, lang: str, bold: bool = False) -> ImageFont.FreeTypeFont:
    return font(size, bold=bold, lang=lang)
