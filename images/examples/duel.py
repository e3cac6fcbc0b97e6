"""The duel's table: both scores and flags, the deck, the shown cards, and the seat's own hand."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.core import Msg, Ref
from engine.examples.duel.game import SEATS, DuelView
from i18n import translator
from images.draw import INK, font, to_png


def board(view: DuelView, lang: str = "en") -> bytes:
    tr = translator(lang)
    image = Image.new("RGB", (420, 150), "white")
    draw = ImageDraw.Draw(image)
    face = font(16)
    for row, seat in enumerate(SEATS):
        line = tr(
            Msg(
                "duel-board-score",
                seat=Ref("duel-seat", seat),
                score=view["scores"][seat],
                cards=view["hand_sizes"][seat],
            )
        )
        draw.text((12, 12 + 26 * row), ("⚑ " if view["flags"][seat] else "") + line, fill=INK, font=face)
    draw.text((12, 70), tr(Msg("duel-board-deck", n=view["deck_size"])), fill=INK, font=face)
    if "hand" in view:
        draw.text(
            (12, 100),
            tr(Msg("duel-board-hand", cards=", ".join(map(str, view["hand"])) or "–")),
            fill=INK,
            font=face,
        )
    return to_png(image)
