"""The Napoleon 2.1 board: the map with every army, the activity order, the war posture chart and morale.

``board(view, lang)`` draws only from the view (``N21View``, STYLE lesson 7), every word from the
catalogs in ``lang``: names of areas, countries and capitals, and the board's own
``napoleon21-board-…`` phrases. The map, names and empty tracks never change, so they are drawn
once per language (``_base``; the map itself at double size and scaled down for smooth coasts) and
each board is a copy of that picture with the current state painted on top.

Layout (1600 x 1000): a header bar (drawn as a taller band that reads on a phone); the map on the left (``napoleon21_layout``); on the right the
activity order, the VP France would score, the war posture chart, the French morale track and the
latest log lines. ``phone(view, lang)`` sends the same picture as three narrow ones for a phone
(``images.phone``): the map's west and east halves, each holding its areas whole, and the panel.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from functools import cache

from PIL import Image, ImageDraw

from engine.core import LogEntry, Msg, MsgJson, Ref
from engine.core.messages import Arg
from engine.napoleon21 import data
from engine.napoleon21.options import seat_ref
from engine.napoleon21.view import N21Area, N21Combat, N21Country, N21Result, N21Stage, N21Units, N21View
from i18n import Translator, translator
from images.draw import (
    INK,
    RGB,
    WHITE,
    Box,
    Canvas,
    badge,
    badge_face,
    counter,
    dashed_line,
    fit,
    font,
    ink_on,
    label,
    largest_font,
    mix,
    rgb,
    text_width,
    to_png,
    wrap,
)
from images.napoleon21 import layout as geo
from images.napoleon21.sample import sample_view
from images.phone import Band, Files, header_size, stacked, under_band
from images.text import Face

WIDTH, HEIGHT = 1600, 1000
HEADER_H = geo.MAP_ORIGIN[1]
PANEL_X = geo.MAP_W + 12  # the right-hand panel starts here
PANEL_W = WIDTH - PANEL_X - 14
# the panel, top to bottom
ORDER_Y = HEADER_H + 10
TILE_W, TILE_H, TILE_GAP = 80, 56, 8
VP_Y = ORDER_Y + 124
POSTURE_Y = VP_Y + 44
ROW_H = 80  # one country of the war posture chart
STAGE_W, STAGE_GAP = 84, 8  # a box of the posture chart
MORALE_Y = POSTURE_Y + 32 + 6 * ROW_H + 6
MORALE_BOX, MORALE_GAP = 44, 3
NOTES_Y = MORALE_Y + 30 + 2 * (MORALE_BOX + 6) + 8
NOTE_ROW = 24
LEGEND_W, LEGEND_H = 332, 208
LEGEND_FACE_W = 100  # the caption under each counter of the legend

PAPER: RGB = (247, 243, 233)
HEADER: RGB = (29, 39, 64)
WATER: RGB = (174, 204, 228)
DEAD_WATER: RGB = (196, 205, 212)
PARCHMENT: RGB = (243, 230, 196)
HOME_BASE: RGB = (248, 246, 240)
UNUSED: RGB = (229, 228, 223)
BORDER: RGB = (74, 59, 44)
COAST: RGB = (52, 85, 111)
SEA_INK: RGB = (31, 74, 118)
COMBAT: RGB = (214, 32, 46)
MUTED: RGB = (120, 120, 120)
GOLD: RGB = (236, 200, 90)
NAVY: RGB = (20, 40, 90)
VP_AT_WAR: RGB = (225, 222, 214)
WAR_FILLS: dict[str, RGB] = {"war": COMBAT, "armistice": (200, 200, 200), "peace": WHITE}
ROW = 24  # line height of the rows under an area's name
LEGEND_AT = (700, 718)
INLINE_SHIFT = 20  # how far an inline name moves left to make room for its badges
NAME_SIZE = {"en": 21, "ja": 19}  # area names on the map, by language

COLOURS: dict[str, RGB] = {c: rgb(data.COUNTRY_COLOURS[c]) for c in data.COUNTRIES}
# area -> (country whose colour tints it, strength of the tint): home areas, French and Russian territory
TINTS: dict[str, tuple[str, float]] = {c: (c, 0.3) for c in data.COUNTRIES}
TINTS |= {"prussia": ("prussia", 0.42), "south_france": ("france", 0.13), "west_russia": ("russia", 0.13)}


def board(view: N21View, lang: str = "en") -> bytes:
    """The board PNG for a Napoleon 2.1 view (public or a seat's: they are the same), words in ``lang``:
    the header band, whose words read on a phone (``images.phone.header_size``), over the board."""
    band = _band(Pen(lang), view, WIDTH, header_size(WIDTH), inline=True)
    return to_png(under_band(band, picture(view, lang), HEADER_H), _palette())


def _band(pen: Pen, view: N21View, width: int, note: int = Band.NOTE, inline: bool = False) -> Image.Image:
    """The header: the title, the turn, and the status line (who is asked what), beside them when
    ``inline`` and it fits, else wrapped under them."""
    turn = pen("turn", turn=view["turn"])
    status = [(_status(pen, view["status"]), WHITE, False)]
    return Band(width, pen.lang, HEADER, GOLD, note).draw(pen("title"), turn, status, inline)


def picture(view: N21View, lang: str = "en") -> Image.Image:
    """The board as an RGB image, its header bar left empty (``board`` and ``phone`` put a band
    over it)."""
    pen = Pen(lang)
    image = _base(lang).copy()
    draw = Canvas(image)
    if view["combat"] is not None:
        _combat(draw, pen, view["combat"])
    _home_markers(draw, pen, view["countries"])
    if view["nelson_blocks_sea"]:
        _nelson(draw, pen)
    moves, battles = last_moves(view["log"])
    _move_arrows(draw, moves)
    _armies(draw, pen, view["areas"])
    current = view["combat"]["area"] if view["combat"] is not None else None
    _battle_marks(draw, pen, [area for area in battles if area != current])
    if view["result"] is None:
        _order(draw, pen, view)
        _victory_points(draw, pen, view)
    else:
        _result(draw, pen, view["result"])
    _posture_chart(draw, pen, view["countries"])
    _morale(draw, pen, view["morale"], view["options"])
    _notes(draw, pen, view)
    return image


# the phone's pictures: (file name, left and right edge of the board); the map's halves overlap so
# that each area, its name and its counters lie whole in one of them
PHONE_TILES = (("map-west.png", 0, 600), ("map-east.png", 440, geo.MAP_W), ("panel.png", PANEL_X - 4, WIDTH))


def phone(view: N21View, lang: str = "en") -> Files:
    """The board for a phone: the map's west half under a header with the status line wrapped,
    the east half, and the panel; each narrow enough that its words read 11 px tall on a phone."""
    image = picture(view, lang)
    tiles = [(name, image.crop((left, HEADER_H, right, HEIGHT))) for name, left, right in PHONE_TILES]
    top = _band(Pen(lang), view, tiles[0][1].width)
    tiles[0] = (tiles[0][0], stacked([top, tiles[0][1]], PAPER))
    return [(name, to_png(tile, _palette())) for name, tile in tiles]


class Pen:
    """The words and faces of one language: ``pen("now")`` is the board phrase ``napoleon21-board-now``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.tr: Translator = translator(lang)

    def font(self, size: int, bold: bool = False, condensed: bool = False) -> Face:
        return font(size, bold=bold, condensed=condensed, lang=self.lang)

    def __call__(self, key: str, **args: Arg) -> str:
        return self.tr(Msg(f"napoleon21-board-{key}", **args))

    def name_face(self) -> Face:
        """The face of area names on the map: Japanese, full-width and without a condensed face, a
        size smaller so that its names take about the room of the English ones."""
        return self.font(NAME_SIZE.get(self.lang, 21), bold=True, condensed=True)

    def say(self, msg: Msg | MsgJson) -> str:
        return self.tr(msg)

    def routed_badge(self) -> str:
        """The one letter on a routed stack's disc (``R``; the Japanese 敗)."""
        return self.tr.text("napoleon21-board-routed", attribute="badge")

    def area(self, area: str, form: str | None = None) -> str:
        return self.tr.name(Ref("napoleon21-area", area), form)

    def country(self, country: str, form: str | None = None) -> str:
        return self.tr.name(Ref("napoleon21-country", country), form)

    def capital(self, country: str) -> str:
        return self.tr.name(Ref("napoleon21-capital", country))

    def war(self, state: str) -> str:
        return self.tr.name(Ref("napoleon21-war", state), "badge")

    def map_lines(self, area: str) -> list[str]:
        """An area's name as the map draws it (the catalog's ``.map`` form), one line each."""
        return self.area(area, "map").split("\n")

    def entry(self, entry: LogEntry) -> str:
        return self.tr.entry(entry)


@cache
def _palette() -> Image.Image:
    """The fixed 256-colour palette: chosen once from the static picture and two busy sample boards."""
    samples = [_base("en"), picture(sample_view()), picture(sample_view(over=True))]
    strip = Image.new("RGB", (WIDTH, HEIGHT * len(samples)))
    for i, sample in enumerate(samples):
        strip.paste(sample, (0, HEIGHT * i))
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


# --- the static picture -------------------------------------------------------------------------


@cache
def _base(lang: str) -> Image.Image:
    pen = Pen(lang)
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    image.paste(_map_picture(), geo.MAP_ORIGIN)
    draw = Canvas(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 1), fill=HEADER)
    draw.line((PANEL_X - 6, HEADER_H, PANEL_X - 6, HEIGHT), fill=BORDER, width=3)
    _area_names(draw, pen)
    _legend(draw, pen)
    _panel_titles(draw, pen)
    return image


