"""The cards of Napoleon 1815: two 36-card decks, five 3-player cards and five invasion cards.

The rulebook describes every event (p.17-19), the card anatomy and the colours (p.7), and the
serial ranges (p.5: 73-77 invasion cards; p.16: 78-82 replace 25, 42, 61, 67 and 70), but
not the card list (inventory M-5). Numbers, values, combat boxes and recovery boxes below are
reconstructed; every event and its colour and timing follow the rulebook.

Design of the reconstruction (arithmetic in DATA.md):

* French cards are 1-36, Allied cards 37-72. Each deck holds all 16 events that only its
  side can use and the 15 events either side can use, plus 5 second copies.
* **Combat boxes.** Each deck has six combat boxes, six cards of each, so that the optional
  combat dice (six faces, "the same probabilities", p.4) can show exactly these six results:
  ``(damage, fatigue)`` = (0,0) (0,1) (0,2) (1,0) (1,1) (1,2). The two damage symbols of p.12
  are equivalent, so the data keeps only counts.
* **Values** run 1..5 (Red-haired Ney tests 1-3 and 4-5, p.17): six 1s, seven 2s, eight 3s,
  eight 4s, seven 5s per deck. No card is worth 6+, which settles ambiguity A-12.
* **Recovery** 1 (16 cards), 2 (14), 3 (6): the stronger the event, the smaller the box.
* A 3-player card keeps the value and boxes of the card it replaces, so the decks' numbers
  (and the dice) are the same in the 2- and 3-player games.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from engine.napoleon1815.data import oob


class Deck(StrEnum):
    """Whose deck a card sits in (p.5). The Allied deck is shared by both Allied players in 3P."""

    FRENCH = "french"
    ALLIED = "allied"


class Colour(StrEnum):
    """Background of the event name: when the event may be played (p.7)."""

    RED = "red"  # forced: played at once when drawn in the Draw Phase
    BLUE = "blue"  # Initiative Phase
    GREEN = "green"  # Operations Phase, at the moment its timing symbol shows


class Timing(StrEnum):
    """The four timing symbols of green cards (p.7), as printed on a given card."""

    ALLIED_MOVE = "allied_move"  # during an Allied operation, while moving (not battle or pursuit)
    FRENCH_MOVE = "french_move"  # during a French operation, while moving (not battle or pursuit)
    BATTLE = "battle"  # at the start of a battle
    RETREAT = "retreat"  # during the retreat or the pursuit after a battle


class When(StrEnum):
    """An event's timing relative to the side that plays it; a card turns it into a ``Timing``."""

    OWN_MOVE = "own_move"
    ENEMY_MOVE = "enemy_move"
    BATTLE = "battle"
    RETREAT = "retreat"


@dataclass(frozen=True, slots=True)
class Event:
    """One event of p.17-19. ``decks`` says which decks carry it; ``blocks`` the blocks it names."""

    key: str  # the handler name the rules engine implements; its name and summary are in names.ftl
    rule: str  # id in shared/rules/004-napoleon-1815.md
    page: int
    colour: Colour
    when: When | None  # None for red and blue events
    decks: frozenset[Deck]
    blocks: tuple[str, ...]
    source: str  # a key of provenance.ftl: where the colour, timing and deck placement come from


@dataclass(frozen=True, slots=True)
class Card:
    """One card. ``damage``/``fatigue`` are the combat box (bottom left), ``recovery`` the bottom right."""

    number: int
    deck: Deck
    event: str
    value: int  # MP or initiative value when flipped
    damage: int
    fatigue: int
    recovery: int
    colour: Colour
    timing: Timing | None
    replaces: int | None  # 3-player cards only: the card taken out of the deck
    source: str  # a key of provenance.ftl

    @property
    def three_player(self) -> bool:
        """Cards 78-82, used only in the 3-player game."""
        return self.replaces is not None


@dataclass(frozen=True, slots=True)
class InvasionCard:
    """Cards 73-77: stages of the invasion; each sets how many cards each player draws (p.8)."""

    number: int
    french_draw: int
    allied_draw: int  # in 3P each Allied player draws this many (p.16)
    source: str  # a key of provenance.ftl; titles and summaries are in names.ftl


