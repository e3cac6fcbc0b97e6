"""Victory points and the final scores: France's VP (13.1) and the multi-player allied scores (14.0)."""

from __future__ import annotations

from engine.napoleon21.data import ADJACENT, ALLIES, AT_WAR, CHART, FRANCE, RANKS, SOUTH_FRANCE
from engine.napoleon21.options import allied_seats, starting_vp
from engine.napoleon21.state import N21State

# 14.0 multi-player end VP: 2 per unit in France, 1 in South France, 1 next to either.
_NEXT_TO_FRANCE = frozenset(ADJACENT[FRANCE] + ADJACENT[SOUTH_FRANCE]) - {FRANCE, SOUTH_FRANCE}


def french_vp(s: N21State) -> int:
    """13.1: the VP of every ally now at Peace or Armistice (never accumulated)."""
    return sum(CHART[c].vp for c in ALLIES if s.war[c] is not AT_WAR)


def rank_for(vp: int) -> str:
    """13.1: Napoleon's rank for a French victory with ``vp`` (10 or more)."""
    return next(rank for need, rank in RANKS if vp >= need)


def scores(s: N21State) -> dict[str, int]:
    """France's VP; with several allied players, each one's starting VP plus end VP (14.0)."""
    out = {FRANCE: french_vp(s)}
    seats = allied_seats(s.options)
    if len(seats) == 1:
        return out
    start = starting_vp(s.options)
    for seat, countries in seats.items():
        out[seat] = start[seat] + sum(_end_vp(s, c) for c in countries)
    return out


def _end_vp(s: N21State, country: str) -> int:
    total = 0
    for area, stacks in s.units.items():
        n = sum(stacks.get(country, ()))
        if area == FRANCE:
            total += 2 * n
        elif area == SOUTH_FRANCE or area in _NEXT_TO_FRANCE:
            total += n
    return total


def allied_winners(s: N21State) -> tuple[str, ...]:
    """The allied seats that win when the allies win: the best total (ties share)."""
    seats = list(allied_seats(s.options))
    if len(seats) == 1:
        return tuple(seats)
    totals = scores(s)
    best = max(totals[seat] for seat in seats)
    return tuple(seat for seat in seats if totals[seat] == best)
