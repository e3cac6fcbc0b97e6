"""Napoleon 2.1 component data: the map, the War Posture Chart, the tables and the counter mix.

Everything here is static and importable by renderers: ids and numbers only (the names of countries,
areas, capitals and ranks are in the catalog, ``locales/<lang>/``). The rulebook (seed 000) prints
none of the numbers on the map or the chart; values it does not give are reconstructed and marked
so in ``provenance.py`` (see DATA.md for the reasoning and the balance measurements).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

# --- countries ---------------------------------------------------------------------------------

FRANCE = "france"
BRITAIN = "britain"
PRUSSIA = "prussia"
AUSTRIA = "austria"
RUSSIA = "russia"
SPAIN = "spain"
ALLIES: tuple[str, ...] = (PRUSSIA, AUSTRIA, RUSSIA, SPAIN, BRITAIN)  # 5.0: their fixed order
COUNTRIES: tuple[str, ...] = (FRANCE, *ALLIES)

# 1.31: France blue, Prussia grey, Austria orange, Russia green, Spain yellow, Britain red.
COUNTRY_COLOURS: dict[str, str] = {
    FRANCE: "#2f5fb3",
    PRUSSIA: "#8c8c8c",
    AUSTRIA: "#e8892b",
    RUSSIA: "#3a8a3f",
    SPAIN: "#e6c619",
    BRITAIN: "#c8302c",
}

# --- areas (1.1) -------------------------------------------------------------------------------

SOUTH_FRANCE = "south_france"
RHINE = "rhine"
ITALY = "italy"
WARSAW = "warsaw"
WEST_RUSSIA = "west_russia"
ATLANTIC = "atlantic"
BALTIC = "baltic"
MEDITERRANEAN = "mediterranean"

LAND_AREAS: tuple[str, ...] = (
    FRANCE,
    SOUTH_FRANCE,
    SPAIN,
    BRITAIN,
    RHINE,
    ITALY,
    PRUSSIA,
    WARSAW,
    AUSTRIA,
    WEST_RUSSIA,
    RUSSIA,
)
SEA_AREAS: tuple[str, ...] = (ATLANTIC, BALTIC, MEDITERRANEAN)
AREAS: tuple[str, ...] = LAND_AREAS + SEA_AREAS
IS_SEA: dict[str, bool] = {area: area in SEA_AREAS for area in AREAS}


HOME: dict[str, str] = {country: country for country in COUNTRIES}  # home area id == country id
FRENCH_TERRITORY: frozenset[str] = frozenset({FRANCE, SOUTH_FRANCE})  # 11.1
RUSSIAN_TERRITORY: tuple[str, ...] = (WEST_RUSSIA, RUSSIA)  # 11.2
BONUS_AREAS: tuple[str, ...] = (RHINE, ITALY, WARSAW)  # 1.1, 8.0: +1 reinforcement each
BONUS_VALUE = 1  # 8.0 (A-5: the circled number on the map is read as 1)

# Land borders are not published: reconstructed from the map of 1805-1812 (DATA.md).
LAND_BORDERS: tuple[tuple[str, str], ...] = (
    (FRANCE, SOUTH_FRANCE),
    (FRANCE, RHINE),
    (SOUTH_FRANCE, SPAIN),
    (SOUTH_FRANCE, ITALY),
    (RHINE, PRUSSIA),
    (RHINE, AUSTRIA),
    (RHINE, ITALY),
    (ITALY, AUSTRIA),
    (PRUSSIA, AUSTRIA),
    (PRUSSIA, WARSAW),
    (PRUSSIA, WEST_RUSSIA),
    (WARSAW, AUSTRIA),
    (WARSAW, WEST_RUSSIA),
    (AUSTRIA, WEST_RUSSIA),
    (WEST_RUSSIA, RUSSIA),
)
# 1.1 and the designer's Q&A.01: the coasts of each sea (★ Baltic, ■ Atlantic, ● Mediterranean).
COASTS: dict[str, tuple[str, ...]] = {
    BALTIC: (RHINE, PRUSSIA, WEST_RUSSIA, RUSSIA),
    ATLANTIC: (BRITAIN, SPAIN, FRANCE, SOUTH_FRANCE, RHINE),
    MEDITERRANEAN: (SPAIN, FRANCE, SOUTH_FRANCE, ITALY, AUSTRIA),
}
SEA_LINKS: tuple[tuple[str, str], ...] = ((BALTIC, ATLANTIC), (ATLANTIC, MEDITERRANEAN))
COAST_MARKS: dict[str, str] = {BALTIC: "★", ATLANTIC: "■", MEDITERRANEAN: "●"}
# The marks printed in each land area: which seas it touches.
AREA_MARKS: dict[str, str] = {
    area: "".join(mark for sea, mark in COAST_MARKS.items() if area in COASTS[sea]) for area in LAND_AREAS
}


def _adjacency() -> dict[str, tuple[str, ...]]:
    links: dict[str, set[str]] = {area: set() for area in AREAS}
    edges = [*LAND_BORDERS, *SEA_LINKS, *((sea, land) for sea, lands in COASTS.items() for land in lands)]
    for a, b in edges:
        links[a].add(b)
        links[b].add(a)
    return {area: tuple(sorted(links[area], key=AREAS.index)) for area in AREAS}


ADJACENT: dict[str, tuple[str, ...]] = _adjacency()


def _distances(areas: tuple[str, ...]) -> dict[str, dict[str, int]]:
    """Shortest paths (in areas) between the given areas, moving only through them."""
    allowed = set(areas)
    table: dict[str, dict[str, int]] = {}
    for start in areas:
        seen = {start: 0}
        frontier = [start]
        while frontier:
            nxt: list[str] = []
            for area in frontier:
                for other in ADJACENT[area]:
                    if other in allowed and other not in seen:
                        seen[other] = seen[area] + 1
                        nxt.append(other)
            frontier = nxt
        table[start] = seen
    return table


# 10.25 rout movement: land units rout over land (continental areas are all linked by land);
# British units, and anyone leaving Britain, measure through the seas as well.
LAND_DISTANCE: dict[str, dict[str, int]] = _distances(tuple(a for a in LAND_AREAS if a != BRITAIN))
DISTANCE: dict[str, dict[str, int]] = _distances(AREAS)

# --- the War Posture Chart (1.2, 3.3) -----------------------------------------------------------


class War(StrEnum):
    """3.2: an ally's war state, which only ever moves to the right (or back to Peace by surrender)."""

    PEACE = "peace"
    ARMISTICE = "armistice"
    WAR = "war"


