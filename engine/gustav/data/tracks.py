"""The voltage card, the morale tracks and the round track.

Seed (基本ルール, ゲーム準備, ゲーム進行): voltage is a shared value that only ever moves clockwise,
one space after each player's turn; each space shows a number (attacks compare their success values
with it) and a letter, A or B (ties for the first turn go to that player); a marker starts on the
space marked START. Morale runs from 0 to 7 on a track per player, starting on its START space.
The game lasts nine rounds. The ring's length, its numbers and letters and the morale START are ours.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from engine.gustav.data.sources import Source, ours, seed


class Space(NamedTuple):
    number: int  # compared with the attack success values
    letter: str  # "A" or "B": who goes first on a tie (R-3-3)


# Twelve spaces like a clock face, START at the top (index 0), read clockwise. The numbers swell to
# the climax of the battle and ebb again; the letters at the even spaces, where the marker stands at
# the end of every round (two moves per round), alternate A, B, A, B... so that ties favour neither.
RING: Final[tuple[Space, ...]] = (
    Space(1, "B"),
    Space(2, "A"),
    Space(3, "A"),
    Space(4, "B"),
    Space(5, "B"),
    Space(6, "A"),
    Space(6, "A"),
    Space(5, "B"),
    Space(4, "B"),
    Space(3, "A"),
    Space(2, "A"),
    Space(1, "B"),
)
VOLTAGE_START: Final = 0
LETTERS: Final = {"A": "imperial", "B": "swedish"}  # Player A is the Imperial army (ゲーム準備)

MORALE_MAX: Final = 7
MORALE_MIN: Final = 0
MORALE_START: Final = 5
ROUNDS: Final = 9
HAND: Final = 2  # ゲーム進行 1: draw up to two cards
CULL: Final = 2  # ゲーム準備: two of the eight cards set aside face down

SOURCES: Final[dict[str, Source]] = {
    "ring": ours("ring"),
    "letters": ours("letters"),
    "voltage-start": ours("voltage-start"),
    "morale-range": seed("morale-range"),
    "morale-start": ours("morale-start"),
    "rounds": seed("rounds"),
    "hand": seed("hand"),
    "cull": seed("cull"),
}


def space(position: int, plus: int = 0) -> Space:
    """The space ``plus`` steps clockwise from ``position`` (B-CARD-3: a virtual move only)."""
    return RING[(position + plus) % len(RING)]