@cache
def _map_picture() -> Image.Image:
    """The map frame drawn at double size and reduced, which smooths the coasts."""
    scale = 2
    image = Image.new("RGB", (geo.MAP_W * scale, geo.MAP_H * scale), WATER)
    draw = ImageDraw.Draw(image)
    for region, rings in geo.region_rings().items():
        for ring in rings:
            draw.polygon([(x * scale, y * scale) for x, y in ring], fill=_region_fill(region))
    for a, b, points in geo.border_lines():
        style = _border_style(a, b)
        if style is None:
            continue
        colour, width, dashed = style
        line = [(x * scale, y * scale) for x, y in points]
        if dashed:
            dashed_line(draw, line, colour, width * scale, 14 * scale, 8 * scale)
        else:
            draw.line(line, fill=colour, width=width * scale, joint="curve")
    return image.reduce(scale)


def _region_fill(region: str) -> RGB:
    if region in geo.UNUSED_WATER:
        return DEAD_WATER
    if region in geo.UNUSED_LAND:
        return UNUSED
    country, strength = TINTS.get(region, ("", 0.0))
    if not country:
        return PARCHMENT
    base = HOME_BASE if region == country else PARCHMENT
    return mix(base, COLOURS[country], strength)


def _border_style(a: str, b: str) -> tuple[RGB, int, bool] | None:
    """(colour, width, dashed) of the border between ``a`` and ``b``; None for the frame."""
    kinds = {_kind(a), _kind(b)}
    if "edge" in kinds:
        return None
    if kinds == {"sea"}:
        return (SEA_INK, 3, True)
    if kinds == {"land"}:
        return (BORDER, 3, False)
    if kinds == {"land", "sea"}:
        return (COAST, 2, False)
    if "land" in kinds:
        return (mix(BORDER, UNUSED, 0.45), 2, False)
    return (mix(COAST, WATER, 0.45), 1, False)