AT_WAR = War.WAR  # by a plain name: Python 3.11 reads a member through its enum class on a slow path


@dataclass(frozen=True, slots=True)
class Stage:
    """One box of the War Posture Chart. France's reinforcement comes from morale instead (A-7)."""

    reinforcement: int | None
    max_strength: int


@dataclass(frozen=True, slots=True)
class Posture:
    """A country's row of the War Posture Chart and its home-area data (1.1, 1.2, 2.2)."""

    stages: tuple[Stage, ...]
    start_stage: int  # the ★ box
    initial_strength: int
    war: War | None  # initial war state; None for France
    garrison: int
    vp: int
    counters: int  # units in the counter mix (M-11); at least the right-most max strength


CHART: dict[str, Posture] = {  # capitals are named in the catalog (napoleon21-capital-<country>)
    FRANCE: Posture((Stage(None, 12), Stage(None, 16), Stage(None, 20)), 0, 9, None, 4, 0, 20),
    PRUSSIA: Posture((Stage(1, 6), Stage(2, 9)), 0, 4, War.PEACE, 2, 3, 10),
    AUSTRIA: Posture((Stage(2, 7), Stage(2, 9), Stage(3, 11)), 0, 5, War.WAR, 3, 5, 12),
    RUSSIA: Posture((Stage(1, 6), Stage(2, 9), Stage(3, 12)), 0, 4, War.WAR, 3, 4, 12),
    SPAIN: Posture((Stage(1, 4), Stage(2, 6)), 0, 3, War.PEACE, 2, 2, 6),
    BRITAIN: Posture((Stage(1, 4), Stage(2, 6)), 0, 3, War.WAR, 4, 6, 6),
}
WAR_STATES: tuple[War, ...] = (War.PEACE, War.ARMISTICE, War.WAR)  # 3.2: only ever moves to the right


