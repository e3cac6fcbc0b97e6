"""The Age of Napoleon board for a phone (``images.phone``): pictures ``PAGE_W`` px wide whose smallest
words (18 px) read 11 px tall on a screen about 400 px wide.

* The map in four overlapping quarters of the desktop map, the first under the header.
* ``tracks.png``: the year, the campaign rounds and the phases; the cards and the last battle.
* ``countries.png``: every country's status, the prisoners and the corps out.
* ``moves.png``: the last moves and the key.
"""

from __future__ import annotations

from engine.ageofnapoleon.view import AonView
from images.ageofnapoleon import panel
from images.ageofnapoleon.board import key, palette
from images.ageofnapoleon.layout import MAP_H, WIDTH
from images.ageofnapoleon.mapview import picture
from images.ageofnapoleon.style import PAPER
from images.draw import to_png
from images.phone import Files, stacked

PAGE_W = 640  # px: 18 px type reads 11.25 px on a phone
COLUMNS = ((0, PAGE_W), (WIDTH - PAGE_W, WIDTH))
ROWS = ((0, 480), (MAP_H - 480, MAP_H))
QUARTERS = ("map-nw.png", "map-ne.png", "map-sw.png", "map-se.png")
LOG_ROWS = 10


def phone(view: AonView, lang: str = "en") -> Files:
    """The map's quarters, then the panel's parts, as (file name, PNG)."""
    whole = picture(view, lang)
    quarters = [whole.crop((x0, y0, x1, y1)) for y0, y1 in ROWS for x0, x1 in COLUMNS]
    quarters[0] = stacked([panel.header(view, lang, PAGE_W), quarters[0]], PAPER)
    pages = [
        *zip(QUARTERS, quarters, strict=True),
        (
            "tracks.png",
            stacked(
                [
                    panel.tracks(view, lang, PAGE_W),
                    panel.cards(view, lang, PAGE_W),
                    panel.battle(view, lang, PAGE_W),
                ],
                PAPER,
            ),
        ),
        ("countries.png", panel.countries(view, lang, PAGE_W, 2)),
        ("moves.png", stacked([panel.log(view, lang, PAGE_W, LOG_ROWS), key(lang, PAGE_W)], PAPER)),
    ]
    return [(name, to_png(image, palette())) for name, image in pages]
