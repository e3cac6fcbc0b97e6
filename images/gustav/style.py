"""Colours and type of the Gustav pictures."""

from __future__ import annotations

from PIL import ImageFont

from images.draw import RGB, font, mix

INK: RGB = (30, 28, 26)
PAPER: RGB = (246, 241, 228)
MUTED: RGB = (120, 112, 100)
WHITE: RGB = (255, 255, 255)
GOLD: RGB = (214, 160, 30)
FIRE: RGB = (230, 110, 20)
SIDE: dict[str, RGB] = {"imperial": (178, 34, 40), "swedish": (28, 76, 156)}
LAND: dict[str, RGB] = {"imperial": (238, 214, 206), "swedish": (208, 220, 238), "": (236, 226, 170)}
RED_FRAME: RGB = (205, 25, 25)
GRID: RGB = (150, 140, 120)


def pale(side: str, t: float = 0.75) -> RGB:
    return mix(SIDE[side], WHITE, t)


def face(size: int, lang: str, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
    return font(size, bold=bold, condensed=condensed, lang=lang)
