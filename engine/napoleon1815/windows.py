"""Card windows: the moments when a seat that is not deciding anything else may answer with a green
card, and the effect frame that carries out a card once played.

Whether a window opens depends only on public facts, so that being asked leaks nothing: the
rules allow an answer at this moment, the answering side has not yet played its green card of
this operation (OPS-8, EVT-0; 3P-13: the Allies as a whole), its deck holds an event of this
kind, and the seat holds at least one card (hand sizes are public). The seat then sees the
cards it may really play, and "no card".

With three players the Allied leader answers first: he plays one of his cards, lets his partner
answer, or declines for both (3P-13, A-19).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Action, Prompt, log
from engine.napoleon1815 import deck
from engine.napoleon1815.data import cards
from engine.napoleon1815.events import battle, moves, retreat
from engine.napoleon1815.flow.frames import DONE, NEXT, Task, ask, finish, frame, push
from engine.napoleon1815.seats import acts, cap, label, partner, seats_of_side, three_players
from engine.napoleon1815.state import ALLIED, Frame, N1815State, other

Condition = Callable[[N1815State, str, dict[str, Any]], bool]
CONDITIONS: dict[str, Condition] = {**moves.CONDITIONS, **battle.CONDITIONS, **retreat.CONDITIONS}
EFFECTS = {**moves.EFFECTS, **battle.EFFECTS, **retreat.EFFECTS}

# Which events answer in which window (TRM-12 timing symbols; data README for the unpictured ones).
WINDOW_EVENTS: dict[str, frozenset[str]] = {
    "preflip": frozenset({"last_effort", "reaction_move", "insubordination"}),  # EVT-15/17/26
    "postflip": frozenset({"road_blocked"}),  # EVT-31
    "confusion": frozenset({"confusion"}),  # EVT-16
    "endmove": frozenset({"fatigue"}),  # EVT-33
    "counter": frozenset({"counter_order"}),  # EVT-43
    "battle": frozenset(battle.CONDITIONS),
    "loser": frozenset({"cambronne", "hold_at_all_costs", "orderly_retreat"}),
    "panic": frozenset({"panic"}),
}
_QUESTIONS = {
    "preflip": "answer the operation before the MP flip?",
    "postflip": "answer the MP flip?",
    "confusion": "play Confusion?",
    "endmove": "answer the end of the move?",
    "counter": "cancel the event just played?",
    "battle": "play a battle card?",
    "loser": "play a retreat card?",
    "panic": "play a card after the retreat?",
}


def timing(kind: str, mover: str) -> str:
    """The timing symbol a card needs to answer in this window (TRM-12)."""
    if kind == "battle":
        return "battle"
    if kind in ("loser", "panic"):
        return "retreat"
    return f"{mover}_move"


def fits(s: N1815State, seat: str, card: int, kind: str, ctx: dict[str, Any]) -> bool:
    """Whether a card in ``seat``'s hand may answer in this window now."""
    c = cards.CARD[card]
    if c.event not in WINDOW_EVENTS[kind] or c.timing is None or c.timing.value != timing(kind, ctx["mover"]):
        return False
    return CONDITIONS[c.event](s, seat, ctx)


def _deck_has(s: N1815State, side: str, kind: str, mover: str) -> bool:
    wanted = timing(kind, mover)
    return any(
        c.event in WINDOW_EVENTS[kind] and c.timing is not None and c.timing.value == wanted
        for c in cards.deck(cards.Deck(side), three_player=three_players(s))
    )


def open_window(s: N1815State, kind: str, side: str, mover: str, **ctx: Any) -> bool:
    """Push a window for ``side`` if the rules and public facts allow an answer; True if pushed."""
    if side in s.green_used or not _deck_has(s, side, kind, mover):
        return False
    seats = _answering(s, side)
    if not any(s.hands[seat] for seat in seats):
        return False
    push(s, frame("win", w=kind, side=side, seats=seats, i=0, ctx={"mover": mover, **ctx}))
    return True


def _answering(s: N1815State, side: str) -> list[str]:
    seats = list(seats_of_side(s, side))
    if side == ALLIED and three_players(s) and s.leader is not None:
        other_seat = partner(s.leader)
        return [s.leader, *([other_seat] if other_seat else [])]
    return seats


def _run(s: N1815State, f: Frame) -> str:
    while f["i"] < len(f["seats"]):
        seat = f["seats"][f["i"]]
        rest = f["seats"][f["i"] :]
        if any(s.hands[t] for t in rest):
            return ask(f, seat, _QUESTIONS[f["w"]])
        f["i"] = len(f["seats"])
    return DONE


def _prompt(s: N1815State, f: Frame) -> Prompt:
    seat = f["who"]
    p = Prompt(f"{cap(_QUESTIONS[f['w']])} You may play one card, or none.")
    for c in sorted(set(s.hands[seat])):
        if fits(s, seat, c, f["w"], f["ctx"]):
            p.add("play", str(c), f"Play {deck.card_name(c)}")
    later = f["seats"][f["i"] + 1 :]
    if later and any(s.hands[t] for t in later):
        p.add("partner", "", f"Let {label(later[0])} answer")
    p.add("none", "", "No card")
    return p


def _answer(s: N1815State, f: Frame, action: Action) -> None:
    if action.verb == "partner":
        f["i"] += 1
        return
    finish(s, f)
    if action.verb == "none":
        return
    play_card(s, f["who"], int(action.arg), f["side"], dict(f["ctx"]))


def play_card(s: N1815State, seat: str, card: int, side: str, ctx: dict[str, Any]) -> int:
    """Play a green card: discard it, use the side's card of this operation, push its effect.
    Returns the index of the effect frame (for Counter-order)."""
    deck.play(s, seat, card)
    s.green_used.append(side)
    event = cards.CARD[card].event
    log(s, f"{acts(seat, 'play')} {deck.card_name(card)}")
    push(s, frame("effect", event=event, seat=seat, card=card, ctx=ctx, cancelled=False))
    return len(s.frames) - 1


def mover_plays(s: N1815State, seat: str, card: int, side: str, **ctx: Any) -> str:
    """The operating player plays one of his own-move cards; the enemy may then cancel it (EVT-43)."""
    index = play_card(s, seat, card, side, {"mover": side, **ctx})
    open_window(s, "counter", other(side), side, target=index)
    return NEXT


def _effect(s: N1815State, f: Frame) -> str:
    """Carry out a played event, unless cancelled; decisions it needs are pushed above it."""
    if f["cancelled"] or f["at"] == "done":
        return DONE
    f["at"] = "done"
    EFFECTS[f["event"]](s, f)
    return NEXT


TASKS = {"win": Task(_run, _prompt, _answer), "effect": Task(_effect)}
