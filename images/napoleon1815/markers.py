"""Markers on the map: control flags, entrenchments, destroyed bridges, retreat arrows, the battle
ring and the path of the operation under way; and where each lies (``*_box``), which the stacks of
blocks keep clear of."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

from engine.napoleon1815.data import map as mapdata
from images.draw import RGB, Box, Canvas
from images.napoleon1815 import layout as geo
from images.napoleon1815.basemap import flag_spot, terrain_symbol, unit
from images.napoleon1815.style import BATTLE, EARTH, GOLD, INK, WHITE, army_colour


def flag(draw: Canvas, foot: tuple[float, float], colour: RGB, direction: int = -1) -> None:
    """A control flag: a pole with a pennant flying to the left (-1) or right (1), its foot at ``foot``."""
    x, y = foot
    draw.line((x, y, x, y - 28), fill=INK, width=3)
    far = x + 20 * direction
    draw.rectangle((min(x, far), y - 28, max(x, far), y - 14), fill=colour, outline=WHITE, width=2)


def flags(draw: Canvas, control: Mapping[str, str]) -> None:
    for area in mapdata.AREAS:
        if area.id in control:
            x, y, direction = flag_spot(area.id)
            flag(draw, (x, y), army_colour(control[area.id]), direction)


def entrenchment(draw: Canvas, centre: tuple[float, float]) -> None:
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


def entrenchments(draw: Canvas, areas: Iterable[str]) -> None:
    for area in areas:
        x, y = geo.node(area)
        entrenchment(draw, (x, y))
        terrain_symbol(draw, (x, y), mapdata.AREA[area].terrain.value)


def cross(draw: Canvas, centre: tuple[float, float]) -> None:
    """A destroyed bridge: a red cross with a white edge."""
    x, y = centre
    for dx in (-1, 1):
        draw.line((x - 11, y - 11 * dx, x + 11, y + 11 * dx), fill=WHITE, width=9)
    for dx in (-1, 1):
        draw.line((x - 10, y - 10 * dx, x + 10, y + 10 * dx), fill=BATTLE, width=5)


def destroyed_bridges(draw: Canvas, keys: Iterable[str]) -> None:
    for key in keys:
        road = mapdata.ROAD[key]
        if road.bridge is not None:
            cross(draw, geo.bridge_point(road))
        else:
            (ax, ay), (bx, by) = geo.node(road.a), geo.node(road.b)
            cross(draw, ((ax + bx) / 2, (ay + by) / 2))


def arrow_points(
    start: tuple[float, float], direction: tuple[float, float], length: float
) -> list[tuple[float, float]]:
    """The outline of a fat arrow from ``start`` along ``direction``."""
    ux, uy = direction
    nx, ny = -uy, ux
    x, y = start
    shaft, head, body = 5, 12, length - 18

    def at(along: float, across: float) -> tuple[float, float]:
        return (x + ux * along + nx * across, y + uy * along + ny * across)

    return [
        at(0, -shaft),
        at(body, -shaft),
        at(body, -head),
        at(length, 0),
        at(body, head),
        at(body, shaft),
        at(0, shaft),
    ]


def outline_box(points: Sequence[tuple[float, float]]) -> Box:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def arrow_shape(
    draw: Canvas, start: tuple[float, float], direction: tuple[float, float], colour: RGB, length: float
) -> None:
    draw.polygon(arrow_points(start, direction, length), fill=colour, outline=WHITE, width=2)


def retreat_arrow(area: str, toward: str) -> list[tuple[float, float]]:
    """A retreat-direction arrow's outline: on the road from ``area`` toward ``toward``, just
    outside the area, pointing along the road."""
    start, end = geo.node(area), geo.node(toward)
    ux, uy = unit(start, end)
    length = min(46.0, math.hypot(end[0] - start[0], end[1] - start[1]) - 40)
    return arrow_points((start[0] + ux * 18, start[1] + uy * 18), (ux, uy), max(24.0, length))


def arrow_boxes(arrows: Mapping[str, tuple[str, str]]) -> list[Box]:
    """Where the retreat arrows (area -> (army, toward)) lie."""
    return [outline_box(retreat_arrow(area, toward)) for area, (_, toward) in arrows.items()]


def arrows(draw: Canvas, arrows: Mapping[str, tuple[str, str]]) -> None:
    for area in mapdata.AREAS:
        if area.id in arrows:
            army, toward = arrows[area.id]
            draw.polygon(retreat_arrow(area.id, toward), fill=army_colour(army), outline=WHITE, width=2)


BATTLE_RING = 27


def battle_box(area: str) -> Box:
    x, y = geo.node(area)
    return (x - BATTLE_RING, y - BATTLE_RING, x + BATTLE_RING, y + BATTLE_RING)


def battle_ring(draw: Canvas, area: str) -> None:
    x, y = geo.node(area)
    draw.ellipse((x - 26, y - 26, x + 26, y + 26), outline=WHITE, width=9)
    draw.ellipse((x - 25, y - 25, x + 25, y + 25), outline=BATTLE, width=5)
    terrain_symbol(draw, (x, y), mapdata.AREA[area].terrain.value)


def operation_path(draw: Canvas, start: str, path: Sequence[str]) -> None:
    """The road the operating stack has taken, from the ring around its starting area."""
    points = [geo.node(area) for area in path]
    if len(points) > 1:
        draw.line(points, fill=WHITE, width=13, joint="curve")
        draw.line(points, fill=GOLD, width=8, joint="curve")
    x, y = geo.node(start)
    draw.ellipse((x - 22, y - 22, x + 22, y + 22), outline=GOLD, width=5)
    for area in path:
        terrain_symbol(draw, geo.node(area), mapdata.AREA[area].terrain.value)
