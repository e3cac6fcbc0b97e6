"""The parts of the board around the map, each drawn as its own picture ``width`` px wide and as tall as
its lines need, so that the desktop board lays them out in rows and the phone layout stacks them: the
header, the tracks (year, campaign round with winter marked, the year's phases), the cards (each side's hand
count, the deck, the discards), the last battle, the countries' statuses, the losses, the key and the last
moves. Every word is at least ``BODY`` px tall."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.ageofnapoleon.data.board import Terrain
from engine.ageofnapoleon.sequence import FIRST_YEAR, LAST_YEAR, YEAR
from engine.ageofnapoleon.state import SEATS
from engine.ageofnapoleon.view import AonView
from engine.core import Msg, Ref
from i18n import Translator, translator
from images.ageofnapoleon.layout import LINE, PAD, RADIUS
from images.ageofnapoleon.mapview import disk, ring
from images.ageofnapoleon.style import (
    BATTLE,
    CARD,
    COAST,
    GOLD,
    HEADER,
    INK,
    MUTED,
    PAPER,
    RULE,
    SIDE_INK,
    STATUS_FILL,
    WHITE,
    face,
)
from images.draw import RGB, Canvas, fit, text_width, wrap
from images.phone import Band

G = "ageofnapoleon"
BODY = 18  # px: the smallest words of the panel
TITLE = 20
TALL = 1000  # px: a part is drawn on this much paper, then cut under its last line
STATUSES = ("fd", "fa", "cm", "ic", "neutral")


class Page:
    """A part being drawn: its paper, its pen and how far down it has written."""

    def __init__(self, width: int, lang: str) -> None:
        self.width, self.lang = width, lang
        self.tr = translator(lang)
        self.image = Image.new("RGB", (width, TALL), PAPER)
        self.draw = Canvas(self.image)
        self.y = 12.0
        self.body, self.bold = face(BODY, lang), face(BODY, lang, bold=True)

    def title(self, key: str) -> None:
        heading = face(TITLE, self.lang, bold=True)
        self.draw.label(
            (PAD, self.y), fit(self.tr.text(key), heading, self.width - 2 * PAD), heading, INK, "lt"
        )
        self.y += TITLE + 12

    def line(self, text: str, colour: RGB = INK, bold: bool = False, indent: int = 0) -> None:
        """A text, wrapped to the part's width."""
        chosen = self.bold if bold else self.body
        for piece in wrap(text, chosen, self.width - 2 * PAD - indent, lang=self.lang):
            self.draw.label((PAD + indent, self.y + LINE / 2), piece, chosen, colour, anchor="lm")
            self.y += LINE

    def done(self) -> Image.Image:
        return self.image.crop((0, 0, self.width, round(self.y + 12)))


def header(view: AonView, lang: str, width: int) -> Image.Image:
    """The title and the year and round, then the phase, whose picture this is and the status line."""
    tr = translator(lang)
    turn = tr(Msg(f"{G}-board-turn", year=str(view["year"]), round=view["round"]))
    notes = [(tr.name(Ref(f"{G}-phase", view["phase"])), GOLD, True)]
    if view["seat"] is not None:
        seat = tr.name(Ref(f"{G}-seat", view["seat"]))
        notes.append((tr(Msg(f"{G}-board-private", seat=seat)), WHITE, True))
    notes.append((tr(view["status"]), WHITE, False))
    band = Band(width, lang, HEADER, GOLD)
    title = tr.text(f"{G}-title")
    title_face = band.title_face()
    if text_width(title, title_face) + text_width(turn, title_face) + 80 > width:
        title = tr.text(f"{G}-board-short-title")  # a phone page: the title without its years
    return band.draw(title, turn, notes)


