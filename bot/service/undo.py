"""Undo, by the engine's policy for each play, for every player alike (one holding every seat too):

* ``free``: the player who took it may take it back at once (anyone else asks the others);
* ``consent``: something was drawn, rolled or revealed, or the turn passed: the players of every
  seat of the other sides must approve, so a player alone at the table cannot take it back, and a
  vacant seat of another side makes it wait (``voters``);
* ``never``: refused (a solitaire game after chance or a reveal).

Plays carried over from older rules without their step facts, or from before the state a game goes
on from, cannot be taken back either. Who votes is decided in one place (``voters``).

What an undo takes back is the last play a player chose, with the answers the bot gave for players
by standing order after it (they would only be given again); the strictest policy among them holds.

Each call returns an ``Outcome`` read under the game's lock: where something was taken back, the
entries committed and what the table is told (``Play.outcome``); else only what became of the
request (``Outcome.undone``).
"""

from __future__ import annotations

from bot import notes
from bot.errors import NotAllowed, NotSeated, StaleBoard, UndoRefused
from bot.service.answers import Answers
from bot.service.play import Play
from bot.service.records import GameInfo, Outcome, UndoKind, UndoOutcome
from bot.service.seats import other_seats
from bot.service.table import Table
from bot.service.tables import Tables
from bot.storage import Entry, UndoRequest
from engine.core import Msg, UndoPolicy


def voters(info: GameInfo, user_id: int, action: Msg) -> tuple[int, ...]:
    """Who must approve an undo asked by ``user_id``: the players of every seat of the other sides.

    A vacant seat of another side votes too: where something is hidden the undo waits until the seat
    is filled (raises naming it); in a no-secrets game the owner answers for it.
    """
    seats = other_seats(info, user_id)
    users = {info.players[s] for s in seats if s in info.players} - {user_id}
    vacant = [s for s in seats if s not in info.players]
    if vacant and (info.hidden or info.owner_id == user_id):
        raise UndoRefused(Msg("bot-error-undo-vacant", action=action, seats=info.seat_refs(vacant)))
    if vacant:
        users.add(info.owner_id)
    return tuple(sorted(users))


def asked(undo: UndoOutcome) -> Outcome:
    """The outcome of an undo request that took nothing back (yet): nothing committed, nothing told."""
    return Outcome(undo.info, (), 0, [], None, None, undo)


