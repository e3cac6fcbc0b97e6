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
from engine.napoleon1815.data.provenance import checked


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

    key: str  # the handler name the rules engine implements
    name: str
    name_ja: str
    rule: str  # id in shared/rules/004-napoleon-1815.md
    page: int
    colour: Colour
    when: When | None  # None for red and blue events
    decks: frozenset[Deck]
    summary: str
    blocks: tuple[str, ...]
    source: str  # where the colour, timing and deck placement come from


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
    source: str

    @property
    def three_player(self) -> bool:
        """Cards 78-82, used only in the 3-player game."""
        return self.replaces is not None


@dataclass(frozen=True, slots=True)
class InvasionCard:
    """Cards 73-77: stages of the invasion; each sets how many cards each player draws (p.8)."""

    number: int
    name: str
    french_draw: int
    allied_draw: int  # in 3P each Allied player draws this many (p.16)
    summary: str
    source: str


F, A = Deck.FRENCH, Deck.ALLIED
BOTH: Final = frozenset({F, A})
ONLY_F: Final = frozenset({F})
ONLY_A: Final = frozenset({A})
RED, BLUE, GREEN = Colour.RED, Colour.BLUE, Colour.GREEN
OWN, ENEMY, BATTLE, RETREAT = When.OWN_MOVE, When.ENEMY_MOVE, When.BATTLE, When.RETREAT


def _event(
    key: str,
    name: str,
    name_ja: str,
    rule: str,
    page: int,
    colour: Colour,
    when: When | None,
    decks: frozenset[Deck],
    summary: str,
    blocks: tuple[str, ...] = (),
) -> Event:
    known = _COLOUR_IN_RULEBOOK.get(key)
    effect = f"rulebook p.{page}: effect ({rule})"
    if known is None:
        source = f"reconstructed: colour, timing symbol and decks read from the event's wording; {effect}"
    elif key in _DECKS_OURS:
        source = f"reconstructed: which decks carry it; {known}; {effect}"
    else:
        source = f"{known}; {effect}"
    return Event(key, name, name_ja, rule, page, colour, when, decks, summary, blocks, checked(source, key))


# Events whose colour or timing the rulebook shows outright; the others are read from their text.
# For the events in _DECKS_OURS the rulebook does not say which deck (or both) holds them.
_DECKS_OURS: Final = frozenset({"rain", "inertia", "forced_march", "emperors_ill_health", "delayed_troops"})
_COLOUR_IN_RULEBOOK: Final[Mapping[str, str]] = {
    "rain": "rulebook p.7: red, played when drawn",
    "intuition": "rulebook p.7: blue",
    "inertia": "rulebook example p.8: red",
    "reinforcement": "rulebook example p.8: blue, an Allied card",
    "forced_march": "rulebook example p.8: green, in the Allied deck",
    "skirmish_line": "rulebook example p.13: green with the battle symbol, played by the French",
    "aide_de_camp": "rulebook p.16: played in the Initiative Phase, so blue",
    "emperors_ill_health": "rulebook p.17: played when drawn, so red",
    "delayed_troops": "rulebook p.19: played when drawn, so red",
}


