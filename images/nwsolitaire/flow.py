"""Areas drawn in boxes: a title bar with its note, then chips flowed in rows, then lines of words;
the same drawing serves the desktop board (small type, fixed boxes) and the phone pages (large type,
boxes as tall as their contents)."""

from __future__ import annotations

from typing import NamedTuple

from images.draw import Box, Canvas, fit, text_width, wrap
from images.nwsolitaire.model import Area, Chip
from images.nwsolitaire.style import INK, MUTED, face


class Look(NamedTuple):
    title: int  # px: the title's type
    chip: int  # px: a chip's type
    pad: int  # px: around and between chips
    lang: str


def chip_size(c: Chip, look: Look, room: float) -> tuple[float, float]:
    f = face(look.chip, look.lang)
    return min(room, text_width(c.text, f) + 2 * look.pad), look.chip + look.pad + 4


def layout(area: Area, look: Look, width: float) -> tuple[list[tuple[Chip, Box]], float]:
    """Where each chip goes in an area ``width`` wide whose top-left is (0, 0); and the height used."""
    top = look.title + 2 * look.pad
    x, y, row_h = float(look.pad), float(top), 0.0
    room = width - 2 * look.pad
    placed = []
    for c in area.chips:
        w, h = chip_size(c, look, room)
        if x + w > width - look.pad and x > look.pad:
            x, y = float(look.pad), y + row_h + look.pad / 2
        placed.append((c, (x, y, x + w, y + h)))
        x += w + look.pad / 2
        row_h = max(row_h, h)
    y += row_h + (look.pad / 2 if area.chips else 0)
    f = face(look.chip, look.lang)
    for line in area.lines:
        y += len(wrap(line, f, room, lang=look.lang)) * (look.chip + 6)
    return placed, y + look.pad / 2


def height(area: Area, look: Look, width: float) -> float:
    return layout(area, look, width)[1]


def draw_area(draw: Canvas, box: Box, area: Area, look: Look, outline: tuple[int, int, int] = INK) -> None:
    """The area in ``box``: what does not fit its height is left out (the desktop boxes are sized for
    the fullest countries the scenarios make)."""
    x0, y0, x1, y1 = box
    width = x1 - x0
    draw.rectangle(box, fill=area.fill, outline=outline, width=2)
    tf = face(look.title, look.lang, bold=True)
    note_w = text_width(area.note, face(look.chip, look.lang)) if area.note else 0
    title = fit(area.title, tf, width - 3 * look.pad - note_w)
    draw.label((x0 + look.pad, y0 + look.pad + look.title / 2), title, tf, INK, anchor="lm")
    if area.note:
        draw.label(
            (x1 - look.pad, y0 + look.pad + look.title / 2),
            area.note,
            face(look.chip, look.lang),
            INK,
            anchor="rm",
        )
    placed, _ = layout(area, look, width)
    cf = face(look.chip, look.lang)
    bottom = y0
    for c, (a, b, c_, d) in placed:
        if y0 + d > y1 - 2:
            break
        rect = (x0 + a, y0 + b, x0 + c_, y0 + d)
        draw.rounded_rectangle(rect, radius=4, fill=c.fill, outline=MUTED, width=1)
        text = fit(c.text, cf, c_ - a - 2 * look.pad + 2)
        draw.label(((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2), text, cf, c.ink)
        bottom = max(bottom, rect[3])
    y = max(bottom, y0 + look.title + 2 * look.pad) + look.pad / 2
    for line in area.lines:
        for part in wrap(line, cf, width - 2 * look.pad, lang=look.lang):
            if y + look.chip > y1:
                return
            draw.label((x0 + look.pad, y + look.chip / 2 + 2), part, cf, INK, anchor="lm")
            y += look.chip + 6
