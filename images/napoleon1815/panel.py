"""The words around the map: the header with the status line, the three columns of the turn's
state (this turn, cards, off the map), the battle or operation under way, the last moves and, at
the end, the result. Every word is a catalog message; a row is a heading and its value."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.core import Msg, Ref
from engine.napoleon1815.view import BattleView, EliminatedView, N1815View, OperationView
from i18n import Translator, translator
from images.draw import RGB, Canvas, fit, text_width, wrap
from images.napoleon1815.layout import COLUMN_W, EVENT_Y, INFO_Y, LINE, LOG_LINES, LOG_Y, PAD, WIDTH
from images.napoleon1815.style import (
    ARMY_COLOURS,
    BATTLE,
    GOLD,
    HEADER,
    INK,
    MUTED,
    RULE,
    WHITE,
    face,
    seat_colour,
    side_colour,
)
from images.phone import Band

Piece = tuple[str, RGB, bool]  # text, colour, bold
Column = tuple[float, float, float, float]  # left, top, width, bottom of a block of rows

# the three columns of the desktop panel
THIS_TURN: Column = (PAD, INFO_Y + 40, COLUMN_W, EVENT_Y - 8)
CARDS: Column = (PAD + COLUMN_W + 20, INFO_Y + 40, COLUMN_W, EVENT_Y - 8)
OFF_MAP: Column = (
    PAD + 2 * (COLUMN_W + 20),
    INFO_Y + 40,
    WIDTH - 2 * PAD - 2 * (COLUMN_W + 20),
    EVENT_Y - 12,
)


def seat_name(tr: Translator, seat: str) -> str:
    return tr.name(Ref("napoleon1815-seat", seat), "short")


def side_name(tr: Translator, side: str) -> str:
    return tr.name(Ref("napoleon1815-side", side), "short")


def heading(tr: Translator, key: str, **args: int | str) -> str:
    return tr(Msg(key, **args))


def names(tr: Translator, kind: str, ids: Sequence[str]) -> str:
    """Names of things as a list, joined the way the language joins lists."""
    return tr(Msg("images-list", items=tuple(Ref(kind, i) for i in ids)))


# --- header -------------------------------------------------------------------------------------------


def band(view: N1815View, lang: str, width: int, note: int = Band.NOTE) -> Image.Image:
    """The header: title and turn, then the turn's time, (seat views) whose picture this is, and the
    status line, wrapped; ``note`` px tall (``images.phone.header_size`` on the desktop board)."""
    tr = translator(lang)
    notes: list[Piece] = [(tr(view["turn_label"]), GOLD, True)]
    if view["seat"] is not None:
        notes.append((tr(Msg("napoleon1815-board-private", seat=seat_name(tr, view["seat"]))), WHITE, True))
    notes.append((tr(view["status"]), WHITE, False))
    turn = tr(Msg("napoleon1815-board-turn", turn=view["turn"], last=view["last_turn"]))
    return Band(width, lang, HEADER, GOLD, note).draw(tr.text("napoleon1815-title"), turn, notes)


def column_titles(draw: Canvas, lang: str) -> None:
    """The titles of the panel's columns and of the last moves, with the rules between columns."""
    tr = translator(lang)
    title = face(20, lang, bold=True)
    for i, key in enumerate(("this-turn", "cards", "off-map")):
        x = PAD + i * (COLUMN_W + 20)
        draw.label(
            (x, INFO_Y), fit(tr.text(f"napoleon1815-board-{key}"), title, COLUMN_W), title, INK, anchor="lt"
        )
    draw.label((PAD, LOG_Y), tr.text("napoleon1815-board-log"), title, INK, anchor="lt")
    for i in (1, 2):
        x = PAD + i * (COLUMN_W + 20) - 10
        draw.line((x, INFO_Y, x, EVENT_Y - 10), fill=RULE, width=2)


# --- rows of words ------------------------------------------------------------------------------------


