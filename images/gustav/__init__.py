"""Gustav's pictures: the board (``board``) and a seat's cards and army (``sheets``), from a view."""

from images.gustav.board import board
from images.gustav.sheets import sheets

__all__ = ["board", "sheets"]
