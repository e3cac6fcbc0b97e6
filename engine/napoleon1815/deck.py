"""Cards: drawing into a hand, flipping, playing, discarding, and combat results by cards or dice.

TRM-8: *draw* takes the top card of your deck into your hand; *flip* turns it and uses it at
once; *play* uses a card from your hand. Played and flipped cards go to the owner's discard
pile, which nobody may look at (TRM-13); an empty deck is rebuilt from it (TRM-14).
"""

from __future__ import annotations

from engine.core import log, rng
from engine.napoleon1815.data import cards
from engine.napoleon1815.seats import deck_of, does
from engine.napoleon1815.state import FRENCH, N1815State

CARD = cards.CARD
DECK_NAMES = {FRENCH: "French", "allied": "Allied"}


def card_name(number: int) -> str:
    """``"Forced march (28)"``."""
    return f"{cards.EVENT[CARD[number].event].name} ({number})"


def card_line(number: int) -> str:
    """A card with its printed numbers, for hands and flips."""
    c = CARD[number]
    return (
        f"{card_name(number)}: value {c.value}, {c.damage} damage {c.fatigue} fatigue, recovers {c.recovery}"
    )


def deck_family(number: int) -> str:
    """Whose deck a card belongs to (``french`` or ``allied``)."""
    return CARD[number].deck.value


def _top_up(s: N1815State, deck: str) -> None:
    """TRM-14: an empty deck is the whole discard pile, shuffled."""
    if s.decks[deck] or not s.discards[deck]:
        return
    s.decks[deck] = s.discards[deck]
    s.discards[deck] = []
    rng.shuffle(s, s.decks[deck])
    log(s, f"The {DECK_NAMES[deck]} discard pile is shuffled into a new deck")


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
    """Flip the top card: it is used at once and discarded (public)."""
    card = take_top(s, deck)
    if card is not None:
        s.discards[deck].append(card)
    return card


def discard(s: N1815State, card: int) -> None:
    """Put a card on its owner's discard pile."""
    s.discards[deck_family(card)].append(card)


def play(s: N1815State, seat: str, card: int) -> None:
    """Take a card from the seat's hand to its discard pile."""
    s.hands[seat].remove(card)
    discard(s, card)


RED_CARDS = frozenset(c.number for c in cards.CARDS if c.colour is cards.Colour.RED)


def is_red(card: int) -> bool:
    """Red cards are played when drawn and never stay in a hand (DRW-2)."""
    return card in RED_CARDS


def combat_results(s: N1815State, side: str, count: int) -> list[tuple[int, int]]:
    """CMB-4 / SET-3: ``count`` (damage, fatigue) boxes, by flipping cards or rolling combat dice."""
    if count <= 0:
        return []
    if s.options["combat"] == "dice":
        boxes = [cards.DICE_FACES[rng.roll(s) - 1] for _ in range(count)]
        log(s, f"{does(side, 'roll')} {count} combat dice: {_boxes(boxes)}")
        return boxes
    flipped = [c for c in (flip(s, side) for _ in range(count)) if c is not None]
    boxes = [(CARD[c].damage, CARD[c].fatigue) for c in flipped]
    names = ", ".join(card_name(c) for c in flipped) or "no card left"
    log(s, f"{does(side, 'flip')} {names}: {_boxes(boxes)}")
    return boxes


def _boxes(boxes: list[tuple[int, int]]) -> str:
    damage = sum(b[0] for b in boxes)
    fatigue = sum(b[1] for b in boxes)
    return f"{damage} damage, {fatigue} fatigue"
