"""Sealed's table: each side's score and reserves, whose order is sealed this round, the rounds
played so far, and (in a seat's own view) the order it has chosen."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.core import Msg, Ref
from engine.examples.sealed.data import SEATS
from engine.examples.sealed.game import SealedView
from i18n import translator
from images.draw import INK, font, to_png

COLOURS = {"red": (190, 50, 45), "blue": (45, 80, 170)}
SEALED = (150, 120, 60)
FAINT = (150, 150, 150)


def board(view: SealedView, lang: str = "en") -> bytes:
    """The table, its smallest words (15 px) 11 px tall on a phone showing it 400 px wide."""
    tr = translator(lang)
    image = Image.new("RGB", (520, 240), "white")
    draw = ImageDraw.Draw(image)
    face, small = font(16, lang=lang), font(15, lang=lang)
    draw.text(
        (12, 10),
        tr(Msg("sealed-board-round", round=view["round"], rounds=view["rounds"])),
        fill=INK,
        font=face,
    )
    for row, seat in enumerate(SEATS):
        y = 40 + 28 * row
        side = Msg(
            "sealed-board-side",
            seat=Ref("sealed-seat", seat),
            score=view["scores"][seat],
            reserves=view["reserves"][seat],
        )
        draw.text((12, y), tr(side), fill=COLOURS[seat], font=face)
        sealed = seat in view["chosen"]
        note = tr(Msg("sealed-board-chosen" if sealed else "sealed-board-thinking"))
        draw.text((330, y + 2), note, fill=SEALED if sealed else FAINT, font=small)
    # The rounds played: one column each, the winner's order underlined.
    for column, played in enumerate(view["played"]):
        x = 12 + 44 * column
        draw.text((x, 104), str(column + 1), fill=FAINT, font=small)
        for row, seat in enumerate(SEATS):
            choice = played["choices"][seat]
            short = tr.name(Ref("sealed-order", choice["order"]), "short")
            cell = tr(Msg("sealed-board-cell", order=short, committed=choice["committed"]))
            y = 124 + 24 * row
            draw.text((x, y), cell, fill=COLOURS[seat], font=small)
            if played["winner"] == seat:
                draw.line((x, y + 18, x + 34, y + 18), fill=COLOURS[seat], width=2)
    if "own" in view:
        own = view["own"]
        words = Msg("sealed-board-own", order=Ref("sealed-order", own["order"]), committed=own["committed"])
        draw.text((12, 196), tr(words), fill=INK, font=face)
    return to_png(image)
