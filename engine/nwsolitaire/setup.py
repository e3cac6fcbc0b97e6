"""3.3 and the scenario pages: the counters laid out for a scenario, the cups filled and shuffled."""

from __future__ import annotations

from engine.core import rng
from engine.nwsolitaire.data.chits import COALITION_DIPLOMATS, FRENCH_DIPLOMATS, ICONS, SATELLITES
from engine.nwsolitaire.data.map import FRANCE, GERMANY, GOLD_BOXES, POWERS, SWEDEN
from engine.nwsolitaire.data.scenarios import Scenario
from engine.nwsolitaire.data.units import (
    ALLY_UNITS,
    COALITION_UNITS,
    FRENCH_UNITS,
    MINOR_UNITS,
    ROYALIST_UNITS,
)
from engine.nwsolitaire.state import (
    BEDROOM,
    COALITION_POOL,
    FRENCH_CUP,
    HOTEL,
    LONDON,
    MINOR_CUP,
    REMOVED,
    ROYALIST_BOX,
    STORAGE,
    SolitaireState,
)


def lay_out(s: SolitaireState, sc: Scenario) -> None:
    """Every counter to its place (3.3 A-W, with the scenario's changes)."""
    s.turn, s.but, s.abdication = sc.turn, sc.but, sc.abdication
    s.treasury = s.small_war_fund = s.naval_budget = sc.pools  # I
    s.fervour = dict(sc.fervour)  # V
    s.status = {power: sc.status[power] for power in POWERS}  # K
    s.scrolls = {power: tuple(sc.scrolls.get(power, ())) for power in POWERS}
    s.marriage = sc.marriage
    s.marriages = 1 if sc.marriage else 0  # scenario 3: Napoleon already married Marie-Louise
    # A, B: Napoleon and his wife
    s.napoleon = sc.napoleon
    s.napoleon_at = BEDROOM if sc.napoleon else STORAGE
    s.josephine_at = BEDROOM if sc.josephine else STORAGE
    # C: the icons, face down in storage but for the placed ones
    s.icons = dict(sc.icons)
    s.icon_storage = [icon for icon in ICONS if icon not in sc.icons]
    rng.shuffle(s, s.icon_storage)
    # D: the event cup and the small-war chits already resolved
    s.event_cup = list(sc.cup)
    s.wars = {box: "up" for box in sc.wars_up} | {box: "down" for box in sc.wars_down}
    s.ildefonso = sc.ildefonso
    # E, H, P-T: the French cup, the pools, the allies
    for u in FRENCH_UNITS:
        s.where[u.id] = REMOVED if u.id in sc.removed_french else FRENCH_CUP
    for u in ALLY_UNITS:
        s.where[u.id] = FRENCH_CUP if u.id in sc.allies_in_cup else STORAGE
    for u in COALITION_UNITS:
        if u.nation == "swedish":
            s.where[u.id] = COALITION_POOL if sc.swedish_in_pool else STORAGE
        else:
            s.where[u.id] = sc.letters[u.letter]
    s.where["guard"] = STORAGE
    s.guard_at = STORAGE
    # F: the minor-states cup
    for u in MINOR_UNITS:
        s.where[u.id] = MINOR_CUP
    # O: the Royalists in France, the two Émigré units in Germany (scenario 1), else in storage
    for u in ROYALIST_UNITS:
        if sc.royalists_on_map:
            s.where[u.id] = FRANCE if u.id == "royalists" else GERMANY
        else:
            s.where[u.id] = ROYALIST_BOX
    s.french_cup = [u for u, at in s.where.items() if at == FRENCH_CUP]
    s.minor_cup = [u for u, at in s.where.items() if at == MINOR_CUP]
    # G: the Russian War markers
    s.russian_wars = dict(sc.russian_wars)
    s.ottoman_at = sc.ottoman
    # J: the satellites (the storage box holds the rest face down)
    s.satellite_storage = list(SATELLITES)
    rng.shuffle(s, s.satellite_storage)
    for _ in range(sc.satellites_removed):
        s.satellites_out.append(s.satellite_storage.pop())
    for _ in range(sc.satellites_cup):
        s.event_cup.append(s.satellite_storage.pop())
    for country in sc.satellites_placed:
        s.satellites[country] = s.satellite_storage.pop()
    # L, M: the diplomats
    s.coalition_diplomats = {d: LONDON for d in COALITION_DIPLOMATS}
    s.french_diplomats = {
        d: (GERMANY if d in ("talleyrand", "reinhard") else HOTEL) for d in FRENCH_DIPLOMATS
    }
    # N: the religion policy; U: London's £4 and the gold markers; W: the rest
    s.religion = sc.religion
    s.london_four = sc.london_four
    s.gold = {box: "up" for box in GOLD_BOXES}
    s.emancipation = sc.emancipation
    s.pope, s.terror, s.nelson = sc.pope, sc.terror, sc.nelson
    s.continental_system = sc.continental_system
    s.fra_diavolo, s.spanish_ulcer, s.warsaw = sc.fra_diavolo, sc.spanish_ulcer, sc.warsaw
    if s.status[SWEDEN] == "coalition" and not sc.swedish_in_pool:
        s.where["sweden"] = COALITION_POOL
    rng.shuffle(s, s.event_cup)
    rng.shuffle(s, s.french_cup)
    rng.shuffle(s, s.minor_cup)
