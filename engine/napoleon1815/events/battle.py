"""Green events with the battle symbol, played at the start of a battle, attacker first (CMB-3):
Red-haired Ney, Fighting spirit, Cavalry charge, Rear guard, Imperial Guard, Valour, Skirmish line,
Rapid deployment, Grand battery, Red line, Square, Sound of the guns and Ambush."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Action, Prompt, log
from engine.napoleon1815 import board, deck, movement
from engine.napoleon1815.battlefield import current, has, role_of, stack
from engine.napoleon1815.board import AREA_NAME, BLOCK_NAME
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.flow.frames import DONE, Task, ask, frame, push
from engine.napoleon1815.seats import (
    acts,
    armies_of,
    seat_of_block,
    seats_of_side,
    side_of_seat,
    three_players,
)
from engine.napoleon1815.state import (
    ALLIED,
    AREA,
    ARMY,
    BLOCK,
    COMMANDER,
    CORPS,
    FAT,
    FRENCH,
    KIND,
    SIDE,
    Frame,
    N1815State,
    corps_tokens,
    is_free,
)

Ctx = dict[str, Any]
CHARGERS = {FRENCH: (oob.NEY, oob.GROUCHY), ALLIED: (oob.UXBRIDGE, oob.GNEISENAU)}  # EVT-04
RED_LINE = (oob.PICTON, oob.ORANGE, oob.HILL)  # EVT-46


def _own_named(s: N1815State, seat: str, blocks: tuple[str, ...]) -> list[str]:
    """Named corps in the seat's battle stack that are its own (3P-14)."""
    b = current(s)
    role = role_of(b, side_of_seat(seat))
    armies = armies_of(s, seat)
    return [
        t for t in stack(s, b, role) if s.pieces[t][BLOCK] in blocks and ARMY[s.pieces[t][BLOCK]] in armies
    ]


