"""The weights of Napoleon 1815's search estimate (``engine.napoleon1815.estimate``): France's margin is
the scenario's bias plus each feature times its weight, France's chance the margin's logistic.

Every weight: fitted: tools/napoleon1815_fit.py (`python -m tools.napoleon1815_fit`), 102,177
positions of 1,500 guided games, seeds 30001-31200 (Ligny and Quatre-Bras), 30001-30400 (Waterloo, the
campaign), seeds not a multiple of 4 (the multiples of 4 held out: DATA.md, "a fitted estimate for the
search").
"""

from __future__ import annotations

from typing import Final

BIAS: Final[dict[str, float]] = {  # fitted (module note)
    "campaign": -1.7776,
    "ligny_quatre_bras": -0.894,
    "waterloo": -0.7743,
}
WEIGHTS: Final[dict[str, float]] = {  # fitted (module note)
    "par": 0.3031,
    "marker": 0.1574,
    "marker_late": 0.632,
    "french_cards": 0.1692,
    "allied_cards": -0.095,
    "french_strength": 0.0844,
    "allied_strength": -0.0799,
    "french_fatigue": -0.0282,
    "allied_fatigue": 0.0413,
    "strength_early": -0.0019,
    "french_sites_open": -0.2083,
    "allied_sites_open": 0.1995,
    "clock": -0.2099,
}
