"""The tables of the Player Aid Cards and the map (M-10…M-13, M-8): the French Invasion Table, the
Napoleon Table, the Light Infantry Table, the Combat Results Table and the Random Events Table."""

from __future__ import annotations

from typing import NamedTuple

from engine.nwsolitaire.data.map import AUSTRIA, FRANCE, GERMANY, ITALY, SPAIN

# 7.4: 1d6 + turn (rows 2-22) -> the countries, in placing order, and how many units each.
# rulebook example §13.0 turns 1 and 2: row 4; rulebook §7.4 example: row 8. Every other row reconstructed:
# about six units, Italy and Spain early, Germany and Austria from 1799, Spain from 1808, Germany at the end.
INVASION_SRC = {4: "rulebook example §13.0 turns 1-2", 8: "rulebook §7.4 example"}
INVASION_TABLE: dict[int, tuple[tuple[str, int], ...]] = {
    2: ((ITALY, 2), (SPAIN, 2), (GERMANY, 1)),
    3: ((ITALY, 2), (GERMANY, 2), (SPAIN, 1)),
    4: ((ITALY, 3), (SPAIN, 2), (GERMANY, 1)),
    5: ((ITALY, 3), (GERMANY, 2), (AUSTRIA, 1)),
    6: ((GERMANY, 2), (ITALY, 2), (AUSTRIA, 2)),
    7: ((GERMANY, 3), (AUSTRIA, 2), (ITALY, 1)),
    8: ((GERMANY, 3), (ITALY, 2), (AUSTRIA, 1)),
    9: ((AUSTRIA, 3), (GERMANY, 2), (ITALY, 1)),
    10: ((GERMANY, 3), (AUSTRIA, 2), (SPAIN, 1)),
    11: ((SPAIN, 3), (GERMANY, 2), (AUSTRIA, 1)),
    12: ((SPAIN, 3), (AUSTRIA, 2), (ITALY, 1)),
    13: ((GERMANY, 3), (SPAIN, 2), (AUSTRIA, 2)),
    14: ((SPAIN, 3), (GERMANY, 2), (ITALY, 2)),
    15: ((GERMANY, 3), (SPAIN, 3), (AUSTRIA, 1)),
    16: ((GERMANY, 4), (SPAIN, 2), (AUSTRIA, 1)),
    17: ((GERMANY, 3), (AUSTRIA, 2), (SPAIN, 2)),
    18: ((GERMANY, 3), (ITALY, 2), (SPAIN, 2)),
    19: ((GERMANY, 3), (AUSTRIA, 2), (ITALY, 2)),
    20: ((GERMANY, 4), (AUSTRIA, 2), (SPAIN, 1)),
    21: ((GERMANY, 4), (ITALY, 2), (SPAIN, 1)),
    22: ((GERMANY, 4), (AUSTRIA, 2), (ITALY, 1)),
}


class NapoleonResult(NamedTuple):
    """8.5: a country and the units Napoleon brings ("Austria (N+4)"), or a strategic surprise (8.5.1)."""

    country: str  # "" for a strategic surprise
    units: int


SURPRISE = NapoleonResult("", 0)
# 8.5: 1d6 + turn, rows 3-22 (Napoleon does not appear on turn 1). rulebook example §13.0 turn 2: row 6 is a
# strategic surprise; rulebook §8.5: the "Austria (N+4)" format. Every other row reconstructed along
# Napoleon's campaigns (Italy 1796-97, Germany and Austria 1800-09, Spain 1808, Germany 1813, France 1814),
# a surprise every four or five rows.
NAPOLEON_SRC = {6: "rulebook example §13.0 turn 2"}
NAPOLEON_TABLE: dict[int, NapoleonResult] = {
    3: NapoleonResult(ITALY, 2),
    4: NapoleonResult(ITALY, 3),
    5: NapoleonResult(GERMANY, 3),
    6: SURPRISE,
    7: NapoleonResult(ITALY, 4),
    8: NapoleonResult(AUSTRIA, 4),
    9: NapoleonResult(GERMANY, 4),
    10: SURPRISE,
    11: NapoleonResult(AUSTRIA, 4),
    12: NapoleonResult(GERMANY, 5),
    13: NapoleonResult(SPAIN, 4),
    14: NapoleonResult(AUSTRIA, 5),
    15: SURPRISE,
    16: NapoleonResult(GERMANY, 5),
    17: NapoleonResult(GERMANY, 6),
    18: SURPRISE,
    19: NapoleonResult(GERMANY, 5),
    20: NapoleonResult(FRANCE, 4),
    21: SURPRISE,
    22: NapoleonResult(GERMANY, 4),
}

# 9.2: the light-infantry results and the battle dice of each box of the LI track.
# rulebook example §13.0 (FD: 1 die), §9.2 example (FA: 2 dice), §9.2.1 (X -> NA: 3 dice).
NA, FA, FD = "NA", "FA", "FD"
LI_DICE: dict[str, int] = {NA: 3, FA: 2, FD: 1}


