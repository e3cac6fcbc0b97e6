"""The Gustav board: the hex map with both armies, the voltage ring, the round and morale tracks and
one panel per army, drawn from a view (public or a seat's) in the reader's language."""

from __future__ import annotations

import math
from functools import cache

from PIL import Image

from engine.core import Msg, Ref
from engine.gustav.data.board import HEXES
from engine.gustav.data.tracks import MORALE_MAX, MORALE_START, RING, ROUNDS, VOLTAGE_START
from engine.gustav.data.units import SPECS
from engine.gustav.state import SEATS
from engine.gustav.view import GustavView, TraceView
from i18n import Translator, translator
from images.draw import Canvas, dashed_line, fit, ink_on, largest_font, mix, text_width, to_png, wrap
from images.gustav.layout import (
    HEADER,
    HEIGHT,
    PAD,
    RING_CENTRE,
    RING_RADIUS,
    TRACK_LEFT,
    TRACKS_TOP,
    WIDTH,
    R,
    centre,
    corners,
)
from images.gustav.panels import draw_panels
from images.gustav.sample import sample_view
from images.gustav.style import FIRE, GOLD, GRID, INK, LAND, MUTED, PAPER, RED_FRAME, SIDE, WHITE, face, pale

COUNTER_W, COUNTER_H = 66, 54


def board(view: GustavView, lang: str = "en") -> bytes:
    return to_png(picture(view, lang), palette())


def picture(view: GustavView, lang: str) -> Image.Image:
    """The board as an image: the static parts drawn once per language, then this view on them."""
    tr = translator(lang)
    image = base(lang).copy()
    draw = Canvas(image)
    _header(draw, view, tr, lang)
    _traces(draw, view)
    _units(draw, view, tr, lang)
    _ring_marker(draw, view, lang)
    _track_markers(draw, view, tr, lang)
    draw_panels(draw, view, tr, lang)
    return image


@cache
def base(lang: str) -> Image.Image:
    """What every board shows: the map, the voltage ring and the empty tracks."""
    tr = translator(lang)
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = Canvas(image)
    _map(draw, lang)
    _ring(draw, tr, lang)
    _tracks(draw, tr, lang)
    return image


@cache
def palette() -> Image.Image:
    """The fixed 256-colour palette, chosen once from the static picture and a busy sample board."""
    samples = [base("en"), picture(sample_view(), "en"), picture(sample_view(), "ja")]
    strip = Image.new("RGB", (WIDTH, HEIGHT * len(samples)))
    for i, sample in enumerate(samples):
        strip.paste(sample, (0, HEIGHT * i))
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def _header(draw: Canvas, view: GustavView, tr: Translator, lang: str) -> None:
    """The status line, in the largest type that holds it whole on one line, or else on two."""
    status, room = tr(view["status"]), WIDTH - 2 * PAD
    big = largest_font(status, room, 22, 16, bold=True, lang=lang)
    if text_width(status, big) <= room:
        draw.label((PAD, HEADER / 2), status, big, INK, anchor="lm")
        return
    small = face(17, lang, bold=True)
    for row, line in enumerate(wrap(status, small, room, lang=lang)[:2]):
        draw.label((PAD, HEADER / 2 + (row - 0.5) * 21), line, small, INK, anchor="lm")


def _map(draw: Canvas, lang: str) -> None:
    small = face(13, lang)
    for hex_id, h in HEXES.items():
        draw.polygon(corners(hex_id), fill=LAND[h.owner], outline=GRID, width=1)
    for hex_id, h in HEXES.items():
        if h.red:  # the red-framed rear hexes
            draw.polygon(corners(hex_id, 3), outline=RED_FRAME, width=4)
        x, y = centre(hex_id)
        draw.label((x, y - R * 0.66), hex_id, small, MUTED)


