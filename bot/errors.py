"""Mistakes a player can make outside the rules engine. Like ``RulesError``, ``str(e)`` is shown as is."""

from __future__ import annotations

from engine.core import RulesError


class NoGameHere(RulesError):
    """The command needs a game and this channel or thread has none."""


class NotSeated(RulesError):
    """The user holds no seat in the game."""


class NotAllowed(RulesError):
    """Only the owner, or a member with Manage Channels, may do this."""


class LobbyError(RulesError):
    """Joining, leaving or starting is not possible in the game's current state."""


class StaleBoard(RulesError):
    """A button or vote belongs to an older version of the game."""

    def __init__(
        self, game_id: int, message: str = "The board changed since those buttons were posted."
    ) -> None:
        super().__init__(message)
        self.game_id = game_id


class BotLacksPermission(RulesError):
    """Discord refused the bot something in this channel (a server setting the members can fix)."""
