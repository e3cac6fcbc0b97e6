"""A Napoleon 1815 seat's private pictures: its order of battle and its hand.

Both are drawn from the seat's own view only (``oob``, ``off_map``, ``hand``, plus the static data
they name by id), so they never show what the seat may not see. Card faces never change, so each
is drawn once and kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image

from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.data import map as board
from images.draw import RGB, Canvas, fit, font, mix, text_width, to_png, wrap
from images.napoleon1815_style import (
    ARMY_NAMES,
    CARD_COLOURS,
    COLOUR_WORDS,
    CUBES,
    DANGER,
    FATIGUE,
    HEADER,
    INK,
    MUTED,
    PAPER,
    SEAT_COLOURS,
    SEAT_NAMES,
    TIMING_WORDS,
    WHITE,
    army_colour,
    pale,
)

WIDTH = 1200
PAD = 16
HEADER_H = 64
ROW_H = 66
MAX_FATIGUE = 8  # 9 or more eliminates the corps (REC-6)
DANGER_FROM = 5  # 5-8: the corps loses 1 SP in the Recovery Phase (REC-3)
NAME_X, SYMBOL_X, SP_X, FATIGUE_X = PAD, 300, 560, 830
CUBE, CUBE_GAP = 26, 5
SLOT = 30


def oob_sheet(view: Mapping[str, Any]) -> bytes:
    """The order of battle behind the seat's screen, as a PNG."""
    return to_png(oob_picture(view), _palette())


def hand_sheet(view: Mapping[str, Any]) -> bytes:
    """The seat's hand, card faces in a grid, as a PNG."""
    return to_png(hand_picture(view), _palette())


@cache
def _palette() -> Image.Image:
    from images.napoleon1815_sample import sample_view

    pictures = [oob_picture(sample_view("seat")), oob_picture(sample_view("allies"))]
    pictures.append(hand_picture({"seat": "france", "hand": [c.number for c in cards.CARDS[:40]], "turn": 1}))
    pictures.append(hand_picture({"seat": "allies", "hand": [c.number for c in cards.CARDS[40:]], "turn": 1}))
    height = sum(p.height for p in pictures)
    strip = Image.new("RGB", (WIDTH, height))
    y = 0
    for p in pictures:
        strip.paste(p, (0, y))
        y += p.height
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def _header(draw: Canvas, seat: str, title: str, note: str) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER_H - 1), fill=HEADER)
    face = font(26, bold=True)
    draw.label((PAD, HEADER_H / 2), title, face, WHITE, anchor="lm")
    x = PAD + text_width(title, face) + 14
    seat_face = font(22, bold=True)
    name = SEAT_NAMES.get(seat, seat)
    w = text_width(name, seat_face) + 20
    colour = SEAT_COLOURS.get(seat, MUTED)
    draw.rounded_rectangle((x, 14, x + w, HEADER_H - 14), radius=6, fill=colour, outline=WHITE, width=2)
    draw.label((x + w / 2, HEADER_H / 2), name, seat_face, WHITE)
    small = font(20)
    draw.label((WIDTH - PAD, HEADER_H / 2), fit(note, small, WIDTH - x - w - 40), small, WHITE, anchor="rm")


# --- order of battle -------------------------------------------------------------------------------


def _armies(entries: Sequence[Mapping[str, Any]], off_map: Sequence[str]) -> list[str]:
    """Armies of the seat, in OOB order (French, Anglo-Dutch, Prussian)."""
    present = {oob.BLOCK[e["block"]].army.value for e in entries} | {oob.BLOCK[b].army.value for b in off_map}
    return [a for a in ("french", "anglo_dutch", "prussian") if a in present]


