"""Red events, played as soon as they are drawn in the Draw Phase (DRW-2): Rain, the Emperor's ill
health, Inertia and Delayed troops."""

from __future__ import annotations

from engine.core import Action, Prompt, log
from engine.napoleon1815 import board
from engine.napoleon1815.board import AREA_NAME, BLOCK_NAME
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.flow.frames import DONE, Task, ask, frame, push
from engine.napoleon1815.seats import PR_SEAT, acts, armies_of, three_players
from engine.napoleon1815.state import (
    AREA,
    ARMY,
    BLOCK,
    CORPS,
    KIND,
    PRUSSIAN,
    SCOUT,
    Frame,
    N1815State,
)


def play_red(s: N1815State, seat: str, card: int) -> str | None:
    """Apply the one red card drawn this phase; returns ``NEXT`` if a decision frame was pushed."""
    event = cards.CARD[card].event
    if event in ("rain", "emperors_ill_health"):
        s.effects.append(event)  # DRW-3: lasts this turn
        log(s, f"{cards.EVENT[event].name} is in force this turn")
        return None
    if event == "inertia":
        return push(s, frame("inertia", who=seat))
    return push(s, frame("delay"))


# --- EVT-34 Inertia ---------------------------------------------------------------------------


def _inertia_areas(s: N1815State, seat: str) -> list[str]:
    armies = armies_of(s, seat)
    return sorted(
        {p[AREA] for p in s.pieces.values() if ARMY[p[BLOCK]] in armies and KIND[p[BLOCK]] == CORPS}
    )


def _inertia_run(s: N1815State, f: Frame) -> str:
    areas = _inertia_areas(s, f["who"])
    if not areas:
        log(s, "Inertia has no effect: no corps to halt")
        return DONE
    if len(areas) == 1:
        _halt(s, f["who"], areas[0])
        return DONE
    return ask(f, f["who"], "Inertia: choose an area to halt")


def _inertia_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("Inertia: choose one of your areas with corps; everything of yours there becomes spent.")
    for area in _inertia_areas(s, f["who"]):
        p.add("halt", area, f"Halt everything at {AREA_NAME[area]}")
    return p


def _inertia_answer(s: N1815State, f: Frame, action: Action) -> None:
    _halt(s, f["who"], action.arg)
    f["at"] = "done"


def _halt(s: N1815State, seat: str, area: str) -> None:
    armies = armies_of(s, seat)
    tokens = [
        t
        for t, p in s.pieces.items()
        if p[AREA] == area and ARMY[p[BLOCK]] in armies and KIND[p[BLOCK]] in (CORPS, SCOUT, "commander")
    ]
    board.spend(s, tokens)
    log(s, f"Inertia: {acts(seat, 'halt')} everything at {AREA_NAME[area]}")


def _inertia_step(s: N1815State, f: Frame) -> str:
    return DONE if f["at"] == "done" else _inertia_run(s, f)


# --- EVT-36 Delayed troops --------------------------------------------------------------------


def _delayable(s: N1815State) -> list[str]:
    """Prussian reinforcement corps still to come."""
    return [
        b[0]
        for arrival in s.arrivals
        for b in arrival[1]
        if ARMY[b[0]] == PRUSSIAN and oob.BLOCK[b[0]].kind is oob.BlockKind.CORPS
    ]


def _delay_run(s: N1815State, f: Frame) -> str:
    if f["at"] == "done":
        return DONE
    corps = _delayable(s)
    if not corps:
        s.effects.append("no_allied_recovery")
        log(
            s,
            "Delayed troops: no Prussian reinforcement is left, so the Allies play no recovery cards this turn",
        )
        return DONE
    if len(corps) == 1:
        delay(s, corps[0])
        return DONE
    # The Prussian player chooses among his own corps (3P-14); the Allied player in 2P.
    return ask(f, PR_SEAT if three_players(s) else "allies", "Delayed troops: choose the late corps")


def _delay_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("Delayed troops: choose the Prussian reinforcement corps that arrives a turn late.")
    for block in _delayable(s):
        p.add("delay", block, f"Delay {BLOCK_NAME[block]}")
    return p


def _delay_answer(s: N1815State, f: Frame, action: Action) -> None:
    delay(s, action.arg)
    f["at"] = "done"


def delay(s: N1815State, block: str) -> None:
    """Move a reinforcement one turn later; a commander left without corps in its group goes too."""
    for arrival in s.arrivals:
        group = arrival[1]
        if any(b[0] == block for b in group):
            late = [b for b in group if b[0] == block]
            rest = [b for b in group if b[0] != block]
            if not any(oob.BLOCK[b[0]].kind is oob.BlockKind.CORPS and ARMY[b[0]] == PRUSSIAN for b in rest):
                late += [b for b in rest if ARMY[b[0]] == PRUSSIAN]
                rest = [b for b in rest if ARMY[b[0]] != PRUSSIAN]
            arrival[1] = rest
            s.arrivals.append([arrival[0] + 1, late, list(arrival[2])])
            break
    s.arrivals = [a for a in s.arrivals if a[1]]
    s.arrivals.sort(key=lambda a: a[0])
    log(s, f"Delayed troops: {BLOCK_NAME[block]} will arrive a turn late")


TASKS = {
    "inertia": Task(_inertia_step, _inertia_prompt, _inertia_answer),
    "delay": Task(_delay_run, _delay_prompt, _delay_answer),
}
