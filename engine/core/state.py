"""The fields every game state shares, and its plain-JSON form.

A state is a dataclass of JSON values only (str, int, bool, None, lists and dicts with str keys), so
``to_dict`` is a shallow field map and ``from_dict`` the constructor. Games subclass ``GameState``
with their own fields (``kw_only`` keeps field order free).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, TypeVar

from engine.core.log import LogEntry

S = TypeVar("S", bound="GameState")


@dataclass(slots=True, kw_only=True)
class GameState:
    game: str
    scenario: str
    options: dict[str, str]
    seats: list[str]
    seed: int
    rng: int
    step: int = 0  # actions applied so far
    log: list[LogEntry] = field(default_factory=list)  # entries written by the last action
    dice: list[int] = field(default_factory=list)  # rolled but not yet written to the log
    script: list[int] = field(default_factory=list)  # queued die results (tests, replays of examples)
    undoable: bool = False  # the last action may be taken back freely (no dice, no reveal, same seat)
    revealed: bool = False  # the last action showed something a seat could not see before

    _field_names: ClassVar[dict[type, tuple[str, ...]]] = {}

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        names = GameState._field_names.get(cls)
        if names is None:
            names = tuple(f.name for f in fields(cls))
            GameState._field_names[cls] = names
        return names

    def to_dict(self) -> dict[str, Any]:
        """The state as a dict of JSON values (shared, not copied)."""
        return {name: getattr(self, name) for name in self.field_names()}

    @classmethod
    def from_dict(cls: type[S], data: dict[str, Any]) -> S:
        return cls(**data)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls: type[S], text: str) -> S:
        return cls.from_dict(json.loads(text))
