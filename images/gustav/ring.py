"""The voltage ring and the boxes of the round and morale tracks, drawn at any size: the desktop
board and the phone's track page each place them their own way."""

from __future__ import annotations

import math

from engine.gustav.data.tracks import RING, VOLTAGE_START
from i18n import Translator
from images.draw import RGB, Box, Canvas, ink_on, mix
from images.gustav.layout import RingLook
from images.gustav.style import GOLD, GRID, INK, MUTED, SIDE, WHITE, face, pale


def _space_at(look: RingLook, i: int) -> tuple[float, float]:
    cx, cy = look.centre
    angle = math.radians(-90 + 30 * i)
    return cx + look.radius * math.cos(angle), cy + look.radius * math.sin(angle)


def _space(draw: Canvas, look: RingLook, i: int, here: bool, lang: str) -> None:
    x, y = _space_at(look, i)
    space = RING[i]
    r = look.space + (4 if here else 0)
    draw.ellipse(
        (x - r, y - r, x + r, y + r), fill=GOLD if here else WHITE, outline=INK, width=3 if here else 1
    )
    number = face(look.number + (3 if here else 0), lang, bold=True)
    draw.label((x, y - round(look.space / 6)), str(space.number), number, INK)
    letter_colour = SIDE["imperial"] if space.letter == "A" else SIDE["swedish"]
    draw.label(
        (x, y + round(look.space * 0.6)), space.letter, face(look.letter, lang, bold=True), letter_colour
    )


def draw_ring(draw: Canvas, look: RingLook, tr: Translator, lang: str) -> None:
    """The voltage card: twelve spaces clockwise from START at the top."""
    cx, cy = look.centre
    radius = look.radius
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), outline=GRID, width=2)
    for i in range(len(RING)):
        _space(draw, look, i, False, lang)
    x, y = _space_at(look, VOLTAGE_START)
    start = face(look.start, lang, bold=True)
    draw.label((x, y - look.space - 15), tr.text("gustav-board-start"), start, MUTED)
    title = face(look.title, lang, bold=True)
    draw.label((cx, cy - round(look.value * 0.55)), tr.text("gustav-board-voltage"), title, MUTED)


def draw_ring_marker(draw: Canvas, look: RingLook, voltage: int, lang: str) -> None:
    """The marker in gold on its space, and the number the next attacks meet, large in the middle."""
    _space(draw, look, voltage, True, lang)
    cx, cy = look.centre
    value = face(look.value, lang, bold=True)
    draw.label((cx, cy + round(look.value * 0.27)), str(RING[voltage].number), value, INK)


def track_box(
    draw: Canvas, box: Box, text: str, fill: RGB, ink: RGB, here: bool, size: int, lang: str
) -> None:
    """A box of a track with its number; the marker's box in a thick frame."""
    draw.rectangle(box, fill=fill, outline=INK, width=3 if here else 1)
    draw.label(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, face(size, lang, bold=True), ink)


def round_box(draw: Canvas, box: Box, n: int, here: bool, size: int, lang: str) -> None:
    track_box(draw, box, str(n), GOLD if here else WHITE, INK, here, size, lang)


def morale_box(draw: Canvas, box: Box, side: str, value: int, here: bool, size: int, lang: str) -> None:
    """A morale box: the marker's in the army's colour, the others pale, 0 in grey."""
    fill = SIDE[side] if here else (pale(side, 0.85) if value else mix(WHITE, INK, 0.15))
    track_box(draw, box, str(value), fill, ink_on(fill), here, size, lang)