def _kind(region: str) -> str:
    if region == geo.EDGE:
        return "edge"
    if region in geo.SEAS:
        return "sea"
    if region in geo.LAND:
        return "land"
    return "unused"


def _area_names(draw: Canvas, pen: Pen) -> None:
    """Each area's name; land areas add their coast marks (1.1: ★ Baltic, ■ Atlantic, ● Mediterranean)."""
    for area in data.AREAS:
        x, y = geo.px(geo.PLACES[area].label)
        if data.IS_SEA[area]:
            label(draw, (x, y), pen.area(area, "map"), pen.font(22, bold=True), SEA_INK, halo=WATER)
            continue
        place = geo.PLACES[area]
        if place.inline:  # leave room on the right for the badges (drawn per board)
            x -= INLINE_SHIFT
        lines = pen.map_lines(area)
        for i, line in enumerate(lines):
            marks = data.AREA_MARKS[area] if i == len(lines) - 1 else ""
            _name_line(draw, pen, (x, y + ROW * i), line, marks)


def _name_width(pen: Pen, name: str, marks: str) -> float:
    face, mark_face = pen.name_face(), pen.font(18, bold=True)
    return text_width(name, face) + (6 + text_width(marks, mark_face) if marks else 0)


def _name_line(draw: Canvas, pen: Pen, centre: tuple[float, float], name: str, marks: str) -> None:
    face, mark_face = pen.name_face(), pen.font(18, bold=True)
    gap = 6 if marks else 0
    left = centre[0] - _name_width(pen, name, marks) / 2
    label(draw, (left, centre[1]), name, face, INK, anchor="lm", halo=WHITE)
    if marks:
        label(
            draw,
            (left + text_width(name, face) + gap, centre[1]),
            marks,
            mark_face,
            SEA_INK,
            anchor="lm",
            halo=WHITE,
        )


def _legend(draw: Canvas, pen: Pen) -> None:
    """The key, on the empty south-east corner of the map."""
    x0, y0 = geo.px(LEGEND_AT)
    draw.rounded_rectangle(
        (x0, y0, x0 + 332, y0 + 208), radius=8, fill=(252, 250, 244), outline=BORDER, width=2
    )
    face = pen.font(18)
    x, y = x0 + 14, y0 + 10
    for up, routed, key in ((True, False, "face-up"), (False, False, "face-down"), (True, True, "routed")):
        disc = (pen.routed_badge(), badge_face(34, pen.lang)) if routed else None
        counter(draw, (x + 16, y + 4, x + 50, y + 38), COLOURS["france"], 2, face_up=up, routed=disc)
        label(draw, (x + 33, y + 52), fit(pen(key), face, 100), face, INK)
        x += 104
    rows = y0 + 88
    _castle(draw, pen, (x0 + 28, rows + 2), "2")
    label(draw, (x0 + 50, rows + 2), fit(pen("garrison"), face, 270), face, INK, anchor="lm")
    x = x0 + 14
    for sea in data.SEA_AREAS:
        name = pen.area(sea, "short")
        label(draw, (x, rows + 32), data.COAST_MARKS[sea], pen.font(18, bold=True), SEA_INK, anchor="lm")
        label(draw, (x + 22, rows + 32), name, face, INK, anchor="lm")
        x += 34 + text_width(name, face)
    badge(draw, (x0 + 30, rows + 64), f"+{data.BONUS_VALUE}", pen.font(18, bold=True), WHITE, pad=(6, 1))
    label(draw, (x0 + 54, rows + 64), fit(pen("bonus"), face, 270), face, INK, anchor="lm")
    box = badge(draw, (x0 + 42, rows + 96), pen("vp", vp=3), pen.font(18, bold=True), GOLD, pad=(8, 1))
    label(
        draw, (box[2] + 8, rows + 96), fit(pen("vp-scored"), face, x0 + 324 - box[2]), face, INK, anchor="lm"
    )