class LiColumn(NamedTuple):
    """A band of fervour columns: a modified roll <= fd is FD, <= fa is FA, higher is NA."""

    low: int  # lowest fervour of the band
    fd: int
    fa: int
    src: str


# Reconstructed bands, fixed by the examples: fervour 16 roll 4 -> FD and fervour 14 roll 3 -> FD (13.0
# turn 1), fervour 11 roll 3 -> FD (13.0 turn 2), fervour 5 modified roll 3 (die 5, satellite -2) -> FA
# (9.2 example, A-15: the modified roll); the 13.0 turn 2 note reckons France at fervour 14 with one die
# whatever the roll, so 14 and up is FD throughout.
LI_TABLE: tuple[LiColumn, ...] = (
    LiColumn(14, 6, 6, "rulebook example §13.0 turn 1 (16: 4 -> FD; 14: 3 -> FD) and turn 2 note"),
    LiColumn(11, 4, 6, "rulebook example §13.0 turn 2 (11: 3 -> FD); rest reconstructed"),
    LiColumn(8, 3, 5, "reconstructed: between the known columns"),
    LiColumn(5, 2, 4, "rulebook §9.2 example (5: modified 3 -> FA); rest reconstructed"),
    LiColumn(2, 1, 3, "reconstructed: French light infantry needs support"),
    LiColumn(0, 0, 2, "reconstructed: no French dominance without fervour"),
)


def light_infantry(fervour: int, roll: int) -> str:
    """9.2: the result in the column of ``fervour`` for a modified roll (already held within 1-6)."""
    for column in LI_TABLE:
        if fervour >= column.low:
            return FD if roll <= column.fd else FA if roll <= column.fa else NA
    raise ValueError(f"fervour {fervour} below the table")


# 9.6: the Combat Results Table (value = Coalition SP - French SP + dice).
FRENCH_PURSUIT = "french_pursuit"
FRENCH_MAJOR = "french_major"
FRENCH_VICTORY = "french_victory"
FRENCH_NARROW = "french_narrow"
CAVALRY_CHARGE = "cavalry_charge"
COALITION_NARROW = "coalition_narrow"
COALITION_VICTORY = "coalition_victory"
COALITION_MAJOR = "coalition_major"
COALITION_PURSUIT = "coalition_pursuit"


class CrtBand(NamedTuple):
    high: int  # the highest value of the band (the bands run upwards)
    result: str
    src: str


CRT: tuple[CrtBand, ...] = (
    CrtBand(-1, FRENCH_PURSUIT, "rulebook example §13.0 turn 2 (-1: French pursuit); lower bound open"),
    CrtBand(2, FRENCH_MAJOR, "reconstructed: between -1 and 7, the French results of 9.7.3 in their order"),
    CrtBand(6, FRENCH_VICTORY, "reconstructed: between -1 and 7"),
    CrtBand(9, FRENCH_NARROW, "rulebook §9.6 example (7-9 French narrow win)"),
    CrtBand(12, CAVALRY_CHARGE, "rulebook example §13.0 turn 1 (12) and turn 2 note (10-12)"),
    CrtBand(13, COALITION_NARROW, "rulebook example §13.0 turn 1 (13) and turn 2 note (13)"),
    CrtBand(16, COALITION_VICTORY, "reconstructed: 14-16"),
    CrtBand(21, COALITION_MAJOR, "rulebook example §13.0 turn 1 (20: every French unit destroyed, A-13)"),
    CrtBand(10_000, COALITION_PURSUIT, "rulebook example §13.0 turn 2 (22 or more)"),
)


def combat_result(value: int) -> str:
    """9.6: the CRT result for a final value."""
    for band in CRT:
        if value <= band.high:
            return band.result
    raise ValueError(f"value {value} above the table")


COALITION_WINS = frozenset({COALITION_NARROW, COALITION_VICTORY, COALITION_MAJOR, COALITION_PURSUIT})
PURSUIT_WHITE = (1, 2)  # rulebook §9.7.3, §9.11: the white die 1-2


class EventRow(NamedTuple):
    events: tuple[str, ...]  # the event codes, resolved in this order (12.1)
    src: str