def right_most_strength(country: str) -> int:
    """The max strength of a country's last stage (14.0 multi-player starting VP)."""
    return CHART[country].stages[-1].max_strength


# --- French morale (12.0) ---------------------------------------------------------------------

MORALE_START = 20
VICTORY_VP = 10  # 13.1: France may declare victory from 10 VP
RANKS: tuple[tuple[int, str], ...] = ((15, "hero"), (12, "master"), (10, "emperor"))  # 13.1, best first
ALLIED_RANK = "frenchman"  # 13.2: Napoleon the Frenchman (names: napoleon21-rank-<id>)
SURRENDER_MORALE = 5  # 12.0 c


def french_base_reinforcement(morale: int, road_to_paris: bool) -> int:
    """12.0: 3 points at morale 11-20, 2 at 0-10; Road to Paris makes it 0 at morale 0."""
    if road_to_paris and morale <= 0:
        return 0
    return 3 if morale >= 11 else 2


# --- tables (rolled on 1d6) ---------------------------------------------------------------------

COMBAT_HITS: frozenset[int] = frozenset({1, 2})  # Combat Table: faces that score a hit (M-8)
SPAIN_MISS = 2  # 10.21: in the Spain area a 2 never hits
FORCED_MARCH_DAMAGE: frozenset[int] = frozenset({1, 2})  # Forced March Table: 1 damage (M-6)
SEA_ATTRITION_DAMAGE: frozenset[int] = frozenset({1, 2, 3})  # Sea Attrition Table: 1 damage (M-7)
RUSSIAN_ATTRITION: frozenset[int] = frozenset({1, 2, 3})  # 11.2
SPANISH_ATTRITION: frozenset[int] = frozenset({1, 2})  # 11.3
DECLARE_SUCCESS: dict[str, frozenset[int]] = {  # 7.0: the target's numbers
    country: frozenset({1, 2, 3} if country == AUSTRIA else {1, 2}) for country in ALLIES
}
MOBILIZE_SUCCESS: frozenset[int] = frozenset({1, 2})  # 9.0 (allies)
FRENCH_MOBILIZE_SUCCESS: frozenset[int] = frozenset({1, 2, 3, 4})  # 14.0 optional rule
ALLIED_MP, FRENCH_MP = 1, 2  # 10.11, 10.12 (+1 with a forced march, 10.13)
FRENCH_STOP_AT = 5  # 10.12: entering 5+ enemy units ends a French move


def activity_order(roll: int) -> list[str]:
    """5.0 Activity Table: France acts in the slot the die shows (roll 2: Prussia, France, ...)."""
    allies = list(ALLIES)
    return [*allies[: roll - 1], FRANCE, *allies[roll - 1 :]]


def _check() -> None:
    """Typos in the tables above fail at import."""
    assert len(LAND_AREAS) == 11 and len(SEA_AREAS) == 3
    assert ITALY not in ADJACENT[FRANCE] and ADJACENT[BRITAIN] == (ATLANTIC,)
    assert not any(IS_SEA[a] for a in ADJACENT[WARSAW])
    for country, p in CHART.items():
        assert p.initial_strength <= p.stages[p.start_stage].max_strength <= right_most_strength(country)
        assert p.counters >= right_most_strength(country)
    assert activity_order(2) == [PRUSSIA, FRANCE, AUSTRIA, RUSSIA, SPAIN, BRITAIN]


_check()
