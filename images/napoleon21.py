"""The Napoleon 2.1 board: the map with every army, the activity order, the war posture chart and morale.

``board(view)`` draws only from the view (STYLE lesson 7). The map, names and empty tracks never
change, so they are drawn once (``_base``, at double size and scaled down for smooth coasts) and
each board is a copy of that picture with the current state painted on top.

Layout (1600 x 1000): a header bar; the map on the left (``napoleon21_layout``); on the right the
activity order, the VP France would score, the war posture chart and the French morale track.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from engine.napoleon21 import data
from images import napoleon21_layout as geo
from images.draw import (
    INK,
    RGB,
    WHITE,
    Box,
    Canvas,
    badge,
    counter,
    dashed_line,
    fit,
    font,
    ink_on,
    label,
    mix,
    rgb,
    text_width,
    to_png,
)
from images.napoleon21_sample import sample_view

WIDTH, HEIGHT = 1600, 1000
HEADER_H = geo.MAP_ORIGIN[1]
PANEL_X = geo.MAP_W + 12  # the right-hand panel starts here
PANEL_W = WIDTH - PANEL_X - 14
# the panel, top to bottom
ORDER_Y = HEADER_H + 10
TILE_W, TILE_H, TILE_GAP = 80, 56, 8
VP_Y = ORDER_Y + 124
POSTURE_Y = VP_Y + 44
ROW_H = 86  # one country of the war posture chart
MORALE_Y = POSTURE_Y + 32 + 6 * ROW_H + 6
MORALE_BOX, MORALE_GAP = 44, 3
NOTES_Y = MORALE_Y + 30 + 2 * (MORALE_BOX + 6) + 8

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

COLOURS: dict[str, RGB] = {c: rgb(data.COUNTRY_COLOURS[c]) for c in data.COUNTRIES}
ABBREVIATIONS = {"france": "FRA", "prussia": "PRU", "austria": "AUS", "russia": "RUS", "spain": "SPA"}
ABBREVIATIONS["britain"] = "GBR"
# area -> (country whose colour tints it, strength of the tint): home areas, French and Russian territory
TINTS: dict[str, tuple[str, float]] = {c: (c, 0.3) for c in data.COUNTRIES}
TINTS |= {"prussia": ("prussia", 0.42), "south_france": ("france", 0.13), "west_russia": ("russia", 0.13)}
FACES = (("up", True, False), ("down", False, False), ("routed_up", True, True), ("routed_down", False, True))


def board(view: Mapping[str, Any]) -> bytes:
    """The board PNG for a Napoleon 2.1 view (public or a seat's: they are the same)."""
    return to_png(picture(view), _palette())


def picture(view: Mapping[str, Any]) -> Image.Image:
    """The board as an RGB image."""
    image = _base().copy()
    draw = Canvas(image)
    _header(draw, view)
    if view["combat"] is not None:
        _combat(draw, view["combat"])
    _home_markers(draw, view["countries"])
    if view["nelson_blocks_sea"]:
        _nelson(draw)
    _armies(draw, view["areas"])
    if view["result"] is None:
        _order(draw, view)
        _victory_points(draw, view)
    else:
        _result(draw, view["result"])
    _posture_chart(draw, view["countries"])
    _morale(draw, view["morale"], view["options"])
    _notes(draw, view)
    return image


@cache
def _palette() -> Image.Image:
    """The fixed 256-colour palette: chosen once from the static picture and two busy sample boards."""
    samples = [_base(), picture(sample_view()), picture(sample_view(over=True))]
    strip = Image.new("RGB", (WIDTH, HEIGHT * len(samples)))
    for i, sample in enumerate(samples):
        strip.paste(sample, (0, HEIGHT * i))
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


# --- the static picture -------------------------------------------------------------------------


@cache
def _base() -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    image.paste(_map_picture(), geo.MAP_ORIGIN)
    draw = Canvas(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 1), fill=HEADER)
    draw.line((PANEL_X - 6, HEADER_H, PANEL_X - 6, HEIGHT), fill=BORDER, width=3)
    _area_names(draw)
    _legend(draw)
    _panel_titles(draw)
    return image


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


def _area_names(draw: Canvas) -> None:
    """Each area's name; land areas add their coast marks (1.1: ★ Baltic, ■ Atlantic, ● Mediterranean)."""
    for area in data.AREAS:
        x, y = geo.px(geo.PLACES[area].label)
        if data.IS_SEA[area]:
            label(draw, (x, y), data.AREA_NAMES[area].upper(), font(22, bold=True), SEA_INK, halo=WATER)
            continue
        place = geo.PLACES[area]
        if place.inline:  # leave room on the right for the badges (drawn per board)
            x -= INLINE_SHIFT
        lines = _name_lines(area, place.lines)
        for i, line in enumerate(lines):
            marks = data.AREA_MARKS[area] if i == len(lines) - 1 else ""
            _name_line(draw, (x, y + ROW * i), line, marks)


