"""Mistakes a player can make outside the rules engine. Like ``RulesError``, each carries a message
(``error.msg``) shown in the reader's language."""

from __future__ import annotations

from engine.core import Msg, RulesError


class NoGameHere(RulesError):
    """The command needs a game and this channel or thread has none."""


class NotSeated(RulesError):
    """The user holds no seat in the game."""


class NotAllowed(RulesError):
    """Only the owner, or a member with Manage Channels, may do this."""


class LobbyError(RulesError):
    """Joining, leaving or starting is not possible in the game's current state."""


class UndoRefused(RulesError):
    """The last action may not be taken back (the engine's undo policy, or the table's)."""


class StaleBoard(RulesError):
    """A button or vote belongs to an older version of the game."""

    def __init__(self, game_id: int, msg: Msg | None = None) -> None:
        super().__init__(msg or Msg("bot-error-stale-board"))
        self.game_id = game_id


class BotLacksPermission(RulesError):
    """Discord refused the bot something in this channel (a server setting the members can fix)."""
