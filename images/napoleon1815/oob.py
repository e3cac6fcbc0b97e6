"""The order-of-battle sheet: the seat's blocks behind its screen, army by army, each with its area,
symbols, SP cubes (p.3: one colour per army and arm) and fatigue on the printed 1-8 track (its red
band, where a corps loses SP at recovery, as printed); then the blocks not on the map."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.core import Msg, Ref
from engine.napoleon1815.data import components, oob
from engine.napoleon1815.view import N1815View, OobEntry
from i18n import Translator, translator
from images.draw import RGB, Canvas, fit, mix, text_width
from images.napoleon1815.page import HEADER_H, PAD, WIDTH, header
from images.napoleon1815.style import (
    CUBES,
    DANGER,
    FATIGUE,
    GREEN,
    INK,
    MUTED,
    PAPER,
    WHITE,
    army_colour,
    face,
    pale,
)

ROW_H = 66
NAME_X, SYMBOL_X, SP_X, FATIGUE_X = PAD, 300, 560, 830
CUBE, CUBE_GAP = 26, 5
SLOT = 30
ARMIES = ("french", "anglo_dutch", "prussian")


def armies_of(entries: Sequence[OobEntry], off_map: Sequence[str]) -> list[str]:
    """Armies of the seat, in OOB order (French, Anglo-Dutch, Prussian)."""
    present = {oob.BLOCK[e["block"]].army.value for e in entries} | {oob.BLOCK[b].army.value for b in off_map}
    return [a for a in ARMIES if a in present]


def oob_picture(view: N1815View, lang: str) -> Image.Image:
    tr = translator(lang)
    seat = view["seat"]
    assert seat is not None, "the public view has no order of battle"
    entries = view.get("oob", [])
    off_map = view.get("off_map", [])
    armies = armies_of(entries, off_map)
    height = HEADER_H + 48 + len(armies) * 44 + len(entries) * ROW_H + 140
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = Canvas(image)
    note = tr(Msg("napoleon1815-board-oob-note", turn=view["turn"]))
    header(draw, seat, tr.text("napoleon1815-board-oob"), note, lang)
    y = HEADER_H + 12
    small_bold = face(18, lang, bold=True)
    columns = (
        (NAME_X, "block", SYMBOL_X),
        (SYMBOL_X, "symbols", SP_X),
        (SP_X, "sp", FATIGUE_X),
        (FATIGUE_X, "fatigue", WIDTH),
    )
    for x, key, end in columns:
        text = fit(tr.text(f"napoleon1815-board-oob-{key}"), small_bold, end - x - 10)
        draw.label((x, y + 12), text, small_bold, MUTED, anchor="lm")
    y += 36
    for army in armies:
        own = [e for e in entries if oob.BLOCK[e["block"]].army.value == army]
        draw.rectangle((0, y, WIDTH, y + 36), fill=army_colour(army))
        title = tr(Msg("napoleon1815-board-oob-army", army=Ref("napoleon1815-army", army), count=len(own)))
        title_face = face(22, lang, bold=True)
        right = _cube_key(draw, army, y + 18, lang)
        draw.label((PAD, y + 18), fit(title, title_face, right - PAD - 20), title_face, WHITE, anchor="lm")
        y += 44
        for i, entry in enumerate(own):
            if i % 2:
                draw.rectangle((0, y - 4, WIDTH, y + ROW_H - 4), fill=(238, 233, 218))
            _row(draw, tr, entry, y, lang)
            y += ROW_H
    y += 10
    plain, bold = face(20, lang), face(20, lang, bold=True)
    head = tr.text("napoleon1815-board-not-on-map") + " "
    listed = _off_map_names(tr, off_map) or tr.text("images-none")
    draw.label((PAD, y + 12), head, bold, INK, anchor="lm")
    left = PAD + text_width(head, bold)
    draw.label((left, y + 12), fit(listed, plain, WIDTH - PAD - left), plain, INK, anchor="lm")
    y += 34
    notes = []
    mp_left = view.get("mp_left")
    if mp_left is not None:
        notes.append(tr(Msg("napoleon1815-board-mp-left-note", mp=mp_left)))
    if view.get("communication") and view["seat"] != "france":  # public; the note is for a partner
        notes.append(tr.text("napoleon1815-board-communication-note"))
    if notes:
        draw.label((PAD, y + 12), fit(" ".join(notes), plain, WIDTH - 2 * PAD), plain, INK, anchor="lm")
        y += 34
    return image.crop((0, 0, WIDTH, max(y + 12, HEADER_H + 200)))


def _off_map_names(tr: Translator, blocks: Sequence[str]) -> str:
    """The blocks not on the map; those that enter only by an event say so."""
    names = []
    for block in blocks:
        ref = Ref("napoleon1815-block", block)
        names.append(
            tr(Msg("napoleon1815-board-by-event", block=ref))
            if oob.BLOCK[block].enters_by_event
            else tr.name(ref)
        )
    return ", ".join(names)


def _cube_key(draw: Canvas, army: str, y: float, lang: str) -> float:
    """The cube colours of the army's arms, at the right of its band; returns the key's left edge."""
    tr = translator(lang)
    font = face(18, lang, bold=True)
    x: float = WIDTH - PAD
    for arm in ("cavalry", "infantry"):
        text = tr.text(f"napoleon1815-board-{arm}")
        draw.label((x, y), text, font, WHITE, anchor="rm")
        x -= text_width(text, font) + 6
        _cube(draw, (x - CUBE + 4, y - CUBE / 2 + 4), CUBES[(army, arm)], size=CUBE - 8)
        x -= CUBE + 10
    return x


def _cube(draw: Canvas, at: tuple[float, float], colour: RGB, size: int = CUBE) -> None:
    x, y = at
    draw.rectangle((x, y, x + size, y + size), fill=colour, outline=mix(colour, INK, 0.55), width=2)
    draw.line((x + 3, y + 3, x + size - 4, y + 3), fill=mix(colour, WHITE, 0.45), width=2)


def symbols(tr: Translator, block: oob.Block) -> list[str]:
    """The symbols printed on a block, in words."""
    marks = []
    if block.mp_bonus:
        marks.append(tr(Msg("napoleon1815-board-symbol-mp", n=block.mp_bonus)))
    if block.fatigue_reduction:
        marks.append(tr(Msg("napoleon1815-board-symbol-fatigue", n=block.fatigue_reduction)))
    if block.battle_cards:
        marks.append(tr(Msg("napoleon1815-board-symbol-cards", n=block.battle_cards)))
    if block.solo_move:
        marks.append(tr.text("napoleon1815-board-symbol-solo"))
    if block.pursuit:
        marks.append(tr.text("napoleon1815-board-symbol-pursuit"))
    return marks


def _row(draw: Canvas, tr: Translator, entry: OobEntry, y: float, lang: str) -> None:
    block = oob.BLOCK[entry["block"]]
    kind = entry["kind"]
    spent = entry["spent"]
    colour = army_colour(block.army.value)
    # the block itself: a chip in the army colour, pale when spent
    name_face = face(22, lang, bold=True)
    prefix = "★ " if kind == "commander" else ("♞ " if kind == "scout" else "")
    text = prefix + tr.name(Ref("napoleon1815-block", entry["block"]))
    w = min(text_width(text, name_face) + 18, SYMBOL_X - NAME_X - 80)
    fill = pale(colour) if spent else colour
    draw.rounded_rectangle(
        (NAME_X, y, NAME_X + w, y + 32), radius=6, fill=fill, outline=mix(colour, INK, 0.5), width=2
    )
    draw.label(
        (NAME_X + 9, y + 16), fit(text, name_face, w - 14), name_face, INK if spent else WHITE, anchor="lm"
    )
    state = tr.text("napoleon1815-board-spent" if spent else "napoleon1815-board-active")
    state_face = face(18, lang, bold=True)
    draw.label(
        (NAME_X + w + 8, y + 16),
        fit(state, state_face, SYMBOL_X - NAME_X - w - 16),
        state_face,
        MUTED if spent else GREEN,
        anchor="lm",
    )
    area = tr.name(Ref("napoleon1815-area", entry["area"]))
    draw.label(
        (NAME_X + 2, y + 46),
        fit(area, face(18, lang), SYMBOL_X - NAME_X - 10),
        face(18, lang),
        INK,
        anchor="lm",
    )
    marks = symbols(tr, block)
    mark_face = face(18, lang, bold=True, condensed=True)
    x: float = SYMBOL_X
    line = 0
    for mark in marks:
        mw = min(text_width(mark, mark_face) + 12, SP_X - 10 - SYMBOL_X)
        if x + mw > SP_X - 10:
            x, line = SYMBOL_X, line + 1
        top = y + 2 + line * 30
        draw.rounded_rectangle((x, top, x + mw, top + 26), radius=5, fill=WHITE, outline=INK, width=1)
        draw.label((x + mw / 2, top + 13), fit(mark, mark_face, mw - 8), mark_face, INK)
        x += mw + 6
    if not marks:
        draw.label((SYMBOL_X, y + 16), "—", face(18, lang), MUTED, anchor="lm")
    if kind != "corps":
        note = tr.text(
            "napoleon1815-board-commander-note" if kind == "commander" else "napoleon1815-board-scout-note"
        )
        draw.label(
            (SP_X, y + 16), fit(note, face(18, lang), WIDTH - PAD - SP_X), face(18, lang), MUTED, anchor="lm"
        )
        return
    _sp_cubes(draw, tr, block, entry, y, lang)
    _fatigue_track(draw, tr, entry["fatigue"], y, lang)


def _sp_cubes(draw: Canvas, tr: Translator, block: oob.Block, entry: OobEntry, y: float, lang: str) -> None:
    """The corps' SP as cubes, lost ones as empty places up to the printed strength."""
    army = block.army.value
    x = SP_X
    top = y + 3
    for arm, now, full in (
        ("infantry", entry["infantry"], block.infantry),
        ("cavalry", entry["cavalry"], block.cavalry),
    ):
        colour = CUBES[(army, arm)]
        for i in range(max(now, full)):
            if i < now:
                _cube(draw, (x, top), colour)
            else:
                draw.rectangle((x, top, x + CUBE, top + CUBE), outline=mix(colour, PAPER, 0.4), width=2)
            x += CUBE + CUBE_GAP
        if max(now, full):
            x += 6
    total = tr(Msg("napoleon1815-board-sp", sp=entry["infantry"] + entry["cavalry"]))
    draw.label((SP_X, y + 46), total, face(18, lang), INK, anchor="lm")


