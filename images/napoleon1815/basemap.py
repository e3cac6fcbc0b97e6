"""The map that never changes: land, France, rivers, roads, bridges, each area's symbol, name and VP.

Shapes are drawn at double size and reduced, for smooth lines, once for every language; the words
(area and river names, the border) once per language. Where each name, VP disc and control flag
goes is decided here, so that the stacks of blocks can keep clear of them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw, ImageFont

from engine.core import Ref
from engine.napoleon1815.data import map as mapdata
from i18n import translator
from images.draw import RGB, Box, Canvas, dashed_line, mix, text_width
from images.napoleon1815 import layout as geo
from images.napoleon1815.style import (
    FRANCE_TINT,
    GOLD,
    INK,
    LAND,
    RIVER_INK,
    ROAD,
    ROAD_EDGE,
    WATER,
    WHITE,
    face,
)

SCALE = 2


@cache
def map_shapes() -> Image.Image:
    """Land, France, rivers, roads, bridges and the area symbols (map-frame pixels)."""
    s = SCALE
    image = Image.new("RGB", (geo.MAP_W * s, geo.MAP_H * s), LAND)
    draw = ImageDraw.Draw(image)

    def frame(points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(x * s, y * s) for x, y in points]

    france = [*geo.BORDER, (geo.MAP_W, geo.MAP_H), (0, geo.MAP_H)]
    draw.polygon(frame(france), fill=FRANCE_TINT)
    dashed_line(draw, frame(geo.BORDER), (70, 70, 110), 4 * s, 18 * s, 8 * s)
    for points in geo.RIVERS.values():
        draw.line(frame(points), fill=mix(WATER, WHITE, 0.35), width=14 * s, joint="curve")
        draw.line(frame(points), fill=WATER, width=7 * s, joint="curve")
    for width, colour in ((7, ROAD_EDGE), (3, ROAD)):
        for road in mapdata.ROADS:
            a, b = local(geo.node(road.a)), local(geo.node(road.b))
            draw.line((a[0] * s, a[1] * s, b[0] * s, b[1] * s), fill=colour, width=width * s)
    for road in mapdata.BRIDGES:
        _bridge(draw, road, s)
    for area in mapdata.AREAS:
        x, y = local(geo.node(area.id))
        terrain_symbol(draw, (x * s, y * s), area.terrain.value, s)
    return image.reduce(s)


def local(point: tuple[float, float]) -> tuple[float, float]:
    """An image point in the map frame."""
    return (point[0], point[1] - geo.MAP_TOP)


def unit(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    """The unit vector from ``a`` towards ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return (dx / length, dy / length)


def _bridge(draw: ImageDraw.ImageDraw, road: mapdata.Road, s: int) -> None:
    """Two parapets along the road where it crosses the river."""
    cx, cy = local(geo.bridge_point(road))
    ux, uy = unit(geo.node(road.a), geo.node(road.b))
    nx, ny = -uy, ux
    half, off = 13, 7
    deck = [
        (cx - ux * half + nx * off, cy - uy * half + ny * off),
        (cx + ux * half + nx * off, cy + uy * half + ny * off),
        (cx + ux * half - nx * off, cy + uy * half - ny * off),
        (cx - ux * half - nx * off, cy - uy * half - ny * off),
    ]
    draw.polygon([(x * s, y * s) for x, y in deck], fill=(244, 236, 214))
    for sign in (1, -1):
        ox, oy = nx * off * sign, ny * off * sign
        flare = 5 * sign
        line = [
            (cx - ux * (half + 5) + ox + nx * flare, cy - uy * (half + 5) + oy + ny * flare),
            (cx - ux * half + ox, cy - uy * half + oy),
            (cx + ux * half + ox, cy + uy * half + oy),
            (cx + ux * (half + 5) + ox + nx * flare, cy + uy * (half + 5) + oy + ny * flare),
        ]
        draw.line([(x * s, y * s) for x, y in line], fill=INK, width=3 * s, joint="curve")


TERRAIN_FILLS: dict[str, RGB] = {
    "plain": (252, 250, 242),
    "forest": (46, 112, 58),
    "town": (182, 78, 52),
    "walled_city": (64, 66, 78),
    "fortified_farm": (198, 150, 72),
}


