"""Facts that hold in every state of a game (self-play and the conformance suite check them)."""

from __future__ import annotations

from collections import Counter

from engine.gustav.data.board import HEXES
from engine.gustav.data.cards import DECKS
from engine.gustav.data.tracks import HAND, MORALE_MAX, MORALE_MIN
from engine.gustav.data.units import BUDGET, army_cost
from engine.gustav.state import SEATS, GustavState


def violations(s: GustavState) -> list[str]:
    found: list[str] = []
    hexes = [u.hex for u in s.units.values() if u.hex]
    if len(hexes) != len(set(hexes)):
        found.append("two units share a hex")  # T-2
    found += [f"unit on {h}, not a hex" for h in hexes if h not in HEXES]
    for seat in SEATS:
        if not MORALE_MIN <= s.morale[seat] <= MORALE_MAX:
            found.append(f"{seat}: morale {s.morale[seat]}")
        if army_cost(s.armies[seat]) > BUDGET or s.armies[seat].count("hq") != 1:
            found.append(f"{seat}: army {s.armies[seat]}")
        if s.units:
            cards = [
                *s.hands[seat],
                *s.piles[seat],
                *s.discards[seat],
                *(p.card for p in s.played[seat]),
                *s.culled[seat],
            ]
            if Counter(cards) != Counter(DECKS[seat]):
                found.append(f"{seat}: cards {sorted(cards)} are not its deck")
            if len(s.hands[seat]) > HAND:
                found.append(f"{seat}: {len(s.hands[seat])} cards in hand")
            if not set(s.known[seat]) <= set(s.hands[seat]):
                found.append(f"{seat}: known cards {s.known[seat]} not in hand")
    return found
