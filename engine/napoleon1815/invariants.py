"""What must hold in every state (self-play and the tests check it after each step)."""

from __future__ import annotations

from collections import Counter
from functools import cache

from engine.core import find
from engine.napoleon1815 import deck
from engine.napoleon1815.data import cards, components
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.movement import OpFields
from engine.napoleon1815.seats import deck_of, grognard, three_players
from engine.napoleon1815.state import (
    ARMY,
    COMMANDER,
    CORPS,
    KIND,
    SCOUT,
    SIDE,
    TOKEN_PREFIX,
    N1815State,
    held,
    may_talk,
    other,
)


def violations(s: N1815State) -> list[str]:
    """Every broken invariant, in words for developers."""
    out = _pieces(s) + _cards(s) + _markers(s) + _flow(s)
    if not components.VP_MIN <= s.vp <= components.VP_MAX:
        out.append(f"VP {s.vp} off the 0-20 track")
    if s.talking != may_talk(s):
        out.append("the public 3P-4 communication bit disagrees with the board")
    return out


def _pieces(s: N1815State) -> list[str]:
    out = []
    blocks = Counter(p.block for p in s.pieces.values())
    out += [f"{b} on the map twice" for b, n in blocks.items() if n > 1]
    gone = {g.block for g in s.eliminated}
    out += [f"{b} both eliminated and on the map" for b in blocks if b in gone]
    corps = held(s)
    for t, p in s.pieces.items():
        if p.area not in data_map.AREA:
            out.append(f"{t} in unknown area {p.area}")
        kind = KIND[p.block]
        if kind == CORPS:
            if not 1 <= p.sp <= 8 or p.infantry < 0 or p.cavalry < 0:
                out.append(f"{p.block} has {p.infantry}+{p.cavalry} SP")
            if not 0 <= p.fatigue <= components.FATIGUE_LIMIT:
                out.append(f"{p.block} has {p.fatigue} fatigue")
        elif p.sp or p.fatigue:
            out.append(f"{p.block} ({kind}) carries SP or fatigue")
        if kind == COMMANDER and (p.area, SIDE[p.block]) not in corps:
            out.append(f"{p.block} is alone at {p.area}")
        if kind == SCOUT and (not grognard(s) or (p.area, other(SIDE[p.block])) in corps):
            out.append(f"scout {p.block} beside enemy corps or outside Grognard rules")
    numbers = [*s.pieces, *(f"{TOKEN_PREFIX[army]}{n}" for army, pool in s.tokens_left.items() for n in pool)]
    if len(set(numbers)) != len(numbers):
        out.append("a token number is both on the map and still in its pool")
    return out


def _cards(s: N1815State) -> list[str]:
    out = []
    three = three_players(s)
    for family in cards.Deck:
        in_hands = [c for seat, hand in s.hands.items() if deck_of(seat) == family.value for c in hand]
        have = Counter(s.decks[family.value] + s.discards[family.value] + in_hands)
        if have != _full_deck(family, three):
            out.append(f"{family.value} cards: deck + hands + discard differ from the deck")
        seen = {c for c in s.seen_discards if cards.CARD[c].deck is family}
        if not seen <= set(s.discards[family.value]):
            out.append(f"{family.value} cards: a card seen discarded is not in the discard pile")
    for seat, hand in s.hands.items():
        if any(deck.is_red(c) for c in hand):
            out.append(f"{seat} holds a red card")
    return out


@cache
def _full_deck(family: cards.Deck, three: bool) -> Counter[int]:
    return Counter(c.number for c in cards.deck(family, three_player=three))


def _markers(s: N1815State) -> list[str]:
    out = [f"flag on {a}, which takes none" for a in s.control if not data_map.AREA[a].controllable]
    out += [f"entrenchment on {a}" for a in s.entrenchments if not data_map.AREA[a].entrenchable]
    corps = held(s)
    for area in s.arrows:
        if not ((area, "french") in corps and (area, "allied") in corps):
            out.append(f"retreat arrow on {area}, which is not engaged")
    return out


def _flow(s: N1815State) -> list[str]:
    out = []
    if s.result is None and (not s.frames or not s.frames[-1].who or s.frames[-1].who[0] not in s.seats):
        out.append("no seat is asked anything")
    op = find(s, OpFields)
    if op is not None and not op.coop:
        armies = {ARMY[s.pieces[t].block] for t in op.group if t in s.pieces}
        if {"anglo_dutch", "prussian"} <= armies:
            out.append("a mixed Anglo-Dutch and Prussian stack operates without Allied cooperation")
    return out
