"""Board images, drawn by our own code from a view (never from a full state), in a reader's language.

Each game has a module (or package) here with ``board(view, lang) -> bytes`` (a PNG) and, for
hidden-information games, ``sheets(view, lang) -> list[tuple[str, bytes]]`` (a seat's private
pictures: its hand, its order of battle). A game may add ``phone(view, lang) -> list[tuple[str,
bytes]]``: the board as a few narrow pictures whose words read at least 11 px tall on a phone
(``images.phone``). Every word drawn comes from the catalogs (``i18n``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import cast

RENDERERS: dict[str, str] = {
    "napoleon21": "images.napoleon21",
    "napoleon1815": "images.napoleon1815",
    "gustav": "images.gustav",
    "nwsolitaire": "images.nwsolitaire",
    "ageofnapoleon": "images.ageofnapoleon",
    "duel": "images.examples.duel",
    "patrol": "images.examples.patrol",
    "sealed": "images.examples.sealed",
}

View = Mapping[str, object]
Board = Callable[[View, str], bytes]
Sheets = Callable[[View, str], list[tuple[str, bytes]]]


def _renderer(view: View) -> ModuleType:
    key = str(view["game"])
    if key not in RENDERERS:
        raise KeyError(f"no renderer for game {key!r}")
    return importlib.import_module(RENDERERS[key])


def warm() -> None:
    """Import every renderer (with its fonts and maps) ahead of the first picture."""
    for module in RENDERERS.values():
        importlib.import_module(module)


def render_board(view: View, lang: str = "en") -> bytes:
    """The board PNG for a view (public or a seat's), its words in ``lang``."""
    board = cast(Board, _renderer(view).board)
    return board(view, lang)


def render_sheets(view: View, lang: str = "en") -> list[tuple[str, bytes]]:
    """A seat's private pictures as (file name, PNG); none for games without hidden information."""
    sheets = cast(Sheets | None, getattr(_renderer(view), "sheets", None))
    return sheets(view, lang) if sheets is not None else []


def render_phone(view: View, lang: str = "en") -> list[tuple[str, bytes]]:
    """The board for a phone as (file name, PNG): the game's phone layout, or its desktop board as
    ``board.png`` for a game that has none."""
    phone = cast(Sheets | None, getattr(_renderer(view), "phone", None))
    return phone(view, lang) if phone is not None else [("board.png", render_board(view, lang))]
