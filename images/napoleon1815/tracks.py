"""The victory point track and the turn track, below the map.

Each track's captions are laid out first (``vp_captions``: text, type, colour and box) and drawn
from that layout, so the tests can check what the picture shows: the captions under the VP track
keep their order, stay inside the page and never overlap, wherever the scenario puts the line
between a French and an Allied victory.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageFont

from engine.core import Msg
from engine.napoleon1815.data import components, scenarios
from i18n import translator
from images import labels
from images.draw import RGB, Box, Canvas, fit, mix, text_width, wrap
from images.napoleon1815.layout import PAD, TURN_Y, VP_Y, WIDTH
from images.napoleon1815.style import ARMY_COLOURS, GOLD, INK, MUTED, WHITE, face

VP_BOX_TOP = VP_Y + 30
VP_STEP = (WIDTH - 2 * PAD + 4) / (components.VP_MAX - components.VP_MIN + 1)
VP_SIZE = VP_STEP - 4
CAPTION_Y = VP_BOX_TOP + VP_SIZE + 16  # the middle of the line under the boxes
CAPTION_SPACE = 16


@dataclass(frozen=True, slots=True)
class Caption:
    """A line of text as laid out: its words, type, colour and box (``box[0]``, the middle height)."""

    text: str
    face: ImageFont.FreeTypeFont
    colour: RGB
    box: Box

    def draw(self, draw: Canvas) -> None:
        draw.label(
            (self.box[0], (self.box[1] + self.box[3]) / 2), self.text, self.face, self.colour, anchor="lm"
        )


def vp_split(french_max: int) -> float:
    """The x of the line between the last French and the first Allied VP box."""
    return PAD + (french_max - components.VP_MIN + 1) * VP_STEP - 2


def vp_captions(french_max: int, lang: str) -> list[Caption]:
    """The captions under the VP track: French gains at the left, Allied gains at the right, and
    the end-of-game line under the split between them, moved aside as little as it takes to keep
    clear of both (``labels.spread``), and shortened if the three cannot share the line."""
    tr = translator(lang)
    bold, plain = face(18, lang, bold=True), face(18, lang)
    french = tr.text("napoleon1815-board-vp-french")
    allied = tr.text("napoleon1815-board-vp-allied")
    note = tr(Msg("napoleon1815-board-vp-note", max=french_max, above=french_max + 1))
    widths = [text_width(french, bold), text_width(note, plain), text_width(allied, bold)]
    split = vp_split(french_max)
    wanted = [(PAD, widths[0]), (split - widths[1] / 2, widths[1]), (WIDTH - PAD - widths[2], widths[2])]
    room = WIDTH - 2 * PAD - widths[0] - widths[2] - 2 * CAPTION_SPACE
    if widths[1] > room:  # the three cannot share the line: the note is shortened
        note = fit(note, plain, room)
        widths[1] = text_width(note, plain)
        wanted[1] = (split - widths[1] / 2, widths[1])
    lefts = labels.spread(wanted, PAD, WIDTH - PAD, CAPTION_SPACE) or [w[0] for w in wanted]
    texts = [
        (french, bold, ARMY_COLOURS["french"]),
        (note, plain, INK),
        (allied, bold, ARMY_COLOURS["anglo_dutch"]),
    ]
    y, half = CAPTION_Y, 11
    return [
        Caption(text, font, colour, (x, y - half, x + w, y + half))
        for (text, font, colour), x, w in zip(texts, lefts, widths, strict=True)
    ]


def vp_titles(lang: str) -> list[Caption]:
    """The track's title at the left and the two sudden-death ends at the right, apart."""
    tr = translator(lang)
    title_face, note_face = face(20, lang, bold=True), face(18, lang)
    title = tr.text("napoleon1815-board-vp")
    ends = tr(Msg("napoleon1815-board-vp-ends", low=components.VP_MIN, high=components.VP_MAX))
    wt, we = text_width(title, title_face), text_width(ends, note_face)
    lefts = labels.spread([(PAD, wt), (WIDTH - PAD - we, we)], PAD, WIDTH - PAD, CAPTION_SPACE)
    y = VP_Y + 11
    if lefts is None:
        ends = fit(ends, note_face, WIDTH - 2 * PAD - wt - CAPTION_SPACE)
        we = text_width(ends, note_face)
        lefts = [PAD, WIDTH - PAD - we]
    return [
        Caption(title, title_face, INK, (lefts[0], y - 11, lefts[0] + wt, y + 11)),
        Caption(ends, note_face, MUTED, (lefts[1], y - 11, lefts[1] + we, y + 11)),
    ]


def vp_track(draw: Canvas, vp: int, french_max: int, lang: str) -> None:
    """The 0-20 boxes, French side blue and Allied side red, the marker on ``vp``, the split line
    at ``french_max`` and the captions."""
    for value in range(components.VP_MIN, components.VP_MAX + 1):
        x = PAD + (value - components.VP_MIN) * VP_STEP
        vp_box(draw, (x, VP_BOX_TOP), VP_SIZE, value, vp, french_max)
    split = vp_split(french_max)
    draw.line((split, VP_BOX_TOP - 6, split, VP_BOX_TOP + VP_SIZE + 6), fill=INK, width=3)
    for caption in vp_captions(french_max, lang):
        caption.draw(draw)


