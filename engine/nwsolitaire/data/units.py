"""The counters (2.4, M-14, M-18): every ground unit with its nationality, arm, strength (SP),
dot (11.7) and counter letter (3.3), the Napoleon units, the naval units and the Imperial Guard.

What the rulebook fixes (sums and single values, see DATA.md): the Guard 7 (9.4 example 31 - 24),
Berthier 4, Murat + Davout + Suchet + Bernadotte 20 (9.4), Yorck 3, the Royalist 3 and the two Émigrés
5 (13.0 turn 1), the British, Prussian, Austrian and Spanish units 58 in all, British + Prussian 35,
Austrian 15 (13.0), a minor Guard of 3 and minor groups of 6 (13.0), the Austrian, Prussian and Russian
names of 9.4 summing to 35, the cavalry (Murat, Bessières, Grouchy the weakest of the three; Platov,
Kutuzov), the dots (red Moreau and Bessières, white Murat and Bernadotte). Every single strength not
so fixed is reconstructed to fit those sums; the letters P, Q, R, S, T are read off the three
scenarios' pool placements (DATA.md).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.nwsolitaire.data.map import (
    AUSTRIAN,
    BRITISH,
    FRENCH,
    FRENCH_ALLY,
    MINOR,
    PRUSSIAN,
    ROYALIST,
    RUSSIAN,
    SPANISH,
    SWEDISH,
)

INF, CAV = "inf", "cav"
RED, WHITE, NO_DOT = "red", "white", ""


class Unit(NamedTuple):
    id: str
    nation: str
    arm: str  # INF or CAV
    sp: int
    dot: str  # RED, WHITE or NO_DOT (11.7)
    letter: str  # counter group (3.3)
    src: str


_F = "reconstructed: a French corps strength fitting the sums of the examples (DATA.md)"


def _french(id: str, sp: int, arm: str = INF, dot: str = NO_DOT, src: str = _F) -> Unit:
    return Unit(id, FRENCH, arm, sp, dot, "E", src)


FRENCH_UNITS: tuple[Unit, ...] = (
    _french("massena", 7),
    _french(
        "davout", 6, src="rulebook §9.4 example (Murat + Davout + Suchet + Bernadotte = 20); 6 reconstructed"
    ),
    _french("lannes", 6),
    _french("ney", 6),
    _french("soult", 6),
    _french("moreau", 6, dot=RED, src="rulebook example §13.0 turn 1 H4 (red-dot infantry); 6 reconstructed"),
    _french("augereau", 5),
    _french("bernadotte", 5, dot=WHITE, src="rulebook §11.7 (white dot), §9.4 example; 5 reconstructed"),
    _french("jourdan", 5),
    _french("hoche", 5),
    _french("macdonald", 5),
    _french("eugene", 5),
    _french("suchet", 4, src="rulebook §9.4 example; 4 reconstructed"),
    _french("berthier", 4, src="rulebook example §13.0 turn 1 E2 (Berthier 4 CF)"),
    _french("victor", 4),
    _french("marmont", 4),
    _french("pichegru", 4, dot=RED, src="reconstructed: red dot (he went over to the Royalists in 1797)"),
    _french("dupont", 4, dot=RED, src="reconstructed: red dot (Bailén 1808); scenario 3 E removes him"),
    _french("junot", 4, dot=RED, src="reconstructed: red dot (Portugal 1808)"),
    _french("lefebvre", 4),
    _french("mortier", 3),
    _french("oudinot", 3),
    _french("vandamme", 3),
    _french(
        "murat",
        5,
        CAV,
        WHITE,
        "rulebook §9.1.1 example (cavalry), §11.7 (white dot), §9.4 example; 5 reconstructed",
    ),
    _french("bessieres", 5, CAV, RED, "rulebook example §13.0 turn 1 H4 (red-dot cavalry); 5 reconstructed"),
    _french(
        "grouchy", 4, CAV, src="rulebook §9.1.1 example (cavalry, the weakest of three); 4 reconstructed"
    ),
    _french("kellermann", 4, CAV),
    _french("nansouty", 3, CAV),
)

# The French allies (3.3 H, 4.7, 6.3.3): in the cup only when a rule puts them there.
POLISH = "polish"
ALLY_UNITS: tuple[Unit, ...] = (
    Unit("poniatowski", POLISH, INF, 4, NO_DOT, "H", "rulebook §4.7 (Poniatowski corps); 4 reconstructed"),
    Unit(
        "naples",
        FRENCH_ALLY,
        CAV,
        4,
        NO_DOT,
        "H",
        "rulebook scenario 3 H (Murat's Kingdom of Naples); arm and 4 reconstructed",
    ),
    Unit("bavaria", FRENCH_ALLY, INF, 4, NO_DOT, "H", "rulebook §4.10.2, scenario 2 H; 4 reconstructed"),
)

_C = "reconstructed: a strength fitting the sums of the examples (DATA.md)"
COALITION_UNITS: tuple[Unit, ...] = (
    # T British (in the Coalition pool in all three scenarios): 20 = 35 - Prussia's 15 (13.0 turn 2 E2)
    Unit("wellington", BRITISH, INF, 6, NO_DOT, "T", _C),
    Unit("moore", BRITISH, INF, 5, NO_DOT, "T", _C),
    Unit("abercromby", BRITISH, INF, 5, NO_DOT, "T", _C),
    Unit(
        "uxbridge",
        BRITISH,
        CAV,
        4,
        NO_DOT,
        "T",
        _C + "; cavalry: the 13.0 turn 2 note gives the Coalition more cavalry",
    ),
    # P Prussian (Coalition pool in scenario 1, Neutral pool in 2 and 3): Blücher, Brunswick, Kleist (9.4), Yorck 3
    Unit(
        "blucher", PRUSSIAN, CAV, 5, NO_DOT, "P", "rulebook §9.4 example (Prussian); arm and 5 reconstructed"
    ),
    Unit("brunswick", PRUSSIAN, INF, 4, NO_DOT, "P", "rulebook §9.4 example (Prussian); 4 reconstructed"),
    Unit("kleist", PRUSSIAN, INF, 3, NO_DOT, "P", "rulebook §9.4 example (Prussian); 3 reconstructed"),
    Unit("yorck", PRUSSIAN, INF, 3, NO_DOT, "P", "rulebook example §13.0 turn 1 E2 (Yorck 3 CF)"),
    # R Austrian (Coalition pool in 1 and 2, Neutral in 3): 15 in all (13.0 turn 2 E2), the four of 9.4
    Unit(
        "charles",
        AUSTRIAN,
        INF,
        5,
        NO_DOT,
        "R",
        "rulebook §9.4 example; 5 reconstructed (the four sum to 15, 13.0 turn 2)",
    ),
    Unit("schwarzenberg", AUSTRIAN, INF, 4, NO_DOT, "R", "rulebook §9.4 example; 4 reconstructed"),
    Unit("radetzky", AUSTRIAN, INF, 3, NO_DOT, "R", "rulebook §9.4 example; 3 reconstructed"),
    Unit("bellegarde", AUSTRIAN, INF, 3, NO_DOT, "R", "rulebook §9.4 example; 3 reconstructed"),
    # Q Russian (Neutral pool in 1, Coalition pool in 2 and 3): Barclay + Kutuzov = 35 - 15 - 12 (9.4)
    Unit(
        "barclay",
        RUSSIAN,
        INF,
        4,
        NO_DOT,
        "Q",
        "rulebook §9.4 example; 4 reconstructed (Barclay + Kutuzov = 8)",
    ),
    Unit("kutuzov", RUSSIAN, CAV, 4, NO_DOT, "Q", "rulebook §9.1.2 example (cavalry), §9.4; 4 reconstructed"),
    Unit("platov", RUSSIAN, CAV, 3, NO_DOT, "Q", "rulebook §9.1.2 example (cavalry); 3 reconstructed"),
    Unit("bagration", RUSSIAN, INF, 5, NO_DOT, "Q", _C),
    Unit("bennigsen", RUSSIAN, INF, 4, NO_DOT, "Q", _C),
    Unit("wittgenstein", RUSSIAN, INF, 4, NO_DOT, "Q", _C),
    # S Spanish: 58 - 50 = 8 (13.0 turn 1 E and turn 2 E2); Blake and Palafox (6.3.3)
    Unit(
        "blake", SPANISH, INF, 5, NO_DOT, "S", "rulebook §6.3.3 (Blake); 5 reconstructed (the two sum to 8)"
    ),
    Unit("palafox", SPANISH, INF, 3, NO_DOT, "S", "rulebook §6.3.3 (Palafox); 3 reconstructed"),
    # Sweden: the Bernadotte corps (8.2), added when the Finland small war occurs (scenario 3 W: Coalition pool)
    Unit("sweden", SWEDISH, INF, 4, NO_DOT, "", "rulebook §8.2, §6.3; 4 reconstructed"),
)

# O: the Royalists (in France) and the two Émigré units (in Germany): 3 and 5 in all (13.0 turn 1)
ROYALIST_UNITS: tuple[Unit, ...] = (
    Unit("royalists", ROYALIST, INF, 3, NO_DOT, "O", "rulebook example §13.0 turn 1 E (Royalists 3 SP)"),
    Unit(
        "emigres_conde",
        ROYALIST,
        INF,
        3,
        NO_DOT,
        "O",
        "rulebook example §13.0 turn 1 E2 (the two Émigrés 5 CF); 3 reconstructed",
    ),
    Unit(
        "emigres_vendee", ROYALIST, INF, 2, NO_DOT, "O", "rulebook example §13.0 turn 1 E2; 2 reconstructed"
    ),
)

_M = "reconstructed: minors of 1 to 3 SP, so that a group of three makes 6 (13.0 turn 1 E1, turn 2 F)"
MINOR_UNITS: tuple[Unit, ...] = (
    Unit("guards1", MINOR, INF, 3, NO_DOT, "F", "rulebook example §13.0 turn 1 F (a minor Guard of 3 SP)"),
    Unit("guards2", MINOR, INF, 3, NO_DOT, "F", _M),
    Unit("grenadiers1", MINOR, INF, 2, NO_DOT, "F", _M),
    Unit("grenadiers2", MINOR, INF, 2, NO_DOT, "F", _M),
    Unit("grenadiers3", MINOR, INF, 2, NO_DOT, "F", _M),
    Unit("fusiliers1", MINOR, INF, 2, NO_DOT, "F", _M),
    Unit("fusiliers2", MINOR, INF, 2, NO_DOT, "F", _M),
    Unit("fusiliers3", MINOR, INF, 2, NO_DOT, "F", _M),
    Unit("musketeers1", MINOR, INF, 1, NO_DOT, "F", _M),
    Unit("musketeers2", MINOR, INF, 1, NO_DOT, "F", _M),
    Unit("jagers1", MINOR, INF, 1, NO_DOT, "F", _M),
    Unit("jagers2", MINOR, INF, 1, NO_DOT, "F", _M),
    Unit("hussars1", MINOR, CAV, 2, NO_DOT, "F", _M),
    Unit("hussars2", MINOR, CAV, 2, NO_DOT, "F", _M),
    Unit("uhlans", MINOR, CAV, 1, NO_DOT, "F", _M),
)

GUARD = Unit(
    "guard", FRENCH, INF, 7, NO_DOT, "E", "rulebook §9.3-9.4 example (31 with the Guard - 24 without)"
)
OTTOMAN = Unit("ottoman", "ottoman", INF, 0, NO_DOT, "", "rulebook §4.9 (an army in a brown box: -2)")

UNITS: dict[str, Unit] = {
    u.id: u for u in (*FRENCH_UNITS, *ALLY_UNITS, *COALITION_UNITS, *ROYALIST_UNITS, *MINOR_UNITS, GUARD)
}

# The French side in battle: French corps, the Poles, the French allies (and Spain's units while pro-French, 6.3.3)
FRENCH_SIDE = frozenset({FRENCH, POLISH, FRENCH_ALLY})
# each unit's SP counted for the side of its nationality alone (0 for the other side): what a reader of
# the map who does not follow Spain's or Bavaria's changes of side counts
NATION_FRENCH_SP: dict[str, int] = {uid: u.sp if u.nation in FRENCH_SIDE else 0 for uid, u in UNITS.items()}
NATION_OTHER_SP: dict[str, int] = {uid: 0 if u.nation in FRENCH_SIDE else u.sp for uid, u in UNITS.items()}
UNIT_SP: dict[str, int] = {uid: u.sp for uid, u in UNITS.items()}
# each unit's rank when the strongest come first (equals by name)
STRONGEST_FIRST: dict[str, int] = {
    uid: rank for rank, uid in enumerate(sorted(UNITS, key=lambda uid: (-UNITS[uid].sp, uid)))
}

NAPOLEONS: tuple[str, ...] = ("B", "N", "V")  # 2.6: Napo-B, Napo-N, Napo-V
# 9.10: fervour after a battle Napoleon took part in: (French win, Coalition win). rulebook §9.10.
NAPOLEON_FERVOUR: dict[str, tuple[int, int]] = {"B": (5, 0), "N": (3, -2), "V": (1, -5)}
PLAIN_FERVOUR = (1, -1)  # rulebook §9.10
# 11.4: fervour where Napoleon stands at the end of the turn. rulebook §11.4.
NAPOLEON_PRESENCE: dict[str, int] = {"B": 1, "N": 0, "V": -1}
