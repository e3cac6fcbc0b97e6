"""The sequence of play (p.8): Draw, Initiative, Operations and Recovery Phases, then the end of turn."""

from __future__ import annotations

from engine.core import log
from engine.napoleon1815 import draw, victory
from engine.napoleon1815.data import scenarios
from engine.napoleon1815.flow.frames import NEXT, Task, frame, push
from engine.napoleon1815.state import Frame, N1815State


def _turn(s: N1815State, f: Frame) -> str:
    stage = f["at"]
    if stage == "start":
        return _draw_phase(s, f)
    if stage == "arrive":
        draw.arrive(s)
        f["at"] = "initiative"
        return NEXT
    if stage == "initiative":
        s.phase = "initiative"
        f["at"] = "operations"
        return push(s, frame("initiative"))
    if stage == "operations":
        s.phase = "operations"
        s.passed = []
        f["at"] = "recovery"
        return push(s, frame("ops", side=s.initiative))
    if stage == "recovery":
        s.phase = "recovery"
        f["at"] = "end"
        return push(s, frame("recovery"))
    return _end_of_turn(s, f)


def _draw_phase(s: N1815State, f: Frame) -> str:
    s.phase = "draw"
    turn = scenarios.scenario(s.scenario).turns[s.turn - 1]
    log(s, f"Turn {s.turn}: {turn.label}")
    f["at"] = "arrive"
    draw.draw_cards(s)
    return NEXT


def _end_of_turn(s: N1815State, f: Frame) -> str:
    """VIC-6 at the end of each turn; REC-5 advances the turn marker; VIC-10 after the last turn."""
    victory.seven_markers(s)
    s.effects = []
    s.arrow_fatigue = []
    s.leader = None
    s.initiative = None
    if s.outcome is not None:
        return NEXT
    if s.turn >= scenarios.scenario(s.scenario).last_turn:
        victory.scenario_end(s)
        return NEXT
    s.turn += 1
    f["at"] = "start"
    return NEXT


TASKS = {"turn": Task(_turn)}
