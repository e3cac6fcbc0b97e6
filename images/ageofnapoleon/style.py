"""Colours and type of the Age of Napoleon pictures (no words: those are in the catalogs)."""

from __future__ import annotations

from typing import Final

from images.draw import RGB, font
from images.text import Face

PAPER: RGB = (246, 241, 228)
SEA: RGB = (178, 204, 226)
SEA_INK: RGB = (52, 92, 140)
LAND: RGB = (232, 225, 200)
COAST: RGB = (84, 132, 190)
BORDER: RGB = (150, 128, 96)
HEADER: RGB = (29, 39, 64)
GOLD: RGB = (236, 196, 70)
INK: RGB = (24, 24, 28)
MUTED: RGB = (105, 105, 110)
WHITE: RGB = (255, 255, 255)
RULE: RGB = (200, 192, 176)
BATTLE: RGB = (205, 30, 42)
CARD: RGB = (252, 250, 244)

# a country's status marker (the scenario book's codes)
STATUS_FILL: Final[dict[str, RGB]] = {
    "fd": (52, 86, 176),  # French dominion
    "fa": (140, 170, 226),  # French ally
    "cm": (200, 62, 52),  # Coalition member
    "ic": (240, 150, 50),  # in insurrection
    "neutral": (222, 218, 204),
}
STATUS_SIDE: Final[dict[str, str]] = {
    "fd": "french",
    "fa": "french",
    "cm": "coalition",
    "ic": "coalition",
    "neutral": "neutral",
}
SIDE_INK: Final[dict[str, RGB]] = {
    "french": (36, 72, 170),
    "coalition": (176, 36, 30),
    "neutral": (96, 92, 84),
}
TERRAIN_INK: Final[dict[str, RGB]] = {
    "mountain": (96, 74, 52),
    "marsh": (40, 110, 96),
    "barren": (150, 112, 50),
}
# the colour of a card's phase band
PHASE_FILL: Final[dict[str, RGB]] = {
    "diplomacy": (110, 74, 150),
    "insurrection": (214, 120, 30),
    "reinforcement": (40, 120, 80),
    "movement": (40, 96, 170),
    "battle": (180, 36, 36),
    "attrition": (90, 90, 96),
}


def face(size: int, lang: str, bold: bool = False, condensed: bool = False) -> Face:
    return font(size, bold=bold, condensed=condensed and lang == "en", lang=lang)
