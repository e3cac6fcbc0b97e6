"""The campaign phase's rounds and what a move or an interception costs.

Facts: the campaign phase is played in rounds, some of them winter rounds (aid 移動, 行軍損耗表); the 1805
scenario starts in round 3, at the opening of the Ulm and Austerlitz campaign, and the 1809 one in round 1
(scenario book §17.1, §17.2); a card not played for its event moves one stack (review, 2003); at a scenario's
start each player has one move or interception without discarding a card (§17.0).
Reconstructed (DATA.md §15): five rounds a year, the fifth a winter round, so that round 3 opens the Ulm
campaign and Austerlitz falls in round 4; any card in hand may be discarded to move or intercept with one army.
"""

from __future__ import annotations

from typing import Final

from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.deck import discard
from engine.ageofnapoleon.state import AonState, free_move, take

ROUNDS: Final = 5
WINTER_ROUNDS: Final = frozenset({5})


def is_winter(round_number: int) -> bool:
    return round_number in WINTER_ROUNDS


def activation_refusal(state: AonState, side: Side, card: str | None) -> str | None:
    """Why ``side`` may not activate an army this way (``card`` None: the free opening move), or None."""
    if card is None:
        return None if free_move(side) in state.lasting else "free"
    return None if card in state.deck.hands[side] else "hand"


def activate(state: AonState, side: Side, card: str | None) -> None:
    """Pay for one move or interception: the card goes to the discards, or the free move is used."""
    if card is None:
        take(state.lasting, free_move(side))
    else:
        discard(state.deck, side, card)


def next_round(round_number: int) -> int | None:
    """The round after this one, or None when the campaign phase is over."""
    return round_number + 1 if round_number < ROUNDS else None
