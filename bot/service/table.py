"""One live game at its table: its row, engine, players and state, its lock, and its commit.

A ``Table`` is loaded once (``bot.service.core``: the cache of live tables) and every use case works
over it under the game's lock (``ServiceCore._held`` takes the lock, then yields the table): it reads
``state``, asks ``prompt`` (built once per decision: kept until
the next commit), and writes through ``commit``, which stores the change in one transaction and
then replaces the state. A commit that finds the game moved on marks the table ``stale``: the cache
loads it again from the database before anyone uses it next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.errors import LobbyError
from bot.service.records import GameInfo
from bot.storage import STRANDED, Change, Entry, GameRow, Storage, VersionConflict
from engine.core import Game, GameState, Msg, Prompt, Result, RulesError

AnyGame = Game[Any, Any]


@dataclass
class Table:
    """A game in the cache: its row, its engine, who sits where, and its state (None in the lobby,
    or when it cannot be rebuilt); and the storage it commits to."""

    row: GameRow
    game: AnyGame
    players: dict[str, int]
    state: GameState | None
    storage: Storage
    stale: bool = False  # a commit found the game moved on: load it again
    _prompts: dict[str, Prompt] = field(default_factory=dict, repr=False)  # this state's, per seat

    def info(self) -> GameInfo:
        row, game = self.row, self.game
        return GameInfo(
            id=row.id,
            key=row.game_key,
            scenario=row.scenario,
            options=dict(row.options),
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            parent_channel_id=row.parent_channel_id,
            status=row.status,
            owner_id=row.owner_id,
            hidden=game.private_views,
            version=row.version,
            result=row.result,
            seats=tuple(game.seats(row.options)),
            players=dict(self.players),
            reminder_hours=row.reminder_hours,
            reminder_limit=row.reminder_limit,
            language=row.language,
            given_name=row.name,
            settings=dict(row.settings),
        )

    def active_state(self) -> GameState:
        """The state of a game in play; raises naming why there is none."""
        if self.state is not None and self.row.status == "active":
            return self.state
        info = self.info()
        if info.status == "lobby":
            raise LobbyError(Msg("bot-error-not-started", game=info.name))
        if info.status == STRANDED:
            raise LobbyError(Msg("bot-error-stranded", game=info.name))
        raise LobbyError(Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}")))

    def prompt(self, seat: str) -> Prompt:
        """What ``seat`` is asked now: built once per decision, for everyone who asks until the next
        commit (standing orders, the table's post, the player's panel)."""
        assert self.state is not None
        asked = self._prompts.get(seat)
        if asked is None:
            asked = self._prompts[seat] = self.game.prompt(self.state, seat)
        return asked

    async def commit(
        self,
        entry: Entry,
        status: str,
        state: GameState | None,
        *,
        result: Result | None = None,
        undo_seq: int | None = None,
        reminder_due: float | None = None,
    ) -> None:
        """Store ``entry`` with the game's new status and state in one transaction, then take them on."""
        change = Change(
            game_id=self.row.id,
            expected_version=self.row.version,
            entry=entry,
            status=status,
            state=state.to_json() if state is not None else None,
            result=result,
            undo_seq=undo_seq,
            reminder_due=reminder_due,
        )
        try:
            self.row = await self.storage.commit(change)  # seats are not changed by a commit
        except VersionConflict:
            self.stale = True
            raise RulesError(Msg("bot-error-conflict")) from None
        if state is not None:
            self.state = state
        self._prompts.clear()
