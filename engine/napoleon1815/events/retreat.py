"""Green events with the retreat symbol (TRM-12): Cambronne, Hold at all costs and Orderly retreat,
played by the loser once the winner is known; Panic, played by the Allies after a French retreat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.napoleon1815.allocation import fatigue_frame
from engine.napoleon1815.battlefield import current, stack
from engine.napoleon1815.flow.frames import push
from engine.napoleon1815.seats import armies_of, side_of_seat
from engine.napoleon1815.state import ARMY, BLOCK, FRENCH, Frame, N1815State, cavalry

Ctx = dict[str, Any]


def _loser(s: N1815State) -> str:
    b = current(s)
    return "def" if b["winner"] == b["att"] else "att"


def _own_loser(s: N1815State, seat: str) -> bool:
    """The losing stack holds some of the seat's corps (3P-14)."""
    armies = armies_of(s, seat)
    return any(ARMY[s.pieces[t][BLOCK]] in armies for t in stack(s, current(s), _loser(s)))


def _cambronne(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return side_of_seat(seat) == FRENCH


def _hold(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return side_of_seat(seat) != FRENCH and _own_loser(s, seat)


def _orderly(s: N1815State, seat: str, ctx: Ctx) -> bool:
    """EVT-21: the retreating stack has at least 1 cavalry SP."""
    return _own_loser(s, seat) and cavalry(s, stack(s, current(s), _loser(s))) > 0


def _panic(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return True


CONDITIONS: dict[str, Callable[[N1815State, str, Ctx], bool]] = {
    "cambronne": _cambronne,
    "hold_at_all_costs": _hold,
    "orderly_retreat": _orderly,
    "panic": _panic,
}


def _flag(s: N1815State, f: Frame) -> None:
    current(s)["flags"].append(f["event"])


def _panic_effect(s: N1815State, f: Frame) -> None:
    """EVT-32: the beaten French stack retreats one more road and takes 2 fatigue."""
    b = current(s)
    loser = stack(s, b, _loser(s))
    push(s, fatigue_frame(s, loser, 2))
    push(s, b["retreat"] | {"k": "retreat", "at": "start", "left": 1, "fat": 0, "who": "france"})


EFFECTS: dict[str, Callable[[N1815State, Frame], None]] = {
    "cambronne": _flag,
    "hold_at_all_costs": _flag,
    "orderly_retreat": _flag,
    "panic": _panic_effect,
}