_E = "reconstructed: "
# The Random Events Table (12.0-12.1, M-8): 1d6 before Napo-N appears, 2d6 with him, 3d6 with Napo-V.
# Only 1d6 rows 4 and 6 are printed (rulebook example §13.0 turns 1 and 2); every other row is ours,
# built from the events the rulebook names with their era: the Revolution's (Terror, Guillotine,
# Vendée, Émigrés) on one die, the Empire's (marriage, Josephine's tour, the Continental System,
# emancipation 1806, the Pope's quarrel) on two, the decline's (the Hundred Days) on three. A row keeps
# the printed rows' shape: two to four events, the frequent ones (SN, NB, CI) on the middle rows.
RANDOM_EVENTS: dict[int, dict[int, EventRow]] = {
    1: {
        1: EventRow(("CRA", "IRF"), _E + "the Vendée rising of 1793 and the Republic's war on the Church"),
        2: EventRow(("EM", "SN", "BP"), _E + "the Émigrés of Coblenz, with the printed rows' SN and BP"),
        3: EventRow(("IRF", "CI", "NB"), _E + "a religion row among the printed rows' CI and NB"),
        4: EventRow(("BP", "TG", "SN", "YF"), "rulebook example §13.0 turn 1"),
        5: EventRow(("CON", "JOT", "RT"), _E + "the Concordat of 1801, Josephine's travels, the Terror"),
        6: EventRow(("RT", "CI", "SN", "NB"), "rulebook example §13.0 turn 2"),
    },
    2: {
        2: EventRow(("EOTJ", "CI"), _E + "the emancipation of 1806, rare"),
        3: EventRow(("DO", "CRA"), _E + "a marriage left standing, a Royalist plot"),
        4: EventRow(("BP", "SN", "YF"), _E + "the printed 1d6 row 4 without the Guillotine"),
        5: EventRow(("JOT", "NB"), _E + "Josephine's tour, a sea fight"),
        6: EventRow(("CS", "IRF"), _E + "the Berlin Decree (1806)"),
        7: EventRow(("DIV", "SN"), _E + "the divorce of 1809 on the commonest roll"),
        8: EventRow(("IRF", "CI", "NB"), _E + "as 1d6 row 3"),
        9: EventRow(("SCR", "SN"), _E + "a treaty broken (the Peace of Basel, Tilsit)"),
        10: EventRow(("EXC", "JOT"), _E + "the Pope's excommunication of Napoleon (1809)"),
        11: EventRow(("DO", "EM"), _E + "a marriage left standing, the Émigrés"),
        12: EventRow(("CS", "DIV"), _E + "the Continental System and a second marriage, rare"),
    },
    3: {
        3: EventRow(("HUN",), _E + "the Hundred Days, rare"),
        4: EventRow(("EOTJ", "HUN"), _E + "the Hundred Days, rare"),
        5: EventRow(("CRA", "EM"), _E + "the Royalists of 1814"),
        6: EventRow(("EM", "SN"), _E + "the Émigrés return with the Allies"),
        7: EventRow(("IRF", "BP"), _E + "the printed rows' events"),
        8: EventRow(("SN", "NB"), _E + "the printed rows' events"),
        9: EventRow(("JOT", "CI"), _E + "the printed rows' events"),
        10: EventRow(("IRF", "SN", "DO"), _E + "the printed rows' events, the marriage"),
        11: EventRow(("SCR", "YF"), _E + "the Peninsula; a treaty broken"),
        12: EventRow(("CRA", "NB"), _E + "the Royalists of 1814"),
        13: EventRow(("SN", "CI"), _E + "the printed rows' events"),
        14: EventRow(("DO", "IRF"), _E + "the marriage left standing"),
        15: EventRow(("EXC", "SCR"), _E + "the Pope's quarrel, a treaty broken"),
        16: EventRow(("HUN", "CRA"), _E + "the Hundred Days, rare"),
        17: EventRow(("RT", "HUN"), _E + "the White Terror of 1815 and the Hundred Days"),
        18: EventRow(("HUN", "EM"), _E + "the Hundred Days, rare"),
    },
}

# 【DIV】 the bride's country (4.13 names Austria, Prussia, Russia and Spain). reconstructed: 1d6, after
# Marie-Louise of Austria (1810) and the Russian grand duchesses asked for in 1808 and 1810.
BRIDES: dict[int, str] = {1: "austria", 2: "austria", 3: "russia", 4: "russia", 5: "prussia", 6: "spain"}
MARRIAGES_MAX = 2  # reconstructed: six No War!! chits, two at the start and two a marriage (4.13)

# 【IRF】 the religion policy's effect on fervour (2.7). reconstructed: the anti-clerical policies lift
# France and anger the Catholic south; the Concordat calms it; the Catholic policy cools the Revolution;
# the Pope's jailer (Usurper!) enrages Italy and Spain.
RELIGION_EFFECTS: dict[str, tuple[tuple[str, int], ...]] = {
    "atheism": (("france", 1), ("italy", -1), ("spain", -1)),
    "deism": (("france", 1), ("spain", -1)),
    "concordat": (("italy", 1), ("spain", 1)),
    "catholic": (("france", -1),),
    "usurper": (("italy", -2), ("spain", -2)),
}
EMANCIPATION_FERVOUR = (("germany", 1), ("austria", 1))  # 【EOTJ】 reconstructed: 2.8 "favourable results"
HUNDRED_DAYS = 2  # rulebook §12.4: +2 to the abdication level, +1 in the Veteran game
HUNDRED_DAYS_VETERAN = 1
MARRIAGE_LEFT = -1  # 【DO】 reconstructed: a bride's country kept neutral steadies the throne, abdication -1

# 【NB】 naval battle (M-9): while Nelson lives, 3d6 + Naval Budget £ >= 10 wins (rulebook example §13.0
# turn 2). reconstructed: without Nelson 12.
NAVAL_TARGET_NELSON = 10
NAVAL_TARGET = 12
