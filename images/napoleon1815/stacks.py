"""Where the blocks stand: one tray (or two or three, fanned out) per area, beside its symbol.

Trays are placed with ``images.labels``, biggest stacks first, each where it covers least (names,
symbols, VP discs, flags, arrows, roads, other trays, leader lines) and as near its area as it
can. A tray touches its area's symbol, or a leader line joins the two: no tray floats on its own
over the roads between towns. Everything is decided from the view alone, in the view's order, so
equal views give equal pictures.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from engine.napoleon1815.data import map as mapdata
from images import labels
from images.draw import Box, Canvas
from images.labels import Anchor, Cost, Field, Rules, Spot
from images.napoleon1815 import layout as geo
from images.napoleon1815.basemap import (
    border_label_box,
    draw_name,
    name_box,
    river_name_box,
    symbol_box,
    terrain_symbol,
    vp_spot,
)
from images.napoleon1815.blocks import CHIP_H, Item, chip
from images.napoleon1815.style import BATTLE, INK, TRAY, TRAY_EDGE

GAP = 4  # between blocks in a tray
TRAY_PAD = 4

COSTS = {
    "tray": Cost(60.0, 20000.0),  # another stack
    "own name": Cost(20.0, 8000.0),
    "name": Cost(8.0, 4000.0),
    "symbol": Cost(10.0, 4000.0),
    "marker": Cost(6.0, 1200.0),  # VP discs, flags, arrows, the battle ring, bridges
    "legend": Cost(1.0, 0.0),
    "leader": Cost(20.0, 1500.0),  # the line from another area to its tray (per px of line)
    "road": Cost(0.5, 20.0),  # per px of road under a tray
    "town": Cost(2.0, 1500.0),  # close around another area's symbol, where a tray would seem its own
}
TOWN_ZONE = 12  # px around a symbol that only its own area's trays may take
NAME_CLEAR = 8  # px around a name that count as the name, so that a tray never crowds it
CLEAR = 24  # px: a tray stands nearer its own area than any other, by this much at least...
AMBIGUOUS = 400.0  # ...or pays this for each area as near
TRAY_MARGIN = 6  # px kept clear around a tray, so that two areas' trays never seem one
RULES = Rules(
    near=16.0, reach=180.0, ring=12.0, step=14.0, distance=3.0, attach=20.0, leader=60.0, crossing=600000.0
)
SPLIT = 150.0  # the cost of fanning a stack out in one more tray
WIDTHS = (330.0, 230.0, 150.0, 0.0)  # the widest row of each arrangement tried


@dataclass(frozen=True, slots=True)
class Tray:
    """A tray of blocks beside ``area``: its rows, its box, and where its leader line ends."""

    area: str
    rows: tuple[tuple[Item, ...], ...]
    box: Box
    leader: tuple[float, float] | None


# --- arrangements -----------------------------------------------------------------------------------


def rows_of(drawn: Sequence[Item], max_width: float) -> tuple[tuple[Item, ...], ...]:
    rows: list[list[Item]] = [[]]
    width = 0.0
    for item in drawn:
        w = item.width
        if rows[-1] and width + GAP + w > max_width:
            rows.append([])
            width = 0.0
        width += (GAP if rows[-1] else 0) + w
        rows[-1].append(item)
    return tuple(tuple(row) for row in rows)


def size_of(rows: Sequence[Sequence[Item]]) -> tuple[float, float]:
    width = max(sum(i.width for i in row) + GAP * (len(row) - 1) for row in rows)
    return (width + 2 * TRAY_PAD, len(rows) * CHIP_H + (len(rows) - 1) * GAP + 2 * TRAY_PAD)


def shapes(drawn: Sequence[Item]) -> list[tuple[tuple[Item, ...], ...]]:
    """Ways to arrange a stack: one row, then narrower trays."""
    out: list[tuple[tuple[Item, ...], ...]] = []
    for max_width in WIDTHS:
        rows = rows_of(drawn, max_width)
        if rows not in out:
            out.append(rows)
    return out


def chunks(drawn: Sequence[Item], parts: int) -> list[list[Item]]:
    """``drawn`` cut in ``parts`` runs of nearly equal length, in order."""
    size, extra = divmod(len(drawn), parts)
    out, start = [], 0
    for k in range(parts):
        end = start + size + (1 if k < extra else 0)
        if end > start:
            out.append(list(drawn[start:end]))
        start = end
    return out


# --- what trays keep clear of -------------------------------------------------------------------------


@cache
def static_field(lang: str) -> Field:
    """The map's names, symbols, VP discs, bridges, roads and legends (names measured in ``lang``)."""
    field = Field()
    for area in mapdata.AREAS:
        field.add(padded(name_box(area.id, lang), NAME_CLEAR), COSTS["name"])
        field.add(symbol_box(area.id, 2), COSTS["symbol"])
        field.add(symbol_box(area.id, TOWN_ZONE), COSTS["town"])
        if area.vp:
            field.add(labels.around(vp_spot(area.id), 12), COSTS["marker"])
    for road in mapdata.ROADS:
        field.add_line(geo.node(road.a), geo.node(road.b), COSTS["road"])
    for road in mapdata.BRIDGES:
        field.add(labels.around(geo.bridge_point(road), 12), COSTS["marker"])
    field.add(geo.BLOCK_LEGEND_BOX, COSTS["legend"])
    field.add(geo.TERRAIN_LEGEND_BOX, COSTS["legend"])
    field.add(border_label_box(lang), COSTS["name"])
    for river in geo.RIVER_LABELS:
        field.add(river_name_box(river, lang), COSTS["name"])
    return field


