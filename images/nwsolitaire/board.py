"""The Napoleonic Wars solitaire board from a view: the five major countries laid out as on the map
(their boxes and green boxes: markers, diplomats, satellites, icons, units), Portugal, the Hotel, the
Bedroom, London and the High Seas, the brown small-war boxes with their chits, the status boxes, the
religion and Jews boxes, the pools and the casualty box, the cups with their counts, and the tracks
(turn with its But country and chit count, abdication, fervour, treasury, Small War Fund, Naval
Budget), in the reader's language."""

from __future__ import annotations

from functools import cache

from PIL import Image

from engine.core import Msg, Ref
from engine.nwsolitaire.data.track import ABDICATION_WIN, TURNS
from engine.nwsolitaire.view import SolitaireView
from i18n import Translator, translator
from images.draw import Box, Canvas, fit, largest_font, text_width, to_png, wrap
from images.nwsolitaire import model
from images.nwsolitaire.flow import Look, draw_area
from images.nwsolitaire.sample import sample_views
from images.nwsolitaire.style import BROWN, GOLD, HEADER, INK, MUTED, PAPER, WHITE, face

WIDTH, HEIGHT = 1400, 1010
PAD = 10
HEAD = 46
LOOK = Look(title=16, chip=13, pad=5, lang="en")

# the map: the countries where they lie (2.1.1), the boxes beside them
PLACES: dict[str, Box] = {
    "germany": (340, 52, 660, 262),
    "austria": (670, 120, 990, 340),
    "france": (10, 160, 330, 400),
    "italy": (340, 272, 660, 492),
    "spain": (10, 410, 330, 640),
    "portugal": (10, 648, 330, 702),
}
HOTEL: Box = (670, 350, 830, 430)
BEDROOM: Box = (838, 350, 990, 430)
LONDON: Box = (670, 438, 990, 530)
HIGH_SEAS: Box = (340, 500, 660, 602)
POLICIES: Box = (340, 610, 990, 702)
RUSSIAN_WARS: Box = (670, 538, 990, 602)
BROWN_TOP, BROWN_H, BROWN_W = 712, 72, 122
TURN_TOP, ABDICATION_TOP = 880, 944
RIGHT = 1000
POWERS: Box = (RIGHT, 52, WIDTH - PAD, 250)
MONEY_TOP = 258
CUPS: Box = (RIGHT, 330, WIDTH - PAD, 420)
POOL_BOXES: dict[str, Box] = {
    "coalition_pool": (RIGHT, 428, WIDTH - PAD, 618),
    "neutral_pool": (RIGHT, 626, WIDTH - PAD, 740),
    "delayed": (RIGHT, 748, WIDTH - PAD, 800),
    "casualty": (RIGHT, 808, WIDTH - PAD, 940),
    "royalist_box": (RIGHT, 948, WIDTH - PAD, HEIGHT - PAD),
}


def board(view: SolitaireView, lang: str = "en") -> bytes:
    return to_png(picture(view, lang), palette())


def look(lang: str) -> Look:
    return LOOK._replace(lang=lang)


def picture(view: SolitaireView, lang: str) -> Image.Image:
    tr = translator(lang)
    image = base(lang).copy()
    draw = Canvas(image)
    _header(draw, view, tr, lang)
    lk = look(lang)
    for place, area in model.countries(view, tr).items():
        draw_area(draw, PLACES[place], area, lk)
    draw_area(draw, HOTEL, model.hotel(view, tr), lk)
    draw_area(draw, BEDROOM, model.bedroom(view, tr), lk)
    draw_area(draw, LONDON, model.london(view, tr), lk)
    draw_area(draw, HIGH_SEAS, model.high_seas(view, tr), lk)
    draw_area(draw, POLICIES, model.policies(view, tr), lk)
    draw_area(draw, RUSSIAN_WARS, model.russian_war_box(view, tr), lk)
    small = lk._replace(title=13, chip=12, pad=4)
    for i, area in enumerate(model.brown_boxes(view, tr)):
        draw_area(draw, _brown_box(i), area, small, outline=BROWN)
    draw_area(draw, POWERS, model.powers(view, tr), lk)
    draw_area(draw, CUPS, model.cups(view, tr), lk)
    for place, box in POOL_BOXES.items():
        draw_area(draw, box, model.pool(view, tr, place), lk)
    _money(draw, view, tr, lang)
    _track_markers(draw, view, lang)
    return image


def _brown_box(i: int) -> Box:
    row, col = divmod(i, 8)
    x = PAD + col * (BROWN_W + 1)
    y = BROWN_TOP + row * (BROWN_H + 6)
    return (x, y, x + BROWN_W - 2, y + BROWN_H)


def _turn_box(turn: int) -> Box:
    w = (RIGHT - 2 * PAD) / len(TURNS)
    x = PAD + (turn - 1) * w
    return (x, TURN_TOP + 20, x + w - 3, TURN_TOP + 60)