def oob_picture(view: Mapping[str, Any]) -> Image.Image:
    entries = list(view["oob"])
    off_map = list(view["off_map"])
    armies = _armies(entries, off_map)
    rows = sum(1 for _ in entries)
    height = HEADER_H + 48 + len(armies) * 44 + rows * ROW_H + 140
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = Canvas(image)
    seat = view["seat"]
    _header(draw, seat, "ORDER OF BATTLE", f"turn {view['turn']} · behind your screen")
    y = HEADER_H + 12
    small_bold = font(18, bold=True)
    for x, text in (
        (NAME_X, "BLOCK · AREA"),
        (SYMBOL_X, "SYMBOLS"),
        (SP_X, "SP: infantry, cavalry"),
        (FATIGUE_X, "FATIGUE (red: −1 SP)"),
    ):
        draw.label((x, y + 12), text, small_bold, MUTED, anchor="lm")
    y += 36
    for army in armies:
        colour = army_colour(army)
        draw.rectangle((0, y, WIDTH, y + 36), fill=colour)
        count = sum(1 for e in entries if oob.BLOCK[e["block"]].army.value == army)
        title = f"{ARMY_NAMES[army].upper()} ARMY · {count} blocks on the map"
        draw.label((PAD, y + 18), title, font(22, bold=True), WHITE, anchor="lm")
        _cube_key(draw, army, y + 18)
        y += 44
        for i, entry in enumerate(e for e in entries if oob.BLOCK[e["block"]].army.value == army):
            if i % 2:
                draw.rectangle((0, y - 4, WIDTH, y + ROW_H - 4), fill=(238, 233, 218))
            _oob_row(draw, entry, y)
            y += ROW_H
    y += 10
    face, bold = font(20), font(20, bold=True)
    names = ", ".join(_off_map_name(b) for b in off_map) or "none"
    draw.label((PAD, y + 12), "Not on the map:", bold, INK, anchor="lm")
    draw.label(
        (PAD + text_width("Not on the map: ", bold), y + 12),
        fit(names, face, WIDTH - 2 * PAD - 170),
        face,
        INK,
        anchor="lm",
    )
    y += 34
    notes = []
    if view["mp_left"] is not None:
        notes.append(f"Your moving stack has {view['mp_left']} MP left.")
    if view["communication"]:
        notes.append("You may talk with your partner and exchange cards now.")
    if notes:
        draw.label((PAD, y + 12), fit(" ".join(notes), face, WIDTH - 2 * PAD), face, INK, anchor="lm")
        y += 34
    return image.crop((0, 0, WIDTH, max(y + 12, HEADER_H + 200)))


def _off_map_name(block_id: str) -> str:
    block = oob.BLOCK[block_id]
    return f"{block.name} (by event)" if block.enters_by_event else block.name


def _cube_key(draw: Canvas, army: str, y: float) -> None:
    face = font(18, bold=True)
    x: float = WIDTH - PAD
    for arm in ("cavalry", "infantry"):
        width = text_width(arm, face)
        draw.label((x, y), arm, face, WHITE, anchor="rm")
        x -= width + 6
        _cube(draw, (x - CUBE + 4, y - CUBE / 2 + 4), CUBES[(army, arm)], size=CUBE - 8)
        x -= CUBE + 10


def _cube(draw: Canvas, at: tuple[float, float], colour: RGB, size: int = CUBE) -> None:
    x, y = at
    draw.rectangle((x, y, x + size, y + size), fill=colour, outline=mix(colour, INK, 0.55), width=2)
    draw.line((x + 3, y + 3, x + size - 4, y + 3), fill=mix(colour, WHITE, 0.45), width=2)


def _symbols(block: oob.Block) -> list[str]:
    marks = []
    if block.mp_bonus:
        marks.append(f"+{block.mp_bonus} MP")
    if block.fatigue_reduction:
        marks.append(f"−{block.fatigue_reduction} fatigue")
    if block.battle_cards:
        marks.append(f"+{block.battle_cards} card")
    if block.solo_move:
        marks.append("solo +1 MP")
    if block.pursuit:
        marks.append("pursuit")
    return marks


