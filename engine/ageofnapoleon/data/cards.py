"""The 55 strategy cards.

Public facts: 55 cards (rules §2.0), each with an event and a code for the phase in which that event may be
played (review of the first edition); a card not played for its event moves one stack (review, 2003); there
are diplomatic, campaign and battle cards (same review). Names: Forced March, Mud, Depot, Scorched Earth,
Veteran (the aid; its 「ペテラン」 misprints ベテラン); English Gold and two Insurrection cards (scenario book
§17.2); English Gold makes a country neutral (errata §6.2); Britannia lets the British army leave the home
islands (review, 2003); the markers Napoleonic Dynasty and Russo-Ottoman War (scenario book §17.2) come with
cards of those names; Pitt's intervention brings Prussia into the Coalition (play report).

The manifest itself (scenario book §20.0) lies past what the stored copies show, so the rest of the deck is
reconstructed (``reconstructed: manifest``) from the period's diplomacy and campaigns, sized so that each
phase has cards for both players, and the battle cards come in kinds (never two of a kind in one battle,
aid 戦闘結果表). Each event is a kind with an amount; the words are in the catalogs
(``ageofnapoleon-event-{card}``).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.data.sources import Source, aid, errata, ours, public

DECK_SIZE: Final = 55  # public rules §2.0 (fact)


class Phase(StrEnum):
    """The phase code a card carries: when its event may be played."""

    DIPLOMACY = "diplomacy"
    INSURRECTION = "insurrection"
    REINFORCEMENT = "reinforcement"
    MOVEMENT = "movement"  # campaign rounds, during movement
    BATTLE = "battle"
    ATTRITION = "attrition"


class Event(StrEnum):
    """What a card's event does (the amount says how much)."""

    STATUS = "status"  # a country's status changes (diplomacy)
    NEUTRAL = "neutral"  # a country becomes neutral (English Gold)
    INSURRECTION = "insurrection"  # a French-held country rises
    REFORM = "reform"  # Austria or Prussia reforms
    RETURN = "return"  # corps lost (not in winter) come back
    RAISE = "raise"  # the mobilization limit rises by the amount this phase
    SEA = "sea"  # the British army may move by sea
    MOVE = "move"  # the army's allowance changes by the amount (negative: the enemy's)
    INTERCEPT = "intercept"  # an interception succeeds without its roll
    COMBAT = "combat"  # the side's combat total changes by the amount (negative: the enemy's)
    REROLL = "reroll"  # the side rolls its battle die again
    ATTRITION = "attrition"  # the attrition die changes by the amount (negative: the enemy's)
    WAR = "war"  # a side war elsewhere: Russia's mobilization falls by the amount this year
    DYNASTY = "dynasty"  # a French dominion becomes a French ally


class Card(NamedTuple):
    id: str
    copies: int
    phase: Phase
    side: Side | None  # whose event it is; None: either player's
    event: Event
    amount: int
    source: Source  # of the card
    phase_source: Source  # of its phase code


# plain names for a hot path (engine/README.md, "Enum members on a hot path")
DIPLOMACY, MOVEMENT, BATTLE = Phase.DIPLOMACY, Phase.MOVEMENT, Phase.BATTLE
RETURN, REFORM, SEA, RAISE = Event.RETURN, Event.REFORM, Event.SEA, Event.RAISE

_M = ours("manifest")
F, C = Side.FRENCH, Side.COALITION
D, IN, R, V, B, A = (
    Phase.DIPLOMACY,
    Phase.INSURRECTION,
    Phase.REINFORCEMENT,
    Phase.MOVEMENT,
    Phase.BATTLE,
    Phase.ATTRITION,
)


def _r(cid: str, copies: int, phase: Phase, side: Side | None, event: Event, amount: int = 0) -> Card:
    return Card(cid, copies, phase, side, event, amount, _M, _M)