F, A = Deck.FRENCH, Deck.ALLIED
BOTH: Final = frozenset({F, A})
ONLY_F: Final = frozenset({F})
ONLY_A: Final = frozenset({A})
# the colours by plain names, for the table below and a hot path (engine/README.md, "Enum members on a
# hot path")
RED, BLUE, GREEN = Colour.RED, Colour.BLUE, Colour.GREEN
OWN, ENEMY, BATTLE, RETREAT = When.OWN_MOVE, When.ENEMY_MOVE, When.BATTLE, When.RETREAT


def _event(
    key: str,
    rule: str,
    page: int,
    colour: Colour,
    when: When | None,
    decks: frozenset[Deck],
    blocks: tuple[str, ...] = (),
) -> Event:
    source = f"event-{key}" if key in _COLOUR_IN_RULEBOOK else "event-wording"
    return Event(key, rule, page, colour, when, decks, blocks, source)


# Events whose colour or timing the rulebook shows outright (provenance.ftl says where); the others
# are read from their text.
_COLOUR_IN_RULEBOOK: Final = frozenset(
    {
        "rain",
        "intuition",
        "inertia",
        "reinforcement",
        "forced_march",
        "skirmish_line",
        "aide_de_camp",
        "emperors_ill_health",
        "delayed_troops",
    }
)


# In the rulebook's order (Japanese syllabary), EVT-01..47. Colour and timing: see DATA.md.
# fmt: off
EVENTS: Final[tuple[Event, ...]] = (
    _event("red_haired_ney", "EVT-01", 17, GREEN, BATTLE, ONLY_F, (oob.NEY,)),
    _event("fighting_spirit", "EVT-02", 17, GREEN, BATTLE, ONLY_F),
    _event("cambronne", "EVT-03", 17, GREEN, RETREAT, ONLY_F),
    _event("cavalry_charge", "EVT-04", 17, GREEN, BATTLE, BOTH, (oob.NEY, oob.GROUCHY, oob.UXBRIDGE, oob.GNEISENAU)),
    _event("forced_march", "EVT-05", 17, GREEN, OWN, BOTH),
    _event("bridge_demolition", "EVT-06", 17, GREEN, OWN, ONLY_A),
    _event("grouchy", "EVT-07", 17, GREEN, OWN, ONLY_F, (oob.GROUCHY,)),
    _event("light_cavalry", "EVT-08", 17, GREEN, OWN, BOTH),
    _event("rain", "EVT-09", 17, RED, None, BOTH),
    _event("rear_guard", "EVT-10", 17, GREEN, BATTLE, ONLY_A),
    _event("imperial_guard", "EVT-11", 17, GREEN, BATTLE, ONLY_F, (oob.DROUOT,)),
    _event("emperors_ill_health", "EVT-12", 17, RED, None, ONLY_F, (oob.NAPOLEON,)),
    _event("vive_lempereur", "EVT-13", 17, GREEN, OWN, ONLY_F, (oob.NAPOLEON,)),
    _event("valour", "EVT-14", 17, GREEN, BATTLE, ONLY_F),
    _event("insubordination", "EVT-15", 18, GREEN, ENEMY, ONLY_A, (oob.DROUOT, oob.NAPOLEON)),
    _event("confusion", "EVT-16", 18, GREEN, ENEMY, BOTH),
    _event("last_effort", "EVT-17", 18, GREEN, ENEMY, ONLY_A),
    _event("skirmish_line", "EVT-18", 18, GREEN, BATTLE, ONLY_F),
    _event("hold_at_all_costs", "EVT-19", 18, GREEN, RETREAT, ONLY_A),
    _event("rapid_deployment", "EVT-20", 18, GREEN, BATTLE, ONLY_F),
    _event("orderly_retreat", "EVT-21", 18, GREEN, RETREAT, BOTH),
    _event("foresight", "EVT-22", 18, BLUE, None, BOTH),
    _event("general_advance", "EVT-23", 18, BLUE, None, ONLY_F),
    _event("reinforcement", "EVT-24", 18, BLUE, None, ONLY_A),
    _event("organisational_superiority", "EVT-25", 18, GREEN, OWN, ONLY_F),
    _event("reaction_move", "EVT-26", 18, GREEN, ENEMY, BOTH),
    _event("grand_battery", "EVT-27", 18, GREEN, BATTLE, ONLY_F),
    _event("intuition", "EVT-28", 18, BLUE, None, BOTH),
    _event("reconnaissance", "EVT-29", 18, BLUE, None, ONLY_F),
    _event("allied_cooperation", "EVT-30", 18, GREEN, OWN, ONLY_A),
    _event("road_blocked", "EVT-31", 18, GREEN, ENEMY, BOTH),
    _event("panic", "EVT-32", 19, GREEN, RETREAT, ONLY_A),
    _event("fatigue", "EVT-33", 19, GREEN, ENEMY, BOTH),
    _event("inertia", "EVT-34", 19, RED, None, BOTH),
    _event("aide_de_camp", "EVT-35", 19, BLUE, None, ONLY_A),
    _event("delayed_troops", "EVT-36", 19, RED, None, ONLY_A),
    _event("defend_brussels", "EVT-37", 19, BLUE, None, ONLY_A),
    _event("frederick", "EVT-38", 19, BLUE, None, ONLY_A, (oob.FREDERICK,)),
    _event("square", "EVT-39", 19, GREEN, BATTLE, ONLY_A),
    _event("sound_of_the_guns", "EVT-40", 19, GREEN, BATTLE, BOTH),
    _event("supply", "EVT-41", 19, GREEN, OWN, ONLY_A),
    _event("ambush", "EVT-42", 19, GREEN, BATTLE, ONLY_A),
    _event("counter_order", "EVT-43", 19, GREEN, ENEMY, BOTH),
    _event("reserve", "EVT-44", 19, BLUE, None, BOTH),
    _event("lamarque", "EVT-45", 19, BLUE, None, ONLY_F, (oob.LAMARQUE, oob.DROUOT)),
    _event("red_line", "EVT-46", 19, GREEN, BATTLE, ONLY_A, (oob.PICTON, oob.ORANGE, oob.HILL)),
    _event("combined_operation", "EVT-47", 19, GREEN, OWN, ONLY_F),
)
# fmt: on