def _panel_titles(draw: Canvas, pen: Pen) -> None:
    face = pen.font(20, bold=True)
    x = PANEL_X + 4
    label(draw, (x, ORDER_Y), pen("order"), face, INK, anchor="lt")
    label(draw, (x, POSTURE_Y), pen("posture"), face, INK, anchor="lt")
    small = pen.font(18)
    label(
        draw,
        (PANEL_X + PANEL_W, POSTURE_Y + 1),
        pen("posture-key"),
        small,
        MUTED,
        anchor="rt",
    )
    label(draw, (x, MORALE_Y), pen("morale-title"), face, INK, anchor="lt")


# --- header, order, VP ------------------------------------------------------------------------------


def _status(pen: Pen, status: MsgJson) -> str:
    """The status line without its turn number (the badge shows it)."""
    msg = Msg.from_json(status)  # type: ignore[arg-type]  # a TypedDict is a Mapping of JSON
    if msg.key == "napoleon21-status":
        return pen("status", **{k: v for k, v in msg.args.items() if k != "turn"})
    return pen.say(msg)


def _order(draw: Canvas, pen: Pen, view: N21View) -> None:
    roll = view["order_roll"]
    if roll is not None:
        face = pen.font(20)
        room = PANEL_W - text_width(pen("order"), pen.font(20, bold=True)) - 16
        label(
            draw,
            (PANEL_X + PANEL_W, ORDER_Y),
            fit(pen("rolled", roll=roll), face, room),
            face,
            INK,
            anchor="rt",
        )
    acting, done = view["acting"], set(view["done"])
    top = ORDER_Y + 32
    for i, country in enumerate(view["order"]):
        x = PANEL_X + 4 + i * (TILE_W + TILE_GAP)
        tile = (x, top, x + TILE_W, top + TILE_H)
        _order_tile(draw, pen, tile, country, country == acting, country in done)


def _order_tile(draw: Canvas, pen: Pen, box: Box, country: str, acting: bool, done: bool) -> None:
    colour = COLOURS[country]
    fill = mix(colour, PAPER, 0.7) if done else colour
    draw.rectangle(box, fill=fill, outline=mix(colour, INK, 0.5), width=2)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    face = pen.font(22, bold=True)
    label(draw, (cx, cy), fit(pen.country(country, "abbr"), face, TILE_W - 8), face, ink_on(fill))
    below = (cx, box[3] + 16)
    if acting:
        draw.rectangle((box[0] - 4, box[1] - 4, box[2] + 4, box[3] + 4), outline=INK, width=4)
        face = pen.font(18, bold=True)
        label(draw, below, fit(pen("now"), face, TILE_W + TILE_GAP), face, COMBAT)
    elif done:
        face = pen.font(18)
        label(draw, below, fit(pen("done"), face, TILE_W + TILE_GAP), face, MUTED)


def _victory_points(draw: Canvas, pen: Pen, view: N21View) -> None:
    x, y = PANEL_X + 4, VP_Y
    face, small = pen.font(22, bold=True), pen.font(20)
    text = pen("would-score", vp=view["vp"])
    label(draw, (x, y), fit(text, face, PANEL_W), face, INK, anchor="lt")
    left = x + text_width(text, face) + 10
    goal = fit(pen("to-win", vp=data.VICTORY_VP), small, PANEL_X + PANEL_W - left)
    label(draw, (left, y + 2), goal, small, MUTED, anchor="lt")


# --- the map: home areas, armies, combat ----------------------------------------------------------


def _home_markers(draw: Canvas, pen: Pen, countries: Mapping[str, N21Country]) -> None:
    """Under each name: the capital with its garrison (home areas), then the badges."""
    for area in data.LAND_AREAS:
        place = geo.PLACES[area]
        x, y = geo.px(place.label)
        items = _marker_items(pen, area, countries)
        if place.inline:
            _inline_badges(draw, pen, area, (x - INLINE_SHIFT, y), items)
            continue
        y += ROW * len(pen.map_lines(area))
        if area in countries:
            if place.capital is None:
                _capital_line(draw, pen, (x, y), area, countries[area], centred=True)
                y += ROW
            else:
                _capital_line(draw, pen, geo.px(place.capital), area, countries[area], centred=False)
        _badges(draw, pen, (x, y), items)


