"""The map of one view, over a copy of the static layer (``basemap``): each area's disk in its country's
status colour with its terrain mark and, for a capital, a star; this year's moves as arrows; the last battle
and the army moving ringed; and each side's corps in an area as one stack label under its commander, with
the number of corps, their combat strength (reduced corps at their reduced value) and the reduced ones
counted, placed beside the area off the names and the other stacks."""

from __future__ import annotations

import math

from PIL import Image

from engine.ageofnapoleon.army import commander
from engine.ageofnapoleon.data.board import AREAS, Terrain
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import DETACHABLE
from engine.ageofnapoleon.view import AonView
from engine.core import Msg, Ref
from i18n import Translator, translator
from images.ageofnapoleon.basemap import base
from images.ageofnapoleon.layout import MAP_H, RADIUS, SPOTS, WIDTH
from images.ageofnapoleon.style import (
    BATTLE,
    GOLD,
    INK,
    SIDE_INK,
    STATUS_FILL,
    STATUS_SIDE,
    TERRAIN_INK,
    WHITE,
    face,
)
from images.draw import RGB, Canvas, dashed_line, text_width
from images.labels import Anchor, Cost, Field, Rules, place

G = "ageofnapoleon"
STACK = 18  # px: a stack's words
STACK_RULES = Rules(near=RADIUS + 4, reach=150, ring=12, step=14, distance=3.0, attach=RADIUS + 12)
STACK_COST = Cost(150.0, 60_000.0)
ORDER = {cid: n for n, cid in enumerate(ROSTER)}


def status(view: AonView, country: str) -> str:
    """A country's status; a detachable area not listed on its own takes its owner's."""
    statuses = view["statuses"]
    return statuses.get(country) or statuses.get(DETACHABLE.get(country, ""), "neutral")


def corps_side(view: AonView, corps: str) -> str:
    return STATUS_SIDE[status(view, ROSTER[corps].country)]


def strength(view: AonView, corps: list[str]) -> int:
    """The stack's combat strength: each corps at its full or reduced value."""
    worn = set(view["reduced"])
    return sum(ROSTER[c].reduced if c in worn else ROSTER[c].combat for c in corps)


def stacks(view: AonView) -> dict[str, dict[str, list[str]]]:
    """area -> side -> its corps there, in the roster's order."""
    out: dict[str, dict[str, list[str]]] = {}
    for piece, area in view["location"].items():
        out.setdefault(area, {}).setdefault(corps_side(view, piece), []).append(piece)
    for sides in out.values():
        for pieces in sides.values():
            pieces.sort(key=ORDER.__getitem__)
    return out


def picture(view: AonView, lang: str) -> Image.Image:
    """The map of ``view``, ``WIDTH`` x ``MAP_H`` px."""
    fixed = base(lang)
    image = fixed.image.copy()
    draw = Canvas(image)
    for move in view["moves"]:
        _arrow(draw, [SPOTS[a] for a in move["path"]], SIDE_INK[move["side"]], move["sea"])
    for area, spot in AREAS.items():
        disk(draw, SPOTS[area], STATUS_FILL[status(view, spot.country)], spot.terrain, spot.capital)
    battle = view["battle"]
    if battle is not None:
        ring(draw, SPOTS[battle["area"]], BATTLE, RADIUS + 10)
    moving = view["moving"]
    if moving is not None:
        ring(draw, SPOTS[moving["start"]], GOLD, RADIUS + 10)
    _stacks(draw, view, translator(lang), lang, fixed.field.layer())
    return image


def ring(draw: Canvas, at: tuple[float, float], colour: RGB, r: float) -> None:
    x, y = at
    draw.ellipse((x - r, y - r, x + r, y + r), outline=colour, width=5)


def disk(draw: Canvas, at: tuple[float, float], fill: RGB, terrain: Terrain, capital: bool) -> None:
    """An area: its status colour, its terrain mark, a star on a capital."""
    x, y = at
    r = RADIUS
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=4 if capital else 2)
    mark = TERRAIN_INK.get(terrain.value)
    if terrain is Terrain.MOUNTAIN and mark:
        draw.polygon([(x - 13, y + 9), (x, y - 12), (x + 13, y + 9)], fill=mark, outline=WHITE)
    elif terrain is Terrain.MARSH and mark:
        for dy in (-6, 0, 6):
            draw.line((x - 12, y + dy, x + 12, y + dy), fill=mark, width=3)
    elif terrain is Terrain.BARREN and mark:
        for dx, dy in ((-8, -5), (8, -5), (0, 7)):
            draw.ellipse((x + dx - 4, y + dy - 4, x + dx + 4, y + dy + 4), fill=mark, outline=WHITE)
    if capital:
        star(draw, (x + r - 2, y - r + 2), 11)


def star(draw: Canvas, at: tuple[float, float], r: float) -> None:
    x, y = at
    points = [
        (
            x + (r if k % 2 == 0 else r * 0.45) * math.sin(k * math.pi / 5),
            y - (r if k % 2 == 0 else r * 0.45) * math.cos(k * math.pi / 5),
        )
        for k in range(10)
    ]
    draw.polygon(points, fill=GOLD, outline=INK)


def _arrow(draw: Canvas, points: list[tuple[int, int]], colour: RGB, sea: bool) -> None:
    if len(points) < 2:
        return
    if sea:
        dashed_line(draw, points, colour, 5, 14.0, 8.0)
    else:
        draw.line(points, fill=colour, width=5, joint="curve")
    (ax, ay), (bx, by) = points[-2], points[-1]
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * (RADIUS + 2), by - uy * (RADIUS + 2))
    back = (tip[0] - ux * 16, tip[1] - uy * 16)
    draw.polygon(
        [tip, (back[0] - uy * 9, back[1] + ux * 9), (back[0] + uy * 9, back[1] - ux * 9)], fill=colour
    )


def stack_text(tr: Translator, view: AonView, corps: list[str]) -> str:
    worn = sum(1 for c in corps if c in view["reduced"])
    chief = Ref(f"{G}-corps", commander(corps))
    return tr(
        Msg(
            f"{G}-board-stack-strength",
            corps=chief,
            n=len(corps),
            strength=strength(view, corps),
            reduced=worn,
        )
    )


def _stacks(draw: Canvas, view: AonView, tr: Translator, lang: str, field: Field) -> None:
    bold = face(STACK, lang, bold=True, condensed=True)
    bounds = (2.0, 2.0, WIDTH - 2.0, MAP_H - 2.0)
    labels = []
    for area, sides in stacks(view).items():
        for side, corps in sorted(sides.items()):
            text = stack_text(tr, view, corps)
            labels.append((text_width(text, bold) + 14, area, side, text))
    for width, area, side, text in sorted(labels, key=lambda t: (-t[0], t[1], t[2])):
        spot = place(Anchor(SPOTS[area]), [(width, STACK + 10)], field, bounds, STACK_RULES)
        field.add(spot.box, STACK_COST)
        if spot.leader is not None:
            draw.line((*SPOTS[area], *spot.leader), fill=SIDE_INK[side], width=3)
            field.add_line(SPOTS[area], spot.leader, Cost(20.0, 2000.0))
        x0, y0, x1, y1 = spot.box
        fill = SIDE_INK[side]
        draw.rounded_rectangle(spot.box, radius=6, fill=fill, outline=WHITE, width=2)
        draw.label(((x0 + x1) / 2, (y0 + y1) / 2), text, bold, WHITE, anchor="mm")
