"""The duel's table: both scores and flags, the deck, the shown cards, and the seat's own hand."""

from __future__ import annotations

from PIL import Image

from engine.core import Msg, Ref
from engine.examples.duel.game import SEATS, DuelView
from i18n import translator
from images.draw import INK, Canvas, font, to_png


def board(view: DuelView, lang: str = "en") -> bytes:
    tr = translator(lang)
    image = Image.new("RGB", (420, 150), "white")
    draw = Canvas(image)
    face = font(16, lang=lang)
    for row, seat in enumerate(SEATS):
        line = tr(
            Msg(
                "duel-board-score",
                seat=Ref("duel-seat", seat),
                score=view["scores"][seat],
                cards=view["hand_sizes"][seat],
            )
        )
        draw.label((12, 12 + 26 * row), ("⚑ " if view["flags"][seat] else "") + line, face, INK, anchor="la")
    draw.label((12, 70), tr(Msg("duel-board-deck", n=view["deck_size"])), face, INK, anchor="la")
    if "hand" in view:
        hand = tr(Msg("duel-board-hand", cards=", ".join(map(str, view["hand"])) or "–"))
        draw.label((12, 100), hand, face, INK, anchor="la")
    return to_png(image)
