"""The hand sheet: the seat's cards as printed, four to a row. Card faces never change, so each is
drawn once per language and kept."""

from __future__ import annotations

import math
from functools import cache, lru_cache

from PIL import Image

from engine.core import Msg, Ref
from engine.napoleon1815.data import cards
from engine.napoleon1815.view import N1815View
from i18n import translator
from images.draw import Canvas, fit, mix, wrap
from images.napoleon1815.oob import cylinder
from images.napoleon1815.page import HEADER_H, WIDTH, header
from images.napoleon1815.style import CARD_COLOURS, DANGER, FATIGUE, INK, MUTED, PAPER, WHITE, face

CARD_W, CARD_GAP, COLUMNS = 278, 16, 4
BAND_H = 74
TEXT_TOP = BAND_H + 50
TEXT_LINE = 23
BOXES_H = 64 + 12 + 40  # combat and recovery boxes, the rule above them and the serial number


def hand_picture(view: N1815View, lang: str) -> Image.Image:
    tr = translator(lang)
    seat = view["seat"]
    assert seat is not None, "the public view has no hand"
    hand = view.get("hand", [])
    rows = max(1, math.ceil(len(hand) / COLUMNS))
    card_h = card_height(lang)
    height = HEADER_H + 16 + rows * (card_h + CARD_GAP) + 8
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = Canvas(image)
    header(
        draw,
        seat,
        tr.text("napoleon1815-board-hand"),
        tr(Msg("napoleon1815-board-hand-note", cards=len(hand))),
        lang,
    )
    if not hand:
        big = face(28, lang, bold=True)
        draw.label(
            (WIDTH / 2, HEADER_H + 16 + card_h / 2), tr.text("napoleon1815-board-no-cards"), big, MUTED
        )
        return image
    left = (WIDTH - COLUMNS * CARD_W - (COLUMNS - 1) * CARD_GAP) / 2
    for i, number in enumerate(hand):
        row, col = divmod(i, COLUMNS)
        x = round(left + col * (CARD_W + CARD_GAP))
        image.paste(card_face(number, lang), (x, HEADER_H + 16 + row * (card_h + CARD_GAP)))
    return image


@cache
def card_height(lang: str) -> int:
    """Tall enough for the longest event text in ``lang``."""
    tr = translator(lang)
    font = face(18, lang)
    lines = max(
        len(wrap(tr.name(Ref("napoleon1815-event", e.key), "summary"), font, CARD_W - 24, lang=lang))
        for e in cards.EVENTS
    )
    return TEXT_TOP + lines * TEXT_LINE + BOXES_H