def line(draw: Canvas, at: tuple[float, float], pieces: Sequence[Piece], width: float, lang: str) -> None:
    """A line made of pieces (text, colour, bold), cut to ``width``."""
    x, y = at
    end = x + width
    for text, colour, bold in pieces:
        font = face(18, lang, bold=bold)
        if x >= end:
            return
        piece = fit(text, font, end - x)
        draw.label((x, y), piece, font, colour, anchor="lm")
        x += text_width(piece, font)


def row(
    draw: Canvas,
    at: tuple[float, float],
    head: str,
    text: str,
    width: float,
    bottom: float,
    lang: str,
    colour: RGB = INK,
    head_colour: RGB | None = None,
) -> float:
    """``head`` in bold then ``text`` wrapped, as many lines as fit above ``bottom`` (the last one cut
    with an ellipsis when more is left); returns the next line's y."""
    x, y = at
    bold, plain = face(18, lang, bold=True), face(18, lang)
    indent = text_width(head + " ", bold) if head else 0.0
    lines = wrap(text, plain, width, first_indent=indent, lang=lang)
    for i, text_line in enumerate(lines):
        if y > bottom - LINE / 2 + 1:
            break
        room = width - (indent if i == 0 else 0)
        last = y + LINE > bottom - LINE / 2 + 1
        if last and i < len(lines) - 1:
            text_line = fit(text_line + " …", plain, room)
        if i == 0:
            draw.label((x, y), head, bold, head_colour or colour, anchor="lm")
            draw.label((x + indent, y), fit(text_line, plain, room), plain, colour, anchor="lm")
        else:
            draw.label((x, y), fit(text_line, plain, room), plain, colour, anchor="lm")
        y += LINE
    return y


# --- the three columns --------------------------------------------------------------------------------


def this_turn(draw: Canvas, view: N1815View, lang: str, column: Column = THIS_TURN) -> float:
    """The invasion card, the phase, who passed, the initiative, the leader and the effects in play;
    returns the next line's y."""
    tr = translator(lang)
    x, y, w, bottom = column
    number = view["invasion_card"]
    invasion = Ref("napoleon1815-invasion", str(number))
    y = row(
        draw,
        (x, y),
        heading(tr, "napoleon1815-board-invasion", card=number),
        tr.name(invasion),
        w,
        bottom,
        lang,
    )
    y = row(draw, (x, y), "", tr.name(invasion, "summary"), w, min(bottom, y + 2 * LINE), lang, MUTED)
    phase = tr.name(Ref("napoleon1815-phase", view["phase"]))
    y = row(draw, (x, y), tr.text("napoleon1815-board-phase"), phase, w, bottom, lang)
    if view["passed"]:
        passed = tr.text("images-separator").join(seat_name(tr, seat) for seat in view["passed"])
        y = row(draw, (x, y), tr.text("napoleon1815-board-passed"), passed, w, bottom, lang)
    initiative = view["initiative"]
    head = tr.text("napoleon1815-board-initiative")
    if initiative is None:
        y = row(
            draw, (x, y), head, tr.text("napoleon1815-board-initiative-none"), w, bottom, lang, MUTED, INK
        )
    else:
        line(
            draw,
            (x, y),
            [(head + " ", INK, True), (side_name(tr, initiative), side_colour(initiative), True)],
            w,
            lang,
        )
        y += LINE
    leader = view["leader"]
    if leader is not None:
        head = tr.text("napoleon1815-board-leader")
        line(
            draw,
            (x, y),
            [(head + " ", INK, True), (seat_name(tr, leader), seat_colour(leader), True)],
            w,
            lang,
        )
        y += LINE
    if view["effects"]:
        effects = names(tr, "napoleon1815-effect", view["effects"])
        y = row(draw, (x, y), tr.text("napoleon1815-board-effects"), effects, w, bottom, lang, BATTLE)
    return y