EVENT: Final[Mapping[str, Event]] = {e.key: e for e in EVENTS}


def _timing(deck: Deck, when: When | None) -> Timing | None:
    if when is None:
        return None
    if when is When.BATTLE:
        return Timing.BATTLE
    if when is When.RETREAT:
        return Timing.RETREAT
    own = (when is When.OWN_MOVE) == (deck is Deck.FRENCH)
    return Timing.FRENCH_MOVE if own else Timing.ALLIED_MOVE


def _card(number: int, event: str, value: int, damage: int, fatigue: int, recovery: int) -> Card:
    deck = Deck.FRENCH if number <= 36 else Deck.ALLIED
    e = EVENT[event]
    return Card(
        number, deck, event, value, damage, fatigue, recovery, e.colour, _timing(deck, e.when), None, "card"
    )


# number, event, value, damage, fatigue, recovery
# fmt: off
FRENCH_DECK: Final[tuple[Card, ...]] = (
    _card(1, "rain", 4, 1, 2, 1),
    _card(2, "emperors_ill_health", 4, 1, 1, 1),
    _card(3, "inertia", 3, 1, 2, 1),
    _card(4, "intuition", 1, 0, 1, 1),
    _card(5, "general_advance", 1, 0, 0, 1),
    _card(6, "reconnaissance", 1, 1, 1, 1),
    _card(7, "lamarque", 2, 0, 1, 1),
    _card(8, "reserve", 2, 1, 2, 2),
    _card(9, "foresight", 2, 0, 0, 1),
    _card(10, "red_haired_ney", 2, 1, 1, 2),
    _card(11, "fighting_spirit", 4, 1, 1, 1),
    _card(12, "imperial_guard", 3, 0, 1, 1),
    _card(13, "valour", 1, 1, 2, 1),
    _card(14, "rapid_deployment", 1, 1, 0, 2),
    _card(15, "grand_battery", 5, 1, 0, 1),
    _card(16, "skirmish_line", 5, 0, 2, 3),
    _card(17, "cavalry_charge", 3, 1, 1, 2),
    _card(18, "cavalry_charge", 1, 0, 2, 2),
    _card(19, "sound_of_the_guns", 2, 0, 0, 2),
    _card(20, "sound_of_the_guns", 4, 0, 1, 2),
    _card(21, "cambronne", 5, 1, 1, 3),
    _card(22, "orderly_retreat", 5, 0, 0, 3),
    _card(23, "grouchy", 5, 0, 1, 2),
    _card(24, "vive_lempereur", 4, 0, 0, 1),
    _card(25, "fatigue", 3, 0, 1, 3),
    _card(26, "organisational_superiority", 4, 1, 0, 2),
    _card(27, "combined_operation", 3, 0, 2, 1),
    _card(28, "forced_march", 3, 1, 0, 1),
    _card(29, "forced_march", 2, 0, 2, 2),
    _card(30, "light_cavalry", 3, 0, 0, 2),
    _card(31, "confusion", 3, 0, 2, 1),
    _card(32, "reaction_move", 5, 1, 2, 2),
    _card(33, "road_blocked", 4, 1, 0, 2),
    _card(34, "road_blocked", 2, 1, 0, 3),
    _card(35, "fatigue", 5, 1, 2, 3),
    _card(36, "counter_order", 4, 0, 2, 2),
)

