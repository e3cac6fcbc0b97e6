"""What must hold in every state (self-play and the tests check it after each step)."""

from __future__ import annotations

from collections import Counter
from functools import cache

from engine.napoleon1815 import deck
from engine.napoleon1815.data import cards, components
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.seats import deck_of, grognard, three_players
from engine.napoleon1815.state import (
    AREA,
    ARMY,
    BLOCK,
    CAV,
    COMMANDER,
    CORPS,
    FAT,
    INF,
    KIND,
    SCOUT,
    SIDE,
    N1815State,
    held,
    other,
    sp,
)


def violations(s: N1815State) -> list[str]:
    """Every broken invariant, in words."""
    out = _pieces(s) + _cards(s) + _markers(s) + _flow(s)
    if not components.VP_MIN <= s.vp <= components.VP_MAX:
        out.append(f"VP {s.vp} off the 0-20 track")
    return out


def _pieces(s: N1815State) -> list[str]:
    out = []
    blocks = Counter(p[BLOCK] for p in s.pieces.values())
    out += [f"{b} on the map twice" for b, n in blocks.items() if n > 1]
    gone = {b for b, _ in s.eliminated}
    out += [f"{b} both eliminated and on the map" for b in blocks if b in gone]
    corps = held(s)
    for t, p in s.pieces.items():
        if p[AREA] not in data_map.AREA:
            out.append(f"{t} in unknown area {p[AREA]}")
        kind = KIND[p[BLOCK]]
        if kind == CORPS:
            if not 1 <= sp(p) <= 8 or p[INF] < 0 or p[CAV] < 0:
                out.append(f"{p[BLOCK]} has {p[INF]}+{p[CAV]} SP")
            if not 0 <= p[FAT] <= components.FATIGUE_LIMIT:
                out.append(f"{p[BLOCK]} has {p[FAT]} fatigue")
        elif sp(p) or p[FAT]:
            out.append(f"{p[BLOCK]} ({kind}) carries SP or fatigue")
        if kind == COMMANDER and (p[AREA], SIDE[p[BLOCK]]) not in corps:
            out.append(f"{p[BLOCK]} is alone at {p[AREA]}")
        if kind == SCOUT and (not grognard(s) or (p[AREA], other(SIDE[p[BLOCK]])) in corps):
            out.append(f"scout {p[BLOCK]} beside enemy corps or outside Grognard rules")
    return out


def _cards(s: N1815State) -> list[str]:
    out = []
    three = three_players(s)
    for family in cards.Deck:
        held = [c for seat, hand in s.hands.items() if deck_of(seat) == family.value for c in hand]
        have = Counter(s.decks[family.value] + s.discards[family.value] + held)
        want = _full_deck(family, three)
        if have != want:
            out.append(f"{family.value} cards: deck + hands + discard differ from the deck")
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
    if s.outcome is None and (not s.frames or s.frames[-1].get("who") not in s.seats):
        out.append("no seat is asked anything")
    op = next((f for f in reversed(s.frames) if f["k"] == "op"), None)
    if op is not None and not op["coop"]:
        armies = {ARMY[s.pieces[t][BLOCK]] for t in op["group"] if t in s.pieces}
        if {"anglo_dutch", "prussian"} <= armies:
            out.append("a mixed Anglo-Dutch and Prussian stack operates without Allied cooperation")
    return out
