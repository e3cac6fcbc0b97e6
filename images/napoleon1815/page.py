"""What a seat's sheets share: the page width and the header band naming the seat."""

from __future__ import annotations

from engine.core import Ref
from i18n import translator
from images.draw import Canvas, fit, text_width
from images.napoleon1815.style import HEADER, WHITE, face, seat_colour

WIDTH = 1200
PAD = 16
HEADER_H = 64


def header(draw: Canvas, seat: str, title: str, note: str, lang: str) -> None:
    """The band at the top: the sheet's title, the seat's badge, a note at the right."""
    draw.rectangle((0, 0, WIDTH, HEADER_H - 1), fill=HEADER)
    title_face = face(26, lang, bold=True)
    draw.label((PAD, HEADER_H / 2), title, title_face, WHITE, anchor="lm")
    x = PAD + text_width(title, title_face) + 14
    seat_face = face(22, lang, bold=True)
    name = translator(lang).name(Ref("napoleon1815-seat", seat), "short")
    w = text_width(name, seat_face) + 20
    draw.rounded_rectangle(
        (x, 14, x + w, HEADER_H - 14), radius=6, fill=seat_colour(seat), outline=WHITE, width=2
    )
    draw.label((x + w / 2, HEADER_H / 2), name, seat_face, WHITE)
    small = face(20, lang)
    draw.label((WIDTH - PAD, HEADER_H / 2), fit(note, small, WIDTH - x - w - 40), small, WHITE, anchor="rm")
