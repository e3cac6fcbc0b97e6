"""The Napoleon 1815 game state, referring to the static data by id.

Blocks on the map are *pieces*, keyed by an anonymous token (``"f7"``: army letter and a number
dealt at random from the army's pool), so that a hidden block can be named without naming its
identity and ``determinize`` can re-deal identities without touching anything that refers to a
piece. A piece is an immutable ``Piece``: a change replaces it (``s.pieces[t] = p._replace(...)``).
The unused token numbers (``tokens_left``) are replaced by ``take_token``, never changed in place, so
copies of a state share them.
Blocks not on the map (reinforcements to come, event corps, the eliminated) have no piece.

The flow is the stack of typed frames in ``frames``, one family (``N1815Frame``) on the game's
``MACHINE``: the top frame is the procedure going on now.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final, NamedTuple

from engine.core import Frame, GameState, Machine
from engine.core.grouped import Grouped
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.data import oob

FRENCH: Final = "french"
ALLIED: Final = "allied"
SIDES: Final = (FRENCH, ALLIED)
ANGLO_DUTCH: Final = "anglo_dutch"
PRUSSIAN: Final = "prussian"
ARMIES: Final = (FRENCH, ANGLO_DUTCH, PRUSSIAN)
TOKEN_PREFIX: Final = {FRENCH: "f", ANGLO_DUTCH: "a", PRUSSIAN: "p"}

# Static lookups by block id, kept as plain dicts for speed.
KIND: Final[dict[str, str]] = {b.id: b.kind.value for b in oob.BLOCKS}
ARMY: Final[dict[str, str]] = {b.id: b.army.value for b in oob.BLOCKS}
SIDE: Final[dict[str, str]] = {b.id: b.side.value for b in oob.BLOCKS}
ARMY_SIDE: Final[dict[str, str]] = {FRENCH: FRENCH, ANGLO_DUTCH: ALLIED, PRUSSIAN: ALLIED}
CORPS: Final = "corps"
COMMANDER: Final = "commander"
SCOUT: Final = "scout"
CORPS_SIDE: Final[dict[str, str]] = {
    b.id: b.side.value for b in oob.BLOCKS if b.kind.value == CORPS
}  # corps only
BLOCK_INFO: Final[dict[str, tuple[str, str, str]]] = {
    b.id: (KIND[b.id], SIDE[b.id], ARMY[b.id]) for b in oob.BLOCKS
}


class Phase(StrEnum):
    SETUP = "setup"
    DRAW = "draw"
    INITIATIVE = "initiative"
    OPERATIONS = "operations"
    RECOVERY = "recovery"
    OVER = "over"


class Piece(NamedTuple):
    """A block on the map: its identity, where it stands, its strength and fatigue, its orientation."""

    block: str
    area: str
    infantry: int
    cavalry: int
    fatigue: int
    spent: bool

    @property
    def sp(self) -> int:
        """Strength points: infantry plus cavalry."""
        return self.infantry + self.cavalry


class Arrow(NamedTuple):
    """A retreat-direction arrow (MOV-9): the army that placed it and the area its road leads to."""

    army: str
    toward: str


class Arriving(NamedTuple):
    """A block to arrive as a reinforcement, with its strength and fatigue."""

    block: str
    infantry: int
    cavalry: int
    fatigue: int


class Arrival(NamedTuple):
    """A group arriving on a turn at the first of its entry areas without enemy corps."""

    turn: int
    group: tuple[Arriving, ...]
    entry: tuple[str, ...]


class Gone(NamedTuple):
    """A block removed from the game, and whether everyone may know which block it was."""

    block: str
    shown: bool


class Pieces(Grouped[Piece]):
    """The pieces on the map by token, which also knows the tokens in each area (``at``...): a
    plain dict to the plain form, the copy and the comparisons."""

    __slots__ = ()

    def place_of(self, value: Piece) -> str:
        return value.area


@dataclass(slots=True, kw_only=True)
class N1815State(GameState):
    turn: int = 1
    phase: Phase = Phase.SETUP
    vp: int = 10
    pieces: dict[str, Piece] = field(default_factory=Pieces)  # token -> piece (a ``Pieces``)
    # army -> unused numbers, shuffled; replaced by ``take_token``, never changed in place
    tokens_left: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    control: dict[str, str] = field(default_factory=dict)  # area -> army of the flag
    entrenchments: list[str] = field(default_factory=list)
    arrows: dict[str, Arrow] = field(default_factory=dict)  # area -> arrow
    broken_bridges: list[str] = field(default_factory=list)  # road keys
    arrow_fatigue: list[str] = field(default_factory=list)  # MOV-12: areas that paid this turn
    decks: dict[str, list[int]] = field(default_factory=dict)  # french/allied -> draw pile, top last
    discards: dict[str, list[int]] = field(default_factory=dict)
    # cards everyone saw go to a discard pile (flipped or played face up) since it was last shuffled;
    # a tuple, shared by copies (each card number belongs to one deck)
    seen_discards: tuple[int, ...] = ()
    strengthened: tuple[str, ...] = ()  # seats that gave a corps an infantry SP (EVT-24), logged for all
    hands: dict[str, list[int]] = field(default_factory=dict)  # seat -> cards
    effects: list[str] = field(default_factory=list)  # one-turn effects in force
    arrivals: list[Arrival] = field(default_factory=list)
    entered: list[str] = field(default_factory=list)  # event corps that have come into play
    eliminated: list[Gone] = field(default_factory=list)
    initiative: str | None = None  # side
    leader: str | None = None  # 3P Allied leader seat
    passed: list[str] = field(default_factory=list)
    green_used: list[str] = field(default_factory=list)  # sides that played a green card this operation
    face_up: list[str] = field(default_factory=list)  # tokens laid face up for a battle (GRG-2)
    talking: bool = False  # 3P-4, public: the Allied players may talk and exchange cards now
    frames: list[N1815Frame] = field(default_factory=list)

    def __post_init__(self) -> None:
        if type(self.pieces) is not Pieces:  # as loaded: the index comes with the type
            self.pieces = Pieces(self.pieces)


class N1815Machine(Machine["N1815State"]):
    """The core machine, noting after every run of the frames whether the Allies may talk."""

    def advance(self, s: N1815State) -> None:
        super().advance(s)
        if s.options["players"] == "3":  # two players never talk (``may_talk``): asked at every step
            note_talking(s)


MACHINE: Machine[N1815State] = N1815Machine("napoleon1815")


@dataclass(slots=True, kw_only=True)
class N1815Frame(Frame[N1815State]):
    """The frame family of Napoleon 1815: every procedure of the rules subclasses it."""

    machine = MACHINE


# --- reading pieces ---------------------------------------------------------------------------


def other(side: str) -> str:
    """The enemy side."""
    return ALLIED if side == FRENCH else FRENCH


def side_of_army(army: str) -> str:
    return ARMY_SIDE[army]


def in_area(s: N1815State, area: str) -> list[str] | tuple[str, ...]:
    """Tokens of every piece in ``area``, in the order of ``s.pieces`` (read only), from the index
    ``Pieces`` keeps (a state whose pieces were replaced by a plain dict is read by a pass)."""
    pieces = s.pieces
    if type(pieces) is Pieces:
        return Pieces.members(pieces, area)  # through the class: compiled, a direct call
    return [t for t, p in pieces.items() if p.area == area]


def pieces_in(s: N1815State, area: str) -> list[tuple[str, Piece]]:
    """Token and piece of every piece in ``area``, in the order of ``s.pieces``."""
    pieces = s.pieces
    # asked at every step (``Pieces.members`` through the class, as in ``in_area``)
    tokens = Pieces.members(pieces, area) if type(pieces) is Pieces else in_area(s, area)
    return [(t, pieces[t]) for t in tokens]


def at(s: N1815State, area: str) -> list[str]:
    """Tokens of every piece in ``area``, in token order."""
    return sorted(in_area(s, area))


def corps_at(s: N1815State, area: str, side: str) -> list[str]:
    """Tokens of one side's corps in an area."""
    pieces = s.pieces
    return sorted(t for t in in_area(s, area) if CORPS_SIDE.get(pieces[t].block) == side)


