"""The insurrection phase (aid ゲームの流れ: insurrections are resolved, then whether new ones break out). The
aid also shows that the Coalition draws one card fewer from a major power in insurrection and none from a minor
one (戦略チャート), and that French-side corps in a neutral country in insurrection suffer -2 on attrition.
A published review adds that French dominions are where insurrections come from. The procedure is
reconstructed (DATA.md §13), with no die of our own invention: new insurrections break out by cards only
(Insurrection on a French dominion; Guerrilla in Spain or Portugal, Tugendbund in a German country, Andreas
Hofer in Tirol, each while French-held); an insurrection with no French-side corps left in the country's areas
succeeds (the country joins the Coalition), one whose capital (a minor country: every area) holds French-side
corps and no Coalition ones is put down (a French dominion again), and otherwise it goes on.
"""

from __future__ import annotations

from typing import Final

from engine.ageofnapoleon.data.board import AREAS, areas_of
from engine.ageofnapoleon.data.countries import (
    COALITION,
    COUNTRIES,
    DOMINION,
    FRENCH,
    INSURRECTION,
    MEMBER,
    Side,
    Status,
    side_of,
)
from engine.ageofnapoleon.state import AonState, side_of_corps

GERMAN: Final = frozenset(
    {"bayern", "westfalen", "hannover", "wuerttemberg", "sachsen", "preussen", "oesterreich", "pommern"}
)
WHERE: Final[dict[str, frozenset[str] | None]] = {  # None: any French dominion
    "insurrection": None,
    "guerrilla": frozenset({"spain", "portugal"}),
    "tugendbund": GERMAN,
    "andreas_hofer": frozenset({"tirol"}),
}


def may_rise(card_id: str, country: str, status: Status) -> bool:
    """Whether this card can raise ``country`` in insurrection now."""
    if card_id not in WHERE:
        return False
    places = WHERE[card_id]
    if places is None:
        return status is DOMINION
    return country in places and side_of(status) is FRENCH


def _sides(state: AonState, areas: tuple[str, ...]) -> set[Side | None]:
    return {side_of_corps(state, c) for c, a in state.location.items() if a in areas}


def outcome(state: AonState, country: str) -> Status:
    """What becomes of a country in insurrection this phase."""
    areas = areas_of(country)
    if FRENCH not in _sides(state, areas):
        return MEMBER
    major = country in COUNTRIES and COUNTRIES[country].major
    held = tuple(a for a in areas if AREAS[a].capital) if major else areas
    sides = [_sides(state, (a,)) for a in held]
    if held and all(FRENCH in s and COALITION not in s for s in sides):
        return DOMINION
    return INSURRECTION


def resolve_insurrections(state: AonState) -> dict[str, Status]:
    """Every insurrection's outcome this phase (the countries whose status changes)."""
    changes: dict[str, Status] = {}
    for country, status in sorted(state.statuses.items()):
        if status is INSURRECTION:
            after = outcome(state, country)
            if after is not status:
                changes[country] = after
    return changes