def cards(draw: Canvas, view: N1815View, lang: str, column: Column = CARDS) -> float:
    """Each seat's hand size, each side's deck and discards; returns the next line's y."""
    tr = translator(lang)
    x, y, w, _ = column
    for seat, count in view["hand_sizes"].items():
        head = tr(Msg("images-heading", name=seat_name(tr, seat)))
        text = tr(Msg("napoleon1815-board-hand-size", cards=count))
        line(draw, (x, y), [(head + " ", seat_colour(seat), True), (text, INK, False)], w, lang)
        y += LINE
    for side in ("french", "allied"):
        if side in view["deck_sizes"]:
            head = tr(Msg("napoleon1815-board-deck", side=side))
            sizes = Msg(
                "napoleon1815-board-deck-size",
                deck=view["deck_sizes"][side],
                discards=view["discard_sizes"].get(side, 0),
            )
            line(draw, (x, y), [(head + " ", INK, True), (tr(sizes), INK, False)], w, lang)
            y += LINE
    if view["seat"] is not None and view.get("communication"):
        line(
            draw,
            (x, y),
            [(tr.text("napoleon1815-board-communication"), ARMY_COLOURS["anglo_dutch"], True)],
            w,
            lang,
        )
        y += LINE
    return y


def off_map(draw: Canvas, view: N1815View, lang: str, column: Column = OFF_MAP) -> float:
    """The eliminated blocks and the reinforcements to come; returns the next line's y."""
    tr = translator(lang)
    x, y, w, bottom = column
    gone = eliminated(tr, view["eliminated"])
    head = tr.text("napoleon1815-board-eliminated")
    if gone:
        y = row(draw, (x, y), head, gone, w, bottom, lang)
    else:
        y = row(draw, (x, y), head, tr.text("images-none"), w, bottom, lang, MUTED, INK)
    for arrival in view["reinforcements"]:
        if y > bottom - LINE:
            break
        blocks = tuple(Ref("napoleon1815-block", b) for b in arrival["blocks"])
        entry = Ref("napoleon1815-area", arrival["entry"][0]) if arrival["entry"] else "?"
        text = tr(Msg("napoleon1815-board-arrival-blocks", blocks=blocks, entry=entry))
        y = row(
            draw, (x, y), tr(Msg("napoleon1815-board-arrival", turn=arrival["turn"])), text, w, bottom, lang
        )
    return y


def eliminated(tr: Translator, entries: Sequence[EliminatedView]) -> str:
    """The eliminated blocks by name; those the viewer may not identify counted by army."""
    known = [e["block"] for e in entries if "block" in e]
    hidden: dict[str, int] = {}
    for entry in entries:
        if "block" not in entry:
            hidden[entry["army"]] = hidden.get(entry["army"], 0) + 1
    parts = [names(tr, "napoleon1815-block", known)] if known else []
    parts += [
        tr(Msg("napoleon1815-board-unknown", count=count, army=Ref("napoleon1815-army", army)))
        for army, count in hidden.items()
    ]
    return tr.text("images-separator").join(parts)


# --- the battle or operation under way ----------------------------------------------------------------


def blocks_msg(view: N1815View, tokens: Sequence[str]) -> Msg:
    """The blocks of a battle or operation by name where the view gives it, the others counted."""
    known = {b["token"]: b["block"] for b in view["blocks"] if "block" in b}
    refs = tuple(Ref("napoleon1815-block", known[t]) for t in tokens if t in known)
    hidden = sum(1 for t in tokens if t not in known)
    if refs and hidden:
        return Msg("napoleon1815-board-blocks-named-hidden", names=refs, hidden=hidden)
    if refs:
        return Msg("napoleon1815-board-blocks-named", names=refs)
    return Msg("napoleon1815-board-blocks-hidden", hidden=hidden)


def events(
    draw: Canvas,
    view: N1815View,
    lang: str,
    at: tuple[float, float] = (PAD, EVENT_Y),
    w: float = WIDTH - 2 * PAD,
    flowing: bool = False,
) -> float:
    """The battle or the operation under way in a box, each line cut to ``w`` (or, ``flowing``,
    wrapped over as many lines as it needs); returns the y under the box."""
    tr = translator(lang)
    battle, operation = view["battle"], view["operation"]
    x, y = at
    if battle is not None:
        lines = battle_lines(tr, view, battle)
        fill, edge = (253, 236, 234), BATTLE
    elif operation is not None:
        lines = operation_lines(tr, view, operation)
        fill, edge = (253, 246, 220), GOLD
    else:
        draw.label((x, y + 14), tr.text("napoleon1815-board-no-event"), face(18, lang), MUTED, anchor="lm")
        return y + 28
    if flowing:
        lines = [part for pieces in lines for part in flowed(pieces, w - 8, lang)]
    height = len(lines) * LINE + 10
    draw.rounded_rectangle((x - 6, y, x + w + 6, y + height), radius=8, fill=fill, outline=edge, width=3)
    for i, pieces in enumerate(lines):
        line(draw, (x + 4, y + 5 + LINE / 2 + i * LINE), pieces, w - 8, lang)
    return y + height


