"""Patrol's components: the three posts, the cup of French chits and the turn track.

Every value is our own (the template is not a published game); ``PROVENANCE_KEYS`` names each one
for ``Patrol.provenance``.
"""

from __future__ import annotations

from typing import NamedTuple

SEAT = "allies"
POSTS = ("ford", "bridge", "village")  # along the river, each beside the next
MAX_PICKETS = 3  # a post holds at most three pickets
START_PICKETS = 1  # each post starts with one picket
ORDERS_PER_TURN = 2
TURNS = 6
DRAWS = (1, 1, 2, 2, 2, 2)  # French chits drawn at the end of each turn
HOLD_MARGIN = 4  # pickets hold when pickets + die >= raid strength + 4
LOST_POSTS = 2  # the game is lost when this many posts have fallen


class Chit(NamedTuple):
    """A French chit: a raid on a post (``post`` empty: the Emperor's column, sent by a die roll),
    or a quiet night (strength 0)."""

    id: str
    post: str
    strength: int


CHITS: dict[str, Chit] = {
    c.id: c
    for c in (
        Chit("ford1", "ford", 1),
        Chit("ford2", "ford", 2),
        Chit("bridge1", "bridge", 1),
        Chit("bridge2", "bridge", 2),
        Chit("bridge3", "bridge", 3),
        Chit("village1", "village", 1),
        Chit("village2", "village", 2),
        Chit("emperor", "", 3),
        Chit("quiet1", "", 0),
        Chit("quiet2", "", 0),
        Chit("quiet3", "", 0),
    )
}
HARD_CHITS: dict[str, Chit] = {c.id: c for c in (Chit("ford3", "ford", 3), Chit("village3", "village", 3))}
ALL_CHITS = CHITS | HARD_CHITS


def cup_for(difficulty: str) -> list[str]:
    """The chits put in the cup at set-up: the hard game adds two strong raids."""
    return [*CHITS, *HARD_CHITS] if difficulty == "hard" else list(CHITS)


def emperor_target(die: int) -> str:
    """Where the Emperor's column strikes: 1-2 the ford, 3-4 the bridge, 5-6 the village."""
    return POSTS[(die - 1) // 2]


def adjacent(a: str, b: str) -> bool:
    return abs(POSTS.index(a) - POSTS.index(b)) == 1


# Catalog stems of the provenance list: ``patrol-prov-{stem}``, ``-value`` and ``-source``.
PROVENANCE_KEYS = ("turns", "orders", "draws", "hold", "cup", "hard")
