"""``Storage`` on PostgreSQL (asyncpg), for a bot that outgrows one file or one process.

The shared queries (``bot.storage.sql``) get their ``?`` parameters numbered; ``commit`` is one
statement whose data-modifying parts all hang on the game row's version check, so a whole change
is one round trip and one transaction, and nothing is written when the game moved on. Several bot
processes may share the server (shards): the statement first takes the game's transaction-level
advisory lock, so one process at a time changes a game, and the version check, made again on the
newest row once the lock is held, refuses a change made against a state another process has since
moved on from. Sharded, the statement also tells the others (``NOTIFY marengo_games``, sent when its
transaction commits): a process that keeps the game forgets it, and reloads it before its next use. The schema's
version is the one row of ``marengo_schema``; migrations run under an advisory lock, so processes
starting together apply each once.
"""

from __future__ import annotations

import functools
import logging
import re
import secrets
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import cast

import asyncpg

from bot.rows import Change, GameRow
from bot.storage import schema
from bot.storage.cache import CachedSql
from bot.storage.protocol import VersionConflict
from bot.storage.sql import Params, Row, Statement, entry_columns, game_row, result_json

log = logging.getLogger(__name__)

_MIGRATION_LOCK = 0x6D6172656E676F  # "marengo": one process at a time migrates
_GAME_LOCKS = 0x6D67 << 32  # a game's advisory lock is this plus its id (apart from the migrations')
CHANGES = "marengo_games"  # the channel a sharded process's commits are announced on: "<game> <sender>"
POOL_SIZE = 4
# The columns of an action, in ``entry_columns`` order, with their types (parameters of an INSERT …
# SELECT are typed by hand).
_ACTION_COLUMNS = (
    ("kind", "text"),
    ("step", "bigint"),
    ("seat", "text"),
    ("verb", "text"),
    ("args", "text"),
    ("label", "text"),
    ("public", "text"),
    ("user_id", "bigint"),
    ("log", "text"),
    ("created_at", "double precision"),
    ("to_act", "text"),
    ("handoff", "bigint"),
    ("public_changed", "bigint"),
    ("undo", "text"),
    ("auto", "text"),
)


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` parameters as PostgreSQL's ``$1``, ``$2``, … (no statement here has a ``?`` in a string)."""
    count = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


class PostgresStorage(CachedSql):
    """``Storage`` on a pool of asyncpg connections to ``url`` (``postgresql://…``)."""

    def __init__(self, url: str, *, snapshot_every: int = 100, pool_size: int = POOL_SIZE) -> None:
        self.url = url
        self.snapshot_every = snapshot_every
        self.pool_size = pool_size
        self.round_trips = 0
        super().__init__()
        self._pool: asyncpg.Pool | None = None
        self._listener: asyncpg.Connection | None = None
        self._sender = secrets.token_hex(8)  # this process, in the notices of its commits

    async def open(self) -> None:
        """Connect and apply the pending migrations; sharded, listen to the other processes' commits."""
        self._pool = await asyncpg.create_pool(self.url, min_size=1, max_size=self.pool_size)
        await self._migrate()
        if not self.shards.every:
            self._listener = await asyncpg.connect(self.url)
            await self._listener.add_listener(CHANGES, self._heard)

    def _heard(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        """Another process committed a change to a game: what is kept of it here is stale."""
        game, sender = str(payload).split()
        if sender != self._sender:
            self.moved(int(game))

    async def close(self) -> None:
        if self._listener is not None:
            await self._listener.close()
            self._listener = None
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("storage is not open")
        return self._pool

    async def _migrate(self) -> None:
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
            await conn.execute("CREATE TABLE IF NOT EXISTS marengo_schema (version BIGINT NOT NULL)")
            current = await conn.fetchval("SELECT max(version) FROM marengo_schema") or 0
            for migration in schema.migrations():
                if migration.number <= current:
                    continue
                if migration.postgres is not None:
                    log.info("applying migration %04d", migration.number)
                    await conn.execute(migration.postgres)
                current = migration.number
            await conn.execute("DELETE FROM marengo_schema")
            await conn.execute("INSERT INTO marengo_schema (version) VALUES ($1)", current)

    async def schema_version(self) -> int:
        row = await self._one("SELECT max(version) FROM marengo_schema")
        return int(row[0] or 0) if row else 0

    # --- the primitives -----------------------------------------------------------------------

    @asynccontextmanager
    async def _connection(self, trips: int = 1) -> AsyncIterator[asyncpg.pool.PoolConnectionProxy]:
        """A connection of the pool for ``trips`` round trips, counted and timed (the wait for a free
        connection included: under load it is part of what a query costs)."""
        self.round_trips += trips
        began = time.perf_counter()
        try:
            async with self.pool.acquire() as conn:
                yield conn
        finally:
            self.round_trip_seconds += time.perf_counter() - began

    async def _all(self, sql: str, params: Params = ()) -> list[Row]:
        async with self._connection() as conn:
            return cast(list[Row], await conn.fetch(numbered(sql), *params))

    async def _write(self, sql: str, params: Params = ()) -> None:
        async with self._connection() as conn:
            await conn.execute(numbered(sql), *params)

    async def _batch(self, statements: list[Statement]) -> None:
        """Several statements in one transaction: a trip each, and two for the transaction (only the
        lobby's seat changes take this path; a play's ``commit`` is one)."""
        async with self._connection(len(statements) + 2) as conn, conn.transaction():
            for sql, params in statements:
                await conn.execute(numbered(sql), *params)

    async def _commit(self, change: Change) -> GameRow:
        """Write one change atomically, in one statement; return the game's row after it.

        Raises ``VersionConflict`` (and writes nothing) when the game is not at ``expected_version``.
        """
        notice = None if self.shards.every else f"{change.game_id} {self._sender}"
        sql, params = commit_statement(change, self.snapshot_every, notice)
        rows = await self._all(sql, params)
        if not rows:
            raise VersionConflict(f"game {change.game_id} is no longer at version {change.expected_version}")
        return game_row(rows[0])


def commit_statement(change: Change, snapshot_every: int, notice: str | None = None) -> Statement:
    """``commit`` as one statement: the game's advisory lock (held to the end of the statement's
    transaction), the game row's update (only at the expected version, once the lock is held: ``FROM
    lk``), and every other write of the change only when that update found its row (``FROM g``/``EXISTS``);
    ``notice``: sent on ``CHANGES`` when it is written."""
    game, entry = change.game_id, change.entry
    params: list[object] = []

    def p(value: object, kind: str) -> str:
        params.append(value)
        return f"?::{kind}"

    version = change.expected_version + 1
    parts = [
        "lk AS (SELECT pg_advisory_xact_lock(" + p(_GAME_LOCKS + game, "bigint") + "))",
        "g AS (UPDATE games SET version = "
        + p(version, "bigint")
        + ", status = "
        + p(change.status, "text")
        + ", result = COALESCE("
        + p(result_json(change.result), "text")
        + ", result), updated_at = "
        + p(entry.created_at, "double precision")
        + " FROM lk WHERE games.id = "
        + p(game, "bigint")
        + " AND games.version = "
        + p(change.expected_version, "bigint")
        + " RETURNING games.*)",
    ]
    columns = ", ".join(name for name, _ in _ACTION_COLUMNS)
    values = ", ".join(
        p(value, kind) for value, (_, kind) in zip(entry_columns(entry), _ACTION_COLUMNS, strict=True)
    )
    parts.append(
        f"a AS (INSERT INTO actions (game_id, seq, {columns}) SELECT g.id, g.version, {values} FROM g)"
    )
    found = "EXISTS (SELECT 1 FROM g)"
    if change.undo_seq is not None:  # the play and the answers the bot gave after it
        parts.append(
            "u AS (UPDATE actions SET undone = 1 WHERE game_id = "
            + p(game, "bigint")
            + " AND kind = 'play' AND seq >= "
            + p(change.undo_seq, "bigint")
            + f" AND {found})"
        )
    if change.state is not None:
        # The latest state, a checkpoint every `snapshot_every` steps and the game's base stay.
        step = entry.step
        parts.append(
            "sd AS (DELETE FROM snapshots WHERE game_id = "
            + p(game, "bigint")
            + " AND step != "
            + p(step, "bigint")
            + " AND (step > "
            + p(step, "bigint")
            + " OR step % "
            + p(snapshot_every, "bigint")
            + " != 0) AND step != (SELECT base_step FROM g))"
        )
        parts.append(
            "si AS (INSERT INTO snapshots (game_id, step, state) SELECT g.id, "
            + p(step, "bigint")
            + ", "
            + p(change.state, "text")
            + " FROM g ON CONFLICT (game_id, step) DO UPDATE SET state = excluded.state)"
        )
    if change.reminder_due is None:
        parts.append("r AS (DELETE FROM reminders WHERE game_id = " + p(game, "bigint") + f" AND {found})")
    else:
        parts.append(
            "r AS (INSERT INTO reminders (game_id, due_at, sent, waiting_since) SELECT g.id, "
            + p(change.reminder_due, "double precision")
            + ", 0, "
            + p(entry.created_at, "double precision")
            + " FROM g ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at, sent = 0,"
            " waiting_since = excluded.waiting_since)"
        )
    parts.append("v AS (DELETE FROM undo_requests WHERE game_id = " + p(game, "bigint") + f" AND {found})")
    if notice is None:
        return "WITH " + ",\n".join(parts) + "\nSELECT * FROM g", tuple(params)
    parts.append(f"n AS (SELECT pg_notify('{CHANGES}', " + p(notice, "text") + ") FROM g)")
    return "WITH " + ",\n".join(parts) + "\nSELECT g.* FROM g, n", tuple(params)
