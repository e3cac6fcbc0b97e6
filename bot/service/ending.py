"""Conceding, side by side: a side concedes only when every player of it agrees.

A player alone on their side concedes it at once (after confirming). Where a side has several
players, the conceding player's partners vote: when all agree the side concedes and the other sides
win; when one refuses, the conceding player's own seats open for replacement and play goes on.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum

from bot import notes
from bot.errors import NotAllowed, NotSeated, StaleBoard
from bot.service.core import ServiceCore
from bot.service.records import GameInfo
from bot.service.seats import partners, side_seats, sides_of
from bot.service.table import Table
from bot.storage import Entry, SideVote
from engine.core import Msg, Result

ASKED_KEY = "concede-asked:{game}:{user}"  # the game version a member asked to concede at


class ConcedeKind(StrEnum):
    ENDED = "ended"  # the side conceded: the game is over
    VOTE = "vote"  # the partners are asked
    PENDING = "pending"  # one partner agreed, others still to answer
    LEFT = "left"  # a partner refused: the conceding player's seats are open


@dataclass(frozen=True, slots=True)
class ConcedeOutcome:
    info: GameInfo
    kind: ConcedeKind
    requested_by: int
    seats: tuple[str, ...]  # the side's seats (LEFT: the seats now open)
    voters: tuple[int, ...] = ()
    waiting: tuple[int, ...] = ()


def concession(info: GameInfo, seats: tuple[str, ...]) -> Result:
    """The result of a side's concession: every seat of the other sides wins."""
    winners = tuple(s for s in info.seats if s not in seats)
    return dataclasses.replace(notes.concession(info.key, seats), winners=winners)


class Ending(ServiceCore):
    async def ask_concession(self, game_id: int, user_id: int) -> GameInfo:
        """The caller asks to concede: remembered at the game's version, so that only their own
        confirmation of this very question counts (``concede_side``)."""
        async with self._held(game_id) as table:
            table.active_state()
            info = table.info()
            if not info.seats_of(user_id):
                raise NotSeated(Msg("bot-error-not-seated", game=info.name))
            await self.storage.set_meta(ASKED_KEY.format(game=game_id, user=user_id), str(info.version))
            return info

    async def concede_side(self, game_id: int, user_id: int, version: int) -> ConcedeOutcome:
        """The caller confirmed conceding at ``version``, as they asked (``ask_concession``): end the
        game for their side, or ask their partners first."""
        async with self._held(game_id) as table:
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
                return ConcedeOutcome(table.info(), ConcedeKind.ENDED, user_id, seats)
            vote = SideVote(game_id, version, user_id, seats, voters, (), self.clock.now())
            await self.storage.put_side_vote(vote, game_id)
            return ConcedeOutcome(info, ConcedeKind.VOTE, user_id, seats, voters, voters)

    async def vote_concession(self, game_id: int, user_id: int, version: int, agree: bool) -> ConcedeOutcome:
        """A partner's answer to a side's concession."""
        async with self._held(game_id) as table:
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
                await self._refresh(table)
                return ConcedeOutcome(table.info(), ConcedeKind.LEFT, vote.requested_by, mine, vote.voters)
            approvals = tuple(sorted({*vote.approvals, user_id}))
            waiting = tuple(u for u in vote.voters if u not in approvals)
            if waiting:
                await self.storage.put_side_vote(dataclasses.replace(vote, approvals=approvals), game_id)
                return ConcedeOutcome(
                    info, ConcedeKind.PENDING, vote.requested_by, vote.seats, vote.voters, waiting
                )
            await self.storage.put_side_vote(None, game_id)
            await self._concede(table, vote.requested_by, vote.seats)
            return ConcedeOutcome(table.info(), ConcedeKind.ENDED, vote.requested_by, vote.seats, vote.voters)

    async def _concede(self, table: Table, user_id: int, seats: tuple[str, ...]) -> None:
        state = table.active_state()
        info = table.info()
        note = notes.note(notes.conceded(info.key, seats, user_id))
        entry = Entry(
            "concede", state.step, ",".join(seats), user_id=user_id, log=[note], created_at=self.clock.now()
        )
        await table.commit(entry, "finished", None, result=concession(info, seats))
