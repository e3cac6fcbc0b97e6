"""For France's search: how a position stands for France in VP, from the whole state (the search hands it
a determinized state: every block, its SP and fatigue, as drawn), with hand-set constants
(``data/estimate_vp.py``).

The VP marker against the scenario's threshold (VIC-10) is the ground, measured against par: the
scenarios are balanced so that France, playing on, brings the marker from its start to the threshold by
the end (DATA.md, Balance), so at set-up the margin is 0 and the VP France still has to win shrink with
the turns left. Beside the marker, what it does not show yet:
- material: each side's SP on the map and still to arrive, worn down by fatigue (a tired corps brings
  fewer battle cards, CMB-3, and past 8 fatigue it is removed and its SP score for the enemy, REC-6),
  against what the side had at set-up, at ``MATERIAL`` VP a point of strength;
- position: a VP site (VIC-3) with no corps of its holder in it and an enemy corps there or a road away
  is counted ``THREATENED`` lost;
- the clock: seven Allied flags on the board or more score the Allies 1 VP at the end of every turn
  left (VIC-6), counted against the flags at set-up.
The margin becomes a chance by a logistic whose spread grows with the turns left (a margin early is
worth less than at the end). The Allies' search uses the fitted estimate (``estimate.py``).
"""

from __future__ import annotations

import math

from engine.napoleon1815.data import scenarios
from engine.napoleon1815.data.estimate_vp import FULL_UNTIL, MATERIAL, SCALE, SCALE_A_TURN, THREATENED
from engine.napoleon1815.estimate import flags_at_start, open_sites, seven_markers, start_strength
from engine.napoleon1815.state import ALLIED, ARMY_SIDE, CORPS_SIDE, FRENCH, N1815State, Piece


def french_chance(s: N1815State) -> float:
    """France's chance to win, 0 to 1: the logistic of its margin in VP."""
    left = scenarios.scenario(s.scenario).last_turn - s.turn
    return 1.0 / (1.0 + math.exp(-french_margin(s) / (SCALE + SCALE_A_TURN * left)))


def french_margin(s: N1815State) -> float:
    """France's margin in VP: the marker against par, then material, sites and the clock."""
    scenario = scenarios.scenario(s.scenario)
    to_win = scenario.start_vp - scenario.french_win_max_vp - 0.5  # VP France must gain from set-up
    left = (scenario.last_turn - s.turn + 1) / scenario.last_turn  # of the game, this turn included
    margin = scenario.french_win_max_vp + 0.5 - s.vp + to_win * left
    strength = {FRENCH: 0.0, ALLIED: 0.0}
    corps_in: dict[str, set[str]] = {}
    for p in s.pieces.values():
        side = CORPS_SIDE.get(p.block)
        if side is None:
            continue
        strength[side] += _worn(p)
        corps_in.setdefault(p.area, set()).add(side)
    for arrival in s.arrivals:
        for a in arrival.group:
            if a.block in CORPS_SIDE:
                strength[CORPS_SIDE[a.block]] += a.infantry + a.cavalry
    start = start_strength(s.scenario)
    margin += MATERIAL * ((strength[FRENCH] - start[FRENCH]) - (strength[ALLIED] - start[ALLIED]))
    sites = open_sites(s, corps_in)
    margin += THREATENED * (sites[ALLIED] - sites[FRENCH])
    flags = sum(1 for army in s.control.values() if ARMY_SIDE[army] == ALLIED)
    seven = seven_markers(s.scenario, flags) - seven_markers(s.scenario, flags_at_start(s.scenario))
    margin -= (scenario.last_turn - s.turn) * seven
    return margin


def _worn(p: Piece) -> float:
    """A corps' strength worn by fatigue: full up to ``FULL_UNTIL``, then a tenth less each point (a
    corps past 8 is gone)."""
    return p.sp * (1.0 - 0.1 * max(0, p.fatigue - FULL_UNTIL))
