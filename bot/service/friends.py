"""Friends at one seat: the owner may open the seat they hold to every member of the game's channel
or to a list of members, and any of them may then act for it (``GameInfo.acts_for``, checked under
the game's lock with everything else a decision is checked against). Each decision is stored with
the member who made it, so ``/log`` names them. Only in a game without private views: a seat's
prompts there are the channel's anyway, and nothing of its holder's reaches the friends."""

from __future__ import annotations

import dataclasses

from bot.errors import LobbyError, NotAllowed, NotSeated
from bot.service.records import GameInfo
from bot.service.seats import Life
from bot.service.table import Table
from bot.service.tables import Tables
from bot.storage import LIVE_STATUSES
from engine.core import Msg

EVERYONE = "*"  # ``Life.open_to``: every member of the channel
FRIENDS_LIMIT = 25  # members named at once


class Friends:
    """A seat its owner opens to friends."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock

    async def open_seat(
        self, game_id: int, user_id: int, *, everyone: bool, members: tuple[int, ...], seat: str | None = None
    ) -> GameInfo:
        """Open the owner's seat (``seat``, or the only one they hold) to every member of the channel
        (``everyone``) or to ``members``; neither closes it again. The owner alone, while the game is
        set up or in play."""
        async with self.tables.held(game_id) as table:
            info = table.info()
            chosen, to = self._opening(table, user_id, everyone, members, seat)
            life = dataclasses.replace(Life.of(info.settings), open_seat=chosen if to else "", open_to=to)
            await self.storage.set_life(game_id, {**info.settings, **life.to_settings()})
            await self.tables.refresh(table)
            return table.info()

    async def check_open(
        self, game_id: int, user_id: int, *, everyone: bool, members: tuple[int, ...], seat: str | None = None
    ) -> None:
        """Raise as ``open_seat`` would, from the game as last loaded, without waiting for its lock:
        what refuses ``/game friends`` privately before it is acknowledged (``open_seat`` checks again)."""
        self._opening(await self.tables.get(game_id), user_id, everyone, members, seat)

    @staticmethod
    def _opening(
        table: Table, user_id: int, everyone: bool, members: tuple[int, ...], seat: str | None
    ) -> tuple[str, tuple[str, ...]]:
        """The seat opened and to whom (member ids as text, or everyone); raises when it may not be."""
        info = table.info()
        if user_id != info.owner_id:
            raise NotAllowed(Msg("bot-friends-error-owner", owner=f"<@{info.owner_id}>"))
        if info.status not in LIVE_STATUSES:
            raise LobbyError(
                Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}"))
            )
        if table.game.private_views:
            raise NotAllowed(Msg("bot-friends-error-private", game=info.name))
        mine = info.seats_of(user_id)
        chosen = seat if seat is not None else (mine[0] if len(mine) == 1 else None)
        if chosen is None or chosen not in mine:
            raise NotSeated(Msg("bot-friends-error-seat", game=info.name, seats=info.seat_refs(mine)))
        friends = sorted({str(m) for m in members if m != user_id})
        if len(friends) > FRIENDS_LIMIT:
            raise NotAllowed(Msg("bot-friends-error-many", limit=FRIENDS_LIMIT))
        return chosen, (EVERYONE,) if everyone else tuple(friends)