def has_corps(s: N1815State, area: str, side: str) -> bool:
    """Whether one side has a corps (a stack, TRM-5) in the area."""
    corps_side, pieces = CORPS_SIDE.get, s.pieces
    tokens = Pieces.members(pieces, area) if type(pieces) is Pieces else in_area(s, area)
    for t in tokens:  # noqa: SIM110  # a loop, not any(): asked many times a step
        if corps_side(pieces[t].block) == side:
            return True
    return False


def held(s: N1815State) -> set[tuple[str, str]]:
    """Every (area, side) where that side has a corps: for checks over the whole map at once."""
    return {(p.area, SIDE[p.block]) for p in s.pieces.values() if KIND[p.block] == CORPS}


def is_engaged(s: N1815State, area: str) -> bool:
    """TRM-15: corps of both sides in the area."""
    corps_side, first, pieces = CORPS_SIDE.get, "", s.pieces
    tokens = Pieces.members(pieces, area) if type(pieces) is Pieces else in_area(s, area)
    for t in tokens:
        side = corps_side(pieces[t].block)
        if side and first and side != first:
            return True
        first = first or side or ""
    return False


def is_free(s: N1815State, area: str, side: str) -> bool:
    """TRM-15: no enemy corps in the area (free for ``side``)."""
    return not has_corps(s, area, other(side))


