"""The Gustav board: the hex map with both armies, the voltage ring, the round and morale tracks and
one panel per army, drawn from a view (public or a seat's) in the reader's language."""

from __future__ import annotations

from functools import cache

from PIL import Image

from engine.core import Msg, Ref
from engine.gustav.data.tracks import MORALE_MAX, MORALE_START, ROUNDS
from engine.gustav.data.units import SPECS
from engine.gustav.state import SEATS
from engine.gustav.view import GustavView
from i18n import Translator, translator
from images.draw import Box, Canvas, fit, to_png
from images.gustav.field import draw_map, draw_traces, draw_units
from images.gustav.layout import GRID, HEADER, HEIGHT, PAD, RING, TRACK_LEFT, TRACKS_TOP, WIDTH
from images.gustav.panels import draw_panels
from images.gustav.ring import draw_ring, draw_ring_marker, morale_box, round_box
from images.gustav.sample import sample_view
from images.gustav.style import GOLD, INK, MUTED, PAPER, SIDE, WHITE, face
from images.phone import Band, header_size, under_band


def board(view: GustavView, lang: str = "en") -> bytes:
    """The board under a header band whose words read on a phone (``images.phone.header_size``)."""
    top = band(view, lang, WIDTH, header_size(WIDTH), inline=True)
    return to_png(under_band(top, picture(view, lang), HEADER), palette())


def band(view: GustavView, lang: str, width: int, note: int = Band.NOTE, inline: bool = False) -> Image.Image:
    """The header: the title, the round, and the status line (who is asked what)."""
    tr = translator(lang)
    turn = tr(Msg("gustav-board-round", phase=view["phase"], round=view["round"], rounds=view["rounds"]))
    status = [(tr(view["status"]), WHITE, False)]
    return Band(width, lang, INK, GOLD, note).draw(tr.text("gustav-title"), turn, status, inline)


def picture(view: GustavView, lang: str) -> Image.Image:
    """The board as an image under an empty header (``board`` puts a band there): the static parts
    drawn once per language, then this view on them."""
    tr = translator(lang)
    image = base(lang).copy()
    draw = Canvas(image)
    draw_traces(draw, GRID, view)
    draw_units(draw, GRID, view, tr, lang)
    draw_ring_marker(draw, RING, view["voltage"], lang)
    _track_markers(draw, view, tr, lang)
    draw_panels(draw, view, tr, lang)
    return image


@cache
def base(lang: str) -> Image.Image:
    """What every board shows: the map, the voltage ring and the empty tracks."""
    tr = translator(lang)
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = Canvas(image)
    draw_map(draw, GRID, lang)
    draw_ring(draw, RING, tr, lang)
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


ROUND_STEP, MORALE_STEP = 48, 46
TRACK_TOP = TRACKS_TOP + 8


def _round_box(n: int) -> Box:
    x = TRACK_LEFT + (n - 1) * ROUND_STEP
    return (x, TRACK_TOP + 26, x + ROUND_STEP - 6, TRACK_TOP + 66)


def _morale_box(row: int, value: int) -> Box:
    """Spending moves the marker to the right: 7 at the left, 0 at the right (基本ルール)."""
    y = TRACK_TOP + 96 + row * 104
    x = TRACK_LEFT + (MORALE_MAX - value) * MORALE_STEP
    return (x, y + 26, x + MORALE_STEP - 6, y + 66)


def _tracks(draw: Canvas, tr: Translator, lang: str) -> None:
    draw.label(
        (TRACK_LEFT, TRACK_TOP + 10),
        tr.text("gustav-board-rounds"),
        face(18, lang, bold=True),
        INK,
        anchor="lm",
    )
    for n in range(1, ROUNDS + 1):
        round_box(draw, _round_box(n), n, False, 18, lang)
    for row, side in enumerate(SEATS):
        for value in range(MORALE_MAX, -1, -1):
            box = _morale_box(row, value)
            morale_box(draw, box, side, value, False, 18, lang)
            if value == MORALE_START:
                draw.label(
                    ((box[0] + box[2]) / 2, box[3] + 11), tr.text("gustav-board-start"), face(13, lang), MUTED
                )


def _track_markers(draw: Canvas, view: GustavView, tr: Translator, lang: str) -> None:
    if 1 <= view["round"] <= ROUNDS:
        round_box(draw, _round_box(view["round"]), view["round"], True, 18, lang)
    label = face(18, lang, bold=True)
    for row, side in enumerate(SEATS):
        morale = view["sides"][side]["morale"]
        title = tr(Msg("gustav-board-morale", seat=Ref("gustav-seat", side), morale=morale))
        y = TRACK_TOP + 96 + row * 104
        draw.label(
            (TRACK_LEFT, y + 10), fit(title, label, WIDTH - PAD - TRACK_LEFT), label, SIDE[side], anchor="lm"
        )
        morale_box(draw, _morale_box(row, morale), side, morale, True, 18, lang)


def hits_text(kind: str) -> str:
    return "·".join(map(str, SPECS[kind].hits))