def _arrow(
    draw: Canvas,
    start: tuple[float, float],
    end: tuple[float, float],
    colour: tuple[int, int, int],
    dashed: bool,
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


def _traces(draw: Canvas, view: GustavView) -> None:
    move = view["last_move"]
    if move is not None:
        _arrow(draw, centre(move["start"]), centre(move["end"]), mix(SIDE[move["side"]], INK, 0.2), True)
    fire = view["last_fire"]
    if fire is not None:
        _fire(draw, fire)


def _fire(draw: Canvas, fire: TraceView) -> None:
    """The line of fire of the last ranged attack, centre to centre; a burst where it hit."""
    start, end = centre(fire["start"]), centre(fire["end"])
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


def _units(draw: Canvas, view: GustavView, tr: Translator, lang: str) -> None:
    busy = set()
    effect, combat = view["effect"], view["combat"]
    if effect is not None and effect["unit"]:
        busy.add(effect["unit"])
    if combat is not None:
        busy |= {combat["attacker"], combat["defender"]} - {""}
    for unit in view["units"]:
        if unit["hex"]:
            _counter(draw, unit["hex"], unit["side"], unit["kind"], tr, lang, unit["hex"] in busy)


def _counter(draw: Canvas, hex_id: str, side: str, kind: str, tr: Translator, lang: str, busy: bool) -> None:
    x, y = centre(hex_id)
    y += 9
    box = (x - COUNTER_W / 2, y - COUNTER_H / 2, x + COUNTER_W / 2, y + COUNTER_H / 2)
    fill = SIDE[side]
    if busy:
        draw.rounded_rectangle(
            (box[0] - 5, box[1] - 5, box[2] + 5, box[3] + 5), radius=10, outline=GOLD, width=5
        )
    draw.rounded_rectangle(box, radius=7, fill=fill, outline=mix(fill, INK, 0.5), width=2)
    ink = ink_on(fill)
    symbol(draw, kind, (x, y - 9), ink, fill)
    name = tr.name(Ref("gustav-unit", kind), "short")
    type_face = face(20, lang, bold=True, condensed=True)
    draw.label((x, y + 15), fit(name, type_face, COUNTER_W - 6), type_face, ink)


def symbol(
    draw: Canvas, kind: str, at: tuple[float, float], ink: tuple[int, int, int], fill: tuple[int, int, int]
) -> None:
    """The type's mark in a small frame, after the NATO signs: a cross for foot (with a spear for
    pike, a ball for shot), a slash for horse, a filled ball for guns, a flag for the HQ."""
    x, y = at
    w, h = 40, 20
    frame = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
    if kind == "hq":
        draw.line([(x - 10, y + h / 2), (x - 10, y - h / 2 - 2)], fill=ink, width=3)
        draw.polygon([(x - 10, y - h / 2 - 2), (x + 14, y - h / 2 + 4), (x - 10, y + 2)], fill=ink)
        return
    draw.rectangle(frame, outline=ink, width=2)
    if kind in ("pike", "shot"):
        draw.line([frame[:2], frame[2:]], fill=ink, width=2)
        draw.line([(frame[0], frame[3]), (frame[2], frame[1])], fill=ink, width=2)
        if kind == "pike":
            draw.line([(x, y + h / 2), (x, y - h / 2 - 4)], fill=ink, width=3)
            draw.polygon([(x - 4, y - h / 2 - 1), (x + 4, y - h / 2 - 1), (x, y - h / 2 - 9)], fill=ink)
        else:
            draw.ellipse((x - 5, y - 5, x + 5, y + 5), fill=fill, outline=ink, width=2)
    elif kind == "cavalry":
        draw.line([(frame[0], frame[3]), (frame[2], frame[1])], fill=ink, width=3)
    else:
        draw.ellipse((x - 6, y - 6, x + 6, y + 6), fill=ink)


def _space_at(i: int) -> tuple[float, float]:
    cx, cy = RING_CENTRE
    angle = math.radians(-90 + 30 * i)
    return cx + RING_RADIUS * math.cos(angle), cy + RING_RADIUS * math.sin(angle)


def _space(draw: Canvas, i: int, here: bool, lang: str) -> None:
    x, y = _space_at(i)
    space = RING[i]
    r = 27 if here else 23
    draw.ellipse(
        (x - r, y - r, x + r, y + r), fill=GOLD if here else WHITE, outline=INK, width=3 if here else 1
    )
    draw.label((x, y - 4), str(space.number), face(24 if here else 21, lang, bold=True), INK)
    letter_colour = SIDE["imperial"] if space.letter == "A" else SIDE["swedish"]
    draw.label((x, y + 14), space.letter, face(14, lang, bold=True), letter_colour)


def _ring(draw: Canvas, tr: Translator, lang: str) -> None:
    """The voltage card: twelve spaces clockwise from START at the top."""
    cx, cy = RING_CENTRE
    draw.ellipse(
        (cx - RING_RADIUS, cy - RING_RADIUS, cx + RING_RADIUS, cy + RING_RADIUS), outline=GRID, width=2
    )
    for i in range(len(RING)):
        _space(draw, i, False, lang)
    x, y = _space_at(VOLTAGE_START)
    draw.label((x, y - 38), tr.text("gustav-board-start"), face(15, lang, bold=True), MUTED)
    draw.label((cx, cy - 24), tr.text("gustav-board-voltage"), face(16, lang, bold=True), MUTED)


def _ring_marker(draw: Canvas, view: GustavView, lang: str) -> None:
    """The marker in gold on its space, and the number the next attacks meet, large in the middle."""
    _space(draw, view["voltage"], True, lang)
    cx, cy = RING_CENTRE
    draw.label((cx, cy + 12), str(RING[view["voltage"]].number), face(44, lang, bold=True), INK)


ROUND_STEP, MORALE_STEP = 48, 46
TRACK_TOP = TRACKS_TOP + 8


def _round_box(n: int, here: bool, lang: str, draw: Canvas) -> None:
    x = TRACK_LEFT + (n - 1) * ROUND_STEP
    box = (x, TRACK_TOP + 26, x + ROUND_STEP - 6, TRACK_TOP + 66)
    draw.rectangle(box, fill=GOLD if here else WHITE, outline=INK, width=3 if here else 1)
    draw.label(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), str(n), face(18, lang, bold=True), INK)