CARDS: Final[dict[str, Card]] = {
    c.id: c
    for c in (
        # named by the aid
        Card("forced_march", 2, V, None, Event.MOVE, 1, aid("movement"), aid("march-attrition")),
        Card("mud", 2, V, None, Event.MOVE, -1, aid("movement"), aid("movement")),
        Card("depot", 2, A, None, Event.ATTRITION, 2, aid("march-attrition"), aid("march-attrition")),
        Card("scorched_earth", 1, A, C, Event.ATTRITION, -2, aid("march-attrition"), aid("march-attrition")),
        Card("veteran", 2, R, None, Event.RETURN, 1, aid("march-attrition"), ours("veteran-phase")),
        # named by the public rules, scenario book, errata, reviews and play reports
        Card("english_gold", 1, D, C, Event.NEUTRAL, 1, public("17.2.2"), errata("6.2")),
        Card(
            "insurrection",
            2,
            IN,
            C,
            Event.INSURRECTION,
            1,
            public("17.2.2"),
            ours("insurrection-phase"),
        ),
        Card("britannia", 1, R, C, Event.SEA, 1, public("review-2003"), _M),
        Card("napoleonic_dynasty", 1, D, F, Event.DYNASTY, 1, public("17.2", "scenario-marker"), _M),
        Card("russo_ottoman_war", 1, D, F, Event.WAR, 2, public("17.2", "scenario-marker"), _M),
        Card("pitt", 1, D, C, Event.STATUS, 1, public("play-report"), _M),
        # reconstructed: diplomacy
        _r("talleyrand", 2, D, F, Event.STATUS, 1),
        _r("metternich", 1, D, C, Event.STATUS, 1),
        _r("tsar_alexander", 1, D, None, Event.STATUS, 1),
        _r("queen_louise", 1, D, C, Event.STATUS, 1),
        _r("marie_louise", 1, D, F, Event.STATUS, 1),
        _r("continental_system", 1, D, F, Event.STATUS, 1),
        _r("peace_party", 2, D, None, Event.NEUTRAL, 1),
        _r("war_party", 2, D, None, Event.STATUS, 1),
        # reconstructed: insurrection and reform
        _r("guerrilla", 1, IN, C, Event.INSURRECTION, 1),
        _r("tugendbund", 1, IN, C, Event.INSURRECTION, 1),
        _r("andreas_hofer", 1, IN, C, Event.INSURRECTION, 1),
        _r("austrian_reform", 1, R, C, Event.REFORM, 1),
        _r("prussian_reform", 1, R, C, Event.REFORM, 1),
        # reconstructed: reinforcement
        _r("conscription", 2, R, F, Event.RAISE, 2),
        _r("landwehr", 2, R, C, Event.RAISE, 2),
        _r("royal_navy", 1, V, C, Event.SEA, 1),
        # reconstructed: movement and interception
        _r("cossacks", 1, V, C, Event.INTERCEPT, 1),
        _r("cavalry_screen", 2, V, None, Event.INTERCEPT, 1),
        # reconstructed: battle (kinds: no two of a kind in one battle)
        _r("imperial_guard", 1, B, F, Event.COMBAT, 3),
        _r("grand_battery", 2, B, None, Event.COMBAT, 2),
        _r("cavalry_charge", 2, B, None, Event.COMBAT, 2),
        _r("strong_position", 2, B, None, Event.COMBAT, 2),
        _r("flank_march", 2, B, None, Event.COMBAT, 1),
        _r("confusion", 2, B, None, Event.COMBAT, -2),
        _r("fortune_of_war", 2, B, None, Event.REROLL, 1),
        # reconstructed: attrition
        _r("winter_quarters", 1, A, None, Event.ATTRITION, 1),
        _r("general_winter", 1, A, C, Event.ATTRITION, -1),
    )
}


DECK: Final = tuple(card.id for card in CARDS.values() for _ in range(card.copies))  # one entry per copy
