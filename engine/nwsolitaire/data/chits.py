"""The event chits (4.5-4.14, M-7), the satellite chits (4.6, 9.2.1), the diplomats (5.0-6.0, M-15),
the religion markers (2.7, M-16) and the cultural icons (10.2)."""

from __future__ import annotations

from typing import NamedTuple

from engine.nwsolitaire.data.map import AUSTRIA, BROWN_BOXES, GERMANY, ITALY, SPAIN


class Chit(NamedTuple):
    id: str
    kind: str  # what resolving it does: see the constants below
    box: str  # the brown box of a small-war chit
    src: str


NO_WAR, SMALL_WAR, SATELLITE, WARSAW, ULCER, CORONATION, ILDEFONSO, TRAFALGAR, NAPO_V = (
    "no_war",
    "small_war",
    "satellite",
    "warsaw",
    "ulcer",
    "coronation",
    "ildefonso",
    "trafalgar",
    "napo_v",
)

CHITS: dict[str, Chit] = {
    c.id: c
    for c in (
        # rulebook §3.3 D: two "No War!!" chits and the San Ildefonso treaty start in the cup; §4.13 adds two
        # more No War!! chits per marriage (reconstructed: four in all, for two marriages)
        Chit("no_war1", NO_WAR, "", "rulebook §3.3 D"),
        Chit("no_war2", NO_WAR, "", "rulebook §3.3 D"),
        Chit("no_war3", NO_WAR, "", "rulebook §4.13; reconstructed: count"),
        Chit("no_war4", NO_WAR, "", "rulebook §4.13; reconstructed: count"),
        Chit("no_war5", NO_WAR, "", "rulebook §4.13; reconstructed: count"),
        Chit("no_war6", NO_WAR, "", "rulebook §4.13; reconstructed: count"),
        # reconstructed effect: the treaty of 1796 made Spain France's ally (scenario 2 has the treaty in
        # Spain and Spain pro-French; the Spanish Ulcer removes both, 4.11)
        Chit("san_ildefonso", ILDEFONSO, "", "rulebook §3.3 D, §4.11, scenario 2 D; effect reconstructed"),
        Chit(
            "coronation",
            CORONATION,
            "",
            "rulebook scenario 2 D; effect reconstructed: Napo-N replaces Napo-B",
        ),
        Chit("spanish_ulcer", ULCER, "", "rulebook §4.11"),
        Chit("duchy_warsaw", WARSAW, "", "rulebook §4.7"),
        Chit("trafalgar", TRAFALGAR, "", "rulebook §2.1.4, §4.9.2 3); effect reconstructed"),
        Chit("napo_v", NAPO_V, "", "rulebook §4.10.1"),
        *(Chit(f"war_{box}", SMALL_WAR, box, "rulebook §4.9; the box: data/map.py") for box in BROWN_BOXES),
    )
}


class Satellite(NamedTuple):
    id: str
    li: int | None  # the light-infantry modifier (9.2.1); None is "X": no roll, the result is NA
    src: str


# rulebook §9.2.1: values +1, -1, -2, -3 and X; "+1 very rare", "-1, -2, -3 usual". Scenario 2 J counts 9
# chits (3 + 2 + 2 + 2). reconstructed: the mix; one X and one -2 appear in the examples (13.0 turn 2, 9.0).
SATELLITES: dict[str, Satellite] = {
    s.id: s
    for s in (
        Satellite("sat_plus1", 1, "rulebook §9.2.1 (+1, very rare): one"),
        Satellite("sat_minus1a", -1, "reconstructed: two of -1"),
        Satellite("sat_minus1b", -1, "reconstructed: two of -1"),
        Satellite("sat_minus2a", -2, "rulebook §9.0 example (-2); reconstructed: two"),
        Satellite("sat_minus2b", -2, "reconstructed: two of -2"),
        Satellite("sat_minus3a", -3, "reconstructed: two of -3"),
        Satellite("sat_minus3b", -3, "reconstructed: two of -3"),
        Satellite("sat_xa", None, "rulebook example §13.0 turn 2 (X); reconstructed: two"),
        Satellite("sat_xb", None, "reconstructed: two of X"),
    )
}


class Diplomat(NamedTuple):
    id: str
    value: int  # coalition: a debate wins on a modified roll <= value; French: added to the roll
    src: str


# rulebook §6.0: four coalition diplomats; values: §6.1 example (Metternich 4, Razumovsky 3), 13.0 turn 1
# (Castlereagh 4). Hardenberg reconstructed.
COALITION_DIPLOMATS: dict[str, Diplomat] = {
    d.id: d
    for d in (
        Diplomat("metternich", 4, "rulebook §6.1 example"),
        Diplomat("castlereagh", 4, "rulebook example §13.0 turn 1 C"),
        Diplomat("hardenberg", 3, "reconstructed: like Razumovsky, below the two great ministers"),
        Diplomat("razumovsky", 3, "rulebook §6.1 example"),
    )
}
# rulebook §6.1: Talleyrand +2, Reinhard +1, the anonymous +0. reconstructed: four anonymous diplomats (at
# least two: 13.0 turn 1 sends two to Spain while Talleyrand and Reinhard are in Germany).
FRENCH_DIPLOMATS: dict[str, Diplomat] = {
    d.id: d
    for d in (
        Diplomat("talleyrand", 2, "rulebook §6.1"),
        Diplomat("reinhard", 1, "rulebook §6.1"),
        Diplomat("envoy1", 0, "rulebook §5.1 (anonymous); reconstructed: four"),
        Diplomat("envoy2", 0, "rulebook §5.1 (anonymous); reconstructed: four"),
        Diplomat("envoy3", 0, "reconstructed: four anonymous diplomats"),
        Diplomat("envoy4", 0, "reconstructed: four anonymous diplomats"),
    )
}
GREEN_BOX_LIMIT = 2  # rulebook §5.2

# rulebook §10.2: the four icons and their home countries
ICONS: dict[str, str] = {"beethoven": AUSTRIA, "goethe": GERMANY, "goya": SPAIN, "volta": ITALY}

# rulebook §2.7: five religion markers; four named (Atheism, Deism, Catholic, Usurper!); the fifth is
# reconstructed: "Concordat" (1801), between Deism and the Catholic policy of 1805.
RELIGIONS: tuple[str, ...] = ("atheism", "deism", "concordat", "catholic", "usurper")