def _oob_row(draw: Canvas, entry: Mapping[str, Any], y: float) -> None:
    block = oob.BLOCK[entry["block"]]
    kind = block.kind.value
    spent = bool(entry["spent"])
    colour = army_colour(block.army.value)
    # the block itself: a chip in the army colour, pale when spent
    name_face = font(22, bold=True)
    prefix = "★ " if kind == "commander" else ("♞ " if kind == "scout" else "")
    text = prefix + block.name
    w = text_width(text, name_face) + 18
    fill = pale(colour) if spent else colour
    draw.rounded_rectangle(
        (NAME_X, y, NAME_X + w, y + 32), radius=6, fill=fill, outline=mix(colour, INK, 0.5), width=2
    )
    draw.label((NAME_X + 9, y + 16), text, name_face, INK if spent else WHITE, anchor="lm")
    state = "spent" if spent else "active"
    draw.label(
        (NAME_X + w + 8, y + 16), state, font(18, bold=True), MUTED if spent else (36, 128, 70), anchor="lm"
    )
    area = board.AREA[entry["area"]].name
    draw.label((NAME_X + 2, y + 46), fit(area, font(18), SYMBOL_X - NAME_X - 10), font(18), INK, anchor="lm")
    # symbols
    marks = _symbols(block)
    face = font(18, bold=True, condensed=True)
    x: float = SYMBOL_X
    line = 0
    for mark in marks:
        mw = text_width(mark, face) + 12
        if x + mw > SP_X - 10:
            x, line = SYMBOL_X, line + 1
        top = y + 2 + line * 30
        draw.rounded_rectangle((x, top, x + mw, top + 26), radius=5, fill=WHITE, outline=INK, width=1)
        draw.label((x + mw / 2, top + 13), mark, face, INK)
        x += mw + 6
    if not marks:
        draw.label((SYMBOL_X, y + 16), "—", font(18), MUTED, anchor="lm")
    if kind != "corps":
        note = "commander: no SP, never alone" if kind == "commander" else "scout: no SP, no fatigue"
        draw.label((SP_X, y + 16), note, font(18), MUTED, anchor="lm")
        return
    fatigue = int(entry["fatigue"])
    _sp_cubes(draw, block, int(entry["infantry"]), int(entry["cavalry"]), fatigue, y)
    _fatigue_track(draw, fatigue, y)


def _sp_cubes(draw: Canvas, block: oob.Block, infantry: int, cavalry: int, fatigue: int, y: float) -> None:
    army = block.army.value
    x = SP_X
    top = y + 3
    for arm, now, full in (("infantry", infantry, block.infantry), ("cavalry", cavalry, block.cavalry)):
        colour = CUBES[(army, arm)]
        for i in range(max(now, full)):
            if i < now:
                _cube(draw, (x, top), colour)
            else:  # lost: the empty place on the track
                draw.rectangle((x, top, x + CUBE, top + CUBE), outline=mix(colour, PAPER, 0.4), width=2)
            x += CUBE + CUBE_GAP
        if max(now, full):
            x += 6
    total = infantry + cavalry
    count = (2 if total >= 5 else 1) - (1 if fatigue >= DANGER_FROM else 0)  # CMB-3
    cards_text = f"{count} battle card" + ("" if count == 1 else "s")
    if fatigue >= DANGER_FROM:
        cards_text += " (tired)"
    draw.label((SP_X, y + 46), f"{total} SP · {cards_text}", font(18), INK, anchor="lm")


