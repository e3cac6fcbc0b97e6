"""For search: France's chance to win from a position, a logistic of a few named features of the
state (no secret in this game: the search's state drawn is the state).

France wins by holding 10 VP at a declaration (13.1), the Allies by bringing French morale to 0
(13.2). What a position says about either, as measured in play:
- ``morale``: French morale, the Allies' clock (12.0);
- ``vp``: French VP (13.1), which counts little once the Allies' strength at war is known: an ally
  out of the war takes its army out of the count below;
- ``turn``: the Allies' reinforcements pile up turn after turn (8.0), France's do not;
- ``allied_army`` and ``allied_box``: units on the map and in the chart box (to come back as
  reinforcement, 3.4) of the allies at War;
- ``french_army`` and ``french_box``: the same for France (each unit lost also cost a morale point).
Each is scaled to about 1 (``features``); the chance is the logistic of their weighted sum.

The weights were fitted (maximum likelihood of the logistic, Newton's method: `python -m tools.fitestimate napoleon21`) on 57,000 positions of 750 games
between the strongest scripted players (seeds 5001-5750, every third step from turn 1), each labelled
with the game's result (a draw 1/2); on 250 games held out (seeds 5751-6000, 20,000 positions) the
fit scores a log-loss of 0.507 and a correlation with the result of 0.49, where the earlier estimate
(VP and morale lost, half and half) scored 0.753 and 0.34 (DATA.md, the AI).
"""

from __future__ import annotations

import math

from engine.napoleon21.data import ALLIES, AT_WAR, FRANCE, MORALE_START, VICTORY_VP
from engine.napoleon21.scoring import french_vp
from engine.napoleon21.state import N21State, on_map

UNITS = 10.0  # units a feature counts as 1
TURNS = 10.0  # turns a feature counts as 1

# Fitted on scripted games (the module's docstring): log-odds for France per unit of each feature.
WEIGHTS: dict[str, float] = {
    "bias": -3.312,  # the log-odds with every feature at 0
    "morale": 2.328,  # French morale, a share of its start
    "vp": -0.140,  # French VP, a share of the 10 that win
    "turn": -0.529,  # the turn, by tens
    "allied_army": -2.089,  # units on the map of the allies at War, by tens
    "allied_box": -0.665,  # units in the chart box of the allies at War, by tens
    "french_army": 3.974,  # French units on the map, by tens
    "french_box": 2.649,  # French units in the chart box, by tens
}


def french_chance(s: N21State) -> float:
    """France's chance to win, 0 to 1."""
    found = features(s)
    odds = WEIGHTS["bias"] + sum(WEIGHTS[name] * value for name, value in found.items())
    return 1.0 / (1.0 + math.exp(-odds))


def features(s: N21State) -> dict[str, float]:
    """The named features the weights read, each about 0 to 2."""
    at_war = [c for c in ALLIES if s.war[c] is AT_WAR]
    return {
        "morale": s.morale / MORALE_START,
        "vp": french_vp(s) / VICTORY_VP,
        "turn": s.turn / TURNS,
        "allied_army": sum(on_map(s, c) for c in at_war) / UNITS,
        "allied_box": sum(s.box[c] for c in at_war) / UNITS,
        "french_army": on_map(s, FRANCE) / UNITS,
        "french_box": s.box[FRANCE] / UNITS,
    }
