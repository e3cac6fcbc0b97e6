"""A seat's private pictures: its order of battle (``oob``) and its hand (``hand``).

Both are drawn from the seat's own view only (``oob``, ``off_map``, ``hand``, plus the static data
they name by id), so they never show what the seat may not see.
"""

from __future__ import annotations

from functools import cache

from PIL import Image

from engine.napoleon1815.data import cards
from engine.napoleon1815.view import N1815View
from images.draw import to_png
from images.napoleon1815.hand import hand_picture
from images.napoleon1815.oob import oob_picture
from images.napoleon1815.page import WIDTH
from images.napoleon1815.sample import sample_view


def sheet_pngs(view: N1815View, lang: str) -> list[tuple[str, bytes]]:
    """``oob.png`` and ``hand.png`` of a seat's view; none for the public view."""
    if view["seat"] is None:
        return []
    return [
        ("oob.png", to_png(oob_picture(view, lang), palette())),
        ("hand.png", to_png(hand_picture(view, lang), palette())),
    ]


@cache
def palette() -> Image.Image:
    """The fixed palette of every sheet, chosen once from sample sheets."""
    french, allied = sample_view("seat"), sample_view("allies")
    pictures = [oob_picture(french, "en"), oob_picture(allied, "en")]
    french["hand"] = [c.number for c in cards.CARDS[:40]]
    allied["hand"] = [c.number for c in cards.CARDS[40:]]
    pictures += [hand_picture(french, "en"), hand_picture(allied, "en")]
    strip = Image.new("RGB", (WIDTH, sum(p.height for p in pictures)))
    y = 0
    for p in pictures:
        strip.paste(p, (0, y))
        y += p.height
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
