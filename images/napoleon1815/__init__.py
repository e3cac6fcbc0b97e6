"""The Napoleon 1815 pictures, drawn from a view (``engine.napoleon1815.view.N1815View``) and
the static data it names by id, with every word from the catalogs in the reader's language.

* ``board(view, lang)``: the board PNG, public or a seat's (its own blocks named, with SP and
  fatigue). Layout, 1200 px wide for phones held upright: a header with the status line; the map
  (``layout``, ``basemap``, ``markers``; the blocks in trays beside their areas, ``blocks`` and
  ``stacks``, placed with ``images.labels``); below it the VP and turn tracks (``tracks``), the
  turn's state, the cards, the blocks off the map, the battle or operation under way and the last
  moves (``panel``).
* ``phone(view, lang)``: the board for a phone (``phone``): the map in quarters and the panel
  drawn again for a narrow page, every word at least 11 px tall on a phone.
* ``sheets(view, lang)``: a seat's order of battle (``oob``) and hand (``hand``); none for the
  public view.

Hidden things are absent from the view, never masked, so nothing drawn can say more than the view;
equal views give equal bytes.
"""

from __future__ import annotations

from engine.napoleon1815.view import N1815View
from images.napoleon1815.board import board_png
from images.napoleon1815.phone import phone
from images.napoleon1815.sheets import sheet_pngs


def board(view: N1815View, lang: str = "en") -> bytes:
    """The board PNG of a Napoleon 1815 view, its words in ``lang``."""
    return board_png(view, lang)


__all__ = ["board", "phone", "sheets"]


def sheets(view: N1815View, lang: str = "en") -> list[tuple[str, bytes]]:
    """A seat's private pictures as (file name, PNG): ``oob.png`` and ``hand.png``; none for the
    public view."""
    return sheet_pngs(view, lang)
