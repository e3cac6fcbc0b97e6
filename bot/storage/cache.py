"""What the bot reads at every play, kept in memory as it is written: ``CachedSql``.

A play used to read back what this process had just written: the game's row and seats, its standing
orders, its posted messages, the log since the last announcement and the player's last decision.
Kept here, written through and read from memory, a play costs the database its writes alone: the
commit, the announcement mark and the hand-off post's message (three round trips).

The cache holds only what this process wrote or read, and it is right as long as no other process
writes the same game meanwhile: each process keeps the games of its shards' guilds (``shards``),
whose interactions reach it alone; a game of another shard that it reaches by DM is read from the
database every time and never kept. A commit that finds the game moved on (``VersionConflict``:
another process changed it) forgets the game at once.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.rows import Change, Entry, GameRow, MessageRef, SeatRow, Setting
from bot.storage.protocol import VersionConflict
from bot.storage.sql import SqlStorage
from engine.core import StandingOrders

TAIL = 256  # log entries kept per game, the newest
# Several processes: a member sets orders for every game of a title wherever they are, so another
# process's copy of a title's orders is read again after this long.
MEMBER_ORDERS_SECONDS = 30.0


@dataclass
class Tail:
    """The newest entries of a game's log: every entry with ``seq > after`` is in ``entries``."""

    after: int
    entries: list[Entry]

    def add(self, entry: Entry, undo_seq: int | None) -> None:
        if undo_seq is not None:  # the play and the answers the bot gave after it
            self.entries = [
                dataclasses.replace(e, undone=True) if e.kind == "play" and e.seq >= undo_seq else e
                for e in self.entries
            ]
        self.entries.append(entry)
        if len(self.entries) > TAIL:
            dropped, self.entries = self.entries[:-TAIL], self.entries[-TAIL:]
            self.after = dropped[-1].seq

    def standing_plays(self) -> list[Entry]:
        return [e for e in self.entries if e.kind == "play" and not e.undone]