def _inline_badges(
    draw: Canvas, pen: Pen, area: str, centre: tuple[float, float], items: list[tuple[str, RGB]]
) -> None:
    """Badges after the name: the name line is re-centred to leave them room."""
    if not items:
        return
    width = sum(text_width(text, pen.font(18, bold=True)) + 22 for text, _ in items)
    name_width = _name_width(pen, pen.map_lines(area)[0], data.AREA_MARKS[area])
    left = centre[0] + name_width / 2 + 6
    _badges(draw, pen, (left + width / 2, centre[1]), items)


def _badges(draw: Canvas, pen: Pen, centre: tuple[float, float], items: list[tuple[str, RGB]]) -> None:
    face = pen.font(18, bold=True)
    widths = [text_width(text, face) + 16 for text, _ in items]
    left = centre[0] - (sum(widths) + 6 * (len(items) - 1)) / 2
    for (text, fill), width in zip(items, widths, strict=True):
        badge(draw, (left + width / 2, centre[1]), text, face, fill, pad=(8, 1))
        left += width + 6


def _marker_items(pen: Pen, area: str, countries: Mapping[str, N21Country]) -> list[tuple[str, RGB]]:
    """The badges under an area's name: the +1 bonus, an allied home area's VP (gold while France would
    score them) and its Peace or Armistice marker."""
    items: list[tuple[str, RGB]] = []
    if area in data.BONUS_AREAS:
        items.append((f"+{data.BONUS_VALUE}", WHITE))
    if area in countries and area != data.FRANCE:
        info = countries[area]
        war = info["war"]
        out_of_war = war in ("peace", "armistice")
        items.append((pen("vp", vp=info["vp"]), GOLD if out_of_war else VP_AT_WAR))  # 13.1: only these count
        if war is not None and out_of_war:
            items.append((pen.war(war), WAR_FILLS[war]))
    return items


def _capital_line(
    draw: Canvas, pen: Pen, at: tuple[float, float], country: str, info: N21Country, centred: bool
) -> None:
    """The castle with the garrison value, then the capital's name."""
    face = pen.font(18, bold=True)
    name = pen.capital(country)
    width = 30 + text_width(name, face)
    x = at[0] - width / 2 + 13 if centred else at[0]
    _castle(draw, pen, (x, at[1]), str(info["garrison"]))
    label(draw, (x + 18, at[1] + 1), name, face, INK, anchor="lm", halo=WHITE, halo_width=2)


def _castle(draw: Canvas, pen: Pen, centre: tuple[float, float], text: str) -> None:
    x, y = centre
    for dx in (-13, -3, 7):
        draw.rectangle((x + dx, y - 13, x + dx + 6, y - 8), fill=INK)
    draw.rectangle((x - 13, y - 8, x + 13, y + 12), fill=INK)
    label(draw, (x, y + 3), text, pen.font(18, bold=True), WHITE)


def _armies(draw: Canvas, pen: Pen, areas: Mapping[str, N21Area]) -> None:
    for area in data.AREAS:
        stacks = _stacks(areas[area]["units"])
        if stacks:
            for box, (country, count, up, routed) in _layout(geo.PLACES[area].slots, stacks):
                disc = (pen.routed_badge(), badge_face(box[3] - box[1], pen.lang)) if routed else None
                counter(draw, box, COLOURS[country], count, face_up=up, routed=disc)


def _stacks(units: Mapping[str, N21Units]) -> list[Stack]:
    """(country, count, face-up, routed) for each non-empty stack, countries in chart order."""
    stacks = []
    for country in data.COUNTRIES:
        if country in units:
            f = units[country]
            faces = [(f["up"], True, False), (f["down"], False, False)]
            faces += [(f["routed_up"], True, True), (f["routed_down"], False, True)]
            stacks += [(country, count, up, routed) for count, up, routed in faces if count]
    return stacks


Stack = tuple[str, int, bool, bool]
COUNTER_SIZES = (44, 40, 36, 32, 28)  # the largest that fits the slots; at the smallest, rows may overflow
GAP, GROUP_GAP = 6, 6  # between counters, and extra between countries


def _layout(slots: tuple[geo.Rect, ...], stacks: list[Stack]) -> list[tuple[Box, Stack]]:
    """Counters in centred rows, filling an area's boxes in order; the counters shrink before they
    overflow, and only the last box may overflow (downwards and upwards alike)."""
    for size in COUNTER_SIZES:
        placed = _fill(slots, stacks, size, overflow=size == COUNTER_SIZES[-1])
        if placed is not None:
            return placed
    raise AssertionError("the last counter size always fits")