def flowed(pieces: Sequence[Piece], width: float, lang: str) -> list[list[Piece]]:
    """A line of pieces broken into lines no wider than ``width`` (between words or phrases; a
    piece's leading spaces become one space, none at the start of a line)."""
    lines: list[list[Piece]] = [[]]
    used = 0.0
    for text, colour, bold in pieces:
        font = face(18, lang, bold=bold)
        gap = " " if used and text[:1].isspace() else ""
        parts = wrap(text.strip(), font, width, first_indent=used + text_width(gap, font), lang=lang)
        if used and parts and text_width(gap + parts[0], font) > width - used:
            lines.append([])
            used, gap = 0.0, ""
            parts = wrap(text.strip(), font, width, lang=lang)
        for i, part in enumerate(parts):
            if i:
                lines.append([])
                used, gap = 0.0, ""
            piece = gap + part + (" " if i == len(parts) - 1 and text[-1:].isspace() else "")
            lines[-1].append((piece, colour, bold))
            used += text_width(piece, font)
    return [pieces for pieces in lines if pieces]


def battle_lines(tr: Translator, view: N1815View, battle: BattleView) -> list[list[Piece]]:
    attacker = battle["attacker"]
    defender = "allied" if attacker == "french" else "french"
    a_ref, d_ref = Ref("napoleon1815-side", attacker), Ref("napoleon1815-side", defender)
    attack = (
        "napoleon1815-board-battle-move-attack"
        if battle["move_attack"]
        else "napoleon1815-board-battle-attack"
    )
    head = tr(Msg("napoleon1815-board-battle", area=Ref("napoleon1815-area", battle["area"])))
    first: list[Piece] = [
        (head + " ", BATTLE, True),
        (
            tr(Msg(attack, side=a_ref, blocks=blocks_msg(view, battle["attackers"]))),
            side_colour(attacker),
            False,
        ),
    ]
    second: list[Piece] = [
        (
            tr(
                Msg(
                    "napoleon1815-board-battle-defend",
                    side=d_ref,
                    blocks=blocks_msg(view, battle["defenders"]),
                )
            ),
            side_colour(defender),
            False,
        )
    ]
    third: list[Piece] = []
    a_name, d_name = side_name(tr, attacker), side_name(tr, defender)
    counts = battle["cards"]
    if counts is not None:
        head = (
            "napoleon1815-board-battle-dice"
            if view["options"].get("combat") == "dice"
            else "napoleon1815-board-battle-cards"
        )
        counted = Msg(
            "napoleon1815-board-battle-counts",
            attacker=a_name,
            a=counts["attacker"],
            defender=d_name,
            d=counts["defender"],
        )
        third += [(tr.text(head) + " ", INK, True), (tr(counted), INK, False)]
    inflicted = battle["inflicted"]
    if inflicted is not None:
        a, d = inflicted["attacker"], inflicted["defender"]
        hits = Msg(
            "napoleon1815-board-inflicted-sides",
            attacker=a_name, ad=a["damage"], af=a["fatigue"], defender=d_name, dd=d["damage"], df=d["fatigue"],
        )  # fmt: skip
        third += [("   " + tr.text("napoleon1815-board-inflicted") + " ", INK, True), (tr(hits), INK, False)]
    winner = battle["winner"]
    if winner is not None:
        third += [
            ("   " + tr.text("napoleon1815-board-winner") + " ", INK, True),
            (side_name(tr, winner), side_colour(winner), True),
        ]
    return [first, second, third] if third else [first, second]