# In the rulebook's order (Japanese syllabary), EVT-01..47. Colour and timing: see DATA.md.
# fmt: off
EVENTS: Final[tuple[Event, ...]] = (
    _event("red_haired_ney", "Red-haired Ney", "赤毛のネイ", "EVT-01", 17, GREEN, BATTLE, ONLY_F,
           "Ney's corps is in the battle: flip a card; 1-3 gives Ney 2 fatigue, 4-5 one more battle card.",
           (oob.NEY,)),
    _event("fighting_spirit", "Fighting spirit", "敢闘精神", "EVT-02", 17, GREEN, BATTLE, ONLY_F,
           "An attacking French stack flips one more battle card."),
    _event("cambronne", "Cambronne", "カンブロンヌ", "EVT-03", 17, GREEN, RETREAT, ONLY_F,
           "A French stack that must retreat is not pursued."),
    _event("cavalry_charge", "Cavalry charge", "騎兵突撃", "EVT-04", 17, GREEN, BATTLE, BOTH,
           "A stack with Ney or Grouchy (French) or Uxbridge or Gneisenau (Allied) flips one more card; "
           "that corps takes 1 fatigue.",
           (oob.NEY, oob.GROUCHY, oob.UXBRIDGE, oob.GNEISENAU)),
    _event("forced_march", "Forced march", "強行軍", "EVT-05", 17, GREEN, OWN, BOTH,
           "Your moving stack gets +1 MP and can always move at least one road, even over a destroyed bridge."),
    _event("bridge_demolition", "Bridge demolition", "橋梁破壊", "EVT-06", 17, GREEN, OWN, ONLY_A,
           "An Allied stack in a free area spends 1 MP to destroy a bridge on one of its roads."),
    _event("grouchy", "Grouchy", "グルーシー", "EVT-07", 17, GREEN, OWN, ONLY_F,
           "After the MP card of a stack with Grouchy is flipped: discard it and flip again.",
           (oob.GROUCHY,)),
    _event("light_cavalry", "Light cavalry", "軽騎兵", "EVT-08", 17, GREEN, OWN, BOTH,
           "Discard one card at random from the enemy hand (3P: from one Allied player's hand)."),
    _event("rain", "Rain", "降雨", "EVT-09", 17, RED, None, BOTH,
           "For this turn every stack that is activated takes 1 fatigue, and a moving stack has 1 MP less."),
    _event("rear_guard", "Rear guard", "後衛", "EVT-10", 17, GREEN, BATTLE, ONLY_A,
           "A lone defending Allied corps falls back 2 roads, losing 1 SP and taking 1 fatigue; no pursuit."),
    _event("imperial_guard", "Imperial Guard", "皇帝親衛隊", "EVT-11", 17, GREEN, BATTLE, ONLY_F,
           "A French stack with Drouot flips one more card; if it loses, each corps takes 1 more fatigue.",
           (oob.DROUOT,)),
    _event("emperors_ill_health", "The Emperor's ill health", "皇帝の体調不良", "EVT-12", 17, RED, None,
           ONLY_F, "For this turn Napoleon gives his stack no battle, MP or fatigue bonus.", (oob.NAPOLEON,)),
    _event("vive_lempereur", "Vive l'Empereur!", "皇帝万歳", "EVT-13", 17, GREEN, OWN, ONLY_F,
           "Each corps stacked with Napoleon loses 1 fatigue.", (oob.NAPOLEON,)),
    _event("valour", "Valour", "剛勇", "EVT-14", 17, GREEN, BATTLE, ONLY_F,
           "When a French stack attacks, the Allies get no extra card for forest, walled city or entrenchment."),
    _event("insubordination", "Insubordination", "抗命", "EVT-15", 18, GREEN, ENEMY, ONLY_A,
           "During a French operation, a one-corps French stack (not Drouot's, not Napoleon's) becomes spent.",
           (oob.DROUOT, oob.NAPOLEON)),
    _event("confusion", "Confusion", "混乱", "EVT-16", 18, GREEN, ENEMY, BOTH,
           "An enemy stack that has moved 3 or more roads and enters a free area stops there, spent."),
    _event("last_effort", "Last effort", "最後の努力", "EVT-17", 18, GREEN, ENEMY, ONLY_A,
           "Before the French MP flip, a spent Allied stack moves one road; each corps takes 2 fatigue."),
    _event("skirmish_line", "Skirmish line", "散兵線", "EVT-18", 18, GREEN, BATTLE, ONLY_F,
           "One Allied stack, chosen by the Allied player, takes 1 fatigue."),
    _event("hold_at_all_costs", "Hold at all costs", "死守", "EVT-19", 18, GREEN, RETREAT, ONLY_A,
           "A beaten Allied stack loses 1 more SP but takes 3 less fatigue and need not retreat."),
    _event("rapid_deployment", "Rapid deployment", "速やかな部隊展開", "EVT-20", 18, GREEN, BATTLE, ONLY_F,
           "A French move-attack keeps the battle card it would lose."),
    _event("orderly_retreat", "Orderly retreat", "整然とした退却", "EVT-21", 18, GREEN, RETREAT, BOTH,
           "Your retreating stack with at least 1 cavalry SP is not pursued."),
    _event("foresight", "Foresight", "先見の明", "EVT-22", 18, BLUE, None, BOTH,
           "Take any non-red card of your deck into your hand unseen, then shuffle the deck."),
    _event("general_advance", "General advance", "全軍前進", "EVT-23", 18, BLUE, None, ONLY_F,
           "For this turn French stacks move with 3 MP without flipping but may not enter Allied-held areas."),
    _event("reinforcement", "Reinforcement", "増援", "EVT-24", 18, BLUE, None, ONLY_A,
           "Add 1 infantry SP to an Allied corps on the board (no VP; no rebuilding)."),
    _event("organisational_superiority", "Organisational superiority", "組織的優越", "EVT-25", 18, GREEN, OWN,
           ONLY_F, "A French stack entering a free area with another French stack may keep moving."),
    _event("reaction_move", "Reaction move", "対応移動", "EVT-26", 18, GREEN, ENEMY, BOTH,
           "Before the enemy MP flip, move one of your stacks from a free area to an adjacent free area."),
    _event("grand_battery", "Grand battery", "大砲列", "EVT-27", 18, GREEN, BATTLE, ONLY_F,
           "A French stack of 3+ corps: the Allies lose 1 more SP at the end; each French corps takes 1 fatigue."),
    _event("intuition", "Intuition", "直観", "EVT-28", 18, BLUE, None, BOTH,
           "Take the initiative without flipping; two Intuitions cancel out."),
    _event("reconnaissance", "Reconnaissance", "偵察", "EVT-29", 18, BLUE, None, ONLY_F,
           "Look at the Allied hand (3P: one Allied player's hand)."),
    _event("allied_cooperation", "Allied cooperation", "同盟軍の連携", "EVT-30", 18, GREEN, OWN, ONLY_A,
           "One Allied stack mixing Anglo-Dutch and Prussian corps may operate."),
    _event("road_blocked", "Road blocked", "道路閉塞", "EVT-31", 18, GREEN, ENEMY, BOTH,
           "Right after an enemy MP flip: that stack has 1 MP less (still 1 road with Forced march)."),
    _event("panic", "Panic", "パニック", "EVT-32", 19, GREEN, RETREAT, ONLY_A,
           "A beaten French stack retreats one more road and takes 2 fatigue."),
    _event("fatigue", "Fatigue", "疲労", "EVT-33", 19, GREEN, ENEMY, BOTH,
           "An enemy stack that ends its move takes 1 fatigue (no effect on scouts)."),
    _event("inertia", "Inertia", "不活性", "EVT-34", 19, RED, None, BOTH,
           "The drawer makes spent every corps and scout in one area holding one of its corps."),
    _event("aide_de_camp", "Aide-de-camp", "副官の働き", "EVT-35", 19, BLUE, None, ONLY_A,
           "2P: the Allies see the French hand. 3P: the Allied players may talk and swap cards this turn."),
    _event("delayed_troops", "Delayed troops", "部隊の遅延", "EVT-36", 19, RED, None, ONLY_A,
           "A Prussian reinforcement of the Allies' choice comes a turn late; if none, no Allied recovery cards."),
    _event("defend_brussels", "Defend Brussels!", "ブリュッセルを守れ!", "EVT-37", 19, BLUE, None, ONLY_A,
           "For this turn Allied stacks that end a move fewer roads from Bruxelles get +1 MP."),
    _event("frederick", "Frederick", "フレデリック", "EVT-38", 19, BLUE, None, ONLY_A,
           "Frederick's corps enters active at Alost; once it is in play, the card is a Reinforcement.",
           (oob.FREDERICK,)),
    _event("square", "Square", "方陣", "EVT-39", 19, GREEN, BATTLE, ONLY_A,
           "If the French stack has cavalry SP, the Allied stack takes 2 less fatigue in this battle."),
    _event("sound_of_the_guns", "Sound of the guns", "砲声", "EVT-40", 19, GREEN, BATTLE, BOTH,
           "One corps (and a commander with it) in a free area joins a battle one road away, without fatigue."),
    _event("supply", "Supply", "補給", "EVT-41", 19, GREEN, OWN, ONLY_A,
           "Remove 2 fatigue from the corps of one Allied stack."),
    _event("ambush", "Ambush", "待ち伏せ", "EVT-42", 19, GREEN, BATTLE, ONLY_A,
           "One French stack, chosen by the French player, takes 1 fatigue."),
    _event("counter_order", "Counter-order", "命令取り消し", "EVT-43", 19, GREEN, ENEMY, BOTH,
           "Cancel the event the enemy has just played (not a battle, retreat or pursuit event)."),
    _event("reserve", "Reserve", "予備", "EVT-44", 19, BLUE, None, BOTH,
           "Draw 2 cards; a red card drawn this way is discarded without effect."),
    _event("lamarque", "Lamarque", "ラマルク", "EVT-45", 19, BLUE, None, ONLY_F,
           "Lamarque's corps enters active in a town of France or at Maubeuge; once in play, +1 infantry SP "
           "to a French corps other than Drouot.",
           (oob.LAMARQUE, oob.DROUOT)),
    _event("red_line", "Red line", "レッド・ライン", "EVT-46", 19, GREEN, BATTLE, ONLY_A,
           "A defending Allied stack with Picton, Orange or Hill flips one more battle card.",
           (oob.PICTON, oob.ORANGE, oob.HILL)),
    _event("combined_operation", "Combined operation", "連携作戦", "EVT-47", 19, GREEN, OWN, ONLY_F,
           "At the end of a French operation, perform another with a different stack."),
)
# fmt: on

