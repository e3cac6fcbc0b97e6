"""The strategy deck and the hands: the deck's order is secret to both players, each hand to the other,
the discards and the number of cards in each hand are public. Chance comes from the state's generator
(``engine.core.rng``), so a deck is its seed plus what was done with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypedDict

from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.strategy import must_reshuffle
from engine.core.rng import HasRng, shuffle

DRAW_ORDER = (Side.FRENCH, Side.COALITION)  # reconstructed: the French player draws first


@dataclass(slots=True)
class Deck:
    pile: list[str]  # face down; the last card is the top
    discard: list[str] = field(default_factory=list)
    hands: dict[Side, list[str]] = field(default_factory=lambda: {side: [] for side in Side})


def new_deck(s: HasRng, cards: Sequence[str]) -> Deck:
    """A deck of these cards (one entry per copy), shuffled with the state's generator."""
    deck = Deck(list(cards))
    shuffle(s, deck.pile)
    return deck


def reshuffle(s: HasRng, deck: Deck) -> None:
    """Every discard goes back into the deck, which is shuffled (aid 戦略チャート)."""
    deck.pile.extend(deck.discard)
    deck.discard.clear()
    shuffle(s, deck.pile)


def strategy_draw(
    s: HasRng, deck: Deck, counts: Mapping[Side, int], major_surrendered_last_turn: bool = False
) -> bool:
    """The strategy phase's draw: reshuffle first when the aid calls for it, then each player draws the
    chart's number (``strategy.cards_drawn``). Should the deck run dry mid-draw, the discards are shuffled
    in again (reconstructed); a player draws what is left when even that is not enough.
    Returns whether the deck was reshuffled before drawing."""
    shuffled = must_reshuffle(len(deck.pile), major_surrendered_last_turn)
    if shuffled:
        reshuffle(s, deck)
    for side in DRAW_ORDER:
        for _ in range(counts.get(side, 0)):
            if not deck.pile:
                reshuffle(s, deck)
            if not deck.pile:
                break
            deck.hands[side].append(deck.pile.pop())
    return shuffled


def discard(deck: Deck, side: Side, card: str) -> None:
    """A card leaves a hand for the discards (played, or discarded for 9.6 or the winner's restore)."""
    deck.hands[side].remove(card)
    deck.discard.append(card)


class DeckView(TypedDict):
    deck: int  # cards left in the deck
    discard: list[str]  # public, in the order discarded
    hand_counts: dict[str, int]  # public
    hand: list[str] | None  # the seat's own hand, sorted; None for the channel


def view(deck: Deck, seat: Side | None) -> DeckView:
    """What ``seat`` (None: the public channel) may see of the cards."""
    return {
        "deck": len(deck.pile),
        "discard": list(deck.discard),
        "hand_counts": {str(side): len(cards) for side, cards in deck.hands.items()},
        "hand": sorted(deck.hands[seat]) if seat is not None else None,
    }
