"""Patrol's table: the three posts along the river with their pickets, the cup, the chits drawn, and
(in the player's own view) the chits its scout has seen."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from engine.core import Msg, Ref
from engine.examples.patrol.data import MAX_PICKETS, POSTS
from engine.examples.patrol.game import PatrolView
from i18n import Translator, translator
from images.draw import INK, font, to_png

RIVER = (120, 160, 215)
POST = (236, 228, 205)
LOST = (200, 120, 110)
CHIT = (60, 70, 110)
PICKET = (40, 90, 60)


def board(view: PatrolView, lang: str = "en") -> bytes:
    """The table, 480 px wide so that its smallest words (14 px) read 11 px tall on a phone."""
    tr = translator(lang)
    image = Image.new("RGB", (480, 440), "white")
    draw = ImageDraw.Draw(image)
    face, small = font(16, lang=lang), font(14, lang=lang)
    draw.text(
        (12, 10), tr(Msg("patrol-board-turn", turn=view["turn"], turns=view["turns"])), fill=INK, font=face
    )
    draw.text((200, 10), tr(Msg("patrol-board-reserves", reserves=view["reserves"])), fill=INK, font=face)
    draw.text((12, 36), tr(Msg("patrol-board-repulsed", n=view["repulsed"])), fill=INK, font=small)
    draw.rectangle((0, 62, 480, 76), fill=RIVER)
    for i, post in enumerate(POSTS):
        y = 86 + 42 * i
        fallen = post in view["fallen"]
        draw.rectangle((12, y, 468, y + 36), fill=LOST if fallen else POST, outline=INK)
        ref = Ref("patrol-post", post)
        words = (
            Msg("patrol-board-fallen", post=ref)
            if fallen
            else Msg("patrol-board-post", post=ref, pickets=view["pickets"][post])
        )
        draw.text((18, y + 9), tr(words), fill=INK, font=small)
        for n in range(MAX_PICKETS):
            box = (368 + 30 * n, y + 7, 390 + 30 * n, y + 29)
            draw.ellipse(box, fill=PICKET if n < view["pickets"][post] else None, outline=INK)
    draw.text((12, 218), tr(Msg("patrol-board-cup", n=view["cup_size"])), fill=INK, font=face)
    draw.text((12, 246), tr(Msg("patrol-board-drawn")), fill=INK, font=small)
    below = _chits(draw, view["drawn"], 270, tr, small)
    if "peeked" in view:
        draw.text((12, below + 8), tr(Msg("patrol-board-peeked")), fill=INK, font=small)
        _chits(draw, view["peeked"], below + 30, tr, small)
    return to_png(image)


def _chits(
    draw: ImageDraw.ImageDraw, chits: list[str], y: int, tr: Translator, face: ImageFont.FreeTypeFont
) -> int:
    """Rows of chit tiles, six a row, each with its short name; returns the height reached."""
    for i, chit in enumerate(chits):
        x = 12 + 76 * (i % 6)
        row = y + 30 * (i // 6)
        draw.rectangle((x, row, x + 72, row + 24), fill=CHIT)
        label = tr.name(Ref("patrol-chit", chit), "short")
        draw.text((x + 4, row + 4), label, fill="white", font=face)
    return y + 30 * max(1, -(-len(chits) // 6))