EVENT: Final[Mapping[str, Event]] = {e.key: e for e in EVENTS}

_CARD_SOURCE: Final = (
    "reconstructed: number, value, combat box and recovery box (the card list is missing, M-5); "
    "rulebook p.{page}: event {rule}"
)
_THREE_PLAYER_SOURCE: Final = (
    "reconstructed: event chosen for the 3-player game, value and boxes copied from card {replaces}; "
    "rulebook p.16: card {number} replaces card {replaces}; rulebook p.{page}: event {rule}"
)


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
    source = _CARD_SOURCE.format(page=e.page, rule=e.rule)
    return Card(number, deck, event, value, damage, fatigue, recovery, e.colour, _timing(deck, e.when), None,
                checked(source, f"card {number}"))  # fmt: skip


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
    source = _THREE_PLAYER_SOURCE.format(replaces=replaces, number=number, page=e.page, rule=e.rule)
    return Card(number, old.deck, event, old.value, old.damage, old.fatigue, old.recovery, e.colour,
                _timing(old.deck, e.when), replaces, checked(source, f"card {number}"))  # fmt: skip


THREE_PLAYER_CARDS: Final[tuple[Card, ...]] = tuple(
    _three_player_card(number, replaces, event) for number, (replaces, event) in THREE_PLAYER_EVENTS.items()
)

