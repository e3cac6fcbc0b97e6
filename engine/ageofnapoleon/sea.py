"""Sea movement and sea reinforcements. Facts: a coastal area borders a sea other than the Black Sea, and
Westfalen is not coastal (public §2.1.1.2, errata §2.1); coastal areas serve sea reinforcements (§10.4),
movement (§12.4) and retreats (§13.4.2); a battle straight after sea movement is fought at -2 (aid 戦闘結果表);
the British army stays in Britain until Britannia is played (public review). Reconstructed (DATA.md §14): only
British corps move by sea, from a coastal area to any other coastal area, as their whole move; British corps
may come in as reinforcements in Britain or, once Britannia is in force, in any coastal area of a Coalition
country holding no French-side corps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.ageofnapoleon.army import can_form
from engine.ageofnapoleon.data.board import AREAS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import COALITION, FRENCH, side_of
from engine.ageofnapoleon.state import AonState, areas_held

BRITANNIA = "britannia"


COASTAL: Final = tuple(sorted(a for a, spot in AREAS.items() if spot.coastal))


def sea_refusal(state: AonState, corps: Sequence[str], dest: str) -> str | None:
    """Why these corps may not move by sea to ``dest``, or None."""
    why, start = _embarking(state, corps)
    if why is not None:
        return why
    if start == dest or not AREAS[start].coastal or not AREAS[dest].coastal:
        return "coast"
    return None


def sea_destinations(state: AonState, corps: Sequence[str]) -> list[str]:
    """Every area these corps may move to by sea (those ``sea_refusal`` allows), in order."""
    if BRITANNIA not in state.lasting or not _BRITISH.issuperset(corps):
        return []  # what most armies hear from ``_embarking``, told at once
    why, start = _embarking(state, corps)
    if why is not None or not AREAS[start].coastal:
        return []
    return [a for a in COASTAL if a != start]


_BRITISH: Final = frozenset(c for c, counter in ROSTER.items() if counter.country == "britain")


def _embarking(state: AonState, corps: Sequence[str]) -> tuple[str | None, str]:
    """Why these corps may not put to sea whatever their destination, or None; and the area they sail from."""
    starts = {state.location.get(c) for c in corps}
    if not corps or not can_form(corps) or len(starts) != 1:
        return "army", ""
    start = next(iter(starts))
    if start is None or any(ROSTER[c].country != "britain" for c in corps):
        return "army", ""
    if BRITANNIA not in state.lasting:
        return "britannia", start
    return None, start


def sea_reinforcement_areas(state: AonState) -> list[str]:
    """Where British corps may come in this reinforcement phase."""
    if BRITANNIA not in state.lasting:
        return ["britain"]
    found = []
    french = areas_held(state, FRENCH)
    for area in COASTAL:
        status = state.statuses.get(AREAS[area].country)
        if status is None or side_of(status) is not COALITION:
            continue
        if area not in french:
            found.append(area)
    return found