class Undo:
    """Taking a decision back: at once (``request``, Back's ``take_back``) or by the others' vote."""

    def __init__(self, tables: Tables, play: Play, answers: Answers) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock
        self.play = play
        self.answers = answers

    async def request(self, game_id: int, user_id: int, version: int | None = None) -> Outcome:
        """Take back the last action: at once when its policy allows it, else ask the other players.
        ``version``: the game's version when the request arrived; if it moved on since (an /undo sent
        twice at once), nothing is taken back."""
        async with self.tables.held(game_id) as table:
            table.active_state()
            if version is not None and version != table.row.version:
                raise StaleBoard(game_id, Msg("bot-guard-undo-moved"))
            info = table.info()
            if not info.acts_for(user_id):
                raise NotSeated(Msg("bot-error-not-seated", game=info.name))
            taken = await self.storage.last_decision(game_id)
            if not taken:
                raise UndoRefused(Msg("bot-error-nothing-to-undo"))
            last = taken[0]
            action = self._taken(info, last)
            policy = self._policy(table, taken, action)
            if policy is UndoPolicy.FREE and last.seat in info.acts_for(user_id):
                before = table.row.version
                await self._undo(table, last, user_id, ())
                undone = UndoOutcome(table.info(), UndoKind.DONE, action, user_id)
                return await self.play.outcome(table, user_id, None, before, (), 0, undone, panel=False)
            others = voters(info, user_id, action)
            if not others:
                raise UndoRefused(Msg("bot-error-undo-alone", action=action))
            request = UndoRequest(game_id, info.version, user_id, others, (), self.clock.now())
            await self.storage.put_undo_request(request)
            return asked(UndoOutcome(info, UndoKind.VOTE, action, user_id, others, others))

    async def take_back(self, game_id: int, user_id: int, version: int) -> Outcome:
        """Back on a player's panel drawn at ``version``: their own last decision, taken back at once
        where the engine lets them alone; anything else is refused (Back never opens a vote). The
        outcome tells the table, and shows the player their panel again."""
        async with self.tables.held(game_id) as table:
            table.active_state()
            if table.row.version != version:
                raise StaleBoard(game_id)
            info = table.info()
            taken = await self.storage.last_decision(game_id)
            if not taken or taken[0].user_id != user_id or taken[0].seat not in info.acts_for(user_id):
                raise UndoRefused(Msg("bot-guard-back-not-yours"))
            last = taken[0]
            action = self._taken(info, last)
            if self._policy(table, taken, action) is not UndoPolicy.FREE:
                raise UndoRefused(Msg("bot-guard-back-not-free", action=action))
            await self._undo(table, last, user_id, ())
            undone = UndoOutcome(table.info(), UndoKind.DONE, action, user_id)
            return await self.play.outcome(table, user_id, None, version, (), 0, undone)

    async def vote(self, game_id: int, user_id: int, version: int, approve: bool) -> Outcome:
        """Count one player's vote on the open undo request of ``version``; carry the undo out once
        every voter approved."""
        async with self.tables.held(game_id) as table:
            request = await self.storage.get_undo_request(game_id)
            if request is None or request.version != version or table.row.version != version:
                raise StaleBoard(game_id, Msg("bot-error-vote-closed"))
            last = (await self.storage.last_decision(game_id))[0]
            info = table.info()
            action = self._taken(info, last)
            if user_id not in request.voters and not (user_id == request.requested_by and not approve):
                raise NotAllowed(Msg("bot-error-not-a-voter"))
            if not approve:
                await self.storage.delete_undo_request(game_id)
                return asked(
                    UndoOutcome(
                        info, UndoKind.REFUSED, action, request.requested_by, request.voters, by=user_id
                    )
                )
            approvals = tuple(sorted({*request.approvals, user_id}))
            waiting = tuple(u for u in request.voters if u not in approvals)
            if waiting:
                await self.storage.put_undo_request(
                    UndoRequest(
                        game_id, version, request.requested_by, request.voters, approvals, request.created_at
                    )
                )
                return asked(
                    UndoOutcome(
                        info,
                        UndoKind.PENDING,
                        action,
                        request.requested_by,
                        request.voters,
                        waiting,
                        by=user_id,
                    )
                )
            if set(voters(info, request.requested_by, action)) - set(approvals):  # a seat changed hands
                await self.storage.delete_undo_request(game_id)
                raise UndoRefused(Msg("bot-error-vote-closed"))
            await self._undo(table, last, request.requested_by, approvals)
            undone = UndoOutcome(
                table.info(), UndoKind.DONE, action, request.requested_by, request.voters, by=user_id
            )
            return await self.play.outcome(table, user_id, None, version, (), 0, undone, panel=False)

    @staticmethod
    def _taken(info: GameInfo, last: Entry) -> Msg:
        return notes.action_taken(info.key, str(last.seat), last.public)

    @staticmethod
    def _policy(table: Table, taken: list[Entry], action: Msg) -> UndoPolicy:
        """The strictest undo policy of the plays taken back together; raises when they may not be
        taken back at all."""
        facts = [e.facts for e in taken]
        if any(f is None for f in facts) or taken[0].step - 1 < table.row.base_step:
            raise UndoRefused(Msg("bot-error-undo-legacy", action=action))
        policies = {f.undo for f in facts if f is not None}
        if UndoPolicy.NEVER in policies:
            raise UndoRefused(Msg("bot-error-undo-never", action=action))
        return UndoPolicy.CONSENT if UndoPolicy.CONSENT in policies else UndoPolicy.FREE

    async def _undo(self, table: Table, last: Entry, user_id: int, approved_by: tuple[int, ...]) -> None:
        state = await self.tables.rebuild(table, last.step - 1)
        assert state is not None, "the policy check keeps undo within the game's base"
        info = table.info()
        note = notes.note(notes.taken_back(user_id, self._taken(info, last), approved_by))
        entry = Entry(
            "undo",
            state.step,
            last.seat,
            last.action,
            last.public,
            user_id,
            [note],
            created_at=self.clock.now(),
        )
        await table.commit(
            entry, "active", state, undo_seq=last.seq, reminder_due=self.tables.next_reminder(table)
        )
        await self.answers.give(table)
