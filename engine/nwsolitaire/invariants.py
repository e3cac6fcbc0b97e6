"""What must always hold in a Napoleonic Wars solitaire state (self-play and the conformance suite
check it after every step)."""

from __future__ import annotations

from collections import Counter

from engine.nwsolitaire.data.chits import GREEN_BOX_LIMIT
from engine.nwsolitaire.data.map import MAJORS
from engine.nwsolitaire.data.track import ABDICATION_WIN, FERVOUR_MAX, FERVOUR_MIN
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.state import FRENCH_CUP, HOTEL, MINOR_CUP, SolitaireState


def violations(s: SolitaireState) -> list[str]:
    broken = []
    for name, cup, place in (("French", s.french_cup, FRENCH_CUP), ("minor", s.minor_cup, MINOR_CUP)):
        if sorted(cup) != sorted(u for u, at in s.where.items() if at == place):
            broken.append(f"the {name} cup and the units placed in it differ")
    for name, items in (("event cup", s.event_cup), ("French cup", s.french_cup), ("minor cup", s.minor_cup)):
        twice = [x for x, n in Counter(items).items() if n > 1]
        if twice:
            broken.append(f"{twice} twice in the {name}")
    if set(s.where) != set(UNITS):
        broken.append("a unit without a place")
    if min(s.treasury, s.small_war_fund, s.naval_budget) < 0:
        broken.append("a negative pool")
    if not 0 <= s.abdication <= ABDICATION_WIN:
        broken.append(f"abdication {s.abdication}")
    if any(not FERVOUR_MIN <= v <= FERVOUR_MAX for v in s.fervour.values()):
        broken.append(f"fervour {s.fervour}")
    for country in MAJORS:
        if sum(at == country for at in s.french_diplomats.values()) > GREEN_BOX_LIMIT:
            broken.append(f"more than {GREEN_BOX_LIMIT} French diplomats in {country}")
    if any(at not in (HOTEL, *MAJORS) for at in s.french_diplomats.values()):
        broken.append("a French diplomat outside the Hotel and the green boxes")
    if s.where["guard"] != s.guard_at:
        broken.append("the Guard in two places")
    return broken