def _name_width(name: str, marks: str) -> float:
    face, mark_face = font(21, bold=True, condensed=True), font(18, bold=True)
    return text_width(name, face) + (6 + text_width(marks, mark_face) if marks else 0)


def _name_line(draw: Canvas, centre: tuple[float, float], name: str, marks: str) -> None:
    face, mark_face = font(21, bold=True, condensed=True), font(18, bold=True)
    gap = 6 if marks else 0
    left = centre[0] - _name_width(name, marks) / 2
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


def _name_lines(area: str, count: int) -> list[str]:
    words = data.AREA_NAMES[area].split()
    if count == 1:
        return [" ".join(words)]
    return [words[0], " ".join(words[1:])]


def _legend(draw: Canvas) -> None:
    """The key, on the empty south-east corner of the map."""
    x0, y0 = geo.px(LEGEND_AT)
    draw.rounded_rectangle(
        (x0, y0, x0 + 332, y0 + 208), radius=8, fill=(252, 250, 244), outline=BORDER, width=2
    )
    face = font(18)
    x, y = x0 + 14, y0 + 10
    for up, routed, text in ((True, False, "face-up"), (False, False, "face-down"), (True, True, "routed")):
        counter(draw, (x + 16, y + 4, x + 50, y + 38), COLOURS["france"], 2, face_up=up, routed=routed)
        label(draw, (x + 33, y + 52), text, face, INK)
        x += 104
    rows = y0 + 88
    _castle(draw, (x0 + 28, rows + 2), "2")
    label(draw, (x0 + 50, rows + 2), "capital: garrison value", face, INK, anchor="lm")
    x = x0 + 14
    for mark, sea in (("★", "Baltic"), ("■", "Atlantic"), ("●", "Med.")):
        label(draw, (x, rows + 32), mark, font(18, bold=True), SEA_INK, anchor="lm")
        label(draw, (x + 22, rows + 32), sea, face, INK, anchor="lm")
        x += 34 + text_width(sea, face)
    badge(draw, (x0 + 30, rows + 64), "+1", font(18, bold=True), WHITE, pad=(6, 1))
    label(draw, (x0 + 54, rows + 64), "reinforcement bonus", face, INK, anchor="lm")
    box = badge(draw, (x0 + 42, rows + 96), "3 VP", font(18, bold=True), GOLD, pad=(8, 1))
    label(draw, (box[2] + 8, rows + 96), "France scores them now", face, INK, anchor="lm")


def _panel_titles(draw: Canvas) -> None:
    face = font(20, bold=True)
    x = PANEL_X + 4
    label(draw, (x, ORDER_Y), "ACTIVITY ORDER", face, INK, anchor="lt")
    label(draw, (x, POSTURE_Y), "WAR POSTURE", face, INK, anchor="lt")
    small = font(18)
    label(
        draw,
        (PANEL_X + PANEL_W, POSTURE_Y + 1),
        "stage: max units, ● reinforcement",
        small,
        MUTED,
        anchor="rt",
    )
    label(draw, (x, MORALE_Y), "FRENCH MORALE", face, INK, anchor="lt")


# --- header, order, VP ------------------------------------------------------------------------------


def _header(draw: Canvas, view: Mapping[str, Any]) -> None:
    title = font(26, bold=True)
    label(draw, (16, HEADER_H / 2), "NAPOLEON 2.1", title, WHITE, anchor="lm")
    x = 32 + text_width("NAPOLEON 2.1", title)
    turn = f"Turn {view['turn']}"
    box = badge(draw, (x + text_width(turn, title) / 2 + 12, HEADER_H / 2), turn, title, GOLD, WHITE)
    status = view["status"].removeprefix(f"{turn}, ")
    face = font(22)
    label(
        draw,
        (box[2] + 16, HEADER_H / 2),
        fit(status[:1].upper() + status[1:], face, WIDTH - box[2] - 32),
        face,
        WHITE,
        anchor="lm",
    )


def _order(draw: Canvas, view: Mapping[str, Any]) -> None:
    roll = view["order_roll"]
    if roll is not None:
        label(draw, (PANEL_X + PANEL_W, ORDER_Y), f"France rolled {roll}", font(20), INK, anchor="rt")
    acting, done = view["acting"], set(view["done"])
    top = ORDER_Y + 32
    for i, country in enumerate(view["order"]):
        x = PANEL_X + 4 + i * (TILE_W + TILE_GAP)
        _order_tile(draw, (x, top, x + TILE_W, top + TILE_H), country, country == acting, country in done)


