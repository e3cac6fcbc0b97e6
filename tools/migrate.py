"""``python -m tools.migrate SQLITE_PATH POSTGRES_URL``: move the bot's SQLite database to PostgreSQL.

Stop the bot first (or let it run: the copy reads one consistent snapshot of the file, but what the
bot writes after it is not copied). The SQLite file is brought to the current schema (as the bot
does on start), the PostgreSQL database gets the same schema (``bot.storage.schema``), which must
hold no game yet, and every table is copied row for row in one transaction. Then it is verified:
the row counts of every table agree, and every game's state rebuilt from PostgreSQL (its earliest
stored state, then every play) is the one SQLite holds as its latest. Exit status 0 only then;
start the bot with ``DATABASE_URL=POSTGRES_URL``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import sys
from collections.abc import Sequence
from typing import Any

import asyncpg

import engine
from bot.storage import STRANDED, PostgresStorage, SqliteStorage, is_postgres

# Parents before children (the foreign keys point at ``games``).
TABLES = (
    "games",
    "seats",
    "actions",
    "snapshots",
    "messages",
    "dm_status",
    "reminders",
    "undo_requests",
    "meta",
    "members",
    "absences",
    "side_votes",
    "orders",
    "member_orders",
)
CONVERT = {"bigint": int, "double precision": float, "text": str}


class MigrationFailed(Exception):
    """The copy could not be made, or does not match the original."""


async def migrate(sqlite_path: str, postgres_url: str, out: Any = sys.stdout) -> None:
    """Copy and verify; raises ``MigrationFailed`` naming what went wrong."""
    source = SqliteStorage(sqlite_path)
    await source.open()  # the current schema, as the bot would make it on start
    await source.close()
    target = PostgresStorage(postgres_url, pool_size=1)
    await target.open()
    await target.close()
    read = sqlite3.connect(f"file:{sqlite_path}?mode=ro", uri=True)
    try:
        read.execute("BEGIN")  # one snapshot of the file for the copy and the checks
        conn = await asyncpg.connect(postgres_url)
        try:
            if await conn.fetchval("SELECT count(*) FROM games"):
                raise MigrationFailed("the PostgreSQL database already holds games: give it an empty one")
            async with conn.transaction():
                for table in TABLES:
                    copied = await copy_table(read, conn, table)
                    print(f"{table}: {copied} rows", file=out)
                await conn.execute(
                    "SELECT setval(pg_get_serial_sequence('games', 'id'), GREATEST(max(id), 1)) FROM games"
                )
            await check_counts(read, conn)
        finally:
            await conn.close()
        checked = await check_games(read, postgres_url)
        print(f"verified: row counts of {len(TABLES)} tables, {checked} games replayed", file=out)
    finally:
        read.close()


async def copy_table(read: sqlite3.Connection, conn: asyncpg.Connection, table: str) -> int:
    types = {
        r["column_name"]: r["data_type"]
        for r in await conn.fetch(
            "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1", table
        )
    }
    cursor = read.execute(f"SELECT * FROM {table}")
    columns = [d[0] for d in cursor.description]
    missing = set(columns) ^ set(types)
    if missing:
        raise MigrationFailed(f"{table}: the two schemas differ in {sorted(missing)}")
    convert = [CONVERT[types[c]] for c in columns]
    rows = [tuple(None if v is None else f(v) for f, v in zip(convert, row, strict=True)) for row in cursor]
    await conn.copy_records_to_table(table, records=rows, columns=columns)
    return len(rows)


async def check_counts(read: sqlite3.Connection, conn: asyncpg.Connection) -> None:
    for table in TABLES:
        (here,) = read.execute(f"SELECT count(*) FROM {table}").fetchone()
        there = await conn.fetchval(f"SELECT count(*) FROM {table}")
        if here != there:
            raise MigrationFailed(f"{table}: {here} rows in SQLite, {there} in PostgreSQL")


async def check_games(read: sqlite3.Connection, postgres_url: str) -> int:
    """Every game that has a state: rebuilt from PostgreSQL's earliest snapshot and its plays, it is
    SQLite's latest stored state. Returns how many were checked."""
    store = PostgresStorage(postgres_url, pool_size=1)
    await store.open()
    checked = 0
    try:
        for row in await store.find_games():
            if row.status in ("lobby", STRANDED):
                continue
            latest = read.execute(
                "SELECT step, state FROM snapshots WHERE game_id = ? ORDER BY step DESC LIMIT 1", (row.id,)
            ).fetchone()
            if latest is None:
                continue  # ended before it began (abandoned in its lobby)
            rebuilt = await rebuild(store, row.id, row.game_key, row.base_step)
            if rebuilt != json.loads(latest[1]):
                raise MigrationFailed(f"game {row.id}: its replay on PostgreSQL is not its stored state")
            checked += 1
    finally:
        await store.close()
    return checked


async def rebuild(store: PostgresStorage, game_id: int, key: str, base_step: int) -> object:
    """The game's state after every standing play, from its base (the earliest state it is rebuilt
    from, always kept), as JSON data."""
    game = engine.find_game(key)
    base = await store.snapshot(game_id, base_step)
    if base is None:
        raise MigrationFailed(f"game {game_id}: no stored state at its base step {base_step}")
    state = game.load(json.loads(base[1]))
    for play in await store.plays(game_id, base[0]):
        assert play.action is not None and play.seat is not None
        game.apply(state, play.seat, play.action, observe=False, stored=True)
    return json.loads(state.to_json())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.migrate", description=__doc__.split("\n\n")[0])
    parser.add_argument("sqlite_path", help="the bot's SQLite file (DATABASE_URL until now)")
    parser.add_argument("postgres_url", help="postgresql://user:password@host/database, empty")
    args = parser.parse_args(argv)
    if not is_postgres(args.postgres_url):
        parser.error("POSTGRES_URL must start with postgresql://")
    try:
        asyncio.run(migrate(args.sqlite_path, args.postgres_url))
    except MigrationFailed as e:
        print(f"migration failed: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
