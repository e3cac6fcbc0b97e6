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
    column = next(c for c in LI_TABLE if fervour >= c.low)
    return FD if roll <= column.fd else FA if roll <= column.fa else NA


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
    return next(b.result for b in CRT if value <= b.high)


COALITION_WINS = frozenset({COALITION_NARROW, COALITION_VICTORY, COALITION_MAJOR, COALITION_PURSUIT})
PURSUIT_WHITE = (1, 2)  # rulebook §9.7.3, §9.11: the white die 1-2

# 12.0: the Random Events Table, by the sum of 1d6 (Napoleon not yet emperor), 2d6 (Napo-N has appeared)
# or 3d6 (Napo-V has appeared): the events of each row in table order. Known rows only: rulebook example
# §13.0 turn 1 (1d6 = 4) and turn 2 (1d6 = 6). The other rows are not reconstructed yet (DATA.md).
RANDOM_EVENTS_1D6: dict[int, tuple[str, ...]] = {
    4: ("BP", "TG", "SN", "YF"),
    6: ("RT", "CI", "SN", "NB"),
}

# 【NB】 naval battle (M-9): while Nelson lives, 3d6 + Naval Budget £ >= 10 wins (rulebook example §13.0
# turn 2). reconstructed: without Nelson 12.
NAVAL_TARGET_NELSON = 10
NAVAL_TARGET = 12
