"""The fields every game state shares, its plain-JSON form and its fast copy.

A state is a dataclass whose fields have precise types (named tuples for pieces, a frame family
for the turn machine, enums for stages); ``plain`` derives the JSON form and the copy from those
types. Games subclass ``GameState`` with their own fields (``kw_only`` keeps field order free).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypeVar

from engine.core import plain
from engine.core.log import LogEntry
from engine.core.messages import Json, Msg

S = TypeVar("S", bound="GameState")


class UndoPolicy(StrEnum):
    """Who may take the last action back (the bot obeys this for every player, alone or not)."""

    FREE = "free"  # the player who took it, alone: nothing was drawn, rolled or revealed
    CONSENT = "consent"  # only with every other side's consent
    NEVER = "never"  # not at all (a solitaire game after chance or a reveal)


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winning seats (none for a draw), a reason code, a sentence, scores."""

    winners: tuple[str, ...]
    reason: str  # e.g. "morale", "vp", "capital", "concession": machine-readable
    summary: Msg
    draw: bool = False
    scores: dict[str, int] = field(default_factory=dict)  # per seat


@dataclass(slots=True, kw_only=True)
class GameState:
    game: str
    scenario: str
    options: Mapping[str, str]  # chosen at setup, never changed: copies share it
    seats: list[str]
    seed: int
    rng: int
    step: int = 0  # actions applied so far
    log: list[LogEntry] = field(default_factory=list)  # entries written by the last action
    dice: list[int] = field(default_factory=list)  # rolled but not yet written to the log
    script: list[int] = field(default_factory=list)  # queued die results (tests, replays of examples)
    undo: UndoPolicy = UndoPolicy.NEVER  # who may take the last action back
    revealed: bool = False  # the last action showed something a seat could not see before
    disclosed: bool = False  # the last action turned over something hidden for everyone (a flipped card)
    checkpoint: bool = False  # the last action closed a stretch of play worth announcing
    result: Result | None = None  # set once the game is over
    # A search's playout (``engine.core.search``): nobody reads this copy's log nor its actions'
    # labels, so ``log`` writes nothing and games may offer actions without labels. Not part of
    # the game: never stored, kept by ``copy``.
    quiet: bool = field(default=False, metadata=plain.TRANSIENT)

    def to_dict(self) -> dict[str, Json]:
        """The state as plain JSON values (a new structure, sharing nothing mutable)."""
        data = plain.to_plain(self)
        assert isinstance(data, dict)
        return data

    @classmethod
    def from_dict(cls: type[S], data: dict[str, Json]) -> S:
        return plain.from_plain(cls, data)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls: type[S], text: str) -> S:
        return cls.from_dict(json.loads(text))

    def copy(self: S) -> S:
        """An independent copy: what can change is copied, what cannot is shared."""
        return plain.copy_record(self)