def _order_tile(draw: Canvas, box: Box, country: str, acting: bool, done: bool) -> None:
    colour = COLOURS[country]
    fill = mix(colour, PAPER, 0.7) if done else colour
    draw.rectangle(box, fill=fill, outline=mix(colour, INK, 0.5), width=2)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    label(draw, (cx, cy), ABBREVIATIONS[country], font(22, bold=True), ink_on(fill))
    below = (cx, box[3] + 16)
    if acting:
        draw.rectangle((box[0] - 4, box[1] - 4, box[2] + 4, box[3] + 4), outline=INK, width=4)
        label(draw, below, "▲ now", font(18, bold=True), COMBAT)
    elif done:
        label(draw, below, "✓ done", font(18), MUTED)


def _victory_points(draw: Canvas, view: Mapping[str, Any]) -> None:
    x, y = PANEL_X + 4, VP_Y
    face = font(22, bold=True)
    text = f"France would score {view['vp']} VP"
    label(draw, (x, y), text, face, INK, anchor="lt")
    label(
        draw,
        (x + text_width(text, face) + 10, y + 2),
        f"({data.VICTORY_VP} to win)",
        font(20),
        MUTED,
        anchor="lt",
    )


# --- the map: home areas, armies, combat ----------------------------------------------------------


def _home_markers(draw: Canvas, countries: Mapping[str, Any]) -> None:
    """Under each name: the capital with its garrison (home areas), then the badges."""
    for area in data.LAND_AREAS:
        place = geo.PLACES[area]
        x, y = geo.px(place.label)
        if place.inline:
            _inline_badges(draw, area, (x - INLINE_SHIFT, y), _marker_items(area, countries))
            continue
        y += ROW * place.lines
        if area in countries:
            info = countries[area]
            if place.capital is None:
                _capital_line(draw, (x, y), info, centred=True)
                y += ROW
            else:
                _capital_line(draw, geo.px(place.capital), info, centred=False)
        _badges(draw, (x, y), _marker_items(area, countries))


def _inline_badges(
    draw: Canvas, area: str, centre: tuple[float, float], items: list[tuple[str, RGB]]
) -> None:
    """Badges after the name: the name line is re-centred to leave them room."""
    if not items:
        return
    width = sum(text_width(text, font(18, bold=True)) + 22 for text, _ in items)
    name_width = _name_width(data.AREA_NAMES[area], data.AREA_MARKS[area])
    left = centre[0] + name_width / 2 + 6
    _badges(draw, (left + width / 2, centre[1]), items)


def _badges(draw: Canvas, centre: tuple[float, float], items: list[tuple[str, RGB]]) -> None:
    face = font(18, bold=True)
    widths = [text_width(text, face) + 16 for text, _ in items]
    left = centre[0] - (sum(widths) + 6 * (len(items) - 1)) / 2
    for (text, fill), width in zip(items, widths, strict=True):
        badge(draw, (left + width / 2, centre[1]), text, face, fill, pad=(8, 1))
        left += width + 6


def _marker_items(area: str, countries: Mapping[str, Any]) -> list[tuple[str, RGB]]:
    """The badges under an area's name: the +1 bonus, an allied home area's VP (gold while France would
    score them) and its Peace or Armistice marker."""
    items: list[tuple[str, RGB]] = []
    if area in data.BONUS_AREAS:
        items.append((f"+{data.BONUS_VALUE}", WHITE))
    if area in countries and area != data.FRANCE:
        info = countries[area]
        out_of_war = info["war"] in ("peace", "armistice")
        items.append((f"{info['vp']} VP", GOLD if out_of_war else VP_AT_WAR))  # 13.1: only these count
        if out_of_war:
            items.append((info["war"].upper(), WAR_FILLS[info["war"]]))
    return items


def _capital_line(draw: Canvas, at: tuple[float, float], info: Mapping[str, Any], centred: bool) -> None:
    """The castle with the garrison value, then the capital's name."""
    face = font(18, bold=True)
    name = info["capital"]
    width = 30 + text_width(name, face)
    x = at[0] - width / 2 + 13 if centred else at[0]
    _castle(draw, (x, at[1]), str(info["garrison"]))
    label(draw, (x + 18, at[1] + 1), name, face, INK, anchor="lm", halo=WHITE, halo_width=2)