def terrain_symbol(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], terrain: str, s: float = 1
) -> None:
    """An area's symbol: plain ○, forest (green tree disc), town ■, walled city (fort), fortified farm (house)."""
    x, y = centre
    fill = TERRAIN_FILLS[terrain]
    w = round(2 * s)
    if terrain == "plain":
        r = 10 * s
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=w)
    elif terrain == "forest":
        r = 13 * s
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=w)
        tree = [(x, y - 9 * s), (x + 7 * s, y + 4 * s), (x - 7 * s, y + 4 * s)]
        draw.polygon(tree, fill=(150, 206, 120))
        draw.rectangle((x - 1.5 * s, y + 4 * s, x + 1.5 * s, y + 8 * s), fill=(150, 206, 120))
    elif terrain == "town":
        r = 11 * s
        draw.rectangle((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=w)
    elif terrain == "walled_city":
        r, b = 12 * s, 6 * s
        for cx, cy in ((x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)):
            draw.polygon([(cx, cy - b), (cx + b, cy), (cx, cy + b), (cx - b, cy)], fill=fill, outline=INK)
        draw.rectangle((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=w)
        i = 5 * s
        draw.rectangle((x - i, y - i, x + i, y + i), fill=(236, 230, 214))
    else:
        r = 11 * s
        house = [(x - r, y - 2 * s), (x, y - r - 2 * s), (x + r, y - 2 * s), (x + r, y + r), (x - r, y + r)]
        draw.polygon(house, fill=fill, outline=INK, width=w)
        draw.rectangle((x - 3 * s, y + 3 * s, x + 3 * s, y + r), fill=INK)


SYMBOL_R = 14  # every symbol fits in this square around its node


def symbol_box(area: str, margin: float = 0.0) -> Box:
    x, y = geo.node(area)
    r = SYMBOL_R + margin
    return (x - r, y - r, x + r, y + r)


# --- names ----------------------------------------------------------------------------------------

NAME_GAP = 17


def area_name(area: str, lang: str) -> str:
    """The name printed on the map: the catalog's short form."""
    return translator(lang).name(Ref("napoleon1815-area", area), "short")


def name_face(area: str, lang: str) -> ImageFont.FreeTypeFont:
    terrain = mapdata.AREA[area].terrain.value
    if terrain == "walled_city":
        return face(22, lang, bold=True)
    if terrain == "town":
        return face(20, lang, bold=True, condensed=True)
    return face(18, lang, bold=True, condensed=True)


@cache
def name_box(area: str, lang: str) -> Box:
    """Where an area's name is printed (image pixels)."""
    x, y = geo.node(area)
    font = name_face(area, lang)
    w, h = text_width(area_name(area, lang), font), font.size
    where = geo.side(area)
    terrain = mapdata.AREA[area].terrain.value
    gap = NAME_GAP + (7 if terrain == "fortified_farm" else 3 if terrain == "walled_city" else 0)
    if where == "b":
        return (x - w / 2, y + gap - 4, x + w / 2, y + gap + h - 2)
    if where == "a":
        return (x - w / 2, y - gap - h + 2, x + w / 2, y - gap + 4)
    if where == "l":
        return (x - gap - w, y - h / 2, x - gap, y + h / 2)
    return (x + gap, y - h / 2, x + gap + w, y + h / 2)


def draw_name(draw: Canvas, area: str, lang: str) -> None:
    x0, y0, x1, y1 = name_box(area, lang)
    draw.label(
        ((x0 + x1) / 2, (y0 + y1) / 2),
        area_name(area, lang),
        name_face(area, lang),
        INK,
        halo=WHITE,
        halo_width=3,
    )


# --- VP discs and control flags -------------------------------------------------------------------


def vp_spot(area: str) -> tuple[float, float]:
    """The centre of an area's VP disc: on the side away from its name."""
    x, y = geo.node(area)
    return {"b": (x + 17, y - 15), "a": (x + 22, y + 8), "l": (x + 18, y + 17), "r": (x - 18, y + 17)}[
        geo.side(area)
    ]


def vp_disc(draw: Canvas, centre: tuple[float, float], vp: int) -> None:
    x, y = centre
    draw.ellipse((x - 11, y - 11, x + 11, y + 11), fill=GOLD, outline=INK, width=2)
    draw.label((x, y + 1), str(vp), face(18, "en", bold=True), INK)


def flag_spot(area: str) -> tuple[float, float, int]:
    """(x, y, direction) of an area's control flag: the foot of its pole and the side it flies to."""
    x, y = geo.node(area)
    if geo.side(area) == "l":
        return (x + 9, y - 11, 1)
    if geo.side(area) == "a":
        return (x - 17, y + 12, -1)
    return (x - 9, y - 11, -1)


def flag_box(area: str) -> Box:
    x, y, direction = flag_spot(area)
    x0, x1 = (x - 22, x + 2) if direction < 0 else (x - 2, x + 22)
    return (x0, y - 29, x1, y + 1)


# --- the border and the rivers ----------------------------------------------------------------------

BORDER_LABEL_X, BORDER_LABEL_DY = 585.0, 28.0


def border_label_box(lang: str) -> Box:
    text = translator(lang).text("napoleon1815-board-france")
    w = text_width(text, face(18, lang, bold=True))
    y = geo.border_y(BORDER_LABEL_X) + BORDER_LABEL_DY
    return (BORDER_LABEL_X - w / 2, y - 10, BORDER_LABEL_X + w / 2, y + 10)


def _border_label(draw: Canvas, lang: str) -> None:
    text = translator(lang).text("napoleon1815-board-france")
    y = geo.border_y(BORDER_LABEL_X) + BORDER_LABEL_DY
    draw.label((BORDER_LABEL_X, y), text, face(18, lang, bold=True), (60, 60, 110), halo=FRANCE_TINT)


# Scripts written top to bottom beside a river that runs north and south, as maps in them are
# (縦書き: each character upright, one under the other), rather than lying on their side.
VERTICAL_SCRIPTS = frozenset({"ja"})
STEEP = 60.0  # degrees: a river steeper than this gets a vertical name in those scripts
# in vertical writing the long-vowel mark and dashes turn to run down the column
TURNED_IN_COLUMN = frozenset("ー－〜～―…")
# and small kana sit in the upper right of their square
SMALL_KANA = frozenset("ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")


@cache
def _river_tile(river: str, lang: str) -> Image.Image:
    """A river's name as a mask, turned to follow the river (written down a column, each character
    upright, where the script does so and the river runs north and south)."""
    font = face(18, lang, bold=True)
    text = translator(lang).name(Ref("napoleon1815-river", river))
    slant = geo.RIVER_LABELS[river][1]
    if lang in VERTICAL_SCRIPTS and abs(slant) >= STEEP:
        column = _column(text, font)
        return column.rotate(
            slant - math.copysign(90.0, slant), expand=True, resample=Image.Resampling.BICUBIC
        )
    w, h = int(text_width(text, font)) + 10, int(font.size) + 10
    tile = Image.new("L", (w, h), 0)
    ImageDraw.Draw(tile).text((w / 2, h / 2), text, font=font, fill=255, anchor="mm")
    return tile.rotate(slant, expand=True, resample=Image.Resampling.BICUBIC)


def _column(text: str, font: ImageFont.FreeTypeFont) -> Image.Image:
    """``text`` as a vertical column mask: characters upright and centred, one em apart; the
    long-vowel mark turned to run down the column."""
    em = int(font.size)
    tile = Image.new("L", (em + 10, em * len(text) + 10), 0)
    for i, char in enumerate(text):
        cell = Image.new("L", (em + 6, em + 6), 0)
        ImageDraw.Draw(cell).text((cell.width / 2, cell.height / 2), char, font=font, fill=255, anchor="mm")
        if char in TURNED_IN_COLUMN:
            cell = cell.rotate(-90)
        shift = round(em * 0.14) if char in SMALL_KANA else 0
        tile.paste(cell, (2 + shift, 2 + i * em - shift), cell)
    return tile


def river_name_box(river: str, lang: str) -> Box:
    """Where a river's name is written (image pixels)."""
    tile = _river_tile(river, lang)
    (x, y), _ = geo.RIVER_LABELS[river]
    left, top = round(x - tile.width / 2), round(y + geo.MAP_TOP - tile.height / 2)
    return (left + 4, top + 4, left + tile.width - 4, top + tile.height - 4)


def _river_names(image: Image.Image, lang: str) -> None:
    for river in geo.RIVER_LABELS:
        tile = _river_tile(river, lang)
        x0, y0, _, _ = river_name_box(river, lang)
        image.paste(Image.new("RGB", tile.size, RIVER_INK), (round(x0 - 4), round(y0 - 4)), tile)


def draw_map(image: Image.Image, draw: Canvas, lang: str) -> None:
    """The map with its words, onto the page."""
    image.paste(map_shapes(), (0, geo.MAP_TOP))
    _border_label(draw, lang)
    _river_names(image, lang)
    for area in mapdata.AREAS:
        draw_name(draw, area.id, lang)
        if area.vp:
            vp_disc(draw, vp_spot(area.id), area.vp)