ALLIED_DECK: Final[tuple[Card, ...]] = (
    _card(37, "rain", 4, 1, 0, 1),
    _card(38, "inertia", 3, 0, 2, 1),
    _card(39, "delayed_troops", 3, 1, 1, 1),
    _card(40, "intuition", 5, 1, 2, 1),
    _card(41, "reinforcement", 5, 1, 1, 1),
    _card(42, "reserve", 2, 1, 2, 2),
    _card(43, "aide_de_camp", 3, 0, 2, 1),
    _card(44, "defend_brussels", 1, 0, 1, 1),
    _card(45, "frederick", 2, 0, 2, 1),
    _card(46, "reinforcement", 1, 1, 2, 1),
    _card(47, "rear_guard", 2, 1, 1, 1),
    _card(48, "square", 4, 1, 1, 2),
    _card(49, "red_line", 4, 0, 2, 1),
    _card(50, "ambush", 4, 1, 2, 3),
    _card(51, "cavalry_charge", 1, 0, 2, 2),
    _card(52, "sound_of_the_guns", 2, 0, 0, 2),
    _card(53, "sound_of_the_guns", 1, 0, 0, 2),
    _card(54, "hold_at_all_costs", 3, 1, 0, 1),
    _card(55, "panic", 4, 1, 0, 2),
    _card(56, "orderly_retreat", 4, 1, 1, 3),
    _card(57, "insubordination", 5, 1, 0, 1),
    _card(58, "last_effort", 2, 0, 1, 1),
    _card(59, "confusion", 5, 0, 0, 2),
    _card(60, "reaction_move", 5, 0, 1, 2),
    _card(61, "fatigue", 3, 0, 1, 3),
    _card(62, "road_blocked", 5, 1, 2, 3),
    _card(63, "counter_order", 3, 0, 0, 3),
    _card(64, "fatigue", 3, 1, 2, 3),
    _card(65, "bridge_demolition", 3, 0, 1, 2),
    _card(66, "forced_march", 1, 1, 1, 1),
    _card(67, "forced_march", 2, 1, 0, 2),
    _card(68, "supply", 4, 0, 0, 2),
    _card(69, "allied_cooperation", 2, 0, 0, 1),
    _card(70, "foresight", 5, 0, 2, 2),
    _card(71, "light_cavalry", 4, 0, 1, 2),
    _card(72, "bridge_demolition", 1, 1, 0, 2),
)
# fmt: on

# Rulebook p.16: in the 3-player game 78-82 replace 25, 42, 61, 67 and 70 "respectively".
# Our choice of events: the Allied bottlenecks of 3P are talking (Aide-de-camp) and mixed
# stacks (Allied cooperation); the French face two small hands (a second Light cavalry).
THREE_PLAYER_EVENTS: Final[Mapping[int, tuple[int, str]]] = {
    78: (25, "light_cavalry"),
    79: (42, "aide_de_camp"),
    80: (61, "allied_cooperation"),
    81: (67, "aide_de_camp"),
    82: (70, "allied_cooperation"),
}


def _three_player_card(number: int, replaces: int, event: str) -> Card:
    old = next(c for c in FRENCH_DECK + ALLIED_DECK if c.number == replaces)
    e = EVENT[event]
    return Card(number, old.deck, event, old.value, old.damage, old.fatigue, old.recovery, e.colour,
                _timing(old.deck, e.when), replaces, "card-3p")  # fmt: skip


