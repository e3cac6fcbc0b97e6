"""Age of Napoleon's map: the public facts hold (DATA.md §4) and the reconstruction is a sound map."""

from __future__ import annotations

from engine.ageofnapoleon.data.board import AREAS, BORDERS, NEIGHBOURS, Terrain, adjacent, areas_of
from engine.ageofnapoleon.data.countries import COUNTRIES, DETACHABLE


def test_the_public_facts_of_the_map() -> None:
    assert (
        len(areas_of("france")) == 8 and len(areas_of("spain")) == 6 and areas_of("britain") == ("britain",)
    )
    assert {AREAS[a].country for a in ("italia", "chiesa", "napoli")} == {"italia", "chiesa", "napoli"}
    assert adjacent("boehmen", "banat") and adjacent("banat", "boehmen")  # §2.1.1.1
    assert not AREAS["westfalen"].coastal and not AREAS["ukraina"].coastal  # §2.1.1.2, errata §2.1
    assert [a for a in areas_of("spain") if AREAS[a].terrain is not Terrain.BARREN] == ["cataluna"]
    assert AREAS["ungarn"].terrain is Terrain.BARREN and AREAS["banat"].terrain is not Terrain.BARREN
    assert AREAS["moskva"].capital  # errata §6.2: occupying Moscow occupies Russia's capital
    assert NEIGHBOURS["britain"] == frozenset()  # uninvadable: no land border


def test_one_capital_per_major_country_and_every_country_on_the_map() -> None:
    capitals = {AREAS[a].country for a in AREAS if AREAS[a].capital}
    assert capitals == {c.id for c in COUNTRIES.values() if c.major}
    assert sum(1 for a in AREAS.values() if a.capital) == 6
    assert set(COUNTRIES) | set(DETACHABLE) == {a.country for a in AREAS.values()}


def test_borders_are_known_areas_once_each_and_the_continent_is_connected() -> None:
    pairs = [frozenset((a, b)) for a, b, _ in BORDERS]
    assert len(pairs) == len(set(pairs)) and all(len(p) == 2 and p <= set(AREAS) for p in pairs)
    seen, todo = {"ile_de_france"}, ["ile_de_france"]
    while todo:
        for near in NEIGHBOURS[todo.pop()]:
            if near not in seen:
                seen.add(near)
                todo.append(near)
    assert seen == set(AREAS) - {"britain"}
