"""Determinizing: a state that agrees with everything one seat can see, the rest dealt anew.

Re-drawn: the order of every deck; the cards in the hands the seat cannot see (red cards never
sit in a hand); with the Grognard rules, which block stands behind each hidden token of an army
(commanders always with a corps of their side, scouts never beside enemy corps); the SP and
fatigue of the corps behind other screens, moved between corps of the same army so that each
army's totals (what VP changes reveal) stay the same. Discard piles are kept: every card in
them was played or flipped in the open. Pieces named by a procedure under way (the operating
stack, a battle's blocks) keep their identity and numbers, so the procedure stays consistent.
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import Rng, shuffle
from engine.napoleon1815 import deck
from engine.napoleon1815.data import components, oob
from engine.napoleon1815.seats import armies_of, deck_of, grognard, three_players
from engine.napoleon1815.state import (
    AREA,
    ARMIES,
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

_TRIES = 30


def redraw(s: N1815State, seat: str | None, seed: int) -> None:
    """Re-deal in place (``s`` is already a copy) everything ``seat`` cannot see."""
    picker = Rng(seed)
    _cards(s, seat, picker)
    seen = set(armies_of(s, seat))
    fixed = _named_in_frames(s)
    if three_players(s) and seat not in (None, "france"):
        fixed |= {t for t, p in s.pieces.items() if KIND[p[BLOCK]] == COMMANDER}  # communication shows them
    for army in ARMIES:
        if army in seen:
            continue
        if grognard(s):
            _identities(s, army, fixed, picker)
        _strengths(s, army, fixed, picker)


def _cards(s: N1815State, seat: str | None, picker: Rng) -> None:
    for family in s.decks:
        hidden = [t for t in s.hands if deck_of(t) == family and t != seat]
        pool = list(s.decks[family]) + [c for t in hidden for c in s.hands[t]]
        shuffle(picker, pool)
        playable = iter([c for c in pool if not deck.is_red(c)])
        for t in hidden:
            s.hands[t] = [next(playable) for _ in s.hands[t]]
        dealt = {c for t in hidden for c in s.hands[t]}
        s.decks[family] = [c for c in pool if c not in dealt]


def _named_in_frames(s: N1815State) -> set[str]:
    found: set[str] = set(s.face_up)

    def walk(value: Any) -> None:
        if isinstance(value, str):
            if value in s.pieces:
                found.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(s.frames)
    return found


def _identities(s: N1815State, army: str, fixed: set[str], picker: Rng) -> None:
    """Deal the army's hidden blocks anew over its hidden tokens, keeping every rule of the board."""
    slots = sorted(t for t, p in s.pieces.items() if ARMY[p[BLOCK]] == army and t not in fixed)
    if len(slots) < 2:
        return
    records = [[s.pieces[t][BLOCK], s.pieces[t][INF], s.pieces[t][CAV], s.pieces[t][FAT]] for t in slots]
    original = [list(r) for r in records]
    for _ in range(_TRIES):
        shuffle(picker, records)
        _assign(s, slots, records)
        if _consistent(s, army):
            return
    _assign(s, slots, original)


def _assign(s: N1815State, slots: list[str], records: list[list[Any]]) -> None:
    for t, (block, infantry, cavalry, fatigue) in zip(slots, records, strict=True):
        piece = s.pieces[t]
        piece[BLOCK], piece[INF], piece[CAV], piece[FAT] = block, infantry, cavalry, fatigue


def _consistent(s: N1815State, army: str) -> bool:
    corps = held(s)
    for p in s.pieces.values():
        if ARMY[p[BLOCK]] != army:
            continue
        if KIND[p[BLOCK]] == COMMANDER and (p[AREA], SIDE[p[BLOCK]]) not in corps:
            return False
        if KIND[p[BLOCK]] == SCOUT and (p[AREA], other(SIDE[p[BLOCK]])) in corps:
            return False
    return True


def _strengths(s: N1815State, army: str, fixed: set[str], picker: Rng) -> None:
    """Move fatigue and SP between the army's hidden corps, keeping its totals and every limit."""
    corps = sorted(t for t, p in s.pieces.items() if ARMY[p[BLOCK]] == army and KIND[p[BLOCK]] == CORPS)
    corps = [t for t in corps if t not in fixed]
    if len(corps) < 2:
        return
    n = len(corps)
    for _ in range(n):
        pick = picker.below(n * n * 3)
        a, b, what = s.pieces[corps[pick % n]], s.pieces[corps[pick // n % n]], pick // (n * n)
        if a is b:
            continue
        if what == 0:
            if a[FAT] > 0 and b[FAT] < components.FATIGUE_LIMIT:
                a[FAT] -= 1
                b[FAT] += 1
            continue
        arm = INF if what == 1 else CAV
        printed = oob.BLOCK[b[BLOCK]].infantry if arm == INF else oob.BLOCK[b[BLOCK]].cavalry
        if a[arm] > 0 and sp(a) > 1 and sp(b) < oob.MAX_SP and b[arm] < printed:
            a[arm] -= 1
            b[arm] += 1