def _french_attack(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return bool(current(s)["att"] == FRENCH)


def _ney(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return has(s, current(s), role_of(current(s), FRENCH), oob.NEY)


def _drouot(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return has(s, current(s), role_of(current(s), FRENCH), oob.DROUOT)


def _charge(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return bool(_own_named(s, seat, CHARGERS[side_of_seat(seat)]))


def _rear_guard(s: N1815State, seat: str, ctx: Ctx) -> bool:
    b = current(s)
    if b["att"] != FRENCH:
        return False
    corps = corps_tokens(s, stack(s, b, "def"))
    return len(corps) == 1 and ARMY[s.pieces[corps[0]][BLOCK]] in armies_of(s, seat)


def _rapid(s: N1815State, seat: str, ctx: Ctx) -> bool:
    b = current(s)
    return b["att"] == FRENCH and bool(b["ma"])


def _can_grand_battery(s: N1815State, seat: str, ctx: Ctx) -> bool:
    b = current(s)
    return len(corps_tokens(s, stack(s, b, role_of(b, FRENCH)))) >= 3


def _can_red_line(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return current(s)["att"] == FRENCH and bool(_own_named(s, seat, RED_LINE))


def _always(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return True


def _own_corps_fight(s: N1815State, seat: str, ctx: Ctx) -> bool:
    """3P-14: an event helping the Allied stack needs some of the player's own corps in it."""
    b = current(s)
    armies = armies_of(s, seat)
    role = role_of(b, side_of_seat(seat))
    return any(ARMY[s.pieces[t][BLOCK]] in armies for t in corps_tokens(s, stack(s, b, role)))


def _guns(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return bool(guns_corps(s, seat))


CONDITIONS: dict[str, Callable[[N1815State, str, Ctx], bool]] = {
    "red_haired_ney": _ney,
    "fighting_spirit": _french_attack,
    "cavalry_charge": _charge,
    "rear_guard": _rear_guard,
    "imperial_guard": _drouot,
    "valour": _french_attack,
    "skirmish_line": _always,
    "rapid_deployment": _rapid,
    "grand_battery": _can_grand_battery,
    "red_line": _can_red_line,
    "square": _own_corps_fight,  # takes effect only if the French stack had cavalry (hidden from the Allies)
    "sound_of_the_guns": _guns,
    "ambush": _always,
}


# --- effects -----------------------------------------------------------------------------------


def _plus(s: N1815State, side: str, n: int = 1) -> None:
    b = current(s)
    b["plus"][role_of(b, side)] += n


def _flag(s: N1815State, f: Frame) -> None:
    current(s)["flags"].append(f["event"])


def _red_haired_ney(s: N1815State, f: Frame) -> None:
    """EVT-01: flip; 1-3 Ney takes 2 fatigue at once, 4-5 Ney flips one more battle card."""
    card = deck.flip(s, FRENCH)
    value = cards.CARD[card].value if card is not None else 0
    log(s, f"Red-haired Ney: France flips {deck.card_name(card) if card else 'nothing'}, value {value}")
    b = current(s)
    ney = next((t for t in stack(s, b, role_of(b, FRENCH)) if s.pieces[t][BLOCK] == oob.NEY), None)
    if value in (1, 2, 3) and ney is not None:
        log(s, "Ney's corps takes 2 fatigue")
        area = s.pieces[ney][AREA]
        if board.add_fatigue(s, ney, 2):
            board.settle(s, area)
    elif value in (4, 5):
        _plus(s, FRENCH)


def _fighting_spirit(s: N1815State, f: Frame) -> None:
    _plus(s, FRENCH)


def _cavalry_charge(s: N1815State, f: Frame) -> None:
    """EVT-04: one more card (only one); a named corps (owner's choice) takes 1 fatigue."""
    seat = f["seat"]
    _plus(s, side_of_seat(seat))
    named = _own_named(s, seat, CHARGERS[side_of_seat(seat)])
    if len(named) == 1:
        board.add_fatigue(s, named[0], 1)
    elif named:
        push(s, frame("harass", who=seat, choices=named, why="Cavalry charge"))


def _imperial_guard(s: N1815State, f: Frame) -> None:
    _plus(s, FRENCH)
    _flag(s, f)


def _grand_battery(s: N1815State, f: Frame) -> None:
    """EVT-27: each French corps in the battle takes 1 fatigue at once; the Allies lose 1 SP at the end."""
    _flag(s, f)
    b = current(s)
    for t in corps_tokens(s, stack(s, b, role_of(b, FRENCH))):
        area = s.pieces[t][AREA]
        if board.add_fatigue(s, t, 1):
            board.settle(s, area)


def _red_line(s: N1815State, f: Frame) -> None:
    _plus(s, ALLIED)


def _square(s: N1815State, f: Frame) -> None:
    """EVT-39: the Allies take 2 less fatigue if the French stack had cavalry at the start."""
    b = current(s)
    if b["cav0"][role_of(b, FRENCH)] > 0:
        b["flags"].append("square")


def _skirmish_or_ambush(s: N1815State, f: Frame) -> None:
    """EVT-18/42: one stack of the victim side takes 1 fatigue, its owner choosing which corps.
    With three players the Allied leader puts it on one of his own corps (3P-12), or the partner."""
    victims = ALLIED if f["event"] == "skirmish_line" else FRENCH
    for seat in _choosers(s, victims):
        own = _corps_of(s, seat)
        if own:
            push(s, frame("harass", who=seat, choices=own, why=cards.EVENT[f["event"]].name))
            return


def _choosers(s: N1815State, side: str) -> list[str]:
    seats = list(seats_of_side(s, side))
    if side == ALLIED and three_players(s) and s.leader in seats:
        seats.remove(s.leader)
        seats.insert(0, s.leader)
    return seats


def _corps_of(s: N1815State, seat: str) -> list[str]:
    armies = armies_of(s, seat)
    return sorted(t for t, p in s.pieces.items() if ARMY[p[BLOCK]] in armies and KIND[p[BLOCK]] == CORPS)


def _harass_run(s: N1815State, f: Frame) -> str:
    choices = [t for t in f["choices"] if t in s.pieces]
    if f["at"] == "done" or not choices:
        return DONE
    if len(choices) == 1:
        _one_fatigue(s, choices[0])
        return DONE
    return ask(f, f["who"], f"{f['why']}: choose the corps that takes 1 fatigue")


def _harass_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt(f"{f['why']}: one of your corps takes 1 fatigue. Which?")
    for t in f["choices"]:
        if t in s.pieces:
            piece = s.pieces[t]
            where = AREA_NAME[piece[AREA]]
            p.add("tire", t, f"{BLOCK_NAME[piece[BLOCK]]} at {where} ({piece[FAT]} fatigue)")
    return p


def _harass_answer(s: N1815State, f: Frame, action: Action) -> None:
    _one_fatigue(s, action.arg)
    f["at"] = "done"


def _one_fatigue(s: N1815State, token: str) -> None:
    area = s.pieces[token][AREA]
    log(
        s,
        f"{BLOCK_NAME[s.pieces[token][BLOCK]]} takes 1 fatigue",
        to=seat_of_block(s, s.pieces[token][BLOCK]),
    )
    if board.add_fatigue(s, token, 1):
        board.settle(s, area)


# --- EVT-40 Sound of the guns ------------------------------------------------------------------


def guns_corps(s: N1815State, seat: str) -> list[str]:
    """The seat's corps in free areas one road from the battle (destroyed bridges allowed)."""
    b = current(s)
    side = side_of_seat(seat)
    armies = armies_of(s, seat)
    near = set(data_map.NEIGHBOURS[b["area"]])
    return sorted(
        t
        for t, p in s.pieces.items()
        if p[AREA] in near
        and ARMY[p[BLOCK]] in armies
        and KIND[p[BLOCK]] == CORPS
        and is_free(s, p[AREA], side)
    )


def _sound_of_the_guns(s: N1815State, f: Frame) -> None:
    push(s, frame("guns", who=f["seat"], corps=None))


def _guns_run(s: N1815State, f: Frame) -> str:
    if f["at"] == "done" or not guns_corps(s, f["who"]):
        return DONE
    return ask(f, f["who"], "Sound of the guns: choose the corps that joins")


def _chiefs_with(s: N1815State, token: str) -> tuple[list[str], bool]:
    """Commanders of the corps' army in its area, and whether they must come (left alone otherwise)."""
    piece = s.pieces[token]
    here = [(t, p) for t, p in s.pieces.items() if p[AREA] == piece[AREA] and t != token]
    chiefs = [t for t, p in here if KIND[p[BLOCK]] == COMMANDER and ARMY[p[BLOCK]] == ARMY[piece[BLOCK]]]
    alone = not any(KIND[p[BLOCK]] == CORPS and SIDE[p[BLOCK]] == SIDE[piece[BLOCK]] for _, p in here)
    return chiefs, alone


def _guns_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("Sound of the guns: one corps marches one road to join the battle, without fatigue.")
    if f["corps"] is None:
        for t in guns_corps(s, f["who"]):
            piece = s.pieces[t]
            p.add("join", t, f"{BLOCK_NAME[piece[BLOCK]]} from {AREA_NAME[piece[AREA]]}")
        return p
    chiefs, alone = _chiefs_with(s, f["corps"])
    p.add("chief", "yes", f"With {', '.join(BLOCK_NAME[s.pieces[t][BLOCK]] for t in chiefs)}")
    if not alone:
        p.add("chief", "no", "Without the commander")
    return p


def _guns_answer(s: N1815State, f: Frame, action: Action) -> None:
    if action.verb == "join":
        f["corps"] = action.arg
        if _chiefs_with(s, action.arg)[0]:
            return
        _join(s, f, [action.arg])
    else:
        chiefs = _chiefs_with(s, f["corps"])[0] if action.arg == "yes" else []
        _join(s, f, [f["corps"], *chiefs])
    f["at"] = "done"


def _join(s: N1815State, f: Frame, tokens: list[str]) -> None:
    b = current(s)
    side = side_of_seat(f["who"])
    role = role_of(b, side)
    origin = s.pieces[tokens[0]][AREA]
    board.move(s, tokens, b["area"])
    b[f"{role}k"] += tokens
    s.face_up += tokens
    s.revealed = True
    log(s, f"Sound of the guns: {acts(f['who'], 'bring')} {board.names(s, tokens)} into the battle")
    movement.enter_against_arrow(s, b["area"], origin, side)
    board.settle(s, origin)


EFFECTS: dict[str, Callable[[N1815State, Frame], None]] = {
    "red_haired_ney": _red_haired_ney,
    "fighting_spirit": _fighting_spirit,
    "cavalry_charge": _cavalry_charge,
    "rear_guard": _flag,
    "imperial_guard": _imperial_guard,
    "valour": _flag,
    "skirmish_line": _skirmish_or_ambush,
    "rapid_deployment": _flag,
    "grand_battery": _grand_battery,
    "red_line": _red_line,
    "square": _square,
    "sound_of_the_guns": _sound_of_the_guns,
    "ambush": _skirmish_or_ambush,
}

TASKS = {
    "harass": Task(_harass_run, _harass_prompt, _harass_answer),
    "guns": Task(_guns_run, _guns_prompt, _guns_answer),
}
