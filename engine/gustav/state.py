"""The state of a game of Gustav, its pieces, and the frame family of its turn machine.

What is secret, and from whom (the views and ``determinize`` follow this):

* ``armies``: each army as it is being raised, until both are revealed at deployment (A-5);
* ``culled``: the two cards each player set aside, never revealed;
* ``stacks`` and ``piles``: the order of a draw pile is known to its owner (who stacked it, A-3)
  and to nobody else; with the ``pile=shuffled`` option, to nobody. Once a pile has run out and the
  discards have been turned over (``recycled``), its order is that of the face-up discards, which
  both players watched being laid down, so everybody knows it;
* ``hands``: each player's cards, except those in ``known`` (drawn from a recycled pile).

Everything else is public: the board, morale, voltage, round, the cards played this round and the
discard piles, and each player's progress through the preparation (``prep``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final, NamedTuple

from engine.core import Frame, GameState, Machine, Ref
from engine.gustav.data.board import SIDES
from engine.gustav.data.tracks import MORALE_START, VOLTAGE_START

SEATS: Final = SIDES  # Player A (imperial) and Player B (swedish)
GAME: Final = "gustav"


class Unit(NamedTuple):
    side: str
    kind: str
    hex: str  # "" until deployed


class Played(NamedTuple):
    """A card used this round and the half carried out."""

    card: str
    half: str


class Trace(NamedTuple):
    """The last move or the last ranged attack, for the picture."""

    side: str
    kind: str
    start: str
    end: str
    hit: bool  # ranged attacks: it succeeded; moves: always False


@dataclass(slots=True, kw_only=True)
class GustavState(GameState):
    round: int = 0  # 0 during the preparation
    voltage: int = VOLTAGE_START  # the marker's space on the ring
    morale: dict[str, int] = field(default_factory=lambda: {s: MORALE_START for s in SEATS})
    first: str = ""  # who takes the first turn of this round
    prep: dict[str, str] = field(default_factory=lambda: {s: "build" for s in SEATS})  # public progress
    armies: dict[str, list[str]] = field(default_factory=lambda: {s: ["hq"] for s in SEATS})  # SECRET
    culled: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SEATS})  # SECRET
    stacks: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SEATS})  # SECRET
    units: dict[str, Unit] = field(default_factory=dict)
    lost: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SEATS})  # kinds destroyed
    hands: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SEATS})  # SECRET
    known: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SEATS})
    piles: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SEATS})  # top first
    recycled: dict[str, bool] = field(default_factory=lambda: {s: False for s in SEATS})
    discards: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SEATS})  # bottom first
    played: dict[str, list[Played]] = field(default_factory=lambda: {s: [] for s in SEATS})
    last_move: Trace | None = None
    last_fire: Trace | None = None
    frames: list[GustavFrame] = field(default_factory=list)


MACHINE: Machine[GustavState] = Machine(GAME)


@dataclass(slots=True, kw_only=True)
class GustavFrame(Frame[GustavState]):
    machine = MACHINE


# --- names for messages -------------------------------------------------------------------------------
# A Ref never changes: one is made per name and kept (prompts name every card on every step of a search).


@lru_cache(maxsize=1024)
def seat_ref(seat: str) -> Ref:
    return Ref("gustav-seat", seat)


@lru_cache(maxsize=1024)
def unit_ref(kind: str) -> Ref:
    return Ref("gustav-unit", kind)


@lru_cache(maxsize=1024)
def card_ref(card: str) -> Ref:
    return Ref("gustav-card", card)


@lru_cache(maxsize=1024)
def effect_ref(card: str, half: str) -> Ref:
    return Ref("gustav-effect", f"{card}-{half}")


@lru_cache(maxsize=1024)
def half_ref(half: str) -> Ref:
    return Ref("gustav-half", half)


def other(seat: str) -> str:
    return SEATS[1 - SEATS.index(seat)]


# --- the board as it stands -----------------------------------------------------------------------------


def occupants(s: GustavState) -> dict[str, str]:
    """hex -> side of the unit there."""
    return {u.hex: u.side for u in s.units.values() if u.hex}


def unit_at(s: GustavState, hex_id: str) -> str:
    """The id of the unit on ``hex_id`` ("" when empty)."""
    for uid, u in s.units.items():  # a loop, not next() over a generator: every attack asks it
        if u.hex == hex_id:
            return uid
    return ""


def deployed(s: GustavState, side: str) -> list[str]:
    return [uid for uid, u in s.units.items() if u.side == side and u.hex]


def waiting(s: GustavState, side: str) -> list[str]:
    """Units of ``side`` not yet deployed."""
    return [uid for uid, u in s.units.items() if u.side == side and not u.hex]


def move_unit(s: GustavState, uid: str, to: str) -> None:
    s.units[uid] = s.units[uid]._replace(hex=to)
