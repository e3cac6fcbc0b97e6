"""Looking back: the board at the start of a numbered turn, rebuilt from the stored plays and shown
to each member as their seats see it (the public view to anyone else), before and after the end."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass

from bot.errors import LobbyError
from bot.service.records import GameInfo, View
from bot.service.table import AnyGame, Table
from bot.service.tables import Tables
from bot.storage import STRANDED
from engine.core import Game, GameState, Msg, RulesError


class TurnRefused(RulesError):
    """The game has no such turn to show (not reached yet, before its records, or no numbered turns)."""


@dataclass(frozen=True, slots=True)
class TurnBoard:
    """The board at the start of ``turn`` as one member may see it: each of their seats' views, or
    the public view (seat None) for a member who holds no seat."""

    info: GameInfo
    turn: int
    views: list[tuple[str | None, View]]


def numbers_turns(game: AnyGame) -> bool:
    """Whether the game numbers its turns (it says so by giving ``Game.turn``; the default is 0)."""
    return type(game).turn is not Game.turn


class History:
    """The board at the start of a numbered turn, as one member may see it."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock

    async def board_at(self, game_id: int, user_id: int, turn: int) -> TurnBoard:
        """The first state of ``turn`` (``Game.turn`` equal to it), redacted for ``user_id``: their seats'
        views, or the public view. The same after the end: no seat sees another's secrets."""
        table = await self.tables.get(game_id)
        info = self._looked_back(table)
        state = await self._start_of(table, turn)
        seats = info.seats_of(user_id)
        views: list[tuple[str | None, View]] = [(s, table.game.view(state, s)) for s in seats]
        return TurnBoard(info, turn, views or [(None, table.game.view(state, None))])

    async def turns_reached(self, game_id: int) -> list[int]:
        """The numbered turns a game has reached so far (none for a game without them)."""
        table = await self.tables.get(game_id)
        if table.row.status in ("lobby", STRANDED) or not numbers_turns(table.game):
            return []
        reached: list[int] = []
        async for state in self._states(table):
            if (turn := table.game.turn(state)) > 0 and (not reached or reached[-1] != turn):
                reached.append(turn)
        return reached

    def _looked_back(self, table: Table) -> GameInfo:
        """The game's info, once it has begun (in play or over); else why there is nothing to show."""
        info = table.info()
        if info.status == "lobby":
            raise LobbyError(Msg("bot-error-not-started", game=info.name))
        if info.status == STRANDED:
            raise LobbyError(Msg("bot-error-stranded", game=info.name))
        if not numbers_turns(table.game):
            raise TurnRefused(Msg("bot-history-no-turns", game=info.name))
        return info

    async def _start_of(self, table: Table, turn: int) -> GameState:
        """The first state whose turn is ``turn``: the plays replayed from the game's base."""
        game, info = table.game, table.info()
        latest = 0
        async for state in self._states(table):
            latest = game.turn(state)
            if latest == turn:
                return state
            if latest > turn:
                raise TurnRefused(Msg("bot-history-not-kept", game=info.name, turn=turn))
        if latest == 0:
            raise TurnRefused(Msg("bot-history-no-turn-yet", game=info.name, turn=turn))
        raise TurnRefused(Msg("bot-history-not-reached", game=info.name, turn=turn, now=latest))

    async def _states(self, table: Table) -> AsyncIterator[GameState]:
        """The game's states from its base (the earliest one kept) through every play that stands;
        one state, changed in place from one to the next."""
        snap = await self.storage.snapshot(table.row.id, table.row.base_step)
        if snap is None:
            return
        base_step, state_json = snap
        state: GameState = table.game.load(json.loads(state_json))
        yield state
        for play in await self.storage.plays(table.row.id, base_step):
            assert play.action is not None and play.seat is not None
            table.game.apply(state, play.seat, play.action, observe=False, stored=True)
            yield state
