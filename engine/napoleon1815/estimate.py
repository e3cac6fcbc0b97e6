"""For search: how a position stands for France, as a chance to win, from the whole state (the search
hands it a determinized state: every block, its SP and fatigue, as drawn).

France's margin is a weighted sum of facts read from the state, its chance the margin's logistic. The
facts (``FEATURES``, each from France's side: higher is better for France when its weight is positive):
- the clock: ``par``, the VP France must still gain if the scenario's balance holds (DATA.md, Balance:
  France, playing on, brings the marker from its start to the threshold by the end), so in proportion
  to the turns left, this one included; ``marker``, the VP marker's distance inside France's threshold
  (VIC-10); ``marker_late``, the marker over the turns left, this one included (a lead late is safer);
- the cards each side holds (its operations still to come this turn);
- material: each side's SP on the map and still to arrive against what it had at set-up, and the
  fatigue its corps carry (a tired corps brings fewer battle cards, CMB-3, and past 8 fatigue it is
  removed and its SP score for the enemy, REC-6); the balance of SP again times the turns left (SP
  early can still be turned into VP);
- position: the VP of sites (VIC-3) whose holder has no corps there and the enemy has one in or a road
  away, France's and the Allies' apart;
- the seven-flag clock: seven Allied flags on the board or more score the Allies 1 VP at the end of
  every turn left (VIC-6), counted against the flags at set-up, times the turns left.
The weights, and a bias for each scenario, were fitted to where games of the search's own playouts
ended (``data/estimate_weights.py``, DATA.md "a fitted estimate for the search").
"""

from __future__ import annotations

import math
from functools import cache
from typing import Final

from engine.napoleon1815.data import oob, scenarios
from engine.napoleon1815.data.components import SEVEN_MARKERS
from engine.napoleon1815.data.estimate_weights import BIAS, WEIGHTS
from engine.napoleon1815.data.map import NEIGHBOURS, VP_SITES
from engine.napoleon1815.seats import FRANCE
from engine.napoleon1815.state import ALLIED, ARMY_SIDE, CORPS_SIDE, FRENCH, N1815State

FEATURES: Final = (
    "par",
    "marker",
    "marker_late",
    "french_cards",
    "allied_cards",
    "french_strength",
    "allied_strength",
    "french_fatigue",
    "allied_fatigue",
    "strength_early",
    "french_sites_open",
    "allied_sites_open",
    "clock",
)
_WEIGHTS: Final = tuple(WEIGHTS[name] for name in FEATURES)


def french_chance(s: N1815State) -> float:
    """France's chance to win, 0 to 1: the logistic of its margin."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, french_margin(s)))))


def french_margin(s: N1815State) -> float:
    """France's margin: the scenario's bias and the weighted facts (module note)."""
    return BIAS[s.scenario] + sum(w * x for w, x in zip(_WEIGHTS, features(s), strict=True))


def features(s: N1815State) -> tuple[float, ...]:
    """The facts the margin weighs, in ``FEATURES`` order, each read from the state."""
    scenario = scenarios.scenario(s.scenario)
    turns = scenario.last_turn - s.turn + 1  # this one included
    to_win = scenario.start_vp - scenario.french_win_max_vp - 0.5  # VP France must gain from set-up
    marker = scenario.french_win_max_vp + 0.5 - s.vp
    strength = {FRENCH: 0.0, ALLIED: 0.0}
    fatigue = {FRENCH: 0.0, ALLIED: 0.0}
    corps_in: dict[str, set[str]] = {}
    for p in s.pieces.values():
        side = CORPS_SIDE.get(p.block)
        if side is None:
            continue
        strength[side] += p.infantry + p.cavalry
        fatigue[side] += p.fatigue
        corps_in.setdefault(p.area, set()).add(side)
    for arrival in s.arrivals:
        for a in arrival.group:
            if a.block in CORPS_SIDE:
                strength[CORPS_SIDE[a.block]] += a.infantry + a.cavalry
    start = start_strength(s.scenario)
    french, allied = strength[FRENCH] - start[FRENCH], strength[ALLIED] - start[ALLIED]
    sites = open_sites(s, corps_in)
    flags = sum(1 for army in s.control.values() if ARMY_SIDE[army] == ALLIED)
    started = flags_at_start(s.scenario)
    return (
        to_win * turns / scenario.last_turn,
        marker,
        marker / turns,
        float(len(s.hands.get(FRANCE, ()))),
        float(sum(len(h) for seat, h in s.hands.items() if seat != FRANCE)),
        french,
        allied,
        fatigue[FRENCH],
        fatigue[ALLIED],
        (french - allied) * (turns - 1),
        sites[FRENCH],
        sites[ALLIED],
        float((turns - 1) * (seven_markers(s.scenario, flags) - seven_markers(s.scenario, started))),
    )


def open_sites(s: N1815State, corps_in: dict[str, set[str]]) -> dict[str, float]:
    """VIC-3: each side's VP at sites it holds with none of its corps there and an enemy corps in
    or a road away."""
    found = {FRENCH: 0.0, ALLIED: 0.0}
    for area, vp in VP_SITES.items():
        army = s.control.get(area)
        if army is None:
            continue
        holder = ARMY_SIDE[army]
        if holder in corps_in.get(area, ()):
            continue
        enemy = ALLIED if holder == FRENCH else FRENCH
        if any(enemy in corps_in.get(n, ()) for n in (area, *NEIGHBOURS[area])):
            found[holder] += vp
    return found


@cache  # read at the end of every playout of the search
def seven_markers(key: str, flags: int) -> int:
    """VIC-6: 1 when ``flags`` Allied flags earn the Allies a VP a turn in this scenario, else 0."""
    rules = scenarios.scenario(key).special_rules
    return int(flags >= SEVEN_MARKERS and not any(r.key == "no_seven_marker_bonus" for r in rules))


@cache
def flags_at_start(key: str) -> int:
    """The Allied flags the scenario sets up."""
    return sum(1 for a in scenarios.scenario(key).control.values() if ARMY_SIDE[a.value] == ALLIED)


@cache
def start_strength(key: str) -> dict[str, float]:
    """Each side's corps SP at set-up and in its reinforcements (the scenario's), full strength where
    the scenario names none."""
    scenario = scenarios.scenario(key)
    total = {FRENCH: 0.0, ALLIED: 0.0}
    placed = [(p.block, p.infantry, p.cavalry) for p in scenario.setup]
    placed += [(a.block, a.infantry, a.cavalry) for r in scenario.reinforcements for a in r.arrivals]
    for block, infantry, cavalry in placed:
        side = CORPS_SIDE.get(block)
        if side is None:
            continue
        b = oob.block(block)
        total[side] += (b.infantry if infantry is None else infantry) + (
            b.cavalry if cavalry is None else cavalry
        )
    return total
