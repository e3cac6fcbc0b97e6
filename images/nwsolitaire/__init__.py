"""The Napoleonic Wars solitaire's pictures: the board (``board``) and the board for a phone
(``phone``), from a view; its text mode is ``images.nwsolitaire.text``."""

from images.nwsolitaire.board import board
from images.nwsolitaire.phone import phone

__all__ = ["board", "phone"]
