"""The map's static layer, drawn once per language and copied for every board: the sea and its names, the
land under the areas, the borders (dashed across a strait), the coasts ringed blue, and every area's name
placed off the disks and off each other (``images.labels``). What changes with play (the countries' colours,
the stacks, the moves) is drawn over a copy (``board``)."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from PIL import Image

from engine.ageofnapoleon.data.board import AREAS, BORDERS
from engine.core import Ref
from i18n import translator
from images.ageofnapoleon.layout import MAP_H, RADIUS, SEAS, SPOTS, STRAITS, WIDTH
from images.ageofnapoleon.style import BORDER, COAST, LAND, SEA, SEA_INK, WHITE, face
from images.draw import INK, Box, Canvas, dashed_line, text_width
from images.labels import Anchor, Cost, Field, Rules, around, place

G = "ageofnapoleon"
NAME = 18  # px: an area's name (reads 11 px on a phone, a map quarter 600 px wide)
LAND_R = 58  # px: the land drawn around an area
NAME_RULES = Rules(near=RADIUS + 2, reach=80, ring=8, step=8, distance=4.0, attach=RADIUS + 30)
DISK = Cost(200.0, 50_000.0)
NAME_COST = Cost(120.0, 40_000.0)
LINE_COST = Cost(0.5)  # a border under a label hides little: cheap, so that the search ends near


class Base(NamedTuple):
    image: Image.Image  # copy before drawing on it
    field: Field  # the disks, borders and names, for placing the stacks
    names: dict[str, Box]  # where each area's name stands


def land(image: Image.Image) -> Canvas:
    """The sea, and the land as disks round the areas joined along their land borders."""
    draw = Canvas(image)
    draw.rectangle((0, 0, image.width, image.height), fill=SEA)
    for a, b, _ in BORDERS:
        if frozenset({a, b}) not in STRAITS:
            draw.line((*SPOTS[a], *SPOTS[b]), fill=LAND, width=2 * LAND_R - 24)
    for x, y in SPOTS.values():
        draw.ellipse((x - LAND_R, y - LAND_R, x + LAND_R, y + LAND_R), fill=LAND)
    return draw


@cache
def base(lang: str) -> Base:
    tr = translator(lang)
    image = Image.new("RGB", (WIDTH, MAP_H), SEA)
    draw = land(image)
    sea_face = face(20, lang, bold=True)
    for sea, at in SEAS.items():
        draw.label(at, tr.text(f"{G}-board-sea-{sea}"), sea_face, SEA_INK, anchor="mm")
    field = Field()
    for a, b, _ in BORDERS:
        if frozenset({a, b}) in STRAITS:
            dashed_line(draw, [SPOTS[a], SPOTS[b]], BORDER, 3, 12.0, 9.0)
        else:
            draw.line((*SPOTS[a], *SPOTS[b]), fill=BORDER, width=3)
        field.add_line(SPOTS[a], SPOTS[b], LINE_COST)
    for area, spot in AREAS.items():
        x, y = SPOTS[area]
        if spot.coastal:
            r = RADIUS + 5
            draw.ellipse((x - r, y - r, x + r, y + r), outline=COAST, width=4)
        field.add(around(SPOTS[area], RADIUS + 6), DISK)
    for x, y in SEAS.values():
        field.add((x - 60, y - 12, x + 60, y + 12), LINE_COST)
    names: dict[str, Box] = {}
    name_face = face(NAME, lang, bold=True, condensed=True)
    bounds = (2.0, 2.0, WIDTH - 2.0, MAP_H - 2.0)
    for area in sorted(AREAS, key=lambda a: -text_width(tr.name(Ref(f"{G}-area", a)), name_face)):
        text = tr.name(Ref(f"{G}-area", area))
        w, h = text_width(text, name_face) + 4, NAME + 6
        chosen = place(Anchor(SPOTS[area]), [(w, h)], field, bounds, NAME_RULES)
        field.add(chosen.box, NAME_COST)
        names[area] = chosen.box
        x0, y0, x1, y1 = chosen.box
        draw.label(
            ((x0 + x1) / 2, (y0 + y1) / 2), text, name_face, INK, anchor="mm", halo=WHITE, halo_width=3
        )
    return Base(image, field, names)
