"""Battle cards: played in a battle, the attacker first, never two of a kind (aid 戦闘結果表, BT-6). What each
does is the card's event (``data.cards``, reconstructed); the conditions below are ours too: Strong Position
is the defender's, Flank March the attacker's, the Imperial Guard fights only beside Napoléon."""

from __future__ import annotations

from collections.abc import Sequence

from engine.ageofnapoleon.battle import Role, check_battle_cards
from engine.ageofnapoleon.data.cards import BATTLE, CARDS, Event
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.state import AonState

ATTACKER_ONLY = frozenset({"flank_march"})
DEFENDER_ONLY = frozenset({"strong_position"})
WITH_NAPOLEON = frozenset({"imperial_guard"})


def card_refusal(
    state: AonState, side: Side, role: Role, cards: Sequence[str], participants: Sequence[str]
) -> str | None:
    """Why ``side`` may not play these battle cards, or None."""
    if not check_battle_cards(cards):
        return "kind"
    hand = state.deck.hands[side]
    if any(c not in hand for c in cards):  # of different kinds (above): each one in hand
        return "hand"
    for card_id in cards:
        card = CARDS[card_id]
        if card.phase is not BATTLE:
            return "phase"
        if card.side not in (None, side):
            return "side"
        if (card_id in ATTACKER_ONLY and role is not Role.ATTACKER) or (
            card_id in DEFENDER_ONLY and role is not Role.DEFENDER
        ):
            return "role"
        if card_id in WITH_NAPOLEON and "napoleon" not in participants:
            return "napoleon"
    return None


def card_effects(
    attacker: Sequence[str], defender: Sequence[str]
) -> tuple[tuple[int, int], tuple[bool, bool]]:
    """The change to each total (attacker's, defender's) and who rolls two dice, from the cards played: a
    positive combat amount helps the player's own total, a negative one is taken from the enemy's."""
    bonus = [0, 0]
    better = [False, False]
    for me, hand in enumerate((attacker, defender)):
        for card_id in hand:
            card = CARDS[card_id]
            if card.event is Event.COMBAT:
                bonus[me if card.amount > 0 else 1 - me] += card.amount
            elif card.event is Event.REROLL:
                better[me] = True
    return (bonus[0], bonus[1]), (better[0], better[1])
