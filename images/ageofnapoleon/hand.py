"""A seat's hand, sent by direct message: every card drawn as a card, two to a row, with its phase code
in a coloured band (when its event may be played), its name, whose event it is and the event in words. A
hand too long for one picture a phone shows at full width goes on several (``images.phone.MAX_ASPECT``)."""

from __future__ import annotations

from PIL import Image

from engine.ageofnapoleon.data.cards import CARDS
from engine.ageofnapoleon.view import AonView
from engine.core import Msg, Ref
from i18n import translator
from images.ageofnapoleon.layout import PAD
from images.ageofnapoleon.panel import Page
from images.ageofnapoleon.style import CARD, INK, MUTED, PAPER, PHASE_FILL, SIDE_INK, WHITE, face
from images.draw import Canvas, fit, wrap
from images.phone import MAX_ASPECT

G = "ageofnapoleon"
WIDTH = 640
A_ROW = 2
CARD_W, CARD_H, GAP = (WIDTH - 2 * PAD - (A_ROW - 1) * 12) // A_ROW, 236, 12


def sheets(view: AonView, lang: str) -> list[Image.Image]:
    """The hand as pictures a phone shows at full width (no taller than ``MAX_ASPECT`` times their width,
    so that the card texts keep their size there): two cards to a row, as many rows as fit under the
    header, then another picture; the cards shared out evenly between the pictures. None for the channel."""
    hand = view["cards"]["hand"]
    if hand is None:
        return []
    tr = translator(lang)
    top = Page(WIDTH, lang)
    top.line(tr(Msg(f"{G}-board-own-hand", n=len(hand))), INK, bold=True)
    top.line(tr.text(f"{G}-board-hand-note"), MUTED)
    head = top.done()
    rows = max(1, int((MAX_ASPECT * WIDTH - head.height - PAD) // (CARD_H + GAP)))
    pictures = max(1, -(-len(hand) // (rows * A_ROW)))
    share = max(1, -(-len(hand) // pictures))
    return [_page(head, hand[n : n + share], lang) for n in range(0, max(len(hand), 1), share)]


def _page(head: Image.Image, cards: list[str], lang: str) -> Image.Image:
    rows = (len(cards) + A_ROW - 1) // A_ROW
    image = Image.new("RGB", (WIDTH, head.height + rows * (CARD_H + GAP) + PAD), PAPER)
    image.paste(head, (0, 0))
    draw = Canvas(image)
    for n, card in enumerate(cards):
        x = PAD + (n % A_ROW) * (CARD_W + GAP)
        y = head.height + (n // A_ROW) * (CARD_H + GAP)
        _card(draw, card, (x, y), lang)
    return image


def _card(draw: Canvas, card: str, at: tuple[int, int], lang: str) -> None:
    tr = translator(lang)
    x, y = at
    data = CARDS[card]
    side = data.side.value if data.side is not None else None
    edge = SIDE_INK[side] if side is not None else INK
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, fill=CARD, outline=edge, width=4)
    band = PHASE_FILL[data.phase.value]
    draw.rounded_rectangle((x + 4, y + 4, x + CARD_W - 4, y + 40), radius=9, fill=band)
    phase = tr.name(Ref(f"{G}-cardphase", data.phase.value))
    bold = face(18, lang, bold=True)
    draw.label((x + 14, y + 22), fit(phase, bold, CARD_W - 28), bold, WHITE, anchor="lm")
    title = face(21, lang, bold=True)
    ty = y + 54
    for line in wrap(tr.name(Ref(f"{G}-card", card)), title, CARD_W - 24, lang=lang)[:2]:
        draw.label((x + 12, ty + 13), line, title, INK, anchor="lm")
        ty += 28
    whose = tr.text(f"{G}-board-card-{side or 'either'}")
    draw.label((x + 12, ty + 13), fit(whose, bold, CARD_W - 24), bold, edge, anchor="lm")
    ty += 34
    draw.line((x + 12, ty, x + CARD_W - 12, ty), fill=MUTED, width=1)
    body = face(18, lang)
    lines = wrap(tr.text(f"{G}-event-{card}"), body, CARD_W - 24, lang=lang)
    room = int((y + CARD_H - 10 - ty) // 24)
    if len(lines) > room:
        lines = [*lines[: room - 1], fit(lines[room - 1] + "…", body, CARD_W - 24)]
    for line in lines:
        draw.label((x + 12, ty + 16), line, body, INK, anchor="lm")
        ty += 24
