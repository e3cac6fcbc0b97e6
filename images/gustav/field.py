"""The hex field on a ``Grid``: the hexes with their names and the red-framed rear rows, the last
move and the last fire, and the units' counters, each with its type's mark and short name."""

from __future__ import annotations

import math

from engine.core import Ref
from engine.gustav.data.board import HEXES
from engine.gustav.view import GustavView, TraceView
from i18n import Translator
from images.draw import RGB, Canvas, dashed_line, fit, ink_on, mix
from images.gustav.layout import Grid
from images.gustav.style import FIRE, GOLD, GRID, INK, LAND, MUTED, RED_FRAME, SIDE, face

COUNTER_DROP = 9  # px: a counter sits this far under its hex's centre, under the hex's name


def draw_map(draw: Canvas, grid: Grid, lang: str) -> None:
    small = face(grid.label, lang)
    for hex_id, h in HEXES.items():
        draw.polygon(grid.corners(hex_id), fill=LAND[h.owner], outline=GRID, width=1)
    for hex_id, h in HEXES.items():
        if h.red:  # the red-framed rear hexes
            draw.polygon(grid.corners(hex_id, 3), outline=RED_FRAME, width=4)
        x, y = grid.centre(hex_id)
        draw.label((x, y - grid.r * grid.rise), hex_id, small, MUTED)


def _arrow(
    draw: Canvas, start: tuple[float, float], end: tuple[float, float], colour: RGB, dashed: bool
) -> None:
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * 30, by - uy * 30)
    if dashed:
        dashed_line(draw, [start, tip], colour, 5, 12, 7)
    else:
        draw.line([start, tip], fill=colour, width=5)
    left = (tip[0] - ux * 14 - uy * 9, tip[1] - uy * 14 + ux * 9)
    right = (tip[0] - ux * 14 + uy * 9, tip[1] - uy * 14 - ux * 9)
    draw.polygon([(tip[0] + ux * 4, tip[1] + uy * 4), left, right], fill=colour)


def draw_traces(draw: Canvas, grid: Grid, view: GustavView) -> None:
    move = view["last_move"]
    if move is not None:
        start, end = grid.centre(move["start"]), grid.centre(move["end"])
        _arrow(draw, start, end, mix(SIDE[move["side"]], INK, 0.2), True)
    fire = view["last_fire"]
    if fire is not None:
        _fire(draw, grid, fire)


def _fire(draw: Canvas, grid: Grid, fire: TraceView) -> None:
    """The line of fire of the last ranged attack, centre to centre; a burst where it hit."""
    start, end = grid.centre(fire["start"]), grid.centre(fire["end"])
    colour = FIRE if fire["hit"] else MUTED
    _arrow(draw, start, end, colour, not fire["hit"])
    if fire["hit"]:
        x, y = end
        points = [
            (
                x + (24 if i % 2 == 0 else 11) * math.cos(math.radians(i * 30)),
                y + (24 if i % 2 == 0 else 11) * math.sin(math.radians(i * 30)),
            )
            for i in range(12)
        ]
        draw.polygon(points, outline=FIRE, width=3)


def draw_units(draw: Canvas, grid: Grid, view: GustavView, tr: Translator, lang: str) -> None:
    """Every unit on the field; the one a card is being carried out with, and both sides of a
    combat, framed in gold."""
    busy = set()
    effect, combat = view["effect"], view["combat"]
    if effect is not None and effect["unit"]:
        busy.add(effect["unit"])
    if combat is not None:
        busy |= {combat["attacker"], combat["defender"]} - {""}
    for unit in view["units"]:
        if unit["hex"]:
            _counter(draw, grid, unit["hex"], unit["side"], unit["kind"], tr, lang, unit["hex"] in busy)


def _counter(
    draw: Canvas, grid: Grid, hex_id: str, side: str, kind: str, tr: Translator, lang: str, busy: bool
) -> None:
    x, y = grid.centre(hex_id)
    y += COUNTER_DROP
    w, h = grid.counter
    box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
    fill = SIDE[side]
    if busy:
        draw.rounded_rectangle(
            (box[0] - 5, box[1] - 5, box[2] + 5, box[3] + 5), radius=10, outline=GOLD, width=5
        )
    draw.rounded_rectangle(box, radius=7, fill=fill, outline=mix(fill, INK, 0.5), width=2)
    ink = ink_on(fill)
    k = h / 54  # the desktop counter's height: marks and words where they stand on it
    symbol(draw, kind, (x, y - 9 * k), ink, fill, k)
    name = tr.name(Ref("gustav-unit", kind), "short")
    type_face = face(grid.name, lang, bold=True, condensed=True)
    draw.label((x, y + 15 * k), fit(name, type_face, w - 6), type_face, ink)


def symbol(draw: Canvas, kind: str, at: tuple[float, float], ink: RGB, fill: RGB, k: float = 1.0) -> None:
    """The type's mark in a small frame, after the NATO signs, ``k`` times its size: a cross for
    foot (with a spear for pike, a ball for shot), a slash for horse, a filled ball for guns, a flag
    for the HQ."""
    x, y = at
    w, h = 40 * k, 20 * k
    thin, thick = round(2 * k), round(3 * k)
    frame = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
    if kind == "hq":
        draw.line([(x - 10 * k, y + h / 2), (x - 10 * k, y - h / 2 - 2 * k)], fill=ink, width=thick)
        flag = [(x - 10 * k, y - h / 2 - 2 * k), (x + 14 * k, y - h / 2 + 4 * k), (x - 10 * k, y + 2 * k)]
        draw.polygon(flag, fill=ink)
        return
    draw.rectangle(frame, outline=ink, width=thin)
    if kind in ("pike", "shot"):
        draw.line([frame[:2], frame[2:]], fill=ink, width=thin)
        draw.line([(frame[0], frame[3]), (frame[2], frame[1])], fill=ink, width=thin)
        if kind == "pike":
            draw.line([(x, y + h / 2), (x, y - h / 2 - 4 * k)], fill=ink, width=thick)
            head = [(x - 4 * k, y - h / 2 - k), (x + 4 * k, y - h / 2 - k), (x, y - h / 2 - 9 * k)]
            draw.polygon(head, fill=ink)
        else:
            draw.ellipse((x - 5 * k, y - 5 * k, x + 5 * k, y + 5 * k), fill=fill, outline=ink, width=thin)
    elif kind == "cavalry":
        draw.line([(frame[0], frame[3]), (frame[2], frame[1])], fill=ink, width=thick)
    else:
        draw.ellipse((x - 6 * k, y - 6 * k, x + 6 * k, y + 6 * k), fill=ink)
