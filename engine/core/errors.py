"""Errors a player can cause. Each carries a message (``error.msg``) shown in the reader's language."""

from __future__ import annotations

from engine.core.messages import Msg


class RulesError(ValueError):
    """Any mistake a player can make; the state is left untouched when one is raised."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.key)
        self.msg = msg

    def __str__(self) -> str:
        return repr(self.msg)


class InvalidActionError(RulesError):
    """The input could not be read as an action at all (unknown verb, malformed text)."""


class IllegalActionError(RulesError):
    """The action is well formed but the rules do not allow it now."""


class NotYourTurnError(RulesError):
    """The seat asked to act while it is not one of the seats that must act now."""


class GameOverError(RulesError):
    """An action was sent to a game that has already ended."""


class SetupError(RulesError):
    """A game could not be set up: unknown game, scenario or option value."""
