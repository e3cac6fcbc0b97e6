"""Helpers for picture tests in any language: record every text Pillow draws, find missing glyphs.

with drawn_text() as drawn:
    png = board(view, "ja")
assert tofu(drawn) == []
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from unittest import mock

from PIL import ImageDraw, ImageFont

from images import draw
from images.text import covers

Drawn = list[tuple[str, ImageFont.FreeTypeFont]]


@contextmanager
def drawn_text() -> Iterator[Drawn]:
    """Every ``(text, face)`` Pillow draws inside the block (cached text masks are dropped first, so
    that every label is drawn again)."""
    calls: Drawn = []
    real = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: object, text: str, *args: object, **kwargs: object) -> None:
        face = kwargs.get("font", args[1] if len(args) > 1 else None)
        assert isinstance(face, ImageFont.FreeTypeFont), f"{text!r} drawn without a bundled font"
        calls.append((text, face))
        real(self, xy, text, *args, **kwargs)  # type: ignore[arg-type]

    draw._text_masks.cache_clear()
    with mock.patch.object(ImageDraw.ImageDraw, "text", text):
        yield calls
    draw._text_masks.cache_clear()


def tofu(drawn: Drawn) -> list[tuple[str, str]]:
    """``(text, font file)`` of every drawn text with a character its face has no glyph for."""
    return [
        (text, Path(str(face.path)).name) for text, face in drawn if not all(covers(face, c) for c in text)
    ]
