"""Card windows: the moments when a seat that is not deciding anything else may answer with a green
card, and the effect frame that carries out a card once played.

The mechanism is the core's (``engine.core.windows.Window``), and so is the argument that being
asked leaks nothing: whether a window opens depends only on public facts (the rules allow an
answer at this moment, the answering side has not yet played its green card of this operation
(OPS-8, EVT-0; 3P-13: the Allies as a whole), its deck holds an event of that kind, and a seat
holds at least one card, hand sizes being public). The seat then sees only the cards it may
really play, and "No card". With three players the Allied leader answers first: he plays one of
his cards, lets his partner answer, or declines for both (3P-13, A-19).

The events themselves live in ``events/``: each module registers, per event, the test of whether
a card may be played now (``CONDITIONS``) and what it does (``EFFECTS``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Final, NamedTuple

from engine.core import DONE, NEXT, Action, Flow, Msg, Prompt, Window, log, push
from engine.napoleon1815 import deck, refs
from engine.napoleon1815.data import cards
from engine.napoleon1815.seats import partner, seats_of_side, three_players
from engine.napoleon1815.state import ALLIED, MACHINE, N1815Frame, N1815State, other


class Moment(NamedTuple):
    """When a card is played: the window's kind and the side whose operation is under way."""

    window: str
    mover: str


Condition = Callable[[N1815State, str, Moment], bool]
CONDITIONS: dict[str, Condition] = {}  # event -> may it be played now by this seat
EFFECTS: dict[str, Callable[[N1815State, Effect], None]] = {}  # event -> what it does

# Which events answer in which window (TRM-12 timing symbols; data README for the unpictured ones).
WINDOW_EVENTS: Final[dict[str, frozenset[str]]] = {
    "preflip": frozenset({"last_effort", "reaction_move", "insubordination"}),  # EVT-15/17/26
    "postflip": frozenset({"road_blocked"}),  # EVT-31
    "confusion": frozenset({"confusion"}),  # EVT-16
    "endmove": frozenset({"fatigue"}),  # EVT-33
    "counter": frozenset({"counter_order"}),  # EVT-43
    "battle": frozenset(
        {
            "red_haired_ney",
            "fighting_spirit",
            "cavalry_charge",
            "rear_guard",
            "imperial_guard",
            "valour",
            "skirmish_line",
            "rapid_deployment",
            "grand_battery",
            "red_line",
            "square",
            "sound_of_the_guns",
            "ambush",
        }
    ),
    "loser": frozenset({"cambronne", "hold_at_all_costs", "orderly_retreat"}),
    "panic": frozenset({"panic"}),
}


def timing(kind: str, mover: str) -> str:
    """The timing symbol a card needs to answer in this window (TRM-12)."""
    if kind == "battle":
        return "battle"
    if kind in ("loser", "panic"):
        return "retreat"
    return f"{mover}_move"


def fits(s: N1815State, seat: str, card: int, moment: Moment) -> bool:
    """Whether a card in ``seat``'s hand may answer in this window now."""
    c = cards.CARD[card]
    if c.event not in WINDOW_EVENTS[moment.window] or c.timing is None:
        return False
    if c.timing.value != timing(moment.window, moment.mover):
        return False
    return CONDITIONS[c.event](s, seat, moment)


@cache  # an offered action is immutable: one per card of the decks
def play_action(card: int) -> Action:
    """Playing a card, labelled with its name."""
    return Action("play", (card,), Msg("napoleon1815-action-play", card=refs.CARD[card]))


def _deck_has(s: N1815State, side: str, kind: str, mover: str) -> bool:
    return _deck_answers(side, kind, mover, three_players(s))


@cache  # the deck is fixed: asked at every window an operation may open
def _deck_answers(side: str, kind: str, mover: str, three_player: bool) -> bool:
    """Whether the side's deck holds a card that may answer this window."""
    wanted = timing(kind, mover)
    return any(
        c.event in WINDOW_EVENTS[kind] and c.timing is not None and c.timing.value == wanted
        for c in cards.deck(cards.Deck(side), three_player=three_player)
    )


def open_window(s: N1815State, kind: str, side: str, mover: str, target: int = -1) -> bool:
    """Push a window for ``side`` if the rules and public facts allow an answer; True if pushed."""
    if side in s.green_used or not _deck_has(s, side, kind, mover):
        return False
    seats = answering(s, side)
    if not any(s.hands[seat] for seat in seats):
        return False
    push(s, CardWindow(window=kind, seats=seats, side=side, mover=mover, target=target))
    return True


def answering(s: N1815State, side: str) -> list[str]:
    """Who answers for a side, in order: with three players the Allied leader first (3P-13)."""
    seats = list(seats_of_side(s, side))
    if side == ALLIED and three_players(s) and s.leader is not None:
        mate = partner(s.leader)
        return [s.leader, *([mate] if mate else [])]
    return seats


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class CardWindow(Window[N1815State], N1815Frame):
    """A side's seats may answer the moment ``window`` with one green card."""

    kind = "window"
    side: str
    mover: str  # the side whose operation is under way
    target: int = -1  # Counter-order: the index of the effect frame it would cancel

    def may_answer(self, s: N1815State, seat: str) -> bool:
        return bool(s.hands[seat])

    def answers(self, s: N1815State, seat: str) -> list[Action]:
        moment = Moment(self.window, self.mover)
        return [play_action(c) for c in sorted(set(s.hands[seat])) if fits(s, seat, c, moment)]

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Window.prompt(self, s, seat)
        p.text = Msg(f"napoleon1815-prompt-window-{self.window}")
        return p

    def play(self, s: N1815State, seat: str, action: Action) -> None:
        play_card(s, seat, int(action.args[0]), self.side, self.mover, target=self.target)


class Stage(StrEnum):
    PENDING = "pending"
    DONE = "done"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Effect(N1815Frame):
    """A played event, carried out unless cancelled; decisions it needs are pushed above it."""

    kind = "effect"
    event: str
    seat: str
    card: int
    side: str
    mover: str
    to: str = ""  # Bridge demolition: the far end of the bridge
    target: int = -1  # Counter-order: the effect frame it cancels
    cancelled: bool = False
    at: Stage = Stage.PENDING

    def run(self, s: N1815State) -> Flow:
        if self.cancelled or self.at is Stage.DONE:
            return DONE
        self.at = Stage.DONE
        EFFECTS[self.event](s, self)
        return NEXT


def play_card(
    s: N1815State, seat: str, card: int, side: str, mover: str, to: str = "", target: int = -1
) -> int:
    """Play a green card: discard it, use the side's card of this operation, push its effect.
    Returns the index of the effect frame (for Counter-order)."""
    deck.play(s, seat, card, shown=True)
    s.green_used.append(side)
    event = cards.CARD[card].event
    if not s.quiet:
        log(s, Msg("napoleon1815-log-play", seat=refs.SEAT[seat], card=refs.CARD[card]))
    push(s, Effect(event=event, seat=seat, card=card, side=side, mover=mover, to=to, target=target))
    return len(s.frames) - 1


def mover_plays(s: N1815State, seat: str, card: int, side: str, to: str = "") -> None:
    """The operating player plays one of his own-move cards; the enemy may then cancel it (EVT-43)."""
    index = play_card(s, seat, card, side, side, to=to)
    open_window(s, "counter", other(side), side, target=index)
