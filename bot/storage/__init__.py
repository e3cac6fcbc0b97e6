"""Where the bot keeps its games: the ``Storage`` protocol and its two databases.

SQLite (``SqliteStorage``, a file: the default, nothing else to run) or PostgreSQL
(``PostgresStorage``), chosen by ``DATABASE_URL`` (``storage_for``). Both run the same queries
(``bot.storage.sql``) and the same numbered migrations (``bot.storage.schema``).
"""

from __future__ import annotations

from bot.rows import (
    ORDERS,
    Absence,
    Change,
    DmStatus,
    Entry,
    Facts,
    GameRow,
    MemberRow,
    MessageRef,
    NewGame,
    ReminderRow,
    SeatRow,
    Setting,
    SideVote,
    UndoRequest,
)
from bot.storage.postgres import PostgresStorage
from bot.storage.protocol import LIVE_STATUSES, STRANDED, Storage, VersionConflict
from bot.storage.schema import Migration, migrations
from bot.storage.shards import EVERY, Shards
from bot.storage.sqlite import SqliteStorage

__all__ = [  # the rows are re-exported: ``from bot.storage import Entry`` keeps working
    "EVERY",
    "LIVE_STATUSES",
    "ORDERS",
    "STRANDED",
    "Absence",
    "Change",
    "DmStatus",
    "Entry",
    "Facts",
    "GameRow",
    "MemberRow",
    "MessageRef",
    "Migration",
    "NewGame",
    "PostgresStorage",
    "ReminderRow",
    "SeatRow",
    "Setting",
    "Shards",
    "SideVote",
    "SqliteStorage",
    "Storage",
    "UndoRequest",
    "VersionConflict",
    "is_postgres",
    "migrations",
    "storage_for",
]

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(url: str) -> bool:
    """Whether ``DATABASE_URL`` names a PostgreSQL server (otherwise it is a SQLite file's path)."""
    return url.startswith(POSTGRES_SCHEMES)


def storage_for(
    url: str, *, snapshot_every: int = 100, shards: Shards = EVERY
) -> SqliteStorage | PostgresStorage:
    """The storage ``url`` names: ``postgresql://…`` a PostgreSQL server, anything else a SQLite file
    (``sqlite:///path`` or a plain path); ``shards`` are the guilds whose games this process holds
    (several processes share a PostgreSQL server only)."""
    store: SqliteStorage | PostgresStorage
    if is_postgres(url):
        store = PostgresStorage(url, snapshot_every=snapshot_every)
    elif not shards.every:
        raise ValueError("several processes (shards) need PostgreSQL: a SQLite file has one writer")
    else:
        store = SqliteStorage(url.removeprefix("sqlite://"), snapshot_every=snapshot_every)
    store.shards = shards
    return store
