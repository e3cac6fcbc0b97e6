"""Boards for phones: what a phone layout shares, and the measure it is held to.

A phone shows an attachment about ``PHONE_WIDTH`` CSS px wide, so a text ``s`` px tall on an image
``w`` px wide reads ``s * PHONE_WIDTH / w`` px tall there; the words that matter (names, counts,
tracks) must read at least ``MIN_TEXT`` px. A phone layout therefore sends a board as a few narrow
pictures: tiles of the desktop picture, or parts drawn again for a narrow page. A
picture is at most ``MAX_ASPECT`` times as tall as it is wide, so that a phone's viewer (a screen of
about 390 x 844 CSS px, less its bars) shows it at full width rather than shrunk to fit the height.
"""

from __future__ import annotations

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


class Band:
    """The header of a phone picture: the title and a turn badge on the first line, then notes, each
    wrapped to the width (the status line first), as tall as its words need."""

    PAD = 14
    TITLE, NOTE = 26, 22  # px: the sizes of the title and of the notes

    def __init__(self, width: int, lang: str, fill: RGB, accent: RGB) -> None:
        self.width, self.lang, self.fill, self.accent = width, lang, fill, accent

    def title_face(self) -> Face:
        return font(self.TITLE, bold=True, lang=self.lang)

    def note_face(self, bold: bool = False) -> Face:
        return font(self.NOTE, bold=bold, lang=self.lang)

    def draw(self, title: str, turn: str, notes: Sequence[tuple[str, RGB, bool]]) -> Image.Image:
        """The band: ``title`` and ``turn`` (in a badge), then each note (text, colour, bold)."""
        room = self.width - 2 * self.PAD
        lines = [
            (line, colour, self.note_face(bold))
            for text, colour, bold in notes
            for line in wrap(text, self.note_face(bold), room, lang=self.lang)
        ]
        step = round(self.NOTE * 1.35)
        height = 52 + len(lines) * step + 10
        image = Image.new("RGB", (self.width, height), self.fill)
        draw = Canvas(image)
        face = self.title_face()
        draw.label((self.PAD, 27), title, face, WHITE, anchor="lm")
        x = self.PAD + text_width(title, face) + 14
        badge(draw, (x + text_width(turn, face) / 2 + 10, 27), turn, face, self.accent, WHITE)
        y = 52 + step / 2
        for line, colour, line_face in lines:
            draw.label((self.PAD, y), line, line_face, colour, anchor="lm")
            y += step
        return image