THREE_PLAYER_CARDS: Final[tuple[Card, ...]] = tuple(
    _three_player_card(number, replaces, event) for number, (replaces, event) in THREE_PLAYER_EVENTS.items()
)

CARDS: Final[tuple[Card, ...]] = FRENCH_DECK + ALLIED_DECK + THREE_PLAYER_CARDS
CARD: Final[Mapping[int, Card]] = {c.number: c for c in CARDS}

# number, French draw, Allied draw (titles and summaries in names.ftl)
INVASION_CARDS: Final[tuple[InvasionCard, ...]] = tuple(
    InvasionCard(number, french, allied, "invasion")
    for number, french, allied in ((73, 3, 1), (74, 3, 2), (75, 3, 3), (76, 2, 3), (77, 3, 3))
)
INVASION: Final[Mapping[int, InvasionCard]] = {c.number: c for c in INVASION_CARDS}

# Combat dice (p.4): 5 per colour; each die's six faces are the six combat boxes.
DICE_FACES: Final[tuple[tuple[int, int], ...]] = ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))
DICE: Final[Mapping[str, oob.Army]] = {
    "blue": oob.Army.FRENCH,
    "red": oob.Army.ANGLO_DUTCH,
    "grey": oob.Army.PRUSSIAN,
}
DICE_PER_COLOUR: Final = 5
DICE_SOURCE: Final = "dice"


def card(number: int) -> Card:
    """The card with this serial number; KeyError names the bad number."""
    try:
        return CARD[number]
    except KeyError:
        raise KeyError(f"no card {number} in Napoleon 1815 (1-72, 78-82; 73-77 are invasion cards)") from None


def deck(side: Deck, *, three_player: bool = False) -> tuple[Card, ...]:
    """The 36 cards of a deck, with 78-82 swapped in for the 3-player game (p.16)."""
    cards = FRENCH_DECK if side is Deck.FRENCH else ALLIED_DECK
    if not three_player:
        return cards
    swaps = {c.replaces: c for c in THREE_PLAYER_CARDS if c.deck is side}
    return tuple(swaps.get(c.number, c) for c in cards)


def _validate() -> None:
    if len(EVENT) != len(EVENTS) or len(EVENTS) != 47:
        raise ValueError("p.17-19 describe 47 events, each once")
    for e in EVENTS:
        if (e.colour is Colour.GREEN) != (e.when is not None):
            raise ValueError(f"event {e.key}: green events and only they carry a timing symbol (p.7)")
        for name in e.blocks:
            oob.block(name)
    if len(CARD) != len(CARDS):
        raise ValueError("duplicate card number")
    for side in Deck:
        for three_player in (False, True):
            cards = deck(side, three_player=three_player)
            if len(cards) != 36:
                raise ValueError(f"{side} deck has {len(cards)} cards, not 36")
            boxes = Counter((c.damage, c.fatigue) for c in cards)
            if boxes != Counter({face: 6 for face in DICE_FACES}):
                raise ValueError(f"{side} deck: combat boxes {boxes} do not match the six dice faces x 6")
            if Counter(c.value for c in cards) != Counter({1: 6, 2: 7, 3: 8, 4: 8, 5: 7}):
                raise ValueError(f"{side} deck: value spread changed")
        events = {c.event for c in deck(side)}
        expected = {e.key for e in EVENTS if side in e.decks}
        if events != expected:
            raise ValueError(f"{side} deck: events {sorted(events ^ expected)} misplaced")
    if sorted(CARD) != [*range(1, 73), *range(78, 83)] or sorted(INVASION) != list(range(73, 78)):
        raise ValueError("card numbers must be 1-72, 78-82 and invasion cards 73-77 (p.5)")
    if {c.replaces for c in THREE_PLAYER_CARDS} != {25, 42, 61, 67, 70}:
        raise ValueError("p.16: cards 78-82 replace 25, 42, 61, 67 and 70")
    for inv in INVASION_CARDS:
        if not (1 <= inv.french_draw <= 4 and 1 <= inv.allied_draw <= 4):
            raise ValueError(f"invasion card {inv.number}: draws must be 1-4 (p.8)")


_validate()
