"""The Napoleon 2.1 board: the map with every army, the activity order, the war posture chart and morale.

``board(view, lang)`` draws only from the view (``N21View``, STYLE lesson 7), every word from the
catalogs in ``lang``: names of areas, countries and capitals, and the board's own
``napoleon21-board-…`` phrases. The map, names and empty tracks never change, so they are drawn
once per language (``_base``; the map itself at double size and scaled down for smooth coasts) and
each board is a copy of that picture with the current state painted on top.

Layout (1600 x 1000): a header bar (drawn as a taller band that reads on a phone); the map on the
left (``layout``); on the right the activity order, the VP France would score, the war posture chart,
the French morale track and the latest log lines (``panel``; measures, inks and words in ``style``).
``phone(view, lang)`` sends the same picture as three narrow ones for a phone (``images.phone``): the
map's west and east halves, each holding its areas whole, and the panel.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from functools import cache

from PIL import Image, ImageDraw

from engine.core import LogEntry, Msg, Ref
from engine.core.messages import Arg
from engine.napoleon21 import data
from engine.napoleon21.view import N21Area, N21Combat, N21Country, N21Units, N21View
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
    label,
    mix,
    text_width,
    to_png,
)
from images.napoleon21 import layout as geo
from images.napoleon21 import panel
from images.napoleon21.sample import sample_view
from images.napoleon21.style import (
    BORDER,
    COAST,
    COLOURS,
    COMBAT,
    DEAD_WATER,
    GOLD,
    HEADER,
    HEADER_H,
    HEIGHT,
    HOME_BASE,
    INLINE_SHIFT,
    LEGEND_AT,
    LEGEND_FACE_W,
    LEGEND_H,
    LEGEND_W,
    NAVY,
    PANEL_X,
    PAPER,
    PARCHMENT,
    ROW,
    SEA_INK,
    TINTS,
    UNUSED,
    VP_AT_WAR,
    WAR_FILLS,
    WATER,
    WIDTH,
    Pen,
)
from images.phone import Band, Files, header_size, stacked, under_band


def board(view: N21View, lang: str = "en") -> bytes:
    """The board PNG for a Napoleon 2.1 view (public or a seat's: they are the same), words in ``lang``:
    the header band, whose words read on a phone (``images.phone.header_size``), over the board."""
    band = _band(Pen(lang), view, WIDTH, header_size(WIDTH), inline=True)
    return to_png(under_band(band, picture(view, lang), HEADER_H), _palette())


def _band(pen: Pen, view: N21View, width: int, note: int = Band.NOTE, inline: bool = False) -> Image.Image:
    """The header: the title, the turn, and the status line (who is asked what), beside them when
    ``inline`` and it fits, else wrapped under them."""
    turn = pen("turn", turn=view["turn"])
    status = [(panel.status_line(pen, view["status"]), WHITE, False)]
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
        panel.order(draw, pen, view)
        panel.victory_points(draw, pen, view)
    else:
        panel.result(draw, pen, view["result"])
    panel.posture_chart(draw, pen, view["countries"])
    panel.morale(draw, pen, view["morale"], view["options"])
    panel.notes(draw, pen, view)
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
    panel.titles(draw, pen)
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
        (x0, y0, x0 + LEGEND_W, y0 + LEGEND_H), radius=8, fill=(252, 250, 244), outline=BORDER, width=2
    )
    face = pen.font(18)
    x, y = x0 + 14, y0 + 10
    for up, routed, key in ((True, False, "face-up"), (False, False, "face-down"), (True, True, "routed")):
        disc = (pen.routed_badge(), badge_face(34, pen.lang)) if routed else None
        counter(draw, (x + 16, y + 4, x + 50, y + 38), COLOURS["france"], 2, face_up=up, routed=disc)
        label(draw, (x + 33, y + 52), fit(pen(key), face, LEGEND_FACE_W), face, INK)
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
