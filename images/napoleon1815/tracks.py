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
    top = VP_BOX_TOP
    size = VP_SIZE
    for value in range(components.VP_MIN, components.VP_MAX + 1):
        x = PAD + (value - components.VP_MIN) * VP_STEP
        box = (x, top, x + size, top + size)
        french = value <= french_max
        fill = (
            mix(ARMY_COLOURS["french"], WHITE, 0.8)
            if french
            else mix(ARMY_COLOURS["anglo_dutch"], WHITE, 0.82)
        )
        if value == vp:
            draw.rectangle((x - 4, top - 4, x + size + 4, top + size + 4), fill=INK)
            draw.rectangle(box, fill=GOLD, outline=INK, width=2)
            draw.label((x + size / 2, top + size / 2 + 1), str(value), face(24, "en", bold=True), INK)
        else:
            draw.rectangle(box, fill=fill, outline=mix(INK, WHITE, 0.55), width=1)
            draw.label((x + size / 2, top + size / 2 + 1), str(value), face(20, "en"), INK)
    split = vp_split(french_max)
    draw.line((split, top - 6, split, top + size + 6), fill=INK, width=3)
    for caption in vp_captions(french_max, lang):
        caption.draw(draw)


def turn_track(draw: Canvas, scenario_key: str, current: int, lang: str) -> None:
    """The scenario's turns: past ones greyed, the current one gold, each with its invasion card."""
    tr = translator(lang)
    scenario = scenarios.scenario(scenario_key)
    title_face = face(20, lang, bold=True)
    title = tr.text("napoleon1815-board-turns")
    draw.label((PAD, TURN_Y), title, title_face, INK, anchor="lt")
    x_title = PAD + text_width(title, title_face) + 12
    name_face = face(18, lang)
    name = fit(tr.text(f"napoleon1815-scenario-{scenario_key}"), name_face, WIDTH - PAD - x_title)
    draw.label((x_title, TURN_Y + 1), name, name_face, MUTED, anchor="lt")
    top = TURN_Y + 28
    count = max(1, len(scenario.turns))
    step = (WIDTH - 2 * PAD + 8) / count
    width = step - 8
    small = face(18, lang, condensed=True)
    card_face = face(16, lang, condensed=True)
    for i, turn in enumerate(scenario.turns):
        x = PAD + i * step
        box = (x, top, x + width, top + 68)
        if turn.number == current:
            draw.rectangle((x - 3, top - 3, x + width + 3, top + 71), fill=INK)
            draw.rectangle(box, fill=GOLD)
            ink = INK
        elif turn.number < current:
            draw.rectangle(box, fill=(226, 222, 212), outline=(190, 184, 170), width=1)
            ink = MUTED
        else:
            draw.rectangle(box, fill=WHITE, outline=(150, 140, 124), width=1)
            ink = INK
        draw.label((x + 8, top + 6), str(turn.number), face(24, "en", bold=True), ink, anchor="lt")
        label = tr.text(f"napoleon1815-turn-{scenario_key}-{turn.number}")
        lines = wrap(label, small, width - 40, lang=lang)
        if len(lines) > 2:
            lines = [lines[0], fit(" ".join(lines[1:]), small, width - 40)]
        for row, line in enumerate(lines):
            draw.label((x + 34, top + 8 + 22 * row), fit(line, small, width - 40), small, ink, anchor="lt")
        card = tr(Msg("napoleon1815-board-turn-card", card=turn.invasion_card))
        draw.label((x + width - 6, top + 64), fit(card, card_face, width - 12), card_face, ink, anchor="rb")
