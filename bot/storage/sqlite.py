"""``Storage`` on SQLite (aiosqlite), the embedded default: one file, nothing else to run.

aiosqlite keeps the connection on one thread and runs each call there; every method here is one
such call (one round trip), a transaction of several statements included: its statements run on
that thread as one function. ``PRAGMA user_version`` is the schema's version.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar, cast

import aiosqlite

from bot.rows import Change, GameRow
from bot.storage import schema
from bot.storage.cache import CachedSql
from bot.storage.protocol import VersionConflict
from bot.storage.schema import Migration
from bot.storage.sql import Params, Row, Statement, commit_writes, game_row, version_update

log = logging.getLogger(__name__)
T = TypeVar("T")


class SqliteStorage(CachedSql):
    """``Storage`` on one aiosqlite connection in WAL mode."""

    def __init__(self, path: str, *, snapshot_every: int = 100) -> None:
        self.path = path
        self.snapshot_every = snapshot_every
        self.round_trips = 0
        super().__init__()
        self._db: aiosqlite.Connection | None = None

    # --- connection ---------------------------------------------------------------------------

    async def open(self, upto: int | None = None) -> None:
        """Connect, switch to WAL and apply the pending migrations (up to ``upto``: tests make
        databases of an older schema with it)."""
        db = await aiosqlite.connect(self.path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        self._db = db
        await self._migrate(upto)

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def _migrate(self, upto: int | None) -> None:
        """Apply the migrations after the database's ``user_version``, up to ``upto`` (None: all)."""
        current = await self.schema_version()
        for migration in schema.migrations():
            if current < migration.number <= (upto or migration.number):
                log.info("applying migration %04d", migration.number)
                await self._apply(migration)

    async def _apply(self, migration: Migration) -> None:
        """SQL, Python step and version in one transaction, with foreign keys checked at the end (they
        are off meanwhile, so that a table can be rebuilt under its children, as SQLite advises)."""
        db = self.db
        await db.execute("PRAGMA foreign_keys=OFF")
        try:
            await db.executescript(f"BEGIN;\n{migration.sql}")  # the transaction stays open
            if migration.upgrade is not None:
                await migration.upgrade(db)
            broken = list(await db.execute_fetchall("PRAGMA foreign_key_check"))
            if broken:
                raise RuntimeError(f"migration {migration.number:04d} broke foreign keys: {broken[:5]}")
            await db.execute(f"PRAGMA user_version = {migration.number}")
            await db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                await db.execute("ROLLBACK")
            raise
        finally:
            await db.execute("PRAGMA foreign_keys=ON")

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("storage is not open")
        return self._db

    async def _on_thread(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` on the connection's thread: one round trip, whatever it executes."""
        db = self.db
        run = cast(Callable[..., Awaitable[T]], db._execute)  # aiosqlite's one call to its thread
        self.round_trips += 1
        began = time.perf_counter()
        try:
            return await run(lambda: work(db._conn))
        finally:
            self.round_trip_seconds += time.perf_counter() - began

    # --- the primitives -----------------------------------------------------------------------

    async def _all(self, sql: str, params: Params = ()) -> list[Row]:
        return await self._on_thread(lambda conn: list(conn.execute(sql, params).fetchall()))

    async def _write(self, sql: str, params: Params = ()) -> None:
        await self._on_thread(lambda conn: conn.execute(sql, params).close())

    async def _batch(self, statements: list[Statement]) -> None:
        def run(conn: sqlite3.Connection) -> None:
            with _transaction(conn):
                for sql, params in statements:
                    conn.execute(sql, params)

        await self._on_thread(run)

    async def schema_version(self) -> int:
        row = await self._one("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def _commit(self, change: Change) -> GameRow:
        """Write one change atomically; return the game's row after it.

        Raises ``VersionConflict`` (and writes nothing) when the game is not at ``expected_version``.
        """
        update, writes = version_update(change), commit_writes(change, self.snapshot_every)

        def run(conn: sqlite3.Connection) -> Row:
            with _transaction(conn):
                rows = conn.execute(*update).fetchall()  # all: a statement left open blocks COMMIT
                if not rows:
                    raise VersionConflict(
                        f"game {change.game_id} is no longer at version {change.expected_version}"
                    )
                for sql, params in writes:
                    conn.execute(sql, params)
            return cast(Row, rows[0])

        return game_row(await self._on_thread(run))


@contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` on the connection's thread, rolled back on any error."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