def _fatigue_track(draw: Canvas, tr: Translator, fatigue: int, y: float, lang: str) -> None:
    """The printed fatigue track 1-8 (red from the attrition band) with the corps' cylinders."""
    top = y + 2
    tired = fatigue >= components.ATTRITION_FATIGUE
    for n in range(1, components.FATIGUE_LIMIT + 1):
        x = FATIGUE_X + (n - 1) * (SLOT + 3)
        band = (246, 206, 202) if n >= components.ATTRITION_FATIGUE else (232, 226, 210)
        draw.rectangle((x, top, x + SLOT, top + SLOT), fill=band, outline=(170, 160, 140), width=1)
        if n <= fatigue:
            cylinder(draw, (x + SLOT / 2, top + SLOT / 2), DANGER if tired else FATIGUE)
        else:
            draw.label((x + SLOT / 2, top + SLOT / 2 + 1), str(n), face(16, "en"), MUTED)
    x = FATIGUE_X + components.FATIGUE_LIMIT * (SLOT + 3) + 4
    draw.rectangle((x, top, x + SLOT + 12, top + SLOT), fill=INK)
    draw.label(
        (x + (SLOT + 12) / 2, top + SLOT / 2 + 1),
        f"{components.FATIGUE_LIMIT + 1} ✖",
        face(16, "en", bold=True),
        WHITE,
    )
    status = (
        tr(Msg("napoleon1815-board-fatigue", n=fatigue))
        if fatigue
        else tr.text("napoleon1815-board-fatigue-none")
    )
    draw.label((FATIGUE_X, y + 46), status, face(18, lang, bold=tired), DANGER if tired else INK, anchor="lm")


def cylinder(draw: Canvas, centre: tuple[float, float], colour: RGB) -> None:
    """A fatigue cylinder seen from above and a little aside."""
    x, y = centre
    r, h = 10, 8
    draw.rectangle((x - r, y - h / 2, x + r, y + h / 2 + 2), fill=mix(colour, INK, 0.2))
    draw.ellipse((x - r, y + h / 2 - 4, x + r, y + h / 2 + 6), fill=mix(colour, INK, 0.2))
    draw.ellipse((x - r, y - h / 2 - 5, x + r, y - h / 2 + 5), fill=colour, outline=mix(colour, INK, 0.4))
