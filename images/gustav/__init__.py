"""Gustav's pictures: the board (``board``), the board for a phone (``phone``) and a seat's cards and
army (``sheets``), from a view."""

from images.gustav.board import board
from images.gustav.phone import phone
from images.gustav.sheets import sheets

__all__ = ["board", "phone", "sheets"]