def padded(box: Box, margin: float) -> Box:
    x0, y0, x1, y1 = box
    return (x0 - margin, y0 - margin, x1 + margin, y1 + margin)


REGION = (560.0, 420.0)  # half-width and half-height of what any tray of an area may reach


def region(area: str) -> Box:
    x, y = geo.node(area)
    return (x - REGION[0], y - REGION[1], x + REGION[0], y + REGION[1])


@cache
def near_field(area: str, lang: str) -> Field:
    """The static obstacles within reach of ``area``'s trays, its own name weighing more and the
    space close around its own symbol free."""
    own = (padded(name_box(area, lang), NAME_CLEAR), symbol_box(area, TOWN_ZONE))
    near = static_field(lang).near(region(area))
    field = Field([o for o in near.boxes if o[:4] not in own], near.lines)
    field.add(own[0], COSTS["own name"])
    return field


@cache
def symbols_near(area: str) -> tuple[Box, ...]:
    """The symbols of the other areas, which a leader line should not cross."""
    return tuple(symbol_box(other.id, -1) for other in mapdata.AREAS if other.id != area)


def _judge(area: str) -> Callable[[Box], float]:
    """What a tray of ``area`` costs for standing about as near another area as its own, where it
    would read as that area's."""
    own = geo.node(area)
    others = neighbours(area)

    def judge(box: Box) -> float:
        x0, y0, x1, y1 = box
        reach = labels.distance(box, own) + CLEAR
        near = 0
        for px, py in others:
            dx, dy = max(x0 - px, 0.0, px - x1), max(y0 - py, 0.0, py - y1)
            if dx < reach and dy < reach and dx * dx + dy * dy < reach * reach:
                near += 1
        return AMBIGUOUS * near

    return judge


@cache
def neighbours(area: str) -> tuple[tuple[float, float], ...]:
    """The other areas whose symbols a tray of ``area`` may come near."""
    x, y = geo.node(area)
    return tuple(
        (ox, oy)
        for other in mapdata.AREAS
        if other.id != area
        for ox, oy in [geo.node(other.id)]
        if abs(ox - x) < RULES.reach + 400 and abs(oy - y) < RULES.reach + 250
    )


# --- placing ------------------------------------------------------------------------------------------


def _spot(
    area: str, drawn: Sequence[Item], field: Field, blockers: Sequence[Box], limit: float = math.inf
) -> tuple[Spot, Tray]:
    arrangements = shapes(drawn)
    sizes = [size_of(rows) for rows in arrangements]
    penalties = [rank * 14 + w * h * 0.003 for rank, (w, h) in enumerate(sizes)]
    anchor = Anchor(geo.node(area))
    spot = labels.place(anchor, sizes, field, geo.MAP_BOUNDS, RULES, penalties, blockers, _judge(area), limit)
    return spot, Tray(area, arrangements[spot.shape], spot.box, spot.leader)


def _fanned(
    area: str, order: list[list[Item]], field: Field, blockers: Sequence[Box], beat: float
) -> tuple[float, list[Tray]] | None:
    """(cost, trays) of the stack fanned out in one tray per part, placed in the ``order`` given;
    None when that costs ``beat`` or more (each tray is sought only where the whole can still cost
    less: no tray's cost is below zero)."""
    local = field.layer()
    trays: list[Tray] = []
    cost = SPLIT * (len(order) - 1)
    for part in order:
        # a little over what is left, so that rounding never drops a spot that could win
        spot, tray = _spot(area, part, local, [*blockers, *(t.box for t in trays)], beat - cost + 1.0)
        cost += spot.cost
        if cost >= beat:
            return None
        _occupy(local, tray)
        trays.append(tray)
    return cost, trays


