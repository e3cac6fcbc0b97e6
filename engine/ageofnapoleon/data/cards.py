"""The strategy cards known by name.

Public facts: 55 cards (rules §2.0), each with an event and a code for the phase in which that event may be
played (review of the first edition). Names from the aid: Forced March, Mud, Depot, Scorched Earth, Veteran
(the aid's 「ペテラン」 is a misprint of ベテラン). From the scenario book §17.2: English Gold, and two
Insurrection cards. From the designer's Q&A (errata §6.2): English Gold is a diplomatic card by which a
country becomes neutral. The rest of the manifest (§20.0) sits past what the stored copies show: left for the
next session (DATA.md).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.ageofnapoleon.data.sources import Source, aid, errata, ours, public

DECK_SIZE: Final = 55  # public rules §2.0 (fact)


class Phase(StrEnum):
    """The phase code a card carries: when its event may be played."""

    DIPLOMACY = "diplomacy"
    INSURRECTION = "insurrection"
    REINFORCEMENT = "reinforcement"
    MOVEMENT = "movement"  # campaign rounds, during movement
    BATTLE = "battle"
    ATTRITION = "attrition"


class Card(NamedTuple):
    id: str
    copies: int
    phase: Phase
    source: Source  # of the name
    phase_source: Source  # of the phase code


KNOWN: Final[dict[str, Card]] = {
    c.id: c
    for c in (
        Card("forced_march", 1, Phase.MOVEMENT, aid("移動"), aid("行軍損耗表")),
        Card("mud", 1, Phase.MOVEMENT, aid("移動"), aid("移動")),
        Card("depot", 1, Phase.ATTRITION, aid("行軍損耗表"), aid("行軍損耗表")),
        Card("scorched_earth", 1, Phase.ATTRITION, aid("行軍損耗表"), aid("行軍損耗表")),
        Card("veteran", 1, Phase.REINFORCEMENT, aid("行軍損耗表"), ours("veteran-phase")),
        Card("english_gold", 1, Phase.DIPLOMACY, public("17.2.2 (fact)"), errata("6.2")),
        Card("insurrection", 2, Phase.INSURRECTION, public("17.2.2 (fact)"), ours("insurrection-phase")),
    )
}
# Copies of each known card: one unless the scenario book shows two (Insurrection). The other cards' counts
# are reconstructed as one each until the manifest is read.