CARDS: Final[tuple[Card, ...]] = FRENCH_DECK + ALLIED_DECK + THREE_PLAYER_CARDS
CARD: Final[Mapping[int, Card]] = {c.number: c for c in CARDS}

_INVASION_SOURCE: Final = (
    "reconstructed: title and draw counts (the scenario book that explains cards 73-77 is missing, M-7); "
    "rulebook p.5 and p.8: invasion cards 73-77 are stages of the invasion and set the 1-4 cards drawn"
)
# fmt: off
INVASION_CARDS: Final[tuple[InvasionCard, ...]] = tuple(
    InvasionCard(number, name, french, allied, summary, checked(_INVASION_SOURCE, f"invasion card {number}"))
    for number, name, french, allied, summary in (
        (73, "The Army of the North crosses the Sambre", 3, 1,
         "Surprise: the French draw 3 cards, the Allies 1."),
        (74, "The Allies gather", 3, 2, "The Allies react: French 3, Allies 2."),
        (75, "Ligny and Quatre-Bras", 3, 3, "The armies are in contact: 3 cards each."),
        (76, "The road to Mont-Saint-Jean", 2, 3, "The French pause after their victory: French 2, Allies 3."),
        (77, "Waterloo", 3, 3, "The decisive day: 3 cards each."),
    )
)
# fmt: on
INVASION: Final[Mapping[int, InvasionCard]] = {c.number: c for c in INVASION_CARDS}

# Combat dice (p.4): 5 per colour; each die's six faces are the six combat boxes.
DICE_FACES: Final[tuple[tuple[int, int], ...]] = ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))
DICE: Final[Mapping[str, oob.Army]] = {
    "blue": oob.Army.FRENCH,
    "red": oob.Army.ANGLO_DUTCH,
    "grey": oob.Army.PRUSSIAN,
}
DICE_PER_COLOUR: Final = 5
DICE_SOURCE: Final = checked(
    "reconstructed: faces equal to the six combat boxes, each on six cards of a deck; "
    "rulebook p.4: dice give the same probabilities as the cards; rulebook p.3: 5 dice of each colour",
    "dice",
)


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