def _occupy(field: Field, tray: Tray) -> None:
    x0, y0, x1, y1 = tray.box
    field.add((x0 - TRAY_MARGIN, y0 - TRAY_MARGIN, x1 + TRAY_MARGIN, y1 + TRAY_MARGIN), COSTS["tray"])
    if tray.leader is not None:
        field.add_line(geo.node(tray.area), tray.leader, COSTS["leader"])


def place(
    stacks: Sequence[tuple[str, Sequence[Item]]],
    markers: Sequence[Box],
    paths: Sequence[Sequence[tuple[float, float]]],
    lang: str,
) -> list[Tray]:
    """Trays for ``stacks`` (area, blocks), placed in the order given, clear of ``markers`` (flags,
    arrows, the battle ring), of ``paths`` (the operation's road) and of each other. A stack is
    fanned out in two or three trays around its area when that costs less than one tray far away
    or over something."""
    placed = Field()
    for box in markers:
        placed.add(box, COSTS["marker"])
    for path in paths:
        placed.add_path(path, COSTS["leader"])
    out: list[Tray] = []
    for area, drawn in stacks:
        field = near_field(area, lang).layer()
        nearby = placed.near(region(area))
        field.boxes, field.lines = nearby.boxes, nearby.lines
        blockers = [*(t.box for t in out), *symbols_near(area)]
        spot, tray = _spot(area, drawn, field, blockers)
        cost, chosen = spot.cost, [tray]
        if len(drawn) > 1 and cost > 3 * RULES.ring * RULES.distance + SPLIT:
            for parts in (2, 3):
                split = chunks(drawn, parts)
                for order in (split, split[::-1]):  # placed first to last, then last to first
                    fanned = _fanned(area, order, field, blockers, cost)
                    if fanned is not None:
                        cost, trays = fanned
                        chosen = trays if order is split else trays[::-1]  # in the stack's order
        for tray in chosen:
            _occupy(placed, tray)
            out.append(tray)
    return out


AREA_INDEX = {a.id: i for i, a in enumerate(mapdata.AREAS)}


def order(stacks: dict[str, list[Item]]) -> list[tuple[str, list[Item]]]:
    """Biggest stacks first, then in the map's order."""
    return [(area, stacks[area]) for area in sorted(stacks, key=lambda a: (-len(stacks[a]), AREA_INDEX[a]))]


# --- drawing ------------------------------------------------------------------------------------------


def draw_leaders(draw: Canvas, trays: Sequence[Tray]) -> None:
    """The lines from areas to their trays, under the areas' symbols."""
    for tray in trays:
        if tray.leader is not None:
            x, y = geo.node(tray.area)
            draw.line((x, y, *tray.leader), fill=INK, width=3)
    for area in sorted({tray.area for tray in trays if tray.leader is not None}):
        terrain_symbol(draw, geo.node(area), mapdata.AREA[area].terrain.value)


def draw_trays(
    draw: Canvas, trays: Sequence[Tray], crossed: Sequence[Box], battle: str | None, lang: str
) -> None:
    """The trays with their blocks, after the names that leader lines or ``crossed`` (arrows, the
    operation's path) cross are written again on top."""
    lines: list[Box] = list(crossed)
    for tray in trays:
        if tray.leader is not None:
            lines += segment_boxes([geo.node(tray.area), tray.leader])
    for area in mapdata.AREAS:
        box = name_box(area.id, lang)
        if any(labels.overlap(box, line) > 0 for line in lines):
            draw_name(draw, area.id, lang)
    for tray in trays:
        edge = BATTLE if tray.area == battle else TRAY_EDGE
        draw.rounded_rectangle(tray.box, radius=6, fill=TRAY, outline=edge, width=3 if edge == BATTLE else 2)
        top = tray.box[1] + TRAY_PAD
        for row in tray.rows:
            left = tray.box[0] + TRAY_PAD
            for item in row:
                left += chip(draw, (left, top), item) + GAP
            top += CHIP_H + GAP


def segment_boxes(points: Sequence[tuple[float, float]]) -> list[Box]:
    """Boxes along a polyline (a few per segment, so that a slanted line is not one huge box)."""
    out: list[Box] = []
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        pieces = max(1, int(math.hypot(bx - ax, by - ay) // 20))
        for k in range(pieces):
            x0, y0 = ax + (bx - ax) * k / pieces, ay + (by - ay) * k / pieces
            x1, y1 = ax + (bx - ax) * (k + 1) / pieces, ay + (by - ay) * (k + 1) / pieces
            out.append((min(x0, x1) - 5, min(y0, y1) - 5, max(x0, x1) + 5, max(y0, y1) + 5))
    return out
