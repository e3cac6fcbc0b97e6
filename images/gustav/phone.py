"""The Gustav board for a phone (``images.phone``): every word at least 18 px tall on pictures at most
``PAGE_W`` px wide, so at least 11 px on a screen about 400 px wide.

* ``map.png``: a header with the round and the status line, wrapped, over the whole field drawn again
  on a smaller grid, its hex names and the units' types in 18 px type.
* ``tracks.png``: the voltage ring, larger, beside the round track in rows of three; the two morale
  tracks under them.
* ``armies.png``: one army's panel under the other, each as tall as its lines need.
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image

from engine.core import Msg, Ref
from engine.gustav.data.board import COLUMNS
from engine.gustav.data.tracks import MORALE_MAX, MORALE_START, ROUNDS
from engine.gustav.state import SEATS
from engine.gustav.view import GustavView
from i18n import translator
from images.draw import Box, Canvas, fit, to_png
from images.gustav.board import band, palette
from images.gustav.field import draw_map, draw_traces, draw_units
from images.gustav.layout import Grid, RingLook
from images.gustav.panels import army_panel
from images.gustav.ring import draw_ring, draw_ring_marker, morale_box, round_box
from images.gustav.style import INK, MUTED, PAPER, SIDE, face
from images.phone import Files, stacked

PAGE_W = 640  # px: 18 px type reads 11.25 px on a phone
PAD = 14
SMALL = 18  # px: the smallest words, hex names and START
MAP_R = 42.0  # px: a hex from centre to corner, the eight columns and a half filling the page
GRID = Grid(
    MAP_R, (PAGE_W - math.sqrt(3) * MAP_R * (len(COLUMNS) + 0.5)) / 2, 10.0, SMALL, 0.56, (62, 46), SMALL
)
MAP_H = round(GRID.top + GRID.height + 10)

RING = RingLook((PAD + 172.0, 226.0), 134.0, 30, 24, SMALL, SMALL, 20, 52)
ROUNDS_LEFT = PAD + 380.0
ROUND_W, ROUND_H, ROUNDS_A_ROW = 62, 52, 3
MORALE_TOP = 420.0
MORALE_STEP, MORALE_ROW = 76, 112  # px: a box and its gap; a track with its title and START
TRACKS_H = round(MORALE_TOP + 2 * MORALE_ROW)


def phone(view: GustavView, lang: str = "en") -> Files:
    """The field under the header, the tracks and the armies, as (file name, PNG)."""
    pictures = [
        ("map.png", _map(view, lang)),
        ("tracks.png", _tracks(view, lang)),
        ("armies.png", _armies(view, lang)),
    ]
    return [(name, to_png(page, palette())) for name, page in pictures]


@cache
def map_base(lang: str) -> Image.Image:
    """The empty field: the hexes with their names."""
    image = Image.new("RGB", (PAGE_W, MAP_H), PAPER)
    draw_map(Canvas(image), GRID, lang)
    return image


def _map(view: GustavView, lang: str) -> Image.Image:
    image = map_base(lang).copy()
    draw = Canvas(image)
    draw_traces(draw, GRID, view)
    draw_units(draw, GRID, view, translator(lang), lang)
    return stacked([band(view, lang, PAGE_W), image], PAPER)


def _round_box(n: int) -> Box:
    """Round ``n`` in rows of three beside the ring."""
    row, col = divmod(n - 1, ROUNDS_A_ROW)
    x, y = ROUNDS_LEFT + col * (ROUND_W + 10), RING.centre[1] - 100 + row * (ROUND_H + 12)
    return (x, y, x + ROUND_W, y + ROUND_H)


def _morale_box(row: int, value: int) -> Box:
    """Spending moves the marker to the right: 7 at the left, 0 at the right (基本ルール)."""
    x = PAD + (MORALE_MAX - value) * MORALE_STEP
    y = MORALE_TOP + row * MORALE_ROW + 30
    return (x, y, x + MORALE_STEP - 10, y + 50)


@cache
def tracks_base(lang: str) -> Image.Image:
    """The ring, the round track and the morale tracks, their markers not yet placed."""
    tr = translator(lang)
    image = Image.new("RGB", (PAGE_W, TRACKS_H), PAPER)
    draw = Canvas(image)
    draw_ring(draw, RING, tr, lang)
    title = face(20, lang, bold=True)
    draw.label((ROUNDS_LEFT, _round_box(1)[1] - 24), tr.text("gustav-board-rounds"), title, INK, anchor="lm")
    for n in range(1, ROUNDS + 1):
        round_box(draw, _round_box(n), n, False, 22, lang)
    for row, side in enumerate(SEATS):
        for value in range(MORALE_MAX, -1, -1):
            box = _morale_box(row, value)
            morale_box(draw, box, side, value, False, 22, lang)
            if value == MORALE_START:
                at = ((box[0] + box[2]) / 2, box[3] + 14)
                draw.label(at, tr.text("gustav-board-start"), face(SMALL, lang), MUTED)
    return image


def _tracks(view: GustavView, lang: str) -> Image.Image:
    tr = translator(lang)
    image = tracks_base(lang).copy()
    draw = Canvas(image)
    draw_ring_marker(draw, RING, view["voltage"], lang)
    if 1 <= view["round"] <= ROUNDS:
        round_box(draw, _round_box(view["round"]), view["round"], True, 22, lang)
    title = face(20, lang, bold=True)
    for row, side in enumerate(SEATS):
        morale = view["sides"][side]["morale"]
        text = tr(Msg("gustav-board-morale", seat=Ref("gustav-seat", side), morale=morale))
        at = (PAD, MORALE_TOP + row * MORALE_ROW + 12)
        draw.label(at, fit(text, title, PAGE_W - 2 * PAD), title, SIDE[side], anchor="lm")
        morale_box(draw, _morale_box(row, morale), side, morale, True, 22, lang)
    return image


def _armies(view: GustavView, lang: str) -> Image.Image:
    """Each army's panel across the page, one under the other."""
    tr = translator(lang)
    panels = [army_panel(view, side, tr, lang, PAGE_W - 2 * PAD) for side in view["sides"]]
    page = Image.new("RGB", (PAGE_W, sum(panel.height + PAD for panel in panels) + PAD), PAPER)
    y = PAD
    for panel in panels:
        page.paste(panel, (PAD, y))
        y += panel.height + PAD
    return page
