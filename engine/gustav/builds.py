"""The army a side raises, and what an army is worth before the battle (issue 19).

The build is a secret choice both sides make at once, so the right play is a mixed one: each side
draws its army from its equilibrium mixture (``matchups.py``, made by ``python -m tools.gustav_builds``:
the plausible armies met pair by pair, the zero-sum game of their win rates solved exactly), with the
drawing player's own generator, so that nobody can tell the army beforehand. Until round 1 nothing
on the board tells two armies apart, so the search's estimate reads the seat's own army alone: its
win rate against the other side's mixture, which is the game's value for every army of the mixture
and no more for the others; a seat that has not raised its army yet gets the value. The search thus
keeps the army its scripted player drew, as every other army is worth no more. The other side's
army, secret until both are revealed, is drawn from that side's mixture (``determinize``).
"""

from __future__ import annotations

from functools import cache

from engine.core.rng import Rng
from engine.gustav.data.units import BUDGET, KINDS, army_cost
from engine.gustav.matchups import MIXTURES, RESULTS, VALUE
from engine.gustav.prepare import BUILD, armies
from engine.gustav.state import SEATS, GustavState, other


@cache
def plausible(seat: str) -> tuple[tuple[str, ...], ...]:
    """The armies a player who spends his points can have raised: 11 or 12 of the 12 (HQ aside,
    in the order of ``KINDS``)."""
    return tuple(a for a in armies(seat) if army_cost(["hq", *a]) >= BUDGET - 1)


def value(seat: str) -> float:
    """The seat's chance when both sides draw their armies from their mixtures."""
    return VALUE if seat == SEATS[0] else 1.0 - VALUE


def drawn(seat: str, pick: Rng) -> tuple[str, ...]:
    """An army drawn from the side's equilibrium mixture (HQ aside, in the order of ``KINDS``)."""
    mixture = MIXTURES[seat]
    n = pick.below(sum(mixture.values()))
    for army, weight in mixture.items():
        if n < weight:
            return army
        n -= weight
    raise AssertionError("a draw beyond the mixture's weights")


def rate(seat: str, mine: tuple[str, ...], theirs: tuple[str, ...]) -> float:
    """The seat's win rate (a draw a half) with army ``mine`` against ``theirs``, both plausible."""
    first = seat == SEATS[0]
    games, won, lost = RESULTS[(mine, theirs) if first else (theirs, mine)]
    if not first:
        won, lost = lost, won
    return (won + (games - won - lost) / 2) / games


@cache
def against_mixture(seat: str, army: tuple[str, ...]) -> float:
    """A plausible army's win rate against the other side's mixture."""
    mixture = MIXTURES[other(seat)]
    total = sum(mixture.values())
    return sum(weight * rate(seat, army, theirs) for theirs, weight in mixture.items()) / total


def worth(seat: str, army: list[str] | tuple[str, ...]) -> float:
    """The chance the army (with or without its HQ) gives its side before the battle: against the
    other side's mixture. An army that leaves two points or more unspent met nobody in the series
    (unspent points lose: DATA.md) and no mixture raises it: it ranks with the worst plausible army."""
    key = tuple(sorted((k for k in army if k != "hq"), key=KINDS.index))
    if key in plausible(seat):
        return against_mixture(seat, key)
    return min(against_mixture(seat, a) for a in plausible(seat))


def before_battle(s: GustavState, seat: str) -> float:
    """The seat's chance while no round has begun, from its own army alone."""
    if s.prep[seat] == BUILD and not s.units:
        return value(seat)
    return worth(seat, s.armies[seat])