def vp_box(draw: Canvas, at: tuple[float, float], size: float, value: int, vp: int, french_max: int) -> None:
    """One box of the VP track: French blue up to ``french_max``, Allied red above, gold under the
    marker."""
    x, top = at
    box = (x, top, x + size, top + size)
    if value == vp:
        draw.rectangle((x - 4, top - 4, x + size + 4, top + size + 4), fill=INK)
        draw.rectangle(box, fill=GOLD, outline=INK, width=2)
        draw.label((x + size / 2, top + size / 2 + 1), str(value), face(24, "en", bold=True), INK)
        return
    side = "french" if value <= french_max else "anglo_dutch"
    fill = mix(ARMY_COLOURS[side], WHITE, 0.8 if side == "french" else 0.82)
    draw.rectangle(box, fill=fill, outline=mix(INK, WHITE, 0.55), width=1)
    draw.label((x + size / 2, top + size / 2 + 1), str(value), face(20, "en"), INK)


def vp_rows(draw: Canvas, top: float, width: float, vp: int, french_max: int, lang: str) -> float:
    """The VP track on a narrow page (the phone's): the title and the sudden-death ends, the boxes
    in two rows (0-10, 11-20) with the split line, then the sides' captions and the end-of-game
    line, each wrapped; returns the y under it all."""
    tr = translator(lang)
    bold, plain = face(18, lang, bold=True), face(18, lang)
    draw.label((PAD, top), tr.text("napoleon1815-board-vp"), face(20, lang, bold=True), INK, anchor="lt")
    y = top + 30
    ends = tr(Msg("napoleon1815-board-vp-ends", low=components.VP_MIN, high=components.VP_MAX))
    y = _lines(draw, wrap(ends, plain, width - 2 * PAD, lang=lang), plain, MUTED, y) + 10
    per_row = (components.VP_MAX - components.VP_MIN + 2) // 2
    step = (width - 2 * PAD + 4) / per_row
    for value in range(components.VP_MIN, components.VP_MAX + 1):
        row, col = divmod(value - components.VP_MIN, per_row)
        vp_box(draw, (PAD + col * step, y + row * (step + 6)), step - 4, value, vp, french_max)
    row, col = divmod(french_max - components.VP_MIN, per_row)
    split, split_top = PAD + (col + 1) * step - 2, y + row * (step + 6)
    draw.line((split, split_top - 6, split, split_top + step + 2), fill=INK, width=3)
    y += 2 * step + 6 + 12
    french = tr.text("napoleon1815-board-vp-french")
    allied = tr.text("napoleon1815-board-vp-allied")
    draw.label((PAD, y + 11), french, bold, ARMY_COLOURS["french"], anchor="lm")
    draw.label((width - PAD, y + 11), allied, bold, ARMY_COLOURS["anglo_dutch"], anchor="rm")
    note = tr(Msg("napoleon1815-board-vp-note", max=french_max, above=french_max + 1))
    return _lines(draw, wrap(note, plain, width - 2 * PAD, lang=lang), plain, INK, y + 26)


def _lines(draw: Canvas, lines: list[str], font: ImageFont.FreeTypeFont, colour: RGB, top: float) -> float:
    """Lines of text from ``top`` down, 24 px apart, at the page's left margin; returns the y under them."""
    for i, text in enumerate(lines):
        draw.label((PAD, top + 24 * i), text, font, colour, anchor="lt")
    return top + 24 * len(lines)


def turn_track(
    draw: Canvas,
    scenario_key: str,
    current: int,
    lang: str,
    top: float = TURN_Y,
    page: float = WIDTH,
    per_row: int | None = None,
    card_size: int = 16,
) -> float:
    """The scenario's turns: past ones greyed, the current one gold, each with its invasion card;
    ``per_row`` boxes a row on a page ``page`` px wide (all in one row by default). Returns the y
    under the boxes."""
    tr = translator(lang)
    scenario = scenarios.scenario(scenario_key)
    title_face = face(20, lang, bold=True)
    title = tr.text("napoleon1815-board-turns")
    draw.label((PAD, top), title, title_face, INK, anchor="lt")
    x_title = PAD + text_width(title, title_face) + 12
    name_face = face(18, lang)
    name = fit(tr.text(f"napoleon1815-scenario-{scenario_key}"), name_face, page - PAD - x_title)
    draw.label((x_title, top + 1), name, name_face, MUTED, anchor="lt")
    count = max(1, len(scenario.turns))
    per_row = per_row or count
    step = (page - 2 * PAD + 8) / per_row
    width = step - 8
    small = face(18, lang, condensed=True)
    card_face = face(card_size, lang, condensed=True)
    rows_top = top + 28
    for i, turn in enumerate(scenario.turns):
        x = PAD + (i % per_row) * step
        y = rows_top + (i // per_row) * 80
        box = (x, y, x + width, y + 68)
        if turn.number == current:
            draw.rectangle((x - 3, y - 3, x + width + 3, y + 71), fill=INK)
            draw.rectangle(box, fill=GOLD)
            ink = INK
        elif turn.number < current:
            draw.rectangle(box, fill=(226, 222, 212), outline=(190, 184, 170), width=1)
            ink = MUTED
        else:
            draw.rectangle(box, fill=WHITE, outline=(150, 140, 124), width=1)
            ink = INK
        draw.label((x + 8, y + 6), str(turn.number), face(24, "en", bold=True), ink, anchor="lt")
        label = tr.text(f"napoleon1815-turn-{scenario_key}-{turn.number}")
        lines = wrap(label, small, width - 40, lang=lang)
        if len(lines) > 2:
            lines = [lines[0], fit(" ".join(lines[1:]), small, width - 40)]
        for row, line in enumerate(lines):
            draw.label((x + 34, y + 8 + 22 * row), fit(line, small, width - 40), small, ink, anchor="lt")
        card = tr(Msg("napoleon1815-board-turn-card", card=turn.invasion_card))
        draw.label((x + width - 6, y + 64), fit(card, card_face, width - 12), card_face, ink, anchor="rb")
    return rows_top + -(-count // per_row) * 80 - 12