def operation_lines(tr: Translator, view: N1815View, operation: OperationView) -> list[list[Piece]]:
    seat, side = Ref("napoleon1815-seat", operation["seat"]), operation["side"]
    start = Ref("napoleon1815-area", operation["from"])
    blocks = blocks_msg(view, operation["tokens"])
    if operation["kind"] is None:
        what = Msg("napoleon1815-board-operation-choose", seat=seat, area=start)
    else:
        what = Msg(f"napoleon1815-board-operation-{operation['kind']}", seat=seat, area=start, blocks=blocks)
    first: list[Piece] = [
        (tr.text("napoleon1815-board-operation") + " ", INK, True),
        (tr(what), side_colour(side), True),
    ]
    path = " → ".join(tr.name(Ref("napoleon1815-area", a), "short") for a in operation["path"])
    second: list[Piece] = [(tr.text("napoleon1815-board-path") + " ", INK, True), (path, INK, False)]
    if operation["card"] is not None:
        second.append(("   " + tr(Msg("napoleon1815-board-mp-card", card=operation["card"])), INK, True))
    mp_left = view.get("mp_left") if view["seat"] is not None else None
    if mp_left is not None:
        second.append(("   " + tr(Msg("napoleon1815-board-mp-left", mp=mp_left)), INK, True))
    return [first, second]


# --- the last moves and the result --------------------------------------------------------------------


def log(
    draw: Canvas,
    view: N1815View,
    lang: str,
    top: float = LOG_Y + 30,
    w: float = WIDTH - 2 * PAD,
    rows: int = LOG_LINES,
) -> float:
    """The latest log lines, wrapped, as many as fit in ``rows`` (the newest last); returns the y
    under them."""
    tr = translator(lang)
    plain = face(18, lang)
    lines: list[str] = []
    for entry in reversed(view["log"]):
        wrapped = wrap(tr.entry(entry), plain, w - 18, lang=lang)
        wrapped = ["› " + wrapped[0], *("   " + text for text in wrapped[1:])] if wrapped else []
        if len(lines) + len(wrapped) > rows:
            break
        lines = wrapped + lines
    y = top + LINE / 2
    if not lines:
        draw.label((PAD, y), "—", plain, MUTED, anchor="lm")
        y += LINE
    for text in lines:
        draw.label((PAD, y), fit(text, plain, w), plain, INK, anchor="lm")
        y += LINE
    return y - LINE / 2


BANNER = (float(PAD), 12.0, WIDTH - float(PAD))  # left, top, right: on its own strip above the map
BANNER_ROWS = 3


def result(
    draw: Canvas, view: N1815View, lang: str, at: tuple[float, float, float] = BANNER, rows: int = BANNER_ROWS
) -> float:
    """The end of the game: a banner from ``at`` (left, top, right) with the winners and up to ``rows`` lines of the summary; returns the y under it."""
    outcome = view["result"]
    if outcome is None:
        return at[1]
    tr = translator(lang)
    x0, y0, x1 = at
    plain = face(20, lang)
    lines = summary_lines(view, lang, x1 - x0)[:rows]
    y1 = y0 + 92 + 26 * len(lines) + 4
    draw.rounded_rectangle((x0, y0, x1, y1), radius=12, fill=HEADER, outline=GOLD, width=4)
    winners = tuple(Ref("napoleon1815-seat", w) for w in outcome["winners"])
    title = (
        tr(Msg("napoleon1815-board-victory", winners=winners))
        if winners
        else tr.text("napoleon1815-board-game-over")
    )
    cx = (x0 + x1) / 2
    big = face(34, lang, bold=True)
    draw.label((cx, y0 + 48), fit(title, big, x1 - x0 - 30), big, GOLD)
    for i, text in enumerate(lines):
        draw.label((cx, y0 + 92 + i * 26), text, plain, WHITE)
    return y1


def summary_lines(view: N1815View, lang: str, width: float) -> list[str]:
    """The result's summary wrapped for a banner ``width`` px wide (none before the end)."""
    outcome = view["result"]
    if outcome is None:
        return []
    return wrap(translator(lang)(outcome["summary"]), face(20, lang), width - 40, lang=lang)
