"""Boards for phones: what a phone layout shares, and the measure it is held to.

A phone shows an attachment about ``PHONE_WIDTH`` CSS px wide, so a text ``s`` px tall on an image
``w`` px wide reads ``s * PHONE_WIDTH / w`` px tall there; the words that matter (names, counts,
tracks) must read at least ``MIN_TEXT`` px. A phone layout therefore sends a board as a few narrow
pictures: tiles of the desktop picture, or parts drawn again for a narrow page. A
picture is at most ``MAX_ASPECT`` times as tall as it is wide, so that a phone's viewer (a screen of
about 390 x 844 CSS px, less its bars) shows it at full width rather than shrunk to fit the height.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image

from images.draw import RGB, WHITE, Canvas, badge, text_width, wrap
from images.text import Face, font

PHONE_WIDTH = 400  # CSS px: an attachment as a phone shows it
MIN_TEXT = 11  # CSS px: the smallest text that matters, as the phone shows it
MAX_ASPECT = 1.8  # height / width of a picture a phone shows at full width

Files = list[tuple[str, bytes]]


def stacked(parts: Sequence[Image.Image], background: RGB) -> Image.Image:
    """Pictures one under another, left-aligned, on a page as wide as the widest."""
    width = max(part.width for part in parts)
    page = Image.new("RGB", (width, sum(part.height for part in parts)), background)
    y = 0
    for part in parts:
        page.paste(part, (0, y))
        y += part.height
    return page


def under_band(band: Image.Image, picture: Image.Image, cut: int) -> Image.Image:
    """``picture`` without its top ``cut`` px, under ``band`` (one copy of each)."""
    page = Image.new("RGB", (picture.width, band.height + picture.height - cut))
    page.paste(picture, (0, band.height - cut))
    page.paste(band, (0, 0))
    return page


class Band:
    """The header of a picture: the title and a turn badge on the first line, then notes, each wrapped
    to the width (the status line first), as tall as its words need. ``note`` is the size of the notes
    in px (the title a little larger); every other measure grows with it, so that a desktop board's
    header reads on a phone as a phone page's does (``header_size``)."""

    NOTE = 22  # px: the size of the notes on a phone page

    def __init__(self, width: int, lang: str, fill: RGB, accent: RGB, note: int = NOTE) -> None:
        self.width, self.lang, self.fill, self.accent = width, lang, fill, accent
        self.note, self.scale = note, note / self.NOTE

    def _px(self, length: float) -> int:
        return round(length * self.scale)

    def title_face(self, inline: bool = False) -> Face:
        """The title's face: larger than the notes, or as large where a note may stand beside it."""
        return font(self.note if inline else self._px(26), bold=True, lang=self.lang)

    def note_face(self, bold: bool = False) -> Face:
        return font(self.note, bold=bold, lang=self.lang)

    def draw(
        self, title: str, turn: str, notes: Sequence[tuple[str, RGB, bool]], inline: bool = False
    ) -> Image.Image:
        """The band: ``title`` and ``turn`` (in a badge), then each note (text, colour, bold);
        ``inline``: a single note that fits after the badge goes on the first line."""
        pad = self._px(14)
        room = self.width - 2 * pad
        lines = [
            (line, colour, self.note_face(bold))
            for text, colour, bold in notes
            for line in wrap(text, self.note_face(bold), room, lang=self.lang)
        ]
        step, top, mid = round(self.note * 1.35), self._px(52), self._px(27)
        face = self.title_face(inline)
        after = pad + text_width(title, face) + text_width(turn, face) + self._px(14 + 2 * 8 + 14)
        beside = inline and len(lines) == 1 and after + text_width(lines[0][0], lines[0][2]) <= room + pad
        height = top + (0 if beside else len(lines) * step + self._px(10))
        image = Image.new("RGB", (self.width, height), self.fill)
        draw = Canvas(image)
        draw.label((pad, mid), title, face, WHITE, anchor="lm")
        x = pad + text_width(title, face) + self._px(14)
        spacing = (self._px(8), self._px(4))
        centre = (x + text_width(turn, face) / 2 + self._px(10), mid)
        badge(draw, centre, turn, face, self.accent, WHITE, pad=spacing)
        if beside:
            line, colour, line_face = lines[0]
            draw.label((after, mid), line, line_face, colour, anchor="lm")
            return image
        y = top + step / 2
        for line, colour, line_face in lines:
            draw.label((pad, y), line, line_face, colour, anchor="lm")
            y += step
        return image


def header_size(width: int) -> int:
    """The size in px of a header's words on a picture ``width`` px wide that a phone shows
    ``PHONE_WIDTH`` wide: they read ``MIN_TEXT`` px there."""
    return math.ceil(MIN_TEXT * width / PHONE_WIDTH)
