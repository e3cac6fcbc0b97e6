"""One live game at its table: its row, engine, players and state, its lock, and its commit.

A ``Table`` is loaded once (``bot.service.tables``: the registry of live tables) and every use case
works over it under the game's lock (``Tables.held`` takes the lock, then yields the table): it reads
``state``, asks ``prompt`` (built once per decision: kept until
the next commit), and writes through ``commit``, which stores the change in one transaction and
then replaces the state; a player's action is carried out and committed by ``carry_out``. A commit that finds the game moved on marks the table ``stale``: the cache
loads it again from the database before anyone uses it next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.errors import LobbyError
from bot.service.records import GameInfo
from bot.storage import STRANDED, Absence, Change, Entry, Facts, GameRow, Storage, VersionConflict
from engine.core import Action, Game, GameState, Msg, Prompt, Result, RulesError

AnyGame = Game[Any, Any]
HOUR = 3600.0


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
    absences: dict[int, Absence] = field(default_factory=dict)  # declared, by member (``Clocks``)
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


async def carry_out(
    table: Table, now: float, seat: str, action: Action, user_id: int | None, *, auto: str | None = None
) -> Action:
    """Apply ``action`` for ``seat`` (on behalf of ``user_id``; None: the bot) at ``now`` and commit
    it, under the game's lock (the caller's); returns the action as it was offered, with its label
    and public form. ``auto``: why the bot gave it without asking the player (``bot.rows.ORDERS``).
    Every answer takes this path, whoever gives it (``bot.service.control``)."""
    state = table.active_state()
    legal = table.game.legal_actions(state, seat)
    work = table.game.clone(state)
    step = table.game.apply(work, seat, action)
    chosen = next(a for a in legal if a == action)
    result = table.game.result(work)
    entry = Entry(
        "play",
        work.step,
        seat,
        chosen,
        chosen.public_form,
        user_id,
        step.entries,
        Facts(step.to_act, step.handoff, step.public_changed, step.undo),
        created_at=now,
        auto=auto,
    )
    if result is None:
        await table.commit(entry, "active", work, reminder_due=now + table.row.reminder_hours * HOUR)
    else:
        await table.commit(entry, "finished", work, result=result)
    return chosen
