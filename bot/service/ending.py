"""Conceding, side by side: a side concedes only when every player of it agrees.

A player alone on their side concedes it at once (after confirming). Where a side has several
players, the conceding player's partners vote: when all agree the side concedes and the other sides
win; when one refuses, the conceding player's own seats open for replacement and play goes on.
"""

from __future__ import annotations

import dataclasses

from bot import notes
from bot.errors import NotAllowed, NotSeated, StaleBoard
from bot.service.news import News
from bot.service.records import ConcedeKind, ConcedeOutcome, GameInfo, Outcome
from bot.service.seats import partners, side_seats, sides_of
from bot.service.table import Table
from bot.service.tables import Tables
from bot.storage import Entry, SideVote
from engine.core import Msg, Result

ASKED_KEY = "concede-asked:{game}:{user}"  # the game version a member asked to concede at


def said(conceded: ConcedeOutcome) -> Outcome:
    """The outcome of a concession that ended nothing (yet): nothing committed, nothing told."""
    return Outcome(conceded.info, (), 0, [], None, None, conceded=conceded)


def concession(info: GameInfo, seats: tuple[str, ...]) -> Result:
    """The result of a side's concession: every seat of the other sides wins."""
    winners = tuple(s for s in info.seats if s not in seats)
    return dataclasses.replace(notes.concession(info.key, seats), winners=winners)


class Ending:
    """A side's concession: asked, confirmed, voted on by the side's partners. Each answer is an
    ``Outcome`` read under the game's lock: where the game ended, what the table is told."""

    def __init__(self, tables: Tables, news: News) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock
        self.news = news

    async def ask(self, game_id: int, user_id: int) -> GameInfo:
        """The caller asks to concede: remembered at the game's version, so that only their own
        confirmation of this very question counts (``concede``)."""
        async with self.tables.held(game_id) as table:
            table.active_state()
            info = table.info()
            if not info.seats_of(user_id):
                raise NotSeated(Msg("bot-error-not-seated", game=info.name))
            await self.storage.set_meta(ASKED_KEY.format(game=game_id, user=user_id), str(info.version))
            return info

    async def concede(self, game_id: int, user_id: int, version: int) -> Outcome:
        """The caller confirmed conceding at ``version``, as they asked (``ask``): end the game for
        their side, or ask their partners first."""
        async with self.tables.held(game_id) as table:
            table.active_state()
            if table.row.version != version:
                raise StaleBoard(game_id)
            info = table.info()
            if not info.seats_of(user_id):
                raise NotSeated(Msg("bot-error-not-seated", game=info.name))
            asked = ASKED_KEY.format(game=game_id, user=user_id)
            if await self.storage.get_meta(asked) != str(version):
                raise NotAllowed(Msg("bot-guard-concede-unasked"))
            await self.storage.set_meta(asked, "")
            seats = tuple(s for side in sorted(sides_of(info, user_id)) for s in side_seats(info, side))
            voters = partners(info, user_id)
            if not voters:
                await self._concede(table, user_id, seats)
                return await self._told(
                    table, version, ConcedeOutcome(table.info(), ConcedeKind.ENDED, user_id, seats)
                )
            vote = SideVote(game_id, version, user_id, seats, voters, (), self.clock.now())
            await self.storage.put_side_vote(vote, game_id)
            return said(ConcedeOutcome(info, ConcedeKind.VOTE, user_id, seats, voters, voters))

    async def vote(self, game_id: int, user_id: int, version: int, agree: bool) -> Outcome:
        """A partner's answer to a side's concession."""
        async with self.tables.held(game_id) as table:
            vote = await self.storage.get_side_vote(game_id)
            if vote is None or vote.version != version or table.row.version != version:
                raise StaleBoard(game_id, Msg("bot-error-concede-closed"))
            if user_id not in vote.voters:
                raise NotAllowed(Msg("bot-error-not-a-partner"))
            info = table.info()
            if not agree:
                await self.storage.put_side_vote(None, game_id)
                mine = tuple(info.seats_of(vote.requested_by))
                await self.storage.free_seats(game_id, mine)
                await self.tables.refresh(table)
                return said(
                    ConcedeOutcome(table.info(), ConcedeKind.LEFT, vote.requested_by, mine, vote.voters)
                )
            approvals = tuple(sorted({*vote.approvals, user_id}))
            waiting = tuple(u for u in vote.voters if u not in approvals)
            if waiting:
                await self.storage.put_side_vote(dataclasses.replace(vote, approvals=approvals), game_id)
                return said(
                    ConcedeOutcome(
                        info, ConcedeKind.PENDING, vote.requested_by, vote.seats, vote.voters, waiting
                    )
                )
            await self.storage.put_side_vote(None, game_id)
            await self._concede(table, vote.requested_by, vote.seats)
            ended = ConcedeOutcome(
                table.info(), ConcedeKind.ENDED, vote.requested_by, vote.seats, vote.voters
            )
            return await self._told(table, version, ended)

    async def _told(self, table: Table, before: int, conceded: ConcedeOutcome) -> Outcome:
        """The game ended by a concession at version ``before``, as the table is told of it (under
        the caller's lock)."""
        committed = await self.storage.entries(table.row.id, after_seq=before)
        news = await self.news.told(table)
        return Outcome(conceded.info, (), 0, committed, news, None, conceded=conceded)

    async def _concede(self, table: Table, user_id: int, seats: tuple[str, ...]) -> None:
        state = table.active_state()
        info = table.info()
        note = notes.note(notes.conceded(info.key, seats, user_id))
        entry = Entry(
            "concede", state.step, ",".join(seats), user_id=user_id, log=[note], created_at=self.clock.now()
        )
        await table.commit(entry, "finished", None, result=concession(info, seats))
