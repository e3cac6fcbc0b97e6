"""Shared tools for the Napoleon 1815 tests (no tests here): custom positions, stacked decks, and
playing actions by label."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core import Action
from engine.napoleon1815 import Napoleon1815, board
from engine.napoleon1815.flow.frames import frame
from engine.napoleon1815.flow.run import advance
from engine.napoleon1815.state import BLOCK, N1815State

GAME = Napoleon1815()


def new_game(seed: int = 1, scenario: str | None = None, **options: str) -> N1815State:
    return GAME.setup(seed, scenario, options)


def clear_map(s: N1815State) -> None:
    s.pieces = {}
    s.next_token = {"french": 1, "anglo_dutch": 1, "prussian": 1}
    s.arrows = {}
    s.entrenchments = []
    s.arrivals = []


def put(s: N1815State, block: str, area: str, inf: int | None = None, cav: int | None = None,
        fat: int = 0, spent: bool = False) -> str:  # fmt: skip
    """Place a block (full strength unless told) and return its token."""
    from engine.napoleon1815.data import oob

    b = oob.BLOCK[block]
    token = board.place(
        s, block, area, b.infantry if inf is None else inf, b.cavalry if cav is None else cav, fat
    )
    s.pieces[token][5] = spent
    return token


def token(s: N1815State, block: str) -> str:
    return next(t for t, p in s.pieces.items() if p[BLOCK] == block)


def piece(s: N1815State, block: str) -> list[Any]:
    return s.pieces[token(s, block)]


def stack_deck(s: N1815State, family: str, top_first: Iterable[int]) -> None:
    """Put these cards on top of a deck, first listed on top (taken from wherever they were)."""
    cards = list(top_first)
    for pile in [s.decks[family], s.discards[family], *s.hands.values()]:
        for c in cards:
            if c in pile:
                pile.remove(c)
    s.decks[family] += list(reversed(cards))


def give(s: N1815State, seat: str, cards: Iterable[int]) -> None:
    """Put these cards in a hand (taken from wherever they were)."""
    cards = list(cards)
    family = "french" if seat == "france" else "allied"
    for pile in [s.decks[family], s.discards[family], *s.hands.values()]:
        for c in cards:
            if c in pile:
                pile.remove(c)
    s.hands[seat] += cards


def empty_hands(s: N1815State) -> None:
    for seat, hand in s.hands.items():
        family = "french" if seat == "france" else "allied"
        s.decks[family] = hand + s.decks[family]
        s.hands[seat] = []


def blank(**options: str) -> N1815State:
    """A new game with no block on the map and empty hands: the tests place what they need."""
    s = new_game(**options)
    clear_map(s)
    empty_hands(s)
    return s


def start_operations(s: N1815State, first: str = "french", leader: str | None = None) -> None:
    """Jump to the start of an Operations Phase with ``first`` to act."""
    s.frames = [frame("turn", at="recovery"), frame("ops", side=first)]
    s.phase = "operations"
    s.initiative = first
    s.leader = leader
    s.passed = []
    s.log = []
    advance(s)


def start_recovery(s: N1815State) -> None:
    s.frames = [frame("turn", at="recovery")]
    s.log = []
    advance(s)


def act(s: N1815State, text: str) -> list[str]:
    """Apply the one legal action whose notation or label contains ``text``; returns the log texts."""
    seat = GAME.to_act(s)[0]
    actions = GAME.legal_actions(s, seat)
    exact = [a for a in actions if a.notation() == text]
    matches = exact or [a for a in actions if text in a.label or text == a.verb]
    assert len(matches) == 1, (
        f"{text!r} matches {[a.label for a in matches]} among {[str(a) for a in actions]}"
    )
    return [e["text"] for e in GAME.apply(s, seat, matches[0])]


def labels(s: N1815State) -> list[str]:
    seat = GAME.to_act(s)[0]
    return [a.label for a in GAME.legal_actions(s, seat)]


def notations(s: N1815State) -> list[str]:
    seat = GAME.to_act(s)[0]
    return [a.notation() for a in GAME.legal_actions(s, seat)]


def who(s: N1815State) -> str:
    return GAME.to_act(s)[0]


def play(s: N1815State, *texts: str) -> list[str]:
    out: list[str] = []
    for text in texts:
        out += act(s, text)
    return out


def apply(s: N1815State, verb: str, arg: str = "") -> list[str]:
    seat = GAME.to_act(s)[0]
    return [e["text"] for e in GAME.apply(s, seat, Action(verb, arg))]
