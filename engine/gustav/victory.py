"""勝利条件/終了条件: victory points at the end of round 9, then morale, then a draw (E-1 to E-3).
The instant wins (E-4) are in ``combat``: they happen the moment an HQ falls or morale reaches 0."""

from __future__ import annotations

from engine.core import Msg, Result
from engine.gustav.data.board import HEXES
from engine.gustav.data.units import SPECS
from engine.gustav.state import SEATS, GustavState, other, seat_ref


def points(s: GustavState, seat: str) -> int:
    """E-2 (A-12): own units in the enemy's territory (the neutral line does not count), plus the
    cost of the enemy units destroyed."""
    enemy = other(seat)
    inside = sum(1 for u in s.units.values() if u.side == seat and u.hex and HEXES[u.hex].owner == enemy)
    return inside + sum(SPECS[k].cost for k in s.lost[enemy])


def scores(s: GustavState) -> dict[str, int]:
    return {seat: points(s, seat) for seat in SEATS}


def final_result(s: GustavState) -> Result:
    """E-2: more points wins; E-3: equal points, higher morale wins; equal morale is a draw (A-18:
    the seed's joke about the window)."""
    vp = scores(s)
    a, b = SEATS
    if vp[a] != vp[b]:
        winner = a if vp[a] > vp[b] else b
        summary = Msg(
            "gustav-result-points", seat=seat_ref(winner), points=vp[winner], other=vp[other(winner)]
        )
        return Result((winner,), "points", summary, scores=vp)
    morale = s.morale
    if morale[a] != morale[b]:
        winner = a if morale[a] > morale[b] else b
        summary = Msg(
            "gustav-result-morale-tie",
            seat=seat_ref(winner),
            points=vp[a],
            morale=morale[winner],
            other=morale[other(winner)],
        )
        return Result((winner,), "morale-tie", summary, scores=vp)
    summary = Msg("gustav-result-draw", points=vp[a], morale=morale[a])
    return Result((), "draw", summary, draw=True, scores=vp)
