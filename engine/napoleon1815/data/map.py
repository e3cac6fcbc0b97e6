"""The map of Napoleon 1815: areas joined by roads, from Maubeuge and Beaumont to Bruxelles.

The rulebook has no map (inventory M-2). It names Ligny and Marbais (movement example, p.11),
the six VP places (p.14), the five area types (p.5), bridges and their destruction (p.17-19)
and the road distance to Bruxelles (Defend Brussels!, p.19). Everything else here is rebuilt
from 1815 geography; each record names the reason of its values, a key of ``provenance.ftl``.

Conventions
-----------
* Every road costs 1 MP (p.10); the rules know no road classes, so roads carry none.
* ``x``/``y`` are drawing positions on a 0..1000 square, **north up, y growing southward**
  (image convention), projected from ``lat``/``lon``. Dense battlefields (Ligny, Quatre-Bras,
  Mont-Saint-Jean) are spread apart for legibility; ``position_source`` says so.
* A road with ``bridge`` set crosses that river on a bridge: it can carry a destroyed-bridge
  marker (Bridge demolition). Crossing a destroyed bridge costs 3 MP (p.10), retreating
  across one costs +2 fatigue (p.13).
* Control markers go only on towns, walled cities and fortified farms (``controllable``);
  plains and forests never take one (our reading of p.5 and p.14, see README).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class Terrain(StrEnum):
    """The five area types of p.5, with their effects on p.10-14."""

    PLAIN = "plain"
    FOREST = "forest"  # defender +1 battle card; no pursuit
    TOWN = "town"  # defender takes 1 less fatigue
    WALLED_CITY = "walled_city"  # +1 card to a defender with its own marker; no pursuit; capture stops
    FORTIFIED_FARM = "fortified_farm"  # 1 VP; may hold an Allied entrenchment


class Country(StrEnum):
    """Which side of the June 1815 border an area lies on (Lamarque's event needs it)."""

    FRANCE = "france"
    NETHERLANDS = "netherlands"  # the United Kingdom of the Netherlands, i.e. today's Belgium


class River(StrEnum):
    """Rivers whose bridges can be destroyed (Bridge demolition, p.17)."""

    SAMBRE = "sambre"
    DYLE = "dyle"
    DENDER = "dender"


CONTROLLABLE_TERRAIN: Final = frozenset({Terrain.TOWN, Terrain.WALLED_CITY, Terrain.FORTIFIED_FARM})


@dataclass(frozen=True, slots=True)
class Area:
    """One area of the board. ``vp`` is scored by whichever side places its marker there."""

    id: str
    terrain: Terrain
    country: Country
    vp: int
    lat: float
    lon: float
    x: int
    y: int
    source: str  # provenance keys (provenance.ftl): where the values come from
    position_source: str

    @property
    def controllable(self) -> bool:
        """Whether a control marker can stand here (towns, walled cities, fortified farms)."""
        return self.terrain in CONTROLLABLE_TERRAIN

    @property
    def entrenchable(self) -> bool:
        """Whether an entrenchment marker can stand here (fortified farms only, p.7)."""
        return self.terrain is Terrain.FORTIFIED_FARM


@dataclass(frozen=True, slots=True)
class Road:
    """A road between two areas (stored with ``a < b``); ``bridge`` names the river it crosses."""

    a: str
    b: str
    bridge: River | None
    source: str

    @property
    def key(self) -> str:
        """Stable id, e.g. ``"charleroi|ham_sur_heure"``: where a destroyed-bridge marker sits."""
        return f"{self.a}|{self.b}"

    def other(self, area: str) -> str:
        """The far end of the road seen from ``area``."""
        if area == self.a:
            return self.b
        if area == self.b:
            return self.a
        raise KeyError(f"road {self.key} does not touch {area!r}")


def _area(
    id: str,
    terrain: Terrain,
    lat: float,
    lon: float,
    x: int,
    y: int,
    position_source: str,
    *,
    source: str = "",
    vp: int = 0,
    country: Country = Country.NETHERLANDS,
) -> Area:
    """An area; its sources are keys of provenance.ftl (``area-{id}`` unless shared)."""
    return Area(
        id=id,
        terrain=terrain,
        country=country,
        vp=vp,
        lat=lat,
        lon=lon,
        x=x,
        y=y,
        source=source or f"area-{id}",
        position_source=position_source,
    )


P, F, T, W, FF = Terrain.PLAIN, Terrain.FOREST, Terrain.TOWN, Terrain.WALLED_CITY, Terrain.FORTIFIED_FARM
FR = Country.FRANCE

# Sorted roughly south to north. x/y: see the module docstring.
# fmt: off
AREAS: Final[tuple[Area, ...]] = (
    # --- France, south of the Sambre ------------------------------------------------------------
    _area("maubeuge", W, 50.2788, 3.9727, 230, 849, "position-town", vp=2, country=FR),
    _area("beaumont", T, 50.2370, 4.2393, 436, 900, "position-town", vp=1, country=FR),
    _area("philippeville", T, 50.1961, 4.5437, 671, 950, "position-town", country=FR),
    _area("solre_sur_sambre", P, 50.307, 4.155, 370, 815, "position-village", country=FR),
    # --- the Sambre valley ----------------------------------------------------------------------
    _area("thuin", P, 50.3393, 4.2860, 472, 776, "position-town"),
    _area("ham_sur_heure", P, 50.323, 4.389, 551, 796, "position-village"),
    _area("gerpinnes", P, 50.3379, 4.5273, 658, 778, "position-town"),
    _area("marchienne", P, 50.405, 4.395, 556, 696, "position-village"),
    _area("charleroi", T, 50.4114, 4.4445, 594, 688, "position-town"),
    _area("chatelet", P, 50.4034, 4.5283, 659, 698, "position-town"),
    _area("binche", T, 50.4116, 4.1647, 378, 688, "position-town", source="town"),
    _area("anderlues", P, 50.4070, 4.2714, 460, 693, "position-town"),
    _area("mons", W, 50.4541, 3.9523, 214, 636, "position-town"),
    # --- Ligny and Quatre-Bras ------------------------------------------------------------------
    _area("le_roeulx", P, 50.5037, 4.1116, 337, 576, "position-town"),
    _area("gosselies", P, 50.468, 4.434, 580, 635, "position-spread-village"),
    _area("fleurus", T, 50.4835, 4.5501, 680, 620, "position-spread-town", source="town"),
    _area("saint_amand", P, 50.506, 4.556, 655, 580, "position-spread-village"),
    _area("ligny", P, 50.512, 4.578, 705, 570, "position-spread-village"),
    _area("sombreffe", P, 50.5287, 4.6009, 745, 535, "position-spread-town"),
    _area("marbais", P, 50.543, 4.530, 660, 530, "position-spread-village"),
    _area("tilly", P, 50.558, 4.556, 690, 490, "position-spread-village"),
    _area("temploux", P, 50.487, 4.765, 842, 596, "position-village"),
    _area("namur", W, 50.4669, 4.8675, 921, 621, "position-town", vp=2),
    _area("gembloux", T, 50.5615, 4.6989, 791, 506, "position-town", source="town"),
    _area("walhain", P, 50.6263, 4.6984, 790, 427, "position-town"),
    _area("mont_saint_guibert", P, 50.6343, 4.6106, 745, 420, "position-spread-town"),
    _area("frasnes", P, 50.537, 4.441, 595, 585, "position-spread-village"),
    _area("gemioncourt", FF, 50.562, 4.448, 585, 550, "position-spread-village", vp=1),
    _area("bois_de_bossu", F, 50.573, 4.433, 545, 515, "position-spread-village"),
    _area("quatre_bras", P, 50.571, 4.453, 600, 510, "position-spread-village"),
    _area("nivelles", T, 50.5983, 4.3285, 504, 461, "position-town", source="town"),
    _area("genappe", T, 50.6117, 4.4515, 590, 465, "position-spread-town"),
    # --- Mont-Saint-Jean and Wavre --------------------------------------------------------------
    _area("wavre", T, 50.7172, 4.6014, 740, 290, "position-spread-town"),
    _area("limal", P, 50.693, 4.573, 725, 340, "position-spread-village"),
    _area("chapelle_saint_lambert", P, 50.690, 4.494, 685, 350, "position-spread-village"),
    _area("bois_de_paris", F, 50.676, 4.458, 660, 395, "position-spread-village"),
    _area("plancenoit", P, 50.661, 4.430, 615, 420, "position-spread-village"),
    _area("la_belle_alliance", P, 50.668, 4.414, 560, 415, "position-spread-village"),
    _area("hougoumont", FF, 50.671, 4.393, 515, 380, "position-spread-village", vp=1),
    _area("la_haye_sainte", FF, 50.679, 4.411, 565, 372, "position-spread-village", vp=1),
    _area("papelotte", FF, 50.681, 4.428, 612, 368, "position-spread-village", vp=1),
    _area("mont_saint_jean", P, 50.694, 4.406, 560, 330, "position-spread-village"),
    _area("braine_l_alleud", P, 50.6836, 4.3678, 490, 345, "position-spread-town"),
    _area("ohain", P, 50.700, 4.467, 640, 320, "position-spread-village"),
    _area("waterloo", T, 50.7147, 4.3991, 545, 285, "position-spread-town"),
    _area("foret_de_soignes", F, 50.760, 4.420, 575, 235, "position-spread-village"),
    # --- the west: Hainaut, the Senne and the Dender -------------------------------------------
    _area("braine_le_comte", T, 50.6098, 4.1466, 364, 447, "position-town"),
    _area("soignies", P, 50.5790, 4.0713, 306, 484, "position-town"),
    _area("tubize", P, 50.6906, 4.2009, 406, 349, "position-town"),
    _area("hal", T, 50.7339, 4.2345, 432, 296, "position-town"),
    _area("enghien", P, 50.6837, 4.0328, 276, 357, "position-town"),
    _area("ath", T, 50.6294, 3.7780, 79, 423, "position-town", vp=1),
    _area("grammont", P, 50.7734, 3.8822, 160, 248, "position-town"),
    _area("ninove", P, 50.8278, 4.0266, 271, 182, "position-town"),
    _area("asse", P, 50.9101, 4.1984, 404, 82, "position-town"),
    _area("alost", T, 50.9360, 4.0355, 278, 50, "position-town", vp=1),
    _area("bruxelles", W, 50.8505, 4.3488, 520, 154, "position-town", vp=2),
)
# fmt: on

_SAMBRE, _DYLE, _DENDER = River.SAMBRE, River.DYLE, River.DENDER


def _road(a: str, b: str, bridge: River | None = None, source: str = "") -> Road:
    """A road; its source is a key of provenance.ftl (``road`` or ``road-bridge`` unless given)."""
    lo, hi = sorted((a, b))
    return Road(lo, hi, bridge, source or ("road-bridge" if bridge is not None else "road"))


ROADS: Final[tuple[Road, ...]] = (
    # France and the Sambre
    _road("maubeuge", "solre_sur_sambre"),
    _road("maubeuge", "beaumont"),
    _road("maubeuge", "mons"),
    _road("maubeuge", "binche"),
    _road("solre_sur_sambre", "beaumont"),
    _road("solre_sur_sambre", "thuin"),
    _road("solre_sur_sambre", "binche", _SAMBRE),
    _road("beaumont", "thuin"),
    _road("beaumont", "ham_sur_heure"),
    _road("beaumont", "philippeville"),
    _road("philippeville", "gerpinnes"),
    _road("ham_sur_heure", "gerpinnes"),
    _road("thuin", "marchienne", _SAMBRE),
    _road("ham_sur_heure", "charleroi", _SAMBRE),
    _road("gerpinnes", "chatelet", _SAMBRE),
    _road("marchienne", "charleroi"),
    _road("charleroi", "chatelet"),
    _road("binche", "anderlues"),
    _road("anderlues", "marchienne"),
    # Hainaut
    _road("mons", "binche"),
    _road("mons", "le_roeulx"),
    _road("binche", "le_roeulx"),
    _road("mons", "soignies"),
    _road("mons", "ath"),
    _road("le_roeulx", "soignies"),
    _road("le_roeulx", "nivelles"),
    # north of Charleroi
    _road("marchienne", "gosselies"),
    _road("charleroi", "gosselies"),
    _road("charleroi", "fleurus"),
    _road("chatelet", "fleurus"),
    _road("gosselies", "frasnes"),
    _road("gosselies", "fleurus"),
    _road("gosselies", "nivelles"),
    # Quatre-Bras
    _road("frasnes", "quatre_bras"),
    _road("frasnes", "gemioncourt"),
    _road("gemioncourt", "quatre_bras"),
    _road("frasnes", "bois_de_bossu"),
    _road("bois_de_bossu", "quatre_bras"),
    _road("bois_de_bossu", "nivelles"),
    _road("quatre_bras", "marbais", source="road-example"),
    _road("quatre_bras", "nivelles"),
    _road("quatre_bras", "genappe", _DYLE),
    # Ligny
    _road("marbais", "ligny", source="road-example"),
    _road("marbais", "saint_amand"),
    _road("marbais", "sombreffe"),
    _road("marbais", "tilly"),
    _road("fleurus", "saint_amand"),
    _road("fleurus", "ligny"),
    _road("fleurus", "sombreffe"),
    _road("saint_amand", "ligny"),
    _road("ligny", "sombreffe"),
    _road("sombreffe", "tilly"),
    _road("sombreffe", "gembloux"),
    _road("sombreffe", "temploux"),
    _road("temploux", "namur"),
    _road("gembloux", "namur"),
    # the Dyle
    _road("gembloux", "walhain"),
    _road("tilly", "mont_saint_guibert"),
    _road("walhain", "mont_saint_guibert"),
    _road("walhain", "wavre", _DYLE),
    _road("mont_saint_guibert", "wavre", _DYLE),
    _road("mont_saint_guibert", "limal", _DYLE),
    _road("limal", "wavre"),
    _road("limal", "chapelle_saint_lambert"),
    _road("wavre", "chapelle_saint_lambert"),
    _road("wavre", "foret_de_soignes"),
    # Mont-Saint-Jean
    _road("chapelle_saint_lambert", "bois_de_paris"),
    _road("chapelle_saint_lambert", "ohain"),
    _road("bois_de_paris", "plancenoit"),
    _road("plancenoit", "la_belle_alliance"),
    _road("plancenoit", "papelotte"),
    _road("genappe", "la_belle_alliance"),
    _road("genappe", "nivelles"),
    _road("la_belle_alliance", "la_haye_sainte"),
    _road("la_belle_alliance", "hougoumont"),
    _road("la_belle_alliance", "papelotte"),
    _road("la_haye_sainte", "mont_saint_jean"),
    _road("hougoumont", "mont_saint_jean"),
    _road("hougoumont", "braine_l_alleud"),
    _road("papelotte", "mont_saint_jean"),
    _road("papelotte", "ohain"),
    _road("mont_saint_jean", "waterloo"),
    _road("mont_saint_jean", "braine_l_alleud"),
    _road("mont_saint_jean", "ohain"),
    _road("braine_l_alleud", "nivelles"),
    _road("braine_l_alleud", "waterloo"),
    _road("braine_l_alleud", "hal"),
    _road("waterloo", "foret_de_soignes"),
    _road("waterloo", "bruxelles", source="road-bruxelles-waterloo"),
    _road("ohain", "foret_de_soignes"),
    _road("foret_de_soignes", "bruxelles"),
    # the west
    _road("hal", "bruxelles"),
    _road("hal", "tubize"),
    _road("hal", "braine_le_comte"),
    _road("hal", "enghien"),
    _road("tubize", "braine_le_comte"),
    _road("tubize", "nivelles"),
    _road("nivelles", "braine_le_comte"),
    _road("braine_le_comte", "soignies"),
    _road("soignies", "enghien"),
    _road("enghien", "ath", _DENDER),
    _road("ath", "grammont"),
    _road("grammont", "ninove"),
    _road("enghien", "ninove", _DENDER),
    _road("ninove", "alost"),
    _road("ninove", "asse", _DENDER),
    _road("asse", "bruxelles"),
    _road("asse", "alost", _DENDER),
)

# Names the rules single out (events and VP); a typo here fails at import.
MAUBEUGE: Final = "maubeuge"
BEAUMONT: Final = "beaumont"
BRUXELLES: Final = "bruxelles"
NAMUR: Final = "namur"
ATH: Final = "ath"
ALOST: Final = "alost"
LIGNY: Final = "ligny"
MARBAIS: Final = "marbais"
QUATRE_BRAS: Final = "quatre_bras"

AREA: Final[Mapping[str, Area]] = {a.id: a for a in AREAS}
ROAD: Final[Mapping[str, Road]] = {r.key: r for r in ROADS}


def _neighbours() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {a.id: [] for a in AREAS}
    for road in ROADS:
        out[road.a].append(road.b)
        out[road.b].append(road.a)
    return {k: tuple(sorted(v)) for k, v in out.items()}


NEIGHBOURS: Final[Mapping[str, tuple[str, ...]]] = _neighbours()


def area(area_id: str) -> Area:
    """The area with this id; KeyError names the bad id."""
    try:
        return AREA[area_id]
    except KeyError:
        raise KeyError(f"no area {area_id!r} on the Napoleon 1815 map") from None


# Each road under both its ends, in either order: every step of a move asks for roads.
_BETWEEN: Final[Mapping[tuple[str, str], Road]] = {
    **{(r.a, r.b): r for r in ROADS},
    **{(r.b, r.a): r for r in ROADS},
}


def road_between(a: str, b: str) -> Road | None:
    """The road joining two areas, or None when they are not adjacent."""
    return _BETWEEN.get((a, b))


def road_distances(origin: str) -> dict[str, int]:
    """Number of roads from ``origin`` to every area (destroyed bridges do not change it)."""
    dist = {area(origin).id: 0}
    queue = deque([origin])
    while queue:
        here = queue.popleft()
        for there in NEIGHBOURS[here]:
            if there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    return dist


# Defend Brussels! (p.19) compares these before and after a move.
DISTANCE_TO_BRUXELLES: Final[Mapping[str, int]] = road_distances(BRUXELLES)
VP_SITES: Final[Mapping[str, int]] = {a.id: a.vp for a in AREAS if a.vp}
CONTROLLABLE: Final = frozenset(a.id for a in AREAS if a.controllable)
FORTIFIED_FARMS: Final = frozenset(a.id for a in AREAS if a.terrain is Terrain.FORTIFIED_FARM)
# Lamarque (p.19) enters "in a town inside France or at Maubeuge".
LAMARQUE_ENTRY: Final = frozenset(
    a.id for a in AREAS if (a.terrain is Terrain.TOWN and a.country is Country.FRANCE) or a.id == MAUBEUGE
)
BRIDGES: Final[tuple[Road, ...]] = tuple(r for r in ROADS if r.bridge is not None)

# Rulebook p.14, the complete list of named VP places; fortified farms add 1 each.
RULEBOOK_VP: Final[Mapping[str, int]] = {
    MAUBEUGE: 2,
    BEAUMONT: 1,
    BRUXELLES: 2,
    NAMUR: 2,
    ATH: 1,
    ALOST: 1,
}


def _validate() -> None:
    ids = [a.id for a in AREAS]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate area id")
    for a in AREAS:
        if not a.id.isascii() or not a.id.replace("_", "").isalpha() or a.id != a.id.lower():
            raise ValueError(f"area id {a.id!r} is not snake_case ascii")
        if not (0 <= a.x <= 1000 and 0 <= a.y <= 1000):
            raise ValueError(f"area {a.id} drawn off the 0..1000 grid")
        expected_vp = 1 if a.terrain is Terrain.FORTIFIED_FARM else RULEBOOK_VP.get(a.id, 0)
        if a.vp != expected_vp:
            raise ValueError(f"area {a.id}: VP {a.vp}, the rulebook gives {expected_vp}")
    seen: set[str] = set()
    for r in ROADS:
        if r.a not in AREA or r.b not in AREA or r.a == r.b:
            raise ValueError(f"road {r.key} names an unknown area or loops")
        if r.key in seen:
            raise ValueError(f"road {r.key} listed twice")
        seen.add(r.key)
    for here, theirs in NEIGHBOURS.items():
        for there in theirs:
            if here not in NEIGHBOURS[there]:
                raise ValueError(f"adjacency {here}-{there} is not symmetric")
    if len(DISTANCE_TO_BRUXELLES) != len(AREAS):
        missing = sorted(set(ids) - set(DISTANCE_TO_BRUXELLES))
        raise ValueError(f"map not connected; cut off from Bruxelles: {missing}")
    if len(FORTIFIED_FARMS) < 4:
        raise ValueError("the 4 entrenchment markers need at least 4 fortified farms (p.7)")
    if not {LIGNY, QUATRE_BRAS} <= set(NEIGHBOURS[MARBAIS]):
        raise ValueError("movement example p.11: Marbais must be one road from Ligny and Quatre-Bras")


_validate()