def _castle(draw: Canvas, centre: tuple[float, float], text: str) -> None:
    x, y = centre
    for dx in (-13, -3, 7):
        draw.rectangle((x + dx, y - 13, x + dx + 6, y - 8), fill=INK)
    draw.rectangle((x - 13, y - 8, x + 13, y + 12), fill=INK)
    label(draw, (x, y + 3), text, font(18, bold=True), WHITE)


def _armies(draw: Canvas, areas: Mapping[str, Any]) -> None:
    for area in data.AREAS:
        stacks = _stacks(areas[area]["units"])
        if stacks:
            for box, (country, count, up, routed) in _layout(geo.PLACES[area].slots, stacks):
                counter(draw, box, COLOURS[country], count, face_up=up, routed=routed)


def _stacks(units: Mapping[str, Any]) -> list[Stack]:
    """(country, count, face-up, routed) for each non-empty stack, countries in chart order."""
    stacks = []
    for country in data.COUNTRIES:
        if country in units:
            faces = units[country]
            stacks += [(country, faces[key], up, routed) for key, up, routed in FACES if faces[key]]
    return stacks


Stack = tuple[str, int, bool, bool]
COUNTER_SIZES = (44, 40, 36)  # the largest that fits the slot; at the smallest, rows may overflow it
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


def _combat(draw: Canvas, combat: Mapping[str, Any]) -> None:
    """The battle being fought: the area outlined in red, crossed swords before its name (10.2)."""
    area = combat["area"]
    ox, oy = geo.MAP_ORIGIN
    for ring in geo.region_rings().get(area, ()):
        draw.line([(x + ox, y + oy) for x, y in ring], fill=COMBAT, width=6, joint="curve")
    place = geo.PLACES[area]
    first = _name_lines(area, place.lines)[0]
    x, cy = geo.px(place.label)
    marks = data.AREA_MARKS[area] if place.lines == 1 else ""
    cx = x - (INLINE_SHIFT if place.inline else 0) - _name_width(first, marks) / 2 - 22
    draw.ellipse((cx - 18, cy - 18, cx + 18, cy + 18), fill=COMBAT, outline=WHITE, width=2)
    label(draw, (cx, cy + 1), "⚔", font(24, bold=True), WHITE)


def _nelson(draw: Canvas) -> None:
    """14.0 Nelson's Offensive: an even activity roll closes the seas to French units this turn."""
    x, y = geo.px(geo.PLACES["atlantic"].label)
    badge(draw, (x, y + 30), "⚓ NELSON", font(20, bold=True), NAVY, WHITE)


# --- war posture chart ---------------------------------------------------------------------------


def _posture_chart(draw: Canvas, countries: Mapping[str, Any]) -> None:
    top = POSTURE_Y + 32
    for i, country in enumerate(data.COUNTRIES):
        _posture_row(draw, country, countries[country], top + i * ROW_H)


def _posture_row(draw: Canvas, country: str, info: Mapping[str, Any], y: float) -> None:
    x = PANEL_X + 4
    colour = COLOURS[country]
    draw.rectangle((x, y + 2, x + 22, y + 24), fill=colour, outline=INK, width=1)
    name = data.COUNTRY_NAMES[country]
    face = font(22, bold=True)
    label(draw, (x + 30, y + 13), name, face, INK, anchor="lm")
    war = info["war"]
    if war is not None:
        fill = WAR_FILLS[war]
        left = x + 40 + text_width(name, face)
        badge(
            draw,
            (left + text_width(war.upper(), font(18, bold=True)) / 2 + 8, y + 13),
            war.upper(),
            font(18, bold=True),
            fill,
            pad=(8, 1),
        )
    used = f"map {info['on_map']} · box {info['box']}"
    label(draw, (PANEL_X + PANEL_W, y + 13), used, font(20, bold=True), INK, anchor="rm")
    stages = info["stages"]
    for s, stage in enumerate(stages):
        sx = x + s * 92
        _stage_box(draw, (sx, y + 32, sx + 84, y + 72), stage, s, info["stage"], colour)
    cap = stages[info["stage"]]["max_strength"]
    label(draw, (PANEL_X + PANEL_W, y + 52), f"in use {info['in_use']} of {cap}", font(20), INK, anchor="rm")


def _stage_box(
    draw: Canvas, box: Box, stage: Mapping[str, Any], index: int, current: int, colour: RGB
) -> None:
    x0, y0, x1, y1 = box
    if index == current:
        draw.rectangle(box, fill=mix(colour, WHITE, 0.55), outline=INK, width=4)
    else:
        draw.rectangle(box, fill=WHITE, outline=mix(INK, WHITE, 0.6), width=2)
    ink = INK if index >= current else MUTED
    label(draw, (x0 + 26, (y0 + y1) / 2), str(stage["max_strength"]), font(24, bold=True), ink)
    reinforcement = stage["reinforcement"]
    if reinforcement is not None:
        cx, cy = x1 - 22, (y0 + y1) / 2
        draw.ellipse((cx - 14, cy - 14, cx + 14, cy + 14), fill=INK if index >= current else MUTED)
        label(draw, (cx, cy + 1), str(reinforcement), font(18, bold=True), WHITE)


