"""The Napoleonic Wars solitaire board for a phone (``images.phone``): the same areas as the desktop
board, drawn again one under another on pages ``PAGE_W`` px wide in 18 px type and more (11 px on a
phone), each page at most ``MAX_ASPECT`` times as tall as wide:

* ``map-1.png``...: a header with the turn and the status line, the tracks, then the countries;
* then the boxes: the status boxes, London, the Hotel, the Bedroom, the High Seas, religion; the
  brown boxes two a row; the pools and the cups.
"""

from __future__ import annotations

from PIL import Image

from engine.core import Msg, Ref
from engine.nwsolitaire.data.track import TURNS
from engine.nwsolitaire.view import SolitaireView
from i18n import Translator, translator
from images.draw import Canvas, to_png
from images.nwsolitaire import model
from images.nwsolitaire.board import palette
from images.nwsolitaire.flow import Look, draw_area, height
from images.nwsolitaire.model import Area, chip
from images.nwsolitaire.style import BOX, GOLD, HEADER, PAPER, WHITE
from images.phone import MAX_ASPECT, Band, Files, stacked

PAGE_W = 640  # px: 18 px type reads 11.25 px on a phone
PAD = 10
MAX_H = int(PAGE_W * MAX_ASPECT)


def phone(view: SolitaireView, lang: str = "en") -> Files:
    tr = translator(lang)
    look = Look(title=22, chip=18, pad=8, lang=lang)
    band = _band(view, tr, lang)
    first = [_tracks(view, tr), *model.countries(view, tr).values()]
    boxes = [
        model.powers(view, tr),
        model.london(view, tr),
        model.hotel(view, tr),
        model.bedroom(view, tr),
        model.high_seas(view, tr),
        model.policies(view, tr),
        model.russian_war_box(view, tr),
    ]
    browns = model.brown_boxes(view, tr)
    pools = [*(model.pool(view, tr, p) for p in model.POOLS), model.cups(view, tr)]
    pages = _pages("map", first, look, band) + _pages("boxes", boxes, look, None)
    pages += _pages("wars", browns, look, None, columns=2) + _pages("pools", pools, look, None)
    return [(name, to_png(page, palette())) for name, page in pages]


def _band(view: SolitaireView, tr: Translator, lang: str) -> Image.Image:
    notes = [(tr(view["status"]), WHITE, False)]
    turn = tr(Msg("nwsolitaire-board-turn-short", turn=view["turn"], years=view["years"]))
    return Band(PAGE_W, lang, HEADER, GOLD).draw(tr.text("nwsolitaire-title"), turn, notes)


def _tracks(view: SolitaireView, tr: Translator) -> Area:
    """The tracks as figures: this turn's But country and chits, abdication, money, fervour."""
    t = TURNS.get(view["turn"])
    chips = []
    if t is not None:
        chips.append(chip(tr(Msg("nwsolitaire-board-chits", n=t.chits)), GOLD))
    chips.append(
        chip(tr.text("nwsolitaire-board-but") + " " + tr.name(Ref("nwsolitaire-country", view["but"])), GOLD)
    )
    chips.append(chip(tr.text("nwsolitaire-board-abdication") + f" {view['abdication']}", GOLD))
    chips += [
        chip(tr(Msg("nwsolitaire-board-fervour-of", country=Ref("nwsolitaire-country", c), n=n)), BOX)
        for c, n in view["fervour"].items()
    ]
    return Area(tr.text("nwsolitaire-board-tracks"), "", BOX, chips, [model.money(view, tr)])


def _pages(
    name: str, areas: list[Area], look: Look, band: Image.Image | None, columns: int = 1
) -> list[tuple[str, Image.Image]]:
    """The areas one under another (or ``columns`` a row), a new page when one is full."""
    col_w = (PAGE_W - (columns + 1) * PAD) / columns
    rows = [areas[i : i + columns] for i in range(0, len(areas), columns)]
    pages: list[list[tuple[list[Area], float]]] = [[]]
    top = band.height if band is not None else 0
    used: float = top + PAD
    for row in rows:
        h = max(height(a, look, col_w) for a in row)
        h = min(h, MAX_H - 2 * PAD - top)
        if pages[-1] and used + h + PAD > MAX_H:
            pages.append([])
            used, top = PAD, 0
        pages[-1].append((row, h))
        used += h + PAD
    out = []
    for n, page in enumerate(pages, 1):
        total = sum(h + PAD for _, h in page) + PAD
        image = Image.new("RGB", (PAGE_W, round(total)), PAPER)
        draw = Canvas(image)
        y = float(PAD)
        for row, h in page:
            for i, area in enumerate(row):
                x = PAD + i * (col_w + PAD)
                draw_area(draw, (x, y, x + col_w, y + h), area, look)
            y += h + PAD
        if n == 1 and band is not None:
            image = stacked([band, image], PAPER)
        out.append((f"{name}-{n}.png", image))
    return out
