"""The strategy phase: how many cards each player draws, and when the discards are shuffled back.

Aid 戦略チャート. Control comes from a country's status (``data.countries``); a reformed Prussia uses the
"Ref." line. Minor countries give one card for every full three (A-9: rounded down).
"""

from __future__ import annotations

from collections.abc import Mapping, Set

from engine.ageofnapoleon.data.charts import MINORS_PER_CARD, RESHUFFLE_BELOW, STRATEGY
from engine.ageofnapoleon.data.countries import (
    COALITION,
    COUNTRIES,
    FRENCH,
    INSURRECTION,
    REFORMED_ROW,
    STATUS_SIDE,
    Side,
    Status,
)


def cards_drawn(side: Side, statuses: Mapping[str, Status], reformed: Set[str] = frozenset()) -> int:
    """Cards ``side`` draws this strategy phase (aid 戦略チャート, with its "*" note)."""
    total, minors = 0, 0
    for country_id, status in statuses.items():
        country = COUNTRIES.get(country_id)
        if country is None or STATUS_SIDE[status] is not side:  # side_of, looked up in place
            continue  # detachable areas are counted with their country, not apart
        in_revolt = status is INSURRECTION
        if not country.major:
            # the "*" note: the Coalition draws nothing from a minor country in insurrection
            if not (in_revolt and side is COALITION):
                minors += 1
            continue
        row = REFORMED_ROW[country_id][0] if country_id in reformed else country.row
        draw = STRATEGY[row]
        cards = draw.french if side is FRENCH else draw.coalition
        if cards is None:
            continue
        if in_revolt and side is COALITION and draw.revolt_cut:
            cards -= 1  # one card fewer from a major power in insurrection
        total += cards
    return total + minors // MINORS_PER_CARD


def must_reshuffle(deck_size: int, major_surrendered_last_turn: bool) -> bool:
    """Aid 戦略チャート: shuffle every discard back when a major power surrendered in the previous game turn
    or the deck holds fewer than 20 cards."""
    return major_surrendered_last_turn or deck_size < RESHUFFLE_BELOW
