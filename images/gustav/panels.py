"""One panel per army under the tracks: name and letter, victory points, cards in hand and pile,
the cards played this round, the face-up discard pile (and the pile, once recycled, since its order
is known), units destroyed, and the preparation or deployment under way."""

from __future__ import annotations

from PIL import Image

from engine.core import Msg, Ref
from engine.gustav.data.cards import CARDS
from engine.gustav.view import GustavView, SideView
from i18n import Translator
from images.draw import RGB, Canvas, fit, wrap
from images.gustav.layout import PAD, PANEL_HEIGHT, PANELS_TOP, WIDTH
from images.gustav.style import INK, MUTED, PAPER, SIDE, face, pale
from images.text import Face

# Type sizes (strong lines, other lines, line spacing), largest first: a crowded panel takes the
# largest that holds every line.
SIZES = ((21, 19, 27), (19, 17, 24), (17, 15, 21), (15, 13, 18))


def draw_panels(draw: Canvas, view: GustavView, tr: Translator, lang: str) -> None:
    width = (WIDTH - 3 * PAD) / 2
    for i, side in enumerate(view["sides"]):
        left = PAD + i * (width + PAD)
        box = (left, PANELS_TOP, left + width, PANELS_TOP + PANEL_HEIGHT)
        draw.rounded_rectangle(box, radius=10, fill=pale(side, 0.88), outline=SIDE[side], width=3)
        _panel(draw, view, side, left + 12, width - 24, tr, lang)


def _panel(
    draw: Canvas, view: GustavView, side: str, left: float, width: float, tr: Translator, lang: str
) -> None:
    top, bottom = PANELS_TOP + 22 + SIZES[0][2] + 4, PANELS_TOP + PANEL_HEIGHT - 14
    lines = _lines(view, side, tr)
    for sizes in SIZES:
        blocks = _set(lines, sizes, width, lang, card_names(tr))
        if top + sum(len(b) for b in blocks) * sizes[2] + 2 * len(blocks) - sizes[2] / 2 <= bottom:
            break
    _draw(draw, view, side, (left, PANELS_TOP + 22, width), blocks, sizes[2], tr, lang)


def army_panel(view: GustavView, side: str, tr: Translator, lang: str, width: int) -> Image.Image:
    """One army's panel alone, ``width`` wide and as tall as its lines need in the largest type (the
    phone's army page)."""
    sizes = SIZES[0]
    inner = width - 24
    blocks = _set(_lines(view, side, tr), sizes, inner, lang, card_names(tr))
    height = 22 + sizes[2] + 4 + sum(len(b) for b in blocks) * sizes[2] + 2 * len(blocks) + 4
    image = Image.new("RGB", (width, round(height)), PAPER)
    draw = Canvas(image)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1), radius=10, fill=pale(side, 0.88), outline=SIDE[side], width=3
    )
    _draw(draw, view, side, (12, 22, inner), blocks, sizes[2], tr, lang)
    return image


Rows = list[list[tuple[str, Face, RGB]]]


def card_names(tr: Translator) -> tuple[str, ...]:
    """Every card's name in the reader's language: a line of cards breaks between them, never
    inside one (「リュッツェンの／霧」)."""
    return tuple(tr.name(Ref("gustav-card", card)) for card in CARDS)


def _set(
    lines: list[tuple[str, bool]], sizes: tuple[int, int, int], width: float, lang: str, keep: tuple[str, ...]
) -> Rows:
    """Each line wrapped to ``width`` in its face: the strong lines bold in ink, the others muted."""
    bold, plain = face(sizes[0], lang, bold=True), face(sizes[1], lang)
    return [
        [
            (row, bold if strong else plain, INK if strong else MUTED)
            for row in wrap(text, bold if strong else plain, width, lang=lang, keep=keep)
        ]
        for text, strong in lines
    ]


def _draw(
    draw: Canvas,
    view: GustavView,
    side: str,
    at: tuple[float, float, float],
    blocks: Rows,
    line: int,
    tr: Translator,
    lang: str,
) -> None:
    """The army's name and letter at ``at`` (left, middle of the title, width), its lines under it."""
    left, y, width = at
    seat = Ref("gustav-seat", side)
    title = face(SIZES[0][0], lang, bold=True)
    name = tr(Msg("gustav-board-side", seat=seat, letter=tr.name(seat, "letter")))
    draw.label((left, y), fit(name, title, width), title, SIDE[side], anchor="lm")
    y += SIZES[0][2] + 4  # under the title, whatever the size of the lines
    for block in blocks:
        for row, row_face, colour in block:
            draw.label((left, y), row, row_face, colour, anchor="lm")
            y += line
        y += 2


def _lines(view: GustavView, side: str, tr: Translator) -> list[tuple[str, bool]]:
    """The panel's lines under the army's name, each with whether it is set in bold."""
    data: SideView = view["sides"][side]
    lines: list[tuple[str, bool]] = []
    if view["first"] == side and view["phase"] == "battle":
        lines.append((tr.text("gustav-board-first"), True))
    if view["phase"] == "prepare":
        lines.append((tr.text(f"gustav-board-prep-{data['prep']}"), False))
        return lines
    lines.append(
        (tr(Msg("gustav-board-points", points=data["points"], hand=data["hand"], pile=data["pile"])), True)
    )
    waiting = tuple(
        Ref("gustav-unit", u["kind"]) for u in view["units"] if u["side"] == side and not u["hex"]
    )
    if waiting:
        lines.append((tr(Msg("gustav-board-waiting", units=waiting)), False))
    for played in data["played"]:
        card = Msg(
            "gustav-board-played",
            card=Ref("gustav-card", played["card"]),
            half=Ref("gustav-half", played["half"]),
            value=played["value"],
        )
        lines.append((tr(card), True))
    lines.append((tr(Msg("gustav-board-discards", cards=_cards(data["discards"]))), False))
    if data["recycled"]:
        lines.append((tr(Msg("gustav-board-pile-known", cards=_cards(data["pile_cards"]))), False))
    if data["known"]:
        lines.append((tr(Msg("gustav-board-known-hand", cards=_cards(data["known"]))), False))
    if data["lost"]:
        units = tuple(Ref("gustav-unit", k) for k in data["lost"])
        lines.append((tr(Msg("gustav-board-lost", units=units)), False))
    return lines


def _cards(cards: list[str]) -> tuple[Ref, ...] | Msg:
    return tuple(Ref("gustav-card", c) for c in cards) if cards else Msg("gustav-board-none")