# --- French morale -------------------------------------------------------------------------------


def _morale(draw: Canvas, morale: int, options: Mapping[str, str]) -> None:
    """12.0: the track from 20 down to 0, with the French reinforcement value it gives."""
    reinforcement = data.french_base_reinforcement(morale, options.get("road_to_paris") == "on")
    face = font(20, bold=True)
    text = f"{morale}  → reinforcement {reinforcement}"
    label(
        draw,
        (PANEL_X + 4 + text_width("FRENCH MORALE  ", face), MORALE_Y),
        text,
        face,
        COLOURS["france"],
        anchor="lt",
    )
    for value in range(20, -1, -1):
        _morale_box(draw, value, morale)


def _morale_box(draw: Canvas, value: int, morale: int) -> None:
    row, col = (0, 20 - value) if value >= 11 else (1, 10 - value)
    x = PANEL_X + 4 + col * (MORALE_BOX + MORALE_GAP)
    y = MORALE_Y + 30 + row * (MORALE_BOX + 6)
    box = (x, y, x + MORALE_BOX, y + MORALE_BOX)
    band = (222, 232, 245) if value >= 11 else (245, 225, 220)
    if value == morale:
        draw.rectangle(box, fill=COLOURS["france"], outline=INK, width=3)
        label(draw, (x + MORALE_BOX / 2, y + MORALE_BOX / 2), str(value), font(22, bold=True), WHITE)
    else:
        lost = value > morale
        draw.rectangle(box, fill=PAPER if lost else band, outline=mix(INK, WHITE, 0.5), width=1)
        label(draw, (x + MORALE_BOX / 2, y + MORALE_BOX / 2), str(value), font(20), MUTED if lost else INK)


# --- the end -------------------------------------------------------------------------------------


def _result(draw: Canvas, result: Mapping[str, Any]) -> None:
    """13.0: the end of the game, in place of the activity order."""
    x0, y0, x1, y1 = PANEL_X, ORDER_Y - 4, PANEL_X + PANEL_W, POSTURE_Y - 10
    draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=HEADER, outline=GOLD, width=3)
    cx = (x0 + x1) / 2
    title = result["title"]
    size = next((n for n in (30, 26, 22) if text_width(title, font(n, bold=True)) <= x1 - x0 - 24), 22)
    face = font(size, bold=True, condensed=size == 22)
    label(draw, (cx, y0 + 32), fit(title, face, x1 - x0 - 24), face, GOLD)
    label(draw, (cx, y0 + 76), _outcome(result), font(26, bold=True), WHITE)
    summary = fit(result["summary"], font(20), x1 - x0 - 24)
    label(draw, (cx, y0 + 118), summary, font(20), WHITE)


def _outcome(result: Mapping[str, Any]) -> str:
    if result["draw"]:
        return "Draw"
    names = [_SIDES.get(w, w.replace("+", " + ").title()) for w in result["winners"]]
    return ("Winner: " + ", ".join(names)) if names else "No winner"


_SIDES = {"france": "France", "allies": "the Allies"}


# --- notes: Nelson, the last log lines -----------------------------------------------------------


def _notes(draw: Canvas, view: Mapping[str, Any]) -> None:
    """Under the morale track: the battle being fought, Nelson's Offensive, then the latest log lines."""
    x, y = PANEL_X + 4, NOTES_Y
    bold = font(18, bold=True)
    if view["combat"] is not None:
        area, step = data.AREA_NAMES[view["combat"]["area"]], view["combat"]["step"]
        label(draw, (x, y), fit(f"⚔ Battle in {area}: {step}", bold, PANEL_W), bold, COMBAT, anchor="lt")
        y += 24
    if view["nelson_blocks_sea"]:
        label(draw, (x, y), "⚓ Nelson: no French sea moves this turn", bold, NAVY, anchor="lt")
        y += 24
    face = font(18)
    lines = (HEIGHT - 4 - y) // 24
    for entry in view["last_log"][-lines:] if lines > 0 else []:
        dice = f" [{' '.join(map(str, entry['dice']))}]" if entry["dice"] else ""
        label(draw, (x, y), fit("› " + entry["text"] + dice, face, PANEL_W), face, MUTED, anchor="lt")
        y += 24