def corps_tokens(s: N1815State, tokens: list[str]) -> list[str]:
    """The corps among some tokens that are still on the map."""
    pieces = s.pieces
    return [t for t in tokens if t in pieces and KIND[pieces[t].block] == CORPS]


def alive(s: N1815State, tokens: list[str]) -> list[str]:
    """The tokens still on the map."""
    return [t for t in tokens if t in s.pieces]


def cavalry(s: N1815State, tokens: list[str]) -> int:
    """Cavalry SP among some tokens."""
    return sum(s.pieces[t].cavalry for t in tokens if t in s.pieces)


def has_block(s: N1815State, tokens: list[str], block: str) -> bool:
    """Whether a given block is among some tokens."""
    return any(t in s.pieces and s.pieces[t].block == block for t in tokens)


def take_token(s: N1815State, army: str) -> str:
    """A new token for a block of the army: the last of its unused numbers (dealt shuffled)."""
    pool = s.tokens_left[army]
    s.tokens_left = {**s.tokens_left, army: pool[:-1]}
    return f"{TOKEN_PREFIX[army]}{pool[-1]}"


def token_of(s: N1815State, block: str) -> str | None:
    """The token of a block on the map, or None."""
    return next((t for t, p in s.pieces.items() if p.block == block), None)


# --- 3P-4: whether the Allied players may talk ------------------------------------------------


def may_talk(s: N1815State) -> bool:
    """3P-4: with three players, the Allies may talk and exchange cards after Aide-de-camp, or while
    Blücher and Wellington stand in the same area or in areas joined by a road."""
    if s.options["players"] != "3":
        return False
    if "aide_de_camp" in s.effects:
        return True
    wellington = blucher = None
    for p in s.pieces.values():
        if p.block == oob.WELLINGTON:
            wellington = p.area
        elif p.block == oob.BLUCHER:
            blucher = p.area
    if wellington is None or blucher is None:
        return False
    return wellington == blucher or blucher in data_map.NEIGHBOURS[wellington]


def note_talking(s: N1815State) -> None:
    """Keep ``talking`` (public: everyone at the table sees whether the Allies talk) up to date. A
    change the commanders' places decide, with the Grognard rules (where the commanders stand is
    hidden), tells everyone something hidden: it is disclosed (the conformance pairs stop there,
    undo needs consent)."""
    now = may_talk(s)
    if now != s.talking:
        s.talking = now
        if s.options["rules"] == "grognard" and "aide_de_camp" not in s.effects:
            s.disclosed = True
