"""Actions and prompts: what a seat may do now, each with a short label a player can read."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.core.errors import InvalidActionError

_VERB = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True, slots=True)
class Action:
    """A verb and one string argument (empty for bare verbs), e.g. ``Action("move", "u12:austria")``.

    The label is for people and does not take part in equality: two actions are the same when
    their verb and argument are.
    """

    verb: str
    arg: str = ""
    label: str = field(default="", compare=False)

    def notation(self) -> str:
        """The text form, which ``Action.parse`` reads back: ``"verb arg"`` or ``"verb"``."""
        return f"{self.verb} {self.arg}" if self.arg else self.verb

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read ``"verb arg"``; raises ``InvalidActionError`` for anything else."""
        verb, _, arg = text.strip().partition(" ")
        if not _VERB.match(verb):
            raise InvalidActionError(f"{text!r} is not an action (expected a verb such as 'pass')")
        return cls(verb, arg.strip())

    def to_json(self) -> list[str]:
        return [self.verb, self.arg]

    @classmethod
    def from_json(cls, data: list[str]) -> Action:
        return cls(data[0], data[1])

    def __str__(self) -> str:
        return self.label or self.notation()


@dataclass(slots=True)
class Prompt:
    """What a seat is asked now: a sentence and the legal actions (empty when it has nothing to do)."""

    text: str
    actions: list[Action] = field(default_factory=list)

    def add(self, verb: str, arg: str = "", label: str = "") -> None:
        self.actions.append(Action(verb, arg, label or f"{verb} {arg}".strip()))
