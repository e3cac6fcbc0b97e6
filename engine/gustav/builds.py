"""What an army is worth before the battle: the search's ``estimate`` while no round has begun.

Until the first round nothing on the board or the tracks tells the armies apart (no points, equal
morale), so a playout that ends in the preparation or the deployment scored 0.5 whatever army it
had raised, and the search always kept the scripted player's. Here a seat's chance before the
battle is the win rate of its own army (``data`` in ``worth.py``) against every army the other side
may plausibly have raised, taken alike: measured by self-play of the scripted player
(``python -m tools.gustav_builds``). It reads the seat's own army alone, never the other's, which
stays secret until both are revealed (and which the search draws at random, ``determinize``); a
seat that has not raised its army yet gets the mean of its plausible armies.
"""

from __future__ import annotations

from functools import cache

from engine.gustav.data.units import BUDGET, KINDS, army_cost
from engine.gustav.prepare import BUILD, armies
from engine.gustav.state import GustavState
from engine.gustav.worth import WORTH


@cache
def plausible(seat: str) -> tuple[tuple[str, ...], ...]:
    """The armies a player who spends his points can have raised: 11 or 12 of the 12 (HQ aside,
    in the order of ``KINDS``)."""
    return tuple(a for a in armies(seat) if army_cost(["hq", *a]) >= BUDGET - 1)


@cache
def unknown(seat: str) -> float:
    """A seat's chance before it has chosen: the mean worth of its plausible armies."""
    table = WORTH[seat]
    return sum(table[a] for a in plausible(seat)) / len(plausible(seat))


@cache
def worthiest(seat: str) -> tuple[str, ...]:
    """The army (HQ aside) worth most to the seat, of those that spend its points."""
    return max(plausible(seat), key=WORTH[seat].__getitem__)


def worth(seat: str, army: list[str] | tuple[str, ...]) -> float:
    """The chance the army (with or without its HQ) gives its side before the battle."""
    key = tuple(sorted((k for k in army if k != "hq"), key=KINDS.index))
    return WORTH[seat][key]


def before_battle(s: GustavState, seat: str) -> float:
    """The seat's chance while no round has begun, from its own army alone."""
    if s.prep[seat] == BUILD and not s.units:
        return unknown(seat)
    return worth(seat, s.armies[seat])