def _fatigue_track(draw: Canvas, fatigue: int, y: float) -> None:
    x0 = FATIGUE_X
    top = y + 2
    for n in range(1, MAX_FATIGUE + 1):
        x = x0 + (n - 1) * (SLOT + 3)
        danger = n >= DANGER_FROM
        band = (246, 206, 202) if danger else (232, 226, 210)
        draw.rectangle((x, top, x + SLOT, top + SLOT), fill=band, outline=(170, 160, 140), width=1)
        if n <= fatigue:
            _cylinder(draw, (x + SLOT / 2, top + SLOT / 2), DANGER if fatigue >= DANGER_FROM else FATIGUE)
        else:
            draw.label((x + SLOT / 2, top + SLOT / 2 + 1), str(n), font(16), MUTED)
    x = x0 + MAX_FATIGUE * (SLOT + 3) + 4
    draw.rectangle((x, top, x + SLOT + 12, top + SLOT), fill=INK)
    draw.label((x + (SLOT + 12) / 2, top + SLOT / 2 + 1), "9 ✖", font(16, bold=True), WHITE)
    status = f"fatigue {fatigue}"
    if fatigue >= DANGER_FROM:
        status += ": loses 1 SP at recovery"
    elif fatigue == 0:
        status = "no fatigue"
    colour = DANGER if fatigue >= DANGER_FROM else INK
    draw.label((x0, y + 46), status, font(18, bold=fatigue >= DANGER_FROM), colour, anchor="lm")


def _cylinder(draw: Canvas, centre: tuple[float, float], colour: RGB) -> None:
    """A fatigue cylinder seen from above and a little aside."""
    x, y = centre
    r, h = 10, 8
    draw.rectangle((x - r, y - h / 2, x + r, y + h / 2 + 2), fill=mix(colour, INK, 0.2))
    draw.ellipse((x - r, y + h / 2 - 4, x + r, y + h / 2 + 6), fill=mix(colour, INK, 0.2))
    draw.ellipse((x - r, y - h / 2 - 5, x + r, y - h / 2 + 5), fill=colour, outline=mix(colour, INK, 0.4))


# --- hand ------------------------------------------------------------------------------------------

CARD_W, CARD_GAP, COLUMNS = 278, 16, 4
BAND_H = 74
TEXT_TOP = BAND_H + 50
TEXT_LINE = 23
BOXES_H = 64 + 12 + 40  # combat and recovery boxes, the rule above them and the serial number


