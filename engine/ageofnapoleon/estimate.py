"""For search: France's chance to win from a position, read from public facts only (the search hands it a
state drawn from its seat's view: the other hand re-dealt, so no card in it is read, only how many there are).

The war turns on one condition (endings.py, DATA.md §8): the Coalition wins when its corps hold Paris with none
of France's there and more of them than France's largest stack (France's army scattered); when the victory
check of 1815 passes without it, or with Österreich, Preußen, Russia and Spain all on the French side, France
wins. So the margin reads, each term from the state:
- the clock: the years left before the check of 1815 (``LAST_YEAR``, the phase within the year), time the
  Coalition needs to gather round Paris;
- Paris: the Coalition's corps in Paris and next to it against France's corps there and its largest stack
  (``endings.scattered``);
- the war's balance: each side's combat strength on the map (reduced corps at their reduced value), the corps
  set aside that may still come in for each side (the pool, counted by the side of their country), and the
  four continental powers on each side (``endings.CONTINENTAL``);
- the cards: how many each hand holds (public: the view's ``cards`` counts), the moves and battle cards to come.
The weights were fitted by logistic regression on where games between the scripted generals with the search's
playout noise (``engine.core.levels.guided``) ended, from positions sampled along them (DATA.md §19); the margin
is their sum, France's chance its logistic.
"""

from __future__ import annotations

import math
from typing import Final

from engine.ageofnapoleon.data.board import NEIGHBOURS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import COALITION, FRENCH, side_of
from engine.ageofnapoleon.endings import CONTINENTAL
from engine.ageofnapoleon.sequence import LAST_YEAR, YEAR
from engine.ageofnapoleon.state import AonState, side_of_corps

PARIS: Final = "ile_de_france"
AROUND_PARIS: Final = NEIGHBOURS[PARIS]
FEATURES: Final = (
    "years_left",
    "coalition_in_paris",
    "french_in_paris",
    "coalition_round_paris",
    "french_largest_stack",
    "paris_held",
    "strength_balance",
    "pool_balance",
    "powers_balance",
    "hand_balance",
)


def features(s: AonState) -> dict[str, float]:
    """The public facts the margin weighs (module note), each read from the state as the table sees it."""
    strength = {FRENCH: 0, COALITION: 0}
    stacks: dict[str, int] = {}  # France's corps by area
    paris = {FRENCH: 0, COALITION: 0}
    around = 0
    reduced = set(s.reduced)
    for corps, area in s.location.items():
        side = side_of_corps(s, corps)
        if side is None:
            continue
        counter = ROSTER[corps]
        strength[side] += counter.reduced if corps in reduced else counter.combat
        if area == PARIS:
            paris[side] += 1
        if side is FRENCH:
            stacks[area] = stacks.get(area, 0) + 1
        elif area in AROUND_PARIS:
            around += 1
    pool = {FRENCH: 0, COALITION: 0}
    for corps in s.pool:
        side = side_of_corps(s, corps)
        if side is not None:
            pool[side] += ROSTER[corps].combat
    powers = {FRENCH: 0, COALITION: 0}
    for country in CONTINENTAL:
        side = side_of(s.statuses[country])
        if side is not None:
            powers[side] += 1
    hands = s.deck.hands
    largest = max(stacks.values(), default=0)
    return {
        "years_left": years_left(s),
        "coalition_in_paris": paris[COALITION],
        "french_in_paris": paris[FRENCH],
        "coalition_round_paris": around,
        "french_largest_stack": largest,
        "paris_held": float(paris[COALITION] > 0 and not paris[FRENCH]),
        "strength_balance": (strength[FRENCH] - strength[COALITION]) / 10,
        "pool_balance": (pool[FRENCH] - pool[COALITION]) / 10,
        "powers_balance": powers[FRENCH] - powers[COALITION],
        "hand_balance": len(hands[FRENCH]) - len(hands[COALITION]),
    }


def years_left(s: AonState) -> float:
    """The years of war left before the check of 1815, this year's phases still to come counted as its share."""
    return LAST_YEAR - s.year + 1 - YEAR.index(s.phase) / len(YEAR)


# Fitted (DATA.md §19): France's margin at a scenario's start before the terms, and each term's weight
# (positive favours France).
BIAS: Final[dict[str, float]] = {"1805": 2.319, "1809": 2.191, "1813": 1.859}
WEIGHTS: Final[dict[str, float]] = {
    "years_left": -0.233,  # a year more for the Coalition to gather round Paris
    "coalition_in_paris": 0.0,
    "french_in_paris": 0.001,
    "coalition_round_paris": -0.106,
    "french_largest_stack": 0.041,
    "paris_held": -1.14,  # the Coalition in Paris and France not: one check from the abdication
    "strength_balance": 0.146,  # a side's ten points of combat strength on the map
    "pool_balance": 0.032,
    "powers_balance": 0.224,
    "hand_balance": 0.023,
}


def french_margin(s: AonState) -> float:
    """France's margin: the scenario's bias and the weighted terms (module note)."""
    found = features(s)
    return BIAS.get(s.scenario, 0.0) + sum(WEIGHTS[name] * found[name] for name in FEATURES)


def french_chance(s: AonState) -> float:
    """France's chance to win, 0 to 1: the logistic of its margin."""
    margin = french_margin(s)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, margin))))
