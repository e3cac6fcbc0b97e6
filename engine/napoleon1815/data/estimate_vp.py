"""The hand-set constants of France's search estimate in VP (``engine.napoleon1815.estimate_vp``).

Every value: hand-set (set by judgement on 2026-11-27, DATA.md "an estimate with material beside the VP";
France's search keeps it because it played better than the fitted estimate at ``normal``'s budget, DATA.md
"the estimate each side's search uses").
"""

from __future__ import annotations

from typing import Final

MATERIAL: Final = 0.5  # VP a point of (fatigue-worn) strength is worth beside the marker
THREATENED: Final = 0.5  # the share of a site's VP counted lost when it lies open to an enemy corps
SCALE: Final = 2.0  # VP of margin for odds of e : 1 (the logistic's spread) on the last turn
SCALE_A_TURN: Final = 0.5  # and this much more for each turn left
FULL_UNTIL: Final = 4  # fatigue a corps carries at full strength; each point past it wears a tenth off
