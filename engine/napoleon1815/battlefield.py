"""The battle under way: its fields (``BattleFields``, run by ``combat.Battle``), its two roles and
their blocks. Kept apart from ``combat.py`` so that events and retreats can read and mark the battle
without importing the procedure that runs it."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from engine.core import find
from engine.napoleon1815.data import oob
from engine.napoleon1815.state import FRENCH, N1815Frame, N1815State, alive, other


class Role(StrEnum):
    ATT = "att"
    DEF = "def"


# plain names for a hot path (engine/README.md, "Enum members on a hot path")
ATT, DEF = Role.ATT, Role.DEF
ROLES = (ATT, DEF)


class Hit(NamedTuple):
    """What one side's cards (or dice) inflict on the other."""

    damage: int
    fatigue: int


class RetreatRecord(NamedTuple):
    """Where the loser's retreat went, for Panic (EVT-32): one more road from there."""

    tokens: tuple[str, ...]
    side: str
    origin: str
    here: str
    used: tuple[str, ...]
    seat: str


class Stage(StrEnum):
    START = "start"
    ATT_CARD = "att_card"
    COUNT = "count"
    REAR_GUARD = "rear_guard"
    LOSER = "loser"
    AFTER = "after"
    STAY = "stay"
    PURSUIT = "pursuit"
    PANIC = "panic"
    END = "end"
    CLOSE = "close"


@dataclass(slots=True, kw_only=True)
class BattleFields(N1815Frame):
    """CMB-1..9: ``att`` is the attacking side; ``attackers``/``defenders`` the tokens of each role."""

    area: str
    att: str
    attackers: list[str]
    defenders: list[str]
    move_attack: bool
    flags: list[str] = field(default_factory=list)  # events in force for this battle
    plus_att: int = 0  # extra battle cards from events
    plus_def: int = 0
    cards_att: int | None = None  # the counts, once made
    cards_def: int | None = None
    hit_att: Hit | None = None  # what the attacker inflicts, once flipped
    hit_def: Hit | None = None
    winner: str | None = None  # a side
    french_cavalry: bool = False  # EVT-39: the French stack had cavalry SP at the start
    napoleon: bool = False  # VIC-7: Napoleon fights in the French stack
    retreated: bool = False
    retreat: RetreatRecord | None = None
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    START, ATT_CARD, COUNT, REAR_GUARD = Stage.START, Stage.ATT_CARD, Stage.COUNT, Stage.REAR_GUARD
    LOSER, AFTER, STAY, PURSUIT, PANIC = Stage.LOSER, Stage.AFTER, Stage.STAY, Stage.PURSUIT, Stage.PANIC
    END, CLOSE = Stage.END, Stage.CLOSE
    at: Stage = Stage.START


def current(s: N1815State) -> BattleFields:
    """The battle under way (there is one)."""
    b = find(s, BattleFields)
    assert b is not None
    return b


def role_of(b: BattleFields, side: str) -> Role:
    """The role a side plays in this battle."""
    return ATT if side == b.att else DEF


def side_of(b: BattleFields, role: Role) -> str:
    """The side playing a role in this battle."""
    return b.att if role is ATT else other(b.att)


def loser_role(b: BattleFields) -> Role:
    return DEF if b.winner == b.att else ATT


def stack(s: N1815State, b: BattleFields, role: Role) -> list[str]:
    """The blocks of one role still on the map (they may have retreated)."""
    return alive(s, b.attackers if role is ATT else b.defenders)


def has(s: N1815State, b: BattleFields, role: Role, *blocks: str) -> bool:
    """Whether one of these blocks fights in the role's stack."""
    return any(s.pieces[t].block in blocks for t in stack(s, b, role))


def napoleon_fights(s: N1815State, b: BattleFields) -> bool:
    """VIC-7: whether Napoleon is in the French stack of this battle."""
    return has(s, b, role_of(b, FRENCH), oob.NAPOLEON)


def add_cards(b: BattleFields, side: str, n: int = 1) -> None:
    """Events: a side flips ``n`` more battle cards."""
    if role_of(b, side) is Role.ATT:
        b.plus_att += n
    else:
        b.plus_def += n