def _fill(
    slots: tuple[geo.Rect, ...], stacks: list[Stack], size: int, overflow: bool
) -> list[tuple[Box, Stack]] | None:
    placed: list[tuple[Box, Stack]] = []
    rest = list(stacks)
    for i, (x, y, width, height) in enumerate(slots):
        rows = _rows(rest, width, size)
        if not (overflow and i == len(slots) - 1):
            rows = rows[: max(0, int((height + 8) // (size + 8)))]
        placed += _place_rows(rows, geo.px((x, y)), size)
        rest = rest[sum(len(row) for row in rows) :]
        if not rest:
            return placed
    return None


def _place_rows(rows: list[list[Stack]], centre: tuple[float, float], size: int) -> list[tuple[Box, Stack]]:
    placed = []
    top = centre[1] - (len(rows) * (size + 8) - 8) / 2
    for r, row in enumerate(rows):
        x, y = centre[0] - _row_width(row, size) / 2, top + r * (size + 8)
        for i, stack in enumerate(row):
            if i and stack[0] != row[i - 1][0]:
                x += GROUP_GAP
            placed.append(((x, y, x + size, y + size), stack))
            x += size + GAP
    return placed


def _rows(stacks: list[Stack], width: float, size: int) -> list[list[Stack]]:
    """Rows no wider than ``width``: each country's stacks together, unless splitting saves a row."""
    together = _packed(stacks, width, size, keep_groups=True)
    tight = _packed(stacks, width, size, keep_groups=False)
    return together if len(together) <= len(tight) else tight


def _packed(stacks: list[Stack], width: float, size: int, keep_groups: bool) -> list[list[Stack]]:
    rows: list[list[Stack]] = [[]]
    for group in _groups(stacks):
        if keep_groups and rows[-1] and _row_width(rows[-1] + group, size) > width:
            rows.append([])
        for stack in group:
            if rows[-1] and _row_width([*rows[-1], stack], size) > width:
                rows.append([])
            rows[-1].append(stack)
    return rows


def _groups(stacks: list[Stack]) -> list[list[Stack]]:
    groups: list[list[Stack]] = []
    for stack in stacks:
        if groups and groups[-1][0][0] == stack[0]:
            groups[-1].append(stack)
        else:
            groups.append([stack])
    return groups


def _row_width(row: list[Stack], size: int) -> float:
    breaks = sum(1 for a, b in itertools.pairwise(row) if a[0] != b[0])
    return len(row) * (size + GAP) - GAP + GROUP_GAP * breaks


def _combat(draw: Canvas, pen: Pen, combat: N21Combat) -> None:
    """The battle being fought: the area outlined in red, crossed swords before its name (10.2)."""
    area = combat["area"]
    ox, oy = geo.MAP_ORIGIN
    for ring in geo.region_rings().get(area, ()):
        draw.line([(x + ox, y + oy) for x, y in ring], fill=COMBAT, width=6, joint="curve")
    _swords(draw, pen, area)


# --- what moved and fought since the last board ---------------------------------------------------

Move = tuple[str, str, str]  # country, from, to
MOVE_KEYS = ("napoleon21-log-move", "napoleon21-log-move-stop")
ROUT_KEYS = ("napoleon21-log-rout-move", "napoleon21-log-rout-move-atlantic")
ARROW_CLEAR = 30  # px: an arrow stops this far short of the counters at each end


def last_moves(log: Sequence[LogEntry]) -> tuple[list[Move], list[str]]:
    """The moves (10.1; routs, 11.2, from the battle's area) and the battles (10.2) the view's log
    tells of (the public entries since the last board, as the bot gives them): each once, in order."""
    moves: list[Move] = []
    battles: list[str] = []
    for entry in log:
        msg = Msg.from_json(entry["msg"])  # type: ignore[arg-type]  # a TypedDict is a Mapping of JSON
        key, args = msg.key, msg.args
        if key == "napoleon21-log-battle":
            battles.append(_id(args["area"]))
        elif key in MOVE_KEYS:
            moves.append((_id(args["army"]), _id(args["origin"]), _id(args["area"])))
        elif key in ROUT_KEYS and battles:
            moves.append((_id(args["army"]), battles[-1], _id(args["area"])))
    return list(dict.fromkeys(m for m in moves if m[1] != m[2])), list(dict.fromkeys(battles))


def _id(arg: Arg) -> str:
    assert isinstance(arg, Ref), arg
    return arg.id


def counters_at(area: str) -> tuple[float, float]:
    """The centre of an area's first box of counters, in board pixels."""
    x, y, _, _ = geo.PLACES[area].slots[0]
    return geo.px((x, y))


def arrow_ends(origin: str, dest: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where the arrow of a move from ``origin`` to ``dest`` starts and ends: clear of both areas'
    counters."""
    (ax, ay), (bx, by) = counters_at(origin), counters_at(dest)
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    clear = min(ARROW_CLEAR, length / 3) / length
    return (ax + (bx - ax) * clear, ay + (by - ay) * clear), (bx - (bx - ax) * clear, by - (by - ay) * clear)


def _move_arrows(draw: Canvas, moves: Sequence[Move]) -> None:
    """A move: an arrow in the mover's colour from where its units were to where they went, under
    the counters."""
    for country, origin, dest in moves:
        (ax, ay), (bx, by) = arrow_ends(origin, dest)
        length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
        ux, uy = (bx - ax) / length, (by - ay) / length
        head = min(22.0, length / 2)
        neck = (bx - ux * head, by - uy * head)
        wing = (-uy * head * 0.6, ux * head * 0.6)
        tip = [(bx, by), (neck[0] + wing[0], neck[1] + wing[1]), (neck[0] - wing[0], neck[1] - wing[1])]
        colour = COLOURS[country]
        draw.line([(ax, ay), neck], fill=WHITE, width=11)
        draw.polygon(tip, fill=colour, outline=WHITE, width=3)
        draw.line([(ax, ay), neck], fill=colour, width=6)
        draw.ellipse((ax - 6, ay - 6, ax + 6, ay + 6), fill=colour, outline=WHITE, width=2)


def _battle_marks(draw: Canvas, pen: Pen, areas: Sequence[str]) -> None:
    """A battle fought since the last board: crossed swords before the area's name, as the battle
    being fought has, without its red outline."""
    for area in areas:
        _swords(draw, pen, area)


def swords_at(pen: Pen, area: str) -> tuple[float, float]:
    """The centre of the crossed swords before an area's name."""
    place = geo.PLACES[area]
    lines = pen.map_lines(area)
    x, cy = geo.px(place.label)
    marks = data.AREA_MARKS[area] if len(lines) == 1 else ""
    return x - (INLINE_SHIFT if place.inline else 0) - _name_width(pen, lines[0], marks) / 2 - 22, cy


def _swords(draw: Canvas, pen: Pen, area: str) -> None:
    cx, cy = swords_at(pen, area)
    draw.ellipse((cx - 18, cy - 18, cx + 18, cy + 18), fill=COMBAT, outline=WHITE, width=2)
    label(draw, (cx, cy + 1), "⚔", font(24, bold=True), WHITE)


def _nelson(draw: Canvas, pen: Pen) -> None:
    """14.0 Nelson's Offensive: an even activity roll closes the seas to French units this turn."""
    x, y = geo.px(geo.PLACES["atlantic"].label)
    badge(draw, (x, y + 30), pen("nelson"), pen.font(20, bold=True), NAVY, WHITE)


# --- war posture chart ---------------------------------------------------------------------------


def _posture_chart(draw: Canvas, pen: Pen, countries: Mapping[str, N21Country]) -> None:
    top = POSTURE_Y + 32
    for i, country in enumerate(data.COUNTRIES):
        _posture_row(draw, pen, country, countries[country], top + i * ROW_H)


def _posture_row(draw: Canvas, pen: Pen, country: str, info: N21Country, y: float) -> None:
    x = PANEL_X + 4
    colour = COLOURS[country]
    draw.rectangle((x, y + 2, x + 22, y + 24), fill=colour, outline=INK, width=1)
    name = pen.country(country)
    face = pen.font(22, bold=True)
    label(draw, (x + 30, y + 13), name, face, INK, anchor="lm")
    left = x + 40 + text_width(name, face)
    war = info["war"]
    if war is not None:
        small = pen.font(18, bold=True)
        box = badge(
            draw,
            (left + text_width(pen.war(war), small) / 2 + 8, y + 13),
            pen.war(war),
            small,
            WAR_FILLS[war],
            pad=(8, 1),
        )
        left = box[2] + 10
    bold = pen.font(20, bold=True)
    used = fit(pen("in-map", on_map=info["on_map"], box=info["box"]), bold, PANEL_X + PANEL_W - left)
    label(draw, (PANEL_X + PANEL_W, y + 13), used, bold, INK, anchor="rm")
    stages = info["stages"]
    for s, stage in enumerate(stages):
        sx = x + s * (STAGE_W + STAGE_GAP)
        _stage_box(draw, pen, (sx, y + 32, sx + STAGE_W, y + 72), stage, s, info["stage"], colour)
    cap = stages[info["stage"]]["max_strength"]
    face = pen.font(20)
    room = PANEL_W - 4 - len(stages) * (STAGE_W + STAGE_GAP)
    in_use = fit(pen("in-use", in_use=info["in_use"], cap=cap), face, room)
    label(draw, (PANEL_X + PANEL_W, y + 52), in_use, face, INK, anchor="rm")


def _stage_box(
    draw: Canvas, pen: Pen, box: Box, stage: N21Stage, index: int, current: int, colour: RGB
) -> None:
    x0, y0, x1, y1 = box
    if index == current:
        draw.rectangle(box, fill=mix(colour, WHITE, 0.55), outline=INK, width=4)
    else:
        draw.rectangle(box, fill=WHITE, outline=mix(INK, WHITE, 0.6), width=2)
    ink = INK if index >= current else MUTED
    label(draw, (x0 + 26, (y0 + y1) / 2), str(stage["max_strength"]), pen.font(24, bold=True), ink)
    reinforcement = stage["reinforcement"]
    if reinforcement is not None:
        cx, cy = x1 - 22, (y0 + y1) / 2
        draw.ellipse((cx - 14, cy - 14, cx + 14, cy + 14), fill=INK if index >= current else MUTED)
        label(draw, (cx, cy + 1), str(reinforcement), pen.font(18, bold=True), WHITE)


# --- French morale -------------------------------------------------------------------------------


def _morale(draw: Canvas, pen: Pen, morale: int, options: Mapping[str, str]) -> None:
    """12.0: the track from 20 down to 0, with the French reinforcement value it gives."""
    reinforcement = data.french_base_reinforcement(morale, options.get("road_to_paris") == "on")
    face = pen.font(20, bold=True)
    left = PANEL_X + 4 + text_width(pen("morale-title"), face) + 20
    text = fit(pen("morale", morale=morale, reinforcement=reinforcement), face, PANEL_X + PANEL_W - left)
    label(draw, (left, MORALE_Y), text, face, COLOURS["france"], anchor="lt")
    for value in range(20, -1, -1):
        _morale_box(draw, pen, value, morale)


def _morale_box(draw: Canvas, pen: Pen, value: int, morale: int) -> None:
    row, col = (0, 20 - value) if value >= 11 else (1, 10 - value)
    x = PANEL_X + 4 + col * (MORALE_BOX + MORALE_GAP)
    y = MORALE_Y + 30 + row * (MORALE_BOX + 6)
    box = (x, y, x + MORALE_BOX, y + MORALE_BOX)
    band = (222, 232, 245) if value >= 11 else (245, 225, 220)
    centre = (x + MORALE_BOX / 2, y + MORALE_BOX / 2)
    if value == morale:
        draw.rectangle(box, fill=COLOURS["france"], outline=INK, width=3)
        label(draw, centre, str(value), pen.font(22, bold=True), WHITE)
    else:
        lost = value > morale
        draw.rectangle(box, fill=PAPER if lost else band, outline=mix(INK, WHITE, 0.5), width=1)
        label(draw, centre, str(value), pen.font(20), MUTED if lost else INK)


# --- the end -------------------------------------------------------------------------------------


def _result(draw: Canvas, pen: Pen, result: N21Result) -> None:
    """13.0: the end of the game, in place of the activity order: Napoleon's rank, who won, the summary."""
    x0, y0, x1, y1 = PANEL_X, ORDER_Y - 4, PANEL_X + PANEL_W, POSTURE_Y - 10
    draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=HEADER, outline=GOLD, width=3)
    cx, room = (x0 + x1) / 2, x1 - x0 - 24
    title = pen.tr.name(Ref("napoleon21-rank", result["rank"]))
    face = largest_font(title, room, 30, 20, bold=True, lang=pen.lang)
    label(draw, (cx, y0 + 32), fit(title, face, room), face, GOLD)
    outcome = _outcome(pen, result)
    face = largest_font(outcome, room, 26, 16, bold=True, lang=pen.lang)
    label(draw, (cx, y0 + 72), fit(outcome, face, room), face, WHITE)
    face = pen.font(20)
    lines = wrap(pen.say(result["summary"]), face, room, lang=pen.lang)
    for i, line in enumerate(lines[:2]):
        text = line if i == 0 or len(lines) <= 2 else line + "…"
        label(draw, (cx, y0 + 110 + i * 26), fit(text, face, room), face, WHITE)


def _outcome(pen: Pen, result: N21Result) -> str:
    if result["draw"]:
        return pen("draw")
    if not result["winners"]:
        return pen("no-winner")
    return pen("winners", seats=tuple(seat_ref(w) for w in result["winners"]))


# --- notes: the battle, Nelson, the last log lines -----------------------------------------------


def _notes(draw: Canvas, pen: Pen, view: N21View) -> None:
    """Under the morale track: the battle being fought, Nelson's Offensive, then the latest log lines
    that fit, each wrapped over as many lines as it needs."""
    x, y = PANEL_X + 4, NOTES_Y
    bold = pen.font(18, bold=True)
    combat = view["combat"]
    if combat is not None:
        area, step = Ref("napoleon21-area", combat["area"]), Ref("napoleon21-battle-step", combat["step"])
        label(
            draw, (x, y), fit(pen("battle", area=area, step=step), bold, PANEL_W), bold, COMBAT, anchor="lt"
        )
        y += NOTE_ROW
    if view["nelson_blocks_sea"]:
        label(draw, (x, y), fit(pen("nelson-note"), bold, PANEL_W), bold, NAVY, anchor="lt")
        y += NOTE_ROW
    face = pen.font(18)
    rows = int((HEIGHT - 4 - y) // NOTE_ROW)
    lines: list[str] = []
    for entry in reversed(view["log"]):
        wrapped = wrap("› " + pen.entry(entry), face, PANEL_W, lang=pen.lang)
        if lines and len(lines) + len(wrapped) > rows:
            break
        lines = wrapped + lines
    if rows > 0 and len(lines) > rows:  # the newest entry alone runs out of rows
        lines = [*lines[: rows - 1], lines[rows - 1] + "…"]
    for line in lines[: max(rows, 0)]:
        label(draw, (x, y), fit(line, face, PANEL_W), face, MUTED, anchor="lt")
        y += NOTE_ROW
