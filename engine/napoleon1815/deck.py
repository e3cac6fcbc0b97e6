"""Cards: drawing into a hand, flipping, playing, discarding, and combat results by cards or dice.

TRM-8: *draw* takes the top card of your deck into your hand; *flip* turns it and uses it at
once; *play* uses a card from your hand. Played and flipped cards go to the owner's discard
pile, which nobody may look at (TRM-13); an empty deck is rebuilt from it (TRM-14). What everyone
saw go there (a flip, a card played face up) is public: such a card is in no hand until the pile is
shuffled back (``seen_discards``); a card used unseen (a recovery card, Light cavalry's) is not.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from engine.core import Msg, log, rng
from engine.napoleon1815 import refs
from engine.napoleon1815.data import cards
from engine.napoleon1815.seats import deck_of, three_players
from engine.napoleon1815.state import N1815State

CARD = cards.CARD
RED_CARDS: Final = frozenset(c.number for c in cards.CARDS if c.colour is cards.Colour.RED)


def is_red(card: int) -> bool:
    """Red cards are played when drawn and never stay in a hand (DRW-2)."""
    return card in RED_CARDS


def value(card: int | None) -> int:
    """A flipped card's value; nothing left to flip counts 0 (README)."""
    return CARD[card].value if card is not None else 0


def _top_up(s: N1815State, deck: str) -> None:
    """TRM-14: an empty deck is the whole discard pile, shuffled."""
    if s.decks[deck] or not s.discards[deck]:
        return
    s.decks[deck] = s.discards[deck]
    s.discards[deck] = []
    s.seen_discards = tuple(c for c in s.seen_discards if CARD[c].deck.value != deck)
    rng.shuffle(s, s.decks[deck])
    log(s, Msg("napoleon1815-log-reshuffle", deck=refs.SIDE[deck]))


def take_top(s: N1815State, deck: str) -> int | None:
    """The top card of a deck (rebuilt first if empty), or None when no card is left anywhere."""
    _top_up(s, deck)
    if not s.decks[deck]:
        return None
    s.revealed = True
    return s.decks[deck].pop()


def draw(s: N1815State, seat: str, count: int) -> list[int]:
    """Draw up to ``count`` cards from the seat's deck (the caller puts them in hand or plays them)."""
    drawn: list[int] = []
    for _ in range(count):
        card = take_top(s, deck_of(seat))
        if card is None:
            break
        drawn.append(card)
    return drawn


def flip(s: N1815State, deck: str) -> int | None:
    """Flip the top card: it is used at once and discarded, for everyone to see."""
    card = take_top(s, deck)
    if card is not None:
        discard(s, card, shown=True)
        s.disclosed = True
    return card


def flipped(card: int | None) -> Msg:
    """A flipped card in a line: its name, or that none was left."""
    if card is None:
        return Msg("napoleon1815-name-no-card")
    return Msg("napoleon1815-name-card", card=refs.CARD[card])


def discard(s: N1815State, card: int, *, shown: bool) -> None:
    """Put a card on its owner's discard pile; ``shown``: everyone saw which card it was."""
    s.discards[CARD[card].deck].append(card)  # a StrEnum: its member finds its value's key
    if shown:
        s.seen_discards += (card,)


def play(s: N1815State, seat: str, card: int, *, shown: bool) -> None:
    """Take a card from the seat's hand to its discard pile (``shown``: face up, for all to see)."""
    s.hands[seat].remove(card)
    discard(s, card, shown=shown)


def may_hold(s: N1815State, seat: str) -> list[cards.Card]:
    """The cards of the seat's deck that may be in its hand as far as every other seat knows: all but
    the red ones (DRW-2) and those seen going to the discard pile since it was last shuffled."""
    seen = set(s.seen_discards)
    return [c for c in _holdable(deck_of(seat), three_players(s)) if c.number not in seen]


@cache  # the decks are fixed: asked at every card moment
def _holdable(family: str, three_player: bool) -> tuple[cards.Card, ...]:
    """The cards of a deck that may stay in a hand: all but the red ones (DRW-2)."""
    pack = cards.deck(cards.Deck(family), three_player=three_player)
    return tuple(c for c in pack if not is_red(c.number))


def combat_results(s: N1815State, side: str, count: int) -> list[tuple[int, int]]:
    """CMB-4 / SET-3: ``count`` (damage, fatigue) boxes, by flipping cards or rolling combat dice."""
    if count <= 0:
        return []
    if s.options["combat"] == "dice":
        boxes = [cards.DICE_FACES[rng.roll(s) - 1] for _ in range(count)]
        damage, fatigue = sum(b[0] for b in boxes), sum(b[1] for b in boxes)
        log(s, Msg("napoleon1815-log-dice", side=refs.SIDE[side], n=count, damage=damage, fatigue=fatigue))
        return boxes
    turned = [c for c in (flip(s, side) for _ in range(count)) if c is not None]
    boxes = [(CARD[c].damage, CARD[c].fatigue) for c in turned]
    if not s.quiet:
        damage, fatigue = sum(b[0] for b in boxes), sum(b[1] for b in boxes)
        key = "napoleon1815-log-combat-flip" if turned else "napoleon1815-log-combat-no-card"
        log(s, Msg(key, side=refs.SIDE[side], cards=refs.cards_of(turned), damage=damage, fatigue=fatigue))
    return boxes
