"""Drawing helpers shared by the board renderers: bundled fonts, colours, text, counters and PNG output.

Everything here is plain Pillow. Fonts come from ``images/fonts`` (DejaVu for English, Noto Sans CJK
JP for Japanese: ``font(size, lang=...)``; see their licences), so a board looks the same on every
machine. Text measuring, line breaking and fit checks live in ``images.text`` and are re-exported
here; a character the chosen face lacks is drawn in the other family's face.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Sequence
from functools import lru_cache
from unicodedata import east_asian_width

from PIL import Image, ImageDraw, ImageFont

from images.text import (
    FONT_DIR,
    Face,
    Label,
    fit,
    font,
    ink_box,
    largest_font,
    missing,
    overflow,
    overflows,
    runs,
    text_width,
    wrap,
)

__all__ = [
    "FONT_DIR",
    "INK",
    "RGB",
    "WHITE",
    "Box",
    "Canvas",
    "Label",
    "badge",
    "badge_face",
    "counter",
    "dashed_line",
    "fit",
    "font",
    "hatch",
    "ink_box",
    "ink_on",
    "label",
    "largest_font",
    "missing",
    "mix",
    "overflow",
    "overflows",
    "rgb",
    "runs",
    "text_width",
    "to_png",
    "wrap",
]

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]
INK: RGB = (24, 24, 28)
WHITE: RGB = (255, 255, 255)


def rgb(colour: str) -> RGB:
    """``"#2f5fb3"`` -> ``(47, 95, 179)``."""
    value = colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def ink_on(fill: RGB) -> RGB:
    """Black or white, whichever reads better on ``fill``."""
    luma = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    return INK if luma > 150 else WHITE


class Canvas(ImageDraw.ImageDraw):
    """An ``ImageDraw`` that keeps its image and pastes text from a cache of rendered masks.

    Rendering glyphs is most of the cost of a board, and boards repeat the same few hundred strings.
    """

    def __init__(self, image: Image.Image) -> None:
        super().__init__(image)
        self.image = image

    def label(
        self,
        xy: tuple[float, float],
        text: str,
        face: ImageFont.FreeTypeFont,
        fill: RGB,
        anchor: str = "mm",
        halo: RGB | None = None,
        halo_width: int = 3,
    ) -> None:
        dx, dy, ink, outline = _text_masks(text, face, anchor, halo_width if halo is not None else 0)
        x, y = round(xy[0] + dx), round(xy[1] + dy)
        box = (x, y, x + ink.width, y + ink.height)
        if outline is not None and halo is not None:
            self.image.paste(halo, box, outline)
        self.image.paste(fill, box, ink)


@lru_cache(maxsize=4096)
def _text_masks(
    text: str, face: ImageFont.FreeTypeFont, anchor: str, halo_width: int
) -> tuple[int, int, Image.Image, Image.Image | None]:
    """(offset x, offset y, glyph mask, glyph-and-halo mask) of ``text`` anchored at the origin."""
    parts = runs(text, face)
    if len(parts) > 1:
        return _mixed_masks(parts, face, anchor, halo_width)
    x0, y0, x1, y1 = (round(v) for v in face.getbbox(text, anchor=anchor, stroke_width=halo_width))
    size = (max(1, x1 - x0), max(1, y1 - y0))
    ink = Image.new("L", size, 0)
    ImageDraw.Draw(ink).text((-x0, -y0), text, font=face, fill=255, anchor=anchor)
    outline = None
    if halo_width:
        outline = Image.new("L", size, 0)
        ImageDraw.Draw(outline).text(
            (-x0, -y0), text, font=face, fill=255, anchor=anchor, stroke_width=halo_width, stroke_fill=255
        )
    return x0, y0, ink, outline


def _mixed_masks(
    parts: Sequence[tuple[str, ImageFont.FreeTypeFont]], face: ImageFont.FreeTypeFont, anchor: str, halo: int
) -> tuple[int, int, Image.Image, Image.Image | None]:
    """``_text_masks`` of text drawn in several faces: runs side by side on one baseline, anchored as
    ``face`` would anchor the whole text (horizontally by the total advance)."""
    text = "".join(chunk for chunk, _ in parts)
    advance = sum(part.getlength(chunk) for chunk, part in parts)
    own = "".join(chunk for chunk, part in parts if part is face) or text
    # where the baseline lies below the anchor, as ``face`` places it
    base_y = face.getbbox(own, anchor="l" + anchor[1])[1] - face.getbbox(own, anchor="ls")[1]
    left = {"l": 0.0, "m": -advance / 2, "r": -advance}.get(anchor[0], 0.0)
    x0, top, x1, bottom = ink_box(text, face)
    x0, y0 = round(left + x0) - halo, round(top + base_y) - halo
    size = (max(1, round(left + x1) + halo - x0), max(1, round(bottom + base_y) + halo - y0))
    ink = Image.new("L", size, 0)
    outline = Image.new("L", size, 0) if halo else None
    pen = left
    for chunk, part in parts:
        at = (pen - x0, base_y - y0)
        ImageDraw.Draw(ink).text(at, chunk, font=part, fill=255, anchor="ls")
        if outline is not None:
            ImageDraw.Draw(outline).text(
                at, chunk, font=part, fill=255, anchor="ls", stroke_width=halo, stroke_fill=255
            )
        pen += part.getlength(chunk)
    return x0, y0, ink, outline


def label(
    draw: Canvas,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: RGB = INK,
    anchor: str = "mm",
    halo: RGB | None = None,
    halo_width: int = 3,
) -> None:
    """Text at ``xy``, optionally with a halo so it stays legible over any background."""
    draw.label(xy, text, face, fill, anchor, halo, halo_width)


def badge(
    draw: Canvas,
    centre: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: RGB,
    outline: RGB = INK,
    pad: tuple[int, int] = (8, 4),
) -> Box:
    """A rounded label box centred on ``centre``; returns its box."""
    width = text_width(text, face) + 2 * pad[0]
    height = face.size + 2 * pad[1]
    x, y = centre
    box = (x - width / 2, y - height / 2, x + width / 2, y + height / 2)
    draw.rounded_rectangle(box, radius=6, fill=fill, outline=outline, width=2)
    draw.label((x, y), text, face, ink_on(fill))
    return box


def hatch(draw: Canvas, box: Box, colour: RGB, step: int = 7, width: int = 2) -> None:
    """Diagonal hatching inside ``box`` (lines from bottom-left to top-right)."""
    x0, y0, x1, y1 = box
    size = int(x1 - x0 + y1 - y0)
    for offset in range(step // 2, size, step):
        # the line x + y = x0 + y0 + offset, clipped to the box
        ax, ay = x0 + max(0, offset - (y1 - y0)), min(y1, y0 + offset)
        bx, by = min(x1, x0 + offset), y0 + max(0, offset - (x1 - x0))
        draw.line((ax, ay, bx, by), fill=colour, width=width)


def counter(
    draw: Canvas,
    box: Box,
    colour: RGB,
    count: int,
    face_up: bool = True,
    routed: tuple[str, Face] | None = None,
) -> None:
    """A stack of ``count`` identical units: solid when face-up, pale and hatched when face-down.

    The number is the count (``×3``; a two-digit count too wide for the ``×`` before it has it small
    in the top left corner); a stack of more than one unit shows a second counter behind; a routed
    stack carries a black disc in its corner with the reader's rout badge (``routed``: its letter and
    face, an ``R`` in English, 敗 in Japanese), large enough to read on a phone tile.
    """
    x0, y0, x1, y1 = box
    size = y1 - y0
    edge = mix(colour, INK, 0.55)
    if count > 1:
        draw.rectangle((x0 + 4, y0 - 4, x1 + 4, y1 - 4), fill=mix(colour, WHITE, 0.35), outline=edge, width=2)
    if face_up:
        fill = colour
        draw.rectangle(box, fill=fill, outline=edge, width=2)
    else:
        fill = mix(colour, WHITE, 0.72)
        draw.rectangle(box, fill=fill, outline=edge, width=2)
        hatch(draw, (x0 + 2, y0 + 2, x1 - 2, y1 - 2), mix(colour, WHITE, 0.3), step=9, width=3)
    ink = ink_on(fill)
    halo = fill if face_up else WHITE
    number, times, inline = _count_faces(str(count), size)
    digits = str(count)
    mark = text_width("×", times) if inline else 0.0
    left, mid = (x0 + x1 - mark - text_width(digits, number)) / 2, (y0 + y1) / 2 + 1
    if inline:
        draw.label((left, mid + 1), "×", times, ink, anchor="lm", halo=halo, halo_width=2)
    else:  # a two-digit count on a small counter: the × above the digits, in the corner
        draw.label((x0 + 3, y0 + 1), "×", times, ink, anchor="lt", halo=halo, halo_width=1)
        mid += size * 0.08
    draw.label((left + mark, mid), digits, number, ink, anchor="lm", halo=halo, halo_width=2)
    if routed is not None:
        badge, face = routed
        r = size * 0.3
        if any(east_asian_width(c) in "WF" for c in badge):  # a kanji takes a wider disc than an R
            r = max(r, (text_width(badge, face) + 8) / 2)
        cx, cy = x1 - 2, y0 + 2
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK, outline=WHITE, width=2)
        draw.label((cx, cy + 1), badge, face, WHITE)


def badge_face(size: float, lang: str) -> Face:
    """The face of a counter's rout badge on a counter ``size`` pixels high, large enough to read on
    a phone tile (its disc grows to hold a wide letter)."""
    return font(max(17, round(size * 0.3 * 1.4)), bold=True, lang=lang)


def _count_faces(digits: str, size: float) -> tuple[ImageFont.FreeTypeFont, ImageFont.FreeTypeFont, bool]:
    """The faces of a counter's count and of its ``×``, and whether the ``×`` goes before the digits
    (else, small, in the counter's top left corner): the digits as large on every count (they must
    read on a phone), the ``×`` as large as fits beside them inside the counter."""
    number = font(round(size * 0.6), bold=True, condensed=True)
    width = text_width(digits, number)
    for points in range(round(size * 0.4), 8, -1):
        times = font(points, bold=True)
        if text_width("×", times) + width <= size - 6:
            return number, times, True
    return number, font(max(9, round(size * 0.34)), bold=True), False


def dashed_line(
    draw: ImageDraw.ImageDraw,
    points: Sequence[tuple[float, float]],
    fill: RGB,
    width: int,
    dash: float,
    gap: float,
) -> None:
    """A dashed polyline."""
    on, left = True, dash
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        pos = 0.0
        while pos < length:
            step = min(left, length - pos)
            if on:
                t0, t1 = pos / length, (pos + step) / length
                draw.line(
                    (ax + (bx - ax) * t0, ay + (by - ay) * t0, ax + (bx - ax) * t1, ay + (by - ay) * t1),
                    fill=fill,
                    width=width,
                )
            pos += step
            left -= step
            if left <= 0:
                on = not on
                left = dash if on else gap


def to_png(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """Encode as a palette PNG: boards are flat colours plus anti-aliased text, so 256 colours suffice.

    With a fixed ``palette`` (a "P" image) this is several times faster than choosing one per board.
    """
    if palette is None:
        quantized = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    else:
        quantized = image.quantize(palette=palette, dither=Image.Dither.NONE)
    out = io.BytesIO()
    quantized.save(out, "PNG", compress_level=3)
    return out.getvalue()
