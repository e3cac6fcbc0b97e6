"""The map: areas, the country each belongs to, terrain, capitals, coasts, and which areas share a border.

Public facts (rules §2.1.1, reviews, errata §2.1; DATA.md §4) fix what they can: France has 8 areas, Spain 6,
Italy 3 (north, the Papal state, the south), Britain 1 that cannot be invaded; Böhmen and Banat share a border;
Westfalen and the Black Sea coast are not coastal; all of Spain but Cataluña is barren, Ungarn is barren and
Banat is not; occupying Moscow is occupying Russia's capital (errata §6.2). The rest of the area list and the
borders are reconstructed from the geography of 1805 (``reconstructed: geography``), to be checked against the
board.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.ageofnapoleon.data.sources import Source, errata, ours, public


class Terrain(StrEnum):
    CLEAR = "clear"
    MOUNTAIN = "mountain"
    MARSH = "marsh"
    BARREN = "barren"


class Area(NamedTuple):
    id: str
    country: str  # its country, or the detachable area it is
    terrain: Terrain
    capital: bool  # holds a major country's capital (its flag)
    coastal: bool  # borders a sea other than the Black Sea
    source: Source


_GEO = ours("geography")
# plain names for a hot path (engine/README.md, "Enum members on a hot path")
MOUNTAIN, MARSH, BARREN = Terrain.MOUNTAIN, Terrain.MARSH, Terrain.BARREN
_C, _M, _S, _B = Terrain.CLEAR, MOUNTAIN, MARSH, BARREN


def _a(
    area: str, country: str, terrain: Terrain, capital: bool, coastal: bool, source: Source = _GEO
) -> Area:
    return Area(area, country, terrain, capital, coastal, source)


AREAS: Final[dict[str, Area]] = {
    a.id: a
    for a in (
        # France: 8 areas (public: review), Paris the capital
        _a("ile_de_france", "france", _C, True, False),
        _a("normandie", "france", _C, False, True),
        _a("bretagne", "france", _C, False, True),
        _a("flandre", "france", _C, False, True),
        _a("lorraine", "france", _C, False, False),
        _a("lyonnais", "france", _C, False, False),
        _a("aquitaine", "france", _C, False, True),
        _a("provence", "france", _C, False, True),
        # Spain: 6 areas, barren but Cataluña (public: reviews)
        _a("galicia", "spain", _B, False, True),
        _a("castilla_la_vieja", "spain", _B, False, True),
        _a("castilla_la_nueva", "spain", _B, True, False),
        _a("aragon", "spain", _B, False, False),
        _a("cataluna", "spain", _C, False, True, public("review-vasey", "cataluna-not-barren")),
        _a("andalucia", "spain", _B, False, True),
        _a("portugal", "portugal", _C, False, True),
        # Britain: one area, never invaded (public: review)
        _a("britain", "britain", _C, True, True, public("review", "britain-one-area")),
        # Italy: 3 areas (public: review)
        _a("italia", "italia", _C, False, True),
        _a("chiesa", "chiesa", _C, False, True),
        _a("napoli", "napoli", _C, False, True),
        _a("schweiz", "schweiz", _M, False, False),
        # Germany and the north
        _a("holland", "holland", _S, False, True),
        _a("westfalen", "westfalen", _C, False, False, public("2.1.1.2", "westfalen-inland")),
        _a("hannover", "hannover", _C, False, True),
        _a("bayern", "bayern", _C, False, False),
        _a("wuerttemberg", "wuerttemberg", _C, False, False),
        _a("danmark", "danmark", _C, False, True),
        _a("sverige", "sverige", _C, False, True),
        _a("pommern", "pommern", _C, False, True),
        _a("sachsen", "sachsen", _C, False, False),
        _a("polen", "polen", _C, False, False),
        # Prussia
        _a("brandenburg", "preussen", _C, True, False),
        _a("schlesien", "preussen", _C, False, False),
        _a("ostpreussen", "preussen", _C, False, True),
        # Austria and its detachable areas
        _a("niederoesterreich", "oesterreich", _C, True, False),
        _a("boehmen", "oesterreich", _C, False, False),
        _a("ungarn", "oesterreich", _B, False, False, public("review-vasey", "ungarn-barren")),
        _a("banat", "oesterreich", _C, False, False, public("review-vasey", "banat-not-barren")),
        _a("galizien", "oesterreich", _C, False, False),
        _a("siebenbuergen", "oesterreich", _M, False, False),
        _a("tirol", "tirol", _M, False, False),
        _a("dalmatien", "dalmatien", _M, False, True),
        # Russia: Moscow its capital in the game (errata §6.2); the Black Sea coast is not coastal (errata §2.1)
        _a("kurland", "russia", _C, False, True),
        _a("litva", "russia", _C, False, False),
        _a("volhynia", "russia", _S, False, False),
        _a("smolensk", "russia", _B, False, False),
        _a("moskva", "russia", _C, True, False, errata("6.2")),
        _a("sankt_peterburg", "russia", _C, False, True),
        _a("ukraina", "russia", _C, False, False, errata("2.1")),
    )
}

# Shared borders; every pair reconstructed from geography unless its source says otherwise.
BORDERS: Final[tuple[tuple[str, str, Source], ...]] = (
    ("boehmen", "banat", public("2.1.1.1", "boehmen-banat")),
    *(
        (a, b, _GEO)
        for a, b in (
            ("bretagne", "normandie"),
            ("bretagne", "aquitaine"),
            ("bretagne", "ile_de_france"),
            ("normandie", "ile_de_france"),
            ("normandie", "flandre"),
            ("flandre", "ile_de_france"),
            ("flandre", "lorraine"),
            ("flandre", "holland"),
            ("flandre", "westfalen"),
            ("ile_de_france", "lorraine"),
            ("ile_de_france", "lyonnais"),
            ("ile_de_france", "aquitaine"),
            ("lorraine", "lyonnais"),
            ("lorraine", "westfalen"),
            ("lorraine", "wuerttemberg"),
            ("lorraine", "schweiz"),
            ("lyonnais", "aquitaine"),
            ("lyonnais", "provence"),
            ("lyonnais", "schweiz"),
            ("lyonnais", "italia"),
            ("aquitaine", "provence"),
            ("aquitaine", "castilla_la_vieja"),
            ("aquitaine", "aragon"),
            ("provence", "italia"),
            ("provence", "cataluna"),
            ("galicia", "castilla_la_vieja"),
            ("galicia", "portugal"),
            ("castilla_la_vieja", "castilla_la_nueva"),
            ("castilla_la_vieja", "aragon"),
            ("castilla_la_vieja", "portugal"),
            ("castilla_la_nueva", "aragon"),
            ("castilla_la_nueva", "andalucia"),
            ("castilla_la_nueva", "portugal"),
            ("aragon", "cataluna"),
            ("andalucia", "portugal"),
            ("italia", "schweiz"),
            ("italia", "tirol"),
            ("italia", "chiesa"),
            ("italia", "dalmatien"),
            ("chiesa", "napoli"),
            ("schweiz", "tirol"),
            ("schweiz", "wuerttemberg"),
            ("holland", "westfalen"),
            ("holland", "hannover"),
            ("westfalen", "hannover"),
            ("westfalen", "wuerttemberg"),
            ("westfalen", "bayern"),
            ("westfalen", "sachsen"),
            ("hannover", "danmark"),
            ("hannover", "pommern"),
            ("hannover", "brandenburg"),
            ("hannover", "sachsen"),
            ("wuerttemberg", "bayern"),
            ("bayern", "tirol"),
            ("bayern", "boehmen"),
            ("bayern", "niederoesterreich"),
            ("bayern", "sachsen"),
            ("sachsen", "boehmen"),
            ("sachsen", "brandenburg"),
            ("sachsen", "schlesien"),
            ("brandenburg", "pommern"),
            ("brandenburg", "schlesien"),
            ("brandenburg", "polen"),
            ("pommern", "polen"),
            ("ostpreussen", "polen"),
            ("ostpreussen", "litva"),
            ("ostpreussen", "kurland"),
            ("schlesien", "boehmen"),
            ("schlesien", "polen"),
            ("schlesien", "galizien"),
            ("polen", "galizien"),
            ("polen", "litva"),
            ("polen", "volhynia"),
            ("niederoesterreich", "boehmen"),
            ("niederoesterreich", "tirol"),
            ("niederoesterreich", "ungarn"),
            ("niederoesterreich", "dalmatien"),
            ("boehmen", "galizien"),
            ("boehmen", "ungarn"),
            ("ungarn", "galizien"),
            ("ungarn", "banat"),
            ("ungarn", "siebenbuergen"),
            ("ungarn", "dalmatien"),
            ("banat", "siebenbuergen"),
            ("galizien", "volhynia"),
            ("galizien", "siebenbuergen"),
            ("kurland", "litva"),
            ("kurland", "sankt_peterburg"),
            ("litva", "volhynia"),
            ("litva", "smolensk"),
            ("litva", "sankt_peterburg"),
            ("volhynia", "ukraina"),
            ("volhynia", "smolensk"),
            ("smolensk", "moskva"),
            ("smolensk", "ukraina"),
            ("smolensk", "sankt_peterburg"),
            ("moskva", "sankt_peterburg"),
            ("moskva", "ukraina"),
            ("danmark", "sverige"),  # Norway, Danish in 1805, borders Sweden
            ("sverige", "sankt_peterburg"),  # Finland, Swedish in 1805, borders Russia
        )
    ),
)


def _neighbours() -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {area: set() for area in AREAS}
    for a, b, _ in BORDERS:
        found[a].add(b)
        found[b].add(a)
    return {area: frozenset(near) for area, near in found.items()}


NEIGHBOURS: Final = _neighbours()


def adjacent(a: str, b: str) -> bool:
    """Two areas sharing a border (public rules §2.1.1.1)."""
    return b in NEIGHBOURS[a]


def _by_country() -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for a in AREAS.values():
        found.setdefault(a.country, []).append(a.id)
    return {country: tuple(ids) for country, ids in found.items()}


_BY_COUNTRY: Final = _by_country()  # looked up once: asked for every corps in every reinforcement prompt


def areas_of(country: str) -> tuple[str, ...]:
    """A country's areas (a detachable area is its own country here; see ``countries.DETACHABLE``)."""
    return _BY_COUNTRY.get(country, ())
