"""The right-hand panel of the Napoleon 2.1 board: the activity order and the VP France would score
(or, at the end, the result), the war posture chart, the French morale track and the latest log lines."""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Msg, MsgJson, Ref
from engine.napoleon21 import data
from engine.napoleon21.options import seat_ref
from engine.napoleon21.view import N21Country, N21Result, N21Stage, N21View
from images.draw import (
    INK,
    RGB,
    WHITE,
    Box,
    Canvas,
    badge,
    fit,
    ink_on,
    label,
    largest_font,
    mix,
    text_width,
    wrap,
)
from images.napoleon21.style import (
    COLOURS,
    COMBAT,
    GOLD,
    HEADER,
    HEIGHT,
    MORALE_BOX,
    MORALE_GAP,
    MORALE_Y,
    MUTED,
    NAVY,
    NOTE_ROW,
    NOTES_Y,
    ORDER_Y,
    PANEL_W,
    PANEL_X,
    PAPER,
    POSTURE_Y,
    ROW_H,
    STAGE_GAP,
    STAGE_W,
    TILE_GAP,
    TILE_H,
    TILE_W,
    VP_Y,
    WAR_FILLS,
    Pen,
)


def titles(draw: Canvas, pen: Pen) -> None:
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


def status_line(pen: Pen, status: MsgJson) -> str:
    """The status line without its turn number (the badge shows it)."""
    msg = Msg.from_json(status)  # type: ignore[arg-type]  # a TypedDict is a Mapping of JSON
    if msg.key == "napoleon21-status":
        return pen("status", **{k: v for k, v in msg.args.items() if k != "turn"})
    return pen.say(msg)


def order(draw: Canvas, pen: Pen, view: N21View) -> None:
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


def victory_points(draw: Canvas, pen: Pen, view: N21View) -> None:
    x, y = PANEL_X + 4, VP_Y
    face, small = pen.font(22, bold=True), pen.font(20)
    text = pen("would-score", vp=view["vp"])
    label(draw, (x, y), fit(text, face, PANEL_W), face, INK, anchor="lt")
    left = x + text_width(text, face) + 10
    goal = fit(pen("to-win", vp=data.VICTORY_VP), small, PANEL_X + PANEL_W - left)
    label(draw, (left, y + 2), goal, small, MUTED, anchor="lt")


# --- war posture chart ---------------------------------------------------------------------------


def posture_chart(draw: Canvas, pen: Pen, countries: Mapping[str, N21Country]) -> None:
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


def morale(draw: Canvas, pen: Pen, morale: int, options: Mapping[str, str]) -> None:
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


def result(draw: Canvas, pen: Pen, result: N21Result) -> None:
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


def notes(draw: Canvas, pen: Pen, view: N21View) -> None:
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