def _morale_box(
    row: int, side: str, value: int, here: bool, lang: str, draw: Canvas
) -> tuple[float, float, float, float]:
    """Spending moves the marker to the right: 7 at the left, 0 at the right (基本ルール)."""
    y = TRACK_TOP + 96 + row * 104
    x = TRACK_LEFT + (MORALE_MAX - value) * MORALE_STEP
    box = (x, y + 26, x + MORALE_STEP - 6, y + 66)
    fill = SIDE[side] if here else (pale(side, 0.85) if value else mix(WHITE, INK, 0.15))
    draw.rectangle(box, fill=fill, outline=INK, width=3 if here else 1)
    draw.label(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), str(value), face(18, lang, bold=True), ink_on(fill)
    )
    return box


def _tracks(draw: Canvas, tr: Translator, lang: str) -> None:
    draw.label(
        (TRACK_LEFT, TRACK_TOP + 10),
        tr.text("gustav-board-rounds"),
        face(18, lang, bold=True),
        INK,
        anchor="lm",
    )
    for n in range(1, ROUNDS + 1):
        _round_box(n, False, lang, draw)
    for row, side in enumerate(SEATS):
        for value in range(MORALE_MAX, -1, -1):
            box = _morale_box(row, side, value, False, lang, draw)
            if value == MORALE_START:
                draw.label(
                    ((box[0] + box[2]) / 2, box[3] + 11), tr.text("gustav-board-start"), face(13, lang), MUTED
                )


def _track_markers(draw: Canvas, view: GustavView, tr: Translator, lang: str) -> None:
    if 1 <= view["round"] <= ROUNDS:
        _round_box(view["round"], True, lang, draw)
    label = face(18, lang, bold=True)
    for row, side in enumerate(SEATS):
        morale = view["sides"][side]["morale"]
        title = tr(Msg("gustav-board-morale", seat=Ref("gustav-seat", side), morale=morale))
        y = TRACK_TOP + 96 + row * 104
        draw.label(
            (TRACK_LEFT, y + 10), fit(title, label, WIDTH - PAD - TRACK_LEFT), label, SIDE[side], anchor="lm"
        )
        _morale_box(row, side, morale, True, lang, draw)


def hits_text(kind: str) -> str:
    return "·".join(map(str, SPECS[kind].hits))