def _abdication_box(level: int) -> Box:
    w = (RIGHT - 2 * PAD) / (ABDICATION_WIN + 1)
    x = PAD + level * w
    return (x, ABDICATION_TOP + 20, x + w - 3, ABDICATION_TOP + 56)


@cache
def base(lang: str) -> Image.Image:
    """What every board shows: the paper, the track titles and the empty track boxes."""
    tr = translator(lang)
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = Canvas(image)
    draw.rectangle((0, 0, WIDTH, HEAD), fill=HEADER)
    title = face(15, lang, bold=True)
    draw.label((PAD, TURN_TOP + 9), tr.text("nwsolitaire-board-turns"), title, INK, anchor="lm")
    for turn in TURNS:
        box = _turn_box(turn)
        draw.rectangle(box, fill=WHITE, outline=MUTED)
        _turn_words(draw, box, turn, tr)
    draw.label((PAD, ABDICATION_TOP + 9), tr.text("nwsolitaire-board-abdication"), title, INK, anchor="lm")
    for level in range(ABDICATION_WIN + 1):
        box = _abdication_box(level)
        draw.rectangle(box, fill=WHITE, outline=MUTED)
        draw.label(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), str(level), face(14, lang), INK)
    return image


def _turn_words(draw: Canvas, box: Box, turn: int, tr: Translator) -> None:
    """A turn box: its number and how many event chits it draws, then its But country."""
    x0, y0, x1, y1 = box
    t = TURNS[turn]
    top = tr(Msg("nwsolitaire-board-turn-box", turn=turn, chits=t.chits))
    draw.label(((x0 + x1) / 2, y0 + 10), top, face(12, tr.lang), INK)
    lf = face(11, tr.lang)
    but = tr.name(Ref("nwsolitaire-country", t.but))
    draw.label(((x0 + x1) / 2, y1 - 10), fit(but, lf, x1 - x0 - 4), lf, INK)


def _header(draw: Canvas, view: SolitaireView, tr: Translator, lang: str) -> None:
    title = tr(Msg("nwsolitaire-board-title", turn=view["turn"], years=view["years"]))
    tf = face(18, lang, bold=True)
    draw.label((PAD, HEAD / 2), title, tf, GOLD, anchor="lm")
    room = WIDTH - 3 * PAD - text_width(title, tf)
    status = tr(view["status"])
    sf = largest_font(status, room, 17, 12, lang=lang)
    lines = wrap(status, sf, room, lang=lang)
    x = 2 * PAD + text_width(title, tf)
    if len(lines) == 1:
        draw.label((x, HEAD / 2), lines[0], sf, WHITE, anchor="lm")
    else:
        for row, line in enumerate(lines[:2]):
            draw.label((x, HEAD / 2 + (row - 0.5) * (sf.size + 3)), line, sf, WHITE, anchor="lm")


def _money(draw: Canvas, view: SolitaireView, tr: Translator, lang: str) -> None:
    """The money tracks and each country's fervour, as figures beside the status boxes."""
    room = WIDTH - PAD - RIGHT
    f = face(14, lang, bold=True)
    y = MONEY_TOP + 8
    for line in wrap(model.money(view, tr), f, room, lang=lang)[:2]:
        draw.label((RIGHT, y), line, f, INK, anchor="lm")
        y += 18
    ff = face(14, lang)
    parts = [
        tr(Msg("nwsolitaire-board-fervour-of", country=Ref("nwsolitaire-country", c), n=n))
        for c, n in view["fervour"].items()
    ]
    title = tr.text("nwsolitaire-board-fervours")
    for line in wrap(title + " " + tr.text("images-separator").join(parts), ff, room, lang=lang)[:2]:
        draw.label((RIGHT, y), line, ff, INK, anchor="lm")
        y += 18


def _track_markers(draw: Canvas, view: SolitaireView, lang: str) -> None:
    turn = view["turn"]
    if turn in TURNS:
        x0, y0, x1, y1 = _turn_box(turn)
        draw.rectangle((x0 - 2, y0 - 2, x1 + 2, y1 + 2), outline=GOLD, width=4)
    level = view["abdication"]
    x0, y0, x1, y1 = _abdication_box(level)
    draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), fill=GOLD, outline=INK, width=2)
    draw.label(((x0 + x1) / 2, (y0 + y1) / 2), str(level), face(15, lang, bold=True), INK)


@cache
def palette() -> Image.Image:
    """The fixed 256-colour palette, chosen once from the static picture and sample boards."""
    samples = [base("en"), *(picture(v, "en") for v in sample_views()), picture(sample_views()[0], "ja")]
    strip = Image.new("RGB", (WIDTH, HEIGHT * len(samples)))
    for i, sample in enumerate(samples):
        strip.paste(sample, (0, HEIGHT * i))
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
