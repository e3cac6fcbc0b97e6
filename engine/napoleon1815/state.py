"""The Napoleon 1815 game state: plain JSON, referring to the static data by id.

Blocks on the map are *pieces*, keyed by an anonymous token (``"f7"``: army letter and a
number dealt at random), so that a hidden block can be named without naming its identity and
``determinize`` can re-deal identities without touching anything that refers to a piece.
A piece is ``[block, area, infantry, cavalry, fatigue, spent]`` (index constants below).
Blocks not on the map (reinforcements to come, event corps, the eliminated) have no piece.

The flow is a stack of *frames* (``frames``): each is a resumable procedure (a turn, an
operation, a battle, a retreat, a card window...) with its stage in ``"at"``; the top frame
is the decision asked now (``flow/``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from engine.core import GameState
from engine.napoleon1815.data import oob

# Piece fields.
BLOCK, AREA, INF, CAV, FAT, SPENT = range(6)
Piece = list[Any]
Frame = dict[str, Any]

FRENCH: Final = "french"
ALLIED: Final = "allied"
ANGLO_DUTCH: Final = "anglo_dutch"
PRUSSIAN: Final = "prussian"
ARMIES: Final = (FRENCH, ANGLO_DUTCH, PRUSSIAN)
TOKEN_PREFIX: Final = {FRENCH: "f", ANGLO_DUTCH: "a", PRUSSIAN: "p"}

# Static lookups by block id, kept as plain dicts for speed.
KIND: Final[dict[str, str]] = {b.id: b.kind.value for b in oob.BLOCKS}
ARMY: Final[dict[str, str]] = {b.id: b.army.value for b in oob.BLOCKS}
SIDE: Final[dict[str, str]] = {b.id: b.side.value for b in oob.BLOCKS}
CORPS: Final = "corps"
COMMANDER: Final = "commander"
SCOUT: Final = "scout"


@dataclass(slots=True, kw_only=True)
class N1815State(GameState):
    turn: int = 1
    phase: str = "setup"  # setup | draw | initiative | operations | recovery | over
    vp: int = 10
    pieces: dict[str, Piece] = field(default_factory=dict)  # token -> piece
    next_token: dict[str, int] = field(default_factory=dict)  # army -> next token number
    control: dict[str, str] = field(default_factory=dict)  # area -> army of the flag
    entrenchments: list[str] = field(default_factory=list)
    arrows: dict[str, list[str]] = field(default_factory=dict)  # area -> [army, toward]
    broken_bridges: list[str] = field(default_factory=list)  # road keys
    arrow_fatigue: list[str] = field(default_factory=list)  # MOV-12: areas that paid this turn
    decks: dict[str, list[int]] = field(default_factory=dict)  # french/allied -> draw pile, top last
    discards: dict[str, list[int]] = field(default_factory=dict)
    hands: dict[str, list[int]] = field(default_factory=dict)  # seat -> cards
    effects: list[str] = field(default_factory=list)  # one-turn effects in force
    arrivals: list[list[Any]] = field(default_factory=list)  # [turn, [[block, inf, cav, fat]...], entry]
    entered: list[str] = field(default_factory=list)  # event corps that have come into play
    eliminated: list[list[Any]] = field(default_factory=list)  # [block, identity shown to all]
    initiative: str | None = None  # side
    leader: str | None = None  # 3P Allied leader seat
    passed: list[str] = field(default_factory=list)
    green_used: list[str] = field(default_factory=list)  # sides that played a green card this operation
    face_up: list[str] = field(default_factory=list)  # tokens laid face up for a battle (GRG-2)
    frames: list[Frame] = field(default_factory=list)
    outcome: dict[str, Any] | None = None


# --- reading pieces ---------------------------------------------------------------------------


def sp(piece: Piece) -> int:
    """Strength points: infantry plus cavalry."""
    return int(piece[INF]) + int(piece[CAV])


def other(side_: str) -> str:
    """The enemy side."""
    return ALLIED if side_ == FRENCH else FRENCH


def at(s: N1815State, area: str) -> list[str]:
    """Tokens of every piece in ``area``, in token order."""
    return sorted(t for t, p in s.pieces.items() if p[AREA] == area)


def corps_at(s: N1815State, area: str, side_: str) -> list[str]:
    """Tokens of one side's corps in an area."""
    return sorted(
        t
        for t, p in s.pieces.items()
        if p[AREA] == area and SIDE[p[BLOCK]] == side_ and KIND[p[BLOCK]] == CORPS
    )


def has_corps(s: N1815State, area: str, side_: str) -> bool:
    """Whether one side has a corps (a stack, TRM-5) in the area."""
    return any(
        p[AREA] == area and SIDE[p[BLOCK]] == side_ and KIND[p[BLOCK]] == CORPS for p in s.pieces.values()
    )


def held(s: N1815State) -> set[tuple[str, str]]:
    """Every (area, side) where that side has a corps: for checks over the whole map at once."""
    return {(p[AREA], SIDE[p[BLOCK]]) for p in s.pieces.values() if KIND[p[BLOCK]] == CORPS}


def is_engaged(s: N1815State, area: str) -> bool:
    """TRM-15: corps of both sides in the area."""
    return has_corps(s, area, FRENCH) and has_corps(s, area, ALLIED)


def is_free(s: N1815State, area: str, side_: str) -> bool:
    """TRM-15: no enemy corps in the area (free for ``side_``)."""
    return not has_corps(s, area, other(side_))


def corps_tokens(s: N1815State, tokens: list[str]) -> list[str]:
    """The corps among some tokens that are still on the map."""
    return [t for t in tokens if t in s.pieces and KIND[s.pieces[t][BLOCK]] == CORPS]


def alive(s: N1815State, tokens: list[str]) -> list[str]:
    """The tokens still on the map."""
    return [t for t in tokens if t in s.pieces]


def cavalry(s: N1815State, tokens: list[str]) -> int:
    """Cavalry SP among some tokens."""
    return sum(int(s.pieces[t][CAV]) for t in tokens if t in s.pieces)


def has_block(s: N1815State, tokens: list[str], block: str) -> bool:
    """Whether a given block is among some tokens."""
    return any(t in s.pieces and s.pieces[t][BLOCK] == block for t in tokens)


def find_frame(s: N1815State, kind_: str) -> Frame | None:
    """The innermost frame of a kind (e.g. the operation under way), or None."""
    return next((f for f in reversed(s.frames) if f["k"] == kind_), None)
