"""Sealed's components: the orders, what beats what, reserves and scoring.

Every value is our own (the template is not a published game); ``PROVENANCE_KEYS`` names each one
for ``Sealed.provenance``.
"""

from __future__ import annotations

SEATS = ("red", "blue")
ORDERS = ("attack", "hold", "flank")
BEATS = {"attack": "flank", "flank": "hold", "hold": "attack"}  # each order beats the next one round
START_RESERVES = 3
MAX_RESERVES = 3
MAX_COMMIT = 2  # reserves committed to one order at most
BEATING_BONUS = 2  # strength for the order that beats the other
POINTS = {"attack": 2, "hold": 1, "flank": 1}  # a round won with this order scores
ROUNDS = ("5", "7")  # the option's choices; the first is the default

# Catalog stems of the provenance list: ``sealed-prov-{stem}``, ``-value`` and ``-source``.
PROVENANCE_KEYS = ("rounds", "reserves", "strength", "points", "effects")


def strength(order: str, committed: int, against: str) -> int:
    """An order's strength in the round: the reserves committed, plus 2 if it beats the other order."""
    return committed + (BEATING_BONUS if BEATS[order] == against else 0)