def _boxes(page: Page, labels: Sequence[str], current: int, marked: Sequence[bool], least: int) -> None:
    """A track: one box per label, as many to a row as fit ``least`` px wide; ``current`` filled gold,
    ``marked`` boxes (winter) hatched blue below."""
    room = page.width - 2 * PAD
    a_row = max(1, min(len(labels), room // least))
    w, h = room / a_row, 40
    for n, text in enumerate(labels):
        x = PAD + (n % a_row) * w
        y = page.y + (n // a_row) * (h + 6)
        box = (x + 2, y, x + w - 2, y + h)
        fill = GOLD if n == current else WHITE
        page.draw.rounded_rectangle(box, radius=5, fill=fill, outline=INK if n == current else RULE, width=2)
        if marked[n]:
            page.draw.rectangle((box[0] + 3, box[3] - 8, box[2] - 3, box[3] - 3), fill=COAST)
        chosen = page.bold if n == current else page.body
        page.draw.label(((box[0] + box[2]) / 2, y + h / 2 - 1), fit(text, chosen, w - 10), chosen, INK, "mm")
    page.y += ((len(labels) + a_row - 1) // a_row) * (h + 6) + 8


def tracks(view: AonView, lang: str, width: int) -> Image.Image:
    page = Page(width, lang)
    tr = page.tr
    years = [str(y) for y in range(FIRST_YEAR, LAST_YEAR + 1)]
    page.title(f"{G}-board-years")
    _boxes(page, years, view["year"] - FIRST_YEAR, [False] * len(years), 64)
    page.title(f"{G}-board-rounds")
    rounds = range(1, view["rounds"] + 1)
    winter = tr.text(f"{G}-board-winter")
    labels = [f"{r} {winter}" if r == view["rounds"] else str(r) for r in rounds]
    _boxes(page, labels, view["round"] - 1, [r == view["rounds"] for r in rounds], 90)
    page.title(f"{G}-board-phases")
    phases = [tr.text(f"{G}-board-phase-{p.value}") for p in YEAR]
    current = [p.value for p in YEAR].index(view["phase"])
    _boxes(page, phases, current, [False] * len(phases), 140)
    return page.done()


def _card_back(draw: Canvas, at: tuple[float, float], colour: RGB, count: int) -> None:
    """A small pile of card backs, one drawn for each of up to three cards."""
    x, y = at
    for k in range(min(count, 3) or 1):
        box = (x + 4 * k, y - 4 * k, x + 22 + 4 * k, y + 30 - 4 * k)
        fill = colour if count else PAPER
        draw.rounded_rectangle(box, radius=3, fill=fill, outline=INK if count else MUTED, width=2)


def cards(view: AonView, lang: str, width: int) -> Image.Image:
    page = Page(width, lang)
    tr = page.tr
    page.title(f"{G}-board-cards")
    deck = view["cards"]
    rows: list[tuple[str, RGB, int]] = [
        (
            tr(Msg(f"{G}-board-in-hand", seat=Ref(f"{G}-seat", side), n=deck["hand_counts"].get(side, 0))),
            SIDE_INK[side],
            deck["hand_counts"].get(side, 0),
        )
        for side in SEATS
    ]
    rows.append((tr(Msg(f"{G}-board-pile", n=deck["deck"])), MUTED, deck["deck"]))
    rows.append((tr(Msg(f"{G}-board-discards", n=len(deck["discard"]))), CARD, len(deck["discard"])))
    for text, colour, count in rows:
        _card_back(page.draw, (PAD, page.y + 8), colour, count)
        page.draw.label(
            (PAD + 44, page.y + 20), fit(text, page.bold, width - 2 * PAD - 44), page.bold, INK, "lm"
        )
        page.y += 42
    if deck["discard"]:
        last = Ref(f"{G}-card", deck["discard"][-1])
        page.line(tr(Msg(f"{G}-board-top-discard", card=last)), MUTED)
    return page.done()


def battle(view: AonView, lang: str, width: int) -> Image.Image:
    page = Page(width, lang)
    tr = page.tr
    page.title(f"{G}-board-last-battle")
    fought = view["battle"]
    if fought is None:
        page.line(tr.text(f"{G}-board-no-battle"), MUTED)
        return page.done()
    area = Ref(f"{G}-area", fought["area"])
    attacker = Ref(f"{G}-seat", fought["attacker"])
    page.line(tr(Msg(f"{G}-board-battle-where", area=area, attacker=attacker)), BATTLE, bold=True)
    totals = Msg(
        f"{G}-board-battle-totals",
        atotal=fought["totals"][0],
        dtotal=fought["totals"][1],
        winner=Ref(f"{G}-seat", fought["winner"]),
    )
    page.line(tr(totals), SIDE_INK[fought["winner"]], bold=True)
    losses = fought["losses"]
    page.line(tr(Msg(f"{G}-board-battle-losses", alosses=losses[0], dlosses=losses[1])))
    if fought["cards"]:
        played = tuple(Ref(f"{G}-card", c) for c in fought["cards"])
        page.line(tr(Msg(f"{G}-board-battle-cards", cards=played)), MUTED)
    return page.done()


def countries(view: AonView, lang: str, width: int, columns: int) -> Image.Image:
    """Every country with its status marker, in ``columns``; then the prisoners and the corps out."""
    page = Page(width, lang)
    tr = page.tr
    page.title(f"{G}-board-countries")
    listed = list(view["statuses"].items())
    w = (width - 2 * PAD) / columns
    rows = (len(listed) + columns - 1) // columns
    for n, (country, status) in enumerate(listed):
        x = PAD + (n // rows) * w
        y = page.y + (n % rows) * LINE
        page.draw.rounded_rectangle(
            (x, y + 4, x + 22, y + LINE - 4), radius=4, fill=STATUS_FILL[status], outline=INK
        )
        name = tr.name(Ref(f"{G}-country", country))
        short = tr.text(f"{G}-status-{status}", attribute="short")
        text = fit(f"{name} · {short}" if lang == "en" else f"{name}・{short}", page.body, w - 34)
        page.draw.label((x + 30, y + LINE / 2), text, page.body, INK, anchor="lm")
    page.y += rows * LINE + 8
    prisoners = view["prisoners"]
    held = Msg(
        f"{G}-board-prisoners",
        french=len(prisoners.get("french", [])),
        coalition=len(prisoners.get("coalition", [])),
        out=len(view["out"]),
    )
    page.line(tr(held), MUTED)
    return page.done()


def key(lang: str, width: int) -> Image.Image:
    """What the marks on the map mean."""
    page = Page(width, lang)
    tr = page.tr
    page.title(f"{G}-board-key")
    entries: list[tuple[str, str]] = [(s, _status_key(tr, s, lang)) for s in STATUSES]
    entries += [
        (t.value, tr.text(f"{G}-terrain-{t.value}"))
        for t in (Terrain.MOUNTAIN, Terrain.MARSH, Terrain.BARREN)
    ]
    entries += [(mark, tr.text(f"{G}-board-key-{mark}")) for mark in ("capital", "coast", "moving")]
    entries += [("battle", tr.text(f"{G}-board-last-battle"))]
    columns = 2 if width >= 380 else 1
    w = (width - 2 * PAD) / columns
    rows = (len(entries) + columns - 1) // columns
    step = 2 * RADIUS + 12
    for n, (mark, text) in enumerate(entries):
        x = PAD + (n // rows) * w + RADIUS + 6
        y = page.y + (n % rows) * step + step / 2
        _mark(page.draw, (x, y), mark)
        page.draw.label((x + RADIUS + 14, y), fit(text, page.body, w - 2 * RADIUS - 24), page.body, INK, "lm")
    page.y += rows * step + 6
    page.line(tr.text(f"{G}-board-key-stack"), SIDE_INK["french"], bold=True)
    page.line(tr.text(f"{G}-board-key-reduced"), SIDE_INK["coalition"], bold=True)
    return page.done()


def _status_key(tr: Translator, status: str, lang: str) -> str:
    """A status in full, with the code the countries' list shows in English (the Japanese short forms
    read as words: 仏支配, 連合)."""
    full = tr.text(f"{G}-status-{status}")
    return full if lang == "ja" else f"{full} ({tr.text(f'{G}-status-{status}', attribute='short')})"


def _mark(draw: Canvas, at: tuple[float, float], mark: str) -> None:
    neutral = STATUS_FILL["neutral"]
    if mark in STATUS_FILL:
        disk(draw, at, STATUS_FILL[mark], Terrain.CLEAR, False)
    elif mark in {t.value for t in Terrain}:
        disk(draw, at, neutral, Terrain(mark), False)
    elif mark == "capital":
        disk(draw, at, neutral, Terrain.CLEAR, True)
    elif mark == "coast":
        r = RADIUS + 5
        draw.ellipse((at[0] - r, at[1] - r, at[0] + r, at[1] + r), outline=COAST, width=4)
        disk(draw, at, neutral, Terrain.CLEAR, False)
    else:
        disk(draw, at, neutral, Terrain.CLEAR, False)
        ring(draw, at, GOLD if mark == "moving" else BATTLE, RADIUS + 4)


def log(view: AonView, lang: str, width: int, rows: int) -> Image.Image:
    """The latest log lines, wrapped, as many as fit in ``rows`` (the newest last)."""
    page = Page(width, lang)
    tr = page.tr
    page.title(f"{G}-board-log")
    lines: list[str] = []
    for entry in reversed(view["log"]):
        wrapped = wrap(tr.entry(entry), page.body, width - 2 * PAD - 18, lang=lang)
        wrapped = ["› " + wrapped[0], *("   " + text for text in wrapped[1:])] if wrapped else []
        if len(lines) + len(wrapped) > rows:
            break
        lines = wrapped + lines
    for text in lines or ["—"]:
        page.draw.label((PAD, page.y + LINE / 2), fit(text, page.body, width - 2 * PAD), page.body, INK, "lm")
        page.y += LINE
    return page.done()


def row(parts: Sequence[Image.Image], width: int) -> Image.Image:
    """Parts side by side on one strip, a rule between them."""
    height = max(p.height for p in parts)
    strip = Image.new("RGB", (width, height), PAPER)
    draw = Canvas(strip)
    x = 0
    for n, part in enumerate(parts):
        strip.paste(part, (x, 0))
        x += part.width
        if n < len(parts) - 1:
            draw.line((x, 10, x, height - 10), fill=RULE, width=2)
    return strip
