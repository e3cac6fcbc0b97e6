"""All SQL lives here: the ``Storage`` protocol the bot uses, and its SQLite implementation.

A later PostgreSQL backend implements the same protocol in one module; nothing else in ``bot/``
knows SQL. Every method is one short transaction; ``commit`` writes a whole game change (log
entry, game row, snapshot, reminder) atomically and refuses it if the game moved on meanwhile.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Protocol

import aiosqlite

from engine.core import LogEntry

log = logging.getLogger(__name__)

LIVE_STATUSES = ("lobby", "active")
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


class VersionConflict(Exception):
    """The game changed between loading it and committing a change to it."""


@dataclass(frozen=True, slots=True)
class NewGame:
    """What ``create_game`` needs."""

    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    game_key: str
    scenario: str
    options: dict[str, str]
    seed: int
    owner_id: int
    created_at: float


@dataclass(frozen=True, slots=True)
class GameRow:
    """One row of ``games``."""

    id: int
    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    game_key: str
    scenario: str
    options: dict[str, str]
    seed: int
    status: str
    owner_id: int
    version: int
    announced_version: int
    reminder_hours: float
    reminder_limit: int
    result: str | None
    created_at: float
    updated_at: float


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: str
    user_id: int
    view_hash: str | None = None


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a game's action log. ``seq`` is assigned by ``commit``."""

    kind: str  # start | play | undo | concede | abandon
    step: int
    seat: str | None = None
    verb: str | None = None
    arg: str | None = None
    label: str | None = None
    user_id: int | None = None
    log: list[LogEntry] = field(default_factory=list)
    created_at: float = 0.0
    seq: int = 0
    undone: bool = False


@dataclass(frozen=True, slots=True)
class Change:
    """A change to one game, written in one transaction by ``commit``."""

    game_id: int
    expected_version: int
    entry: Entry
    status: str
    state: str | None = None  # state JSON after entry.step actions; None when the state is unchanged
    result: str | None = None
    undo_seq: int | None = None  # the play this entry takes back
    reminder_due: float | None = None  # when to remind the seats to act; None: no reminder


@dataclass(frozen=True, slots=True)
class DmStatus:
    user_id: int
    channel_id: int | None
    blocked: bool


@dataclass(frozen=True, slots=True)
class ReminderRow:
    game_id: int
    due_at: float
    sent: int
    waiting_since: float


@dataclass(frozen=True, slots=True)
class UndoRequest:
    game_id: int
    version: int
    requested_by: int
    voters: tuple[int, ...]
    approvals: tuple[int, ...]
    created_at: float


@dataclass(frozen=True, slots=True)
class MessageRef:
    channel_id: int
    message_id: int
    version: int


class Storage(Protocol):
    """What the bot needs from a database. All methods are atomic."""

    async def open(self) -> None: ...
    async def close(self) -> None: ...
    async def schema_version(self) -> int: ...
    async def create_game(self, new: NewGame) -> GameRow: ...
    async def get_game(self, game_id: int) -> GameRow | None: ...
    async def find_games(
        self, *, channel_id: int | None = None, guild_id: int | None = None, statuses: Sequence[str] = ()
    ) -> list[GameRow]: ...
    async def unannounced_games(self) -> list[GameRow]: ...
    async def seats(self, game_id: int) -> list[SeatRow]: ...
    async def set_seat(self, game_id: int, seat: str, user_id: int) -> None: ...
    async def free_seats(self, game_id: int, seats: Iterable[str]) -> None: ...
    async def assign_seats(self, game_id: int, seats: dict[str, int]) -> None: ...
    async def set_view_hash(self, game_id: int, seat: str, view_hash: str) -> None: ...
    async def commit(self, change: Change) -> int: ...
    async def snapshot(self, game_id: int, at_most_step: int) -> tuple[int, str] | None: ...
    async def plays(self, game_id: int, after_step: int, up_to_step: int | None = None) -> list[Entry]: ...
    async def last_play(self, game_id: int) -> Entry | None: ...
    async def entries(
        self, game_id: int, *, after_seq: int = 0, before_seq: int | None = None, limit: int | None = None
    ) -> list[Entry]: ...
    async def mark_announced(self, game_id: int, version: int) -> None: ...
    async def update_settings(self, game_id: int, reminder_hours: float, reminder_limit: int) -> None: ...
    async def set_message(self, game_id: int, kind: str, ref: MessageRef) -> None: ...
    async def get_message(self, game_id: int, kind: str) -> MessageRef | None: ...
    async def dm_status(self, user_id: int) -> DmStatus | None: ...
    async def set_dm_status(
        self, user_id: int, channel_id: int | None, blocked: bool, now: float
    ) -> None: ...
    async def due_reminders(self, now: float) -> list[ReminderRow]: ...
    async def get_reminder(self, game_id: int) -> ReminderRow | None: ...
    async def set_reminder(self, game_id: int, due_at: float | None, sent: int) -> None: ...
    async def get_undo_request(self, game_id: int) -> UndoRequest | None: ...
    async def put_undo_request(self, request: UndoRequest) -> None: ...
    async def delete_undo_request(self, game_id: int) -> None: ...
    async def get_meta(self, key: str) -> str | None: ...
    async def set_meta(self, key: str, value: str) -> None: ...


