"""The game turn (one year) and its eight phases, in the aid's order (ゲームの流れ); public rules §5.0 name
the same sequence. The campaign phase is played in campaign rounds (public rules §11.0; the 1805 scenario
starts in round 3, the 1809 one in round 1: scenario book §17.1, §17.2)."""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class YearPhase(StrEnum):
    DIPLOMACY = "diplomacy"  # play cards that change a country's side
    INSURRECTION = "insurrection"  # resolve insurrections and see whether others break out
    STRATEGY = "strategy"  # reshuffle if needed, draw by the strategy chart
    REINFORCEMENT = "reinforcement"  # place corps, recover reduced ones (9.6), return prisoners (9.7)
    CAMPAIGN = "campaign"  # move and fight, round by round
    SURRENDER = "surrender"  # countries conquered in the field surrender
    WINTER = "winter"  # winter attrition
    VICTORY = "victory"  # check whether a player has won


YEAR: Final = tuple(YearPhase)
FIRST_YEAR: Final = 1805
LAST_YEAR: Final = 1815  # scenario book §17.0: every scenario ends in 1815 at the latest


def next_phase(year: int, phase: YearPhase) -> tuple[int, YearPhase] | None:
    """The phase after this one: the next in the year, or the next year's diplomacy phase; None after the
    victory check of the last year (aid ゲームの流れ)."""
    index = YEAR.index(phase)
    if index + 1 < len(YEAR):
        return year, YEAR[index + 1]
    return (year + 1, YEAR[0]) if year < LAST_YEAR else None
