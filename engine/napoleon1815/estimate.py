"""For search: how a position stands for France, in VP, from the whole state (the search hands it a
determinized state: every block, its SP and fatigue, as drawn).

The VP marker against the scenario's threshold (VIC-10) is the ground, measured against par: the
scenarios are balanced so that France, playing on, brings the marker from its start to the threshold
by the end (DATA.md, Balance), so at set-up the margin is 0 and the VP France still has to win shrink
with the turns left. Beside the marker, what it does not show yet:
- material: each side's SP on the map and still to arrive, worn down by fatigue (a tired corps
  brings fewer battle cards, CMB-3, and past 8 fatigue it is removed and its SP score for the
  enemy, REC-6), against what the side had at set-up. Losses already scored their VP (VIC-2): this
  is what the survivors can still do, at ``MATERIAL`` VP a point of strength;
- position: a VP site (VIC-3) with no corps of its holder in it and an enemy corps there or a road
  away is counted ``THREATENED`` lost;
- the clock: seven Allied flags on the board or more score the Allies 1 VP at the end of every
  turn left (VIC-6), counted against the flags at set-up.
The margin is turned into a chance by a logistic whose spread grows with the turns left (a margin
early is worth less than at the end).
"""

from __future__ import annotations

import math
from functools import cache

from engine.napoleon1815.data import oob, scenarios
from engine.napoleon1815.data.components import SEVEN_MARKERS
from engine.napoleon1815.data.map import NEIGHBOURS, VP_SITES
from engine.napoleon1815.state import ALLIED, ARMY_SIDE, CORPS_SIDE, FRENCH, N1815State, Piece

MATERIAL = 0.5  # VP a point of (fatigue-worn) strength is worth beside the marker
THREATENED = 0.5  # the share of a site's VP counted lost when it lies open to an enemy corps a road away
SCALE = 2.0  # VP of margin for odds of e : 1 (the logistic's spread) on the last turn
SCALE_A_TURN = 0.5  # and this much more for each turn left


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
    start = _start(s.scenario)
    margin += MATERIAL * ((strength[FRENCH] - start[FRENCH]) - (strength[ALLIED] - start[ALLIED]))
    margin += _open_sites(s, corps_in)
    seven = _seven_markers(s.scenario, sum(1 for army in s.control.values() if ARMY_SIDE[army] == ALLIED))
    started = _seven_markers(
        s.scenario, sum(1 for a in scenario.control.values() if ARMY_SIDE[a.value] == ALLIED)
    )
    margin -= (scenario.last_turn - s.turn) * (seven - started)
    return margin


def _worn(p: Piece) -> float:
    """A corps' strength worn by fatigue: full up to 4, then less each point (a corps past 8 is gone)."""
    return p.sp * (1.0 - 0.1 * max(0, p.fatigue - 4))


def _open_sites(s: N1815State, corps_in: dict[str, set[str]]) -> float:
    """VIC-3: VP sites whose holder has no corps there and the enemy has one a road away, counted
    ``THREATENED`` lost (to France's margin: French sites lower it, Allied ones raise it)."""
    margin = 0.0
    for area, vp in VP_SITES.items():
        army = s.control.get(area)
        if army is None:
            continue
        holder = ARMY_SIDE[army]
        if holder in corps_in.get(area, ()):
            continue
        enemy = ALLIED if holder == FRENCH else FRENCH
        if any(enemy in corps_in.get(n, ()) for n in (area, *NEIGHBOURS[area])):
            margin += THREATENED * vp * (1 if holder == ALLIED else -1)
    return margin


def _seven_markers(key: str, flags: int) -> int:
    """VIC-6: 1 when ``flags`` Allied flags earn the Allies a VP a turn in this scenario, else 0."""
    rules = scenarios.scenario(key).special_rules
    return int(flags >= SEVEN_MARKERS and not any(r.key == "no_seven_marker_bonus" for r in rules))


@cache
def _start(key: str) -> dict[str, float]:
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