@lru_cache(maxsize=256)
def card_face(number: int, lang: str) -> Image.Image:
    """One card as printed: event band, timing, value, text, combat box, recovery box, serial number."""
    tr = translator(lang)
    card = cards.CARD[number]
    event = Ref("napoleon1815-event", card.event)
    card_h = card_height(lang)
    image = Image.new("RGB", (CARD_W, card_h), PAPER)
    draw = Canvas(image)
    colour = CARD_COLOURS[card.colour.value]
    draw.rounded_rectangle((0, 0, CARD_W - 1, card_h - 1), radius=14, fill=WHITE, outline=INK, width=3)
    # the event band: its name on the colour that says when it is played
    draw.rounded_rectangle((3, 3, CARD_W - 4, BAND_H), radius=12, fill=colour)
    draw.rectangle((3, BAND_H - 12, CARD_W - 4, BAND_H), fill=colour)
    name = tr.name(event)
    name_face = face(22, lang, bold=True)
    lines = wrap(name, name_face, CARD_W - 78, lang=lang)
    if len(lines) > 2:
        name_face = face(20, lang, bold=True, condensed=True)
        lines = wrap(name, name_face, CARD_W - 78, lang=lang)[:2]
    top = BAND_H / 2 - (len(lines) - 1) * 13
    for i, text in enumerate(lines):
        draw.label((12, top + i * 26), fit(text, name_face, CARD_W - 78), name_face, WHITE, anchor="lm")
    # the value: MP or initiative
    cx, cy = CARD_W - 36, BAND_H / 2 + 2
    draw.ellipse((cx - 26, cy - 26, cx + 26, cy + 26), fill=WHITE, outline=INK, width=3)
    draw.label((cx, cy + 1), str(card.value), face(32, "en", bold=True), INK)
    # when it can be played
    if card.timing is not None:
        when = tr(Msg("napoleon1815-board-card-timing", timing=card.timing.value))
    else:
        when = tr.text(f"napoleon1815-board-card-{card.colour.value}")
    when_face = face(19, lang, bold=True, condensed=True)
    draw.label(
        (12, BAND_H + 20), fit(when, when_face, CARD_W - 24), when_face, mix(colour, INK, 0.25), anchor="lm"
    )
    # the event text
    font = face(18, lang)
    y = TEXT_TOP
    for text in wrap(tr.name(event, "summary"), font, CARD_W - 24, lang=lang):
        draw.label((12, y), text, font, INK, anchor="lm")
        y += TEXT_LINE
    # the combat box (bottom left) and the recovery box (bottom right)
    bottom = card_h - 12
    box_top = bottom - 64
    small = face(16, lang, bold=True)
    draw.line((10, box_top - 8, CARD_W - 10, box_top - 8), fill=(200, 192, 176), width=2)
    draw.rounded_rectangle((10, box_top, 166, bottom), radius=8, fill=(246, 240, 226), outline=INK, width=2)
    draw.label((88, box_top + 13), fit(tr.text("napoleon1815-board-combat"), small, 150), small, MUTED)
    if card.damage or card.fatigue:
        _combat_icons(
            draw, (88 - _combat_width(card.damage, card.fatigue) / 2, box_top + 42), card.damage, card.fatigue
        )
    else:
        none = face(18, lang, bold=True)
        draw.label((88, box_top + 42), fit(tr.text("napoleon1815-board-no-effect"), none, 150), none, MUTED)
    draw.rounded_rectangle(
        (174, box_top, CARD_W - 10, bottom), radius=8, fill=(222, 238, 226), outline=INK, width=2
    )
    rx = (174 + CARD_W - 10) / 2
    draw.label(
        (rx, box_top + 13), fit(tr.text("napoleon1815-board-recovery"), small, CARD_W - 194), small, MUTED
    )
    draw.label((rx, box_top + 42), f"−{card.recovery}", face(28, "en", bold=True), INK)
    serial = tr(Msg("napoleon1815-board-card-number", number=card.number))
    draw.label((CARD_W / 2, box_top - 22), serial, face(16, lang), MUTED)
    return image


def _combat_width(damage: int, fatigue: int) -> float:
    return damage * 24 + (20 if damage else 0) + fatigue * 23 + (14 if fatigue else 0)


def _combat_icons(draw: Canvas, at: tuple[float, float], damage: int, fatigue: int) -> None:
    """Damage as red bursts, fatigue as orange cylinders, each with its number."""
    x, y = at
    digits = face(18, "en", bold=True)
    for _ in range(damage):
        _burst(draw, (x + 11, y))
        x += 24
    if damage:
        draw.label((x, y), str(damage), digits, DANGER, anchor="lm")
        x += 20
    for _ in range(fatigue):
        cylinder(draw, (x + 10, y), FATIGUE)
        x += 23
    if fatigue:
        draw.label((x, y), str(fatigue), digits, (180, 90, 20), anchor="lm")


def _burst(draw: Canvas, centre: tuple[float, float]) -> None:
    x, y = centre
    points = []
    for k in range(16):
        r = 11 if k % 2 == 0 else 5
        a = k * math.pi / 8
        points.append((x + r * math.cos(a), y + r * math.sin(a)))
    draw.polygon(points, fill=DANGER, outline=mix(DANGER, INK, 0.5))
