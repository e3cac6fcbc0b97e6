"""A seat's private pictures, sent by DM: its cards drawn as cards (the hand, the draw pile in the
order it knows, the two set aside) and, while preparing, the army it is raising."""

from __future__ import annotations

from PIL import Image

from engine.core import Msg, Ref
from engine.gustav.data.cards import CARDS, HALVES
from engine.gustav.data.units import BUDGET, SPECS
from engine.gustav.view import GustavView
from i18n import Translator, translator
from images.draw import Canvas, fit, ink_on, mix, to_png, wrap
from images.gustav.board import hits_text
from images.gustav.field import symbol
from images.gustav.style import INK, MUTED, PAPER, SIDE, WHITE, face

WIDTH = 800
PAD = 16
CARD_W, CARD_H = (WIDTH - 3 * PAD) // 2, 236
HEADING = 44


def sheets(view: GustavView, lang: str = "en") -> list[tuple[str, bytes]]:
    """The seat's cards, and its army while it is being raised (none for the channel)."""
    if "own" not in view or view["seat"] is None:
        return []
    tr = translator(lang)
    own = view["own"]
    seat = view["seat"]
    sections: list[tuple[str, list[str], set[str]]] = []
    if view["phase"] == "prepare":
        sections.append((tr.text("gustav-board-deck"), list(_deck(seat)), set(own["culled"])))
    else:
        sections.append((tr.text("gustav-board-hand"), own["hand"], set()))
        title = "gustav-board-pile" if own["ordered"] else "gustav-board-pile-unordered"
        sections.append((tr.text(title), own["pile"], set()))
        sections.append((tr.text("gustav-board-culled"), own["culled"], set(own["culled"])))
    out = [("cards.png", _cards_sheet(sections, seat, tr, lang))]
    if view["phase"] == "prepare":
        out.insert(0, ("army.png", _army_sheet(own["army"], seat, tr, lang)))
    return out


def _deck(seat: str) -> list[str]:
    return [c.id for c in CARDS.values() if c.side == seat]


def _cards_sheet(
    sections: list[tuple[str, list[str], set[str]]], seat: str, tr: Translator, lang: str
) -> bytes:
    rows = sum(max(1, (len(cards) + 1) // 2) for _, cards, _ in sections)
    height = PAD + len(sections) * HEADING + rows * (CARD_H + PAD)
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = Canvas(image)
    y = PAD
    for title, cards, faded in sections:
        draw.label((PAD, y + HEADING / 2 - 4), title, face(22, lang, bold=True), INK, anchor="lm")
        y += HEADING
        if not cards:
            draw.label((PAD, y + 20), tr.text("gustav-board-empty"), face(19, lang), MUTED, anchor="lm")
        for i, card in enumerate(cards):
            x = PAD + (i % 2) * (CARD_W + PAD)
            top = y + (i // 2) * (CARD_H + PAD)
            draw_card(draw, card, x, top, tr, lang, faded=card in faded, position=i + 1)
        y += max(1, (len(cards) + 1) // 2) * (CARD_H + PAD)
    return to_png(image)


def draw_card(
    draw: Canvas,
    card: str,
    x: float,
    y: float,
    tr: Translator,
    lang: str,
    faded: bool = False,
    position: int = 0,
) -> None:
    """One action card: its name, then its two effects with their action values."""
    side = CARDS[card].side
    edge = mix(SIDE[side], WHITE, 0.55) if faded else SIDE[side]
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, fill=edge)
    inner = (x + 8, y + 8, x + CARD_W - 8, y + CARD_H - 8)
    draw.rounded_rectangle(inner, radius=8, fill=mix(WHITE, PAPER, 0.5))
    title = face(21, lang, bold=True)
    draw.label(
        (x + 20, y + 28), fit(tr.name(Ref("gustav-card", card)), title, CARD_W - 70), title, INK, anchor="lm"
    )
    if position:
        draw.label((x + CARD_W - 22, y + 28), str(position), face(18, lang, bold=True), MUTED, anchor="rm")
    body = face(17, lang)
    half_top = y + 50
    half_height = (CARD_H - 62) / 2
    for n, half in enumerate(HALVES):
        top = half_top + n * half_height
        if n:
            draw.line((x + 18, top, x + CARD_W - 18, top), fill=MUTED, width=1)
        value = CARDS[card].effect(half).value
        cx, cy = x + 34, top + 24
        draw.ellipse((cx - 15, cy - 15, cx + 15, cy + 15), fill=SIDE[side], outline=INK, width=1)
        draw.label((cx, cy), tr(Msg("gustav-board-value", value=value)), face(18, lang, bold=True), WHITE)
        text = tr.name(Ref("gustav-effect", f"{card}-{half}"))
        lines = wrap(text, body, CARD_W - 80, lang=lang)[:3]
        for i, line in enumerate(lines):
            draw.label((x + 58, top + 14 + i * 22), line, body, INK, anchor="lm")
    if faded:
        stamp = face(26, lang, bold=True)
        draw.label(
            (x + CARD_W / 2, y + CARD_H / 2),
            tr.text("gustav-board-culled"),
            stamp,
            mix(SIDE[side], INK, 0.3),
            halo=WHITE,
        )


def _army_sheet(army: list[str], seat: str, tr: Translator, lang: str) -> bytes:
    size = 96
    image = Image.new("RGB", (WIDTH, HEADING + PAD * 2 + size + 40), PAPER)
    draw = Canvas(image)
    points = sum(SPECS[k].cost for k in army)
    heading = tr(Msg("gustav-board-army", points=points, budget=BUDGET))
    draw.label((PAD, PAD + HEADING / 2 - 4), heading, face(22, lang, bold=True), INK, anchor="lm")
    top = PAD + HEADING
    for i, kind in enumerate(army):
        x = PAD + i * (size + 12)
        fill = SIDE[seat]
        draw.rounded_rectangle((x, top, x + size, top + size), radius=10, fill=fill, outline=INK, width=2)
        ink = ink_on(fill)
        symbol(draw, kind, (x + size / 2, top + 30), ink, fill)
        name = tr.name(Ref("gustav-unit", kind), "short")
        draw.label(
            (x + size / 2, top + 62),
            fit(name, face(20, lang, bold=True), size - 8),
            face(20, lang, bold=True),
            ink,
        )
        draw.label((x + size / 2, top + size + 16), hits_text(kind), face(16, lang), MUTED)
    return to_png(image)
