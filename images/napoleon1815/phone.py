"""The Napoleon 1815 board for a phone (``images.phone``): every word at least 11 px tall on a
screen about 400 px wide.

* The map in four overlapping quarters of the desktop picture (``MAP_COLUMNS`` x ``MAP_ROWS``),
  each 650 px wide so that its 18 px words read 11 px; the first under a header with the turn,
  whose picture this is and the status line, wrapped.
* The panel drawn again on a page ``PAGE_W`` px wide, in two pictures: the result (at the end, its
  summary whole), the VP track in two rows and the turns; then this turn, the cards, the blocks off
  the map, the battle or operation under way, wrapped, and the last moves.
"""

from __future__ import annotations

from PIL import Image

from engine.napoleon1815.view import N1815View
from i18n import translator
from images.draw import Canvas, to_png
from images.napoleon1815 import panel, tracks
from images.napoleon1815.board import palette, picture
from images.napoleon1815.layout import LINE, MAP_BOTTOM, MAP_TOP, PAD, WIDTH
from images.napoleon1815.style import INK, PAPER, face
from images.phone import Files, stacked

MAP_COLUMNS = ((0, 650), (WIDTH - 650, WIDTH))
MAP_ROWS = ((MAP_TOP, MAP_TOP + 880), (MAP_BOTTOM - 880, MAP_BOTTOM))
QUARTERS = ("map-nw.png", "map-ne.png", "map-sw.png", "map-se.png")
PAGE_W = 600
TALL = 3000  # px: a page is drawn on this much paper, then cut under its last line
TURNS_A_ROW = 3
LOG_ROWS = 10


def phone(view: N1815View, lang: str = "en") -> Files:
    """The map's quarters, the tracks and the turn's state, as (file name, PNG)."""
    image = picture(view, lang, whole=False)
    quarters = [image.crop((x0, y0, x1, y1)) for y0, y1 in MAP_ROWS for x0, x1 in MAP_COLUMNS]
    quarters[0] = stacked([panel.band(view, lang, quarters[0].width), quarters[0]], PAPER)
    pictures = [*zip(QUARTERS, quarters, strict=True), ("tracks.png", _tracks(view, lang))]
    pictures.append(("turn.png", _turn(view, lang)))
    return [(name, to_png(page, palette())) for name, page in pictures]


def _page() -> tuple[Image.Image, Canvas]:
    image = Image.new("RGB", (PAGE_W, TALL), PAPER)
    return image, Canvas(image)


def _title(draw: Canvas, y: float, key: str, lang: str) -> float:
    """A section's title; returns the y of its first row."""
    draw.label((PAD, y), translator(lang).text(key), face(20, lang, bold=True), INK, anchor="lt")
    return y + 30 + LINE / 2


def _tracks(view: N1815View, lang: str) -> Image.Image:
    image, draw = _page()
    y = 14.0
    if view["result"] is not None:
        rows = len(panel.summary_lines(view, lang, PAGE_W - 2 * PAD))
        y = panel.result(draw, view, lang, (PAD, y, PAGE_W - PAD), rows) + 16
    y = tracks.vp_rows(draw, y, PAGE_W, view["vp"], view["french_win_max_vp"], lang) + 16
    y = tracks.turn_track(draw, view["scenario"], view["turn"], lang, y, PAGE_W, TURNS_A_ROW, 18)
    return image.crop((0, 0, PAGE_W, round(y + 16)))


def _turn(view: N1815View, lang: str) -> Image.Image:
    image, draw = _page()
    column = PAGE_W - 2 * PAD
    y = _title(draw, 14, "napoleon1815-board-this-turn", lang)
    y = panel.this_turn(draw, view, lang, (PAD, y, column, TALL))
    y = panel.cards(draw, view, lang, (PAD, _title(draw, y, "napoleon1815-board-cards", lang), column, TALL))
    y = panel.off_map(
        draw, view, lang, (PAD, _title(draw, y, "napoleon1815-board-off-map", lang), column, TALL)
    )
    y = panel.events(draw, view, lang, (PAD + 6, y), column - 12, flowing=True) + 16
    draw.label(
        (PAD, y), translator(lang).text("napoleon1815-board-log"), face(20, lang, bold=True), INK, anchor="lt"
    )
    y = panel.log(draw, view, lang, y + 30, column, LOG_ROWS)
    return image.crop((0, 0, PAGE_W, round(y + 14)))
