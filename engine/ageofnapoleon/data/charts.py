"""The player aid's charts, every number as printed (seed 002: the Japanese player aid).

The aid's PDF text printed each table before its heading; the column headers pair them (CRT: combat-rating
totals <6…>35 with a TBM row; march attrition: army size 1-8; winter attrition: army size 3-10). The rows
are the die, 1 to 6; a high die is good for the side rolling it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.ageofnapoleon.data.sources import Source, aid


class Row(StrEnum):
    """A line of the strategy or reinforcement chart: a power, a reformed power, or the minor countries."""

    FRANCE = "france"
    BRITAIN = "britain"
    AUSTRIA = "austria"
    REFORMED_AUSTRIA = "reformed_austria"
    RUSSIA = "russia"
    PRUSSIA = "prussia"
    REFORMED_PRUSSIA = "reformed_prussia"
    SPAIN = "spain"
    MINORS = "minors"


# --- 戦略チャート: cards drawn in the strategy phase ---------------------------------------------------


class Draw(NamedTuple):
    french: int | None  # cards the French player draws while the French side controls it; None: "-"
    coalition: int | None  # cards the Coalition player draws while it controls it; None: "-"
    revolt_cut: bool  # the chart's "*": in insurrection, the Coalition draws one card fewer (minors: none)
    source: Source


STRATEGY: Final[dict[Row, Draw]] = {
    Row.FRANCE: Draw(5, None, False, aid("strategy-chart")),
    Row.BRITAIN: Draw(None, 4, False, aid("strategy-chart")),
    Row.AUSTRIA: Draw(2, 3, True, aid("strategy-chart")),
    Row.RUSSIA: Draw(2, 3, True, aid("strategy-chart")),
    Row.REFORMED_PRUSSIA: Draw(2, 3, True, aid("strategy-chart")),
    Row.PRUSSIA: Draw(1, 2, True, aid("strategy-chart")),
    Row.SPAIN: Draw(2, 2, True, aid("strategy-chart")),
}
# Minor countries: one card for every three controlled, for either player (3 つ毎に 1 枚).
MINORS_PER_CARD: Final = 3
MINORS_PER_CARD_SOURCE: Final = aid("strategy-chart")

# Reshuffle: all the discards go back into the deck before drawing when a major power surrendered in the
# previous game turn or the deck holds fewer than this many cards.
RESHUFFLE_BELOW: Final = 20
RESHUFFLE_SOURCE: Final = aid("strategy-chart")


# --- 増援チャート: mobilization and appearance limits ------------------------------------------------------


class Limits(NamedTuple):
    mobilization: int  # 動員制限
    appearance: int  # 登場制限
    mobilization_cut: bool  # the chart's "*" on the mobilization limit: 1 while the French side controls it
    appearance_cut: bool  # the chart's "*" on the appearance limit
    source: Source


REINFORCEMENT: Final[dict[Row, Limits]] = {
    Row.AUSTRIA: Limits(6, 3, True, True, aid("reinforcement-chart")),
    Row.REFORMED_AUSTRIA: Limits(8, 4, True, True, aid("reinforcement-chart")),
    Row.BRITAIN: Limits(2, 1, False, False, aid("reinforcement-chart")),
    Row.FRANCE: Limits(10, 5, False, False, aid("reinforcement-chart")),
    Row.PRUSSIA: Limits(4, 2, True, True, aid("reinforcement-chart")),
    Row.REFORMED_PRUSSIA: Limits(6, 3, True, True, aid("reinforcement-chart")),
    Row.RUSSIA: Limits(8, 4, True, True, aid("reinforcement-chart")),
    Row.SPAIN: Limits(
        4, 2, False, True, aid("reinforcement-chart")
    ),  # the "*" stands on the appearance limit only
}
# The "*" rows under the French side: the limit becomes 1.
FRENCH_CONTROLLED_LIMIT: Final = 1
# Coalition minor countries: 2 and 1 (a total for the Coalition's minors, as the chart prints one line).
COALITION_MINORS: Final = Limits(2, 1, False, False, aid("reinforcement-chart"))
# French minor countries: one corps for every 2 controlled (mobilization), one for every 3 (appearance).
FRENCH_MINORS_PER_MOBILIZATION: Final = 2
FRENCH_MINORS_PER_APPEARANCE: Final = 3
FRENCH_MINORS_SOURCE: Final = aid("reinforcement-chart")


# --- 移動: movement allowance modifiers ------------------------------------------------------------------

MOVE_TO_ATTACK: Final = -1  # movement with the aim of fighting
WINTER_ROUND: Final = -1
FORCED_MARCH: Final = +1  # card "Forced March"
MUD: Final = -1  # card "Mud"
MOVEMENT_SOURCE: Final = aid("movement")


# --- 戦闘結果表: combat results table ----------------------------------------------------------------------

# Upper bounds of the columns <6, 6-10, 11-15, 16-20, 21-25, 26-30, 31-35; anything above is ">35".
CRT_BOUNDS: Final = (5, 10, 15, 20, 25, 30, 35)
CRT_LABELS: Final = ("<6", "6-10", "11-15", "16-20", "21-25", "26-30", "31-35", ">35")
CRT: Final[tuple[tuple[int, ...], ...]] = (  # CRT[die - 1][column]: losses inflicted on the enemy
    (0, 0, 0, 0, 1, 1, 1, 1),
    (0, 0, 0, 1, 1, 1, 1, 2),
    (0, 0, 1, 1, 1, 1, 2, 2),
    (0, 0, 1, 1, 1, 2, 2, 2),
    (0, 1, 1, 1, 2, 2, 2, 3),
    (1, 1, 1, 2, 2, 2, 3, 3),
)
TBM: Final = (0, 1, 2, 3, 4, 5, 6, 7)  # tie-breaker modifier, the CRT's bottom row
CRT_SOURCE: Final = aid("crt")

HOME_AREA: Final = +1  # battle in a home area (本拠地エリア)
AFTER_SEA_MOVE: Final = -2  # battle straight after sea movement
OUTRIGHT_LOSER_EXTRA: Final = 1  # the side that lost without the tie-breaker takes one loss more
BATTLE_SOURCE: Final = aid("crt")


# --- 行軍損耗表 and 冬季損耗表: attrition -----------------------------------------------------------------

MARCH_SIZES: Final = (1, 2, 3, 4, 5, 6, 7, 8)  # army size columns
WINTER_SIZES: Final = (3, 4, 5, 6, 7, 8, 9, 10)
ATTRITION: Final[tuple[tuple[int, ...], ...]] = (  # [die - 1][column]: corps lost; both tables print these
    (1, 1, 1, 2, 2, 2, 3, 3),
    (0, 1, 1, 1, 2, 2, 2, 3),
    (0, 0, 1, 1, 1, 2, 2, 2),
    (0, 0, 1, 1, 1, 1, 2, 2),
    (0, 0, 0, 1, 1, 1, 1, 2),
    (0, 0, 0, 0, 1, 1, 1, 1),
)
MARCH_SOURCE: Final = aid("march-attrition")
WINTER_SOURCE: Final = aid("winter-attrition")
WINTER_MIN_SIZE: Final = 3  # armies of three corps or more check winter attrition
MARCH_FAR: Final = 4  # areas moved that call for a check
MARCH_FAR_THEN_FIGHT: Final = 3  # areas moved before a battle that call for a check


class AttritionModifier(StrEnum):
    """The modifiers the aid lists under 修正 (march attrition), added to the lowest die."""

    DEPOT = "depot"  # card "Depot" played
    FRIENDLY = "friendly"  # in an area of the own side
    CAPITAL = "capital"
    NEUTRAL = "neutral"  # in an area of a neutral country
    SCORCHED_EARTH = "scorched_earth"  # the enemy played "Scorched Earth"
    REVOLT = "revolt"  # French-side corps in an area of a neutral country in insurrection
    BARREN = "barren"


# plain names for a hot path (engine/README.md, "Enum members on a hot path")
FRIENDLY, CAPITAL, NEUTRAL = AttritionModifier.FRIENDLY, AttritionModifier.CAPITAL, AttritionModifier.NEUTRAL
REVOLT, BARREN = AttritionModifier.REVOLT, AttritionModifier.BARREN

ATTRITION_MODIFIERS: Final[dict[AttritionModifier, int]] = {
    AttritionModifier.DEPOT: +2,
    AttritionModifier.FRIENDLY: +2,
    AttritionModifier.CAPITAL: +1,
    AttritionModifier.NEUTRAL: +1,
    AttritionModifier.SCORCHED_EARTH: -2,
    AttritionModifier.REVOLT: -2,
    AttritionModifier.BARREN: -2,
}
ATTRITION_MODIFIERS_SOURCE: Final = aid("march-attrition")


# --- 9.6, 9.7: other actions of the reinforcement phase ------------------------------------------------------

RECOVERY_SOURCE: Final = aid("9.6")  # each discarded unplayed card restores every reduced corps of one army
PRISONERS_SOURCE: Final = aid("9.7")  # at the phase's end the prisoners go back to their owner
WINNER_CARD_SOURCE: Final = aid("crt")  # the winner may discard one card to restore one corps