def hand_picture(view: Mapping[str, Any]) -> Image.Image:
    hand = list(view["hand"])
    rows = max(1, (len(hand) + COLUMNS - 1) // COLUMNS)
    card_h = _card_height()
    height = HEADER_H + 16 + rows * (card_h + CARD_GAP) + 8
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = Canvas(image)
    count = f"{len(hand)} card" + ("" if len(hand) == 1 else "s")
    _header(draw, view["seat"], "HAND", f"{count} · ◯ value · ✸ damage · ▮ fatigue")
    if not hand:
        draw.label((WIDTH / 2, HEADER_H + 16 + card_h / 2), "No cards in hand.", font(28, bold=True), MUTED)
        return image
    left = (WIDTH - COLUMNS * CARD_W - (COLUMNS - 1) * CARD_GAP) / 2
    for i, number in enumerate(hand):
        row, col = divmod(i, COLUMNS)
        x = round(left + col * (CARD_W + CARD_GAP))
        y = HEADER_H + 16 + row * (card_h + CARD_GAP)
        face = card_face(int(number))
        image.paste(face, (x, y))
    return image


@cache
def _card_height() -> int:
    """Tall enough for the longest event text."""
    face = font(18)
    lines = max(len(wrap(e.summary, face, CARD_W - 24)) for e in cards.EVENTS)
    return TEXT_TOP + lines * TEXT_LINE + BOXES_H


@lru_cache(maxsize=128)
def card_face(number: int) -> Image.Image:
    """One card as printed: event band, timing, value, text, combat box, recovery box, serial number."""
    card = cards.CARD[number]
    event = cards.EVENT[card.event]
    card_h = _card_height()
    image = Image.new("RGB", (CARD_W, card_h), PAPER)
    draw = Canvas(image)
    colour = CARD_COLOURS[card.colour.value]
    draw.rounded_rectangle((0, 0, CARD_W - 1, card_h - 1), radius=14, fill=WHITE, outline=INK, width=3)
    # event band: name on the colour that says when it is played
    band_h = BAND_H
    draw.rounded_rectangle((3, 3, CARD_W - 4, band_h), radius=12, fill=colour)
    draw.rectangle((3, band_h - 12, CARD_W - 4, band_h), fill=colour)
    name_face = font(22, bold=True)
    lines = wrap(event.name, name_face, CARD_W - 78)
    if len(lines) > 2:
        name_face = font(20, bold=True, condensed=True)
        lines = wrap(event.name, name_face, CARD_W - 78)[:2]
    top = band_h / 2 - (len(lines) - 1) * 13
    for i, line in enumerate(lines):
        draw.label((12, top + i * 26), line, name_face, WHITE, anchor="lm")
    # value: MP or initiative
    cx, cy = CARD_W - 36, band_h / 2 + 2
    draw.ellipse((cx - 26, cy - 26, cx + 26, cy + 26), fill=WHITE, outline=INK, width=3)
    draw.label((cx, cy + 1), str(card.value), font(32, bold=True), INK)
    # when it can be played
    when = COLOUR_WORDS[card.colour.value]
    if card.timing is not None:
        when = f"{when}: {TIMING_WORDS[card.timing.value]}"
    when_face = font(19, bold=True, condensed=True)
    draw.label(
        (12, band_h + 20), fit(when, when_face, CARD_W - 24), when_face, mix(colour, INK, 0.25), anchor="lm"
    )
    # the event text
    face = font(18)
    y = TEXT_TOP
    for line in wrap(event.summary, face, CARD_W - 24):
        draw.label((12, y), line, face, INK, anchor="lm")
        y += TEXT_LINE
    # combat box (bottom left) and recovery box (bottom right)
    bottom = card_h - 12
    box_top = bottom - 64
    draw.line((10, box_top - 8, CARD_W - 10, box_top - 8), fill=(200, 192, 176), width=2)
    draw.rounded_rectangle((10, box_top, 166, bottom), radius=8, fill=(246, 240, 226), outline=INK, width=2)
    draw.label((88, box_top + 13), "combat", font(16, bold=True), MUTED)
    icons = _combat_width(card.damage, card.fatigue)
    _combat_icons(draw, (88 - icons / 2, box_top + 42), card.damage, card.fatigue)
    draw.rounded_rectangle(
        (174, box_top, CARD_W - 10, bottom), radius=8, fill=(222, 238, 226), outline=INK, width=2
    )
    rx = (174 + CARD_W - 10) / 2
    draw.label((rx, box_top + 13), "recovery", font(16, bold=True), MUTED)
    draw.label((rx, box_top + 42), f"−{card.recovery}", font(28, bold=True), INK)
    draw.label((CARD_W / 2, box_top - 22), f"No. {card.number}", font(16), MUTED)
    return image


def _combat_width(damage: int, fatigue: int) -> float:
    if not damage and not fatigue:
        return 0.0
    return damage * 24 + (20 if damage else 0) + fatigue * 23 + (14 if fatigue else 0)


def _combat_icons(draw: Canvas, at: tuple[float, float], damage: int, fatigue: int) -> None:
    """Damage as red bursts, fatigue as orange cylinders, with the numbers: '1 dmg 2 fat'."""
    x, y = at
    if not damage and not fatigue:
        draw.label((x, y), "no effect", font(18, bold=True), MUTED)
        return
    face = font(18, bold=True)
    for _ in range(damage):
        _burst(draw, (x + 11, y))
        x += 24
    if damage:
        draw.label((x, y), f"{damage}", face, DANGER, anchor="lm")
        x += 20
    for _ in range(fatigue):
        _cylinder(draw, (x + 10, y), FATIGUE)
        x += 23
    if fatigue:
        draw.label((x, y), f"{fatigue}", face, (180, 90, 20), anchor="lm")


def _burst(draw: Canvas, centre: tuple[float, float]) -> None:
    import math

    x, y = centre
    points = []
    for k in range(16):
        r = 11 if k % 2 == 0 else 5
        a = k * math.pi / 8
        points.append((x + r * math.cos(a), y + r * math.sin(a)))
    draw.polygon(points, fill=DANGER, outline=mix(DANGER, INK, 0.5))
