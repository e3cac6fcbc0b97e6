"""The registry of live tables: the cache of live games (one ``Table`` each), their locks, the
interactions under way (claims), and loading a table or rebuilding a state from the database. Every
use case of the service (``bot.service.play``, ``undo``, ``lobby``…) is a small part over it.

Every change takes the same path: take the game's lock and its table (``held``), work on a copy of
the table's state, write the change to storage in one transaction (``Table.commit``), then replace
the table's state. Nothing is posted here: a decision's or a change's ``Outcome`` carries what the
table is told (read under the same lock: ``News.told``, ``News.outcome``), which ``Delivery`` posts
before it calls ``News.mark_announced``. A crash between commit and post thus leaves the
announcement pending, and the background round makes it (``News.owed``), on start-up too.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
from collections import defaultdict
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager

import engine
from bot.errors import LobbyError, NoGameHere, NotAllowed
from bot.service.records import GameInfo
from bot.service.table import HOUR, AnyGame, Table
from bot.storage import LIVE_STATUSES, STRANDED, GameRow, Storage
from bot.timesource import Clock
from engine.core import GameState, Msg

log = logging.getLogger(__name__)

SEED_LIMIT = 2**53  # seeds stay exact in JSON
SALT_BYTES = 16  # 128 random bits: nobody finds the seed from the commitment by trying seeds


def require_admin(info: GameInfo, user_id: int, is_admin: bool, error: str) -> None:
    """Only the owner or a member with Manage Channels; ``error`` names what they may do."""
    if user_id != info.owner_id and not is_admin:
        raise NotAllowed(Msg(error, owner=f"<@{info.owner_id}>"))


class Tables:
    """The live games over a ``Storage`` and the engines in ``engine.GAMES``: loading, caching,
    locking, and finding a channel's game."""

    def __init__(
        self,
        storage: Storage,
        clock: Clock,
        *,
        seed_source: Callable[[], int] | None = None,
        picker: random.Random | None = None,
    ) -> None:
        self.storage = storage
        self.clock = clock
        self._seed = seed_source or (lambda: secrets.randbelow(SEED_LIMIT))
        self._salt: Callable[[], str] = lambda: secrets.token_hex(SALT_BYTES)
        self.picker = picker or secrets.SystemRandom()
        self._cache: dict[int, Table] = {}
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._channel_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)  # opening games
        self._claims: set[tuple[str, int]] = set()  # interactions under way that must not run twice
        self._live_in: dict[int, int] = {}  # channel -> the live game found there (``game_in``)

    # --- loading ------------------------------------------------------------------------------

    async def load_all(self) -> int:
        """Rebuild every lobby and active game from the database; return how many.

        A game that cannot be rebuilt (its engine fails to load) is logged and left out: the others
        go on, and that one's commands answer with an error until it is fixed.
        """
        loaded = 0
        for row in await self.storage.find_games(statuses=LIVE_STATUSES):
            try:
                self._cache[row.id] = await self.load(row)
            except Exception:
                log.exception("game %s (%s) could not be loaded", row.id, row.game_key)
                continue
            loaded += 1
        return loaded

    async def unannounced(self) -> list[int]:
        """Games with committed changes that never reached their channel."""
        return [row.id for row in await self.storage.unannounced_games()]

    async def load(self, row: GameRow) -> Table:
        game = engine.find_game(row.game_key)
        players = {s.seat: s.user_id for s in await self.storage.seats(row.id)}
        absences = {a.user_id: a for a in await self.storage.absences(row.id)}
        table = Table(row, game, players, None, self.storage, absences=absences)
        if row.status not in ("lobby", STRANDED):
            table.state = await self.rebuild(table, None)
        return table

    async def rebuild(self, table: Table, step: int | None) -> GameState | None:
        """The state after ``step`` actions (None: all of them): nearest snapshot, then the plays after
        it. None when no snapshot reaches back that far (before a game's ``base_step``)."""
        snap = await self.storage.snapshot(table.row.id, step if step is not None else 2**62)
        if snap is None:
            return None
        snap_step, state_json = snap
        state: GameState = table.game.load(json.loads(state_json))
        for play in await self.storage.plays(table.row.id, snap_step, step):
            assert play.action is not None and play.seat is not None
            table.game.apply(state, play.seat, play.action, observe=False, stored=True)
        return state

    async def get(self, game_id: int) -> Table:
        """The game's table, loaded once; again after a commit found it stale, and whenever it is a
        game of a guild another bot process holds (reached here by DM) or one another process changed."""
        table = self._cache.get(game_id)
        if table is not None and (
            not self.storage.shards.holds(table.row.guild_id) or self.storage.moved_elsewhere(game_id)
        ):
            table.stale = True
        if table is None or table.stale:
            row = await self.storage.get_game(game_id)
            if row is None:
                raise NoGameHere(Msg("bot-error-no-game-id", number=str(game_id)))
            table = self._cache[game_id] = await self.load(row)
        return table

    async def refresh(self, table: Table) -> None:
        """Read the table's row and seats again (after a change that is not a commit)."""
        row = await self.storage.get_game(table.row.id)
        assert row is not None
        table.row = row
        table.players = {s.seat: s.user_id for s in await self.storage.seats(row.id)}

    @asynccontextmanager
    async def held(self, game_id: int) -> AsyncIterator[Table]:
        """The game's table under its lock: the lock taken first, then the table loaded (or found
        in the cache)."""
        async with self._locks[game_id]:
            yield await self.get(game_id)

    @contextmanager
    def claim(self, what: str, key: int, refusal: Msg) -> Iterator[None]:
        """Hold ``(what, key)`` while an interaction that must not run twice at once is under way
        (opening a game in a channel, starting one, opening a rematch): a second one meanwhile is
        refused at once with ``refusal``, before it answers anyone or changes anything."""
        if (what, key) in self._claims:
            raise LobbyError(refusal)
        self._claims.add((what, key))
        try:
            yield
        finally:
            self._claims.discard((what, key))

    # --- finding games ------------------------------------------------------------------------

    async def info(self, game_id: int) -> GameInfo:
        return (await self.get(game_id)).info()

    def version_in(self, channel_id: int) -> int | None:
        """The version of the game in play or in the lobby in this channel, read from the cache
        without waiting (None: none known here): what a command that just arrived was sent against."""
        table = self.live_in(channel_id)
        return None if table is None else table.row.version

    def live_in(self, channel_id: int) -> Table | None:
        """The game in play or in the lobby in this channel as last loaded, without waiting (None:
        none in the cache, or another process changed it since: unknown here, the copy is dropped).
        A channel's live game is its latest, so ``game_in`` would find the same one."""
        found = [
            table
            for table in self._cache.values()
            if table.row.channel_id == channel_id and table.row.status in LIVE_STATUSES
        ]
        if not found:
            return None
        table = max(found, key=lambda table: table.row.id)
        if self.storage.moved_elsewhere(table.row.id):
            self._cache.pop(table.row.id, None)
            return None
        return table

    async def game_in(self, channel_id: int, *, include_ended: bool = False) -> GameInfo:
        """The game played in this channel or thread (the latest one when ended games count too):
        its live game as last loaded when there is one (no round trip), else looked up."""
        cached = None if include_ended else self.live_in(channel_id)
        if cached is not None:
            return await self.info(cached.row.id)
        known = None if include_ended else self._live_in.get(channel_id)
        if known is not None:  # a channel holds one live game at a time: while it lives, it is the one
            row = await self.storage.get_game(known)
            if row is not None and row.status in LIVE_STATUSES and row.channel_id == channel_id:
                return await self.info(known)
        statuses = () if include_ended else LIVE_STATUSES
        rows = await self.storage.find_games(channel_id=channel_id, statuses=statuses)
        if rows:
            if not include_ended:
                self._live_in[channel_id] = rows[-1].id
            return await self.info(rows[-1].id)
        raise NoGameHere(await self._no_game_message(channel_id))

    async def _no_game_message(self, channel_id: int) -> Msg:
        rows = [
            r
            for r in await self.storage.find_games(statuses=LIVE_STATUSES)
            if r.parent_channel_id == channel_id
        ]
        if rows:
            links = tuple(f"<#{r.channel_id}>" for r in rows[:10])
            return Msg("bot-error-threads-only", threads=links)
        return Msg("bot-error-no-game-here")

    async def list_games(self, guild_id: int) -> list[GameInfo]:
        """The games being set up or played on a server, and those stranded by older rules."""
        rows = await self.storage.find_games(guild_id=guild_id, statuses=(*LIVE_STATUSES, STRANDED))
        return [await self.info(r.id) for r in rows]

    def rules(self, key: str) -> AnyGame:
        return engine.find_game(key)

    # --- what use cases share ----------------------------------------------------------------

    def cached(self, game_id: int) -> Table | None:
        """The game's table as last loaded, without waiting (None: not loaded)."""
        return self._cache.get(game_id)

    def loaded(self, game_id: int) -> Table:
        """The game's table as last loaded, without waiting, for a reader that knows it is loaded
        (tests and benchmarks looking at the bot's own state, which they never change); raises
        ``KeyError`` when it is not."""
        return self._cache[game_id]

    def add(self, table: Table) -> None:
        """A table just opened (a new game): the cache holds it from now on."""
        self._cache[table.row.id] = table

    def lock(self, game_id: int) -> asyncio.Lock:
        """The game's lock (``held`` takes it and loads the table)."""
        return self._locks[game_id]

    def channel_lock(self, channel_id: int) -> asyncio.Lock:
        """The lock under which a game is opened in a channel (one live game a channel)."""
        return self._channel_locks[channel_id]

    def seed(self) -> int:
        return self._seed()

    def salt(self) -> str:
        return self._salt()

    def next_reminder(self, table: Table) -> float:
        return self.clock.now() + table.row.reminder_hours * HOUR
