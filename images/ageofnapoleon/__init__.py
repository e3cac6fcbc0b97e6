"""The Age of Napoleon pictures, drawn from a view (``engine.ageofnapoleon.view.AonView``) and the static
data it names by id, every word from the catalogs in the reader's language.

* ``board(view, lang)``: the board PNG, 1200 px wide: a header with the year, the round, the phase and
  the status line; the map of Europe (``basemap``, the static layer drawn once per language, and
  ``mapview``): the areas under their native names in their countries' status colours, capitals starred,
  mountain, marsh and barren marks, coasts ringed blue, the seas named, each side's corps in an area as
  one stack under its commander with its strength, this year's moves, the last battle and the army
  moving; then the tracks, the cards, the last battle, the key, the countries and the last moves
  (``panel``).
* ``phone(view, lang)``: the same for a phone (``phone``), every word at least 11 px tall there.
* ``sheets(view, lang)``: a seat's hand as cards with their phase codes (``hand``), on as many pictures as
  a phone needs to show them at full width; none for the channel.

Hidden things are absent from the view, never masked; equal views give equal bytes.
"""

from __future__ import annotations

from engine.ageofnapoleon.view import AonView
from images.ageofnapoleon.board import page, palette
from images.ageofnapoleon.hand import sheets as hand_sheets
from images.ageofnapoleon.phone import phone
from images.draw import to_png

__all__ = ["board", "phone", "sheets"]


def board(view: AonView, lang: str = "en") -> bytes:
    """The board PNG of an Age of Napoleon view, its words in ``lang``."""
    return to_png(page(view, lang), palette())


def sheets(view: AonView, lang: str = "en") -> list[tuple[str, bytes]]:
    """The seat's hand as cards (none for the channel): ``hand.png``, then ``hand-2.png``... for a long hand."""
    pictures = hand_sheets(view, lang)
    return [(f"hand{f'-{n}' if n > 1 else ''}.png", to_png(p)) for n, p in enumerate(pictures, start=1)]