def migrations() -> list[tuple[int, str]]:
    """The numbered migration scripts shipped in ``bot/migrations``, in order."""
    found = []
    for item in resources.files("bot.migrations").iterdir():
        match = _MIGRATION_NAME.match(item.name)
        if match:
            found.append((int(match.group(1)), item.read_text(encoding="utf-8")))
    found.sort()
    numbers = [n for n, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps, found {numbers}")
    return found


class SqliteStorage:
    """``Storage`` on one aiosqlite connection in WAL mode (the embedded default)."""

    def __init__(self, path: str, *, snapshot_every: int = 100) -> None:
        self.path = path
        self.snapshot_every = snapshot_every
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()  # one statement group at a time on the shared connection

    # --- connection ---------------------------------------------------------------------------

    async def open(self) -> None:
        """Connect, switch to WAL and apply the pending migrations."""
        db = await aiosqlite.connect(self.path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        self._db = db
        await self._migrate()

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def _migrate(self) -> None:
        current = await self.schema_version()
        for number, script in migrations():
            if number > current:
                log.info("applying migration %04d", number)
                await self.db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("storage is not open")
        return self._db

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One statement, its own transaction (autocommit): one trip to the database thread, not three."""
        async with self._lock:
            await self.db.execute(sql, params)

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[aiosqlite.Row]:
        """The rows of one query, in one trip to the database thread (execute, fetch and close at once)."""
        async with self._lock:
            return list(await self.db.execute_fetchall(sql, params))

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> aiosqlite.Row | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def schema_version(self) -> int:
        row = await self._one("PRAGMA user_version")
        return int(row[0]) if row else 0

    # --- games and seats ----------------------------------------------------------------------

    async def create_game(self, new: NewGame) -> GameRow:
        async with self._tx() as db:
            cursor = await db.execute(
                "INSERT INTO games (guild_id, channel_id, parent_channel_id, game_key, scenario, options,"
                " seed, status, owner_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?)",
                (
                    new.guild_id,
                    new.channel_id,
                    new.parent_channel_id,
                    new.game_key,
                    new.scenario,
                    json.dumps(new.options),
                    new.seed,
                    new.owner_id,
                    new.created_at,
                    new.created_at,
                ),
            )
            game_id = cursor.lastrowid
        row = await self.get_game(int(game_id or 0))
        assert row is not None
        return row

    async def get_game(self, game_id: int) -> GameRow | None:
        row = await self._one("SELECT * FROM games WHERE id = ?", (game_id,))
        return _game_row(row) if row else None

    async def find_games(
        self, *, channel_id: int | None = None, guild_id: int | None = None, statuses: Sequence[str] = ()
    ) -> list[GameRow]:
        where: list[str] = ["1 = 1"]
        params: list[Any] = []
        if channel_id is not None:
            where.append("channel_id = ?")
            params.append(channel_id)
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if statuses:
            where.append(f"status IN ({', '.join('?' * len(statuses))})")
            params.extend(statuses)
        rows = await self._all(f"SELECT * FROM games WHERE {' AND '.join(where)} ORDER BY id", params)
        return [_game_row(r) for r in rows]

    async def unannounced_games(self) -> list[GameRow]:
        rows = await self._all("SELECT * FROM games WHERE announced_version < version ORDER BY id")
        return [_game_row(r) for r in rows]

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._all("SELECT seat, user_id, view_hash FROM seats WHERE game_id = ?", (game_id,))
        return [SeatRow(r["seat"], r["user_id"], r["view_hash"]) for r in rows]

    async def set_seat(self, game_id: int, seat: str, user_id: int) -> None:
        await self._write(
            "INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)", (game_id, seat, user_id)
        )

    async def free_seats(self, game_id: int, seats: Iterable[str]) -> None:
        async with self._tx() as db:
            await db.executemany(
                "DELETE FROM seats WHERE game_id = ? AND seat = ?", [(game_id, s) for s in seats]
            )

    async def assign_seats(self, game_id: int, seats: dict[str, int]) -> None:
        async with self._tx() as db:
            await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)",
                [(game_id, seat, user) for seat, user in seats.items()],
            )

    async def set_view_hash(self, game_id: int, seat: str, view_hash: str) -> None:
        await self._write(
            "UPDATE seats SET view_hash = ? WHERE game_id = ? AND seat = ?", (view_hash, game_id, seat)
        )

    # --- the action log and snapshots ---------------------------------------------------------

    async def commit(self, change: Change) -> int:
        """Write one change atomically; return the new game version.

        Raises ``VersionConflict`` (and writes nothing) when the game is not at ``expected_version``.
        """
        version = change.expected_version + 1
        entry = change.entry
        async with self._tx() as db:
            cursor = await db.execute(
                "UPDATE games SET version = ?, status = ?, result = COALESCE(?, result), updated_at = ?"
                " WHERE id = ? AND version = ?",
                (
                    version,
                    change.status,
                    change.result,
                    entry.created_at,
                    change.game_id,
                    change.expected_version,
                ),
            )
            if cursor.rowcount != 1:
                raise VersionConflict(
                    f"game {change.game_id} is no longer at version {change.expected_version}"
                )
            await db.execute(
                "INSERT INTO actions (game_id, seq, kind, step, seat, verb, arg, label, user_id, log, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    change.game_id,
                    version,
                    entry.kind,
                    entry.step,
                    entry.seat,
                    entry.verb,
                    entry.arg,
                    entry.label,
                    entry.user_id,
                    json.dumps(entry.log, ensure_ascii=False),
                    entry.created_at,
                ),
            )
            if change.undo_seq is not None:
                await db.execute(
                    "UPDATE actions SET undone = 1 WHERE game_id = ? AND seq = ?",
                    (change.game_id, change.undo_seq),
                )
            if change.state is not None:
                await self._write_snapshot(db, change.game_id, entry.step, change.state)
            await self._write_reminder(db, change, entry.created_at)
            await db.execute("DELETE FROM undo_requests WHERE game_id = ?", (change.game_id,))
        return version

    async def _write_snapshot(self, db: aiosqlite.Connection, game_id: int, step: int, state: str) -> None:
        # Keep the latest state and a checkpoint every `snapshot_every` steps; an undo drops later ones.
        await db.execute(
            "DELETE FROM snapshots WHERE game_id = ? AND (step > ? OR step % ? != 0)",
            (game_id, step, self.snapshot_every),
        )
        await db.execute(
            "INSERT OR REPLACE INTO snapshots (game_id, step, state) VALUES (?, ?, ?)", (game_id, step, state)
        )

    @staticmethod
    async def _write_reminder(db: aiosqlite.Connection, change: Change, now: float) -> None:
        if change.reminder_due is None:
            await db.execute("DELETE FROM reminders WHERE game_id = ?", (change.game_id,))
            return
        await db.execute(
            "INSERT OR REPLACE INTO reminders (game_id, due_at, sent, waiting_since) VALUES (?, ?, 0, ?)",
            (change.game_id, change.reminder_due, now),
        )

    async def snapshot(self, game_id: int, at_most_step: int) -> tuple[int, str] | None:
        row = await self._one(
            "SELECT step, state FROM snapshots WHERE game_id = ? AND step <= ? ORDER BY step DESC LIMIT 1",
            (game_id, at_most_step),
        )
        return (int(row["step"]), str(row["state"])) if row else None

    async def plays(self, game_id: int, after_step: int, up_to_step: int | None = None) -> list[Entry]:
        rows = await self._all(
            "SELECT * FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0 AND step > ?"
            " AND step <= ? ORDER BY seq",
            (game_id, after_step, up_to_step if up_to_step is not None else 2**62),
        )
        return [_entry(r) for r in rows]

    async def last_play(self, game_id: int) -> Entry | None:
        row = await self._one(
            "SELECT * FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0 ORDER BY seq DESC LIMIT 1",
            (game_id,),
        )
        return _entry(row) if row else None

    async def entries(
        self, game_id: int, *, after_seq: int = 0, before_seq: int | None = None, limit: int | None = None
    ) -> list[Entry]:
        """Log entries with after_seq < seq < before_seq, oldest first; ``limit`` keeps the newest."""
        rows = await self._all(
            "SELECT * FROM (SELECT * FROM actions WHERE game_id = ? AND seq > ? AND seq < ?"
            " ORDER BY seq DESC LIMIT ?) ORDER BY seq",
            (game_id, after_seq, before_seq if before_seq is not None else 2**62, limit if limit else -1),
        )
        return [_entry(r) for r in rows]

    async def mark_announced(self, game_id: int, version: int) -> None:
        await self._write(
            "UPDATE games SET announced_version = MAX(announced_version, ?) WHERE id = ?",
            (version, game_id),
        )

    async def update_settings(self, game_id: int, reminder_hours: float, reminder_limit: int) -> None:
        await self._write(
            "UPDATE games SET reminder_hours = ?, reminder_limit = ? WHERE id = ?",
            (reminder_hours, reminder_limit, game_id),
        )

    # --- posted messages, DMs, reminders, undo votes, meta ------------------------------------

    async def set_message(self, game_id: int, kind: str, ref: MessageRef) -> None:
        await self._write(
            "INSERT OR REPLACE INTO messages (game_id, kind, channel_id, message_id, version)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, kind, ref.channel_id, ref.message_id, ref.version),
        )

    async def get_message(self, game_id: int, kind: str) -> MessageRef | None:
        row = await self._one(
            "SELECT channel_id, message_id, version FROM messages WHERE game_id = ? AND kind = ?",
            (game_id, kind),
        )
        return MessageRef(row["channel_id"], row["message_id"], row["version"]) if row else None

    async def dm_status(self, user_id: int) -> DmStatus | None:
        row = await self._one(
            "SELECT user_id, channel_id, blocked FROM dm_status WHERE user_id = ?", (user_id,)
        )
        return DmStatus(row["user_id"], row["channel_id"], bool(row["blocked"])) if row else None

    async def set_dm_status(self, user_id: int, channel_id: int | None, blocked: bool, now: float) -> None:
        await self._write(
            "INSERT INTO dm_status (user_id, channel_id, blocked, updated_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET channel_id = COALESCE(excluded.channel_id, channel_id),"
            " blocked = excluded.blocked, updated_at = excluded.updated_at",
            (user_id, channel_id, int(blocked), now),
        )

    async def due_reminders(self, now: float) -> list[ReminderRow]:
        rows = await self._all("SELECT * FROM reminders WHERE due_at <= ? ORDER BY due_at", (now,))
        return [ReminderRow(r["game_id"], r["due_at"], r["sent"], r["waiting_since"]) for r in rows]

    async def get_reminder(self, game_id: int) -> ReminderRow | None:
        r = await self._one("SELECT * FROM reminders WHERE game_id = ?", (game_id,))
        return ReminderRow(r["game_id"], r["due_at"], r["sent"], r["waiting_since"]) if r else None

    async def set_reminder(self, game_id: int, due_at: float | None, sent: int) -> None:
        if due_at is None:
            await self._write("DELETE FROM reminders WHERE game_id = ?", (game_id,))
        else:
            await self._write(
                "UPDATE reminders SET due_at = ?, sent = ? WHERE game_id = ?", (due_at, sent, game_id)
            )

    async def get_undo_request(self, game_id: int) -> UndoRequest | None:
        r = await self._one("SELECT * FROM undo_requests WHERE game_id = ?", (game_id,))
        if r is None:
            return None
        return UndoRequest(
            r["game_id"],
            r["version"],
            r["requested_by"],
            tuple(json.loads(r["voters"])),
            tuple(json.loads(r["approvals"])),
            r["created_at"],
        )

    async def put_undo_request(self, request: UndoRequest) -> None:
        await self._write(
            "INSERT OR REPLACE INTO undo_requests (game_id, version, requested_by, voters, approvals, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                request.game_id,
                request.version,
                request.requested_by,
                json.dumps(list(request.voters)),
                json.dumps(list(request.approvals)),
                request.created_at,
            ),
        )

    async def delete_undo_request(self, game_id: int) -> None:
        await self._write("DELETE FROM undo_requests WHERE game_id = ?", (game_id,))

    async def get_meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return str(row["value"]) if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._write("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))


def _game_row(r: aiosqlite.Row) -> GameRow:
    return GameRow(
        id=r["id"],
        guild_id=r["guild_id"],
        channel_id=r["channel_id"],
        parent_channel_id=r["parent_channel_id"],
        game_key=r["game_key"],
        scenario=r["scenario"],
        options=json.loads(r["options"]),
        seed=r["seed"],
        status=r["status"],
        owner_id=r["owner_id"],
        version=r["version"],
        announced_version=r["announced_version"],
        reminder_hours=r["reminder_hours"],
        reminder_limit=r["reminder_limit"],
        result=r["result"],
        created_at=r["created_at"],
        updated_at=r["updated_at"],
    )


def _entry(r: aiosqlite.Row) -> Entry:
    return Entry(
        kind=r["kind"],
        step=r["step"],
        seat=r["seat"],
        verb=r["verb"],
        arg=r["arg"],
        label=r["label"],
        user_id=r["user_id"],
        log=json.loads(r["log"]),
        created_at=r["created_at"],
        seq=r["seq"],
        undone=bool(r["undone"]),
    )