class CachedSql(SqlStorage):
    """``SqlStorage`` with the per-game reads of a play served from memory, written through."""

    def __init__(self) -> None:
        self._games: dict[int, GameRow] = {}
        self._seats: dict[int, list[SeatRow]] = {}
        self._orders: dict[int, dict[int, StandingOrders]] = {}
        self._member_orders: dict[str, dict[int, StandingOrders]] = {}
        self._member_orders_read: dict[str, float] = {}  # per title: when read (``time.monotonic``)
        self._messages: dict[tuple[int, str], MessageRef | None] = {}
        self._tails: dict[int, Tail] = {}
        self._commits: dict[int, int] = {}  # per game: commits made, to tell a read that raced one
        self._foreign: set[int] = set()  # games of guilds another process holds: never kept here
        self._moved: set[int] = set()  # games another process changed since (``moved_elsewhere``)

    def forget(self, game_id: int) -> None:
        """Drop what is kept of a game (another process may have changed it)."""
        self._games.pop(game_id, None)
        self._seats.pop(game_id, None)
        self._orders.pop(game_id, None)
        self._tails.pop(game_id, None)
        for key in [k for k in self._messages if k[0] == game_id]:
            del self._messages[key]

    def moved(self, game_id: int) -> None:
        """Another process committed a change to the game: forget it, and say so once."""
        self.forget(game_id)
        self._moved.add(game_id)

    def moved_elsewhere(self, game_id: int) -> bool:
        """Whether another process changed the game since this was last asked (then what the caller
        keeps of it is stale)."""
        if game_id in self._moved:
            self._moved.discard(game_id)
            return True
        return False

    # --- the game row and seats ---------------------------------------------------------------

    async def commit(self, change: Change) -> GameRow:
        try:
            row = await super().commit(change)
        except VersionConflict:
            self.forget(change.game_id)
            raise
        if row.id in self._foreign:
            return row
        self._games[row.id] = row
        self._commits[row.id] = self._commits.get(row.id, 0) + 1
        tail = self._tails.get(row.id)
        if tail is not None:
            tail.add(dataclasses.replace(change.entry, seq=row.version), change.undo_seq)
        return row

    async def get_game(self, game_id: int) -> GameRow | None:
        row = self._games.get(game_id)
        if row is None:
            row = await super().get_game(game_id)
            if row is not None and self.shards.holds(row.guild_id):
                self._games[game_id] = row
            elif row is not None:  # another process's game: read anew each time
                self._foreign.add(game_id)
                self.forget(game_id)
        return row

    async def mark_announced(self, game_id: int, version: int) -> None:
        await super().mark_announced(game_id, version)
        row = self._games.get(game_id)
        if row is not None and row.announced_version < version:
            self._games[game_id] = dataclasses.replace(row, announced_version=version)

    async def update_settings(
        self, game_id: int, reminder_hours: float, reminder_limit: int, language: str
    ) -> None:
        self._games.pop(game_id, None)
        await super().update_settings(game_id, reminder_hours, reminder_limit, language)
        self._games.pop(game_id, None)

    async def set_life(self, game_id: int, settings: dict[str, Setting]) -> None:
        self._games.pop(game_id, None)
        await super().set_life(game_id, settings)
        self._games.pop(game_id, None)

    async def seats(self, game_id: int) -> list[SeatRow]:
        kept = self._seats.get(game_id)
        if kept is None:
            kept = await super().seats(game_id)
            if game_id not in self._foreign:
                self._seats[game_id] = kept
        return list(kept)

    async def set_seat(self, game_id: int, seat: str, user_id: int) -> None:
        self._seats.pop(game_id, None)
        await super().set_seat(game_id, seat, user_id)
        self._seats.pop(game_id, None)

    async def free_seats(self, game_id: int, seats: Iterable[str]) -> None:
        self._seats.pop(game_id, None)
        await super().free_seats(game_id, seats)
        self._seats.pop(game_id, None)

    async def assign_seats(self, game_id: int, seats: dict[str, int]) -> None:
        self._seats.pop(game_id, None)
        await super().assign_seats(game_id, seats)
        self._seats.pop(game_id, None)

    async def set_view_hash(self, game_id: int, seat: str, view_hash: str) -> None:
        await super().set_view_hash(game_id, seat, view_hash)
        kept = self._seats.get(game_id)
        if kept is not None:
            self._seats[game_id] = [
                dataclasses.replace(s, view_hash=view_hash) if s.seat == seat else s for s in kept
            ]

    # --- the log ------------------------------------------------------------------------------

    async def entries(
        self, game_id: int, *, after_seq: int = 0, before_seq: int | None = None, limit: int | None = None
    ) -> list[Entry]:
        tail = self._tails.get(game_id)
        if tail is not None and tail.after <= after_seq:
            found = [
                e for e in tail.entries if after_seq < e.seq and (before_seq is None or e.seq < before_seq)
            ]
            return found[-limit:] if limit else found
        commits = self._commits.get(game_id, 0)
        found = await super().entries(game_id, after_seq=after_seq, before_seq=before_seq, limit=limit)
        kept = game_id not in self._foreign and self._commits.get(game_id, 0) == commits
        if before_seq is None and limit is None and kept:  # and none was committed meanwhile
            self._tails[game_id] = Tail(after_seq, found[-TAIL:])
            if len(found) > TAIL:
                self._tails[game_id].after = found[-TAIL - 1].seq
        return found

    async def last_play(self, game_id: int) -> Entry | None:
        tail = self._tails.get(game_id)
        if tail is not None:
            plays = tail.standing_plays()
            if plays or tail.after == 0:
                return plays[-1] if plays else None
        return await super().last_play(game_id)

    async def last_decision(self, game_id: int) -> list[Entry]:
        tail = self._tails.get(game_id)
        if tail is not None:
            plays = tail.standing_plays()
            chosen = [i for i, e in enumerate(plays) if e.auto is None]
            if chosen:
                return plays[chosen[-1] :]
            if tail.after == 0:  # the whole log is here: no play stands that a player chose
                return []
        return await super().last_decision(game_id)

    # --- posted messages and standing orders --------------------------------------------------

    async def get_message(self, game_id: int, kind: str) -> MessageRef | None:
        key = (game_id, kind)
        if key in self._messages:
            return self._messages[key]
        found = await super().get_message(game_id, kind)
        if game_id not in self._foreign:
            self._messages[key] = found
        return found

    async def set_message(self, game_id: int, kind: str, ref: MessageRef) -> None:
        self._messages.pop((game_id, kind), None)
        await super().set_message(game_id, kind, ref)
        if game_id not in self._foreign:
            self._messages[(game_id, kind)] = ref

    async def set_messages(self, game_id: int, refs: Mapping[str, MessageRef]) -> None:
        for kind in refs:
            self._messages.pop((game_id, kind), None)
        await super().set_messages(game_id, refs)
        if game_id not in self._foreign:
            self._messages.update({(game_id, kind): ref for kind, ref in refs.items()})

    async def orders(self, game_id: int) -> dict[int, StandingOrders]:
        kept = self._orders.get(game_id)
        if kept is None:
            kept = await super().orders(game_id)
            if game_id not in self._foreign:
                self._orders[game_id] = kept
        return dict(kept)

    async def set_orders(self, game_id: int, user_id: int, orders: StandingOrders, now: float) -> None:
        self._orders.pop(game_id, None)
        await super().set_orders(game_id, user_id, orders, now)
        self._orders.pop(game_id, None)

    async def member_orders(self, game_key: str) -> dict[int, StandingOrders]:
        kept = self._member_orders.get(game_key)
        now = time.monotonic()
        stale = (
            not self.shards.every
            and now - self._member_orders_read.get(game_key, now) > MEMBER_ORDERS_SECONDS
        )
        if stale:
            kept = None
        if kept is None:
            kept = self._member_orders[game_key] = await super().member_orders(game_key)
            self._member_orders_read[game_key] = now
        return dict(kept)

    async def set_member_orders(
        self, user_id: int, game_key: str, orders: StandingOrders, now: float
    ) -> None:
        self._member_orders.pop(game_key, None)
        await super().set_member_orders(user_id, game_key, orders, now)
        self._member_orders.pop(game_key, None)
