"""The Napoleon 1815 board: the theatre of June 1815, every block, the markers and the tracks.

``board(view)`` draws only from the view (hidden things are absent from it, see
``engine/napoleon1815/VIEW.md``) plus the static data the view names by id. The map, its names,
the legend and the empty tracks never change, so they are drawn once (``_base``; shapes at double
size and reduced, for smooth lines) and every board is a copy with the state painted on top.
``sheets(view)`` returns a seat's private pictures (order of battle and hand, see
``napoleon1815_sheets``); the public view has none.

Layout (1200 px wide and tall, for phones held upright): a header with the status line; the map
(``napoleon1815_layout``); below it the VP track, the turn track, the turn's state, the cards,
the blocks off the map, the battle or operation under way and the last log lines.

Blocks stand in *trays* beside their area: a chip with the name where the view gives the
identity (the seat's own corps add SP and fatigue from ``oob``), a standing block of the army's
colour where it does not (alike hidden blocks are counted, ``x3``). ``_place`` puts the trays,
biggest stacks first, where they cover no name, symbol, marker or other tray, nearest first,
and fans a crowded stack out in two or three trays; a tray away from its area gets a line.
Everything is decided from the view alone, in the view's order, so equal views give equal bytes.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from engine.napoleon1815.data import cards, oob, scenarios
from engine.napoleon1815.data import map as mapdata
from images import napoleon1815_layout as geo
from images import napoleon1815_sheets as sheet_pictures
from images.draw import (
    RGB,
    Box,
    Canvas,
    badge,
    dashed_line,
    fit,
    font,
    hatch,
    mix,
    text_width,
    to_png,
    wrap,
)
from images.napoleon1815_sample import sample_view
from images.napoleon1815_style import (
    ARMY_COLOURS,
    ARMY_NAMES,
    BATTLE,
    DANGER,
    EARTH,
    EFFECT_NAMES,
    FATIGUE,
    FRANCE_TINT,
    GOLD,
    HEADER,
    INK,
    LAND,
    MUTED,
    PAPER,
    PHASE_NAMES,
    ROAD_EDGE,
    SEAT_COLOURS,
    SEAT_NAMES,
    SIDE_COLOURS,
    SIDE_NAMES,
    WATER,
    WHITE,
    army_colour,
    pale,
)

WIDTH = geo.WIDTH
PANEL_TOP = geo.MAP_BOTTOM
PAD = 16
LINE = 25  # panel text lines
VP_Y = PANEL_TOP + 12  # title; the boxes 28 px below
TURN_Y = VP_Y + 124
INFO_Y = TURN_Y + 112
EVENT_Y = INFO_Y + 40 + 7 * LINE - 6  # the battle and the operation under way
LOG_Y = EVENT_Y + 3 * LINE + 26
LOG_LINES = 6
HEIGHT = LOG_Y + 30 + LOG_LINES * LINE + 8
COLUMN_W = (WIDTH - 2 * PAD - 2 * 20) // 3

TERRAIN_NAMES = {
    "plain": "plain",
    "forest": "forest",
    "town": "town",
    "walled_city": "walled city",
    "fortified_farm": "fortified farm",
}
BLOCK_LEGEND_BOX: Box = (640, geo.MAP_TOP + 8, 1060, geo.MAP_TOP + 150)
TERRAIN_LEGEND_BOX: Box = (890, geo.MAP_BOTTOM - 234, WIDTH - 8, geo.MAP_BOTTOM - 8)


def board(view: Mapping[str, Any]) -> bytes:
    """The board PNG of a Napoleon 1815 view (public, or a seat's with its own blocks labelled)."""
    return to_png(picture(view), _palette())


def sheets(view: Mapping[str, Any]) -> list[tuple[str, bytes]]:
    """A seat's private pictures: its order of battle and its hand; none for the public view."""
    if view["seat"] is None:
        return []
    return [("oob.png", sheet_pictures.oob_sheet(view)), ("hand.png", sheet_pictures.hand_sheet(view))]


def picture(view: Mapping[str, Any]) -> Image.Image:
    """The board as an RGB image."""
    image = _base().copy()
    draw = Canvas(image)
    _header(draw, view)
    _destroyed_bridges(draw, view["destroyed_bridges"])
    operation, battle = view["operation"], view["battle"]
    if operation is not None:
        _operation_path(draw, operation)
    if battle is not None:
        _battle_mark(draw, battle["area"])
    _entrenchments(draw, view["entrenchments"])
    _flags(draw, view["control"])
    arrow_boxes = _arrows(draw, view["arrows"])
    lines = list(arrow_boxes)
    if operation is not None:
        lines += _segment_boxes([geo.node(area) for area in operation["path"]])
    _stacks(draw, view, arrow_boxes, lines)
    _panel(draw, view)
    if view["result"] is not None:
        _result(draw, view["result"])
    return image


@cache
def _palette() -> Image.Image:
    """The fixed 256-colour palette, chosen once from the static picture and busy sample boards."""
    samples = [_base(), *(picture(sample_view(kind)) for kind in ("battle", "seat", "over"))]
    strip = Image.new("RGB", (WIDTH, HEIGHT * len(samples)))
    for i, sample in enumerate(samples):
        strip.paste(sample, (0, HEIGHT * i))
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


# --- the static picture -------------------------------------------------------------------------


@cache
def _base() -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    image.paste(_map_shapes(), (0, geo.MAP_TOP))
    draw = Canvas(image)
    draw.rectangle((0, 0, WIDTH, geo.HEADER_H - 1), fill=HEADER)
    draw.line((0, PANEL_TOP, WIDTH, PANEL_TOP), fill=INK, width=3)
    _border_labels(draw)
    _river_labels(image)
    for area in mapdata.AREAS:
        _area_name(draw, area.id)
        if area.vp:
            _vp_mark(draw, area.id)
    _block_legend(draw)
    _terrain_legend(draw)
    _panel_titles(draw)
    return image


SCALE = 2


def _map_shapes() -> Image.Image:
    """Land, France, rivers, roads, bridges and the area symbols, drawn at double size and reduced."""
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
    for road in mapdata.ROADS:
        a, b = _local(geo.node(road.a)), _local(geo.node(road.b))
        draw.line((a[0] * s, a[1] * s, b[0] * s, b[1] * s), fill=ROAD_EDGE, width=7 * s)
    for road in mapdata.ROADS:
        a, b = _local(geo.node(road.a)), _local(geo.node(road.b))
        draw.line((a[0] * s, a[1] * s, b[0] * s, b[1] * s), fill=(226, 204, 160), width=3 * s)
    for road in mapdata.BRIDGES:
        _bridge(draw, road, s)
    for area in mapdata.AREAS:
        x, y = _local(geo.node(area.id))
        terrain_symbol(draw, (x * s, y * s), area.terrain.value, s)
    return image.reduce(s)


def _local(point: tuple[float, float]) -> tuple[float, float]:
    return (point[0], point[1] - geo.MAP_TOP)


def _unit(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return (dx / length, dy / length)


def _bridge(draw: ImageDraw.ImageDraw, road: mapdata.Road, s: int) -> None:
    """Two parapets along the road where it crosses the river."""
    cx, cy = _local(geo.bridge_point(road))
    ux, uy = _unit(geo.node(road.a), geo.node(road.b))
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


NAME_GAP = 17


def _name_face(area: str) -> Any:
    terrain = mapdata.AREA[area].terrain.value
    if terrain == "walled_city":
        return font(22, bold=True)
    if terrain == "town":
        return font(20, bold=True, condensed=True)
    return font(18, bold=True, condensed=True)


def name_box(area: str) -> Box:
    """Where an area's name is printed (image pixels)."""
    x, y = geo.node(area)
    face = _name_face(area)
    w, h = text_width(geo.name(area), face), face.size
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


def _area_name(draw: Canvas, area: str) -> None:
    x0, y0, x1, y1 = name_box(area)
    face = _name_face(area)
    draw.label(((x0 + x1) / 2, (y0 + y1) / 2), geo.name(area), face, INK, halo=WHITE, halo_width=3)


def _vp_mark(draw: Canvas, area: str) -> None:
    """A gold disc with the area's VP, beside its symbol (away from its name)."""
    vp_disc(draw, vp_spot(area), mapdata.AREA[area].vp)


def vp_spot(area: str) -> tuple[float, float]:
    """The centre of an area's VP disc: on the side away from its name."""
    x, y = geo.node(area)
    return {"b": (x + 17, y - 15), "a": (x + 22, y + 8), "l": (x + 18, y + 17), "r": (x - 18, y + 17)}[
        geo.side(area)
    ]


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


def vp_disc(draw: Canvas, centre: tuple[float, float], vp: int) -> None:
    x, y = centre
    draw.ellipse((x - 11, y - 11, x + 11, y + 11), fill=GOLD, outline=INK, width=2)
    draw.label((x, y + 1), str(vp), font(18, bold=True), INK)


BORDER_LABELS = (("▼ FRANCE", 585, 28, (60, 60, 110), FRANCE_TINT),)


def _border_label_boxes() -> list[Box]:
    face = font(18, bold=True)
    out = []
    for text, x, dy, _, _ in BORDER_LABELS:
        y = geo.border_y(x) + dy
        w = text_width(text, face)
        out.append((x - w / 2, y - 10, x + w / 2, y + 10))
    return out


def _border_labels(draw: Canvas) -> None:
    for text, x, dy, colour, halo in BORDER_LABELS:
        draw.label((x, geo.border_y(x) + dy), text, font(18, bold=True), colour, halo=halo)


def _river_labels(image: Image.Image) -> None:
    face = font(18, bold=True)
    for river, ((x, y), angle) in geo.RIVER_LABELS.items():
        text = geo.RIVER_NAMES[river]
        w, h = int(text_width(text, face)) + 10, int(face.size) + 10
        tile = Image.new("L", (w, h), 0)
        ImageDraw.Draw(tile).text((w / 2, h / 2), text, font=face, fill=255, anchor="mm")
        tile = tile.rotate(angle, expand=True, resample=Image.Resampling.BICUBIC)
        colour = Image.new("RGB", tile.size, (30, 80, 150))
        image.paste(colour, (round(x - tile.width / 2), round(y + geo.MAP_TOP - tile.height / 2)), tile)


def _legend_frame(draw: Canvas, box: Box) -> None:
    draw.rounded_rectangle(box, radius=8, fill=(252, 250, 244), outline=(120, 100, 80), width=2)


def _block_legend(draw: Canvas) -> None:
    """The key to blocks and markers, on the empty land north of Wavre."""
    x0, y0, _, _ = BLOCK_LEGEND_BOX
    _legend_frame(draw, BLOCK_LEGEND_BOX)
    face = font(18)
    colour = ARMY_COLOURS["french"]
    x, y = x0 + 12, y0 + 10
    w = chip(draw, (x, y), Item(army="french", spent=False, text="Ney"))
    w2 = chip(draw, (x + w + 6, y), Item(army="french", spent=True, text="Ney"))
    label_x = x + w + w2 + 14
    draw.label((label_x, y + CHIP_H / 2), "active / spent", face, INK, anchor="lm")
    hx = label_x + text_width("active / spent", face) + 18
    hidden_block(draw, (hx, y), colour, spent=False)
    hidden_block(draw, (hx + CHIP_H + 6, y), colour, spent=True)
    draw.label((hx + 2 * CHIP_H + 14, y + CHIP_H / 2), "hidden", face, INK, anchor="lm")
    y += 36
    star = Item(army="anglo_dutch", spent=False, text="Wellington", commander=True)
    w = chip(draw, (x, y), star)
    scout = Item(army="prussian", spent=False, text="1", scout=True)
    w2 = chip(draw, (x + w + 6, y), scout)
    draw.label((x + w + w2 + 14, y + CHIP_H / 2), "commander, scout", face, INK, anchor="lm")
    y += 36
    flag(draw, (x + 14, y + 24), ARMY_COLOURS["prussian"])
    draw.label((x + 24, y + 13), "control", face, INK, anchor="lm")
    ax = x + 100
    _arrow_shape(draw, (ax, y + 14), (1.0, 0.0), ARMY_COLOURS["anglo_dutch"], 40)
    draw.label((ax + 46, y + 13), "retreat road", face, INK, anchor="lm")
    ex = ax + 160
    vp_disc(draw, (ex + 8, y + 13), 2)
    draw.label((ex + 24, y + 13), "VP site", face, INK, anchor="lm")
    y += 34
    draw.label((x, y + 8), "Own blocks: ", face, INK, anchor="lm")
    ox = x + text_width("Own blocks: ", face)
    ox += _sp_box(draw, (ox, y - 5), 7) + 4
    ox += _fatigue_disc(draw, (ox, y - 5), 2) + 8
    draw.label((ox, y + 8), "SP and fatigue", face, INK, anchor="lm")


def _terrain_legend(draw: Canvas) -> None:
    """The key to area symbols, bridges and entrenchments, in the empty south-east corner."""
    x0, y0, x1, _ = TERRAIN_LEGEND_BOX
    _legend_frame(draw, TERRAIN_LEGEND_BOX)
    face = font(18, condensed=True)
    names = TERRAIN_NAMES
    items = [(t, names[t]) for t in ("plain", "forest", "town", "walled_city", "fortified_farm")]
    items.append(("entrenched", "entrenched"))
    for i, (terrain, text) in enumerate(items):
        row, col = i % 3, i // 3
        x, y = x0 + 24 + col * 120, y0 + 26 + row * 38
        if terrain == "entrenched":
            _entrenchment(draw, (x, y))
            terrain = "fortified_farm"
        terrain_symbol(draw, (x, y), terrain)
        draw.label((x + 28, y + 1), text, face, INK, anchor="lm")
    y = y0 + 26 + 3 * 38 - 2
    for i, (text, broken) in enumerate((("bridge", False), ("destroyed", True))):
        x = x0 + 10 + i * 150
        draw.line((x, y, x + 44, y), fill=WATER, width=7)
        cx = x + 22
        draw.rectangle((cx - 7, y - 7, cx + 7, y + 7), fill=(244, 236, 214))
        draw.line((cx - 9, y - 7, cx + 9, y - 7), fill=INK, width=3)
        draw.line((cx - 9, y + 7, cx + 9, y + 7), fill=INK, width=3)
        if broken:
            _cross(draw, (cx, y))
        draw.label((x + 50, y + 1), text, face, INK, anchor="lm")
    y += 34
    draw.label(((x0 + x1) / 2, y), "a road: 1 MP; destroyed bridge: 3", face, MUTED)


def _panel_titles(draw: Canvas) -> None:
    title = font(20, bold=True)
    draw.label((PAD, VP_Y), "VICTORY POINTS", title, INK, anchor="lt")
    draw.label((WIDTH - PAD, VP_Y + 2), "France wins at 0, the Allies at 20", font(18), MUTED, anchor="rt")
    draw.label((PAD, INFO_Y), "THIS TURN", title, INK, anchor="lt")
    draw.label((PAD + COLUMN_W + 20, INFO_Y), "CARDS", title, INK, anchor="lt")
    draw.label((PAD + 2 * (COLUMN_W + 20), INFO_Y), "OFF THE MAP", title, INK, anchor="lt")
    draw.label((PAD, LOG_Y), "LAST MOVES", title, INK, anchor="lt")
    for i in (1, 2):
        x = PAD + i * (COLUMN_W + 20) - 10
        draw.line((x, INFO_Y, x, EVENT_Y - 10), fill=(200, 192, 176), width=2)


# --- blocks -------------------------------------------------------------------------------------

CHIP_H = 28
CHIP_FACE = (18, True, True)  # size, bold, condensed


@dataclass(frozen=True)
class Item:
    """One block as drawn: a labelled chip when its identity is known, else a standing block."""

    army: str
    spent: bool
    text: str | None = None  # the block's name; None: hidden
    commander: bool = False
    scout: bool = False
    operating: bool = False
    sp: int | None = None  # own blocks only (seat views)
    fatigue: int | None = None
    count: int = 1  # hidden blocks alike (army, facing, operating) are drawn once with a count

    @property
    def width(self) -> float:
        if self.text is None:
            if self.count == 1:
                return CHIP_H
            return CHIP_H + 4 + text_width(f"×{self.count}", font(20, bold=True))
        face = font(*CHIP_FACE)
        width = text_width(self.text, face) + 14
        if self.commander:
            width += text_width("★", font(18, bold=True)) + 3
        if self.scout:
            width += text_width("♞", font(18, bold=True)) + 3
        if self.sp is not None:
            width += _sp_width(self.sp) + 4
        if self.fatigue:
            width += 26
        return width


def _sp_width(sp: int) -> float:
    return max(20.0, text_width(str(sp), font(17, bold=True)) + 10)


def _sp_box(draw: Canvas, at: tuple[float, float], sp: int) -> float:
    """A white box with the SP, top-left at ``at``; returns its width."""
    x, y = at
    w = _sp_width(sp)
    draw.rounded_rectangle((x, y + 4, x + w, y + CHIP_H - 4), radius=4, fill=WHITE, outline=INK, width=1)
    draw.label((x + w / 2, y + CHIP_H / 2 + 1), str(sp), font(17, bold=True), INK)
    return w


def _fatigue_disc(draw: Canvas, at: tuple[float, float], fatigue: int) -> float:
    """An orange disc with the fatigue (red from 5: the SP-loss band); returns its width."""
    x, y = at
    r = 11
    fill = DANGER if fatigue >= 5 else FATIGUE
    cx, cy = x + r + 1, y + CHIP_H / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=WHITE, width=2)
    draw.label((cx, cy + 1), str(fatigue), font(16, bold=True), WHITE)
    return 2 * r + 2


def chip(draw: Canvas, at: tuple[float, float], item: Item) -> float:
    """Draw ``item`` with its top-left at ``at``; returns its width."""
    if item.text is None:
        hidden_block(draw, at, army_colour(item.army), item.spent, item.operating)
        if item.count > 1:
            draw.label(
                (at[0] + CHIP_H + 3, at[1] + CHIP_H / 2 + 1),
                f"×{item.count}",
                font(20, bold=True),
                INK,
                anchor="lm",
            )
        return item.width
    x, y = at
    colour = army_colour(item.army)
    fill = pale(colour) if item.spent else colour
    ink = INK if item.spent else WHITE
    width = item.width
    box = (x, y, x + width, y + CHIP_H)
    edge = GOLD if item.operating else mix(colour, INK, 0.5)
    draw.rounded_rectangle(box, radius=5, fill=fill, outline=edge, width=3 if item.operating else 2)
    if item.spent:  # spent blocks lie flag side up: a stripe of the army colour on the left
        draw.rectangle((x + 3, y + 4, x + 6, y + CHIP_H - 4), fill=colour)
    tx = x + 8
    mark_face = font(18, bold=True)
    if item.commander:
        draw.label((tx, y + CHIP_H / 2 + 1), "★", mark_face, GOLD if not item.spent else INK, anchor="lm")
        tx += text_width("★", mark_face) + 3
    if item.scout:
        draw.label((tx, y + CHIP_H / 2), "♞", mark_face, ink, anchor="lm")
        tx += text_width("♞", mark_face) + 3
    face = font(*CHIP_FACE)
    draw.label((tx, y + CHIP_H / 2), item.text, face, ink, anchor="lm")
    tx += text_width(item.text, face) + 5
    if item.sp is not None:
        tx += _sp_box(draw, (tx, y), item.sp) + 2
    if item.fatigue:
        _fatigue_disc(draw, (tx, y), item.fatigue)
    return width


def hidden_block(
    draw: Canvas, at: tuple[float, float], colour: RGB, spent: bool, operating: bool = False
) -> None:
    """A standing block seen from the enemy side: its colour only; spent ones upside down (pale, hatched)."""
    x, y = at
    s = CHIP_H
    box = (x, y, x + s, y + s)
    edge = GOLD if operating else mix(colour, INK, 0.5)
    if spent:
        draw.rectangle(box, fill=pale(colour, 0.7), outline=edge, width=3 if operating else 2)
        hatch(draw, (x + 2, y + 2, x + s - 2, y + s - 2), pale(colour, 0.3), step=8, width=2)
        draw.polygon([(x + 8, y + 9), (x + s - 8, y + 9), (x + s / 2, y + s - 7)], fill=colour)
    else:
        draw.rectangle(box, fill=colour, outline=edge, width=3 if operating else 2)
        draw.rectangle((x + 3, y + 3, x + s - 3, y + 8), fill=mix(colour, WHITE, 0.35))
        draw.polygon([(x + 8, y + s - 8), (x + s - 8, y + s - 8), (x + s / 2, y + 11)], fill=WHITE)


def _items(view: Mapping[str, Any]) -> dict[str, list[Item]]:
    """area -> the blocks drawn there, in the view's order."""
    own: dict[str, Mapping[str, Any]] = {}
    if view["seat"] is not None:
        own = {entry["token"]: entry for entry in view["oob"]}
    operation = view["operation"]
    moving = set(operation["tokens"]) if operation is not None else set()
    out: dict[str, list[Item]] = {}
    for block in view["blocks"]:
        token, army, spent = block["token"], block["army"], bool(block["spent"])
        item = Item(army=army, spent=spent, operating=token in moving)
        if "block" in block:
            info = oob.BLOCK[block["block"]]
            kind = info.kind.value
            text = info.name.removeprefix("Scout ") if kind == "scout" else info.name
            item = Item(
                army=army,
                spent=spent,
                text=text,
                commander=kind == "commander",
                scout=kind == "scout",
                operating=token in moving,
            )
            if token in own and kind == "corps":
                entry = own[token]
                item = Item(
                    army=army,
                    spent=spent,
                    text=text,
                    operating=token in moving,
                    sp=int(entry["infantry"]) + int(entry["cavalry"]),
                    fatigue=int(entry["fatigue"]),
                )
        out.setdefault(block["area"], []).append(item)
    return {area: _grouped(items) for area, items in out.items()}


def _grouped(items: list[Item]) -> list[Item]:
    """Hidden blocks that look alike drawn once with a count, where the first of them stands."""
    out: list[Item] = []
    for item in items:
        if item.text is None:
            for i, seen in enumerate(out):
                if seen.text is None and (seen.army, seen.spent, seen.operating) == (
                    item.army,
                    item.spent,
                    item.operating,
                ):
                    out[i] = replace(seen, count=seen.count + 1)
                    break
            else:
                out.append(item)
        else:
            out.append(item)
    return out


# --- placing stacks -----------------------------------------------------------------------------

GAP = 4  # between blocks in a tray
TRAY_PAD = 4


def _rows(items: Sequence[Item], max_width: float) -> list[list[Item]]:
    rows: list[list[Item]] = [[]]
    width = 0.0
    for item in items:
        w = item.width
        if rows[-1] and width + GAP + w > max_width:
            rows.append([])
            width = 0.0
        width += (GAP if rows[-1] else 0) + w
        rows[-1].append(item)
    return rows


def _rows_size(rows: list[list[Item]]) -> tuple[float, float]:
    width = max(sum(i.width for i in row) + GAP * (len(row) - 1) for row in rows)
    return (width + 2 * TRAY_PAD, len(rows) * CHIP_H + (len(rows) - 1) * GAP + 2 * TRAY_PAD)


def _shapes(items: Sequence[Item]) -> list[list[list[Item]]]:
    """Ways to arrange a stack: one row, then narrower trays."""
    shapes: list[list[list[Item]]] = []
    for max_width in (330, 230, 150, 0):
        rows = _rows(items, max_width)
        if rows not in shapes:
            shapes.append(rows)
    return shapes


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _gap(a: Box, b: Box) -> float:
    """The distance between two boxes (0 when they touch or overlap)."""
    dx = max(0.0, b[0] - a[2], a[0] - b[2])
    dy = max(0.0, b[1] - a[3], a[1] - b[3])
    return math.hypot(dx, dy)


Obstacle = tuple[float, float, float, float, float, float]  # box, cost per px covered, cost of a touch
COVER: dict[str, tuple[float, float]] = {
    "tray": (60.0, 20000.0),  # another stack
    "own name": (20.0, 8000.0),
    "name": (8.0, 4000.0),
    "symbol": (10.0, 4000.0),
    "marker": (6.0, 1200.0),  # VP discs, flags, arrows, the battle ring
    "legend": (1.0, 0.0),
    "leader": (2.0, 1500.0),  # the line from another area to its tray
}


@cache
def _static_obstacles() -> tuple[Obstacle, ...]:
    """(x0, y0, x1, y1, weight) of what stacks should not cover: names, area symbols, VP discs, legends."""
    out: list[Obstacle] = []
    for area in mapdata.AREAS:
        x, y = geo.node(area.id)
        out.append((*name_box(area.id), *COVER["name"]))
        out.append((x - 16, y - 16, x + 16, y + 16, *COVER["symbol"]))
        if area.vp:
            vx, vy = vp_spot(area.id)
            out.append((vx - 12, vy - 12, vx + 12, vy + 12, *COVER["marker"]))
    out.append((*BLOCK_LEGEND_BOX, *COVER["legend"]))
    out.append((*TERRAIN_LEGEND_BOX, *COVER["legend"]))
    out += [(*box, *COVER["legend"]) for box in _border_label_boxes()]
    return tuple(out)


REACH = 180  # no tray is placed further than this from its area's symbol (plus its own size)


@cache
def _near_static(area: str) -> tuple[Obstacle, ...]:
    """The static obstacles any tray of ``area`` might touch (a tray is at most ~340 x 200 px)."""
    x, y = geo.node(area)
    return tuple(
        o
        for o in _static_obstacles()
        if o[2] > x - REACH - 360
        and o[0] < x + REACH + 360
        and o[3] > y - REACH - 220
        and o[1] < y + REACH + 220
    )


RING = 12  # px between the rings of tray positions around an area's symbol
SIDE = 14  # px between tray positions along a ring
NEAR = 18  # a tray this close to its area's symbol needs no leader line
DIAGONALS = tuple((math.cos(math.radians(a)), math.sin(math.radians(a))) for a in (25, 45, 65))


@cache
def _ring(w: float, h: float, d: float) -> tuple[tuple[float, float], ...]:
    """Top-left offsets (from an area's centre) of the w x h trays whose nearest point is d away."""
    out: list[tuple[float, float]] = []
    for k in range(int(h // SIDE) + 1):  # beside the symbol: the tray spans its height
        top = -h / 2 + ((k + 1) // 2) * SIDE * (1 if k % 2 else -1)
        if -h <= top <= 0:
            out += [(d, top), (-d - w, top)]
    for k in range(int(w // SIDE) + 1):  # above and below
        left = -w / 2 + ((k + 1) // 2) * SIDE * (1 if k % 2 else -1)
        if -w <= left <= 0:
            out += [(left, d), (left, -d - h)]
    for c, s in DIAGONALS:  # the four corners
        dx, dy = d * c, d * s
        out += [(dx, dy), (-dx - w, dy), (dx, -dy - h), (-dx - w, -dy - h)]
    return tuple(out)


def _candidates(area: str, size: tuple[float, float], penalty: float) -> Iterator[tuple[float, Box]]:
    """(preference, tray box) around an area's symbol, ring by ring, nearest first."""
    x, y = geo.node(area)
    w, h = size
    d = float(NEAR)
    while d <= REACH:
        preference = d * 3.0 + penalty
        for dx, dy in _ring(w, h, d):
            yield preference, (x + dx, y + dy, x + dx + w, y + dy + h)
        d += RING


def _cost(box: Box, limit: float, obstacles: Sequence[Obstacle]) -> float:
    """Weighted area of ``box`` covering the obstacles, stopping once above ``limit``."""
    x0, y0, x1, y1 = box
    cost = 0.0
    for a0, b0, a1, b1, weight, touch in obstacles:
        if a1 <= x0 or a0 >= x1 or b1 <= y0 or b0 >= y1:
            continue
        # any touch costs as much as covering 60 px, so that near misses lose to clear spots
        cost += weight * (min(x1, a1) - max(x0, a0)) * (min(y1, b1) - max(y0, b0)) + touch
        if cost > limit:
            break
    return cost


Spot = tuple[float, float, Box, list[list[Item]]]  # (preference + overlap, overlap, tray, rows)


def _shape_spots(
    area: str, rank: int, rows: list[list[Item]]
) -> Iterator[tuple[float, Box, list[list[Item]]]]:
    """The candidate spots of one arrangement of a stack, nearest first (wider shapes cost a little)."""
    size = _rows_size(rows)
    penalty = rank * 14 + size[0] * size[1] * 0.003
    for preference, box in _candidates(area, size, penalty):
        yield preference, box, rows


def leader_end(area: str, box: Box) -> tuple[float, float] | None:
    """Where the line from an area's symbol meets its tray, or None when the tray is close enough
    (touching the symbol's ring or the area's name) to need no line."""
    x, y = geo.node(area)
    px, py = min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3])
    if math.hypot(px - x, py - y) <= 22 or _gap(box, name_box(area)) <= 8:
        return None
    return (px, py)


def _segment_hits(a: tuple[float, float], b: tuple[float, float], box: Box) -> bool:
    """Whether the segment ab passes through ``box`` (Liang-Barsky clipping)."""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - box[0]), (dx, box[2] - a[0]), (-dy, a[1] - box[1]), (dy, box[3] - a[1])):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return True


LEADER_CROSSING = 6000.0  # a line from an area to its tray through another tray or symbol


def _best_spot(
    area: str, items: Sequence[Item], obstacles: Sequence[Obstacle], blockers: Sequence[Box]
) -> Spot:
    """Where one tray of ``items`` covers least, as near its area's symbol as it can: the candidate
    spots of every shape come nearest first, and the search stops when no farther spot can win.
    ``blockers`` are what a leader line should not cross (other trays and area symbols)."""
    x, y = geo.node(area)
    top, bottom = geo.MAP_TOP + 3, geo.MAP_BOTTOM - 3
    streams = [_shape_spots(area, rank, rows) for rank, rows in enumerate(_shapes(items))]
    best: Spot | None = None
    for preference, box, rows in heapq.merge(*streams, key=lambda o: o[0]):
        if best is not None and preference >= best[0]:
            break
        if box[0] < 3 or box[2] > WIDTH - 3 or box[1] < top or box[3] > bottom:
            continue
        limit = best[0] - preference if best is not None else math.inf
        overlap = _cost(box, limit, obstacles)
        if overlap <= limit:
            end = leader_end(area, box)
            if end is not None:
                overlap += LEADER_CROSSING * sum(1 for b in blockers if _segment_hits((x, y), end, b))
        if best is None or preference + overlap < best[0]:
            best = (preference + overlap, overlap, box, rows)
    if best is None:  # nowhere on the map: right of the symbol, whatever it covers
        rows = _shapes(items)[-1]
        w, h = _rows_size(rows)
        best = (math.inf, math.inf, (x + NEAR, y - h / 2, x + NEAR + w, y + h / 2), rows)
    return best


SPLIT = 150.0  # the cost of fanning a stack out in one more tray


def _chunks(items: Sequence[Item], parts: int) -> list[list[Item]]:
    """``items`` cut in ``parts`` runs of nearly equal length, in order."""
    size, extra = divmod(len(items), parts)
    out, start = [], 0
    for k in range(parts):
        end = start + size + (1 if k < extra else 0)
        if end > start:
            out.append(list(items[start:end]))
        start = end
    return out


def _fanned(
    area: str, chunks: list[list[Item]], obstacles: Sequence[Obstacle], blockers: Sequence[Box]
) -> Iterator[list[Spot]]:
    """The stack fanned out in one tray per chunk, placed first to last and last to first."""
    for order in (chunks, chunks[::-1]):
        spots: list[Spot] = []
        for chunk in order:
            trays = [(*spot[2], *COVER["tray"]) for spot in spots]
            spots.append(_best_spot(area, chunk, [*trays, *obstacles], [*(s[2] for s in spots), *blockers]))
        yield spots if order is chunks else spots[::-1]


def _total(spots: Sequence[Spot]) -> float:
    return sum(spot[0] for spot in spots) + SPLIT * (len(spots) - 1)


@cache
def _symbols_near(area: str) -> tuple[Box, ...]:
    """The symbols of the other areas within reach of ``area``'s trays."""
    x, y = geo.node(area)
    out = []
    for other in mapdata.AREAS:
        ox, oy = geo.node(other.id)
        if other.id != area and abs(ox - x) < REACH + 400 and abs(oy - y) < REACH + 300:
            out.append((ox - 13, oy - 13, ox + 13, oy + 13))
    return tuple(out)


def _place(
    trays: list[tuple[str, list[Item]]], extra: Sequence[Obstacle]
) -> list[tuple[str, list[list[Item]], Box]]:
    """Greedy placement, biggest stacks first, each tray where it covers least (names, symbols, other
    trays, markers, leader lines) and as near its area as it can. A stack is fanned out in two trays
    around its area when that is better than one tray far away or over something."""
    placed: list[Obstacle] = []
    boxes: list[Box] = []
    out: list[tuple[str, list[list[Item]], Box]] = []
    for area, items in trays:
        x, y = geo.node(area)
        own_name = (*name_box(area), *COVER["own name"])
        static = [o for o in _near_static(area) if o[:4] != own_name[:4]]
        dynamic = [o for o in extra if abs((o[0] + o[2]) / 2 - x) < 600 and abs((o[1] + o[3]) / 2 - y) < 400]
        obstacles = [own_name, *placed, *dynamic, *static]
        blockers = [*boxes, *_symbols_near(area)]
        chosen = [_best_spot(area, items, obstacles, blockers)]
        if len(items) > 1 and chosen[0][0] > 3 * 30 + SPLIT:
            for parts in (2, 3):
                for fanned in _fanned(area, _chunks(items, parts), obstacles, blockers):
                    if _total(fanned) < _total(chosen):
                        chosen = fanned
        for _, _, box, rows in chosen:
            placed.append((*box, *COVER["tray"]))
            boxes.append(box)
            end = leader_end(area, box)
            if end is not None:
                placed += [(*b, *COVER["leader"]) for b in _segment_boxes([(x, y), end])]
            out.append((area, rows, box))
    return out


AREA_INDEX = {a.id: i for i, a in enumerate(mapdata.AREAS)}


def _segment_boxes(points: Sequence[tuple[float, float]]) -> list[Box]:
    """Boxes along a polyline (a few per segment, so that a slanted line is not one huge box)."""
    out: list[Box] = []
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        pieces = max(1, int(math.hypot(bx - ax, by - ay) // 20))
        for k in range(pieces):
            x0, y0 = ax + (bx - ax) * k / pieces, ay + (by - ay) * k / pieces
            x1, y1 = ax + (bx - ax) * (k + 1) / pieces, ay + (by - ay) * (k + 1) / pieces
            out.append((min(x0, x1) - 5, min(y0, y1) - 5, max(x0, x1) + 5, max(y0, y1) + 5))
    return out


def _stacks(draw: Canvas, view: Mapping[str, Any], arrow_boxes: list[Box], lines: list[Box]) -> None:
    items = _items(view)
    order = sorted(items, key=lambda area: (-len(items[area]), AREA_INDEX[area]))
    battle = view["battle"]
    battle_area = battle["area"] if battle is not None else None
    extra: list[Obstacle] = [(*box, *COVER["marker"]) for box in arrow_boxes]
    extra += [(*flag_box(area), *COVER["marker"]) for area in view["control"]]
    if battle_area is not None:
        x, y = geo.node(battle_area)
        extra.append((x - 27, y - 27, x + 27, y + 27, *COVER["marker"]))
    placements = _place([(area, items[area]) for area in order], extra)
    for area, _, box in placements:  # leader lines under every tray
        end = leader_end(area, box)
        if end is not None:
            x, y = geo.node(area)
            draw.line((x, y, *end), fill=INK, width=3)
            draw.ellipse((x - 4, y - 4, x + 4, y + 4), fill=INK)
            lines += _segment_boxes([(x, y), end])
    for place in mapdata.AREAS:  # names stay readable over leader lines and arrows
        name = name_box(place.id)
        if any(_overlap(name, line) > 0 for line in lines):
            _area_name(draw, place.id)
    for area, rows, box in placements:
        edge = BATTLE if area == battle_area else (120, 110, 96)
        draw.rounded_rectangle(
            box, radius=6, fill=(252, 250, 244), outline=edge, width=3 if edge == BATTLE else 2
        )
        top = box[1] + TRAY_PAD
        for row in rows:
            left = box[0] + TRAY_PAD
            for item in row:
                left += chip(draw, (left, top), item) + GAP
            top += CHIP_H + GAP


# --- markers on the map ---------------------------------------------------------------------------


def flag(draw: Canvas, foot: tuple[float, float], colour: RGB, direction: int = -1) -> None:
    """A control flag: a pole with a pennant flying to the left (-1) or right (1), its foot at ``foot``."""
    x, y = foot
    draw.line((x, y, x, y - 28), fill=INK, width=3)
    far = x + 20 * direction
    draw.rectangle((min(x, far), y - 28, max(x, far), y - 14), fill=colour, outline=WHITE, width=2)


def _flags(draw: Canvas, control: Mapping[str, str]) -> None:
    for area in mapdata.AREAS:
        if area.id in control:
            x, y, direction = flag_spot(area.id)
            flag(draw, (x, y), army_colour(control[area.id]), direction)


def _entrenchment(draw: Canvas, centre: tuple[float, float]) -> None:
    """A palisade of stakes around a fortified farm."""
    x, y = centre
    r = 16
    for k in range(12):
        a = k * math.pi / 6 + math.pi / 12
        ca, sa = math.cos(a), math.sin(a)
        draw.polygon(
            [
                (x + ca * r - sa * 4, y + sa * r + ca * 4),
                (x + ca * (r + 7), y + sa * (r + 7)),
                (x + ca * r + sa * 4, y + sa * r - ca * 4),
            ],
            fill=EARTH,
        )
    draw.ellipse((x - r - 1, y - r - 1, x + r + 1, y + r + 1), fill=(214, 190, 140), outline=EARTH, width=3)


def _entrenchments(draw: Canvas, areas: Sequence[str]) -> None:
    for area in areas:
        x, y = geo.node(area)
        _entrenchment(draw, (x, y))
        terrain_symbol(draw, (x, y), mapdata.AREA[area].terrain.value)


def _cross(draw: Canvas, centre: tuple[float, float]) -> None:
    x, y = centre
    for dx in (-1, 1):
        draw.line((x - 11, y - 11 * dx, x + 11, y + 11 * dx), fill=WHITE, width=9)
    for dx in (-1, 1):
        draw.line((x - 10, y - 10 * dx, x + 10, y + 10 * dx), fill=BATTLE, width=5)


def _destroyed_bridges(draw: Canvas, keys: Sequence[str]) -> None:
    for key in keys:
        road = mapdata.ROAD[key]
        _cross(draw, geo.bridge_point(road) if road.bridge is not None else _middle(road))


def _middle(road: mapdata.Road) -> tuple[float, float]:
    (ax, ay), (bx, by) = geo.node(road.a), geo.node(road.b)
    return ((ax + bx) / 2, (ay + by) / 2)


def _arrow_shape(
    draw: Canvas, start: tuple[float, float], direction: tuple[float, float], colour: RGB, length: float
) -> Box:
    """A fat arrow from ``start`` along ``direction``; returns its bounding box."""
    ux, uy = direction
    nx, ny = -uy, ux
    x, y = start
    shaft, head, body = 5, 12, length - 18

    def at(along: float, across: float) -> tuple[float, float]:
        return (x + ux * along + nx * across, y + uy * along + ny * across)

    points = [
        at(0, -shaft),
        at(body, -shaft),
        at(body, -head),
        at(length, 0),
        at(body, head),
        at(body, shaft),
        at(0, shaft),
    ]
    draw.polygon(points, fill=colour, outline=WHITE, width=2)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _arrows(draw: Canvas, arrows: Mapping[str, Any]) -> list[Box]:
    """Retreat-direction arrows, each on its road just outside its area, pointing along the road."""
    boxes = []
    for area in mapdata.AREAS:
        if area.id not in arrows:
            continue
        arrow = arrows[area.id]
        start, end = geo.node(area.id), geo.node(arrow["toward"])
        ux, uy = _unit(start, end)
        length = min(46.0, math.hypot(end[0] - start[0], end[1] - start[1]) - 40)
        origin = (start[0] + ux * 18, start[1] + uy * 18)
        boxes.append(_arrow_shape(draw, origin, (ux, uy), army_colour(arrow["army"]), max(24.0, length)))
    return boxes


def _battle_mark(draw: Canvas, area: str) -> None:
    x, y = geo.node(area)
    draw.ellipse((x - 26, y - 26, x + 26, y + 26), outline=WHITE, width=9)
    draw.ellipse((x - 25, y - 25, x + 25, y + 25), outline=BATTLE, width=5)
    terrain_symbol(draw, (x, y), mapdata.AREA[area].terrain.value)


def _operation_path(draw: Canvas, operation: Mapping[str, Any]) -> None:
    path = [geo.node(area) for area in operation["path"]]
    if len(path) > 1:
        draw.line(path, fill=WHITE, width=13, joint="curve")
        draw.line(path, fill=GOLD, width=8, joint="curve")
    x, y = geo.node(operation["from"])
    draw.ellipse((x - 22, y - 22, x + 22, y + 22), outline=GOLD, width=5)
    for area in operation["path"]:
        terrain_symbol(draw, geo.node(area), mapdata.AREA[area].terrain.value)


# --- header and panel -------------------------------------------------------------------------------


def _header(draw: Canvas, view: Mapping[str, Any]) -> None:
    """Title, turn and (seat views) whose picture this is; the status line below them."""
    mid = 28
    title = font(26, bold=True)
    draw.label((PAD, mid), "NAPOLEON 1815", title, WHITE, anchor="lm")
    x = PAD + 14 + text_width("NAPOLEON 1815", title)
    turn = f"Turn {view['turn']}/{view['last_turn']}"
    box = badge(draw, (x + text_width(turn, title) / 2 + 10, mid), turn, title, GOLD, WHITE)
    label_text = view["turn_label"]
    right: float = WIDTH - PAD
    seat = view["seat"]
    if seat is not None:
        text = f"{SEAT_NAMES.get(seat, seat)} · private"
        face = font(22, bold=True)
        w = text_width(text, face) + 20
        badge(draw, (right - w / 2, mid), text, face, SEAT_COLOURS.get(seat, MUTED), WHITE)
        right -= w + 12
    face = font(22, bold=True)
    draw.label((box[2] + 14, mid), fit(label_text, face, right - box[2] - 14), face, GOLD, anchor="lm")
    status = font(20)
    draw.label((PAD, 70), fit(view["status"], status, WIDTH - 2 * PAD), status, WHITE, anchor="lm")


def _panel(draw: Canvas, view: Mapping[str, Any]) -> None:
    _vp_track(draw, view["vp"], view["french_win_max_vp"])
    _turn_track(draw, view)
    _this_turn(draw, view)
    _cards(draw, view)
    _off_map(draw, view)
    _events(draw, view)
    _log(draw, view["log"])


def _vp_track(draw: Canvas, vp: int, french_max: int) -> None:
    top = VP_Y + 30
    step = (WIDTH - 2 * PAD + 4) / 21
    size = step - 4
    for value in range(21):
        x = PAD + value * step
        box = (x, top, x + size, top + size)
        french = value <= french_max
        fill = (
            mix(ARMY_COLOURS["french"], WHITE, 0.8)
            if french
            else mix(ARMY_COLOURS["anglo_dutch"], WHITE, 0.82)
        )
        if value == vp:
            draw.rectangle((x - 4, top - 4, x + size + 4, top + size + 4), fill=INK)
            draw.rectangle(box, fill=GOLD, outline=INK, width=2)
            draw.label((x + size / 2, top + size / 2 + 1), str(value), font(24, bold=True), INK)
        else:
            draw.rectangle(box, fill=fill, outline=mix(INK, WHITE, 0.55), width=1)
            draw.label((x + size / 2, top + size / 2 + 1), str(value), font(20), INK)
    split = PAD + (french_max + 1) * step - 2
    draw.line((split, top - 6, split, top + size + 6), fill=INK, width=3)
    face = font(18, bold=True)
    y = top + size + 16
    draw.label((PAD, y), "◀ French gains", face, ARMY_COLOURS["french"], anchor="lm")
    draw.label((WIDTH - PAD, y), "Allied gains ▶", face, ARMY_COLOURS["anglo_dutch"], anchor="rm")
    note = f"at the end: {french_max} or less France wins, {french_max + 1} or more the Allies"
    draw.label((split, y), note, font(18), INK, anchor="mm")


def _turn_track(draw: Canvas, view: Mapping[str, Any]) -> None:
    try:
        scenario = scenarios.scenario(view["scenario"])
        turns = [(t.number, t.label, t.invasion_card) for t in scenario.turns]
        title = scenario.title
    except KeyError:
        turns = [
            (n, view["turn_label"] if n == view["turn"] else "", 0) for n in range(1, view["last_turn"] + 1)
        ]
        title = ""
    face = font(20, bold=True)
    draw.label((PAD, TURN_Y), "TURNS", face, INK, anchor="lt")
    if title:
        draw.label(
            (PAD + 80, TURN_Y + 1), fit(title, font(18), WIDTH - PAD - 100), font(18), MUTED, anchor="lt"
        )
    top = TURN_Y + 28
    count = max(1, len(turns))
    step = (WIDTH - 2 * PAD + 8) / count
    width = step - 8
    current = view["turn"]
    for i, (number, label_text, invasion) in enumerate(turns):
        x = PAD + i * step
        box = (x, top, x + width, top + 68)
        if number == current:
            draw.rectangle((x - 3, top - 3, x + width + 3, top + 71), fill=INK)
            draw.rectangle(box, fill=GOLD)
            ink = INK
        elif number < current:
            draw.rectangle(box, fill=(226, 222, 212), outline=(190, 184, 170), width=1)
            ink = MUTED
        else:
            draw.rectangle(box, fill=WHITE, outline=(150, 140, 124), width=1)
            ink = INK
        day, _, part = label_text.partition(", ")
        draw.label((x + 8, top + 6), str(number), font(24, bold=True), ink, anchor="lt")
        small = font(18, condensed=True)
        draw.label((x + 34, top + 8), fit(day, small, width - 40), small, ink, anchor="lt")
        draw.label((x + 34, top + 30), fit(part, small, width - 40), small, ink, anchor="lt")
        if invasion:
            draw.label(
                (x + width - 6, top + 64), f"card {invasion}", font(16, condensed=True), ink, anchor="rb"
            )


def _line(
    draw: Canvas, at: tuple[float, float], parts: Sequence[tuple[str, RGB, bool]], width: float
) -> None:
    """A line made of coloured pieces (text, colour, bold), cut to ``width``."""
    x, y = at
    end = x + width
    for text, colour, bold in parts:
        face = font(18, bold=bold)
        if x >= end:
            return
        piece = fit(text, face, end - x)
        draw.label((x, y), piece, face, colour, anchor="lm")
        x += text_width(piece, face)


def _this_turn(draw: Canvas, view: Mapping[str, Any]) -> None:
    x, y = PAD, INFO_Y + 40
    w = COLUMN_W
    number = view["invasion_card"]
    invasion = cards.INVASION.get(number)
    if invasion is not None:
        _line(draw, (x, y), [(f"Card {number}: ", INK, True), (invasion.name, INK, False)], w)
        y += LINE
        allied = "each Ally" if view["options"]["players"] == "3" else "Allies"
        draws = f"draws: France {invasion.french_draw}, {allied} {invasion.allied_draw}"
        _line(draw, (x, y), [(draws, MUTED, False)], w)
        y += LINE
    phase: list[tuple[str, RGB, bool]] = [
        ("Phase: ", INK, True),
        (PHASE_NAMES.get(view["phase"], view["phase"]), INK, False),
    ]
    _line(draw, (x, y), phase, w)
    y += LINE
    passed = [SEAT_NAMES.get(s, s) for s in view["passed"]]
    if passed:
        _line(draw, (x, y), [("Passed: ", INK, True), (", ".join(passed), INK, False)], w)
        y += LINE
    initiative = view["initiative"]
    parts: list[tuple[str, RGB, bool]] = [("Initiative: ", INK, True)]
    if initiative is None:
        parts.append(("not yet", MUTED, False))
    else:
        parts.append((SIDE_NAMES.get(initiative, initiative), SIDE_COLOURS.get(initiative, INK), True))
    _line(draw, (x, y), parts, w)
    y += LINE
    leader = view["leader"]
    if leader is not None:
        parts = [
            ("Allied leader: ", INK, True),
            (SEAT_NAMES.get(leader, leader), SEAT_COLOURS.get(leader, INK), True),
        ]
        _line(draw, (x, y), parts, w)
        y += LINE
    effects = [EFFECT_NAMES.get(e, e.replace("_", " ")) for e in view["effects"]]
    if effects:
        _wrapped(draw, (x, y), "In force: ", ", ".join(effects), w, EVENT_Y - 8, BATTLE)


def _cards(draw: Canvas, view: Mapping[str, Any]) -> None:
    x, y = PAD + COLUMN_W + 20, INFO_Y + 40
    w = COLUMN_W
    for seat, count in view["hand_sizes"].items():
        colour = SEAT_COLOURS.get(seat, INK)
        plural = "card" if count == 1 else "cards"
        _line(
            draw,
            (x, y),
            [(f"{SEAT_NAMES.get(seat, seat)}: ", colour, True), (f"{count} {plural} in hand", INK, False)],
            w,
        )
        y += LINE
    for side in ("french", "allied"):
        if side in view["deck_sizes"]:
            deck = view["deck_sizes"][side]
            discard = view["discard_sizes"].get(side, 0)
            name = "French" if side == "french" else "Allied"
            _line(
                draw, (x, y), [(f"{name} deck ", INK, True), (f"{deck} · discards {discard}", INK, False)], w
            )
            y += LINE
    if view["seat"] is not None and view["communication"]:
        _line(draw, (x, y), [("Allies may talk and swap cards", ARMY_COLOURS["anglo_dutch"], True)], w)


def list_name(block_id: str) -> str:
    """A block's name in a list: scouts say whose they are."""
    block = mapdata_block(block_id)
    if block.kind.value == "scout":
        return f"{ARMY_NAMES.get(block.army.value, '')} {block.name.lower()}".strip()
    return block.name


def mapdata_block(block_id: str) -> oob.Block:
    return oob.BLOCK[block_id]


def _names(ids: Sequence[str]) -> str:
    return ", ".join(list_name(i) for i in ids)


def subject(name: str, verb: str) -> str:
    """'France attacks', 'The Allies attack'."""
    return f"The Allies {verb}" if name == "Allies" else f"{name} {verb}s"


def _off_map(draw: Canvas, view: Mapping[str, Any]) -> None:
    x, y = float(PAD + 2 * (COLUMN_W + 20)), float(INFO_Y + 40)
    w = WIDTH - PAD - x
    bottom = EVENT_Y - 12
    eliminated = _eliminated(view["eliminated"])
    if eliminated:
        y = _wrapped(draw, (x, y), "Eliminated: ", eliminated, w, bottom, INK)
    else:
        _line(draw, (x, y), [("Eliminated: ", INK, True), ("none", MUTED, False)], w)
        y += LINE
    for arrival in view["reinforcements"]:
        if y > bottom - LINE:
            break
        entry = mapdata.AREA[arrival["entry"][0]].name if arrival["entry"] else "?"
        text = f"{_names(arrival['blocks'])} → {entry}"
        y = _wrapped(draw, (x, y), f"Turn {arrival['turn']}: ", text, w, bottom, INK)


def _eliminated(entries: Sequence[Mapping[str, Any]]) -> str:
    """The eliminated blocks by name; those the viewer may not identify counted by army."""
    names: list[str] = []
    hidden: dict[str, int] = {}
    for entry in entries:
        if "block" in entry:
            names.append(list_name(entry["block"]))
        else:
            army = entry["army"]
            hidden[army] = hidden.get(army, 0) + 1
    for army, count in hidden.items():  # only corps are eliminated unseen (VIEW.md)
        names.append(f"{count} unknown {ARMY_NAMES.get(army, army)} corps")
    return ", ".join(names)


def _wrapped(
    draw: Canvas, at: tuple[float, float], head: str, text: str, width: float, bottom: float, colour: RGB
) -> float:
    """``head`` in bold then ``text`` wrapped at words; returns the next line's y."""
    x, y = at
    bold, face = font(18, bold=True), font(18)
    lines = wrap(text, face, width, first_indent=text_width(head, bold))
    for i, line in enumerate(lines):
        if y > bottom - LINE / 2 + 1:
            break
        last_fits = y + LINE > bottom - LINE / 2 + 1
        if last_fits and i < len(lines) - 1:
            line = fit(line + " …", face, width - (text_width(head, bold) if i == 0 else 0))
        if i == 0:
            draw.label((x, y), head, bold, colour, anchor="lm")
            draw.label((x + text_width(head, bold), y), line, face, colour, anchor="lm")
        else:
            draw.label((x, y), line, face, colour, anchor="lm")
        y += LINE
    return y


def _token_names(view: Mapping[str, Any], tokens: Sequence[str]) -> str:
    """The blocks of a battle or operation by name where the view gives it, else counted."""
    known = {b["token"]: b["block"] for b in view["blocks"] if "block" in b}
    names = [list_name(known[t]) for t in tokens if t in known]
    hidden = sum(1 for t in tokens if t not in known)
    if hidden:
        names.append(f"{hidden} hidden" if names else f"{hidden} blocks")
    return ", ".join(names) if names else "none"


def _events(draw: Canvas, view: Mapping[str, Any]) -> None:
    battle, operation = view["battle"], view["operation"]
    x, y = PAD, EVENT_Y
    w = WIDTH - 2 * PAD
    if battle is None and operation is None:
        draw.label((x, y + 14), "No battle or operation under way.", font(18), MUTED, anchor="lm")
        return
    if battle is not None:
        lines = _battle_lines(view, battle)
        height = len(lines) * LINE + 10
        draw.rounded_rectangle(
            (x - 6, y, x + w + 6, y + height), radius=8, fill=(253, 236, 234), outline=BATTLE, width=3
        )
        for i, pieces in enumerate(lines):
            _line(draw, (x + 4, y + 5 + LINE / 2 + i * LINE), pieces, w - 8)
        return
    assert operation is not None
    side = operation["side"]
    verb = "attack" if operation["kind"] == "attack" else "move"
    start = mapdata.AREA[operation["from"]].name
    who = SEAT_NAMES.get(operation["seat"], SIDE_NAMES.get(side, side))
    parts: list[tuple[str, RGB, bool]] = [
        ("Operation: ", INK, True),
        (f"{subject(who, verb)} ", SIDE_COLOURS.get(side, INK), True),
        (f"from {start} with {_token_names(view, operation['tokens'])}", INK, False),
    ]
    path = [mapdata.AREA[a].name for a in operation["path"]]
    second: list[tuple[str, RGB, bool]] = [("Path: ", INK, True), (" → ".join(path), INK, False)]
    if operation["card"] is not None:
        second.append((f"   MP card {operation['card']}", INK, True))
    if view["seat"] is not None and view["mp_left"] is not None:
        second.append((f"   {view['mp_left']} MP left", INK, True))
    draw.rounded_rectangle(
        (x - 6, y, x + w + 6, y + 2 * LINE + 10), radius=8, fill=(253, 246, 220), outline=GOLD, width=3
    )
    _line(draw, (x + 4, y + 5 + LINE / 2), parts, w - 8)
    _line(draw, (x + 4, y + 5 + LINE * 1.5), second, w - 8)


def _battle_lines(view: Mapping[str, Any], battle: Mapping[str, Any]) -> list[list[tuple[str, RGB, bool]]]:
    attacker = battle["attacker"]
    defender = "allied" if attacker == "french" else "french"
    a_name, d_name = SIDE_NAMES.get(attacker, attacker), SIDE_NAMES.get(defender, defender)
    a_col, d_col = SIDE_COLOURS.get(attacker, INK), SIDE_COLOURS.get(defender, INK)
    area = mapdata.AREA[battle["area"]].name
    how = " (move-attack)" if battle["move_attack"] else ""
    first: list[tuple[str, RGB, bool]] = [
        (f"⚔ Battle at {area}: ", BATTLE, True),
        (f"{subject(a_name, 'attack')}{how} with ", a_col, True),
        (_token_names(view, battle["attackers"]), INK, False),
    ]
    second: list[tuple[str, RGB, bool]] = [
        (f"{subject(d_name, 'defend')} with ", d_col, True),
        (_token_names(view, battle["defenders"]), INK, False),
    ]
    third: list[tuple[str, RGB, bool]] = []
    counts = battle["cards"]
    if counts is not None:
        third += [
            ("Dice: " if view["options"]["combat"] == "dice" else "Cards: ", INK, True),
            (f"{a_name} {counts['attacker']}, {d_name} {counts['defender']}", INK, False),
        ]
    inflicted = battle["inflicted"]
    if inflicted is not None:
        a, d = inflicted["attacker"], inflicted["defender"]
        third += [
            ("   Inflicted: ", INK, True),
            (
                f"{a_name} {a['damage']} damage, {a['fatigue']} fatigue; "
                f"{d_name} {d['damage']} damage, {d['fatigue']} fatigue",
                INK,
                False,
            ),
        ]
    winner = battle["winner"]
    if winner is not None:
        third += [
            ("   Winner: ", INK, True),
            (SIDE_NAMES.get(winner, winner), SIDE_COLOURS.get(winner, INK), True),
        ]
    elif inflicted is not None:
        equal = inflicted["attacker"]["damage"] == inflicted["defender"]["damage"]
        third += [("   no winner: equal damage" if equal else "   no winner yet", MUTED, False)]
    return [first, second, third] if third else [first, second]


def _log(draw: Canvas, log: Sequence[Mapping[str, Any]]) -> None:
    """The latest log lines, wrapped, as many as fit (the newest last)."""
    face = font(18)
    lines: list[str] = []
    for entry in reversed(list(log)):
        dice = entry["dice"]
        text = entry["text"] + (f"  [{' '.join(map(str, dice))}]" if dice else "")
        wrapped = wrap(text, face, WIDTH - 2 * PAD - 18)
        wrapped = ["› " + wrapped[0], *("   " + line for line in wrapped[1:])]
        if len(lines) + len(wrapped) > LOG_LINES:
            break
        lines = wrapped + lines
    y = LOG_Y + 30 + LINE / 2
    if not lines:
        draw.label((PAD, y), "—", face, MUTED, anchor="lm")
    for line in lines:
        draw.label((PAD, y), fit(line, face, WIDTH - 2 * PAD), face, INK, anchor="lm")
        y += LINE


def _result(draw: Canvas, result: Mapping[str, Any]) -> None:
    """The end of the game: a banner across the top of the map."""
    x0, y0, x1, y1 = 150, geo.MAP_TOP + 170, WIDTH - 150, geo.MAP_TOP + 330
    draw.rounded_rectangle((x0, y0, x1, y1), radius=12, fill=HEADER, outline=GOLD, width=4)
    winners = [SEAT_NAMES.get(w, w) for w in result["winners"]]
    title = ("Victory: " + " and ".join(winners)) if winners else "Game over"
    cx = (x0 + x1) / 2
    draw.label((cx, y0 + 48), fit(title, font(34, bold=True), x1 - x0 - 30), font(34, bold=True), GOLD)
    face = font(20)
    lines = wrap(result["summary"], face, x1 - x0 - 40)[:3]
    for i, line in enumerate(lines):
        draw.label((cx, y0 + 92 + i * 26), line, face, WHITE)
