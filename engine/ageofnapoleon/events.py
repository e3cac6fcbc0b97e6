"""The card events played outside diplomacy, insurrection and battle: each card's effect as our reading of
its name and the facts found (DATA.md §3; ``data.cards`` gives each card's source).

* Veteran (aid 行軍損耗表 names it: corps lost in a normal round come back; winter losses never do):
  one corps of the player's side out of the game, lost outside winter, returns to the corps set aside.
  We do not track where a loss happened, so any corps out of the game that was not lost to winter
  attrition qualifies (``winter_lost``); reconstructed.
* Conscription, Landwehr (reconstructed): the player's mobilization limit on its patron power rises by the
  card's amount this year.
* Austrian, Prussian Reform (reconstructed from the aid's "Ref." lines): the power moves to its reformed
  line for good, while the French side does not control it.
* Britannia (public review: the British army may leave the home islands), Royal Navy (reconstructed: the
  same): British corps may move and come in by sea from now on.
* Russo-Ottoman War (public §17.2 marker; reconstructed effect): Russia's mobilization limit falls by the
  card's amount this year.
* Forced March (aid 移動) is played with a move that needs its extra area, Mud (aid 移動: -1) against an
  enemy move as it begins (campaign_flow.py: a reaction window).
* Played on a player's turn of a campaign round instead of an activation (``campaign_event_ok``,
  ``play_campaign_event``; reconstructed timing): Depot (aid 行軍損耗表: +2) helps the player's march attrition rolls, Scorched Earth
  (aid: -2) hurts the enemy's, for the rest of the round; Winter Quarters (+1) and General Winter (-1,
  reconstructed) change this year's winter attrition rolls of the player, or of the enemy.
"""

from __future__ import annotations

from typing import Final

from engine.ageofnapoleon.data.cards import CARDS, RAISE, REFORM, RETURN, SEA, Event, Phase
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import FRENCH, Side, side_of
from engine.ageofnapoleon.sea import BRITANNIA
from engine.ageofnapoleon.state import AonState, enemy, put, seat_of, take

REFORMS = {"austrian_reform": "oesterreich", "prussian_reform": "preussen"}
WINTER_LOST = "winter_lost"


def _own(s: AonState, side: Side, corps: str) -> bool:
    country = ROSTER[corps].country
    return side_of(s.statuses.get(country, s.statuses["france"])) is side


def reinforcement_event_ok(s: AonState, side: Side, card_id: str) -> bool:
    """Whether the event of this reinforcement-phase card does something for ``side`` now."""
    if card_id not in _PLAYABLE[side]:
        return False
    card = CARDS[card_id]
    if card.event is RETURN:
        return any(_own(s, side, c) and f"{WINTER_LOST}:{c}" not in s.lasting for c in s.out)
    if card.event is REFORM:
        country = REFORMS[card_id]
        return country not in s.reformed and side_of(s.statuses[country]) is not FRENCH
    if card.event is SEA:
        return BRITANNIA not in s.lasting
    return card.event is RAISE


_PLAYABLE: Final = {
    side: frozenset(c for c, card in CARDS.items() if card.side in (None, side)) for side in Side
}


def play_reinforcement_event(s: AonState, side: Side, card_id: str) -> None:
    """Carry out a reinforcement-phase event checked by ``reinforcement_event_ok``."""
    card = CARDS[card_id]
    if card.event is Event.RETURN:
        back = [c for c in s.out if _own(s, side, c) and f"{WINTER_LOST}:{c}" not in s.lasting]
        for corps in back[: card.amount]:
            take(s.out, corps)
            put(s.pool, corps)
    elif card.event is Event.REFORM:
        put(s.reformed, REFORMS[card_id])
    elif card.event is Event.SEA:
        put(s.lasting, BRITANNIA)
    else:
        s.yearly.append(f"raise:{side.value}:{card.amount}")


def raise_of(s: AonState, side: Side) -> int:
    """The rise in ``side``'s mobilization limit this year (Conscription, Landwehr)."""
    if not s.yearly:
        return 0
    return sum(int(mark.split(":")[2]) for mark in s.yearly if mark.startswith(f"raise:{seat_of(side)}:"))


def russian_cut(s: AonState) -> int:
    """The fall in Russia's mobilization limit this year (Russo-Ottoman War, or its marker from a set-up)."""
    war = "russo_ottoman_war"
    return CARDS[war].amount if war in s.yearly or war in s.lasting else 0


WINTER_CARDS = frozenset({"winter_quarters", "general_winter"})


def campaign_event_ok(s: AonState, side: Side, card_id: str) -> bool:
    """Whether this card's event may be played on ``side``'s turn of a campaign round now."""
    sea = _CAMPAIGN_EVENTS[side].get(card_id)
    if sea is None:
        return False
    return not sea or BRITANNIA not in s.lasting  # Britannia, Royal Navy: once, while not in force


def _campaign_events(side: Side) -> dict[str, bool]:
    """The cards whose event ``side`` may play on its turn of a campaign round, each with whether it is a
    sea event (Forced March goes with a move, Mud against one: campaign_flow.py). Looked up once: asked for
    every card in hand at every activation."""
    found = {}
    for card_id, card in CARDS.items():
        if card.side not in (None, side) or card.phase not in (Phase.MOVEMENT, Phase.ATTRITION):
            continue
        if card.event is Event.SEA or card.event is Event.ATTRITION:
            found[card_id] = card.event is Event.SEA
    return found


_CAMPAIGN_EVENTS: Final = {side: _campaign_events(side) for side in Side}
# the cards either side may play as campaign events: no other card's is asked of campaign_event_ok
CAMPAIGN_EVENT_CARDS: Final = frozenset(c for table in _CAMPAIGN_EVENTS.values() for c in table)


def play_campaign_event(s: AonState, side: Side, card_id: str) -> None:
    """Carry out a campaign-round event checked by ``campaign_event_ok``."""
    card = CARDS[card_id]
    if card.event is Event.SEA:
        put(s.lasting, BRITANNIA)
    else:
        target = side if card.amount > 0 else enemy(side)
        if card_id in WINTER_CARDS:
            s.yearly.append(f"winter:{target.value}:{card.amount}")
        else:
            s.yearly.append(f"march:{target.value}:{s.round}:{card.amount}")


def march_extra(s: AonState, side: Side) -> int:
    """The cards' change to ``side``'s march attrition rolls this round (Depot, Scorched Earth)."""
    mark = f"march:{seat_of(side)}:{s.round}:"
    return sum(int(m.removeprefix(mark)) for m in s.yearly if m.startswith(mark))


def winter_extra(s: AonState, side: Side) -> int:
    """The cards' change to ``side``'s winter attrition rolls this year (Winter Quarters, General Winter)."""
    mark = f"winter:{seat_of(side)}:"
    return sum(int(m.removeprefix(mark)) for m in s.yearly if m.startswith(mark))
